// /auth/register and /register: e-mail, user name and password; lands signed in, in the onboarding. The web layout
// then reminds the user to confirm their e-mail.
import { Button, Link, Text } from '@chakra-ui/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { afterSignIn } from '../onboarding/paths';
import { signUp } from './api';
import { AuthFrame, FormError, TextField, FormStack } from './AuthFrame';
import { useCallbackTarget, withCallback } from './LoginPage';
import { useSession } from './session';
import { useAuthForm } from './useAuthForm';

function LegalLink({ to, children }: { to: string; children?: ReactNode }) {
  return (
    <Link asChild color="fg" variant="underline">
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}

export function RegisterPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const target = useCallbackTarget();
  const navigate = useNavigate();
  const { status, userInfo, setUserInfo } = useSession();
  const [email, setEmail] = useState('');
  const [userName, setUserName] = useState('');
  const [password, setPassword] = useState('');
  const { busy, formError, run, bind } = useAuthForm();

  // Signing up leads to the onboarding (on to the target after it), here and in the render the sign-up causes.
  if (status === 'authenticated') return <Navigate to={afterSignIn(userInfo, target)} replace />;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await run(() => signUp({ email, password, userName: userName.trim() || undefined }));
    if (result) {
      setUserInfo(result.userInfo);
      void navigate(afterSignIn(result.userInfo, target), { replace: true });
    }
  };

  const fields = {
    email: bind('email', email, setEmail),
    userName: bind('userName', userName, setUserName),
    password: bind('password', password, setPassword),
  };

  return (
    <AuthFrame
      title={t('auth.registerTitle')}
      subtitle={t('auth.registerSubtitle')}
      footer={
        <Text>
          {t('auth.haveAccount')}{' '}
          <Link asChild color="brand.fg" fontWeight="semibold">
            <RouterLink to={withCallback('/auth/login', params)}>{t('auth.signIn')}</RouterLink>
          </Link>
        </Text>
      }
    >
      <FormStack gap="4" onSubmit={onSubmit} noValidate aria-label={t('auth.registerTitle')}>
        <FormError message={formError} />
        <TextField label={t('auth.email')} type="email" name="email" autoComplete="email" required {...fields.email} />
        <TextField
          label={t('auth.userName')}
          name="userName"
          autoComplete="username"
          helper={t('auth.userNameHelp')}
          {...fields.userName}
        />
        <TextField
          label={t('auth.password')}
          type="password"
          name="password"
          autoComplete="new-password"
          required
          helper={t('auth.passwordHelp')}
          {...fields.password}
        />
        <Button type="submit" colorPalette="blue" loading={busy} width="100%" data-testid="register-submit">
          {t('auth.register')}
        </Button>
        <Text fontSize="xs" color="fg.muted">
          <Trans i18nKey="auth.agreement" components={{ terms: <LegalLink to="/terms" />, privacy: <LegalLink to="/privacy" /> }} />
        </Text>
      </FormStack>
    </AuthFrame>
  );
}
