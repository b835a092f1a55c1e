// The feedback dialog's numbers (spec §2.7, §4, §5, §6, §8, §9).

export const FEEDBACK_URL = '/feedback';

export const FEEDBACK_MAX_LENGTH = 1000;
/** The textarea accepts a little more than the limit so the counter can turn red and explain. */
export const FEEDBACK_INPUT_MAX_LENGTH = 1050;
/** Above this many characters the counter turns amber. */
export const FEEDBACK_WARNING_LENGTH = 800;
export const FEEDBACK_FOCUS_DELAY_MS = 150;
export const FEEDBACK_AUTO_CLOSE_MS = 1500;
export const FEEDBACK_TOAST_DURATION_MS = 4000;
/** The server accepts user agents of up to 500 characters. */
export const FEEDBACK_USER_AGENT_MAX_LENGTH = 500;

/** The server's message when the team's webhook refused the feedback (a 502). */
export const FEEDBACK_WEBHOOK_FAILED = 'Failed to submit feedback via webhook.';

/** Counter colours: green normally, amber above 800, red above 1000; readable on light, dark and oled panels. */
export const FEEDBACK_COUNTER_COLORS = {
  normal: { base: 'green.700', _dark: 'green.300' },
  warning: { base: 'yellow.700', _dark: 'yellow.300' },
  over: { base: 'red.700', _dark: 'red.300' },
} as const;
