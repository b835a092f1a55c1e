// Codes of reference data and exercises are UPPER_SNAKE_CASE (the server's rule): 2 to 64 characters, a capital
// letter first, then capitals, digits and underscores. A new exercise's code is suggested from its name.
import type { TFunction } from '../../../i18n';

export const CODE_PATTERN = /^[A-Z][A-Z0-9_]*$/;
export const CODE_MIN_LENGTH = 2;
export const CODE_MAX_LENGTH = 64;
/** Social platforms may use a one-letter code (X). */
export const PLATFORM_CODE_MIN_LENGTH = 1;
/** BCP 47 language tags such as en-US or es-ES. */
export const LOCALE_CODE_PATTERN = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;

/** 'Barbell Back Squat (High-Bar)' → 'BARBELL_BACK_SQUAT_HIGH_BAR'; accents dropped; a leading digit gets a prefix. */
export function suggestCode(name: string): string {
  const ascii = name.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  let code = ascii
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  if (/^[0-9]/.test(code)) code = `EX_${code}`;
  return code.slice(0, CODE_MAX_LENGTH).replace(/_+$/, '');
}

/** An error message for a code, or undefined when it is fine. */
export function codeError(t: TFunction, code: string, minLength: number = CODE_MIN_LENGTH): string | undefined {
  const value = code.trim();
  if (!value) return t('admin.common.required');
  if (value.length < minLength) return t('admin.common.codeTooShort', { min: minLength });
  if (value.length > CODE_MAX_LENGTH) return t('admin.common.codeTooLong', { max: CODE_MAX_LENGTH });
  if (!CODE_PATTERN.test(value)) return t('admin.common.codeFormat');
  return undefined;
}

/** The check of a new row's code: its form, then whether another row of the list already has it. */
export function newCodeError(t: TFunction, code: string, taken: (code: string) => boolean, minLength?: number): string | undefined {
  return codeError(t, code, minLength) ?? (taken(code) ? t('admin.common.codeTaken') : undefined);
}
