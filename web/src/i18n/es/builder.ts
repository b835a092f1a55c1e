import type { Translation } from '../types';
import type { builder as en } from '../en/builder';

export const builder: Translation<typeof en> = {};
