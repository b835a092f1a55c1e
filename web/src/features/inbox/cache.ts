// What the inbox's live items and answers change in the normalized cache.
import type { ApolloCache, Reference } from '@apollo/client';
import {
  InboxBadgeDocument,
  InboxItem_ActivityFragmentDoc,
  type InboxBadgeQuery,
  type InboxItem_ActivityFragment,
} from '../../gql/graphql';

interface StoredConnection {
  edges?: { node: Reference }[];
  [field: string]: unknown;
}

/** A live item on top of the cached inbox, unless it is there already. */
export function prependActivity(cache: ApolloCache, item: InboxItem_ActivityFragment) {
  const ref = cache.writeFragment({ fragment: InboxItem_ActivityFragmentDoc, fragmentName: 'InboxItem_activity', data: item });
  if (!ref) return;
  cache.modify({
    fields: {
      activities(existing) {
        const connection = existing as StoredConnection;
        const edges = connection.edges ?? [];
        if (edges.some((edge) => edge.node.__ref === ref.__ref)) return connection;
        return { ...connection, edges: [{ __typename: 'QueryActivitiesConnectionEdge', node: ref }, ...edges] };
      },
    },
  });
}

/** The bell's numbers as a mutation answered them. */
export function writeBadge(cache: ApolloCache, inboxBadge: InboxBadgeQuery['inboxBadge']) {
  cache.writeQuery({ query: InboxBadgeDocument, data: { __typename: 'Query', inboxBadge } });
}
