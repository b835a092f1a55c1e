// /auth/register and /register: e-mail, user name and password; lands signed in, in the onboarding. The web layout
// then reminds the user to confirm their e-mail.
import { Button, Link, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { Navigate, Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { strings } from '../../lib/strings';
import { afterSignIn } from '../onboarding/paths';
import { signUp } from './api';
import { AuthFrame, FormError, TextField, FormStack } from './AuthFrame';
import { useCallbackTarget, withCallback } from './LoginPage';
import { useSession } from './session';
import { useAuthForm } from './useAuthForm';

export function RegisterPage() {
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

  return (
    <AuthFrame
      title={strings.auth.registerTitle}
      subtitle={strings.auth.registerSubtitle}
      footer={
        <Text>
          {strings.auth.haveAccount}{' '}
          <Link asChild color="brand.fg" fontWeight="semibold">
            <RouterLink to={withCallback('/auth/login', params)}>{strings.auth.signIn}</RouterLink>
          </Link>
        </Text>
      }
    >
      <FormStack gap="4" onSubmit={onSubmit} noValidate aria-label={strings.auth.registerTitle}>
        <FormError message={formError} />
        <TextField label={strings.auth.email} type="email" name="email" autoComplete="email" required {...bind('email', email, setEmail)} />
        <TextField
          label={strings.auth.userName}
          name="userName"
          autoComplete="username"
          helper={strings.auth.userNameHelp}
          {...bind('userName', userName, setUserName)}
        />
        <TextField
          label={strings.auth.password}
          type="password"
          name="password"
          autoComplete="new-password"
          required
          helper={strings.auth.passwordHelp}
          {...bind('password', password, setPassword)}
        />
        <Button type="submit" colorPalette="blue" loading={busy} width="100%" data-testid="register-submit">
          {strings.auth.register}
        </Button>
        <Text fontSize="xs" color="fg.muted">
          By creating an account you agree to the{' '}
          <Link asChild color="fg" variant="underline">
            <RouterLink to="/terms">Terms</RouterLink>
          </Link>{' '}
          and the{' '}
          <Link asChild color="fg" variant="underline">
            <RouterLink to="/privacy">Privacy Policy</RouterLink>
          </Link>
          .
        </Text>
      </FormStack>
    </AuthFrame>
  );
}
