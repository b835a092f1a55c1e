// The Homies feed (the logbook's Homies tab): the member's and their buddies' finished workouts, records, published
// workouts and programs, posts and product updates, newest first, a page at a time as the list scrolls. Items
// published while the feed is open arrive over the feedItemAdded subscription and join the cached list on top.
import { useQuery, useSubscription } from '@apollo/client/react';
import { Box, Button, EmptyState, HStack, Stack, Text } from '@chakra-ui/react';
import { ArrowUp, Users } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { HomiesFeedDocument, HomiesFeedLiveDocument } from '../../gql/graphql';
import { useInfinitePages } from '../../lib/infinite-scroll';
import { usePreloadedFetchPolicy } from '../../lib/preload';
import { useSession } from '../auth/session';
import { prependFeedItem } from './cache';
import { FeedCard, FeedCardSkeleton } from './components/FeedCard';
import { FeedComposer } from './components/FeedComposer';
import { useNow } from './use-now';
import { FEED_VARIABLES } from './variables';
import { RetryAlert } from '../../components/loading/RetryAlert';

const SKELETONS = 3;

export function HomiesFeed() {
  const { t } = useTranslation();
  const viewerId = useSession().userInfo?.userId;
  const fetchPolicies = usePreloadedFetchPolicy(HomiesFeedDocument, FEED_VARIABLES);
  const { data, error, loading, fetchMore, refetch } = useQuery(HomiesFeedDocument, { variables: FEED_VARIABLES, ...fetchPolicies });
  const [fresh, setFresh] = useState(0);
  const listRef = useRef<HTMLDivElement | null>(null);
  const now = useNow();

  useSubscription(HomiesFeedLiveDocument, {
    ignoreResults: true,
    onData: ({ client, data: live }) => {
      const item = live.data?.feedItemAdded;
      if (!item) return;
      // The viewer's own items are on screen already (posted here, or finished in the logger): nothing to announce.
      if (prependFeedItem(client.cache, item) && item.actor.userId !== viewerId) setFresh((count) => count + 1);
    },
  });

  const feed = data?.feed;
  const pages = useInfinitePages(!!feed?.pageInfo.hasNextPage, feed?.pageInfo.endCursor ?? null, (after) =>
    fetchMore({ variables: { after } }),
  );
  // Keyset pages never overlap, but an item that arrived live can come again with the next page.
  const seen = new Set<string>();
  const items = (feed?.edges ?? []).filter(({ node }) => !seen.has(node.feedItemId) && seen.add(node.feedItemId));

  const showNew = () => {
    setFresh(0);
    listRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    listRef.current?.querySelector<HTMLElement>('a[href]')?.focus({ preventScroll: true });
  };

  return (
    <Stack gap="4" maxWidth="2xl" width="full" data-testid="homies-feed">
      <FeedComposer />
      <Box role="status" aria-live="polite" aria-atomic="true" position="sticky" top="2" zIndex="docked" alignSelf="center">
        {fresh ? (
          <HStack gap="2" bg="bg.panel" borderWidth="1px" borderRadius="full" shadow="md" px="3" py="1" data-testid="feed-new-items">
            <Text fontSize="sm" fontWeight="medium">
              {t('homies.feed.newItems', { count: fresh })}
            </Text>
            <Button size="xs" variant="subtle" onClick={showNew}>
              <ArrowUp aria-hidden="true" />
              {t('homies.feed.showNew')}
            </Button>
          </HStack>
        ) : null}
      </Box>
      {error && !feed ? (
        <RetryAlert title={t('homies.feed.errorTitle')} message={error.message} retryLabel={t('homies.feed.retry')} onRetry={refetch} />
      ) : null}
      {loading && !feed ? (
        <Stack as="ul" gap="3" listStyleType="none" aria-busy="true" aria-label={t('homies.feed.loading')}>
          {Array.from({ length: SKELETONS }, (_, index) => (
            <li key={index}>
              <FeedCardSkeleton />
            </li>
          ))}
        </Stack>
      ) : null}
      {feed && !items.length ? (
        <EmptyState.Root borderWidth="1px" borderRadius="l3" data-testid="feed-empty">
          <EmptyState.Content>
            <EmptyState.Indicator>
              <Users aria-hidden="true" />
            </EmptyState.Indicator>
            <Stack gap="1" textAlign="center">
              <EmptyState.Title as="h2">{t('homies.feed.emptyTitle')}</EmptyState.Title>
              <EmptyState.Description>{t('homies.feed.empty')}</EmptyState.Description>
            </Stack>
            <Button asChild>
              <RouterLink to="/buddies">{t('homies.feed.findBuddies')}</RouterLink>
            </Button>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : null}
      {items.length ? (
        <Stack as="ul" ref={listRef} gap="3" listStyleType="none" aria-label={t('homies.feed.label')} scrollMarginTop="16">
          {items.map(({ node }) => (
            <FeedCard key={node.feedItemId} item={node} now={now} />
          ))}
        </Stack>
      ) : null}
      <div ref={pages.sentinelRef} />
      {feed?.pageInfo.hasNextPage ? (
        <Button variant="outline" alignSelf="center" onClick={pages.loadMore} loading={pages.loading}>
          {pages.failed ? t('homies.feed.retry') : t('homies.feed.loadMore')}
        </Button>
      ) : null}
    </Stack>
  );
}
