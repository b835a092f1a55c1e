import type { Translation } from '../types';
import type { logHistory as en } from '../en/logHistory';

export const logHistory: Translation<typeof en> = {};
