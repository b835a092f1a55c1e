// The Flexicon's routes, lazy-loaded so the first load does not carry them. The router mounts
// flexiconWebsiteRoutes in the website layout (no sign-in needed) and flexiconAppRoutes in the signed-in layout.
import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../lib/lazy-page';

const flexiconPage = lazyPage(() => import('./pages/FlexiconPage'), 'FlexiconPage');
const exercisePage = lazyPage(() => import('./pages/ExercisePage'), 'ExercisePage');

export const flexiconWebsiteRoutes: RouteObject[] = [
  { path: '/flexicon/explore', lazy: flexiconPage },
  { path: '/e/:exerciseCode', lazy: exercisePage },
];

export const flexiconAppRoutes: RouteObject[] = [{ path: '/flexicon', lazy: flexiconPage }];
