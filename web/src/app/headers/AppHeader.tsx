// The signed-in header by path (§2.4):
//   /dashboard   mobile sidebar button, breadcrumb Dashboard, title Dashboard, theme toggle, language selector
//   /workouts    breadcrumb Dashboard > Workouts, title My Workouts on mobile and tablet
//   /workouts/*  share button, theme toggle
//   /settings    title Settings
//   /log         empty header with the mobile menu
//   any other    mobile sidebar button, theme toggle
// Every variant but the logger's has the inbox's bell before its actions.
// Breadcrumbs show on large screens only.
import { Box, Flex, Heading, HStack, IconButton } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Menu, Share2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { notify } from '../../components/toaster/toaster';
import { InboxBell, InboxLive } from '../../features/inbox/InboxBell';
import { usePageShellSettings } from '../../lib/page-shell';
import { LanguageSelector } from '../shell/LanguageSelector';
import { useShellUi } from '../shell/ShellUiContext';
import { ThemeToggle } from '../shell/ThemeToggle';
import { breadcrumbsFor } from './breadcrumbs';
import { Breadcrumbs } from './Breadcrumbs';

export type HeaderVariant = 'dashboard' | 'workouts' | 'workout' | 'settings' | 'log' | 'default';

export function headerVariant(pathname: string): HeaderVariant {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/dashboard') return 'dashboard';
  if (path === '/workouts') return 'workouts';
  if (path.startsWith('/workouts/')) return 'workout';
  if (path === '/settings') return 'settings';
  if (path === '/log' || path.startsWith('/log/')) return 'log';
  return 'default';
}

export function MobileMenuButton() {
  const { t } = useTranslation();
  const { openMobileNav } = useShellUi();
  return (
    <IconButton
      aria-label={t('app.sidebar.openMenu')}
      variant="ghost"
      size="sm"
      hideFrom="lg"
      onClick={openMobileNav}
      data-testid="mobile-menu-button"
    >
      <Menu aria-hidden="true" />
    </IconButton>
  );
}

function Title({ children, mobileOnly = false }: { children: ReactNode; mobileOnly?: boolean }) {
  return (
    <Heading as="p" size="md" hideFrom={mobileOnly ? 'lg' : undefined} truncate data-testid="header-title">
      {children}
    </Heading>
  );
}

export function AppHeader({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const location = useLocation();
  const settings = usePageShellSettings();
  const variant = headerVariant(location.pathname);
  // /settings shows its title instead (§2.4).
  const crumbs =
    settings.breadcrumbs === false || (variant === 'settings' && !settings.breadcrumbs)
      ? []
      : (settings.breadcrumbs ?? breadcrumbsFor(location.pathname, t));

  let title: ReactNode = null;
  let actions: ReactNode = <ThemeToggle />;
  if (variant === 'dashboard') {
    title = <Title>{t('app.header.dashboard')}</Title>;
    actions = (
      <>
        <ThemeToggle />
        <LanguageSelector compact />
      </>
    );
  } else if (variant === 'workouts') {
    title = <Title mobileOnly>{t('app.header.myWorkouts')}</Title>;
  } else if (variant === 'workout') {
    actions = (
      <>
        <IconButton aria-label={t('app.header.share')} variant="ghost" size="sm" onClick={() => notify.show(t('app.header.shareClicked'))}>
          <Share2 aria-hidden="true" />
        </IconButton>
        <ThemeToggle />
      </>
    );
  } else if (variant === 'settings') {
    title = <Title>{t('app.header.settings')}</Title>;
    actions = null;
  } else if (variant === 'log') {
    actions = null;
  }

  return (
    <Box
      as="header"
      position="sticky"
      top="0"
      zIndex="10"
      bg="surface/90"
      backdropFilter="saturate(180%) blur(8px)"
      borderBottomWidth="1px"
      borderColor="border"
      data-testid="app-header"
      data-variant={variant}
    >
      <Flex align="center" gap="3" minHeight="56px" px={{ base: '3', md: '5' }}>
        <MobileMenuButton />
        {variant !== 'log' && (
          <HStack gap="4" minWidth="0" flex="1">
            <Breadcrumbs crumbs={crumbs} />
            {title}
          </HStack>
        )}
        {variant === 'log' && <Box flex="1" />}
        <HStack gap="1">
          {variant === 'log' ? <InboxLive /> : <InboxBell />}
          {actions}
        </HStack>
      </Flex>
      {children}
    </Box>
  );
}
