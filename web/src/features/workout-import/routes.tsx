// Import Workout at /workouts/import (and /import).
import type { RouteObject } from 'react-router-dom';
import { lazyPage as page } from '../../lib/lazy-page';

const placeholders = () => import('../placeholders/pages');

export const workoutImportRoutes: RouteObject[] = [
  { path: 'workouts/import', lazy: page(placeholders, 'ImportWorkoutPage') },
  { path: 'import', lazy: page(placeholders, 'ImportWorkoutPage') },
];
