// The Creator Dash at /dashboard; its loader asks for the period's numbers while the page (and its charts) load.
import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom';
import { lazyPage as page } from '../../lib/lazy-page';

async function dashboardLoader({ request }: LoaderFunctionArgs) {
  const { preloadDashboard } = await import('./preload');
  preloadDashboard(new URL(request.url));
  return null;
}

export const dashboardRoutes: RouteObject[] = [
  { path: 'dashboard', lazy: page(() => import('./pages/DashboardPage'), 'DashboardPage'), loader: dashboardLoader },
];
