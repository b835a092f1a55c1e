// Sign-in with Google or GitHub through arctic, when their client ids are configured. The state and PKCE verifier
// travel in a short-lived HttpOnly cookie between the redirect and the callback.
import { GitHub, Google, decodeIdToken, generateCodeVerifier, generateState } from 'arctic';
import type { AppContext } from '../../context.js';
import { limitClient } from '../../auth/rate-limit.js';
import { AppError, badInput, notFound } from '../../lib/errors.js';
import { createAccount } from '../users/service.js';
import { signedIn } from './service.js';

export const OAUTH_PROVIDERS = {
  google: { settings: 'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET' },
  github: { settings: 'GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET' },
} as const;
export type OAuthProvider = keyof typeof OAUTH_PROVIDERS;

export interface OAuthStart {
  authorizationUrl: string;
  state: string;
  codeVerifier: string;
}

function isOAuthProvider(provider: string): provider is OAuthProvider {
  return Object.hasOwn(OAUTH_PROVIDERS, provider);
}

function client(ctx: AppContext, provider: string) {
  if (!isOAuthProvider(provider)) throw notFound(`Sign-in provider ${provider}`);
  const credentials = ctx.config.oauth[provider];
  if (!credentials) {
    throw new AppError(
      'BAD_USER_INPUT',
      `Sign-in with ${provider} is not configured on this server: set ${OAUTH_PROVIDERS[provider].settings}`,
    );
  }
  const redirect = `${ctx.client.origin}/api/auth/${provider}/callback`;
  return provider === 'google'
    ? { provider, google: new Google(credentials.clientId, credentials.clientSecret, redirect) }
    : { provider, github: new GitHub(credentials.clientId, credentials.clientSecret, redirect) };
}

export async function startOAuth(ctx: AppContext, provider: string): Promise<OAuthStart> {
  await limitClient(ctx, 'oauth');
  const c = client(ctx, provider);
  const state = generateState();
  const codeVerifier = generateCodeVerifier();
  const url = c.google
    ? c.google.createAuthorizationURL(state, codeVerifier, ['openid', 'email', 'profile'])
    : c.github!.createAuthorizationURL(state, ['user:email']);
  return { authorizationUrl: url.toString(), state, codeVerifier };
}

async function verifiedEmail(
  ctx: AppContext,
  provider: string,
  code: string,
  codeVerifier: string,
): Promise<{ email: string; accountId: string }> {
  const c = client(ctx, provider);
  if (c.google) {
    const tokens = await c.google.validateAuthorizationCode(code, codeVerifier);
    const claims = decodeIdToken(tokens.idToken()) as { sub: string; email?: string; email_verified?: boolean };
    if (!claims.email || !claims.email_verified) throw badInput('Google did not confirm an e-mail address for this account');
    return { email: claims.email.toLowerCase(), accountId: claims.sub };
  }
  const tokens = await c.github!.validateAuthorizationCode(code);
  const headers = { authorization: `Bearer ${tokens.accessToken()}`, 'user-agent': 'Liftmates' };
  const [user, emails] = await Promise.all([
    fetch('https://api.github.com/user', { headers }).then((r) => r.json() as Promise<{ id: number }>),
    fetch('https://api.github.com/user/emails', { headers }).then(
      (r) => r.json() as Promise<{ email: string; primary: boolean; verified: boolean }[]>,
    ),
  ]);
  const primary = emails.find((entry) => entry.primary && entry.verified);
  if (!primary) throw badInput('GitHub did not share a verified primary e-mail address');
  return { email: primary.email.toLowerCase(), accountId: String(user.id) };
}

/** Finds the account linked to the provider identity, else the one with the same verified e-mail, else creates one. */
export async function completeOAuth(ctx: AppContext, provider: string, code: string, codeVerifier: string) {
  await limitClient(ctx, 'oauth');
  const identity = await verifiedEmail(ctx, provider, code, codeVerifier);
  const linked = await ctx.db.oAuthAccount.findUnique({
    where: { provider_providerAccountId: { provider, providerAccountId: identity.accountId } },
  });
  let userId = linked?.userId;
  if (!userId) {
    const existing = await ctx.db.user.findUnique({ where: { email: identity.email }, select: { userId: true } });
    userId = existing?.userId ?? (await createAccount(ctx.db, { email: identity.email, emailConfirmed: true, onboarding: true })).userId;
    await ctx.db.oAuthAccount.create({ data: { provider, providerAccountId: identity.accountId, userId } });
  }
  return signedIn(ctx, userId);
}
