// /onboarding (its first step) and /onboarding/{step}, in the empty layout, for signed-in members.
import type { RouteObject } from 'react-router-dom';
import { lazyPage as page } from '../../lib/lazy-page';

const onboardingPage = page(() => import('./OnboardingPage'), 'OnboardingPage');

export const onboardingRoutes: RouteObject[] = [
  { path: 'onboarding', lazy: onboardingPage },
  { path: 'onboarding/:step', lazy: onboardingPage },
];
