// Step 1: metric or imperial, chosen from the browser's region until the member confirms it.
import { RadioCard, SimpleGrid, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { toServerMeasurement, type MeasurementSystem } from '../../../lib/measurement';
import { useSession } from '../../auth/session';
import { usePreferences } from '../../settings/preferences';
import { useTranslation } from 'react-i18next';
import { StepFrame, type OnboardingFlow } from '../StepFrame';

const SYSTEMS: readonly MeasurementSystem[] = ['metric', 'imperial'];

export function UnitsStep({ flow }: { flow: OnboardingFlow }) {
  const { t } = useTranslation();
  const { userInfo, updateSession } = useSession();
  const { measurementSystem } = usePreferences();
  const [choice, setChoice] = useState(measurementSystem);
  return (
    <StepFrame
      flow={flow}
      title={t('onboarding.units.title')}
      intro={t('onboarding.units.intro')}
      onContinue={async () => {
        await updateSession({ measurementSystem: toServerMeasurement(choice) });
      }}
    >
      <RadioCard.Root
        value={choice}
        onValueChange={(details) => details.value && setChoice(details.value as MeasurementSystem)}
        colorPalette="blue"
        name="measurementSystem"
      >
        <RadioCard.Label srOnly>{t('onboarding.units.label')}</RadioCard.Label>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          {SYSTEMS.map((system) => (
            <RadioCard.Item key={system} value={system}>
              <RadioCard.ItemHiddenInput />
              <RadioCard.ItemControl>
                <RadioCard.ItemContent>
                  <RadioCard.ItemText fontWeight="semibold">{t(`onboarding.units.${system}`)}</RadioCard.ItemText>
                  <RadioCard.ItemDescription>{t(`onboarding.units.${system}Detail`)}</RadioCard.ItemDescription>
                </RadioCard.ItemContent>
                <RadioCard.ItemIndicator />
              </RadioCard.ItemControl>
            </RadioCard.Item>
          ))}
        </SimpleGrid>
      </RadioCard.Root>
      {userInfo?.measurementSystem ? null : (
        <Text fontSize="sm" color="fg.muted">
          {t('onboarding.units.fromBrowser')}
        </Text>
      )}
    </StepFrame>
  );
}
