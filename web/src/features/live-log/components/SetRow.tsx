// One set while training, on one line as Strong and Hevy show it: the set's number (or W, D, F for a warm-up,
// drop or failure set; tapping it opens the set's options: type, RPE, a note, remove), what was done last time, a
// field per measurement in the member's units with the suggestion greyed as its placeholder, and the tick that
// completes the set (taking the suggestions for the fields left empty) and starts the rest. The fields and the tick
// are the row's only tab stops; Shift+F10 (or the context-menu key) opens the options from any of them.
import {
  Badge,
  Box,
  Button,
  Grid,
  HStack,
  IconButton,
  Input,
  NativeSelect,
  Popover,
  Portal,
  Stack,
  Text,
  Textarea,
  VisuallyHidden,
  Wrap,
  chakra,
  type GridProps,
} from '@chakra-ui/react';
import { Check, Trash2, Trophy } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SetType } from '../../../gql/graphql';
import { useLanguage, type TFunction } from '../../../i18n';
import type { Language } from '../../../../../common/languages';
import type { MeasurementSystem } from '../../../lib/measurement';
import {
  displayUnit,
  formatMeasurementValue,
  formatSet,
  measurementLabel,
  parseMeasurementValue,
  type MeasurementLike,
} from '../../../../../common/units';
import type { LiveSet, Suggestion } from '../model';

const SET_TYPES: SetType[] = ['NORMAL', 'WARMUP', 'DROP', 'FAILURE'];
const RPE_OPTIONS = Array.from({ length: 13 }, (_, index) => 4 + index * 0.5);
const TYPE_COLOURS: Record<SetType, string> = { NORMAL: 'fg', WARMUP: 'orange.fg', DROP: 'purple.fg', FAILURE: 'red.fg' };
const OPTIONS_KEYS = 'Shift+F10 ContextMenu';
/** Shown for nothing: no previous set, no RPE. */
const NO_VALUE = '–';

/**
 * The columns a set row and its exercise's heading share: set, previous, one per field, the tick. With three
 * fields or more a phone has no room for last time's set; the fields' placeholders carry it there.
 */
export function setGrid(fields: number): GridProps {
  const withPrevious = (field: string) => `2.75rem minmax(0, 1fr) repeat(${fields}, ${field}) 2.75rem`;
  return {
    gridTemplateColumns: {
      base: fields >= 3 ? `2.75rem repeat(${fields}, minmax(0, 1fr)) 2.75rem` : withPrevious('minmax(3rem, 4rem)'),
      sm: withPrevious('minmax(3rem, 5rem)'),
      md: withPrevious('minmax(3rem, 6rem)'),
    },
    columnGap: { base: '1.5', md: '2' },
    alignItems: 'center',
  };
}

/** Whether the previous column shows at this many fields (see setGrid). */
export const previousDisplay = (fields: number) => (fields >= 3 ? { base: 'none', sm: 'block' } : 'block');

const NAMED_COLUMNS = [
  'BODYWEIGHT_PLUS_WEIGHT',
  'BODYWEIGHT_MINUS_ASSISTANCE',
  'DURATION',
  'HOLD_DURATION',
  'TREADMILL_INCLINE_PERCENTAGE',
  'RESISTANCE_BAND',
] as const;
const isNamedColumn = (code: string): code is (typeof NAMED_COLUMNS)[number] => (NAMED_COLUMNS as readonly string[]).includes(code);

/** A field's column heading: its unit where that says it ('kg', 'km'), else a short name ('Reps', 'Time'). */
export function columnLabel(measurement: MeasurementLike, system: MeasurementSystem, t: TFunction): string {
  const unit = displayUnit(measurement.unit, system);
  const code = measurement.measurementCode;
  if (isNamedColumn(code)) return t(`liveLog.column.${code}`, { unit: unit ?? '' });
  return unit && measurement.unit !== 's' ? unit : measurement.measurementName;
}

const formatSuggestion = (suggestion: Suggestion, unit: string, system: MeasurementSystem, language: Language) =>
  suggestion.valueMax !== null && suggestion.valueMax !== suggestion.value
    ? `${formatMeasurementValue(suggestion.value, unit, system, language)}–${formatMeasurementValue(suggestion.valueMax, unit, system, language)}`
    : formatMeasurementValue(suggestion.value, unit, system, language);

interface ValueFieldProps {
  measurement: MeasurementLike;
  value: number | undefined;
  suggestion: Suggestion | undefined;
  system: MeasurementSystem;
  setName: string;
  done: boolean;
  onCommit(value: number | null): void;
}

/** Typed freely; saved when the field is left or Enter is pressed, if it reads as a value. */
function ValueField({ measurement, value, suggestion, system, setName, done, onCommit }: ValueFieldProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const shown = value === undefined ? '' : formatMeasurementValue(value, measurement.unit, system, language);
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
  return (
    <Input
      aria-label={t('liveLog.set.field', { set: setName, measurement: measurementLabel(measurement, system) })}
      aria-keyshortcuts={OPTIONS_KEYS}
      height="11"
      minWidth="0"
      px="1"
      textAlign="center"
      fontWeight="semibold"
      fontVariantNumeric="tabular-nums"
      variant="subtle"
      bg={done ? 'transparent' : undefined}
      _placeholder={{ color: 'fg.subtle', fontWeight: 'normal' }}
      inputMode={measurement.unit === 's' ? 'text' : 'decimal'}
      enterKeyHint="next"
      autoComplete="off"
      value={text}
      placeholder={suggestion ? formatSuggestion(suggestion, measurement.unit, system, language) : undefined}
      aria-invalid={invalid || undefined}
      data-measurement={measurement.measurementCode}
      onChange={(event) => setText(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
    />
  );
}

/** A set's note, kept as typed and saved when the field is left. */
function NoteField({ id, notes, onSave }: { id: string; notes: string | null; onSave(notes: string): void }) {
  const [text, setText] = useState(notes ?? '');
  return (
    <Textarea
      id={id}
      size="sm"
      rows={2}
      maxLength={1000}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onBlur={() => text !== (notes ?? '') && onSave(text)}
    />
  );
}

export interface SetRowProps {
  set: LiveSet;
  /** The set's place in its exercise (1-based): its name for screen readers and the fields' labels. */
  position: number;
  /** The number it shows, counted among working sets; null for a warm-up, drop or failure set (see workingSetNumber). */
  number: number | null;
  measurements: readonly MeasurementLike[];
  system: MeasurementSystem;
  suggestion: Map<string, Suggestion> | undefined;
  previous: { values: readonly { measurementCode: string; value: number }[] } | undefined;
  onValue(measurementCode: string, value: number | null): void;
  onComplete(completed: boolean): void;
  onSetType(setType: SetType): void;
  onRpe(rpe: number | null): void;
  onNotes(notes: string): void;
  onRemove(): void;
}

export function SetRow(props: SetRowProps) {
  const { set, position, number, measurements, system, suggestion, previous, onValue, onComplete } = props;
  const [optionsOpen, setOptionsOpen] = useState(false);
  const { t } = useTranslation();
  const noteId = useId();
  const language = useLanguage();
  const setName = t('liveLog.set.name', { position });
  const values = new Map(set.values.map((value) => [value.measurementCode, value.value]));
  const done = !!set.completedAt;
  const previousText = previous?.values.length ? formatSet(previous.values, measurements, system, language) : null;
  const openOptions = (event: KeyboardEvent) => {
    if (event.key === 'ContextMenu' || (event.shiftKey && event.key === 'F10')) {
      event.preventDefault();
      setOptionsOpen(true);
    }
  };
  const details = set.rpe !== null || !!set.notes || set.personalRecords.length > 0;
  return (
    <Box
      as="li"
      borderRadius="md"
      bg={done ? 'green.subtle' : undefined}
      px="1"
      py="0.5"
      data-testid="live-set"
      data-completed={done || undefined}
      onKeyDown={openOptions}
      onContextMenu={(event) => {
        // A field keeps its own menu (paste); anywhere else on the row, the set's options.
        if (event.target instanceof HTMLInputElement) return;
        event.preventDefault();
        setOptionsOpen(true);
      }}
    >
      <Grid {...setGrid(measurements.length)} minHeight="11">
        <Popover.Root
          open={optionsOpen}
          onOpenChange={(details) => setOptionsOpen(details.open)}
          positioning={{ placement: 'bottom-start', gutter: 4 }}
          lazyMount
        >
          <Popover.Trigger asChild>
            <Button
              variant="ghost"
              height="11"
              minWidth="0"
              px="0"
              fontWeight="bold"
              color={TYPE_COLOURS[set.setType]}
              tabIndex={-1}
              aria-label={t('liveLog.set.options', { position, type: t(`liveLog.setType.${set.setType}`).toLowerCase() })}
              data-testid="set-options"
            >
              {set.setType === 'NORMAL' ? number : t(`liveLog.setLetter.${set.setType}`)}
            </Button>
          </Popover.Trigger>
          <Portal>
            <Popover.Positioner>
              <Popover.Content width="17rem" aria-label={t('liveLog.set.optionsTitle', { position })} data-testid="set-options-panel">
                <Popover.Body p="3">
                  <SetOptions {...props} noteId={noteId} onClose={() => setOptionsOpen(false)} />
                </Popover.Body>
              </Popover.Content>
            </Popover.Positioner>
          </Portal>
        </Popover.Root>
        <Text
          fontSize={{ base: 'xs', md: 'sm' }}
          color="fg.muted"
          lineClamp={2}
          display={previousDisplay(measurements.length)}
          data-testid="previous-set"
        >
          <VisuallyHidden>{t('liveLog.set.lastTime')}</VisuallyHidden>
          {previousText ?? NO_VALUE}
        </Text>
        {measurements.map((measurement) => (
          <ValueField
            key={measurement.measurementCode}
            measurement={measurement}
            value={values.get(measurement.measurementCode)}
            suggestion={suggestion?.get(measurement.measurementCode)}
            system={system}
            setName={setName}
            done={done}
            onCommit={(value) => onValue(measurement.measurementCode, value)}
          />
        ))}
        <IconButton
          size="lg"
          variant={done ? 'solid' : 'subtle'}
          colorPalette={done ? 'green' : 'gray'}
          // Not done, it reads as the fields do (they are filled the same way), in every theme.
          bg={done ? undefined : 'bg.muted'}
          _hover={done ? undefined : { bg: 'bg.emphasized' }}
          aria-label={t('liveLog.set.complete', { position })}
          aria-pressed={done}
          aria-keyshortcuts={OPTIONS_KEYS}
          onClick={() => onComplete(!done)}
          data-testid="complete-set"
        >
          <Check aria-hidden="true" />
        </IconButton>
      </Grid>
      {details && (
        <Wrap gap="1" ps="12" pb="1" align="center">
          {set.rpe !== null && (
            <Badge size="xs" variant="outline" data-testid="set-rpe">
              {t('liveLog.set.rpeShown', { rpe: set.rpe })}
            </Badge>
          )}
          {set.personalRecords.map((record) => (
            <Badge key={record} colorPalette="yellow" size="xs" data-testid="record-badge">
              <Trophy size={10} aria-hidden="true" />
              {t(`records.kind.${record}`)}
            </Badge>
          ))}
          {set.notes && (
            <Text fontSize="xs" color="fg.muted" data-testid="set-note">
              {set.notes}
            </Text>
          )}
        </Wrap>
      )}
    </Box>
  );
}

function SetOptions({
  set,
  number,
  noteId,
  onSetType,
  onRpe,
  onNotes,
  onRemove,
  onClose,
}: SetRowProps & { noteId: string; onClose(): void }) {
  const { t } = useTranslation();
  const rpeId = `${noteId}-rpe`;
  const typeLabel = t(`liveLog.setType.${set.setType}`);
  return (
    <Stack gap="3">
      <Text fontWeight="semibold">{number === null ? typeLabel : t('liveLog.set.optionsHeading', { type: typeLabel, number })}</Text>
      <Stack gap="1" role="group" aria-label={t('liveLog.set.setType')}>
        <Text fontSize="xs" color="fg.muted" aria-hidden="true">
          {t('liveLog.set.setType')}
        </Text>
        <HStack gap="1" wrap="wrap">
          {SET_TYPES.map((type) => (
            <Button
              key={type}
              size="sm"
              variant={set.setType === type ? 'solid' : 'outline'}
              aria-pressed={set.setType === type}
              onClick={() => onSetType(type)}
            >
              {type !== 'NORMAL' && (
                <chakra.span fontWeight="bold" aria-hidden="true">
                  {t(`liveLog.setLetter.${type}`)}
                </chakra.span>
              )}
              {t(`liveLog.setType.${type}`)}
            </Button>
          ))}
        </HStack>
      </Stack>
      <Stack gap="1">
        <chakra.label fontSize="xs" color="fg.muted" htmlFor={rpeId}>
          {t('liveLog.set.rpe')}
        </chakra.label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            id={rpeId}
            value={set.rpe ?? ''}
            onChange={(event) => onRpe(event.target.value ? Number(event.target.value) : null)}
          >
            <option value="">{NO_VALUE}</option>
            {RPE_OPTIONS.map((rpe) => (
              <option key={rpe} value={rpe}>
                {rpe}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Stack>
      <Stack gap="1">
        <chakra.label fontSize="xs" color="fg.muted" htmlFor={noteId}>
          {t('liveLog.set.note')}
        </chakra.label>
        <NoteField id={noteId} notes={set.notes} onSave={onNotes} />
      </Stack>
      <Button
        size="sm"
        variant="outline"
        colorPalette="red"
        onClick={() => {
          onClose();
          onRemove();
        }}
      >
        <Trash2 aria-hidden="true" /> {t('liveLog.set.removeSet')}
      </Button>
    </Stack>
  );
}
