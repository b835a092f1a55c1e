// The standard web layout (§2.1, §2.7): sidebar (rail from lg, drawer below), the header by path, the e-mail
// confirmation reminder, pull-to-refresh around the page, and the page frame. Signed-out visitors are sent to the
// login page with a callbackUrl; the public pages (terms, privacy, pmf, the Flexicon) use PublicWebLayout instead.
import { Flex } from '@chakra-ui/react';
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useState, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { PullToRefresh } from '../../components/pull-to-refresh/PullToRefresh';
import { ConfirmEmailBanner } from '../../features/auth/ConfirmEmailBanner';
import { LoggerBackground } from '../../features/live-log/LoggerBackground';
import { useSession } from '../../features/auth/session';
import { AppHeader } from '../headers/AppHeader';
import { AppSidebar, sidebarOffset } from '../sidebar/AppSidebar';
import { MobileNav } from '../sidebar/MobileNav';
import { useSidebarCollapsed } from '../sidebar/useSidebarCollapsed';
import { ContentFrame } from './ContentFrame';
import { RequireAuth } from './guards';
import { ShellFrame } from './ShellFrame';

/** Pull-to-refresh revalidates all cached data: active Apollo queries and the session (§7). */
export function useRefreshAll() {
  const client = useApolloClient();
  const { revalidate } = useSession();
  return useCallback(async () => {
    await Promise.all([client.refetchQueries({ include: 'active' }), revalidate({ force: true })]);
  }, [client, revalidate]);
}

function RefreshArea({ children }: { children: ReactNode }) {
  const refreshAll = useRefreshAll();
  return <PullToRefresh onRefresh={refreshAll}>{children}</PullToRefresh>;
}

export function WebShell({ children }: { children?: ReactNode }) {
  const [collapsed, setCollapsed] = useSidebarCollapsed();
  const [mobileOpen, setMobileOpen] = useState(false);
  const openMobileNav = useCallback(() => setMobileOpen(true), []);
  return (
    <ShellFrame onOpenMobileNav={openMobileNav}>
      <AppSidebar collapsed={collapsed} onToggle={() => setCollapsed(!collapsed)} />
      <MobileNav open={mobileOpen} onOpenChange={setMobileOpen} />
      <Flex direction="column" minHeight="100dvh" ml={sidebarOffset(collapsed)} transition="margin-left 0.2s ease" data-testid="web-layout">
        <AppHeader />
        <ConfirmEmailBanner />
        <RefreshArea>
          <ContentFrame>{children ?? <Outlet />}</ContentFrame>
        </RefreshArea>
      </Flex>
    </ShellFrame>
  );
}

export function WebLayout() {
  return (
    <RequireAuth>
      <WebShell />
      <LoggerBackground />
    </RequireAuth>
  );
}
