// The Creator Dash at /dashboard.
import type { RouteObject } from 'react-router-dom';
import { lazyPage as page } from '../../lib/lazy-page';

const placeholders = () => import('../placeholders/pages');

export const dashboardRoutes: RouteObject[] = [{ path: 'dashboard', lazy: page(placeholders, 'DashboardPage') }];
