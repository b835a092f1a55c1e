import type { TFunction } from '../../i18n';
import { FEEDBACK_MAX_LENGTH, FEEDBACK_WARNING_LENGTH, FEEDBACK_WEBHOOK_FAILED } from './constants';
import { RequestError } from '../../lib/request';

/** normal: green; warning: amber (above 800); over: red (above 1000). */
export type FeedbackTone = 'normal' | 'warning' | 'over';

export interface FeedbackValidation {
  length: number;
  /** The spec §5 message, or null when the text can be sent. */
  error: string | null;
  tone: FeedbackTone;
  /** Submit is enabled only when there is no error. */
  canSubmit: boolean;
  /** 'n / 1000' */
  counter: string;
}

/** Spec §5: empty or whitespace-only text, or more than 1000 characters, cannot be sent. */
export function validateFeedback(text: string, t: TFunction): FeedbackValidation {
  const max = FEEDBACK_MAX_LENGTH;
  const length = text.length;
  const error =
    text.trim() === ''
      ? t('components.feedback.errors.empty')
      : length > FEEDBACK_MAX_LENGTH
        ? t('components.feedback.errors.tooLong', { max })
        : null;
  const tone: FeedbackTone = length > FEEDBACK_MAX_LENGTH ? 'over' : length > FEEDBACK_WARNING_LENGTH ? 'warning' : 'normal';
  return { length, error, tone, canSubmit: error === null, counter: t('components.feedback.counter', { length, max }) };
}

/** Spec §8: the webhook's own message when the server answered 502 with it, else the generic failure. */
export function feedbackFailureMessage(error: unknown, t: TFunction): string {
  if (error instanceof RequestError && error.status === 502 && error.message === FEEDBACK_WEBHOOK_FAILED)
    return t('components.feedback.errors.webhook');
  return t('components.feedback.errors.generic');
}
