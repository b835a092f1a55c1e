// Checks of a social media platform's fields, as the server makes them (so the form can say so before saving).
import type { TFunction } from '../../../i18n';
import { USERNAME_PLACEHOLDER } from '../constants';

/** The server's rule: empty, or an https address containing {username}. */
export function urlFormatError(t: TFunction, value: string): string | undefined {
  const text = value.trim();
  if (text === '') return undefined;
  return /^https:\/\//.test(text) && text.includes(USERNAME_PLACEHOLDER) ? undefined : t('admin.platforms.urlFormatError');
}

export function patternError(t: TFunction, value: string): string | undefined {
  if (!value) return t('admin.common.required');
  try {
    new RegExp(value);
    return undefined;
  } catch {
    return t('admin.platforms.invalidPattern');
  }
}

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two #RRGGBB colours (1 to 21). */
export function contrastRatio(foreground: string, background: string): number {
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Text needs 4.5:1 against its background (WCAG AA). */
export const MIN_TEXT_CONTRAST = 4.5;
