// Step 3: the equipment the member has, the same list the Flexicon's "equipment I have" filter reads. A preset
// ticks a starting set; the list below adjusts it. Codes the catalogue gives one name (two "Cable Machine" codes)
// are one line, ticking all of them.
import { useMutation, useQuery } from '@apollo/client/react';
import { Box, Checkbox, Input, RadioCard, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { unwrapResult } from '../../../components/forms/mutation-result';
import { OnboardingEquipmentDocument, OnboardingSaveEquipmentDocument, type OnboardingEquipmentQuery } from '../../../gql/graphql';
import { EQUIPMENT_PRESETS, matchingPreset, presetCodes, type EquipmentPresetCode } from '../equipment-presets';
import { useTranslation } from 'react-i18next';
import { StepFrame, type OnboardingFlow } from '../StepFrame';

interface Line {
  name: string;
  codes: string[];
}

function linesOf(equipment: OnboardingEquipmentQuery['equipment']): Line[] {
  const byName = new Map<string, string[]>();
  for (const item of equipment) byName.set(item.equipmentName, [...(byName.get(item.equipmentName) ?? []), item.equipmentCode]);
  return [...byName].map(([name, codes]) => ({ name, codes })).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

function EquipmentChoice({ flow, data }: { flow: OnboardingFlow; data: OnboardingEquipmentQuery }) {
  const { t } = useTranslation();
  const catalogue = useMemo(() => data.equipment.map((item) => item.equipmentCode), [data]);
  const lines = useMemo(() => linesOf(data.equipment), [data]);
  const [ticked, setTicked] = useState(() => new Set(data.myEquipment));
  const [filter, setFilter] = useState('');
  const [save] = useMutation(OnboardingSaveEquipmentDocument, {
    update: (cache, { data: saved }) => {
      if (saved?.updateMyEquipment.__typename === 'MutationUpdateMyEquipmentSuccess')
        cache.writeQuery({ query: OnboardingEquipmentDocument, data: { ...data, myEquipment: saved.updateMyEquipment.data } });
    },
  });
  const preset = matchingPreset(ticked, catalogue);
  const wanted = filter.trim().toLowerCase();
  const shown = wanted ? lines.filter((line) => line.name.toLowerCase().includes(wanted)) : lines;
  const tickedLines = lines.filter((line) => line.codes.every((code) => ticked.has(code))).length;

  const setLine = (line: Line, on: boolean) =>
    setTicked((current) => {
      const next = new Set(current);
      for (const code of line.codes) {
        if (on) next.add(code);
        else next.delete(code);
      }
      return next;
    });

  return (
    <StepFrame
      flow={flow}
      title={t('onboarding.equipment.title')}
      intro={t('onboarding.equipment.intro')}
      onContinue={async () => {
        const result = await save({ variables: { equipmentCodes: [...ticked].sort() } });
        unwrapResult(result.data?.updateMyEquipment, t);
      }}
    >
      <RadioCard.Root
        value={preset}
        onValueChange={(details) => details.value && setTicked(new Set(presetCodes(details.value as EquipmentPresetCode, catalogue)))}
        colorPalette="blue"
        size="sm"
        name="equipmentPreset"
      >
        <RadioCard.Label>{t('onboarding.equipment.presetsLabel')}</RadioCard.Label>
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="2">
          {EQUIPMENT_PRESETS.map(({ code }) => (
            <RadioCard.Item key={code} value={code}>
              <RadioCard.ItemHiddenInput />
              <RadioCard.ItemControl>
                <RadioCard.ItemContent>
                  <RadioCard.ItemText fontWeight="semibold">{t(`onboarding.equipment.presets.${code}.name`)}</RadioCard.ItemText>
                  <RadioCard.ItemDescription>{t(`onboarding.equipment.presets.${code}.detail`)}</RadioCard.ItemDescription>
                </RadioCard.ItemContent>
              </RadioCard.ItemControl>
            </RadioCard.Item>
          ))}
        </SimpleGrid>
      </RadioCard.Root>
      <Stack gap="3" role="group" aria-labelledby="equipment-list-label">
        <Stack direction={{ base: 'column', sm: 'row' }} justify="space-between" align={{ base: 'stretch', sm: 'center' }} gap="2">
          <Stack gap="0">
            <Text fontWeight="medium" id="equipment-list-label">
              {t('onboarding.equipment.listLabel')}
            </Text>
            <Text fontSize="sm" color="fg.muted" aria-live="polite" data-testid="equipment-ticked">
              {t('onboarding.equipment.selected', { count: tickedLines })}
            </Text>
          </Stack>
          <Input
            type="search"
            size="sm"
            maxWidth={{ sm: '14rem' }}
            placeholder={t('onboarding.equipment.filter')}
            aria-label={t('onboarding.equipment.filter')}
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
            // Enter in the filter does not leave the step.
            onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
          />
        </Stack>
        <Box
          maxHeight={{ base: '20rem', md: '24rem' }}
          overflowY="auto"
          borderWidth="1px"
          borderColor="border.muted"
          rounded="l2"
          px="3"
          py="1"
        >
          {shown.length ? (
            <SimpleGrid columns={{ base: 1, md: 2 }} columnGap="4">
              {shown.map((line) => (
                <Checkbox.Root
                  key={line.name}
                  checked={line.codes.every((code) => ticked.has(code))}
                  onCheckedChange={(details) => setLine(line, details.checked === true)}
                  colorPalette="blue"
                  minHeight="11"
                  data-testid="equipment-option"
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label fontWeight="normal">{line.name}</Checkbox.Label>
                </Checkbox.Root>
              ))}
            </SimpleGrid>
          ) : (
            <Text color="fg.muted" py="3">
              {t('onboarding.equipment.noMatch')}
            </Text>
          )}
        </Box>
      </Stack>
    </StepFrame>
  );
}

export function EquipmentStep({ flow }: { flow: OnboardingFlow }) {
  const { t } = useTranslation();
  const { data, error } = useQuery(OnboardingEquipmentDocument, { fetchPolicy: 'cache-and-network' });
  if (data) return <EquipmentChoice flow={flow} data={data} />;
  return (
    <StepFrame flow={flow} title={t('onboarding.equipment.title')} intro={t('onboarding.equipment.intro')}>
      {error ? <Text color="fg.error">{t('onboarding.equipment.loadFailed')}</Text> : <Skeleton height="48" />}
    </StepFrame>
  );
}
