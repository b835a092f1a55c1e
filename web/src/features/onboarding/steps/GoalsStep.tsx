// Step 4: what the member trains for, one or more goals from the fixed list.
import { CheckboxCard, CheckboxGroup, Fieldset, SimpleGrid } from '@chakra-ui/react';
import { useState } from 'react';
import { TRAINING_GOALS, type TrainingGoal } from '../../../../../common/member-profile';
import { useSession } from '../../auth/session';
import { useTranslation } from 'react-i18next';
import { StepFrame, type OnboardingFlow } from '../StepFrame';

export function GoalsStep({ flow }: { flow: OnboardingFlow }) {
  const { t } = useTranslation();
  const { userInfo, updateSession } = useSession();
  const [goals, setGoals] = useState<TrainingGoal[]>(userInfo?.userPrivateMeta.trainingGoals ?? []);
  return (
    <StepFrame
      flow={flow}
      title={t('onboarding.goals.title')}
      intro={t('onboarding.goals.intro')}
      onContinue={async () => {
        // In the list's order, whatever order they were ticked in.
        const trainingGoals = TRAINING_GOALS.filter((goal) => goals.includes(goal));
        await updateSession({ userPrivateMeta: { trainingGoals } });
      }}
    >
      <Fieldset.Root>
        <Fieldset.Legend srOnly>{t('onboarding.goals.label')}</Fieldset.Legend>
        <CheckboxGroup value={goals} onValueChange={(value) => setGoals(value as TrainingGoal[])} name="trainingGoals">
          <SimpleGrid columns={{ base: 2, md: 3 }} gap="2">
            {TRAINING_GOALS.map((goal) => (
              <CheckboxCard.Root key={goal} value={goal} colorPalette="blue" size="sm">
                <CheckboxCard.HiddenInput />
                <CheckboxCard.Control>
                  <CheckboxCard.Content>
                    <CheckboxCard.Label fontWeight="semibold">{t(`onboarding.goals.names.${goal}`)}</CheckboxCard.Label>
                    <CheckboxCard.Description>{t(`onboarding.goals.details.${goal}`)}</CheckboxCard.Description>
                  </CheckboxCard.Content>
                  <CheckboxCard.Indicator />
                </CheckboxCard.Control>
              </CheckboxCard.Root>
            ))}
          </SimpleGrid>
        </CheckboxGroup>
      </Fieldset.Root>
    </StepFrame>
  );
}
