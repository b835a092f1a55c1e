// The onboarding's addresses, and where a sign-in leads a member whose onboarding is pending.
import { ONBOARDING_PATH } from '../../../../common/member-profile';
import { DEFAULT_SIGNED_IN_PATH } from '../../lib/constants';
import type { UserInfo } from '../auth/session';

export const ONBOARDING_STEPS = ['units', 'body-weight', 'equipment', 'goals', 'buddies', 'import'] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

/** ?next= carries where the member was going, so the onboarding ends there. */
export const NEXT_PARAM = 'next';

export const stepPath = (step: OnboardingStep, search = '') => `${ONBOARDING_PATH}/${step}${search}`;

/** Where signing in (or up) leads: a pending onboarding first, on to the target after it; else the target. */
export function afterSignIn(userInfo: UserInfo | null | undefined, target: string): string {
  if (userInfo?.onboardingStatus !== 'PENDING') return target;
  return target === DEFAULT_SIGNED_IN_PATH ? ONBOARDING_PATH : `${ONBOARDING_PATH}?${NEXT_PARAM}=${encodeURIComponent(target)}`;
}
