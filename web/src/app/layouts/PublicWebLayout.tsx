// The public pages' layout (terms, privacy, pmf, the Flexicon): signed-out visitors get the website layout, signed-in
// members the standard web layout, whose sidebar, headers and menus load only when a member is there, so a visitor's
// first load does not carry them.
import { Box } from '@chakra-ui/react';
import { useDeferredValue } from 'react';
import { Outlet } from 'react-router-dom';
import { PageSpinner } from '../../components/loading/LoadingOverlay';
import { useSession } from '../../features/auth/session';
import { useLazyComponent } from '../../lib/lazy-component';
import { WebsiteFrame } from './WebsiteLayout';

const loadWebLayout = () => import('./WebLayout').then((module) => module.WebLayout);

export function PublicWebLayout() {
  // The page appears when the session is known; that render is a transition (sliced, not one long task).
  const status = useDeferredValue(useSession().status);
  const WebLayout = useLazyComponent(loadWebLayout, status === 'authenticated');
  if (status === 'authenticated') return WebLayout ? <WebLayout /> : <PageSpinner />;
  if (status === 'loading') return <PageSpinner />;
  return (
    <WebsiteFrame>
      <Box maxWidth="864px" mx="auto">
        <Outlet />
      </Box>
    </WebsiteFrame>
  );
}
