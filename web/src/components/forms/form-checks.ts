// Checks and input pieces several forms share.
import { USER_NAME_PATTERN } from './constants';
import type { TFunction } from '../../i18n';

/**
 * `{ [field]: id }` when the chosen image differs from the saved one, else nothing: an unchanged image is left
 * out of the input so saving other fields never touches it.
 */
export function mediaChange<F extends string>(
  field: F,
  chosen: { mediaAssetId: string } | null,
  saved: { mediaAssetId: string } | null | undefined,
): Partial<Record<F, string | null>> {
  const next = chosen?.mediaAssetId ?? null;
  return next === (saved?.mediaAssetId ?? null) ? {} : ({ [field]: next } as Record<F, string | null>);
}

export function userNameError(value: string, t: TFunction): string | undefined {
  return USER_NAME_PATTERN.test(value.trim()) ? undefined : t('components.forms.userNameRule');
}

/** The shape of an address only; whether it exists is for the confirmation e-mail to find out. */
export function emailError(value: string, t: TFunction): string | undefined {
  const text = value.trim();
  if (!text) return t('components.forms.required');
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text) ? undefined : t('components.forms.emailInvalid');
}
