// Data asked for in parallel with code: a route's loader starts the page's queries while the page's module loads and
// the session is checked, and the page's useQuery then takes the answer from the request already on its way (Apollo
// deduplicates identical requests in flight) or from the cache, instead of asking a second time.
import type { ApolloClient, DocumentNode, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useState } from 'react';

/** How long a preloaded answer counts as fresh for the page that mounts after it. */
export const PRELOAD_FRESH_MS = 10_000;

const started = new WeakMap<DocumentNode, Map<string, number>>();

function startedFor(query: DocumentNode) {
  let byVariables = started.get(query);
  if (!byVariables) {
    byVariables = new Map();
    started.set(query, byVariables);
  }
  return byVariables;
}

/** Starts a query from the network now, for the page about to render; failures are left for that page to show. */
export function preloadQuery<TData, TVariables extends OperationVariables>(
  client: ApolloClient,
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  now = Date.now(),
): void {
  const key = JSON.stringify(variables);
  const byVariables = startedFor(query);
  byVariables.set(key, now);
  client.query({ query, variables, fetchPolicy: 'network-only' }).catch(() => {
    if (byVariables.get(key) === now) byVariables.delete(key);
  });
}

/** True when a loader preloaded these variables moments ago (a page mounting again soon after reads the same answer). */
export function wasPreloaded(query: DocumentNode, variables: OperationVariables, now = Date.now()): boolean {
  const at = started.get(query)?.get(JSON.stringify(variables));
  return at !== undefined && now - at <= PRELOAD_FRESH_MS;
}

type FetchPolicies<TData = unknown, TVariables extends OperationVariables = OperationVariables> = Pick<
  ApolloClient.WatchQueryOptions<TData, TVariables>,
  'fetchPolicy' | 'nextFetchPolicy'
>;

const AFTER_PRELOAD: FetchPolicies = {
  fetchPolicy: 'cache-first',
  // Other variables later (a filter, a language) revalidate as every query of the app does.
  nextFetchPolicy: (current, { reason }) => (reason === 'variables-changed' ? 'cache-and-network' : current),
};

/**
 * The fetch policies of a page's useQuery: after a fresh preload its first render reads what the loader asked for
 * ('cache-first' joins the request in flight or reads its answer); otherwise the app's default.
 */
export function usePreloadedFetchPolicy<TData, TVariables extends OperationVariables>(
  query: TypedDocumentNode<TData, TVariables>,
  variables: NoInfer<TVariables>,
): FetchPolicies<TData, TVariables> {
  const [policies] = useState(() => (wasPreloaded(query, variables) ? AFTER_PRELOAD : {}));
  return policies as FetchPolicies<TData, TVariables>;
}
