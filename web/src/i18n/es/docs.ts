import type { Translation } from '../types';
import type { docs as en } from '../en/docs';

export const docs: Translation<typeof en> = {};
