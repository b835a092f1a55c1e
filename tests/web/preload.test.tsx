import { ApolloClient, ApolloLink, InMemoryCache, gql, type TypedDocumentNode } from '@apollo/client';
import { ApolloProvider, useQuery } from '@apollo/client/react';
import { render, screen, waitFor } from '@testing-library/react';
import { delay, of } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { PRELOAD_FRESH_MS, preloadQuery, usePreloadedFetchPolicy, wasPreloaded } from '../../web/src/lib/preload';

const ExerciseQuery: TypedDocumentNode<{ exercise: { code: string; name: string } }, { code: string }> = gql`
  query PreloadTestExercise($code: String!) {
    exercise(code: $code) {
      code
      name
    }
  }
`;

/** A client whose link answers every operation after a moment and counts what it was asked. */
function countingClient() {
  const asked: string[] = [];
  const link = new ApolloLink((operation) => {
    asked.push(`${operation.operationName}:${JSON.stringify(operation.variables)}`);
    const code = String(operation.variables.code);
    return of({ data: { exercise: { __typename: 'Exercise', code, name: `Name of ${code}` } } }).pipe(delay(20));
  });
  // The app's default: every query revalidates from the network when it mounts.
  const client = new ApolloClient({
    link,
    cache: new InMemoryCache(),
    defaultOptions: { watchQuery: { fetchPolicy: 'cache-and-network' } },
  });
  return { client, asked };
}

function Exercise({ code }: { code: string }) {
  const variables = { code };
  const policies = usePreloadedFetchPolicy(ExerciseQuery, variables);
  const { data } = useQuery(ExerciseQuery, { variables, ...policies });
  return <p>{data ? data.exercise.name : 'loading'}</p>;
}

describe('data preloaded by route loaders (lib/preload.ts)', () => {
  it('remembers what was preloaded, by variables, for a short while', () => {
    const { client } = countingClient();
    const start = 1_000_000;
    expect(wasPreloaded(ExerciseQuery, { code: 'A' }, start)).toBe(false);
    preloadQuery(client, ExerciseQuery, { code: 'A' }, start);
    expect(wasPreloaded(ExerciseQuery, { code: 'A' }, start + 10)).toBe(true);
    expect(wasPreloaded(ExerciseQuery, { code: 'B' }, start + 10)).toBe(false);
    expect(wasPreloaded(ExerciseQuery, { code: 'A' }, start + PRELOAD_FRESH_MS + 1)).toBe(false);
  });

  it('a page mounting while the preload is in flight joins it: one request', async () => {
    const { client, asked } = countingClient();
    preloadQuery(client, ExerciseQuery, { code: 'SQUAT' });
    render(
      <ApolloProvider client={client}>
        <Exercise code="SQUAT" />
      </ApolloProvider>,
    );
    expect(await screen.findByText('Name of SQUAT')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(asked).toEqual(['PreloadTestExercise:{"code":"SQUAT"}']);
  });

  it('a page mounting after the preload answered reads it from the cache: one request', async () => {
    const { client, asked } = countingClient();
    preloadQuery(client, ExerciseQuery, { code: 'BENCH' });
    await waitFor(() => expect(client.readQuery({ query: ExerciseQuery, variables: { code: 'BENCH' } })).not.toBeNull());
    render(
      <ApolloProvider client={client}>
        <Exercise code="BENCH" />
      </ApolloProvider>,
    );
    expect(screen.getByText('Name of BENCH')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(asked).toEqual(['PreloadTestExercise:{"code":"BENCH"}']);
  });

  it('without a preload, and for later variables, the page revalidates as usual', async () => {
    const { client, asked } = countingClient();
    await client.query({ query: ExerciseQuery, variables: { code: 'ROW' } });
    const { rerender } = render(
      <ApolloProvider client={client}>
        <Exercise code="ROW" />
      </ApolloProvider>,
    );
    // Cached, but not preloaded just now: shown at once and asked again (cache-and-network).
    expect(screen.getByText('Name of ROW')).toBeTruthy();
    await waitFor(() => expect(asked).toHaveLength(2));

    preloadQuery(client, ExerciseQuery, { code: 'DIP' });
    rerender(
      <ApolloProvider client={client}>
        <Exercise code="DIP" />
      </ApolloProvider>,
    );
    expect(await screen.findByText('Name of DIP')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(asked.filter((operation) => operation.includes('DIP'))).toHaveLength(1);
  });
});
