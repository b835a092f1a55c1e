// The Flexicon's numbers and fixed lists.

/** Exercises per page; the server allows up to 100. */
export const FLEXICON_PAGE_SIZE = 24;
/** Search as you type waits this long after the last key. */
export const SEARCH_DEBOUNCE_MS = 250;
/** The infinite-scroll sentinel asks for the next page this far before it comes into view. */
export const INFINITE_SCROLL_MARGIN = '600px';
/** Related exercises shown on an exercise's page. */
export const RELATED_EXERCISES_LIMIT = 8;

/** Languages instructions can be read in; missing ones fall back to English (US) on the server. */
export const INSTRUCTION_LOCALES = [
  { localeCode: 'en-US', label: 'English (US)' },
  { localeCode: 'es-ES', label: 'Español (ES)' },
] as const;
export type InstructionLocale = (typeof INSTRUCTION_LOCALES)[number]['localeCode'];
export const DEFAULT_INSTRUCTION_LOCALE: InstructionLocale = 'en-US';
/** The query-string key of the instruction language on /e/{exerciseCode}. */
export const LOCALE_PARAM = 'lang';

export const FLEXICON_EXPLORE_PATH = '/flexicon/explore';
export const exercisePath = (exerciseCode: string) => `/e/${encodeURIComponent(exerciseCode)}`;
