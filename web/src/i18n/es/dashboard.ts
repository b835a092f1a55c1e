import type { Translation } from '../types';
import type { dashboard as en } from '../en/dashboard';

export const dashboard: Translation<typeof en> = {};
