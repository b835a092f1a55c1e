// Access tokens are short-lived JWTs; refresh tokens are opaque random strings stored as hashes, rotated on every
// use. A refresh token presented after it was rotated means it leaked: the whole family is revoked.
import crypto from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { AppContext } from '../context.js';
import { AppError } from '../lib/errors.js';

const ISSUER = 'liftmates';

export interface AccessClaims {
  sub: string;
}

// jose imports a secret given as bytes on every call (a WebCrypto importKey per signed-in request); the key is
// imported once per secret instead.
const keys = new Map<string, Promise<CryptoKey>>();
function key(secret: string): Promise<CryptoKey> {
  let imported = keys.get(secret);
  if (!imported) {
    const hmac = { name: 'HMAC', hash: 'SHA-256' };
    imported = crypto.webcrypto.subtle.importKey('raw', new TextEncoder().encode(secret), hmac, false, ['sign', 'verify']);
    keys.set(secret, imported);
  }
  return imported;
}
export const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex');

export async function signAccessToken(ctx: Pick<AppContext, 'config'>, userId: string): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(`${ctx.config.accessTokenTtlSeconds}s`)
    .sign(await key(ctx.config.jwtSecret));
}

/**
 * Tokens already verified, by secret, until they expire. A client sends its one token with every request, and
 * verifying it is a WebCrypto call that runs on the thread pool: about a millisecond of each signed-in request's
 * latency, for an answer that cannot change before the token expires. The oldest are let go past VERIFIED_KEPT.
 */
const verified = new Map<string, Map<string, { sub: string; expiresAt: number }>>();
const VERIFIED_KEPT = 10_000;

export async function verifyAccessToken(secret: string, token: string): Promise<AccessClaims | null> {
  let known = verified.get(secret);
  if (!known) verified.set(secret, (known = new Map()));
  const seen = known.get(token);
  if (seen) {
    if (seen.expiresAt > Date.now()) return { sub: seen.sub };
    known.delete(token);
    return null;
  }
  try {
    const { payload } = await jwtVerify(token, await key(secret), { issuer: ISSUER, algorithms: ['HS256'] });
    if (!payload.sub) return null;
    // Tokens signed here always carry an expiry; one without is checked every time rather than kept.
    if (payload.exp) {
      if (known.size >= VERIFIED_KEPT) known.delete(known.keys().next().value!);
      known.set(token, { sub: payload.sub, expiresAt: payload.exp * 1000 });
    }
    return { sub: payload.sub };
  } catch {
    return null;
  }
}

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

async function issueRefreshToken(ctx: AppContext, userId: string, familyId: string): Promise<string> {
  const refreshToken = crypto.randomBytes(32).toString('base64url');
  await ctx.db.refreshToken.create({
    data: {
      userId,
      familyId,
      tokenHash: sha256(refreshToken),
      expiresAt: new Date(Date.now() + ctx.config.refreshTokenTtlDays * 86_400_000),
      userAgent: ctx.client.userAgent.slice(0, 300),
    },
  });
  return refreshToken;
}

/** A new session: a new token family. */
export async function startSession(ctx: AppContext, userId: string): Promise<TokenPair> {
  const refreshToken = await issueRefreshToken(ctx, userId, crypto.randomUUID());
  const accessToken = await signAccessToken(ctx, userId);
  ctx.cookies.setSession(accessToken, refreshToken);
  await ctx.db.user.update({ where: { userId }, data: { lastSignInAt: new Date() } });
  return { accessToken, refreshToken };
}

const refreshFailed = () => new AppError('UNAUTHENTICATED', 'Your session has expired. Please sign in again.');

export async function rotateRefreshToken(ctx: AppContext, presented: string): Promise<TokenPair> {
  const now = new Date();
  const row = await ctx.db.refreshToken.findUnique({
    where: { tokenHash: sha256(presented) },
    include: { user: { select: { disabledAt: true } } },
  });
  if (!row || row.revokedAt || row.expiresAt <= now || row.user.disabledAt) throw refreshFailed();
  // Claim the token atomically: of two concurrent refreshes with one token, only one wins.
  const claimed = await ctx.db.refreshToken.updateMany({
    where: { refreshTokenId: row.refreshTokenId, usedAt: null },
    data: { usedAt: now },
  });
  if (claimed.count === 0) {
    await ctx.db.refreshToken.updateMany({ where: { familyId: row.familyId, revokedAt: null }, data: { revokedAt: now } });
    throw new AppError('UNAUTHENTICATED', 'This session was ended because its refresh token was used twice. Please sign in again.');
  }
  const refreshToken = await issueRefreshToken(ctx, row.userId, row.familyId);
  const accessToken = await signAccessToken(ctx, row.userId);
  ctx.cookies.setSession(accessToken, refreshToken);
  return { accessToken, refreshToken };
}

export async function revokeFamilyOf(ctx: AppContext, presented: string): Promise<void> {
  const row = await ctx.db.refreshToken.findUnique({ where: { tokenHash: sha256(presented) } });
  if (row) await ctx.db.refreshToken.updateMany({ where: { familyId: row.familyId, revokedAt: null }, data: { revokedAt: new Date() } });
}

export async function revokeAllSessions(ctx: AppContext, userId: string): Promise<void> {
  await ctx.db.refreshToken.updateMany({ where: { userId, revokedAt: null }, data: { revokedAt: new Date() } });
}
