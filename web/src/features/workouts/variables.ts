import type { WorkoutListQueryVariables, WorkoutOrderField, WorkoutPageQueryVariables } from '../../gql/graphql';

export type WorkoutTab = 'mine' | 'discover';
export const WORKOUTS_PAGE_SIZE = 24;

/** The list's variables, the same from the route's loader and the page, so the page finds the preloaded answer. */
export function workoutListVariables(tab: WorkoutTab, sort: WorkoutOrderField, search: string): WorkoutListQueryVariables {
  return {
    first: WORKOUTS_PAGE_SIZE,
    filter: { ...(tab === 'mine' ? { mine: true } : {}), ...(search ? { search } : {}) },
    orderBy: { field: sort },
  };
}

export const workoutPageVariables = (workoutId: string): WorkoutPageQueryVariables => ({ workoutId });
