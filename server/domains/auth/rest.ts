import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { route } from '../../rest/route.js';
import { AppError } from '../../lib/errors.js';
import { parseInput } from '../../lib/validate.js';
import * as service from './service.js';
import { completeOAuth, startOAuth } from './oauth.js';
import { ONBOARDING_PATH } from '../../../common/member-profile.js';
import {
  emailOnlyInput,
  oauthCallbackQuery,
  passwordSignInInput,
  providerParams,
  refreshInput,
  resetPasswordInput,
  signupInput,
  verifyCodeInput,
} from './schemas.js';

const OAUTH_COOKIE = 'oauth_state';
const tags = ['auth'];

interface SavedOAuthState {
  provider?: unknown;
  state?: unknown;
  codeVerifier?: unknown;
}

/** The state /initiate saved in its cookie; a missing, edited or unreadable cookie counts as none. */
function savedOAuthState(cookie: string | undefined): SavedOAuthState {
  try {
    const saved: unknown = JSON.parse(cookie ?? '{}');
    return saved && typeof saved === 'object' ? saved : {};
  } catch {
    return {};
  }
}

export function registerAuthRoutes(app: FastifyInstance) {
  route(app, {
    method: 'POST',
    url: '/auth/signup',
    access: 'Anon',
    summary: 'Create an account and sign in',
    tags,
    body: signupInput,
    status: 201,
    handler: (ctx, { body }) => service.signup(ctx, body),
  });
  route(app, {
    method: 'POST',
    url: '/auth/otp/verify',
    access: 'Anon',
    summary: 'Sign in with the code mailed by /auth/email/initiate',
    tags,
    body: verifyCodeInput,
    handler: (ctx, { body }) => service.verifyEmailCode(ctx, body),
  });
  route(app, {
    method: 'POST',
    url: '/auth/:provider/initiate',
    access: 'Anon',
    summary: 'Start signing in: password ({email, password}), email ({email}: mails a code), google or github (returns authorizationUrl)',
    tags,
    params: providerParams,
    body: z.union([passwordSignInInput, emailOnlyInput, z.object({})]),
    handler: async (ctx, { params, body }, _request, reply) => {
      if (params.provider === 'password') return service.signInWithPassword(ctx, body);
      if (params.provider === 'email') return service.initiateEmailSignIn(ctx, body);
      const start = await startOAuth(ctx, params.provider);
      reply.setCookie(OAUTH_COOKIE, JSON.stringify({ provider: params.provider, state: start.state, codeVerifier: start.codeVerifier }), {
        httpOnly: true,
        sameSite: 'lax',
        secure: ctx.config.isProduction,
        path: '/api/auth',
        maxAge: 600,
      });
      return { authorizationUrl: start.authorizationUrl };
    },
  });
  route(app, {
    method: 'GET',
    url: '/auth/:provider/callback',
    access: 'Anon',
    summary: 'Where Google or GitHub send the user back; signs in and redirects to the app',
    tags,
    params: providerParams,
    query: oauthCallbackQuery,
    handler: async (ctx, { params, query }, request, reply) => {
      const { code, state } = parseInput(oauthCallbackQuery, query);
      const saved = savedOAuthState(request.cookies[OAUTH_COOKIE]);
      reply.clearCookie(OAUTH_COOKIE, { path: '/api/auth' });
      if (saved.provider !== params.provider || saved.state !== state || typeof saved.codeVerifier !== 'string' || !saved.codeVerifier) {
        throw new AppError('BAD_USER_INPUT', 'This sign-in link has expired. Please start again.');
      }
      const { userInfo } = await completeOAuth(ctx, params.provider, code, saved.codeVerifier);
      return reply.redirect(userInfo.onboardingStatus === 'PENDING' ? ONBOARDING_PATH : '/');
    },
  });
  route(app, {
    method: 'POST',
    url: '/auth/forgot-password',
    access: 'Anon',
    summary: 'Mail a password reset code',
    tags,
    body: emailOnlyInput,
    handler: (ctx, { body }) => service.forgotPassword(ctx, body),
  });
  route(app, {
    method: 'POST',
    url: '/auth/reset-password',
    access: 'Anon',
    summary: 'Set a new password with the mailed code, end other sessions and sign in',
    tags,
    body: resetPasswordInput,
    handler: (ctx, { body }) => service.resetPassword(ctx, body),
  });
  route(app, {
    method: 'POST',
    url: '/auth/confirm-email',
    access: 'Anon',
    summary: 'Confirm an e-mail address with the mailed code',
    tags,
    body: verifyCodeInput,
    handler: (ctx, { body }) => service.confirmEmail(ctx, body),
  });
  route(app, {
    method: 'POST',
    url: '/auth/resend-confirmation-email',
    access: 'User',
    summary: 'Mail a new confirmation code',
    tags,
    handler: (ctx) => service.resendConfirmationEmail(ctx),
  });
  route(app, {
    method: 'POST',
    url: '/auth/refresh',
    access: 'Anon',
    summary: 'Rotate the refresh token and get a new access token',
    tags,
    body: refreshInput,
    handler: (ctx, { body }) => service.refresh(ctx, body),
  });
  route(app, {
    method: 'POST',
    url: '/auth/signout',
    access: 'Anon',
    summary: 'End this session and clear the cookies',
    tags,
    body: refreshInput,
    handler: (ctx, { body }) => service.signout(ctx, body),
  });
  route(app, {
    method: 'GET',
    url: '/auth/session',
    access: 'User',
    summary: 'The signed-in user',
    tags,
    handler: (ctx) => service.session(ctx),
  });
}
