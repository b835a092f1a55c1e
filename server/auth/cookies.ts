import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_HINT_COOKIE } from '../../common/session-hint.js';

export const ACCESS_COOKIE = 'jwt_token';
export const REFRESH_COOKIE = 'refresh_token';

/** How services set and clear the session cookies, whichever API the request came through. */
export interface AuthCookies {
  setSession(accessToken: string, refreshToken: string): void;
  clear(): void;
  refreshToken(): string | undefined;
}

export function fastifyCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  options: { secure: boolean; accessTtlSeconds: number; refreshTtlDays: number },
): AuthCookies {
  const base = { httpOnly: true, sameSite: 'lax' as const, secure: options.secure, path: '/' };
  return {
    setSession(accessToken, refreshToken) {
      reply.setCookie(ACCESS_COOKIE, accessToken, { ...base, maxAge: options.accessTtlSeconds });
      reply.setCookie(REFRESH_COOKIE, refreshToken, { ...base, maxAge: options.refreshTtlDays * 86_400 });
      reply.setCookie(SESSION_HINT_COOKIE, '1', { ...base, httpOnly: false, maxAge: options.refreshTtlDays * 86_400 });
    },
    clear() {
      reply.clearCookie(ACCESS_COOKIE, base);
      reply.clearCookie(REFRESH_COOKIE, base);
      reply.clearCookie(SESSION_HINT_COOKIE, { ...base, httpOnly: false });
    },
    refreshToken: () => request.cookies[REFRESH_COOKIE],
  };
}

/**
 * A session begun before the hint cookie existed has none: the page it loads gets one (for the browser's session; the
 * next token refresh sets it for as long as the refresh token lasts), or the app would take it for signed out.
 */
export function hintExistingSession(request: FastifyRequest, reply: FastifyReply, secure: boolean) {
  if (!request.cookies[REFRESH_COOKIE] || request.cookies[SESSION_HINT_COOKIE]) return;
  reply.setCookie(SESSION_HINT_COOKIE, '1', { httpOnly: false, sameSite: 'lax', secure, path: '/' });
}
