// What the Homies' mutations and live items change in the normalized cache, written there directly: the answers carry
// everything the lists show, so the screens move at once instead of asking the server again.
import type { ApolloCache, Reference } from '@apollo/client';
import {
  BuddiesPageDocument,
  FeedCard_ItemFragmentDoc,
  type BuddiesPageQuery,
  type BuddyStatus,
  type Buddyship_ResultFragment,
  type FeedCard_ItemFragment,
  type MemberLink_MemberFragment,
} from '../../gql/graphql';

interface StoredEdge {
  __typename?: string;
  cursor?: string;
  node: Reference;
}

interface StoredConnection {
  edges?: StoredEdge[];
  [field: string]: unknown;
}

interface StoredSearchResult {
  __typename?: string;
  buddyStatus: BuddyStatus;
  member: Reference;
}

interface StoredMemberPage {
  relation: string;
  member: Reference;
  [field: string]: unknown;
}

const FEED_ITEM = 'FeedItem';

/** A new item on top of the cached feed, unless it is there already (a live item may echo one just posted). */
export function prependFeedItem(cache: ApolloCache, item: FeedCard_ItemFragment): boolean {
  const ref = cache.writeFragment({ fragment: FeedCard_ItemFragmentDoc, fragmentName: 'FeedCard_item', data: item });
  if (!ref) return false;
  let added = false;
  cache.modify({
    fields: {
      feed(existing) {
        const connection = existing as StoredConnection;
        const edges = connection.edges ?? [];
        if (edges.some((edge) => edge.node.__ref === ref.__ref)) return connection;
        added = true;
        return { ...connection, edges: [{ __typename: 'QueryFeedConnectionEdge', node: ref }, ...edges] };
      },
    },
  });
  return added;
}

/** Takes items out of the cached feed: one deleted item, or everything by a member just blocked. */
export function removeFeedItems(cache: ApolloCache, keep: (node: Reference, readField: ReadField) => boolean) {
  cache.modify({
    fields: {
      feed(existing, { readField }) {
        const connection = existing as StoredConnection;
        if (!connection.edges) return connection;
        const edges = connection.edges.filter((edge) => keep(edge.node, readField as ReadField));
        return edges.length === connection.edges.length ? connection : { ...connection, edges };
      },
    },
  });
}

type ReadField = (field: string, from: Reference) => unknown;

export function removeFeedItem(cache: ApolloCache, feedItemId: string) {
  const id = cache.identify({ __typename: FEED_ITEM, feedItemId });
  removeFeedItems(cache, (node) => node.__ref !== id);
  if (id) cache.evict({ id });
  cache.gc();
}

/** One more or one fewer comment on an item's counter. */
export function countComment(cache: ApolloCache, feedItemId: string, delta: number) {
  cache.modify({
    id: cache.identify({ __typename: FEED_ITEM, feedItemId }),
    fields: { commentCount: (count) => Math.max(0, (count as number) + delta) },
  });
}

/**
 * How the viewer stands with a member, everywhere it is cached: search results and member pages. `null` means the
 * member is gone from view (blocked): out of the results, and their page asks the server again (which says not found).
 */
export function setRelation(cache: ApolloCache, userId: string, status: BuddyStatus | null) {
  const isMember = (member: Reference, readField: ReadField) => readField('userId', member) === userId;
  cache.modify({
    fields: {
      searchMembers(existing, { readField }) {
        const results = existing as readonly StoredSearchResult[];
        if (!Array.isArray(results)) return results;
        if (status === null) return results.filter((row) => !isMember(row.member, readField as ReadField));
        return results.map((row) => (isMember(row.member, readField as ReadField) ? { ...row, buddyStatus: status } : row));
      },
      memberPage(existing, { readField, DELETE }) {
        const page = existing as StoredMemberPage | null;
        if (!page?.member || !isMember(page.member, readField as ReadField) || page.relation === 'SELF') return page;
        return status === null ? DELETE : { ...page, relation: status };
      },
    },
  });
}

type BuddyLists = BuddiesPageQuery['buddies'];
type BuddyListName = keyof Omit<BuddyLists, '__typename'>;
const LISTS: BuddyListName[] = ['buddies', 'incoming', 'outgoing'];
const byUserName = (a: { member: { userName: string } }, b: { member: { userName: string } }) =>
  a.member.userName.localeCompare(b.member.userName);

/** The cached /buddies lists changed by `change`; nothing happens when the page was never loaded. */
function updateBuddiesPage(cache: ApolloCache, change: (data: BuddiesPageQuery) => BuddiesPageQuery) {
  cache.updateQuery({ query: BuddiesPageDocument }, (data) => (data ? change(data) : data));
}

function withoutMember(lists: BuddyLists, userId: string): BuddyLists {
  const next = { ...lists };
  for (const name of LISTS) next[name] = lists[name].filter((entry) => entry.member.userId !== userId);
  return next;
}

/**
 * A buddyship as the server answered it (a request sent, accepted, or accepted at once because they had asked the
 * viewer first): the member moves to the list that fits, sorted as the server sorts it.
 */
export function applyBuddyship(cache: ApolloCache, buddyship: Buddyship_ResultFragment) {
  const entry = { __typename: 'BuddyEntry' as const, buddyshipId: buddyship.buddyshipId, since: buddyship.since, member: buddyship.member };
  updateBuddiesPage(cache, (data) => {
    const lists = withoutMember(data.buddies, buddyship.member.userId);
    if (buddyship.status === 'BUDDIES') lists.buddies = [...lists.buddies, entry].sort(byUserName);
    if (buddyship.status === 'REQUEST_SENT') lists.outgoing = [entry, ...lists.outgoing];
    if (buddyship.status === 'REQUEST_RECEIVED') lists.incoming = [entry, ...lists.incoming];
    return { ...data, buddies: lists };
  });
  setRelation(cache, buddyship.member.userId, buddyship.status);
}

/** A request declined or cancelled, or a buddyship ended: nothing is left between the two. */
export function dropBuddyship(cache: ApolloCache, userId: string) {
  updateBuddiesPage(cache, (data) => ({ ...data, buddies: withoutMember(data.buddies, userId) }));
  setRelation(cache, userId, 'NONE');
}

/** A member blocked: out of every list, the results and the feed, and on top of the blocked list. */
export function applyBlock(cache: ApolloCache, member: MemberLink_MemberFragment, blockedAt = new Date().toISOString()) {
  updateBuddiesPage(cache, (data) => ({
    ...data,
    buddies: withoutMember(data.buddies, member.userId),
    blockedMembers: [
      { __typename: 'BlockedMember' as const, blockedAt, member },
      ...data.blockedMembers.filter((entry) => entry.member.userId !== member.userId),
    ],
  }));
  setRelation(cache, member.userId, null);
  const memberId = cache.identify({ __typename: 'Member', userId: member.userId });
  removeFeedItems(cache, (node, readField) => (readField('actor', node) as Reference | undefined)?.__ref !== memberId);
}

export function applyUnblock(cache: ApolloCache, userId: string) {
  updateBuddiesPage(cache, (data) => ({ ...data, blockedMembers: data.blockedMembers.filter((entry) => entry.member.userId !== userId) }));
}
