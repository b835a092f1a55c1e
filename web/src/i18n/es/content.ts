import type { Translation } from '../types';
import type { content as en } from '../en/content';

export const content: Translation<typeof en> = {};
