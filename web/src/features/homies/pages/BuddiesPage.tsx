// /buddies: find members by user name and ask them to be buddies, answer requests, cancel one's own, keep the buddy
// list, and undo blocks. Every answer is written into the cached lists (cache.ts), so nothing is fetched again.
import { useQuery } from '@apollo/client/react';
import { Alert, Badge, Button, Card, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { RotateCw } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../../../common/numbers';
import { useLanguage } from '../../../i18n';
import { ConfirmDialog } from '../../../components/overlays/ConfirmDialog';
import { BuddiesPageDocument, type MemberLink_MemberFragment } from '../../../gql/graphql';
import { usePageTitle } from '../../../lib/page-shell';
import { usePreloadedFetchPolicy } from '../../../lib/preload';
import { useBuddyActions } from '../buddy-actions';
import { MemberRow } from '../components/MemberRow';
import { MemberSearch } from '../components/MemberSearch';
import { formatDay, memberName } from '../format';

type Member = MemberLink_MemberFragment;
type Pending = { kind: 'remove' | 'block'; member: Member } | null;

function Section({ title, count, children }: { title: string; count?: number; children: ReactNode }) {
  const language = useLanguage();
  return (
    <Stack as="section" gap="2" aria-label={title}>
      <Heading as="h2" size="md">
        {title}
        {count ? (
          <Badge ms="2" variant="subtle">
            {formatCount(count, language)}
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
  const { t } = useTranslation();
  return (
    <Card.Root variant="outline" as="section" aria-labelledby="find-members">
      <Card.Body gap="3">
        <Heading as="h2" size="md" id="find-members">
          {t('homies.buddies.searchTitle')}
        </Heading>
        <MemberSearch onBlock={onBlock} />
      </Card.Body>
    </Card.Root>
  );
}

export function BuddiesPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  usePageTitle(t('homies.buddies.title'));
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
        {t('homies.buddies.title')}
      </Heading>
      <SearchMembers onBlock={askToBlock} />
      {error && !data ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('homies.buddies.loadFailed')}</Alert.Title>
            <Alert.Description>{error.message}</Alert.Description>
          </Alert.Content>
          <Button size="sm" variant="outline" onClick={() => void refetch().catch(() => undefined)}>
            <RotateCw aria-hidden="true" />
            {t('homies.buddies.retry')}
          </Button>
        </Alert.Root>
      ) : null}
      {loading && !data ? <Spinner alignSelf="center" aria-label={t('homies.buddies.title')} /> : null}
      {lists?.incoming.length ? (
        <Section title={t('homies.buddies.incoming')} count={lists.incoming.length}>
          <MemberList label={t('homies.buddies.incoming')}>
            {lists.incoming.map((entry) => (
              <MemberRow key={entry.buddyshipId} member={entry.member} onBlock={() => askToBlock(entry.member)}>
                <Button size="sm" onClick={() => void actions.accept(entry)}>
                  {t('homies.actions.accept')}
                </Button>
                <Button size="sm" variant="outline" onClick={() => void actions.decline(entry)}>
                  {t('homies.actions.decline')}
                </Button>
              </MemberRow>
            ))}
          </MemberList>
        </Section>
      ) : null}
      {lists ? (
        <Section title={t('homies.buddies.list')}>
          {lists.buddies.length ? (
            <MemberList label={t('homies.buddies.list')}>
              {lists.buddies.map((entry) => (
                <MemberRow key={entry.buddyshipId} member={entry.member} onBlock={() => askToBlock(entry.member)}>
                  <Button size="sm" variant="ghost" colorPalette="red" onClick={() => setPending({ kind: 'remove', member: entry.member })}>
                    {t('homies.actions.remove')}
                  </Button>
                </MemberRow>
              ))}
            </MemberList>
          ) : (
            <Text color="fg.muted">{t('homies.buddies.none')}</Text>
          )}
        </Section>
      ) : null}
      {lists?.outgoing.length ? (
        <Section title={t('homies.buddies.outgoing')}>
          <MemberList label={t('homies.buddies.outgoing')}>
            {lists.outgoing.map((entry) => (
              <MemberRow
                key={entry.buddyshipId}
                member={entry.member}
                detail={`@${entry.member.userName} · ${formatDay(entry.since, language)}`}
                onBlock={() => askToBlock(entry.member)}
              >
                <Button size="sm" variant="outline" onClick={() => void actions.cancel(entry.member)}>
                  {t('homies.actions.cancel')}
                </Button>
              </MemberRow>
            ))}
          </MemberList>
        </Section>
      ) : null}
      {blocked.length ? (
        <Section title={t('homies.buddies.blocked')}>
          <MemberList label={t('homies.buddies.blocked')}>
            {blocked.map((entry) => (
              <MemberRow key={entry.member.userId} member={entry.member}>
                <Button size="sm" variant="outline" onClick={() => void actions.unblock(entry.member)}>
                  {t('homies.actions.unblock')}
                </Button>
              </MemberRow>
            ))}
          </MemberList>
        </Section>
      ) : null}
      <ConfirmDialog
        open={!!pending}
        title={
          pending
            ? t(pending.kind === 'remove' ? 'homies.actions.removeTitle' : 'homies.actions.blockTitle', {
                name: memberName(pending.member),
              })
            : ''
        }
        message={pending?.kind === 'remove' ? t('homies.actions.removeMessage') : t('homies.actions.blockMessage')}
        confirmLabel={pending?.kind === 'remove' ? t('homies.actions.remove') : t('homies.actions.block')}
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
