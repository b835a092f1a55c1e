// The Creator Dash at /dashboard; its loader asks for the period's numbers while the page (and its charts) load.
import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom';
import { lazyPage as page } from '../../lib/lazy-page';

async function dashboardLoader({ request }: LoaderFunctionArgs) {
  const [{ CreatorDashboardDocument }, { apolloClient }, { preloadQuery }, { dashboardVariables, periodOf }] = await Promise.all([
    import('../../gql/graphql'),
    import('../../lib/apollo'),
    import('../../lib/preload'),
    import('./variables'),
  ]);
  preloadQuery(apolloClient, CreatorDashboardDocument, dashboardVariables(periodOf(new URL(request.url).searchParams.get('days'))));
  return null;
}

export const dashboardRoutes: RouteObject[] = [
  { path: 'dashboard', lazy: page(() => import('./pages/DashboardPage'), 'DashboardPage'), loader: dashboardLoader },
];
