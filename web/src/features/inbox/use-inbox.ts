// The bell's numbers and how they stay current: one cached query that the header's bell and the sidebar's Buddies
// link both read, written again by each inboxUpdated update (the first comes as the subscription opens, and again
// after every reconnection, so nothing missed while away stays missed).
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
      const update = data.data?.inboxUpdated;
      if (!update) return;
      writeBadge(client.cache, update.badge);
      if (!update.activity) return;
      prependActivity(client.cache, update.activity);
      // A request also moves the /buddies lists, where they are on screen.
      if (update.activity.kind === 'BUDDY_REQUEST') void client.refetchQueries({ include: [BuddiesPageDocument] });
    },
  });
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
