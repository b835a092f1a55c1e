import type { Translation } from '../types';
import type { inbox as en } from '../en/inbox';

export const inbox: Translation<typeof en> = {};
