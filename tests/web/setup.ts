// Test environment for the web project (jsdom): what browsers have and jsdom lacks, and a clean DOM and storage
// between tests. No jest-dom (not installed): tests assert with plain DOM queries.
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { setI18n } from 'react-i18next';
import { SESSION_HINT_COOKIE } from '../../common/session-hint';
import { createI18n } from '../../web/src/i18n';
import { en } from '../../web/src/i18n/en';

// A component rendered alone, without the app's providers, reads the English catalogue as the app would give it.
setI18n(createI18n('en-US', en));

// Pages render in transitions (slices of work the scheduler spreads out); on a loaded machine the default second
// that findBy and waitFor wait is too short for a page of cards, so they wait up to five.
configure({ asyncUtilTimeout: 5000 });

type Listener = (event: MediaQueryListEvent) => void;

/** A matchMedia whose answers tests can change: `setMediaMatches('(prefers-color-scheme: dark)', true)`. */
const mediaState = new Map<string, boolean>();
const mediaListeners = new Map<string, Set<Listener>>();

export function setMediaMatches(query: string, matches: boolean) {
  mediaState.set(query, matches);
  for (const listener of mediaListeners.get(query) ?? []) listener({ matches, media: query } as MediaQueryListEvent);
}

if (typeof window !== 'undefined') {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string): MediaQueryList => {
      const listeners = mediaListeners.get(query) ?? new Set<Listener>();
      mediaListeners.set(query, listeners);
      return {
        get matches() {
          return mediaState.get(query) ?? false;
        },
        media: query,
        onchange: null,
        addEventListener: (_type: string, listener: Listener) => listeners.add(listener),
        removeEventListener: (_type: string, listener: Listener) => listeners.delete(listener),
        addListener: (listener: Listener) => listeners.add(listener),
        removeListener: (listener: Listener) => listeners.delete(listener),
        dispatchEvent: () => false,
      } as unknown as MediaQueryList;
    },
  });

  if (!('ResizeObserver' in window)) {
    class ResizeObserverStub {
      observe() {}
      unobserve() {}
      disconnect() {}
    }
    Object.defineProperty(window, 'ResizeObserver', { configurable: true, writable: true, value: ResizeObserverStub });
  }
  Object.defineProperty(window, 'scrollTo', { configurable: true, writable: true, value: () => {} });
  if (!Element.prototype.scrollTo) Element.prototype.scrollTo = () => {};
  if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};
}

/**
 * The browser of these tests holds session cookies unless a test says otherwise (the server's answers decide whether
 * they are good); `signedOutBrowser()` takes them away.
 */
export const holdSessionCookies = () => void (document.cookie = `${SESSION_HINT_COOKIE}=1; path=/`);
export const signedOutBrowser = () => void (document.cookie = `${SESSION_HINT_COOKIE}=; path=/; max-age=0`);
if (typeof document !== 'undefined') holdSessionCookies();

afterEach(() => {
  cleanup();
  if (typeof document !== 'undefined') holdSessionCookies();
  mediaState.clear();
  if (typeof window !== 'undefined') {
    window.localStorage.clear();
    document.documentElement.className = '';
    document.documentElement.removeAttribute('style');
    document.documentElement.removeAttribute('data-theme');
  }
});

// Helpers for tests that replace fetch with vi.fn returning real Response objects (the request helper's interface).
export function json(body: unknown, init: ResponseInit = {}) {
  return new Response(JSON.stringify(body), {
    status: 200,
    ...init,
    headers: { 'content-type': 'application/json; charset=utf-8', ...((init.headers as Record<string, string>) ?? {}) },
  });
}

export function unauthorized() {
  return json(
    { error: { code: 'UNAUTHENTICATED', message: 'You need to sign in to do that', details: [] } },
    { status: 401, statusText: 'Unauthorized' },
  );
}

export function callUrl(call: unknown[]): string {
  const input = call[0];
  return typeof input === 'string' ? input : input instanceof URL ? input.href : (input as Request).url;
}

export function callInit(call: unknown[]): RequestInit {
  return (call[1] ?? {}) as RequestInit;
}

export function callHeader(call: unknown[], name: string): string | undefined {
  const headers = callInit(call).headers as Record<string, string> | undefined;
  if (!headers) return undefined;
  const key = Object.keys(headers).find((k) => k.toLowerCase() === name.toLowerCase());
  return key ? headers[key] : undefined;
}
