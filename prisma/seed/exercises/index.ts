import type { ExerciseSeed } from '../types.js';
import { backAndCore } from './back-and-core.js';
import { legsCardioMobility } from './legs-cardio-mobility.js';
import { upperPushAndArms } from './upper-push-and-arms.js';

/** The starter Flexicon, written by the Liftmates team: one file per body region. */
export const exercises: ExerciseSeed[] = [...legsCardioMobility, ...upperPushAndArms, ...backAndCore];
export { mergedExercises } from './merged.js';
