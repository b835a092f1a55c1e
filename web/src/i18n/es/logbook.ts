import type { Translation } from '../types';
import type { logbook as en } from '../en/logbook';

export const logbook: Translation<typeof en> = {};
