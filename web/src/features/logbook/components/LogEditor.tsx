// The log's edit form: title, notes, visibility and perceived effort, and every set's values (in the member's
// units), type, RPE and tick, with sets added or removed. Nothing is sent until Save: one change for the whole form.
import { Button, Card, Checkbox, Field, Heading, HStack, IconButton, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { SetType, Visibility } from '../../../gql/graphql';
import type { MeasurementSystem } from '../../../lib/measurement';
import { SelectField, TextareaField, TextField } from '../../../components/forms/fields';
import { displayUnit, measurementLabel } from '../../../../../common/units';
import { fieldKey, newSet, type ExerciseDraft, type FieldError, type FieldErrors, type LogDraft, type SetDraft } from '../edit';
import type { MeasurementsOf } from '../format';

const SET_TYPES: SetType[] = ['NORMAL', 'WARMUP', 'DROP', 'FAILURE'];
const VISIBILITIES: Visibility[] = ['PUBLIC', 'BUDDIES', 'PRIVATE'];
const EFFORTS = Array.from({ length: 10 }, (_, index) => String(index + 1));

interface EditorProps {
  draft: LogDraft;
  onChange(draft: LogDraft): void;
  errors: FieldErrors;
  measurementsOf: MeasurementsOf;
  system: MeasurementSystem;
}

function SmallField({ label, error, children }: { label: string; error?: FieldError; children: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <Field.Root invalid={!!error} width="auto">
      <Field.Label srOnly>{label}</Field.Label>
      {children}
      {error ? (
        <Field.ErrorText color="red.fg" fontSize="xs">
          {t(`logbook.fieldError.${error}`)}
        </Field.ErrorText>
      ) : null}
    </Field.Root>
  );
}

function SetEditor({
  exercise,
  set,
  index,
  errors,
  measurementsOf,
  system,
  onSet,
  onRemove,
}: {
  exercise: ExerciseDraft;
  set: SetDraft;
  index: number;
  errors: FieldErrors;
  measurementsOf: MeasurementsOf;
  system: MeasurementSystem;
  onSet(set: SetDraft): void;
  onRemove(): void;
}) {
  const { t } = useTranslation();
  const name = exercise.exerciseName;
  const number = index + 1;
  const fieldLabel = (field: string) => t('logbook.setField', { exercise: name, index: number, field });
  const measurements = measurementsOf(exercise.exerciseTypeCode);
  const codes = measurements.length
    ? measurements
    : Object.keys(set.values).map((code) => ({ measurementCode: code, measurementName: code, unit: 'count' }));
  return (
    <HStack as="li" gap="2" wrap="wrap" align="start" py="2" borderTopWidth={index ? '1px' : 0} data-testid="edit-set">
      <Text fontWeight="semibold" minWidth="6" pt="2" aria-hidden="true">
        {number}
      </Text>
      {codes.map((measurement) => {
        const value = set.values[measurement.measurementCode];
        const label = measurementLabel(measurement, system);
        return (
          <SmallField
            key={measurement.measurementCode}
            label={fieldLabel(label)}
            error={errors[fieldKey(set.workoutLogSetId, measurement.measurementCode)]}
          >
            <HStack gap="1">
              <Input
                size="sm"
                width="20"
                inputMode="decimal"
                data-measurement={measurement.measurementCode}
                value={value?.text ?? ''}
                onChange={(event) =>
                  onSet({
                    ...set,
                    values: {
                      ...set.values,
                      [measurement.measurementCode]: {
                        text: event.target.value,
                        initialText: value?.initialText ?? null,
                        initialValue: value?.initialValue ?? null,
                      },
                    },
                  })
                }
              />
              <Text fontSize="xs" color="fg.muted" aria-hidden="true">
                {displayUnit(measurement.unit, system) ?? measurement.measurementName.toLowerCase()}
              </Text>
            </HStack>
          </SmallField>
        );
      })}
      <SmallField label={fieldLabel(t('logbook.setType'))}>
        <NativeSelect.Root size="sm" width="32">
          <NativeSelect.Field value={set.setType} onChange={(event) => onSet({ ...set, setType: event.target.value as SetType })}>
            {SET_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`liveLog.setType.${type}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </SmallField>
      <SmallField label={fieldLabel(t('logbook.rpe'))} error={errors[fieldKey(set.workoutLogSetId, 'rpe')]}>
        <HStack gap="1">
          <Input
            size="sm"
            width="14"
            inputMode="decimal"
            placeholder={t('logbook.rpe')}
            value={set.rpe}
            onChange={(event) => onSet({ ...set, rpe: event.target.value })}
          />
        </HStack>
      </SmallField>
      <Checkbox.Root pt="1.5" checked={set.completed} onCheckedChange={(details) => onSet({ ...set, completed: details.checked === true })}>
        <Checkbox.HiddenInput aria-label={fieldLabel(t('logbook.done'))} />
        <Checkbox.Control />
        <Checkbox.Label aria-hidden="true">{t('logbook.done')}</Checkbox.Label>
      </Checkbox.Root>
      <IconButton
        size="sm"
        variant="ghost"
        colorPalette="red"
        aria-label={t('logbook.removeSet', { exercise: name, index: number })}
        onClick={onRemove}
      >
        <Trash2 aria-hidden="true" />
      </IconButton>
    </HStack>
  );
}

export function LogEditor({ draft, onChange, errors, measurementsOf, system }: EditorProps) {
  const { t } = useTranslation();
  const updateExercise = (exerciseId: string, update: (exercise: ExerciseDraft) => ExerciseDraft) =>
    onChange({
      ...draft,
      exercises: draft.exercises.map((item) => (item.workoutLogExerciseId === exerciseId ? update(item) : item)),
    });
  return (
    <Stack gap="4" data-testid="log-editor">
      <Card.Root variant="outline">
        <Card.Body gap="3">
          <TextField
            label={t('logbook.title')}
            value={draft.title}
            onValueChange={(title) => onChange({ ...draft, title })}
            error={errors.title && t(`logbook.fieldError.${errors.title}`)}
            required
          />
          <TextareaField label={t('logbook.notes')} value={draft.notes} onValueChange={(notes) => onChange({ ...draft, notes })} />
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
            <SelectField
              label={t('logbook.visibility')}
              value={draft.visibility}
              onValueChange={(value) => onChange({ ...draft, visibility: value as Visibility })}
              options={VISIBILITIES.map((value) => ({ value, label: t(`logbook.visibilityOption.${value}`) }))}
            />
            <SelectField
              label={t('logbook.effort')}
              value={draft.perceivedEffort}
              onValueChange={(perceivedEffort) => onChange({ ...draft, perceivedEffort })}
              placeholder={t('logbook.noEffort')}
              options={EFFORTS.map((value) => ({ value, label: t('logbook.effortValue', { value }) }))}
            />
          </SimpleGrid>
        </Card.Body>
      </Card.Root>
      {draft.exercises.map((exercise) => (
        <Card.Root
          key={exercise.workoutLogExerciseId}
          as="section"
          variant="outline"
          aria-labelledby={`edit-exercise-${exercise.workoutLogExerciseId}`}
          data-testid="edit-exercise"
        >
          <Card.Body gap="1" p={{ base: '3', md: '4' }}>
            <Heading as="h2" size="md" id={`edit-exercise-${exercise.workoutLogExerciseId}`}>
              {exercise.exerciseName}
            </Heading>
            <Stack as="ol" gap="0" listStyleType="none">
              {exercise.sets.map((set, index) => (
                <SetEditor
                  key={set.workoutLogSetId}
                  exercise={exercise}
                  set={set}
                  index={index}
                  errors={errors}
                  measurementsOf={measurementsOf}
                  system={system}
                  onSet={(changed) =>
                    updateExercise(exercise.workoutLogExerciseId, (item) => ({
                      ...item,
                      sets: item.sets.map((candidate) => (candidate.workoutLogSetId === set.workoutLogSetId ? changed : candidate)),
                    }))
                  }
                  onRemove={() =>
                    onChange({
                      ...draft,
                      removedSetIds: set.isNew ? draft.removedSetIds : [...draft.removedSetIds, set.workoutLogSetId],
                      exercises: draft.exercises.map((item) =>
                        item.workoutLogExerciseId === exercise.workoutLogExerciseId
                          ? { ...item, sets: item.sets.filter((candidate) => candidate.workoutLogSetId !== set.workoutLogSetId) }
                          : item,
                      ),
                    })
                  }
                />
              ))}
            </Stack>
            <Button
              size="sm"
              variant="outline"
              alignSelf="start"
              onClick={() => updateExercise(exercise.workoutLogExerciseId, (item) => ({ ...item, sets: [...item.sets, newSet(item)] }))}
            >
              <Plus aria-hidden="true" /> {t('logbook.addSet')}
              <Text as="span" srOnly>
                {' '}
                ({exercise.exerciseName})
              </Text>
            </Button>
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}
