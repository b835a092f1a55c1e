// Whether the browser has a network, as it says. Its "no" is reliable (no connection at all: flight mode, a basement
// gym), its "yes" only means a request may get through. While it says no, the app's requests are not sent: each
// would fail, and the browser logs every failed request as an error in the console, which a page retrying while
// offline would fill. They fail at once instead, or wait for the network, and go as soon as it is back.
import { useSyncExternalStore } from 'react';
import { translate } from '../i18n';

export const isOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

/** What a request fails with when it was not sent because the browser is offline: a TypeError, as fetch's own. */
export class OfflineError extends TypeError {
  constructor() {
    super(translate('app.errors.offline'));
    this.name = 'OfflineError';
  }
}

export const isOfflineError = (error: unknown): error is OfflineError => error instanceof OfflineError;

/** fetch, failing at once with an OfflineError while the browser is offline. */
export function fetchWhenOnline(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  return isOnline() ? fetch(input, init) : Promise.reject(new OfflineError());
}

/** Resolves when the browser is online: at once if it is, else at its `online` event. */
export function whenOnline(): Promise<void> {
  if (isOnline()) return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('online', () => resolve(), { once: true }));
}

function subscribe(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** Whether the browser is online, kept up to date; a server render assumes it is. */
export const useOnline = () => useSyncExternalStore(subscribe, isOnline, () => true);
