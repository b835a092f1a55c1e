// Step 5: find friends by user name and ask them to be buddies (the /buddies search itself).
import { MemberSearch } from '../../homies/components/MemberSearch';
import { useTranslation } from 'react-i18next';
import { StepFrame, type OnboardingFlow } from '../StepFrame';

export function BuddiesStep({ flow }: { flow: OnboardingFlow }) {
  const { t } = useTranslation();
  return (
    // Enter in the search field searches; it does not leave the step.
    <StepFrame flow={flow} title={t('onboarding.buddies.title')} intro={t('onboarding.buddies.intro')} submitOnEnter={false}>
      <MemberSearch />
    </StepFrame>
  );
}
