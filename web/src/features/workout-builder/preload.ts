// What the builder's routes ask for before the page renders: the reference lists (cache-first, asked for once) and,
// to edit, the workout itself, in parallel with the page's code.
import { BuilderReferenceDocument, WorkoutBuilderDocument } from '../../gql/graphql';
import { apolloClient } from '../../lib/apollo';
import { preloadQuery } from '../../lib/preload';

export function preloadBuilder(workoutId: string | undefined) {
  void apolloClient.query({ query: BuilderReferenceDocument, fetchPolicy: 'cache-first' }).catch(() => undefined);
  if (workoutId) preloadQuery(apolloClient, WorkoutBuilderDocument, { workoutId });
}
