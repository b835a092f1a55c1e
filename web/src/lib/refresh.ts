// The 401 flow of spec §8, shared by the REST helper and Apollo. A call answered 401 (not a retry, not the refresh
// call itself) waits for one POST /auth/refresh at a time: the first 401 starts it, the others wait on the same
// promise, then each retries once with `Authorization: Bearer <new accessToken>` (the new cookie is set too).
// When the refresh fails: both auth cookies are cleared as far as a page can (they are HttpOnly, so also a
// best-effort POST /auth/signout), the browser goes to /auth/login?callbackUrl=<path and query>, and the call
// fails with 'Unauthorized: Token refresh failed' and status 401.
import { API_BASE_URL, AUTH_COOKIES, AUTH_REFRESH_URL, AUTH_SIGNOUT_URL } from './constants';
import { RequestError } from './errors';
import { currentPathAndQuery, loginUrl, navigateTo } from './navigation';
import { mayHaveSession } from './session-hint';
import { translate } from '../i18n';

/** What a failed refresh rejects with, so waiters can tell it apart and redirect only once. */
class RefreshFailure extends Error {
  redirected = false;
}

let pending: Promise<string> | null = null;
/** Told when a refresh failed and the user is being sent to the login page (the session store drops its user). */
let failureHandler: (() => void) | null = null;

export function setRefreshFailureHandler(handler: (() => void) | null) {
  failureHandler = handler;
}
/** Rises with each successful refresh: a call sent before the last refresh retries with its token at once. */
let generation = 0;
let latestToken: string | null = null;

export function getAuthGeneration() {
  return generation;
}

/** Credential endpoints answer 401 for a wrong password or code: those never trigger a refresh. */
const EXEMPT = [/\/auth\/refresh$/, /\/auth\/signout$/, /\/auth\/signup$/, /\/auth\/[a-z]+\/initiate$/, /\/auth\/otp\/verify$/];
const EXEMPT_PLAIN = ['/auth/forgot-password', '/auth/reset-password', '/auth/confirm-email'];

export function isRefreshExempt(url: string) {
  const path = url.split('?')[0] ?? url;
  return EXEMPT.some((pattern) => pattern.test(path)) || EXEMPT_PLAIN.some((suffix) => path.endsWith(suffix));
}

function apiUrl(path: string) {
  return `${API_BASE_URL.replace(/\/+$/, '')}${path}`;
}

async function postRefresh(): Promise<string> {
  if (!mayHaveSession()) throw new RefreshFailure('No session to refresh');
  const response = await fetch(apiUrl(AUTH_REFRESH_URL), {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    // The refresh token is an HttpOnly cookie the page cannot read; the server uses the cookie when the body has none.
    body: JSON.stringify({}),
  });
  if (!response.ok) throw new RefreshFailure(`Refresh failed with status ${response.status}`);
  const body = (await response.json().catch(() => null)) as { data?: { accessToken?: unknown } } | null;
  const token = body?.data?.accessToken;
  if (typeof token !== 'string' || !token) throw new RefreshFailure('Refresh answered without an access token');
  return token;
}

/** Expire both auth cookies (§8). HttpOnly cookies ignore this; the signout call below clears those. */
export function clearAuthCookies() {
  if (typeof document === 'undefined') return;
  for (const name of AUTH_COOKIES) {
    document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    document.cookie = `${name}=; Max-Age=0; path=/`;
  }
}

function signoutBestEffort() {
  fetch(apiUrl(AUTH_SIGNOUT_URL), {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({}),
  }).catch((error: unknown) => console.error('Sign-out after a failed token refresh did not complete', error));
}

/** One refresh at a time: every caller gets the same promise while it runs. */
export function refreshAccessToken(): Promise<string> {
  if (!pending) {
    pending = postRefresh()
      .then((token) => {
        generation += 1;
        latestToken = token;
        return token;
      })
      .catch((error: unknown) => {
        latestToken = null;
        clearAuthCookies();
        throw error instanceof RefreshFailure ? error : new RefreshFailure(String(error));
      })
      .finally(() => {
        pending = null;
      });
  }
  return pending;
}

export interface UnauthorizedOptions {
  /** getAuthGeneration() when the call was sent. */
  startedGeneration?: number;
  /**
   * true (default): a failed refresh signs out and goes to the login page. false: the call just fails (the session
   * check uses this, so a signed-out visitor of a public page stays where they are).
   */
  redirect?: boolean;
}

export function refreshFailedError(cause?: unknown) {
  return new RequestError(translate('app.errors.refreshFailed'), { status: 401, statusText: 'Unauthorized', cause });
}

/** After a 401: the token to retry with, or the §8 error when no new token can be had. */
export async function tokenAfterUnauthorized(options: UnauthorizedOptions = {}): Promise<string> {
  if (options.startedGeneration !== undefined && options.startedGeneration < generation && latestToken) return latestToken;
  try {
    return await refreshAccessToken();
  } catch (error) {
    if (options.redirect !== false) {
      const failure = error instanceof RefreshFailure ? error : null;
      if (!failure || !failure.redirected) {
        if (failure) failure.redirected = true;
        if (mayHaveSession()) signoutBestEffort();
        redirectToLogin();
        try {
          failureHandler?.();
        } catch (handlerError) {
          console.error('Clearing the session after a failed refresh did not complete', handlerError);
        }
      }
    }
    throw refreshFailedError(error);
  }
}

export function redirectToLogin() {
  if (typeof window === 'undefined') return;
  const here = currentPathAndQuery();
  if (window.location.pathname.startsWith('/auth/')) return;
  navigateTo(loginUrl(here), { replace: true });
}

/** Test hook: forget the refresh state between tests. */
export function resetRefreshState() {
  pending = null;
  generation = 0;
  latestToken = null;
}
