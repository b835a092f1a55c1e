import type { Translation } from '../types';
import type { flexicon as en } from '../en/flexicon';

export const flexicon: Translation<typeof en> = {};
