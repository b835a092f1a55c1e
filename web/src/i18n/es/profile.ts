import type { Translation } from '../types';
import type { profile as en } from '../en/profile';

export const profile: Translation<typeof en> = {};
