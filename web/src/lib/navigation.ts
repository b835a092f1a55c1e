// Navigation from outside React (the 401 flow, logout, other tabs signing out). main.tsx points it at the data
// router; until then, and in tests that do not set one, it changes window.location.
export interface NavigateOptions {
  replace?: boolean;
}
export type Navigator = (to: string, options?: NavigateOptions) => void;

const locationNavigator: Navigator = (to, options) => {
  if (options?.replace) window.location.replace(to);
  else window.location.assign(to);
};

let current: Navigator = locationNavigator;

export function setNavigator(navigator: Navigator | null) {
  current = navigator ?? locationNavigator;
}

export function navigateTo(to: string, options?: NavigateOptions) {
  current(to, options);
}

/** The current path and query, as used in callbackUrl. */
export function currentPathAndQuery() {
  return `${window.location.pathname}${window.location.search}`;
}

/** Only same-origin relative paths are followed after sign-in ('/x', never '//host' or 'https://…'). */
export function safeCallbackUrl(value: string | null | undefined, fallback: string): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  try {
    const url = new URL(value, window.location.origin);
    if (url.origin !== window.location.origin) return fallback;
    if (url.pathname.startsWith('/auth/') || url.pathname === '/login') return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}

export function loginUrl(callbackUrl?: string) {
  return callbackUrl ? `/auth/login?callbackUrl=${encodeURIComponent(callbackUrl)}` : '/auth/login';
}
