// /log, the live logger. It reads the log in progress itself (from the server or this device's queue), so there is
// nothing to preload beyond its code.
import type { RouteObject } from 'react-router-dom';
import { lazyPage as page } from '../../lib/lazy-page';

export const liveLogRoutes: RouteObject[] = [{ path: 'log', lazy: page(() => import('./LiveLogPage'), 'LiveLogPage') }];
