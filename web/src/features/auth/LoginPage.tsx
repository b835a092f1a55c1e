// /auth/login (and /login): e-mail and password, or "Email me a code" (request a code, then enter the 6 digits).
// The callbackUrl query parameter is followed after signing in when it is a same-origin relative path.
import { Button, HStack, Link, Separator, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { DEFAULT_SIGNED_IN_PATH } from '../../lib/constants';
import { safeCallbackUrl } from '../../lib/navigation';
import { afterSignIn } from '../onboarding/paths';
import { requestSignInCode, signIn, verifySignInCode } from './api';
import { AuthFrame, FormError, FormNotice, TextField, FormStack } from './AuthFrame';
import { useSession } from './session';
import { oneTimeCode, useAuthForm } from './useAuthForm';

type Mode = 'password' | 'code-request' | 'code-verify';

export function useCallbackTarget() {
  const [params] = useSearchParams();
  return safeCallbackUrl(params.get('callbackUrl'), DEFAULT_SIGNED_IN_PATH);
}

export function withCallback(path: string, params: URLSearchParams) {
  const callbackUrl = params.get('callbackUrl');
  return callbackUrl ? `${path}?callbackUrl=${encodeURIComponent(callbackUrl)}` : path;
}

export function LoginPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const target = useCallbackTarget();
  const navigate = useNavigate();
  const { status, userInfo: signedIn, setUserInfo } = useSession();
  const [mode, setMode] = useState<Mode>('password');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const { busy, formError, run, bind } = useAuthForm();

  if (status === 'authenticated') return <Navigate to={afterSignIn(signedIn, target)} replace />;

  const finish = (userInfo: Parameters<typeof setUserInfo>[0]) => {
    setUserInfo(userInfo);
    void navigate(afterSignIn(userInfo, target), { replace: true });
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (mode === 'password') {
      const result = await run(() => signIn(email, password));
      if (result) finish(result.userInfo);
    } else if (mode === 'code-request') {
      const result = await run(() => requestSignInCode(email));
      if (result) {
        setCode('');
        setMode('code-verify');
      }
    } else {
      const result = await run(() => verifySignInCode(email, code));
      if (result) finish(result.userInfo);
    }
  };

  const footer = (
    <>
      <Text>
        {t('auth.noAccount')}{' '}
        <Link asChild color="brand.fg" fontWeight="semibold">
          <RouterLink to={withCallback('/auth/register', params)}>{t('auth.createAccount')}</RouterLink>
        </Link>
      </Text>
      <Link asChild color="fg.muted">
        <RouterLink to="/">{`← ${t('app.productName')}`}</RouterLink>
      </Link>
    </>
  );

  const fields = {
    email: bind('email', email, setEmail),
    password: bind('password', password, setPassword),
    code: bind('code', code, (value) => setCode(oneTimeCode(value))),
  };

  return (
    <AuthFrame title={t('auth.loginTitle')} subtitle={t('auth.loginSubtitle')} footer={footer}>
      <FormStack gap="4" onSubmit={onSubmit} noValidate aria-label={t('auth.loginTitle')}>
        <FormError message={formError} />
        <TextField
          label={t('auth.email')}
          type="email"
          name="email"
          autoComplete="email"
          required
          {...fields.email}
          readOnly={mode === 'code-verify'}
        />
        {mode === 'password' && (
          <TextField
            label={t('auth.password')}
            type="password"
            name="password"
            autoComplete="current-password"
            required
            {...fields.password}
          />
        )}
        {mode === 'code-verify' && (
          <>
            <FormNotice message={t('auth.codeSent', { email })} />
            <TextField
              label={t('auth.code')}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]*"
              maxLength={6}
              required
              autoFocus
              {...fields.code}
            />
          </>
        )}
        <Button type="submit" colorPalette="blue" loading={busy} width="100%" data-testid="login-submit">
          {mode === 'password' ? t('auth.signIn') : mode === 'code-request' ? t('auth.sendCode') : t('auth.verifyCode')}
        </Button>
        {mode === 'password' && (
          <HStack justify="space-between" wrap="wrap" fontSize="sm">
            <Link asChild color="brand.fg">
              <RouterLink to="/auth/forgot-password">{t('auth.forgotPassword')}</RouterLink>
            </Link>
          </HStack>
        )}
        <HStack>
          <Separator flex="1" />
          <Text fontSize="xs" color="fg.muted">
            {t('auth.or')}
          </Text>
          <Separator flex="1" />
        </HStack>
        <Button
          type="button"
          variant="outline"
          width="100%"
          onClick={() => setMode(mode === 'password' ? 'code-request' : 'password')}
          data-testid="login-mode-switch"
        >
          {mode === 'password' ? t('auth.emailMeACode') : t('auth.usePassword')}
        </Button>
        {mode === 'code-verify' && (
          <Button type="button" variant="ghost" size="sm" onClick={() => void run(() => requestSignInCode(email))} disabled={busy}>
            {t('auth.sendNewCode')}
          </Button>
        )}
      </FormStack>
    </AuthFrame>
  );
}
