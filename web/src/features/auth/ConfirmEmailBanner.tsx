// The reminder shown in the web layout's header area while the signed-in user's e-mail is not confirmed, with a
// Resend button and a link to enter the code.
import { Alert, Box, Button, HStack, Link } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { notify } from '../../components/toaster/toaster';
import { errorMessage } from '../../lib/errors';
import { resendConfirmationEmail } from './api';
import { useSession } from './session';

export function ConfirmEmailBanner() {
  const { t } = useTranslation();
  const { userInfo, revalidate } = useSession();
  const [sending, setSending] = useState(false);
  if (!userInfo || userInfo.emailConfirmed) return null;

  const resend = async () => {
    setSending(true);
    try {
      const result = await resendConfirmationEmail();
      if (result?.alreadyConfirmed) {
        notify.success(t('auth.alreadyConfirmed'));
        await revalidate({ force: true });
      } else notify.success(t('auth.resent'), { description: userInfo.email });
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <Box px={{ base: '3', md: '5', lg: '6' }} pt="3" data-testid="confirm-email-banner">
      <Alert.Root status="info" variant="subtle" borderRadius="lg">
        <Alert.Indicator />
        <Alert.Content minWidth="0">
          <Alert.Description overflowWrap="anywhere">
            {t('auth.reminder')} <strong>{userInfo.email}</strong>.
          </Alert.Description>
          <HStack gap="3" mt="2" wrap="wrap">
            <Button size="xs" variant="outline" onClick={resend} loading={sending} data-testid="resend-confirmation">
              {t('auth.resend')}
            </Button>
            <Link asChild variant="underline" color="fg" fontSize="sm">
              <RouterLink to={`/auth/confirm-email?email=${encodeURIComponent(userInfo.email)}`}>{t('auth.enterCode')}</RouterLink>
            </Link>
          </HStack>
        </Alert.Content>
      </Alert.Root>
    </Box>
  );
}
