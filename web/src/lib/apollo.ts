// Apollo Client: /graphql with cookies, the §8 401 flow (a 401 or an UNAUTHENTICATED error waits for the shared
// token refresh, then the operation is retried once with a Bearer token), the §8 global data-fetch error toast for
// queries, and a normalized cache keyed like the server (reference data by code, user content by id).
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache, type TypePolicies } from '@apollo/client';
import type { TypePolicy } from '@apollo/client/cache';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { ErrorLink } from '@apollo/client/link/error';
import { relayStylePagination } from '@apollo/client/utilities';
import { print } from 'graphql';
import { createClient as createSseClient } from 'graphql-sse';
import { Observable, from as fromPromise, switchMap } from 'rxjs';
import { whenAppReady } from './app-ready';
import { GRAPHQL_URL } from './constants';
import { RequestError } from './errors';
import { handleFetchError } from './fetch-errors';
import { fetchWhenOnline, isOfflineError, whenOnline } from './online';
import { serverData, type ServerData } from './server-data';
import { getAuthGeneration, tokenAfterUnauthorized } from './refresh';

/** Entities keyed by their code or id (architecture: "Apollo keyFields follow the same keys"). */
export const keyFieldsByType: Record<string, string[]> = {
  Muscle: ['muscleCode'],
  MuscleGroup: ['muscleGroupCode'],
  Equipment: ['equipmentCode'],
  EquipmentGroup: ['equipmentGroupCode'],
  Locale: ['localeCode'],
  SocialMediaPlatform: ['socialMediaPlatformCode'],
  ExerciseTag: ['exerciseTagCode'],
  ExerciseType: ['exerciseTypeCode'],
  PublishedStatus: ['publishedStatusCode'],
  Exercise: ['exerciseCode'],
  ExerciseVideo: ['exerciseVideoId'],
  ExerciseInstruction: ['exerciseCode', 'localeCode', 'creatorProfileId'],
  Measurement: ['measurementCode'],
  CreatorProfile: ['creatorProfileId'],
  User: ['userId'],
  Doc: ['documentId'],
  MediaAsset: ['mediaAssetId'],
  Role: ['roleCode'],
  Workout: ['workoutId'],
  WorkoutExercise: ['workoutExerciseId'],
  WorkoutSet: ['workoutSetId'],
  Program: ['programId'],
  ProgramDay: ['programDayId'],
  ProgramEnrollment: ['programId'],
  WorkoutLog: ['workoutLogId'],
  WorkoutLogExercise: ['workoutLogExerciseId'],
  WorkoutLogSet: ['workoutLogSetId'],
  ExerciseHistoryEntry: ['workoutLogExerciseId'],
  FeedItem: ['feedItemId'],
  FeedComment: ['feedCommentId'],
  Member: ['userId'],
  BuddyEntry: ['buddyshipId'],
  Buddyship: ['buddyshipId'],
  TrainingSession: ['trainingSessionId'],
  TrainingSessionSet: ['workoutLogSetId'],
};

/**
 * Keyed by its code or id when the query selected it; an object fetched without its key (say a photo's fileUrl
 * alone) stays embedded in its parent instead of failing the cache write.
 */
export function keyedBy(fields: string[]): NonNullable<TypePolicy['keyFields']> {
  return (object) => (fields.every((field) => object[field] !== undefined && object[field] !== null) ? fields : false);
}

export function createTypePolicies(): TypePolicies {
  const policies: TypePolicies = Object.fromEntries(
    Object.entries(keyFieldsByType).map(([type, keyFields]) => [type, { keyFields: keyedBy(keyFields) }]),
  );
  policies.Query = {
    fields: {
      // One cached list per filter and order: the server sorts these lists.
      users: relayStylePagination(['filter', 'orderBy']),
      creatorProfiles: relayStylePagination(['filter', 'orderBy']),
      feedback: relayStylePagination(false),
      exercises: relayStylePagination(['filter', 'sort']),
      exerciseVideos: relayStylePagination(['exerciseCode', 'creatorProfileId']),
      exerciseInstructions: relayStylePagination(['exerciseCode', 'localeCode', 'creatorProfileId']),
      workouts: relayStylePagination(['filter', 'orderBy']),
      programs: relayStylePagination(['filter', 'orderBy']),
      workoutLogs: relayStylePagination(['from', 'to', 'status']),
      feed: relayStylePagination(false),
      feedComments: relayStylePagination(['feedItemId']),
    },
  };
  // Value objects without identity are merged into their parent.
  policies.UserPrivateMeta = { keyFields: false };
  policies.SocialMediaPlatformStyle = { keyFields: false };
  policies.WorkoutSummary = { keyFields: false };
  policies.ContentAnalytics = { keyFields: false };
  policies.ProgramSummary = { keyFields: false };
  policies.WorkoutLogSummary = { keyFields: false };
  policies.FeedWorkoutLog = { keyFields: false };
  return policies;
}

function isUnauthenticated(error: unknown) {
  if (CombinedGraphQLErrors.is(error)) return error.errors.some((item) => item.extensions?.code === 'UNAUTHENTICATED');
  return ServerError.is(error) && error.statusCode === 401;
}

/** Sign-in mutations answer with typed errors, never a refresh: they are listed here by operation name prefix. */
const AUTH_OPERATIONS =
  /^(SignIn|SignUp|SignOut|RefreshSession|RequestSignInCode|VerifySignInCode|ForgotPassword|ResetPassword|ConfirmEmail)/;

export const authRetryLink = new ErrorLink(({ error, operation, forward }) => {
  const context = operation.getContext() as { isAuthRetry?: boolean; startedGeneration?: number };
  if (!isUnauthenticated(error) || context.isAuthRetry || AUTH_OPERATIONS.test(operation.operationName ?? '')) return;
  return fromPromise(tokenAfterUnauthorized({ startedGeneration: context.startedGeneration })).pipe(
    switchMap((token) => {
      operation.setContext(({ headers }: { headers?: Record<string, string> }) => ({
        headers: { ...headers, Authorization: `Bearer ${token}` },
        isAuthRetry: true,
      }));
      return forward(operation);
    }),
  );
});

/** Remembers which token generation an operation started under (see refresh.ts). */
const generationLink = new ApolloLink((operation, forward) => {
  operation.setContext({ startedGeneration: getAuthGeneration() });
  return forward(operation);
});

/**
 * §8: queries that fail show the bottom-centre error toast. 401s are the refresh flow's business, a page whose
 * subject does not exist shows the 404 page instead, and a query not sent while offline is the offline notice's.
 */
const SILENT_QUERY_ERRORS = new Set(['UNAUTHENTICATED', 'NOT_FOUND']);

export const fetchErrorLink = new ErrorLink(({ error, operation }) => {
  if (operation.operationType !== 'query' || isOfflineError(error)) return;
  if (ServerError.is(error) && error.statusCode === 401) return;
  if (error instanceof RequestError && error.status === 401) return;
  if (CombinedGraphQLErrors.is(error) && error.errors.every((item) => SILENT_QUERY_ERRORS.has(String(item.extensions?.code)))) return;
  handleFetchError(error);
});

/** A dropped stream reconnects after 1, 2, 4... seconds, never more than this apart, for as long as the page is open. */
const SUBSCRIPTION_RETRY_MAX_MS = 30_000;

/**
 * GraphQL subscriptions over server-sent events (the server's Yoga speaks the graphql-sse protocol) in "distinct
 * connections mode": one streamed POST per subscription, carrying the session cookie and the header Yoga's CSRF
 * check asks of requests a browser could forge. While the browser is offline a stream waits for the network.
 */
export function subscriptionLink(url: string) {
  const client = createSseClient({
    url,
    credentials: 'include',
    headers: { 'x-graphql-yoga-csrf': '1' },
    fetchFn: (input: RequestInfo | URL, init?: RequestInit) => whenOnline().then(() => fetch(input, init)),
    retryAttempts: Number.POSITIVE_INFINITY,
    retry: (retries) =>
      new Promise((resolve) => setTimeout(resolve, Math.min(1000 * 2 ** retries, SUBSCRIPTION_RETRY_MAX_MS) * (0.5 + Math.random() / 2))),
  });
  return new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) =>
        client.subscribe(
          { query: print(operation.query), variables: operation.variables, operationName: operation.operationName },
          {
            next: (result) => observer.next(result as ApolloLink.Result),
            complete: () => observer.complete(),
            error: (error) => observer.error(error),
          },
        ),
      ),
  );
}

/** How long after a server-rendered page has hydrated its queries still read what the server sent. */
const SERVER_DATA_FRESH_MS = 1_000;

/** rendered: the data of the server-rendered page the app was loaded with, read first. */
export function createApolloClient(uri: string = GRAPHQL_URL, rendered: ServerData | null = null) {
  const client = new ApolloClient({
    link: ApolloLink.split(
      (operation) => operation.operationType === 'subscription',
      subscriptionLink(uri),
      ApolloLink.from([
        fetchErrorLink,
        authRetryLink,
        generationLink,
        new HttpLink({ uri, credentials: 'include', fetch: fetchWhenOnline }),
      ]),
    ),
    cache: new InMemoryCache({ typePolicies: createTypePolicies() }),
    defaultOptions: {
      watchQuery: { fetchPolicy: 'cache-and-network' },
    },
  });
  if (rendered) {
    client.cache.restore(rendered.apollo);
    // The page's queries take what the server sent instead of asking again, until the page has hydrated, however long
    // that takes on a slow phone: a query that asked again would re-render its part of the page at once, in one long
    // task, when its answer (and before it, its loading state) arrived.
    client.prioritizeCacheValues = true;
    void whenAppReady().then(() =>
      setTimeout(() => {
        client.prioritizeCacheValues = false;
      }, SERVER_DATA_FRESH_MS),
    );
  }
  return client;
}

/** The client of one server render: anonymous, asking the server's own GraphQL endpoint through the given fetch. */
export function createServerApolloClient(fetch: typeof globalThis.fetch) {
  const cache = new InMemoryCache({ typePolicies: createTypePolicies() });
  return {
    client: new ApolloClient({ ssrMode: true, link: new HttpLink({ uri: `http://localhost${GRAPHQL_URL}`, fetch }), cache }),
    cache,
  };
}

export const apolloClient = createApolloClient(GRAPHQL_URL, serverData());

/** §7 revalidation on reconnect: when the browser is back online, the queries on screen fetch afresh. */
export function refetchOnReconnect(client: ApolloClient, target: Window = window) {
  const refetch = () => void client.refetchQueries({ include: 'active' });
  target.addEventListener('online', refetch);
  return () => target.removeEventListener('online', refetch);
}
