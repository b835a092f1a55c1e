// The languages of the interface and of the content (exercise names and instructions), for the server and the web
// app alike: which exist, which can be chosen, and how a visitor's own (a setting, `?lang=`, the browser's list)
// settles on one of them.

/** Every language the selector lists, in its order; only the enabled ones can be chosen yet. */
export const LANGUAGES = [
  { code: 'en-US', label: 'English (US)', enabled: true },
  { code: 'es-ES', label: 'Español (ES)', enabled: true },
  { code: 'en-GB', label: 'English (UK)', enabled: false },
  { code: 'fr-FR', label: 'Français (FR)', enabled: false },
  { code: 'de-DE', label: 'Deutsch (DE)', enabled: false },
  { code: 'it-IT', label: 'Italiano (IT)', enabled: false },
  { code: 'pt-PT', label: 'Português (PT)', enabled: false },
  { code: 'ru-RU', label: 'Русский (RU)', enabled: false },
  { code: 'ja-JP', label: '日本語 (JP)', enabled: false },
  { code: 'ko-KR', label: '한국어 (KR)', enabled: false },
  { code: 'hi-IN', label: 'हिन्दी (IN)', enabled: false },
] as const;

type Listed = (typeof LANGUAGES)[number];
/** A language the interface can be shown in. */
export type Language = Extract<Listed, { enabled: true }>['code'];

export const DEFAULT_LANGUAGE: Language = 'en-US';
export const ENABLED_LANGUAGES = LANGUAGES.filter((language): language is Extract<Listed, { enabled: true }> => language.enabled).map(
  (language) => language.code,
);

/** The query-string key that picks a language for one visit (and is remembered from then on). */
export const LANGUAGE_PARAM = 'lang';
/** The cookie a visitor's choice is kept in, so the server renders their pages in it. */
export const LANGUAGE_COOKIE = 'lm_lang';

export const isLanguage = (value: unknown): value is Language => ENABLED_LANGUAGES.includes(value as Language);

/**
 * The enabled language a language tag asks for: the exact one, or the one of its primary language ('es', 'es-MX' and
 * 'es-419' read Spanish as written in Spain, 'en-GB' English (US) until English (UK) is written); null for none.
 */
export function languageOf(tag: string | null | undefined): Language | null {
  if (!tag) return null;
  const exact = ENABLED_LANGUAGES.find((code) => code.toLowerCase() === tag.trim().toLowerCase());
  if (exact) return exact;
  const primary = tag.trim().split(/[-_]/)[0]?.toLowerCase();
  return ENABLED_LANGUAGES.find((code) => code.split('-')[0] === primary) ?? null;
}

/** The first of an Accept-Language header's languages (by weight, then order) that the interface speaks. */
export function acceptedLanguage(header: string | null | undefined): Language | null {
  const ranked = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag: tag.trim(), weight: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of ranked) {
    const language = languageOf(tag);
    if (language) return language;
  }
  return null;
}

/** The first language that settles it, in the order given (the address, the member's setting, the device...). */
export function chooseLanguage(...candidates: (string | null | undefined)[]): Language {
  for (const candidate of candidates) {
    const language = languageOf(candidate);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}
