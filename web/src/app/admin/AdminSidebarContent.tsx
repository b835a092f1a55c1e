import { Box, Button, Flex, HStack, Separator, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Shield } from 'lucide-react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { Logo } from '../shell/Logo';
import { AccountMenu } from '../sidebar/AccountMenu';
import { activeHref } from '../sidebar/items';
import { SidebarLink, SidebarToggle, usePendingHref, type SidebarContentProps } from '../sidebar/SidebarContent';
import { ADMIN_DASHBOARD_LINK, ADMIN_RETURN_LINK, ADMIN_SECTIONS } from './items';

/** §2.6: the logo links to /admin, an 'Admin Panel' button goes to /admin/exercises, then the admin links. */
export function AdminSidebarContent({
  expanded,
  showToggle = false,
  collapsed = false,
  onToggle,
  onAccountMenuOpenChange,
}: SidebarContentProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const pending = usePendingHref();
  const links = [ADMIN_DASHBOARD_LINK, ...ADMIN_SECTIONS, ADMIN_RETURN_LINK];
  const active = activeHref(
    links.map((link) => link.href),
    location,
  );
  return (
    <Flex direction="column" height="100%" px="2.5" py="3" gap="3" overflowY="auto" overflowX="hidden">
      <HStack justify="space-between" minHeight="40px" px="2">
        <Logo to="/admin" compact={!expanded} label={t('app.admin.title')} />
      </HStack>
      <Button asChild colorPalette="red" variant="solid" width="100%" px={expanded ? '4' : '0'}>
        <RouterLink to="/admin/exercises" aria-label={t('app.admin.panelButton')}>
          <Shield aria-hidden="true" />
          <Box as="span" srOnly={!expanded || undefined} aria-hidden="true">
            {t('app.admin.panelButton')}
          </Box>
        </RouterLink>
      </Button>
      <Box as="nav" aria-label={t('app.shell.adminNavigation')}>
        <Stack as="ul" gap="0.5" listStyleType="none" m="0" p="0">
          {links.map((link, index) => (
            <li key={link.href}>
              {index === links.length - 1 && <Separator my="2" />}
              <SidebarLink item={link} active={active === link.href} pending={pending === link.href} expanded={expanded} />
            </li>
          ))}
        </Stack>
      </Box>
      <Box flex="1" />
      {showToggle && <SidebarToggle collapsed={collapsed} expanded={expanded} onToggle={onToggle} />}
      <Separator />
      <AccountMenu expanded={expanded} onOpenChange={onAccountMenuOpenChange} />
    </Flex>
  );
}
