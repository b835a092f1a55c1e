import type { Translation } from '../types';
import type { units as en } from '../en/units';

export const units: Translation<typeof en> = {};
