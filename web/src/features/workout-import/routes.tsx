// Import Workout at /workouts/import (and /import).
import type { RouteObject } from 'react-router-dom';
import { lazyPage as page } from '../../lib/lazy-page';

const importPage = page(() => import('./pages/ImportWorkoutPage'), 'ImportWorkoutPage');

export const workoutImportRoutes: RouteObject[] = [
  { path: 'workouts/import', lazy: importPage },
  { path: 'import', lazy: importPage },
];
