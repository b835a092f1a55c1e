// /inbox, the bell's page on phones (the popover's "See all" on large screens).
import type { RouteObject } from 'react-router-dom';
import { lazyPage as page } from '../../lib/lazy-page';

export const inboxRoutes: RouteObject[] = [{ path: 'inbox', lazy: page(() => import('./InboxPage'), 'InboxPage') }];
