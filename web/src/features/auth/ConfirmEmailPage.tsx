// /auth/confirm-email?email=&code=: confirms the address (at once when the mailed link carries both) and says so.
import { Button, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { DEFAULT_SIGNED_IN_PATH } from '../../lib/constants';
import { afterSignIn } from '../onboarding/paths';
import { confirmEmail } from './api';
import { AuthFrame, FormError, FormNotice, TextField, FormStack } from './AuthFrame';
import { useSession } from './session';
import { oneTimeCode, useAuthForm } from './useAuthForm';

export function ConfirmEmailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { status, userInfo, revalidate } = useSession();
  const [email, setEmail] = useState(params.get('email') ?? userInfo?.email ?? '');
  const [code, setCode] = useState((params.get('code') ?? '').replace(/\D/g, '').slice(0, 6));
  const [confirmed, setConfirmed] = useState(false);
  const { busy, formError, run, bind } = useAuthForm();
  const autoStarted = useRef(false);

  const confirm = async (address: string, value: string) => {
    const result = await run(() => confirmEmail(address, value));
    if (result) {
      setConfirmed(true);
      if (status === 'authenticated') void revalidate({ force: true });
    }
  };

  useEffect(() => {
    const linkEmail = params.get('email');
    const linkCode = params.get('code');
    if (autoStarted.current || !linkEmail || !linkCode) return;
    autoStarted.current = true;
    void confirm(linkEmail, linkCode.replace(/\D/g, '').slice(0, 6));
    // Only the link's own values, once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [params]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void confirm(email, code);
  };

  const next = status === 'authenticated' ? afterSignIn(userInfo, DEFAULT_SIGNED_IN_PATH) : '/auth/login';
  const fields = {
    email: bind('email', email, setEmail),
    code: bind('code', code, (value) => setCode(oneTimeCode(value))),
  };

  return (
    <AuthFrame title={t('auth.confirmTitle')}>
      {confirmed ? (
        <Stack gap="4" data-testid="email-confirmed">
          <FormNotice message={t('auth.confirmed')} />
          <Button asChild colorPalette="blue">
            <RouterLink to={next}>{status === 'authenticated' ? t('auth.continue') : t('auth.signIn')}</RouterLink>
          </Button>
        </Stack>
      ) : busy && autoStarted.current ? (
        <Stack align="center" gap="3" py="6" role="status">
          <Spinner />
          <Text color="fg.muted">{t('auth.confirming')}</Text>
        </Stack>
      ) : (
        <FormStack gap="4" onSubmit={onSubmit} noValidate aria-label={t('auth.confirmTitle')}>
          <FormError message={formError} />
          <TextField label={t('auth.email')} type="email" name="email" autoComplete="email" required {...fields.email} />
          <TextField
            label={t('auth.code')}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            required
            {...fields.code}
          />
          <Button type="submit" colorPalette="blue" loading={busy} width="100%">
            {t('auth.confirmButton')}
          </Button>
        </FormStack>
      )}
    </AuthFrame>
  );
}
