// The workout builder: /workouts/create (and /workouts/new), and /workouts/{identifier} to edit.
import type { RouteObject } from 'react-router-dom';
import { lazyPage as page } from '../../lib/lazy-page';

const placeholders = () => import('../placeholders/pages');

export const workoutBuilderRoutes: RouteObject[] = [
  { path: 'workouts/new', lazy: page(placeholders, 'NewWorkoutPage') },
  { path: 'workouts/create', lazy: page(placeholders, 'NewWorkoutPage') },
];
