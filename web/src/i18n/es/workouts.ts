import type { Translation } from '../types';
import type { workouts as en } from '../en/workouts';

export const workouts: Translation<typeof en> = {};
