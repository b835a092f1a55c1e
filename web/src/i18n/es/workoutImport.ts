import type { Translation } from '../types';
import type { workoutImport as en } from '../en/workoutImport';

export const workoutImport: Translation<typeof en> = {};
