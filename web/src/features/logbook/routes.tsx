// The logbook: the history with the Homies tab, one log, and one exercise's history. Each loader starts the page's
// query at once, in parallel with the page's code.
import type { LoaderFunctionArgs, RouteObject, ShouldRevalidateFunctionArgs } from 'react-router-dom';
import { lazyPage as page } from '../../lib/lazy-page';

async function logbookLoader({ request }: LoaderFunctionArgs) {
  const { preloadLogbook } = await import('./preload');
  preloadLogbook(new URL(request.url));
  return null;
}

async function logLoader({ params }: LoaderFunctionArgs) {
  const { preloadLog } = await import('./preload');
  if (params.workoutLogId) preloadLog(params.workoutLogId);
  return null;
}

async function historyLoader({ params }: LoaderFunctionArgs) {
  const { preloadExerciseHistory } = await import('./preload');
  if (params.exerciseCode) preloadExerciseHistory(params.exerciseCode);
  return null;
}

/** Switching tabs changes the query string only: the page asks for what the tab needs itself. */
const onArrival = ({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) => currentUrl.pathname !== nextUrl.pathname;

export const logbookRoutes: RouteObject[] = [
  {
    path: 'logbook',
    lazy: page(() => import('./pages/LogbookPage'), 'LogbookPage'),
    loader: logbookLoader,
    shouldRevalidate: onArrival,
  },
  {
    path: 'logbook/exercises/:exerciseCode',
    lazy: page(() => import('./pages/ExerciseHistoryPage'), 'ExerciseHistoryPage'),
    loader: historyLoader,
    shouldRevalidate: onArrival,
  },
  {
    path: 'logbook/:workoutLogId',
    lazy: page(() => import('./pages/LogPage'), 'LogPage'),
    loader: logLoader,
    shouldRevalidate: onArrival,
  },
];
