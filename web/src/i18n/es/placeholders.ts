import type { Translation } from '../types';
import type { placeholders as en } from '../en/placeholders';

export const placeholders: Translation<typeof en> = {};
