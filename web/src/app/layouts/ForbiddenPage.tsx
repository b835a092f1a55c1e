import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ShieldAlert } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { DEFAULT_SIGNED_IN_PATH } from '../../lib/constants';
import { usePageTitle } from '../../lib/page-shell';

/** 403 for signed-in members who open the admin area. */
export function ForbiddenPage() {
  const { t } = useTranslation();
  usePageTitle('403');
  return (
    <Center as="main" id="main-content" minHeight="70dvh" px="6" data-testid="forbidden-page">
      <Stack align="center" textAlign="center" gap="4" maxWidth="md">
        <ShieldAlert size={56} aria-hidden="true" />
        <Text fontSize="sm" fontWeight="bold" color="fg.muted" letterSpacing="widest">
          403
        </Text>
        <Heading as="h1" size="2xl">
          {t('app.admin.forbiddenTitle')}
        </Heading>
        <Text color="fg.muted">{t('app.admin.forbiddenText')}</Text>
        <Button asChild colorPalette="blue">
          <RouterLink to={DEFAULT_SIGNED_IN_PATH}>{t('app.admin.forbiddenBack')}</RouterLink>
        </Button>
      </Stack>
    </Center>
  );
}
