import type { Translation } from '../types';
import type { onboarding as en } from '../en/onboarding';

export const onboarding: Translation<typeof en> = {};
