// The interface's languages through i18next: one instance per render (the server renders pages for visitors of
// different languages at once), made with the English catalogue and the chosen one already loaded, so t() never
// waits and a page the server rendered hydrates in the words it was rendered in. Components read texts with
// react-i18next's useTranslation(); a helper outside React takes the `t` it is given.
import i18next, { type i18n, type TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, ENABLED_LANGUAGES, type Language } from '../../../common/languages';
import { en } from './en';
import type { Translation } from './types';

export type Catalogue = typeof en;
export type { TFunction };

/** The catalogue of a language; only English ships with the app's first script, the others load when chosen. */
export async function loadCatalogue(language: Language): Promise<Translation<Catalogue>> {
  switch (language) {
    case 'es-ES':
      return (await import('./es')).es;
    default:
      return en;
  }
}

/** The browser's instance (it has one; the server one per render), for code outside React. */
let browserInstance: i18n | null = null;
/** Where there is none (the server's render), texts outside React are English's. */
let englishInstance: i18n | null = null;

/**
 * A text for code that runs outside React (the request layer's errors, the document's title), in the browser's
 * language; components use useTranslation().
 */
export const translate = ((...args: unknown[]) =>
  ((browserInstance ?? (englishInstance ??= createI18n(DEFAULT_LANGUAGE, en, false))).t as unknown as (...given: unknown[]) => string)(
    ...args,
  )) as unknown as TFunction;

/**
 * An instance showing `language`, whose catalogue the caller has loaded (loadCatalogue); made in the browser, it is the
 * one `translate` uses.
 */
export function createI18n(language: Language, catalogue: Translation<Catalogue>, forTheBrowser = typeof document !== 'undefined'): i18n {
  const instance = i18next.createInstance();
  if (forTheBrowser) browserInstance = instance;
  void instance.init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    // Every language the interface speaks, so switching to one that was not loaded at start is not refused.
    supportedLngs: [...ENABLED_LANGUAGES],
    resources: { [DEFAULT_LANGUAGE]: { translation: en }, [language]: { translation: catalogue } },
    initAsync: false,
    // React escapes what it renders; escaping here too would show "&amp;".
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
  });
  return instance;
}

/** Switches an instance to another language, loading its catalogue first. */
export async function switchLanguage(instance: i18n, language: Language): Promise<void> {
  if (!instance.hasResourceBundle(language, 'translation')) {
    instance.addResourceBundle(language, 'translation', await loadCatalogue(language));
  }
  await instance.changeLanguage(language);
}

/** The language the interface is shown in. */
export function useLanguage(): Language {
  return useTranslation().i18n.language as Language;
}
