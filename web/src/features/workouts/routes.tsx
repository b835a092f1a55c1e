// My Workouts (/workouts, signed in) and a workout's public page (/w/{workoutId}, in the website layout: readable
// signed out). Their loaders start the pages' queries at once, in parallel with the pages' code.
import type { LoaderFunctionArgs, RouteObject, ShouldRevalidateFunctionArgs } from 'react-router-dom';
import { lazyPage as page } from '../../lib/lazy-page';

async function listLoader({ request }: LoaderFunctionArgs) {
  const { preloadWorkoutList } = await import('./preload');
  preloadWorkoutList(new URL(request.url));
  return null;
}

async function workoutLoader({ params }: LoaderFunctionArgs) {
  const { preloadWorkout } = await import('./preload');
  if (params.workoutId) preloadWorkout(params.workoutId);
  return null;
}

/** Search, sort and tab change the query string: the page asks for those itself. */
const onArrival = ({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) => currentUrl.pathname !== nextUrl.pathname;

export const workoutRoutes: RouteObject[] = [
  { path: 'workouts', lazy: page(() => import('./pages/WorkoutsPage'), 'WorkoutsPage'), loader: listLoader, shouldRevalidate: onArrival },
];

export const workoutWebsiteRoutes: RouteObject[] = [
  {
    path: '/w/:workoutId',
    lazy: page(() => import('./pages/WorkoutPage'), 'WorkoutPage'),
    loader: workoutLoader,
    shouldRevalidate: onArrival,
  },
];
