// Programs: the list and builder at /programs and a program's page.
import type { RouteObject } from 'react-router-dom';
import { lazyPage as page } from '../../lib/lazy-page';

const placeholders = () => import('../placeholders/pages');

export const programRoutes: RouteObject[] = [{ path: 'programs', lazy: page(placeholders, 'ProgramsPage') }];
