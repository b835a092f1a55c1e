// The share dialog's texts and numbers (spec §2.7, §4, §8, §9).
import { PRODUCT_NAME } from '../../lib/constants';

/** How long the copy button shows 'Copied' (§9). */
export const SHARE_COPIED_MS = 2000;
/** Size of the social-site popup windows (§2.7). */
export const SHARE_POPUP_WIDTH = 550;
export const SHARE_POPUP_HEIGHT = 420;

export const shareStrings = {
  title: 'Share',
  shareText: (title: string) => `Check out ${title} on ${PRODUCT_NAME}!`,
  linkLabel: 'Link',
  copy: 'Copy link',
  copied: 'Copied',
  linkCopied: 'Link copied!',
  copyFailed: 'Failed to copy',
  shareOn: 'Share on',
  nativeShare: 'More options…',
  close: 'Close',
  draft: {
    title: 'This workout is still a draft',
    text: 'Draft workouts cannot be shared yet. To share it:',
    steps: ['Go to the Publish tab', 'Assign a creator', 'Finish creating the workout'],
    ok: 'Got it',
    edit: 'Open the workout',
  },
} as const;
