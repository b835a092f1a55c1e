// What a member can do about another (ask, accept, decline, cancel, remove, block, unblock), the same from /buddies
// and from a member's page. Each action tells the outcome in a toast and writes it into the cache (cache.ts).
import { useMutation } from '@apollo/client/react';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../components/toaster/toaster';
import {
  HomiesAcceptBuddyRequestDocument,
  HomiesBlockMemberDocument,
  HomiesDeclineBuddyRequestDocument,
  HomiesRemoveBuddyDocument,
  HomiesSendBuddyRequestDocument,
  HomiesUnblockMemberDocument,
  type MemberLink_MemberFragment,
} from '../../gql/graphql';
import { describeFailure, unwrapResult } from '../../components/forms/mutation-result';
import { applyBlock, applyBuddyship, applyUnblock, dropBuddyship } from './cache';
import { memberName } from './format';

type Member = MemberLink_MemberFragment;

/** Resolves true when the action went through; a failure is told in a toast and resolves false. */
async function attempt(action: () => Promise<unknown>, success: string, failure: string): Promise<boolean> {
  try {
    await action();
    notify.success(success);
    return true;
  } catch (error) {
    notify.error(failure, { description: describeFailure(error).message });
    return false;
  }
}

export function useBuddyActions() {
  const { t } = useTranslation();
  const failed = t('homies.actions.failed');
  const [sendMutation, sending] = useMutation(HomiesSendBuddyRequestDocument, {
    update: (cache, { data }) => {
      if (data?.sendBuddyRequest.__typename === 'MutationSendBuddyRequestSuccess') applyBuddyship(cache, data.sendBuddyRequest.data);
    },
  });
  const [acceptMutation, accepting] = useMutation(HomiesAcceptBuddyRequestDocument, {
    update: (cache, { data }) => {
      if (data?.acceptBuddyRequest.__typename === 'MutationAcceptBuddyRequestSuccess') applyBuddyship(cache, data.acceptBuddyRequest.data);
    },
  });
  const [declineMutation] = useMutation(HomiesDeclineBuddyRequestDocument);
  const [removeMutation] = useMutation(HomiesRemoveBuddyDocument);
  const [blockMutation] = useMutation(HomiesBlockMemberDocument);
  const [unblockMutation] = useMutation(HomiesUnblockMemberDocument);

  const send = useCallback(
    (member: Member) =>
      attempt(
        async () => unwrapResult((await sendMutation({ variables: { userName: member.userName } })).data?.sendBuddyRequest, t),
        t('homies.actions.sent', { name: memberName(member) }),
        failed,
      ),
    [sendMutation, t, failed],
  );
  /** Asking a member who already asked the viewer accepts their request: the member page has no request id. */
  const acceptFrom = useCallback(
    (member: Member) =>
      attempt(
        async () => unwrapResult((await sendMutation({ variables: { userName: member.userName } })).data?.sendBuddyRequest, t),
        t('homies.actions.nowBuddies', { name: memberName(member) }),
        failed,
      ),
    [sendMutation, t, failed],
  );
  const accept = useCallback(
    (entry: { buddyshipId: string; member: Member }) =>
      attempt(
        async () => unwrapResult((await acceptMutation({ variables: { buddyshipId: entry.buddyshipId } })).data?.acceptBuddyRequest, t),
        t('homies.actions.nowBuddies', { name: memberName(entry.member) }),
        failed,
      ),
    [acceptMutation, t, failed],
  );
  const decline = useCallback(
    (entry: { buddyshipId: string; member: Member }) =>
      attempt(
        async () => {
          const result = await declineMutation({
            variables: { buddyshipId: entry.buddyshipId },
            update: (cache, { data }) => {
              if (data?.declineBuddyRequest.__typename === 'MutationDeclineBuddyRequestSuccess') dropBuddyship(cache, entry.member.userId);
            },
          });
          unwrapResult(result.data?.declineBuddyRequest, t);
        },
        t('homies.actions.declined'),
        failed,
      ),
    [declineMutation, t, failed],
  );
  /** Ends a buddyship, or withdraws or turns down a request: the server removes whichever there is. */
  const remove = useCallback(
    (member: Member, done: string) =>
      attempt(
        async () => {
          const result = await removeMutation({
            variables: { userId: member.userId },
            update: (cache, { data }) => {
              if (data?.removeBuddy.__typename === 'MutationRemoveBuddySuccess') dropBuddyship(cache, member.userId);
            },
          });
          unwrapResult(result.data?.removeBuddy, t);
        },
        done,
        failed,
      ),
    [removeMutation, t, failed],
  );
  const block = useCallback(
    (member: Member) =>
      attempt(
        async () => {
          const result = await blockMutation({
            variables: { userName: member.userName },
            update: (cache, { data }) => {
              if (data?.blockMember.__typename === 'MutationBlockMemberSuccess') applyBlock(cache, member);
            },
          });
          unwrapResult(result.data?.blockMember, t);
        },
        t('homies.actions.blocked', { name: memberName(member) }),
        failed,
      ),
    [blockMutation, t, failed],
  );
  const unblock = useCallback(
    (member: Member) =>
      attempt(
        async () => {
          const result = await unblockMutation({
            variables: { userId: member.userId },
            update: (cache, { data }) => {
              if (data?.unblockMember.__typename === 'MutationUnblockMemberSuccess') applyUnblock(cache, member.userId);
            },
          });
          unwrapResult(result.data?.unblockMember, t);
        },
        t('homies.actions.unblocked', { name: memberName(member) }),
        failed,
      ),
    [unblockMutation, t, failed],
  );

  return useMemo(
    () => ({
      send,
      acceptFrom,
      accept,
      decline,
      cancel: (member: Member) => remove(member, t('homies.actions.cancelled')),
      removeBuddy: (member: Member) => remove(member, t('homies.actions.removed', { name: memberName(member) })),
      block,
      unblock,
      busy: sending.loading || accepting.loading,
    }),
    [send, acceptFrom, accept, decline, remove, block, unblock, sending.loading, accepting.loading, t],
  );
}
