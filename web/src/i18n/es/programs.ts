import type { Translation } from '../types';
import type { programs as en } from '../en/programs';

export const programs: Translation<typeof en> = {};
