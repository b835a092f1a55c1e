// The bell's numbers and how they stay current: one cached query that the header's bell and the sidebar's Buddies
// link both read, moved on by the activityAdded subscription (and asked again when the page comes back into view,
// in case the phone slept through an item).
import { useApolloClient, useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { useEffect } from 'react';
import { BuddiesPageDocument, InboxBadgeDocument, InboxItemsDocument, InboxLiveDocument, InboxMarkSeenDocument } from '../../gql/graphql';
import { prependActivity, writeBadge } from './cache';

const NO_BADGE = { unseenCount: 0, buddyRequestCount: 0 };

export function useInboxBadge() {
  const { data } = useQuery(InboxBadgeDocument, { fetchPolicy: 'cache-first' });
  return data?.inboxBadge ?? NO_BADGE;
}

/** Asks again for what the inbox shows wherever it is on screen: the numbers, the list, the buddy lists. */
export function useRefreshInbox() {
  const client = useApolloClient();
  return () => client.refetchQueries({ include: [InboxBadgeDocument, InboxItemsDocument, BuddiesPageDocument] });
}

/** Keeps the numbers current while a signed-in page is open. Mounted once, in the header. */
export function useInboxLive() {
  const client = useApolloClient();
  useSubscription(InboxLiveDocument, {
    ignoreResults: true,
    onData: ({ data }) => {
      const item = data.data?.activityAdded;
      if (!item) return;
      prependActivity(client.cache, item);
      // The badge is counted by the server (blocks, answered requests); a request also moves the /buddies lists.
      void client.refetchQueries({ include: [InboxBadgeDocument, ...(item.kind === 'BUDDY_REQUEST' ? [BuddiesPageDocument] : [])] });
    },
  });
  useEffect(() => {
    const refresh = () => {
      if (document.visibilityState === 'visible') void client.refetchQueries({ include: [InboxBadgeDocument] });
    };
    document.addEventListener('visibilitychange', refresh);
    return () => document.removeEventListener('visibilitychange', refresh);
  }, [client]);
}

/** While the inbox is open its items count as seen: on opening, and again as new ones arrive. */
export function useSeenWhileOpen() {
  const { unseenCount } = useInboxBadge();
  const [markSeen] = useMutation(InboxMarkSeenDocument, {
    update: (cache, { data }) => data && writeBadge(cache, data.markActivitiesSeen),
  });
  useEffect(() => {
    if (unseenCount > 0) void markSeen().catch(() => undefined);
  }, [unseenCount, markSeen]);
}
