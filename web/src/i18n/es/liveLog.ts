import type { Translation } from '../types';
import type { liveLog as en } from '../en/liveLog';

export const liveLog: Translation<typeof en> = {};
