// Editing one day of the grid: its type (a radio group of the five), its workout for Workout days (the member's own
// first, then published ones matching a search), a title and notes.
import { useQuery } from '@apollo/client/react';
import { Button, CloseButton, Dialog, Field, Input, NativeSelect, Portal, RadioGroup, Stack, Textarea, Wrap } from '@chakra-ui/react';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStackedDialog } from '../../../components/overlays/useStackedDialog';
import { ProgramWorkoutChoicesDocument, type ProgramDayType } from '../../../gql/graphql';
import { DAY_STYLE, DAY_TYPES } from './days';

export interface DraftDay {
  dayType: ProgramDayType;
  title: string;
  notes: string;
  workoutId: string | null;
  workoutTitle: string | null;
}

export const EMPTY_DAY: DraftDay = { dayType: 'Empty', title: '', notes: '', workoutId: null, workoutTitle: null };

export function DayEditor({
  open,
  week,
  day,
  value,
  error,
  onClose,
  onChange,
}: {
  open: boolean;
  week: number;
  day: number;
  value: DraftDay;
  error?: string;
  onClose: () => void;
  onChange: (day: DraftDay) => void;
}) {
  const { t } = useTranslation();
  const { rootProps, backdropProps, positionerProps, contentProps } = useStackedDialog({ type: 'dialog', open, onClose });
  const [search, setSearch] = useState('');
  const committed = useDeferredValue(search.trim());
  const choices = useQuery(ProgramWorkoutChoicesDocument, {
    variables: { search: committed || undefined },
    skip: value.dayType !== 'Workout',
  }).data;
  const options = new Map<string, string>();
  for (const edge of [...(choices?.mine.edges ?? []), ...(choices?.published.edges ?? [])])
    options.set(edge.node.workoutId, edge.node.workoutTitle);
  if (value.workoutId && value.workoutTitle) options.set(value.workoutId, value.workoutTitle);
  return (
    <Dialog.Root {...rootProps} size="md" placement="center">
      <Portal>
        <Dialog.Backdrop {...backdropProps} />
        <Dialog.Positioner {...positionerProps}>
          <Dialog.Content {...contentProps} data-testid="day-editor">
            <Dialog.Header>
              <Dialog.Title>{t('programs.builder.editDay', { week, day })}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Field.Root>
                  <Field.Label>{t('programs.builder.dayType')}</Field.Label>
                  <RadioGroup.Root
                    value={value.dayType}
                    onValueChange={({ value: next }) =>
                      onChange({
                        ...value,
                        dayType: next as ProgramDayType,
                        ...(next === 'Workout' ? {} : { workoutId: null, workoutTitle: null }),
                      })
                    }
                    aria-label={t('programs.builder.dayType')}
                  >
                    <Wrap gap="3">
                      {DAY_TYPES.map((type) => {
                        const Icon = DAY_STYLE[type].icon;
                        return (
                          <RadioGroup.Item key={type} value={type}>
                            <RadioGroup.ItemHiddenInput />
                            <RadioGroup.ItemIndicator />
                            <RadioGroup.ItemText>
                              <Icon size={14} aria-hidden="true" style={{ display: 'inline', marginInlineEnd: 4 }} />
                              {t(`programs.dayTypes.${type}`)}
                            </RadioGroup.ItemText>
                          </RadioGroup.Item>
                        );
                      })}
                    </Wrap>
                  </RadioGroup.Root>
                </Field.Root>
                {value.dayType === 'Workout' ? (
                  <Stack gap="2">
                    <Field.Root>
                      <Field.Label>{t('programs.builder.searchWorkouts')}</Field.Label>
                      <Input type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
                    </Field.Root>
                    <Field.Root invalid={!!error}>
                      <Field.Label>{t('programs.builder.workout')}</Field.Label>
                      <NativeSelect.Root>
                        <NativeSelect.Field
                          value={value.workoutId ?? ''}
                          onChange={(event) =>
                            onChange({
                              ...value,
                              workoutId: event.target.value || null,
                              workoutTitle: options.get(event.target.value) ?? null,
                            })
                          }
                          data-testid="day-workout"
                        >
                          <option value="">{t('programs.builder.chooseWorkout')}</option>
                          {[...options].map(([workoutId, title]) => (
                            <option key={workoutId} value={workoutId}>
                              {title}
                            </option>
                          ))}
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
                    </Field.Root>
                  </Stack>
                ) : null}
                <Field.Root>
                  <Field.Label>{t('programs.builder.dayTitle')}</Field.Label>
                  <Input value={value.title} maxLength={120} onChange={(event) => onChange({ ...value, title: event.target.value })} />
                </Field.Root>
                <Field.Root>
                  <Field.Label>{t('programs.builder.notes')}</Field.Label>
                  <Textarea value={value.notes} maxLength={2000} onChange={(event) => onChange({ ...value, notes: event.target.value })} />
                </Field.Root>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button onClick={onClose} data-testid="day-done">
                {t('programs.builder.done')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('components.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
