// /buddies: find members by user name and ask them to be buddies, answer requests, cancel one's own, keep the buddy
// list, and undo blocks. Every answer is written into the cached lists (cache.ts), so nothing is fetched again.
import { useQuery } from '@apollo/client/react';
import { Alert, Badge, Button, Card, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { RotateCw } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../../../components/overlays/ConfirmDialog';
import { BuddiesPageDocument, type MemberLink_MemberFragment } from '../../../gql/graphql';
import { usePageTitle } from '../../../lib/page-shell';
import { usePreloadedFetchPolicy } from '../../../lib/preload';
import { useBuddyActions } from '../buddy-actions';
import { MemberRow } from '../components/MemberRow';
import { MemberSearch } from '../components/MemberSearch';
import { formatDay, memberName } from '../format';
import { homiesStrings } from '../strings';

const S = homiesStrings;
type Member = MemberLink_MemberFragment;
type Pending = { kind: 'remove' | 'block'; member: Member } | null;

function Section({ title, count, children }: { title: string; count?: number; children: ReactNode }) {
  return (
    <Stack as="section" gap="2" aria-label={title}>
      <Heading as="h2" size="md">
        {title}
        {count ? (
          <Badge ms="2" variant="subtle">
            {count}
          </Badge>
        ) : null}
      </Heading>
      {children}
    </Stack>
  );
}

function MemberList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack as="ul" gap="0" listStyleType="none" aria-label={label}>
      {children}
    </Stack>
  );
}

function SearchMembers({ onBlock }: { onBlock: (member: Member) => void }) {
  return (
    <Card.Root variant="outline" as="section" aria-labelledby="find-members">
      <Card.Body gap="3">
        <Heading as="h2" size="md" id="find-members">
          {S.buddies.searchTitle}
        </Heading>
        <MemberSearch onBlock={onBlock} />
      </Card.Body>
    </Card.Root>
  );
}

export function BuddiesPage() {
  usePageTitle(S.buddies.title);
  const actions = useBuddyActions();
  const fetchPolicies = usePreloadedFetchPolicy(BuddiesPageDocument, {});
  const { data, loading, error, refetch } = useQuery(BuddiesPageDocument, fetchPolicies);
  const [pending, setPending] = useState<Pending>(null);
  const lists = data?.buddies;
  const blocked = data?.blockedMembers ?? [];
  const askToBlock = (member: Member) => setPending({ kind: 'block', member });

  return (
    <Stack gap="6" maxWidth="2xl" width="full">
      <Heading as="h1" size="2xl">
        {S.buddies.title}
      </Heading>
      <SearchMembers onBlock={askToBlock} />
      {error && !data ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{S.buddies.loadFailed}</Alert.Title>
            <Alert.Description>{error.message}</Alert.Description>
          </Alert.Content>
          <Button size="sm" variant="outline" onClick={() => void refetch().catch(() => undefined)}>
            <RotateCw aria-hidden="true" />
            {S.buddies.retry}
          </Button>
        </Alert.Root>
      ) : null}
      {loading && !data ? <Spinner alignSelf="center" aria-label={S.buddies.title} /> : null}
      {lists?.incoming.length ? (
        <Section title={S.buddies.incoming} count={lists.incoming.length}>
          <MemberList label={S.buddies.incoming}>
            {lists.incoming.map((entry) => (
              <MemberRow key={entry.buddyshipId} member={entry.member} onBlock={() => askToBlock(entry.member)}>
                <Button size="sm" onClick={() => void actions.accept(entry)}>
                  {S.actions.accept}
                </Button>
                <Button size="sm" variant="outline" onClick={() => void actions.decline(entry)}>
                  {S.actions.decline}
                </Button>
              </MemberRow>
            ))}
          </MemberList>
        </Section>
      ) : null}
      {lists ? (
        <Section title={S.buddies.list}>
          {lists.buddies.length ? (
            <MemberList label={S.buddies.list}>
              {lists.buddies.map((entry) => (
                <MemberRow key={entry.buddyshipId} member={entry.member} onBlock={() => askToBlock(entry.member)}>
                  <Button size="sm" variant="ghost" colorPalette="red" onClick={() => setPending({ kind: 'remove', member: entry.member })}>
                    {S.actions.remove}
                  </Button>
                </MemberRow>
              ))}
            </MemberList>
          ) : (
            <Text color="fg.muted">{S.buddies.none}</Text>
          )}
        </Section>
      ) : null}
      {lists?.outgoing.length ? (
        <Section title={S.buddies.outgoing}>
          <MemberList label={S.buddies.outgoing}>
            {lists.outgoing.map((entry) => (
              <MemberRow
                key={entry.buddyshipId}
                member={entry.member}
                detail={`@${entry.member.userName} · ${formatDay(entry.since)}`}
                onBlock={() => askToBlock(entry.member)}
              >
                <Button size="sm" variant="outline" onClick={() => void actions.cancel(entry.member)}>
                  {S.actions.cancel}
                </Button>
              </MemberRow>
            ))}
          </MemberList>
        </Section>
      ) : null}
      {blocked.length ? (
        <Section title={S.buddies.blocked}>
          <MemberList label={S.buddies.blocked}>
            {blocked.map((entry) => (
              <MemberRow key={entry.member.userId} member={entry.member}>
                <Button size="sm" variant="outline" onClick={() => void actions.unblock(entry.member)}>
                  {S.actions.unblock}
                </Button>
              </MemberRow>
            ))}
          </MemberList>
        </Section>
      ) : null}
      <ConfirmDialog
        open={!!pending}
        title={pending ? (pending.kind === 'remove' ? S.actions.removeTitle : S.actions.blockTitle)(memberName(pending.member)) : ''}
        message={pending?.kind === 'remove' ? S.actions.removeMessage : S.actions.blockMessage}
        confirmLabel={pending?.kind === 'remove' ? S.actions.remove : S.actions.block}
        destructive
        onCancel={() => setPending(null)}
        onConfirm={async () => {
          if (!pending) return;
          await (pending.kind === 'remove' ? actions.removeBuddy(pending.member) : actions.block(pending.member));
          setPending(null);
        }}
      />
    </Stack>
  );
}
