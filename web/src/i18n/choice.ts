// Which language this browser shows the interface in, and remembering a choice: the address's `?lang=` (a link
// someone shared), else the choice kept in a cookie (which the server reads too, so its pages come in the same
// language), else the browser's languages. A signed-in member's setting overrides all of them once it is known.
import { chooseLanguage, LANGUAGE_COOKIE, LANGUAGE_PARAM, type Language } from '../../../common/languages';

const storedLanguage = () =>
  document.cookie
    .split('; ')
    .find((entry) => entry.startsWith(`${LANGUAGE_COOKIE}=`))
    ?.slice(LANGUAGE_COOKIE.length + 1);

/** The language to start in when no server render settled it. */
export function browserLanguage(): Language {
  const asked = new URLSearchParams(window.location.search).get(LANGUAGE_PARAM);
  const language = chooseLanguage(asked, storedLanguage(), ...(navigator.languages ?? [navigator.language]));
  if (asked) rememberLanguage(language);
  return language;
}

/** Keeps the choice for the next visit and names it on <html>. */
export function rememberLanguage(language: Language): void {
  if (storedLanguage() !== language) document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
  // Set only when it differs: the server names it already, and a page it rendered is not to be touched as it hydrates.
  if (document.documentElement.lang !== language) document.documentElement.lang = language;
}
