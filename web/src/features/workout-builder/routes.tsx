// The workout builder: /workouts/create (and /workouts/new), and /workouts/{identifier} to edit. The loader starts
// the page's queries at once, in parallel with the page's code (preload.ts).
import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom';
import { lazyPage } from '../../lib/lazy-page';

const builderPage = lazyPage(() => import('./WorkoutBuilderPage'), 'WorkoutBuilderPage');

async function builderLoader({ params }: LoaderFunctionArgs) {
  const { preloadBuilder } = await import('./preload');
  preloadBuilder(params.identifier);
  return null;
}

/** The builder keeps its own state: leaving the page is what reloads it, not a change of query string. */
const onArrival = ({ currentUrl, nextUrl }: { currentUrl: URL; nextUrl: URL }) => currentUrl.pathname !== nextUrl.pathname;

export const workoutBuilderRoutes: RouteObject[] = [
  { path: 'workouts/new', lazy: builderPage, loader: builderLoader, shouldRevalidate: onArrival },
  { path: 'workouts/create', lazy: builderPage, loader: builderLoader, shouldRevalidate: onArrival },
  { path: 'workouts/:identifier', lazy: builderPage, loader: builderLoader, shouldRevalidate: onArrival },
];
