// The error pages' numbers (their texts are in the catalogue's app.errorPage) (spec §2.7, §4, §8, §9).

export const HOME_PATH = '/';

/**
 * Escalation by the number of home attempts (§2.7, §9 "escalation at 2, 3 and 5 attempts"):
 * - from 2 attempts: 'Still stuck? Try these:' with 'Go Back' and 'Refresh Page';
 * - more than 3 attempts: also the keyboard hint and a plain link home; from 3 attempts the in-app navigation
 *   replaces the history entry instead of pushing one;
 * - from 5 attempts: the window location is set directly (a full page load), no in-app navigation.
 */
export const STILL_STUCK_AT = 2;
export const MORE_HELP_AFTER = 3;
export const REPLACE_NAVIGATION_AT = 3;
export const HARD_NAVIGATION_AT = 5;

/** If the error screen is still shown this long after an in-app navigation home, the window location is set. */
export const HOME_FALLBACK_MS = 800;

/**
 * Attempts are kept in sessionStorage so they survive the error screen coming back (home failed as well, or the
 * fallback reloaded the page). They count only while attempts follow each other: an error screen shown longer
 * than this after the last attempt starts again from 0.
 */
export const ATTEMPTS_STORAGE_KEY = 'error-page-home-attempts';
export const ATTEMPTS_FRESH_MS = 15_000;

export const DEFAULT_ERROR_EMOJI = '🤕';
