// The Flexicon's routes, lazy-loaded so the first load does not carry them. The router mounts
// flexiconWebsiteRoutes in the website layout (no sign-in needed) and flexiconAppRoutes in the signed-in layout.
// Their loaders start the pages' queries at once (preload.ts), in parallel with the pages' code and the session check;
// they do not wait for the answers, so a page shows as soon as its code is there.
import type { LoaderFunctionArgs, RouteObject, ShouldRevalidateFunctionArgs } from 'react-router-dom';
import { lazyPage } from '../../lib/lazy-page';

const flexiconPage = lazyPage(() => import('./pages/FlexiconPage'), 'FlexiconPage');
const exercisePage = lazyPage(() => import('./pages/ExercisePage'), 'ExercisePage');

async function flexiconLoader({ request }: LoaderFunctionArgs) {
  const { preloadFlexicon } = await import('./preload');
  preloadFlexicon(new URL(request.url));
  return null;
}

async function exerciseLoader({ request, params }: LoaderFunctionArgs) {
  const { preloadExercise } = await import('./preload');
  if (params.exerciseCode) preloadExercise(params.exerciseCode, new URL(request.url));
  return null;
}

/** Filters and languages change the query string: the page asks for those itself, the loader runs on arrival only. */
const onArrival = ({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) => currentUrl.pathname !== nextUrl.pathname;

export const flexiconWebsiteRoutes: RouteObject[] = [
  { path: '/flexicon/explore', lazy: flexiconPage, loader: flexiconLoader, shouldRevalidate: onArrival },
  { path: '/e/:exerciseCode', lazy: exercisePage, loader: exerciseLoader, shouldRevalidate: onArrival },
];

export const flexiconAppRoutes: RouteObject[] = [
  { path: '/flexicon', lazy: flexiconPage, loader: flexiconLoader, shouldRevalidate: onArrival },
];
