// /together/:trainingSessionId (an invitation) and /together/join/:joinCode (a shared link), members only.
import type { RouteObject } from 'react-router-dom';
import { lazyPage as page } from '../../lib/lazy-page';

const togetherPage = () => import('./TogetherPage');

export const togetherRoutes: RouteObject[] = [
  { path: 'together/join/:joinCode', lazy: page(togetherPage, 'TogetherPage') },
  { path: 'together/:trainingSessionId', lazy: page(togetherPage, 'TogetherPage') },
];
