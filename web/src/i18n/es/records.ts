import type { Translation } from '../types';
import type { records as en } from '../en/records';

export const records: Translation<typeof en> = {};
