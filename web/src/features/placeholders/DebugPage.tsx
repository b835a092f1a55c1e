// The Debugging Page (admins, empty layout): what the shell knows right now, read from the live session, theme
// and preferences; useful when a report says "it looks wrong on my machine".
import { Badge, Box, Button, Code, Container, DataList, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { DEFAULT_SIGNED_IN_PATH } from '../../lib/constants';
import { usePageTitle } from '../../lib/page-shell';
import { useTheme } from '../../lib/theme';
import { PageMain } from '../../app/layouts/EmptyLayout';
import { browserTimeZone, useSession, useTimeZone } from '../auth/session';
import { usePreferences } from '../settings/preferences';

export function DebugPage() {
  const { t } = useTranslation();
  usePageTitle(t('placeholders.debug.title'));
  const { userInfo, roles, status } = useSession();
  const theme = useTheme();
  const preferences = usePreferences();
  const timeZone = useTimeZone();
  const rows: [string, string][] = [
    [t('placeholders.debug.rows.sessionStatus'), status],
    [t('placeholders.debug.rows.user'), userInfo ? `${userInfo.userName} <${userInfo.email}>` : '—'],
    [t('placeholders.debug.rows.userId'), userInfo?.userId ?? '—'],
    [t('placeholders.debug.rows.emailConfirmed'), userInfo ? String(userInfo.emailConfirmed) : '—'],
    [t('placeholders.debug.rows.timeZone'), timeZone],
    [t('placeholders.debug.rows.browserTimeZone'), browserTimeZone()],
    [t('placeholders.debug.rows.themePreference'), theme.preference],
    [t('placeholders.debug.rows.darkVariant'), theme.variant],
    [t('placeholders.debug.rows.appearance'), theme.appearance],
    [t('placeholders.debug.rows.measurementSystem'), preferences.measurementSystem],
    [t('placeholders.debug.rows.gender'), preferences.gender],
    [t('placeholders.debug.rows.browserLanguage'), navigator.language],
    [t('placeholders.debug.rows.viewport'), `${window.innerWidth} × ${window.innerHeight}`],
    [t('placeholders.debug.rows.online'), String(navigator.onLine)],
  ];
  return (
    <PageMain>
      <Container maxWidth="3xl" py="10">
        <Stack gap="6">
          <HStack justify="space-between" wrap="wrap">
            <Heading as="h1" size="2xl">
              {t('placeholders.debug.title')}
            </Heading>
            <Button asChild variant="outline" size="sm">
              <RouterLink to={DEFAULT_SIGNED_IN_PATH}>{t('placeholders.debug.back')}</RouterLink>
            </Button>
          </HStack>
          <HStack gap="2">
            {roles.map((role) => (
              <Badge key={role}>{role}</Badge>
            ))}
          </HStack>
          <DataList.Root orientation={{ base: 'vertical', sm: 'horizontal' }} divideY="1px">
            {rows.map(([label, value]) => (
              <DataList.Item key={label} pt="2">
                <DataList.ItemLabel minWidth={{ sm: '180px' }}>{label}</DataList.ItemLabel>
                <DataList.ItemValue>
                  <Code variant="plain" wordBreak="break-all" whiteSpace="normal">
                    {value}
                  </Code>
                </DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
          <Box>
            <Text fontWeight="semibold" mb="2">
              {t('placeholders.debug.userInfo')}
            </Text>
            <Box
              as="pre"
              fontSize="xs"
              p="4"
              bg="bg.muted"
              borderRadius="md"
              overflowX="auto"
              tabIndex={0}
              aria-label={t('placeholders.debug.userInfoJson')}
            >
              {JSON.stringify(userInfo, null, 2)}
            </Box>
          </Box>
        </Stack>
      </Container>
    </PageMain>
  );
}
