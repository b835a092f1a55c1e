// Routes of My Workouts (/workouts) and a workout's public page (/w/{workoutId}).
import type { RouteObject } from 'react-router-dom';
import { lazyPage as page } from '../../lib/lazy-page';

const placeholders = () => import('../placeholders/pages');

export const workoutRoutes: RouteObject[] = [{ path: 'workouts', lazy: page(placeholders, 'WorkoutsPage') }];
