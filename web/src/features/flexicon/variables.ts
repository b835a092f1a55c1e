// The variables of the Flexicon's queries, built the same way by the pages and by the routes' loaders that preload
// them (preload.ts), so a preloaded answer is the one a page asks for. Small on purpose: the loaders import it before
// the pages' code has arrived.
import {
  DEFAULT_INSTRUCTION_LOCALE,
  FLEXICON_PAGE_SIZE,
  INSTRUCTION_LOCALES,
  RELATED_EXERCISES_LIMIT,
  LOCALE_PARAM,
  type InstructionLocale,
} from './constants';
import { toExerciseFilter, type FlexiconFilters, type MuscleGroupNode } from './filters';

export function flexiconPageVariables(
  filters: FlexiconFilters,
  options: { signedIn: boolean; muscleGroups?: readonly MuscleGroupNode[] },
  localeCode: InstructionLocale,
) {
  return { filter: toExerciseFilter(filters, options), sort: filters.sort, first: FLEXICON_PAGE_SIZE, localeCode };
}

export function exercisePageVariables(exerciseCode: string, localeCode: InstructionLocale) {
  return { exerciseCode, relatedLimit: RELATED_EXERCISES_LIMIT, localeCode };
}

/**
 * The language a ?lang= names, as people write it: the exact code in any case ('es-es'), a bare language ('es') or
 * another region of it ('es-MX') all name the one we have; anything else is English.
 */
export function parseLocale(value: string | null): InstructionLocale {
  const wanted = (value ?? '').trim().toLowerCase().replace('_', '-');
  const language = wanted.split('-')[0];
  const found =
    INSTRUCTION_LOCALES.find((item) => item.localeCode.toLowerCase() === wanted) ??
    INSTRUCTION_LOCALES.find((item) => item.localeCode.toLowerCase().split('-')[0] === language);
  return found?.localeCode ?? DEFAULT_INSTRUCTION_LOCALE;
}

const CHOSEN_LOCALE_KEY = 'liftmates.instruction-locale';

/**
 * The language exercise names and instructions are shown in: the address's ?lang= when it has one (a shared link
 * shows what its sender saw), else the one last chosen on this device, else English.
 */
export function chosenLocale(params: URLSearchParams): InstructionLocale {
  const fromAddress = params.get(LOCALE_PARAM);
  if (fromAddress) return parseLocale(fromAddress);
  try {
    return parseLocale(window.localStorage.getItem(CHOSEN_LOCALE_KEY));
  } catch {
    return DEFAULT_INSTRUCTION_LOCALE;
  }
}

export function rememberLocale(locale: InstructionLocale) {
  try {
    window.localStorage.setItem(CHOSEN_LOCALE_KEY, locale);
  } catch {
    // Private modes may refuse storage: the choice then lasts as long as the address keeps it.
  }
}

export function instructionsVariables(exerciseCode: string, localeCode: InstructionLocale) {
  return { exerciseCode, localeCode };
}
