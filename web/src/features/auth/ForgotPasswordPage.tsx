// /auth/forgot-password and /forgot-password: request a code by e-mail, then enter it with a new password (which
// signs in). /auth/reset-password?email=&code= (the mailed link) opens the second step filled in.
import { Button, Link } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { DEFAULT_SIGNED_IN_PATH } from '../../lib/constants';
import { strings } from '../../lib/strings';
import { afterSignIn } from '../onboarding/paths';
import { forgotPassword, resetPassword } from './api';
import { AuthFrame, FormError, FormNotice, TextField, FormStack } from './AuthFrame';
import { useSession } from './session';
import { oneTimeCode, useAuthForm } from './useAuthForm';

export function ForgotPasswordPage() {
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

  return (
    <AuthFrame
      title={strings.auth.forgotTitle}
      subtitle={step === 'request' ? strings.auth.forgotSubtitle : undefined}
      footer={
        <Link asChild color="brand.fg">
          <RouterLink to="/auth/login">{strings.auth.backToLogin}</RouterLink>
        </Link>
      }
    >
      <FormStack gap="4" onSubmit={onSubmit} noValidate aria-label={strings.auth.forgotTitle}>
        <FormError message={formError} />
        {sent && <FormNotice message={strings.auth.resetSent(email)} />}
        <TextField
          label={strings.auth.email}
          type="email"
          name="email"
          autoComplete="email"
          required
          readOnly={step === 'reset' && sent}
          {...bind('email', email, setEmail)}
        />
        {step === 'reset' && (
          <>
            <TextField
              label={strings.auth.code}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              required
              {...bind('code', code, (value) => setCode(oneTimeCode(value)))}
            />
            <TextField
              label={strings.auth.newPassword}
              type="password"
              name="password"
              autoComplete="new-password"
              required
              helper={strings.auth.passwordHelp}
              {...bind('password', password, setPassword)}
            />
          </>
        )}
        <Button type="submit" colorPalette="blue" loading={busy} width="100%">
          {step === 'request' ? strings.auth.sendCode : strings.auth.resetPassword}
        </Button>
        {step === 'reset' && (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => void run(() => forgotPassword(email)).then((r) => r && setSent(true))}
          >
            Send a new code
          </Button>
        )}
      </FormStack>
    </AuthFrame>
  );
}
