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
import { errorMessage } from '../../lib/errors';
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
    notify.error(failure, { description: errorMessage(error) });
    return false;
  }
}

export function useBuddyActions() {
  const { t } = useTranslation();
  const failed = t('homies.actions.failed');
  const [sendMutation, sending] = useMutation(HomiesSendBuddyRequestDocument, {
    update: (cache, { data }) => data && applyBuddyship(cache, data.sendBuddyRequest),
  });
  const [acceptMutation, accepting] = useMutation(HomiesAcceptBuddyRequestDocument, {
    update: (cache, { data }) => data && applyBuddyship(cache, data.acceptBuddyRequest),
  });
  const [declineMutation] = useMutation(HomiesDeclineBuddyRequestDocument);
  const [removeMutation] = useMutation(HomiesRemoveBuddyDocument);
  const [blockMutation] = useMutation(HomiesBlockMemberDocument);
  const [unblockMutation] = useMutation(HomiesUnblockMemberDocument);

  const send = useCallback(
    (member: Member) =>
      attempt(
        () => sendMutation({ variables: { userName: member.userName } }),
        t('homies.actions.sent', { name: memberName(member) }),
        failed,
      ),
    [sendMutation, t, failed],
  );
  /** Asking a member who already asked the viewer accepts their request: the member page has no request id. */
  const acceptFrom = useCallback(
    (member: Member) =>
      attempt(
        () => sendMutation({ variables: { userName: member.userName } }),
        t('homies.actions.nowBuddies', { name: memberName(member) }),
        failed,
      ),
    [sendMutation, t, failed],
  );
  const accept = useCallback(
    (entry: { buddyshipId: string; member: Member }) =>
      attempt(
        () => acceptMutation({ variables: { buddyshipId: entry.buddyshipId } }),
        t('homies.actions.nowBuddies', { name: memberName(entry.member) }),
        failed,
      ),
    [acceptMutation, t, failed],
  );
  const decline = useCallback(
    (entry: { buddyshipId: string; member: Member }) =>
      attempt(
        () =>
          declineMutation({
            variables: { buddyshipId: entry.buddyshipId },
            update: (cache) => dropBuddyship(cache, entry.member.userId),
          }),
        t('homies.actions.declined'),
        failed,
      ),
    [declineMutation, t, failed],
  );
  /** Ends a buddyship, or withdraws or turns down a request: the server removes whichever there is. */
  const remove = useCallback(
    (member: Member, done: string) =>
      attempt(
        () => removeMutation({ variables: { userId: member.userId }, update: (cache) => dropBuddyship(cache, member.userId) }),
        done,
        failed,
      ),
    [removeMutation, failed],
  );
  const block = useCallback(
    (member: Member) =>
      attempt(
        () => blockMutation({ variables: { userName: member.userName }, update: (cache) => applyBlock(cache, member) }),
        t('homies.actions.blocked', { name: memberName(member) }),
        failed,
      ),
    [blockMutation, t, failed],
  );
  const unblock = useCallback(
    (member: Member) =>
      attempt(
        () => unblockMutation({ variables: { userId: member.userId }, update: (cache) => applyUnblock(cache, member.userId) }),
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
