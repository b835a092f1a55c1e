// A page's view of a workout or program, counted for its creator's dashboard once the page shows it.
import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';

/**
 * Sends the view once per subject and forgets it: the page has nothing to show for it, and a mutation hook's loading
 * state would render the whole page twice for nothing, right after a server-rendered page hydrates.
 */
export function useRecordView<TVariables extends OperationVariables>(
  mutation: TypedDocumentNode<unknown, TVariables>,
  variables: TVariables | null,
) {
  const client = useApolloClient();
  const key = variables ? JSON.stringify(variables) : null;
  useEffect(() => {
    if (key) void client.mutate({ mutation, variables: JSON.parse(key) as TVariables }).catch(() => undefined);
  }, [client, mutation, key]);
}
