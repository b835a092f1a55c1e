import type { Translation } from '../types';
import type { homies as en } from '../en/homies';

export const homies: Translation<typeof en> = {};
