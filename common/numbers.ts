// Numbers as the interface's languages write them: "12,345.5" in English (US), "12.345,5" in Spanish (which groups
// only from five digits: "1234"). Written out rather than through Intl: the first number a page formats with Intl
// makes the browser load its locale data, 10-25 ms of a phone's main thread during hydration, and the server's render
// and the browser must agree on every digit whatever their default locales.
import { DEFAULT_LANGUAGE, type Language } from './languages.js';
import { WORDS } from './words/index.js';

const SYMBOLS = (language: Language) => WORDS[language].numbers;

const grouped = (digits: string, language: Language) => {
  const { group, groupFrom } = SYMBOLS(language);
  return digits.length < groupFrom ? digits : digits.replace(/\B(?=(\d{3})+$)/g, group);
};

/** A whole number, grouped: 12345 → '12,345' ('12.345' in Spanish). */
export function formatCount(value: number, language: Language = DEFAULT_LANGUAGE): string {
  const rounded = Math.round(value);
  const digits = grouped(String(Math.abs(rounded)), language);
  return rounded < 0 ? `-${digits}` : digits;
}

/**
 * A number as it is (already rounded to what is shown), its whole part grouped only when `group` is set: 132.3 →
 * '132.3' ('132,3' in Spanish). Values typed into fields are left ungrouped, so they read back as typed.
 */
export function formatDecimal(value: number, language: Language = DEFAULT_LANGUAGE, group = false): string {
  const [whole = '0', fraction] = String(Math.abs(value)).split('.');
  const sign = value < 0 ? '-' : '';
  const wholePart = group ? grouped(whole, language) : whole;
  return fraction ? `${sign}${wholePart}${SYMBOLS(language).decimal}${fraction}` : `${sign}${wholePart}`;
}
