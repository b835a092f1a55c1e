// The account popover of §2.3: the user, their roles as badges, links to /profile and /settings, a mail link to
// support (with the user's own address in copy), feedback, and log out.
import { Badge, Box, Button, HStack, Popover, Portal, Separator, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ChevronsUpDown, LogOut, Mail, MessageSquareText, Settings, User } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Avatar } from '../../components/avatar/Avatar';
import { useSession, type UserInfo } from '../../features/auth/session';
import { PRODUCT_NAME, SUPPORT_EMAIL } from '../../lib/constants';
import { useShellUi } from '../shell/ShellUiContext';

export function supportMailto(userInfo: Pick<UserInfo, 'email' | 'userName'> | null) {
  const params = new URLSearchParams();
  if (userInfo?.email) params.set('cc', userInfo.email);
  params.set('subject', `${PRODUCT_NAME} support request${userInfo ? ` from ${userInfo.userName}` : ''}`);
  return `mailto:${SUPPORT_EMAIL}?${params.toString().replace(/\+/g, '%20')}`;
}

const ROLE_PALETTE: Record<string, string> = { Admin: 'red', Creator: 'purple', User: 'blue' };

function MenuRow({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <>
      <Box as="span" display="inline-flex" aria-hidden="true" color="fg.muted">
        {icon}
      </Box>
      <Text as="span">{children}</Text>
    </>
  );
}

export function AccountMenu({ expanded = true, onOpenChange }: { expanded?: boolean; onOpenChange?: (open: boolean) => void }) {
  const { t } = useTranslation();
  const { userInfo, roles, logout } = useSession();
  const { openFeedback } = useShellUi();
  const [open, setOpen] = useState(false);
  if (!userInfo) return null;
  const photo = userInfo.creatorProfile?.profilePhoto?.fileUrl ?? null;
  const change = (value: boolean) => {
    setOpen(value);
    onOpenChange?.(value);
  };
  const close = () => change(false);
  const itemProps = { variant: 'ghost' as const, justifyContent: 'flex-start', width: '100%', size: 'sm' as const, fontWeight: 'normal' };

  return (
    <Popover.Root open={open} onOpenChange={(details) => change(details.open)} positioning={{ placement: 'top-start', gutter: 8 }}>
      <Popover.Trigger asChild>
        <Button
          variant="ghost"
          width="100%"
          height="auto"
          py="2"
          px="2"
          justifyContent="flex-start"
          gap="3"
          aria-label={t('app.account.menuLabel', { name: userInfo.userName })}
          data-testid="account-menu-trigger"
        >
          <Avatar name={userInfo.userName} src={photo} size="sm" decorative />
          <Stack gap="0" align="flex-start" minWidth="0" flex="1" srOnly={!expanded || undefined} aria-hidden="true">
            <Text fontSize="sm" fontWeight="semibold" truncate maxWidth="100%">
              {userInfo.userName}
            </Text>
            <Text fontSize="xs" color="fg.muted" truncate maxWidth="100%">
              {userInfo.email}
            </Text>
          </Stack>
          {expanded && <ChevronsUpDown size={16} aria-hidden="true" />}
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content width="280px" data-testid="account-menu">
            <Popover.Body p="3">
              <Stack gap="3">
                <HStack gap="3">
                  <Avatar name={userInfo.userName} src={photo} size="md" decorative />
                  <Stack gap="0" minWidth="0">
                    <Text fontWeight="semibold" truncate>
                      {userInfo.userName}
                    </Text>
                    <Text fontSize="sm" color="fg.muted" truncate>
                      {userInfo.email}
                    </Text>
                  </Stack>
                </HStack>
                <HStack gap="1.5" wrap="wrap" aria-label={t('app.account.roles')} role="list">
                  {roles.map((role) => (
                    <Badge key={role} role="listitem" colorPalette={ROLE_PALETTE[role] ?? 'gray'} variant="subtle">
                      {role}
                    </Badge>
                  ))}
                </HStack>
                <Separator />
                <Stack gap="0.5">
                  <Button asChild {...itemProps}>
                    <RouterLink to="/profile" onClick={close}>
                      <MenuRow icon={<User size={16} />}>{t('app.account.profile')}</MenuRow>
                    </RouterLink>
                  </Button>
                  <Button asChild {...itemProps}>
                    <RouterLink to="/settings" onClick={close}>
                      <MenuRow icon={<Settings size={16} />}>{t('app.account.settings')}</MenuRow>
                    </RouterLink>
                  </Button>
                  <Button asChild {...itemProps}>
                    <a href={supportMailto(userInfo)} onClick={close}>
                      <MenuRow icon={<Mail size={16} />}>{t('app.account.support')}</MenuRow>
                    </a>
                  </Button>
                  <Button
                    {...itemProps}
                    onClick={() => {
                      close();
                      openFeedback();
                    }}
                  >
                    <MenuRow icon={<MessageSquareText size={16} />}>{t('app.account.feedback')}</MenuRow>
                  </Button>
                </Stack>
                <Separator />
                <Button
                  {...itemProps}
                  colorPalette="red"
                  onClick={() => {
                    close();
                    void logout();
                  }}
                  data-testid="logout-button"
                >
                  <MenuRow icon={<LogOut size={16} />}>{t('app.account.logout')}</MenuRow>
                </Button>
              </Stack>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
