// /onboarding/{step}: after signing up, a member sets their units, body weight, equipment and goals, finds buddies
// and learns about the history import; every step can be skipped, and so can the whole of it. It is offered while
// the member's onboarding is PENDING (the server keeps it, so it follows them to every device) and never again once
// finished or skipped: anyone else opening it goes straight on.
import { useState, type ComponentType } from 'react';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { NotFoundPage } from '../../app/error-pages/NotFoundPage';
import { RequireAuth } from '../../app/layouts/guards';
import { DEFAULT_SIGNED_IN_PATH } from '../../lib/constants';
import { safeCallbackUrl } from '../../lib/navigation';
import { useSession } from '../auth/session';
import { NEXT_PARAM, ONBOARDING_STEPS, stepPath, type OnboardingStep } from './paths';
import type { OnboardingFlow } from './StepFrame';
import { BodyWeightStep } from './steps/BodyWeightStep';
import { BuddiesStep } from './steps/BuddiesStep';
import { EquipmentStep } from './steps/EquipmentStep';
import { GoalsStep } from './steps/GoalsStep';
import { ImportStep } from './steps/ImportStep';
import { UnitsStep } from './steps/UnitsStep';

const STEPS: Record<OnboardingStep, ComponentType<{ flow: OnboardingFlow }>> = {
  units: UnitsStep,
  'body-weight': BodyWeightStep,
  equipment: EquipmentStep,
  goals: GoalsStep,
  buddies: BuddiesStep,
  import: ImportStep,
};

function Onboarding() {
  const { userInfo, updateSession } = useSession();
  const { step } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  // Decided once, as it opens: ending it here must not send the member anywhere before they are sent on.
  const [offered] = useState(() => userInfo?.onboardingStatus === 'PENDING');
  const next = safeCallbackUrl(params.get(NEXT_PARAM), DEFAULT_SIGNED_IN_PATH);
  const search = params.size ? `?${params.toString()}` : '';

  if (!offered) return <Navigate to={next} replace />;
  if (step === undefined) return <Navigate to={stepPath(ONBOARDING_STEPS[0], search)} replace />;
  const index = ONBOARDING_STEPS.indexOf(step as OnboardingStep);
  if (index < 0) return <NotFoundPage />;

  const flow: OnboardingFlow = {
    index,
    total: ONBOARDING_STEPS.length,
    next: () => void navigate(stepPath(ONBOARDING_STEPS[index + 1]!, search)),
    back: () => void navigate(stepPath(ONBOARDING_STEPS[index - 1]!, search)),
    end: async (outcome, destination = next) => {
      // A refusal is told by the session's own toast; the member stays where they are.
      const ended = await updateSession({ onboardingStatus: outcome }).then(
        () => true,
        () => false,
      );
      if (ended) void navigate(destination, { replace: true });
    },
  };
  const Step = STEPS[step as OnboardingStep];
  return <Step key={step} flow={flow} />;
}

export function OnboardingPage() {
  return (
    <RequireAuth>
      <Onboarding />
    </RequireAuth>
  );
}
