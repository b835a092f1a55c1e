// What the workout routes ask for before their pages render (routes.tsx): the list the address shows, or one
// workout. The requests leave while the pages' code loads; the pages then find the answers (lib/preload.ts).
import { WorkoutListDocument, WorkoutPageDocument, type WorkoutOrderField } from '../../gql/graphql';
import { apolloClient } from '../../lib/apollo';
import { preloadQuery } from '../../lib/preload';
import { workoutListVariables, workoutPageVariables } from './variables';

export function preloadWorkoutList(url: URL) {
  const tab = url.searchParams.get('tab') === 'discover' ? 'discover' : 'mine';
  const sort = (url.searchParams.get('sort') ?? 'RECENT') as WorkoutOrderField;
  preloadQuery(apolloClient, WorkoutListDocument, workoutListVariables(tab, sort, (url.searchParams.get('q') ?? '').trim()));
}

export function preloadWorkout(workoutId: string) {
  preloadQuery(apolloClient, WorkoutPageDocument, workoutPageVariables(workoutId));
}
