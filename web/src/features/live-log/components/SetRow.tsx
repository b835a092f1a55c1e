// One set while training: what the workout planned and what was done last time, a field per measurement in the
// member's units, the set type, RPE, and the tick that completes it (and starts the rest). Big targets for thumbs.
import { Badge, HStack, IconButton, Input, NativeSelect, Stack, Text, VisuallyHidden, Wrap, chakra } from '@chakra-ui/react';
import { Check, Trash2, Trophy } from 'lucide-react';
import { useState } from 'react';
import type { SetType } from '../../../gql/graphql';
import type { MeasurementSystem } from '../../../lib/measurement';
import {
  formatMeasurementValue,
  formatSet,
  measurementLabel,
  parseMeasurementValue,
  type MeasurementLike,
} from '../../../../../common/units';
import { RECORD_LABELS } from '../format';
import type { LiveSet } from '../model';

const SET_TYPES: { value: SetType; label: string; short: string }[] = [
  { value: 'WARMUP', label: 'Warm-up', short: 'W' },
  { value: 'NORMAL', label: 'Normal', short: '' },
  { value: 'DROP', label: 'Drop set', short: 'D' },
  { value: 'FAILURE', label: 'To failure', short: 'F' },
];
const RPE_OPTIONS = Array.from({ length: 13 }, (_, index) => 4 + index * 0.5);

interface ValueFieldProps {
  measurement: MeasurementLike;
  value: number | undefined;
  target: number | undefined;
  system: MeasurementSystem;
  setLabel: string;
  onCommit(value: number | null): void;
}

/** Typed freely; saved when the field is left or Enter is pressed, if it reads as a value. */
function ValueField({ measurement, value, target, system, setLabel, onCommit }: ValueFieldProps) {
  const shown = value === undefined ? '' : formatMeasurementValue(value, measurement.unit, system);
  const [text, setText] = useState(shown);
  const [was, setWas] = useState(shown);
  if (was !== shown) {
    setWas(shown);
    setText(shown);
  }
  const parsed = text.trim() === '' ? null : parseMeasurementValue(text, measurement.unit, system);
  const invalid = text.trim() !== '' && parsed === null;
  const commit = () => {
    if (invalid || text === shown) return;
    onCommit(parsed);
  };
  const label = measurementLabel(measurement, system);
  return (
    <Stack gap="0.5" width={{ base: '5.5rem', sm: '7rem' }}>
      <chakra.label fontSize="xs" color="fg.muted" htmlFor={`${setLabel}-${measurement.measurementCode}`}>
        <VisuallyHidden>{setLabel} </VisuallyHidden>
        {label}
      </chakra.label>
      <Input
        id={`${setLabel}-${measurement.measurementCode}`}
        size="md"
        inputMode={measurement.unit === 's' ? 'text' : 'decimal'}
        value={text}
        placeholder={target === undefined ? undefined : formatMeasurementValue(target, measurement.unit, system)}
        aria-invalid={invalid || undefined}
        data-measurement={measurement.measurementCode}
        onChange={(event) => setText(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
      />
    </Stack>
  );
}

export interface SetRowProps {
  set: LiveSet;
  index: number;
  measurements: readonly MeasurementLike[];
  system: MeasurementSystem;
  previous: { values: readonly { measurementCode: string; value: number }[] } | undefined;
  onValue(measurementCode: string, value: number | null): void;
  onComplete(completed: boolean): void;
  onSetType(setType: SetType): void;
  onRpe(rpe: number | null): void;
  onRemove(): void;
}

export function SetRow({ set, index, measurements, system, previous, onValue, onComplete, onSetType, onRpe, onRemove }: SetRowProps) {
  const setLabel = `Set ${index + 1}`;
  const values = new Map(set.values.map((value) => [value.measurementCode, value.value]));
  const targets = new Map(set.targets.map((target) => [target.measurementCode, target.value]));
  const done = !!set.completedAt;
  return (
    <Stack
      as="li"
      gap="2"
      py="2"
      px="2"
      borderRadius="md"
      borderLeftWidth="4px"
      borderColor={done ? 'green.solid' : 'transparent'}
      data-testid="live-set"
      data-completed={done || undefined}
    >
      <HStack justify="space-between" gap="2">
        <HStack gap="2">
          <NativeSelect.Root size="xs" width="7.5rem">
            <NativeSelect.Field
              aria-label={`${setLabel} type`}
              value={set.setType}
              onChange={(event) => onSetType(event.target.value as SetType)}
            >
              {SET_TYPES.map((type) => (
                <option key={type.value} value={type.value}>
                  {`${index + 1}${type.short ? ` ${type.short}` : ''} · ${type.label}`}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Text fontSize="xs" color="fg.muted" data-testid="previous-set">
            {previous?.values.length ? `${formatSet(previous.values, measurements, system)} last time` : 'No previous set'}
          </Text>
        </HStack>
        <IconButton size="xs" variant="ghost" colorPalette="red" aria-label={`Remove ${setLabel.toLowerCase()}`} onClick={onRemove}>
          <Trash2 aria-hidden="true" />
        </IconButton>
      </HStack>
      <Wrap gap="2" align="flex-end">
        {measurements.map((measurement) => (
          <ValueField
            key={measurement.measurementCode}
            measurement={measurement}
            value={values.get(measurement.measurementCode)}
            target={targets.get(measurement.measurementCode)}
            system={system}
            setLabel={setLabel}
            onCommit={(value) => onValue(measurement.measurementCode, value)}
          />
        ))}
        <Stack gap="0.5" width="5rem">
          <chakra.label fontSize="xs" color="fg.muted" htmlFor={`${setLabel}-rpe`}>
            <VisuallyHidden>{setLabel} </VisuallyHidden>RPE
          </chakra.label>
          <NativeSelect.Root size="md">
            <NativeSelect.Field
              id={`${setLabel}-rpe`}
              value={set.rpe ?? ''}
              onChange={(event) => onRpe(event.target.value ? Number(event.target.value) : null)}
            >
              <option value="">–</option>
              {RPE_OPTIONS.map((rpe) => (
                <option key={rpe} value={rpe}>
                  {rpe}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Stack>
        <IconButton
          size="lg"
          variant={done ? 'solid' : 'outline'}
          colorPalette="green"
          aria-label={`Complete ${setLabel.toLowerCase()}`}
          aria-pressed={done}
          onClick={() => onComplete(!done)}
          data-testid="complete-set"
        >
          <Check aria-hidden="true" />
        </IconButton>
      </Wrap>
      {set.personalRecords.length > 0 && (
        <Wrap gap="1" aria-label={`${setLabel} records`}>
          {set.personalRecords.map((record) => (
            <Badge key={record} colorPalette="yellow" size="sm" data-testid="record-badge">
              <Trophy size={12} aria-hidden="true" />
              {RECORD_LABELS[record] ?? record}
            </Badge>
          ))}
        </Wrap>
      )}
    </Stack>
  );
}
