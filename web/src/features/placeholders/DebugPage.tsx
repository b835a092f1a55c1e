// The Debugging Page (admins, empty layout): what the shell knows right now, read from the live session, theme
// and preferences; useful when a report says "it looks wrong on my machine".
import { Badge, Box, Button, Code, Container, DataList, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { DEFAULT_SIGNED_IN_PATH } from '../../lib/constants';
import { usePageTitle } from '../../lib/page-shell';
import { useTheme } from '../../lib/theme';
import { PageMain } from '../../app/layouts/EmptyLayout';
import { browserTimeZone, useSession, useTimeZone } from '../auth/session';
import { usePreferences } from '../settings/preferences';

export function DebugPage() {
  usePageTitle('Debugging Page');
  const { userInfo, roles, status } = useSession();
  const theme = useTheme();
  const preferences = usePreferences();
  const timeZone = useTimeZone();
  const rows: [string, string][] = [
    ['Session status', status],
    ['User', userInfo ? `${userInfo.userName} <${userInfo.email}>` : '—'],
    ['User id', userInfo?.userId ?? '—'],
    ['E-mail confirmed', userInfo ? String(userInfo.emailConfirmed) : '—'],
    ['Time zone in use', timeZone],
    ['Browser time zone', browserTimeZone()],
    ['Theme preference', theme.preference],
    ['Dark variant', theme.variant],
    ['Appearance', theme.appearance],
    ['Measurement system', preferences.measurementSystem],
    ['Gender', preferences.gender],
    ['Browser language', navigator.language],
    ['Viewport', `${window.innerWidth} × ${window.innerHeight}`],
    ['Online', String(navigator.onLine)],
  ];
  return (
    <PageMain>
      <Container maxWidth="3xl" py="10">
        <Stack gap="6">
          <HStack justify="space-between" wrap="wrap">
            <Heading as="h1" size="2xl">
              Debugging Page
            </Heading>
            <Button asChild variant="outline" size="sm">
              <RouterLink to={DEFAULT_SIGNED_IN_PATH}>Back to the app</RouterLink>
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
              Session userInfo
            </Text>
            <Box
              as="pre"
              fontSize="xs"
              p="4"
              bg="bg.muted"
              borderRadius="md"
              overflowX="auto"
              tabIndex={0}
              aria-label="Session userInfo as JSON"
            >
              {JSON.stringify(userInfo, null, 2)}
            </Box>
          </Box>
        </Stack>
      </Container>
    </PageMain>
  );
}
