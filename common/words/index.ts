// The words and symbols code both the server and the web app write, one file per language the interface speaks: a
// language missing here does not compile. The web app's own texts are in web/src/i18n, the server's in
// server/messages.
import type { ActivityStrings } from '../activity.js';
import type { Language } from '../languages.js';
import { enUS } from './en-US.js';
import { esES } from './es-ES.js';

export interface CommonWords {
  /** How numbers are written: "12,345.5" in English (US), "12.345,5" in Spanish. */
  numbers: { decimal: string; group: string; groupFrom: number };
  /** An inbox item's and a push's words. */
  activity: ActivityStrings;
  /** Most reps without a weight, as a record's figure. */
  reps: (reps: number) => string;
}

export const WORDS: Record<Language, CommonWords> = { 'en-US': enUS, 'es-ES': esES };
