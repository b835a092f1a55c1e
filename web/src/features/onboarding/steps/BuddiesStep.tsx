// Step 5: find friends by user name and ask them to be buddies (the /buddies search itself).
import { MemberSearch } from '../../homies/components/MemberSearch';
import { StepFrame, type OnboardingFlow } from '../StepFrame';
import { onboardingStrings as S } from '../strings';

export function BuddiesStep({ flow }: { flow: OnboardingFlow }) {
  return (
    // Enter in the search field searches; it does not leave the step.
    <StepFrame flow={flow} title={S.buddies.title} intro={S.buddies.intro} submitOnEnter={false}>
      <MemberSearch />
    </StepFrame>
  );
}
