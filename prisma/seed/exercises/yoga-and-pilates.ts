import type { ExerciseSeed } from '../types.js';

/**
 * Yoga poses and Pilates mat work.
 */
export const yogaAndPilates: ExerciseSeed[] = [];
