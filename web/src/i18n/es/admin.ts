import type { Translation } from '../types';
import type { admin as en } from '../en/admin';

export const admin: Translation<typeof en> = {};
