// /logbook/import: the history's import and export. The page's requests are uploads made when a file is chosen, so
// there is nothing for a loader to preload.
import type { RouteObject } from 'react-router-dom';
import { lazyPage as page } from '../../lib/lazy-page';
import { LOG_HISTORY_PATH } from './paths';

export const logHistoryRoutes: RouteObject[] = [
  { path: LOG_HISTORY_PATH.slice(1), lazy: page(() => import('./LogHistoryPage'), 'LogHistoryPage') },
];
