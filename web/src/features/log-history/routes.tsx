// /logbook/import: the history's import and export. The page's requests are uploads made when a file is chosen, so
// there is nothing for a loader to preload.
import type { RouteObject } from 'react-router-dom';
import { lazyPage as page } from '../../lib/lazy-page';

export const logHistoryRoutes: RouteObject[] = [{ path: 'logbook/import', lazy: page(() => import('./LogHistoryPage'), 'LogHistoryPage') }];
