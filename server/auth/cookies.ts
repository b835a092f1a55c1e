import type { FastifyReply, FastifyRequest } from 'fastify';

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
    },
    clear() {
      reply.clearCookie(ACCESS_COOKIE, base);
      reply.clearCookie(REFRESH_COOKIE, base);
    },
    refreshToken: () => request.cookies[REFRESH_COOKIE],
  };
}
