// Six-digit codes mailed to a user. Stored as an HMAC (never in clear), valid for a short time, five attempts.
import crypto from 'node:crypto';
import type { AppContext } from '../context.js';
import { AppError } from '../lib/errors.js';
import { limitCodeGuess } from './rate-limit.js';

export type CodePurpose = 'SIGN_IN' | 'PASSWORD_RESET' | 'EMAIL_CONFIRMATION';

export const CODE_TTL_MINUTES: Record<CodePurpose, number> = { SIGN_IN: 10, PASSWORD_RESET: 30, EMAIL_CONFIRMATION: 24 * 60 };
export const MAX_CODE_ATTEMPTS = 5;

const digest = (secret: string, userId: string, purpose: CodePurpose, code: string) =>
  crypto.createHmac('sha256', secret).update(`${userId}:${purpose}:${code}`).digest('hex');

/** Issues a new code; earlier unused codes for the same purpose stop working. */
export async function issueCode(ctx: AppContext, userId: string, purpose: CodePurpose): Promise<string> {
  const code = crypto.randomInt(0, 1_000_000).toString().padStart(6, '0');
  await ctx.db.$transaction([
    ctx.db.oneTimeCode.updateMany({ where: { userId, purpose, consumedAt: null }, data: { consumedAt: new Date() } }),
    ctx.db.oneTimeCode.create({
      data: {
        userId,
        purpose,
        codeHash: digest(ctx.config.jwtSecret, userId, purpose, code),
        expiresAt: new Date(Date.now() + CODE_TTL_MINUTES[purpose] * 60_000),
      },
    }),
  ]);
  return code;
}

const invalidCode = () =>
  new AppError('BAD_USER_INPUT', 'That code is not valid or has expired', [
    { field: 'code', message: 'That code is not valid or has expired' },
  ]);

/** Checks and consumes the user's current code for a purpose. Wrong guesses count against it, and every guess against the account. */
export async function consumeCode(ctx: AppContext, userId: string, purpose: CodePurpose, code: string): Promise<void> {
  await limitCodeGuess(ctx, userId);
  const row = await ctx.db.oneTimeCode.findFirst({ where: { userId, purpose, consumedAt: null }, orderBy: { createdAt: 'desc' } });
  if (!row || row.expiresAt <= new Date()) throw invalidCode();
  if (row.attempts >= MAX_CODE_ATTEMPTS) throw new AppError('RATE_LIMITED', 'Too many wrong codes. Ask for a new one.');
  const expected = Buffer.from(row.codeHash, 'hex');
  const given = Buffer.from(digest(ctx.config.jwtSecret, userId, purpose, code), 'hex');
  if (!crypto.timingSafeEqual(expected, given)) {
    await ctx.db.oneTimeCode.update({ where: { oneTimeCodeId: row.oneTimeCodeId }, data: { attempts: { increment: 1 } } });
    throw invalidCode();
  }
  const claimed = await ctx.db.oneTimeCode.updateMany({
    where: { oneTimeCodeId: row.oneTimeCodeId, consumedAt: null },
    data: { consumedAt: new Date() },
  });
  if (claimed.count === 0) throw invalidCode();
}
