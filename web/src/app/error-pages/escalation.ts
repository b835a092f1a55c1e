// The home-attempt counter and what it unlocks, as plain functions (unit-tested; see constants.ts).
import {
  ATTEMPTS_FRESH_MS,
  ATTEMPTS_STORAGE_KEY,
  HARD_NAVIGATION_AT,
  MORE_HELP_AFTER,
  REPLACE_NAVIGATION_AT,
  STILL_STUCK_AT,
} from './constants';

export interface Escalation {
  /** 'Still stuck? Try these:' with Go Back and Refresh Page. */
  showStillStuck: boolean;
  /** The keyboard hint and the plain link home. */
  showMoreHelp: boolean;
}

export function escalationFor(attempts: number): Escalation {
  return { showStillStuck: attempts >= STILL_STUCK_AT, showMoreHelp: attempts > MORE_HELP_AFTER };
}

export type HomeNavigation = 'push' | 'replace' | 'location';

/** How the attempt with this number (1 for the first click) goes home: push, then replace, then window.location. */
export function homeNavigationFor(attempt: number): HomeNavigation {
  if (attempt >= HARD_NAVIGATION_AT) return 'location';
  if (attempt >= REPLACE_NAVIGATION_AT) return 'replace';
  return 'push';
}

interface StoredAttempts {
  count: number;
  at: number;
}

/** The attempts so far, if the last one was made moments ago (ATTEMPTS_FRESH_MS); else 0. */
export function loadAttempts(now = Date.now()): number {
  try {
    const raw = window.sessionStorage.getItem(ATTEMPTS_STORAGE_KEY);
    if (!raw) return 0;
    const stored = JSON.parse(raw) as Partial<StoredAttempts>;
    if (typeof stored.count !== 'number' || typeof stored.at !== 'number' || now - stored.at > ATTEMPTS_FRESH_MS) return 0;
    return Math.max(0, Math.floor(stored.count));
  } catch {
    return 0;
  }
}

export function saveAttempts(count: number, now = Date.now()) {
  try {
    window.sessionStorage.setItem(ATTEMPTS_STORAGE_KEY, JSON.stringify({ count, at: now } satisfies StoredAttempts));
  } catch (error) {
    console.warn('Could not remember the error page attempts', error);
  }
}

/** Full page loads, in one object so tests can replace them (jsdom cannot navigate). */
export const windowNavigation = {
  assign: (url: string) => window.location.assign(url),
  reload: () => window.location.reload(),
};
