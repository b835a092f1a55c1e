// The inbox as the bell's popover and the /inbox page show it: newest first, a page at a time, "Mark all read",
// and the opt-in to notifications. While it is open its items count as seen.
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Flex, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { RetryAlert } from '../../../components/loading/RetryAlert';
import { InboxItemsDocument, InboxMarkAllReadDocument } from '../../../gql/graphql';
import { useInfinitePages } from '../../../lib/infinite-scroll';
import { useNow } from '../../homies/use-now';
import { writeBadge } from '../cache';
import { useSeenWhileOpen } from '../use-inbox';
import { InboxItem } from './InboxItem';
import { PushOptIn } from './PushOptIn';

export const INBOX_PAGE_SIZE = 20;
const POPOVER_SIZE = 8;

export function InboxPanel({ variant, onNavigate }: { variant: 'popover' | 'page'; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const popover = variant === 'popover';
  useSeenWhileOpen();
  const now = useNow();
  const { data, error, loading, fetchMore, refetch } = useQuery(InboxItemsDocument, {
    variables: { first: popover ? POPOVER_SIZE : INBOX_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const [markAllRead, marking] = useMutation(InboxMarkAllReadDocument, {
    update: (cache, { data: answer }) => answer && writeBadge(cache, answer.markAllActivitiesRead),
    refetchQueries: [InboxItemsDocument],
  });
  const connection = data?.activities;
  const pages = useInfinitePages(!popover && !!connection?.pageInfo.hasNextPage, connection?.pageInfo.endCursor ?? null, (after) =>
    fetchMore({ variables: { after } }),
  );
  const items = connection?.edges.map((edge) => edge.node) ?? [];
  const shown = popover ? items.slice(0, POPOVER_SIZE) : items;
  const anyUnread = items.some((item) => !item.readAt);

  return (
    <Stack gap="3" data-testid="inbox-panel">
      <Flex align="center" justify="space-between" gap="3">
        <Heading as={popover ? 'h2' : 'h1'} size={popover ? 'md' : '2xl'}>
          {t('inbox.title')}
        </Heading>
        <Button size="sm" variant="ghost" onClick={() => void markAllRead()} disabled={!anyUnread} loading={marking.loading}>
          {t('inbox.markAllRead')}
        </Button>
      </Flex>
      {!popover ? <PushOptIn /> : null}
      {error && !connection ? (
        <RetryAlert title={t('inbox.errorTitle')} message={error.message} retryLabel={t('inbox.retry')} onRetry={refetch} />
      ) : null}
      {loading && !connection ? <Spinner alignSelf="center" aria-label={t('inbox.loading')} /> : null}
      {connection && !items.length ? (
        <Stack gap="3" align="center" textAlign="center" py="4" data-testid="inbox-empty">
          <Text color="fg.muted" fontSize="sm">
            {t('inbox.empty')}
          </Text>
          <Button asChild size="sm" variant="outline">
            <RouterLink to="/buddies" onClick={onNavigate}>
              {t('inbox.findBuddies')}
            </RouterLink>
          </Button>
        </Stack>
      ) : null}
      {shown.length ? (
        <Stack as="ul" gap="1" listStyleType="none" m="0" p="0" aria-label={t('inbox.label')}>
          {shown.map((item) => (
            <InboxItem key={item.activityId} item={item} now={now} onOpen={onNavigate} />
          ))}
        </Stack>
      ) : null}
      {!popover ? <div ref={pages.sentinelRef} /> : null}
      {!popover && connection?.pageInfo.hasNextPage ? (
        <Button variant="outline" alignSelf="center" onClick={pages.loadMore} loading={pages.loading}>
          {pages.failed ? t('inbox.retry') : t('inbox.loadMore')}
        </Button>
      ) : null}
      {popover ? (
        <Stack gap="2">
          <PushOptIn />
          <Button asChild size="sm" variant="subtle">
            <RouterLink to="/inbox" onClick={onNavigate}>
              {t('inbox.seeAll')}
            </RouterLink>
          </Button>
        </Stack>
      ) : null}
    </Stack>
  );
}
