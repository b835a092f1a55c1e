// GraphQL subscriptions over server-sent events (the server's Yoga speaks the graphql-sse protocol): one streamed
// POST per subscription (JSON, which the server's CSRF check accepts), carrying the session cookie.
import { ApolloLink } from '@apollo/client';
import { print } from 'graphql';
import { createClient } from 'graphql-sse';
import { Observable } from 'rxjs';

export function sseLink(url: string) {
  const client = createClient({ url, credentials: 'include', retryAttempts: Infinity });
  return new ApolloLink(
    (operation) =>
      new Observable((sink) =>
        client.subscribe<Record<string, unknown>>(
          { query: print(operation.query), variables: operation.variables, operationName: operation.operationName },
          {
            next: (result) => sink.next(result as ApolloLink.Result),
            complete: () => sink.complete(),
            error: (error) => sink.error(error),
          },
        ),
      ),
  );
}
