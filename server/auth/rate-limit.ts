// Attempt counters for the authentication operations. The services count, whichever API the call came through, so
// a GraphQL document with fifty aliased signIn calls is fifty attempts. With REDIS_URL the counters live in Redis
// and every instance sees the same ones.
import type { Redis } from 'ioredis';
import type { AppContext } from '../context.js';
import { AppError } from '../lib/errors.js';

export interface RateLimiter {
  /** Counts one attempt under `key` in a fixed window; allowed while the window's count is within `limit`. */
  attempt(key: string, limit: number, windowMs: number): Promise<{ allowed: boolean; retryAfterMs: number }>;
}

/** Counters of one process: enough for a single instance. */
export function memoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const MAX_KEYS = 50_000;
  return {
    async attempt(key, limit, windowMs) {
      const time = now();
      let entry = windows.get(key);
      if (!entry || entry.resetAt <= time) {
        if (windows.size >= MAX_KEYS) for (const [k, v] of windows) if (v.resetAt <= time) windows.delete(k);
        entry = { count: 0, resetAt: time + windowMs };
        windows.set(key, entry);
      }
      entry.count += 1;
      return { allowed: entry.count <= limit, retryAfterMs: entry.resetAt - time };
    },
  };
}

// One round trip: count, start the window on the first attempt, and say how long it still runs.
const ATTEMPT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {count, ttl}`;

/** Counters shared by every instance through Redis. When Redis cannot be reached, attempts are let through. */
export function redisRateLimiter(redis: Redis, onError: (error: unknown) => void): RateLimiter {
  return {
    async attempt(key, limit, windowMs) {
      try {
        const [count, ttl] = (await redis.eval(ATTEMPT_SCRIPT, 1, `liftmates-attempts:${key}`, windowMs)) as [number, number];
        return { allowed: count <= limit, retryAfterMs: ttl };
      } catch (error) {
        onError(error);
        return { allowed: true, retryAfterMs: 0 };
      }
    },
  };
}

/** The authentication operations, each counted per client address and minute (RATE_LIMIT_AUTH_PER_MINUTE). */
export type AuthOperation =
  | 'sign-up'
  | 'sign-in'
  | 'sign-in-code'
  | 'verify-code'
  | 'forgot-password'
  | 'reset-password'
  | 'confirm-email'
  | 'resend-confirmation'
  | 'oauth'
  | 'feedback';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** Mails one address may be sent per hour by sign-in codes, password resets and confirmations together. */
export const MAILS_PER_ADDRESS_PER_HOUR = 5;
/** Codes one account may try per hour, across every code it is sent: a new code does not buy new guesses. */
export const CODE_GUESSES_PER_ACCOUNT_PER_HOUR = 10;

async function spend(ctx: AppContext, key: string, limit: number, windowMs: number, message: string) {
  const { allowed, retryAfterMs } = await ctx.limiter.attempt(key, limit, windowMs);
  if (!allowed) {
    const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
    throw new AppError('RATE_LIMITED', `${message} Try again in ${seconds} seconds.`);
  }
}

/** One attempt at an authentication operation by this client. */
export const limitClient = (ctx: AppContext, operation: AuthOperation) =>
  spend(ctx, `client:${operation}:${ctx.client.ip}`, ctx.config.authRateLimitPerMinute, MINUTE, 'Too many attempts.');

/** One more mail to this address (counted whether or not it has an account, so the answer reveals nothing). */
export const limitMailTo = (ctx: AppContext, email: string) =>
  spend(ctx, `mail:${email}`, MAILS_PER_ADDRESS_PER_HOUR, HOUR, 'Too many mails were sent to this address.');

/** One more code guess for this account. */
export const limitCodeGuess = (ctx: AppContext, userId: string) =>
  spend(ctx, `code-guess:${userId}`, CODE_GUESSES_PER_ACCOUNT_PER_HOUR, HOUR, 'Too many codes were tried for this account.');
