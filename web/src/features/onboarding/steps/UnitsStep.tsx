// Step 1: metric or imperial, chosen from the browser's region until the member confirms it.
import { RadioCard, SimpleGrid, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { toServerMeasurement, type MeasurementSystem } from '../../../lib/measurement';
import { useSession } from '../../auth/session';
import { usePreferences } from '../../settings/preferences';
import { StepFrame, type OnboardingFlow } from '../StepFrame';
import { onboardingStrings as S } from '../strings';

const SYSTEMS: readonly { value: MeasurementSystem; name: string; detail: string }[] = [
  { value: 'metric', name: S.units.metric, detail: S.units.metricDetail },
  { value: 'imperial', name: S.units.imperial, detail: S.units.imperialDetail },
];

export function UnitsStep({ flow }: { flow: OnboardingFlow }) {
  const { userInfo, updateSession } = useSession();
  const { measurementSystem } = usePreferences();
  const [choice, setChoice] = useState(measurementSystem);
  return (
    <StepFrame
      flow={flow}
      title={S.units.title}
      intro={S.units.intro}
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
        <RadioCard.Label srOnly>{S.units.label}</RadioCard.Label>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          {SYSTEMS.map((system) => (
            <RadioCard.Item key={system.value} value={system.value}>
              <RadioCard.ItemHiddenInput />
              <RadioCard.ItemControl>
                <RadioCard.ItemContent>
                  <RadioCard.ItemText fontWeight="semibold">{system.name}</RadioCard.ItemText>
                  <RadioCard.ItemDescription>{system.detail}</RadioCard.ItemDescription>
                </RadioCard.ItemContent>
                <RadioCard.ItemIndicator />
              </RadioCard.ItemControl>
            </RadioCard.Item>
          ))}
        </SimpleGrid>
      </RadioCard.Root>
      {userInfo?.measurementSystem ? null : (
        <Text fontSize="sm" color="fg.muted">
          {S.units.fromBrowser}
        </Text>
      )}
    </StepFrame>
  );
}
