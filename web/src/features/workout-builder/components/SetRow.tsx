// One set: its type, a target for each measurement of the exercise's type (tempo is the set's own field), target
// RPE, rest and notes; copy and remove.
import { Box, HStack, IconButton, Text, Wrap } from '@chakra-ui/react';
import { Copy, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { SetType } from '../../../gql/graphql';
import type { MeasurementLike } from '../../../../../common/units';
import { MAX_NOTES_CHARS, MAX_REST_SECONDS, RPE_MAX, RPE_MIN, RPE_STEP, SET_TYPES, TEMPO_MEASUREMENT } from '../constants';
import { targetErrorKey, type SetDraft } from '../draft';
import { SmallNumberField, SmallSelectField, SmallTextField } from './SmallField';
import { TargetField } from './TargetField';

export interface SetRowProps {
  set: SetDraft;
  index: number;
  measurements: readonly MeasurementLike[];
  onChange(set: SetDraft): void;
  onCopy(): void;
  onRemove(): void;
  canCopy: boolean;
  /** The rest a set without its own gets: the exercise's, else the default. */
  defaultRest: number;
}

export function SetRow({ set, index, measurements, onChange, onCopy, onRemove, canCopy, defaultRest }: SetRowProps) {
  const { t } = useTranslation();
  const label = t('builder.exercises.setLabel', { number: index + 1 });
  const patch = (changes: Partial<SetDraft>) => onChange({ ...set, ...changes });
  const setTarget = (code: string, target: SetDraft['targets'][string] | null) => {
    const targets = { ...set.targets };
    if (target) targets[code] = target;
    else delete targets[code];
    patch({ targets });
  };
  return (
    <Box as="li" borderTopWidth="1px" borderColor="border" pt="3" data-testid="set-row">
      <HStack justify="space-between" mb="1">
        <Text fontSize="sm" fontWeight="semibold">
          {label}
        </Text>
        <HStack gap="1">
          <IconButton
            size="xs"
            variant="ghost"
            aria-label={t('builder.exercises.copySet', { number: index + 1 })}
            onClick={onCopy}
            disabled={!canCopy}
          >
            <Copy aria-hidden="true" />
          </IconButton>
          <IconButton
            size="xs"
            variant="ghost"
            colorPalette="red"
            aria-label={t('builder.exercises.removeSet', { number: index + 1 })}
            onClick={onRemove}
          >
            <Trash2 aria-hidden="true" />
          </IconButton>
        </HStack>
      </HStack>
      <Wrap gap="3" align="flex-start">
        <SmallSelectField
          label={t('builder.fields.setType')}
          context={label}
          errorKey={`${set.key}.setType`}
          width="8rem"
          value={set.setType}
          onValueChange={(value) => patch({ setType: value as SetType })}
          options={SET_TYPES.map((type) => ({ value: type, label: t(`builder.setTypes.${type}`) }))}
        />
        {measurements.map((measurement) =>
          measurement.measurementCode === TEMPO_MEASUREMENT ? (
            <SmallTextField
              key={measurement.measurementCode}
              label={t('builder.fields.tempo')}
              context={label}
              errorKey={`${set.key}.tempo`}
              value={set.tempo}
              maxLength={4}
              placeholder={t('builder.placeholders.tempo')}
              onValueChange={(tempo) => patch({ tempo: tempo.toUpperCase() })}
            />
          ) : (
            <TargetField
              key={measurement.measurementCode}
              measurement={measurement}
              target={set.targets[measurement.measurementCode]}
              onChange={(target) => setTarget(measurement.measurementCode, target)}
              errorKey={targetErrorKey(set.key, measurement.measurementCode)}
              setLabel={label}
            />
          ),
        )}
        <SmallNumberField
          label={t('builder.fields.rpe')}
          context={label}
          errorKey={`${set.key}.targetRpe`}
          value={set.targetRpe}
          onValueChange={(targetRpe) => patch({ targetRpe })}
          min={RPE_MIN}
          max={RPE_MAX}
          step={RPE_STEP}
        />
        <SmallNumberField
          label={t('builder.fields.setRest')}
          context={label}
          errorKey={`${set.key}.restSeconds`}
          value={set.restSeconds}
          onValueChange={(restSeconds) => patch({ restSeconds })}
          min={0}
          max={MAX_REST_SECONDS}
          placeholder={String(defaultRest)}
        />
        <SmallTextField
          label={t('builder.fields.notes')}
          context={label}
          errorKey={`${set.key}.notes`}
          width="12rem"
          value={set.notes}
          maxLength={MAX_NOTES_CHARS}
          onValueChange={(notes) => patch({ notes })}
        />
      </Wrap>
    </Box>
  );
}
