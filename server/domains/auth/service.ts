// Sign-up, the three ways to sign in (password, e-mailed code, OAuth), password reset, e-mail confirmation,
// token refresh and sign-out. Every successful sign-in starts a new refresh-token family and sets the cookies.
import type { AppContext } from '../../context.js';
import { requireUser } from '../../auth/permissions.js';
import { loadViewer } from '../../auth/resolve-viewer.js';
import { hashPassword, spendVerifyTime, verifyPassword } from '../../auth/passwords.js';
import { consumeCode, issueCode, CODE_TTL_MINUTES } from '../../auth/one-time-codes.js';
import { limitClient, limitMailTo } from '../../auth/rate-limit.js';
import { revokeAllSessions, revokeFamilyOf, rotateRefreshToken, startSession } from '../../auth/tokens.js';
import { AppError, badInput } from '../../lib/errors.js';
import { parseInput } from '../../lib/validate.js';
import { createAccount } from '../users/service.js';
import { loadUserInfo } from '../users/user-info.js';
import { emailOnlyInput, passwordSignInInput, refreshInput, resetPasswordInput, signupInput, verifyCodeInput } from './schemas.js';

/** The one way every sign-in ends: a disabled account is refused, anyone else gets a new session. */
export async function signedIn(ctx: AppContext, userId: string) {
  const userInfo = await loadUserInfo(ctx.db, userId);
  if (userInfo.disabled) throw new AppError('FORBIDDEN', 'This account has been disabled. Contact support if you think this is a mistake.');
  const { accessToken } = await startSession(ctx, userId);
  // The rest of this request (a GraphQL payload, say) acts as the user who just signed in.
  ctx.viewer = await loadViewer(ctx.db, userId);
  return { accessToken, userInfo };
}

async function mailConfirmation(ctx: AppContext, user: { userId: string; email: string }) {
  const code = await issueCode(ctx, user.userId, 'EMAIL_CONFIRMATION');
  const link = `${ctx.client.origin}/auth/confirm-email?email=${encodeURIComponent(user.email)}&code=${code}`;
  await ctx.mailer.send({
    to: user.email,
    template: 'EMAIL_CONFIRMATION',
    params: { code, link, hours: CODE_TTL_MINUTES.EMAIL_CONFIRMATION / 60 },
  });
}

export async function signup(ctx: AppContext, rawInput: unknown) {
  await limitClient(ctx, 'sign-up');
  const input = parseInput(signupInput, rawInput);
  await limitMailTo(ctx, input.email);
  const user = await createAccount(ctx.db, { ...input, onboarding: true });
  await mailConfirmation(ctx, user);
  return signedIn(ctx, user.userId);
}

const wrongCredentials = () => new AppError('UNAUTHENTICATED', 'The e-mail or password is not right');

export async function signInWithPassword(ctx: AppContext, rawInput: unknown) {
  await limitClient(ctx, 'sign-in');
  const input = parseInput(passwordSignInInput, rawInput);
  const user = await ctx.db.user.findUnique({ where: { email: input.email }, select: { userId: true, passwordHash: true } });
  if (!user) {
    await spendVerifyTime(input.password);
    throw wrongCredentials();
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) throw wrongCredentials();
  return signedIn(ctx, user.userId);
}

/** Mails a sign-in code. The answer is the same whether or not the address has an account. */
export async function initiateEmailSignIn(ctx: AppContext, rawInput: unknown) {
  await limitClient(ctx, 'sign-in-code');
  const input = parseInput(emailOnlyInput, rawInput);
  await limitMailTo(ctx, input.email);
  const user = await ctx.db.user.findUnique({ where: { email: input.email }, select: { userId: true, email: true, disabledAt: true } });
  if (user && !user.disabledAt) {
    const code = await issueCode(ctx, user.userId, 'SIGN_IN');
    await ctx.mailer.send({
      to: user.email,
      template: 'SIGN_IN_CODE',
      params: { code, minutes: CODE_TTL_MINUTES.SIGN_IN },
    });
  }
  return { sent: true, email: input.email };
}

async function userForCode(ctx: AppContext, email: string) {
  const user = await ctx.db.user.findUnique({ where: { email }, select: { userId: true, disabledAt: true } });
  if (!user || user.disabledAt)
    throw badInput('That code is not valid or has expired', [{ field: 'code', message: 'That code is not valid or has expired' }]);
  return user;
}

export async function verifyEmailCode(ctx: AppContext, rawInput: unknown) {
  await limitClient(ctx, 'verify-code');
  const input = parseInput(verifyCodeInput, rawInput);
  const user = await userForCode(ctx, input.email);
  await consumeCode(ctx, user.userId, 'SIGN_IN', input.code);
  // Receiving the code proves the address belongs to this person.
  await ctx.db.user.updateMany({ where: { userId: user.userId, emailConfirmedAt: null }, data: { emailConfirmedAt: new Date() } });
  return signedIn(ctx, user.userId);
}

export async function forgotPassword(ctx: AppContext, rawInput: unknown) {
  await limitClient(ctx, 'forgot-password');
  const input = parseInput(emailOnlyInput, rawInput);
  await limitMailTo(ctx, input.email);
  const user = await ctx.db.user.findUnique({ where: { email: input.email }, select: { userId: true, email: true, disabledAt: true } });
  if (user && !user.disabledAt) {
    const code = await issueCode(ctx, user.userId, 'PASSWORD_RESET');
    const link = `${ctx.client.origin}/auth/reset-password?email=${encodeURIComponent(user.email)}&code=${code}`;
    await ctx.mailer.send({
      to: user.email,
      template: 'PASSWORD_RESET',
      params: { code, link, minutes: CODE_TTL_MINUTES.PASSWORD_RESET },
    });
  }
  return { sent: true, email: input.email };
}

/** Sets a new password, ends every other session, and signs in. */
export async function resetPassword(ctx: AppContext, rawInput: unknown) {
  await limitClient(ctx, 'reset-password');
  const input = parseInput(resetPasswordInput, rawInput);
  const user = await userForCode(ctx, input.email);
  await consumeCode(ctx, user.userId, 'PASSWORD_RESET', input.code);
  await ctx.db.user.update({
    where: { userId: user.userId },
    data: { passwordHash: await hashPassword(input.password), emailConfirmedAt: new Date() },
  });
  await revokeAllSessions(ctx, user.userId);
  return signedIn(ctx, user.userId);
}

export async function confirmEmail(ctx: AppContext, rawInput: unknown) {
  await limitClient(ctx, 'confirm-email');
  const input = parseInput(verifyCodeInput, rawInput);
  const user = await userForCode(ctx, input.email);
  await consumeCode(ctx, user.userId, 'EMAIL_CONFIRMATION', input.code);
  await ctx.db.user.update({ where: { userId: user.userId }, data: { emailConfirmedAt: new Date() } });
  return { emailConfirmed: true };
}

export async function resendConfirmationEmail(ctx: AppContext) {
  const viewer = requireUser(ctx);
  await limitClient(ctx, 'resend-confirmation');
  const user = await ctx.db.user.findUniqueOrThrow({
    where: { userId: viewer.userId },
    select: { userId: true, email: true, emailConfirmedAt: true },
  });
  if (user.emailConfirmedAt) return { sent: false, alreadyConfirmed: true };
  await limitMailTo(ctx, user.email);
  await mailConfirmation(ctx, user);
  return { sent: true, alreadyConfirmed: false };
}

export async function refresh(ctx: AppContext, rawInput: unknown) {
  const input = parseInput(refreshInput, rawInput ?? {});
  const presented = input.refreshToken ?? ctx.cookies.refreshToken();
  if (!presented) throw new AppError('UNAUTHENTICATED', 'No refresh token was sent');
  try {
    const { accessToken } = await rotateRefreshToken(ctx, presented);
    return { accessToken };
  } catch (error) {
    ctx.cookies.clear();
    throw error;
  }
}

export async function signout(ctx: AppContext, rawInput: unknown) {
  const input = parseInput(refreshInput, rawInput ?? {});
  const presented = input.refreshToken ?? ctx.cookies.refreshToken();
  if (presented) await revokeFamilyOf(ctx, presented);
  ctx.cookies.clear();
}

export async function session(ctx: AppContext) {
  const viewer = requireUser(ctx);
  return { userInfo: await loadUserInfo(ctx.db, viewer.userId) };
}
