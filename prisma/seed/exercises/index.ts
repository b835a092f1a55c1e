import type { ExerciseSeed, ExerciseTranslationSeed, TranslatedLocale } from '../types.js';
import { backAndCore } from './back-and-core.js';
import { bodyweightAndBalance } from './bodyweight-and-balance.js';
import { conditioningAndMobility } from './conditioning-and-mobility.js';
import { backAndCore as backAndCoreEs } from './es-ES/back-and-core.js';
import { legsCardioMobility as legsCardioMobilityEs } from './es-ES/legs-cardio-mobility.js';
import { upperPushAndArms as upperPushAndArmsEs } from './es-ES/upper-push-and-arms.js';
import { legsAndGlutes } from './legs-and-glutes.js';
import { legsCardioMobility } from './legs-cardio-mobility.js';
import { pressesAndArms } from './presses-and-arms.js';
import { pullsLiftsAndStrongman } from './pulls-lifts-and-strongman.js';
import { upperPushAndArms } from './upper-push-and-arms.js';
import { yogaAndPilates } from './yoga-and-pilates.js';

/** The Flexicon as written by the Liftmates team, one file per body region or kind of training. */
export const writtenExercises: ExerciseSeed[] = [
  ...legsCardioMobility,
  ...upperPushAndArms,
  ...backAndCore,
  ...legsAndGlutes,
  ...pressesAndArms,
  ...pullsLiftsAndStrongman,
  ...bodyweightAndBalance,
  ...conditioningAndMobility,
  ...yogaAndPilates,
];

/** Translations written after their exercises, by locale and exercise code. */
export const translations: Record<TranslatedLocale, Record<string, ExerciseTranslationSeed>> = {
  'es-ES': { ...legsCardioMobilityEs, ...upperPushAndArmsEs, ...backAndCoreEs },
};

/** An exercise with the translations written apart from it folded in; what is written inline wins. */
function translated(exercise: ExerciseSeed): ExerciseSeed {
  const result = { ...exercise, instructions: { ...exercise.instructions }, names: { ...exercise.names } };
  for (const [locale, byCode] of Object.entries(translations) as [TranslatedLocale, Record<string, ExerciseTranslationSeed>][]) {
    const translation = byCode[exercise.code];
    if (!translation) continue;
    result.names[locale] ??= { name: translation.name, aliases: translation.aliases };
    if (translation.instructions) result.instructions[locale] ??= translation.instructions;
  }
  return result;
}

/** The starter Flexicon in every language it is written in. */
export const exercises: ExerciseSeed[] = writtenExercises.map(translated);
export { mergedExercises } from './merged.js';
