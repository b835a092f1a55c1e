import type { Translation } from '../types';
import type { components as en } from '../en/components';

export const components: Translation<typeof en> = {};
