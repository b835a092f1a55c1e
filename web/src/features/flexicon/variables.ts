// The variables of the Flexicon's queries, built the same way by the pages and by the routes' loaders that preload
// them (preload.ts), so a preloaded answer is the one a page asks for. Small on purpose: the loaders import it before
// the pages' code has arrived.
import {
  DEFAULT_INSTRUCTION_LOCALE,
  FLEXICON_PAGE_SIZE,
  INSTRUCTION_LOCALES,
  RELATED_EXERCISES_LIMIT,
  type InstructionLocale,
} from './constants';
import { toExerciseFilter, type FlexiconFilters, type MuscleGroupNode } from './filters';

export function flexiconPageVariables(filters: FlexiconFilters, options: { signedIn: boolean; muscleGroups?: readonly MuscleGroupNode[] }) {
  return { filter: toExerciseFilter(filters, options), sort: filters.sort, first: FLEXICON_PAGE_SIZE };
}

export function exercisePageVariables(exerciseCode: string) {
  return { exerciseCode, relatedLimit: RELATED_EXERCISES_LIMIT };
}

export function parseLocale(value: string | null): InstructionLocale {
  return INSTRUCTION_LOCALES.find((item) => item.localeCode === value)?.localeCode ?? DEFAULT_INSTRUCTION_LOCALE;
}

export function instructionsVariables(exerciseCode: string, localeCode: InstructionLocale) {
  return { exerciseCode, localeCode };
}
