// The share dialog's numbers (spec §2.7, §4, §8, §9).

/** How long the copy button shows 'Copied' (§9). */
export const SHARE_COPIED_MS = 2000;
/** Size of the social-site popup windows (§2.7). */
export const SHARE_POPUP_WIDTH = 550;
export const SHARE_POPUP_HEIGHT = 420;
