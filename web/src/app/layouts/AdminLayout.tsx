// The admin layout (§2.1, §2.6): requires a signed-in administrator (signed-out → /auth/login?callbackUrl=…,
// members → 403), its own collapsible sidebar and a header with the section's title.
import { Flex, Heading, HStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useCallback, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { InboxBell } from '../../features/inbox/InboxBell';
import { usePageShellSettings } from '../../lib/page-shell';
import { AdminSidebarContent } from '../admin/AdminSidebarContent';
import { adminSectionFor } from '../admin/items';
import { Breadcrumbs } from '../headers/Breadcrumbs';
import { MobileMenuButton } from '../headers/AppHeader';
import { ThemeToggle } from '../shell/ThemeToggle';
import { AppSidebar, sidebarOffset } from '../sidebar/AppSidebar';
import { MobileNav } from '../sidebar/MobileNav';
import { useSidebarCollapsed } from '../sidebar/useSidebarCollapsed';
import { ContentFrame } from './ContentFrame';
import { RequireAdmin } from './guards';
import { ShellFrame } from './ShellFrame';

function AdminHeader() {
  const { t } = useTranslation();
  const location = useLocation();
  const settings = usePageShellSettings();
  const section = adminSectionFor(location.pathname);
  const title = section ? t(section.label) : t('app.admin.title');
  const crumbs =
    settings.breadcrumbs === false
      ? []
      : (settings.breadcrumbs ?? [
          { label: t('app.breadcrumbs.admin'), to: '/admin' },
          ...(section ? [{ label: t(section.label), to: section.href }] : []),
        ]);
  return (
    <Flex
      as="header"
      position="sticky"
      top="0"
      zIndex="10"
      align="center"
      gap="3"
      minHeight="56px"
      px={{ base: '3', md: '5' }}
      bg="surface/90"
      backdropFilter="blur(8px)"
      borderBottomWidth="1px"
      borderColor="border"
      data-testid="admin-header"
    >
      <MobileMenuButton />
      <HStack gap="4" flex="1" minWidth="0">
        <Breadcrumbs crumbs={crumbs} />
        <Heading as="p" size="md" hideFrom="lg" truncate>
          {title}
        </Heading>
      </HStack>
      <InboxBell />
      <ThemeToggle />
    </Flex>
  );
}

function AdminShell() {
  const { t } = useTranslation();
  const [collapsed, setCollapsed] = useSidebarCollapsed();
  const [mobileOpen, setMobileOpen] = useState(false);
  const openMobileNav = useCallback(() => setMobileOpen(true), []);
  return (
    <ShellFrame onOpenMobileNav={openMobileNav}>
      <AppSidebar
        collapsed={collapsed}
        onToggle={() => setCollapsed(!collapsed)}
        renderContent={(props) => <AdminSidebarContent {...props} />}
        label={t('app.shell.adminSidebar')}
        pinnedWide
      />
      <MobileNav open={mobileOpen} onOpenChange={setMobileOpen}>
        <AdminSidebarContent expanded />
      </MobileNav>
      <Flex
        direction="column"
        minHeight="100dvh"
        ml={sidebarOffset(collapsed, true)}
        transition="margin-left 0.2s ease"
        data-testid="admin-layout"
      >
        <AdminHeader />
        <ContentFrame>
          <Outlet />
        </ContentFrame>
      </Flex>
    </ShellFrame>
  );
}

export function AdminLayout() {
  return (
    <RequireAdmin>
      <AdminShell />
    </RequireAdmin>
  );
}
