// Buddies, member pages, and /homies (the Homies feed lives in the logbook's tab). Each loader starts the page's
// query at once, in parallel with the page's code.
import { redirect, type LoaderFunctionArgs, type RouteObject, type ShouldRevalidateFunctionArgs } from 'react-router-dom';
import { lazyPage as page } from '../../lib/lazy-page';

async function feedLoader() {
  const { preloadHomiesFeed } = await import('./preload');
  preloadHomiesFeed();
  return redirect('/logbook?tab=feed');
}

async function buddiesLoader() {
  const { preloadBuddies } = await import('./preload');
  preloadBuddies();
  return null;
}

async function memberLoader({ params }: LoaderFunctionArgs) {
  const { preloadMemberPage } = await import('./preload');
  if (params.userName) preloadMemberPage(params.userName);
  return null;
}

/** Only a new address asks again: the pages keep their own lists current. */
const onArrival = ({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) => currentUrl.pathname !== nextUrl.pathname;

export const homiesRoutes: RouteObject[] = [
  { path: 'homies', loader: feedLoader },
  { path: 'buddies', lazy: page(() => import('./pages/BuddiesPage'), 'BuddiesPage'), loader: buddiesLoader, shouldRevalidate: onArrival },
  { path: 'u/:userName', lazy: page(() => import('./pages/MemberPage'), 'MemberPage'), loader: memberLoader, shouldRevalidate: onArrival },
];
