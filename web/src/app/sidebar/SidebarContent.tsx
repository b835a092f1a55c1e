// What the sidebar shows (§2.3), shared by the desktop rail and the mobile drawer: logo, the primary Workout button,
// the sections by role, the footer links, the social links and the account menu.
import { Box, Button, Flex, HStack, Link, Separator, Spinner, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { FileText, Lock, Mail, MessageSquareText, PanelLeftClose, PanelLeftOpen, Plus, Send } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation, useNavigation } from 'react-router-dom';
import { useSession } from '../../features/auth/session';
import { CountPill } from '../../features/inbox/components/CountPill';
import { useInboxBadge } from '../../features/inbox/use-inbox';
import { DEFAULT_SIGNED_IN_PATH, SOCIAL_LINKS } from '../../lib/constants';
import { Logo } from '../shell/Logo';
import { useShellUi } from '../shell/ShellUiContext';
import { AccountMenu } from './AccountMenu';
import { activeHref, sectionsForRoles, WORKOUT_BUTTON_HREF, type SidebarItem } from './items';

/** The X/Twitter mark (lucide has no brand icons). */
function TwitterIcon({ size = 16 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
      <path d="M18.244 2.25h3.308l-7.227 8.26 8.502 11.24H16.17l-5.214-6.817L4.99 21.75H1.68l7.73-8.835L1.254 2.25H8.08l4.713 6.231zm-1.161 17.52h1.833L7.084 4.126H5.117z" />
    </svg>
  );
}

const SOCIAL_ICONS: Record<string, ReactNode> = {
  Twitter: <TwitterIcon />,
  Telegram: <Send size={16} aria-hidden="true" />,
  Email: <Mail size={16} aria-hidden="true" />,
};

export function usePendingHref() {
  const navigation = useNavigation();
  if (navigation.state === 'idle' || !navigation.location) return null;
  return `${navigation.location.pathname}${navigation.location.search}`;
}

export function SidebarLink({
  item,
  active,
  pending,
  expanded,
  count = 0,
}: {
  item: SidebarItem;
  active: boolean;
  pending: boolean;
  expanded: boolean;
  /** What the item's badge counts (Buddies: requests waiting), shown when above 0. */
  count?: number;
}) {
  const { t } = useTranslation();
  const Icon = item.icon;
  return (
    <Link
      asChild
      display="flex"
      alignItems="center"
      gap="3"
      px="3.5"
      py="2.5"
      borderRadius="lg"
      fontSize="sm"
      fontWeight={active ? 'semibold' : 'medium'}
      textDecoration="none"
      whiteSpace="nowrap"
      color={item.highlight ? 'flexicon' : active ? 'brand.fg' : 'fg'}
      bg={active ? (item.highlight ? 'flexicon.bg' : 'surface.active') : undefined}
      _hover={{ bg: item.highlight ? 'flexicon.bg' : 'surface.hover', textDecoration: 'none' }}
      focusRing="inside"
      data-active={active ? '' : undefined}
      data-pending={pending ? '' : undefined}
      data-testid={`sidebar-link-${item.href}`}
    >
      <RouterLink to={item.href} aria-current={active ? 'page' : undefined} title={expanded ? undefined : t(item.label)}>
        <Box as="span" position="relative" display="inline-flex" width="20px" justifyContent="center" flexShrink={0}>
          {pending ? <Spinner size="xs" aria-label={t('app.loading.label')} /> : <Icon size={20} aria-hidden="true" />}
          {count && !expanded ? (
            <Box as="span" position="absolute" top="-1" right="-1" boxSize="2" borderRadius="full" bg="red.600" aria-hidden="true" />
          ) : null}
        </Box>
        <Text as="span" srOnly={!expanded || undefined} truncate>
          {t(item.label)}
        </Text>
        {count ? (
          <>
            <CountPill count={count} ms="auto" srOnly={!expanded || undefined} data-testid="sidebar-badge" />
            <Text as="span" srOnly>
              {t('app.sidebar.buddyRequests', { count, shown: count >= 100 ? '99+' : count })}
            </Text>
          </>
        ) : null}
      </RouterLink>
    </Link>
  );
}

/**
 * On xl screens: keeps the sidebar expanded or collapsed (§2.3). It sits in the footer, where hovering never moves
 * it, and is labelled by what a press will do.
 */
export function SidebarToggle({ collapsed, expanded, onToggle }: { collapsed: boolean; expanded: boolean; onToggle?: () => void }) {
  const { t } = useTranslation();
  const label = collapsed ? t('app.sidebar.expand') : t('app.sidebar.collapse');
  return (
    <Button
      aria-label={label}
      aria-pressed={!collapsed}
      variant="ghost"
      size="sm"
      justifyContent={expanded ? 'flex-start' : 'center'}
      px="3.5"
      onClick={onToggle}
      hideBelow="xl"
      data-testid="sidebar-toggle"
    >
      {collapsed ? <PanelLeftOpen aria-hidden="true" /> : <PanelLeftClose aria-hidden="true" />}
      <Text as="span" srOnly={!expanded || undefined} aria-hidden="true">
        {label}
      </Text>
    </Button>
  );
}

export interface SidebarContentProps {
  expanded: boolean;
  /** Only on extra-large screens (§2.3). */
  showToggle?: boolean;
  collapsed?: boolean;
  onToggle?: () => void;
  onAccountMenuOpenChange?: (open: boolean) => void;
}

export function SidebarContent({
  expanded,
  showToggle = false,
  collapsed = false,
  onToggle,
  onAccountMenuOpenChange,
}: SidebarContentProps) {
  const { t } = useTranslation();
  const { roles } = useSession();
  const { openFeedback } = useShellUi();
  const location = useLocation();
  const pendingHref = usePendingHref();
  const sections = sectionsForRoles(roles);
  const { buddyRequestCount } = useInboxBadge();
  const active = activeHref(
    sections.flatMap((section) => section.items.map((item) => item.href)),
    location,
  );
  const smallLink = {
    display: 'flex',
    alignItems: 'center',
    gap: '2',
    fontSize: 'xs',
    color: 'fg.muted',
    px: '1',
    py: '1',
    borderRadius: 'md',
    focusRing: 'outside' as const,
  };

  return (
    <Flex direction="column" height="100%" px="2.5" py="3" gap="3" overflowY="auto" overflowX="hidden">
      <HStack justify="space-between" minHeight="40px" px="2" gap="2">
        <Logo to={DEFAULT_SIGNED_IN_PATH} compact={!expanded} />
      </HStack>

      <Button asChild colorPalette="blue" size="md" width="100%" px={expanded ? '4' : '0'} data-testid="sidebar-workout-button">
        <RouterLink to={WORKOUT_BUTTON_HREF} aria-label={t('app.sidebar.workoutButton')}>
          <Plus aria-hidden="true" />
          <Text as="span" srOnly={!expanded || undefined} aria-hidden="true">
            {t('app.sidebar.workoutButton')}
          </Text>
        </RouterLink>
      </Button>

      <Box as="nav" aria-label={t('app.sidebar.navigation')}>
        <Stack gap="4">
          {sections.map((section) => (
            <Stack key={section.id} gap="1" data-testid={`sidebar-section-${section.id}`}>
              {section.title && (
                <Flex height="24px" align="center" px={expanded ? '3.5' : '2'}>
                  {!expanded && <Separator flex="1" />}
                  <Text
                    as="h2"
                    srOnly={!expanded || undefined}
                    fontSize="xs"
                    fontWeight="semibold"
                    color="fg.muted"
                    textTransform="uppercase"
                    letterSpacing="wider"
                    whiteSpace="nowrap"
                  >
                    {t(section.title)}
                  </Text>
                </Flex>
              )}
              <Stack as="ul" gap="0.5" listStyleType="none" m="0" p="0">
                {section.items.map((item) => (
                  <li key={item.href}>
                    <SidebarLink
                      item={item}
                      active={active === item.href}
                      pending={pendingHref === item.href}
                      expanded={expanded}
                      count={item.badge === 'buddyRequests' ? buddyRequestCount : 0}
                    />
                  </li>
                ))}
              </Stack>
            </Stack>
          ))}
        </Stack>
      </Box>

      <Box flex="1" />

      <Stack gap="2">
        <Button
          variant="ghost"
          size="sm"
          justifyContent={expanded ? 'flex-start' : 'center'}
          px="3.5"
          onClick={openFeedback}
          aria-label={t('app.sidebar.feedback')}
          data-testid="sidebar-feedback"
        >
          <MessageSquareText aria-hidden="true" />
          <Text as="span" srOnly={!expanded || undefined} aria-hidden="true">
            {t('app.sidebar.feedback')}
          </Text>
        </Button>
        <HStack gap="2" px="2" srOnly={!expanded || undefined} wrap="wrap">
          <Link asChild {...smallLink}>
            <RouterLink to="/terms">
              <FileText size={14} aria-hidden="true" />
              {t('app.sidebar.terms')}
            </RouterLink>
          </Link>
          <Link asChild {...smallLink}>
            <RouterLink to="/privacy">
              <Lock size={14} aria-hidden="true" />
              {t('app.sidebar.privacy')}
            </RouterLink>
          </Link>
        </HStack>
        <HStack as="ul" gap="1" px="1" listStyleType="none" m="0" aria-label={t('app.sidebar.social')} srOnly={!expanded || undefined}>
          {SOCIAL_LINKS.map((link) => (
            <li key={link.label}>
              <Link
                href={link.href}
                target={link.href.startsWith('http') ? '_blank' : undefined}
                rel={link.href.startsWith('http') ? 'noopener noreferrer' : undefined}
                aria-label={link.label}
                title={link.label}
                display="inline-flex"
                p="2"
                borderRadius="md"
                color="fg.muted"
                _hover={{ color: 'fg', bg: 'surface.hover' }}
                focusRing="outside"
              >
                {SOCIAL_ICONS[link.label]}
              </Link>
            </li>
          ))}
        </HStack>
        {showToggle && <SidebarToggle collapsed={collapsed} expanded={expanded} onToggle={onToggle} />}
        <Separator />
        <AccountMenu expanded={expanded} onOpenChange={onAccountMenuOpenChange} />
      </Stack>
    </Flex>
  );
}
