// Programs: the list (/programs), the builder (/programs/create, /programs/{id}/edit) signed in, and a program's
// page (/programs/{id}) in the website layout, readable signed out; its loader starts the page's query at once.
import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom';
import { lazyPage as page } from '../../lib/lazy-page';

async function programLoader({ params }: LoaderFunctionArgs) {
  const { preloadProgram } = await import('./preload');
  if (params.programId) preloadProgram(params.programId);
  return null;
}

const builder = page(() => import('./pages/ProgramBuilderPage'), 'ProgramBuilderPage');

export const programRoutes: RouteObject[] = [
  { path: 'programs', lazy: page(() => import('./pages/ProgramsPage'), 'ProgramsPage') },
  { path: 'programs/create', lazy: builder },
  { path: 'programs/:programId/edit', lazy: builder },
];

export const programWebsiteRoutes: RouteObject[] = [
  { path: '/programs/:programId', lazy: page(() => import('./pages/ProgramPage'), 'ProgramPage'), loader: programLoader },
];
