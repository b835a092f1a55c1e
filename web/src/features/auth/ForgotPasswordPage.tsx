// /auth/forgot-password and /forgot-password: request a code by e-mail, then enter it with a new password (which
// signs in). /auth/reset-password?email=&code= (the mailed link) opens the second step filled in.
import { Button, Link } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { DEFAULT_SIGNED_IN_PATH } from '../../lib/constants';
import { afterSignIn } from '../onboarding/paths';
import { forgotPassword, resetPassword } from './api';
import { AuthFrame, FormError, FormNotice, TextField, FormStack } from './AuthFrame';
import { useSession } from './session';
import { oneTimeCode, useAuthForm } from './useAuthForm';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { setUserInfo } = useSession();
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [code, setCode] = useState((params.get('code') ?? '').replace(/\D/g, '').slice(0, 6));
  const [password, setPassword] = useState('');
  const [step, setStep] = useState<'request' | 'reset'>(params.get('code') ? 'reset' : 'request');
  const [sent, setSent] = useState(false);
  const { busy, formError, run, bind } = useAuthForm();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (step === 'request') {
      const result = await run(() => forgotPassword(email));
      if (result) {
        setSent(true);
        setStep('reset');
      }
      return;
    }
    const result = await run(() => resetPassword(email, code, password));
    if (result) {
      setUserInfo(result.userInfo);
      void navigate(afterSignIn(result.userInfo, DEFAULT_SIGNED_IN_PATH), { replace: true });
    }
  };

  const fields = {
    email: bind('email', email, setEmail),
    code: bind('code', code, (value) => setCode(oneTimeCode(value))),
    password: bind('password', password, setPassword),
  };

  return (
    <AuthFrame
      title={t('auth.forgotTitle')}
      subtitle={step === 'request' ? t('auth.forgotSubtitle') : undefined}
      footer={
        <Link asChild color="brand.fg">
          <RouterLink to="/auth/login">{t('auth.backToLogin')}</RouterLink>
        </Link>
      }
    >
      <FormStack gap="4" onSubmit={onSubmit} noValidate aria-label={t('auth.forgotTitle')}>
        <FormError message={formError} />
        {sent && <FormNotice message={t('auth.resetSent', { email })} />}
        <TextField
          label={t('auth.email')}
          type="email"
          name="email"
          autoComplete="email"
          required
          readOnly={step === 'reset' && sent}
          {...fields.email}
        />
        {step === 'reset' && (
          <>
            <TextField
              label={t('auth.code')}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              required
              {...fields.code}
            />
            <TextField
              label={t('auth.newPassword')}
              type="password"
              name="password"
              autoComplete="new-password"
              required
              helper={t('auth.passwordHelp')}
              {...fields.password}
            />
          </>
        )}
        <Button type="submit" colorPalette="blue" loading={busy} width="100%">
          {step === 'request' ? t('auth.sendCode') : t('auth.resetPassword')}
        </Button>
        {step === 'reset' && (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => void run(() => forgotPassword(email)).then((r) => r && setSent(true))}
          >
            {t('auth.sendNewCode')}
          </Button>
        )}
      </FormStack>
    </AuthFrame>
  );
}
