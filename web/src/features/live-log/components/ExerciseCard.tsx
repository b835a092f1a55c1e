// One exercise of the live log: its sets, add a set, and a menu to move, swap, superset, annotate or remove it.
import { Badge, Box, Button, Card, HStack, IconButton, Link, Menu, Portal, Stack, Text, Textarea, chakra } from '@chakra-ui/react';
import { ArrowDown, ArrowUp, Link2, MoreVertical, NotebookPen, Plus, Repeat, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { MeasurementSystem } from '../../../lib/measurement';
import { entryOrder, type MeasurementLike } from '../../../../../common/units';
import { newId, type Edit, type LiveExercise } from '../model';
import { SetRow } from './SetRow';

export interface ExerciseCardProps {
  exercise: LiveExercise;
  index: number;
  count: number;
  measurements: readonly MeasurementLike[];
  system: MeasurementSystem;
  onEdit(edit: Edit): void;
  /** A set was ticked: the rest it is followed by starts. */
  onSetDone(restSeconds: number | null): void;
  onSwap(): void;
}

export function ExerciseCard({ exercise, index, count, measurements, system, onEdit, onSetDone, onSwap }: ExerciseCardProps) {
  const [notesOpen, setNotesOpen] = useState(!!exercise.notes);
  const [notes, setNotes] = useState(exercise.notes ?? '');
  const ordered = entryOrder(measurements);
  const id = exercise.workoutLogExerciseId;
  return (
    <Card.Root as="section" aria-labelledby={`exercise-${id}`} data-testid="live-exercise">
      <Card.Body gap="2" p={{ base: '3', md: '4' }}>
        <HStack justify="space-between" gap="2">
          <HStack gap="2" minWidth="0">
            <Text as="h2" id={`exercise-${id}`} fontWeight="semibold" fontSize="lg" truncate>
              <Link asChild>
                <RouterLink to={`/e/${exercise.exerciseCode}`}>{exercise.exerciseName}</RouterLink>
              </Link>
            </Text>
            {exercise.supersetGroup ? (
              <Badge colorPalette="purple" size="sm">
                Superset {exercise.supersetGroup}
              </Badge>
            ) : null}
          </HStack>
          <Menu.Root positioning={{ placement: 'bottom-end' }}>
            <Menu.Trigger asChild>
              <IconButton variant="ghost" size="sm" aria-label={`Options for ${exercise.exerciseName}`}>
                <MoreVertical aria-hidden="true" />
              </IconButton>
            </Menu.Trigger>
            <Portal>
              <Menu.Positioner>
                <Menu.Content>
                  <Menu.Item value="up" disabled={index === 0} onSelect={() => onEdit({ kind: 'moveExercise', exerciseId: id, by: -1 })}>
                    <ArrowUp size={14} aria-hidden="true" /> Move up
                  </Menu.Item>
                  <Menu.Item
                    value="down"
                    disabled={index === count - 1}
                    onSelect={() => onEdit({ kind: 'moveExercise', exerciseId: id, by: 1 })}
                  >
                    <ArrowDown size={14} aria-hidden="true" /> Move down
                  </Menu.Item>
                  <Menu.Item value="swap" onSelect={onSwap}>
                    <Repeat size={14} aria-hidden="true" /> Swap exercise
                  </Menu.Item>
                  <Menu.Item
                    value="superset"
                    disabled={!exercise.supersetGroup && index === count - 1}
                    onSelect={() => onEdit({ kind: 'superset', exerciseId: id })}
                  >
                    <Link2 size={14} aria-hidden="true" /> {exercise.supersetGroup ? 'Leave superset' : 'Superset with next'}
                  </Menu.Item>
                  <Menu.Item value="notes" onSelect={() => setNotesOpen(true)}>
                    <NotebookPen size={14} aria-hidden="true" /> Notes
                  </Menu.Item>
                  <Menu.Item value="remove" color="fg.error" onSelect={() => onEdit({ kind: 'removeExercise', exerciseId: id })}>
                    <Trash2 size={14} aria-hidden="true" /> Remove exercise
                  </Menu.Item>
                </Menu.Content>
              </Menu.Positioner>
            </Portal>
          </Menu.Root>
        </HStack>
        {notesOpen && (
          <Box>
            <chakra.label fontSize="xs" color="fg.muted" htmlFor={`notes-${id}`}>
              Notes for {exercise.exerciseName}
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
        <Stack as="ol" gap="1" listStyleType="none" aria-label={`${exercise.exerciseName} sets`}>
          {exercise.sets.map((set, setIndex) => (
            <SetRow
              key={set.workoutLogSetId}
              set={set}
              index={setIndex}
              measurements={ordered}
              system={system}
              previous={exercise.previousSets[setIndex]}
              onValue={(measurementCode, value) =>
                onEdit({ kind: 'value', exerciseId: id, setId: set.workoutLogSetId, measurementCode, value })
              }
              onComplete={(completed) => {
                onEdit({ kind: 'complete', exerciseId: id, setId: set.workoutLogSetId, completed, at: new Date().toISOString() });
                if (completed) onSetDone(set.restSeconds ?? exercise.restSeconds);
              }}
              onSetType={(setType) => onEdit({ kind: 'setType', exerciseId: id, setId: set.workoutLogSetId, setType })}
              onRpe={(rpe) => onEdit({ kind: 'rpe', exerciseId: id, setId: set.workoutLogSetId, rpe })}
              onRemove={() => onEdit({ kind: 'removeSet', exerciseId: id, setId: set.workoutLogSetId })}
            />
          ))}
        </Stack>
        <Button
          size="sm"
          variant="outline"
          alignSelf="flex-start"
          onClick={() => onEdit({ kind: 'addSet', exerciseId: id, setId: newId() })}
        >
          <Plus aria-hidden="true" /> Add set
        </Button>
      </Card.Body>
    </Card.Root>
  );
}
