// One exercise of the live log: a heading line for its set columns, its sets one row each, add a set, and a menu to
// move, swap, superset, annotate or remove it.
import { Badge, Box, Button, Card, Grid, HStack, IconButton, Link, Menu, Portal, Stack, Text, Textarea, chakra } from '@chakra-ui/react';
import { ArrowDown, ArrowUp, Check, Link2, MoreVertical, NotebookPen, Plus, Repeat, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { MeasurementSystem } from '../../../lib/measurement';
import { entryOrder, type MeasurementLike } from '../../../../../common/units';
import { newId, suggestions, type Edit, type LiveExercise } from '../model';
import { workingSetNumber } from '../set-order';
import { columnLabel, previousDisplay, setGrid, SetRow } from './SetRow';

export interface ExerciseCardProps {
  exercise: LiveExercise;
  index: number;
  count: number;
  measurements: readonly MeasurementLike[];
  system: MeasurementSystem;
  onEdit(edit: Edit): void;
  /** A set was ticked: the rest it is followed by starts (its own, else the exercise's; null for the default). */
  onSetDone(setId: string, restSeconds: number | null): void;
  onSwap(): void;
}

export function ExerciseCard({ exercise, index, count, measurements, system, onEdit, onSetDone, onSwap }: ExerciseCardProps) {
  const { t } = useTranslation();
  const [notesOpen, setNotesOpen] = useState(!!exercise.notes);
  const [notes, setNotes] = useState(exercise.notes ?? '');
  const ordered = entryOrder(measurements);
  const suggested = suggestions(exercise);
  const id = exercise.workoutLogExerciseId;
  return (
    <Card.Root as="section" aria-labelledby={`exercise-${id}`} data-testid="live-exercise">
      <Card.Body gap="1" px={{ base: '2', md: '4' }} py={{ base: '1.5', md: '3' }}>
        <HStack justify="space-between" gap="2" ps="1">
          <HStack gap="2" minWidth="0">
            <Text as="h2" id={`exercise-${id}`} fontWeight="semibold" fontSize={{ base: 'md', md: 'lg' }} lineHeight="short">
              <Link asChild>
                <RouterLink to={`/e/${exercise.exerciseCode}`}>{exercise.exerciseName}</RouterLink>
              </Link>
            </Text>
            {exercise.supersetGroup ? (
              <Badge colorPalette="purple" size="sm" flexShrink="0">
                {t('liveLog.exercise.superset', { group: exercise.supersetGroup })}
              </Badge>
            ) : null}
          </HStack>
          <Menu.Root positioning={{ placement: 'bottom-end' }}>
            <Menu.Trigger asChild>
              <IconButton variant="ghost" size="sm" aria-label={t('liveLog.exercise.options', { name: exercise.exerciseName })}>
                <MoreVertical aria-hidden="true" />
              </IconButton>
            </Menu.Trigger>
            <Portal>
              <Menu.Positioner>
                <Menu.Content>
                  <Menu.Item value="up" disabled={index === 0} onSelect={() => onEdit({ kind: 'moveExercise', exerciseId: id, by: -1 })}>
                    <ArrowUp size={14} aria-hidden="true" /> {t('liveLog.exercise.moveUp')}
                  </Menu.Item>
                  <Menu.Item
                    value="down"
                    disabled={index === count - 1}
                    onSelect={() => onEdit({ kind: 'moveExercise', exerciseId: id, by: 1 })}
                  >
                    <ArrowDown size={14} aria-hidden="true" /> {t('liveLog.exercise.moveDown')}
                  </Menu.Item>
                  <Menu.Item value="swap" onSelect={onSwap}>
                    <Repeat size={14} aria-hidden="true" /> {t('liveLog.exercise.swap')}
                  </Menu.Item>
                  <Menu.Item
                    value="superset"
                    disabled={!exercise.supersetGroup && index === count - 1}
                    onSelect={() => onEdit({ kind: 'superset', exerciseId: id })}
                  >
                    <Link2 size={14} aria-hidden="true" />{' '}
                    {exercise.supersetGroup ? t('liveLog.exercise.leaveSuperset') : t('liveLog.exercise.supersetNext')}
                  </Menu.Item>
                  <Menu.Item value="notes" onSelect={() => setNotesOpen(true)}>
                    <NotebookPen size={14} aria-hidden="true" /> {t('liveLog.exercise.notes')}
                  </Menu.Item>
                  <Menu.Item value="remove" color="fg.error" onSelect={() => onEdit({ kind: 'removeExercise', exerciseId: id })}>
                    <Trash2 size={14} aria-hidden="true" /> {t('liveLog.exercise.remove')}
                  </Menu.Item>
                </Menu.Content>
              </Menu.Positioner>
            </Portal>
          </Menu.Root>
        </HStack>
        {notesOpen && (
          <Box>
            <chakra.label fontSize="xs" color="fg.muted" htmlFor={`notes-${id}`}>
              {t('liveLog.exercise.notesFor', { name: exercise.exerciseName })}
            </chakra.label>
            <Textarea
              id={`notes-${id}`}
              size="sm"
              rows={2}
              maxLength={1000}
              value={notes}
              onChange={(event) => setNotes(event.target.value)}
              onBlur={() => notes !== (exercise.notes ?? '') && onEdit({ kind: 'exerciseNotes', exerciseId: id, notes })}
            />
          </Box>
        )}
        {exercise.sets.length > 0 && (
          <Grid
            {...setGrid(ordered.length)}
            px="1"
            fontSize="2xs"
            fontWeight="semibold"
            color="fg.muted"
            textTransform="uppercase"
            letterSpacing="wide"
            textAlign="center"
            aria-hidden="true"
            data-testid="set-columns"
          >
            <Text>{t('liveLog.set.setColumn')}</Text>
            <Text textAlign="start" display={previousDisplay(ordered.length)}>
              {t('liveLog.set.previousColumn')}
            </Text>
            {ordered.map((measurement) => (
              <Text key={measurement.measurementCode} truncate>
                {columnLabel(measurement, system, t)}
              </Text>
            ))}
            <HStack justify="center" title={t('liveLog.set.doneColumn')}>
              <Check size={14} />
            </HStack>
          </Grid>
        )}
        <Stack as="ol" gap="0.5" listStyleType="none" aria-label={t('liveLog.exercise.sets', { name: exercise.exerciseName })}>
          {exercise.sets.map((set, setIndex) => (
            <SetRow
              key={set.workoutLogSetId}
              set={set}
              position={setIndex + 1}
              number={workingSetNumber(exercise.sets, setIndex)}
              measurements={ordered}
              system={system}
              suggestion={suggested[setIndex]}
              previous={exercise.previousSets[setIndex]}
              onValue={(measurementCode, value) =>
                onEdit({ kind: 'value', exerciseId: id, setId: set.workoutLogSetId, measurementCode, value })
              }
              onComplete={(completed) => {
                onEdit({ kind: 'complete', exerciseId: id, setId: set.workoutLogSetId, completed, at: new Date().toISOString() });
                if (completed) onSetDone(set.workoutLogSetId, set.restSeconds ?? exercise.restSeconds);
              }}
              onSetType={(setType) => onEdit({ kind: 'setType', exerciseId: id, setId: set.workoutLogSetId, setType })}
              onRpe={(rpe) => onEdit({ kind: 'rpe', exerciseId: id, setId: set.workoutLogSetId, rpe })}
              onNotes={(notes) => onEdit({ kind: 'setNotes', exerciseId: id, setId: set.workoutLogSetId, notes })}
              onRemove={() => onEdit({ kind: 'removeSet', exerciseId: id, setId: set.workoutLogSetId })}
            />
          ))}
        </Stack>
        <Button size="sm" variant="ghost" alignSelf="flex-start" onClick={() => onEdit({ kind: 'addSet', exerciseId: id, setId: newId() })}>
          <Plus aria-hidden="true" /> {t('liveLog.exercise.addSet')}
        </Button>
      </Card.Body>
    </Card.Root>
  );
}
