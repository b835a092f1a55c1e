import type { Translation } from '../types';
import type { settings as en } from '../en/settings';

export const settings: Translation<typeof en> = {};
