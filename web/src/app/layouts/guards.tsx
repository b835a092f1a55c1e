// Guards of spec §4: signed-out visitors of signed-in pages go to /auth/login?callbackUrl=<path and query> (after an
// explicit logout, to /auth/login alone); the admin area also needs the Admin role, else a 403 page.
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { PageSpinner } from '../../components/loading/LoadingOverlay';
import { useSession } from '../../features/auth/session';
import { LOGIN_PATH } from '../../lib/constants';
import { loginUrl } from '../../lib/navigation';
import { ForbiddenPage } from './ForbiddenPage';

export function RequireAuth({ children }: { children: ReactNode }) {
  const { status, signedOut } = useSession();
  const location = useLocation();
  if (status === 'loading') return <PageSpinner />;
  if (status === 'unauthenticated') {
    return <Navigate replace to={signedOut ? LOGIN_PATH : loginUrl(`${location.pathname}${location.search}`)} />;
  }
  return <>{children}</>;
}

export function RequireAdmin({ children }: { children: ReactNode }) {
  const { isAdmin, status } = useSession();
  return <RequireAuth>{status === 'authenticated' && !isAdmin ? <ForbiddenPage /> : children}</RequireAuth>;
}
