// A workout's exercises in order, each with its sets' targets in the user's units; a superset's exercises are
// drawn joined by a bar down their left side.
import { Badge, Box, HStack, Link, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { WorkoutPageQuery } from '../../../gql/graphql';
import type { MeasurementSystem } from '../../../lib/measurement';
import { exercisePath } from '../../flexicon/constants';
import { formatDuration } from '../../../../../common/units';
import { formatTarget } from '../format';
import { formatDecimal } from '../../../../../common/numbers';
import { useLanguage, type TFunction } from '../../../i18n';
import type { Language } from '../../../../../common/languages';

type Exercise = WorkoutPageQuery['workout']['workoutExercises'][number];
type WorkoutSet = Exercise['sets'][number];

/** Consecutive exercises sharing a superset number form one block; the others stand alone. */
export function supersetBlocks(exercises: readonly Exercise[]): Exercise[][] {
  const blocks: Exercise[][] = [];
  for (const exercise of exercises) {
    const last = blocks.at(-1);
    if (exercise.supersetGroup != null && last && last[0]!.supersetGroup === exercise.supersetGroup) last.push(exercise);
    else blocks.push([exercise]);
  }
  return blocks;
}

export function setDescription(set: WorkoutSet, system: MeasurementSystem, t: TFunction, language: Language): string {
  const parts = set.targets.map((target) => formatTarget(target, target.measurement, system, language));
  if (set.targetRpe != null) parts.push(t('workouts.page.rpe', { value: formatDecimal(set.targetRpe, language) }));
  if (set.tempo) parts.push(t('workouts.page.tempo', { value: set.tempo }));
  return parts.join(' · ') || t('workouts.page.noTargets');
}

function ExerciseBlock({ exercise, index, system }: { exercise: Exercise; index: number; system: MeasurementSystem }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Stack gap="2" data-testid="workout-exercise">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Text as="h3" fontWeight="semibold">
          {index + 1}.{' '}
          <Link asChild>
            <RouterLink to={exercisePath(exercise.exerciseCode)}>{exercise.exercise.exerciseName}</RouterLink>
          </Link>
        </Text>
        {exercise.restSeconds != null ? (
          <Text fontSize="sm" color="fg.muted">
            {t('workouts.page.rest', { value: formatDuration(exercise.restSeconds) })}
          </Text>
        ) : null}
      </HStack>
      {exercise.notes ? (
        <Text fontSize="sm" color="fg.muted">
          {exercise.notes}
        </Text>
      ) : null}
      <Table.Root size="sm" variant="outline">
        <Table.Body>
          {exercise.sets.map((set, setIndex) => (
            <Table.Row key={set.workoutSetId}>
              <Table.Cell width="24" whiteSpace="nowrap">
                {set.setType === 'NORMAL' ? t('workouts.page.set', { number: setIndex + 1 }) : t(`workouts.page.setTypes.${set.setType}`)}
              </Table.Cell>
              <Table.Cell data-testid="workout-set">{setDescription(set, system, t, language)}</Table.Cell>
              <Table.Cell textAlign="end" color="fg.muted" whiteSpace="nowrap">
                {set.restSeconds != null ? t('workouts.page.rest', { value: formatDuration(set.restSeconds) }) : ''}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Stack>
  );
}

export function ExerciseList({ exercises, system }: { exercises: readonly Exercise[]; system: MeasurementSystem }) {
  const { t } = useTranslation();
  if (!exercises.length) return <Text color="fg.muted">{t('workouts.page.noExercises')}</Text>;
  let index = 0;
  return (
    <Stack gap="6" as="ol" listStyleType="none">
      {supersetBlocks(exercises).map((block) => {
        const items = block.map((exercise) => (
          <ExerciseBlock key={exercise.workoutExerciseId} exercise={exercise} index={index++} system={system} />
        ));
        return (
          <li key={block[0]!.workoutExerciseId}>
            {block.length > 1 ? (
              <Stack gap="4" borderStartWidth="4px" borderColor="orange.solid" ps="4" data-testid="workout-superset">
                <Badge alignSelf="start" colorPalette="orange">
                  {t('workouts.page.superset')}
                </Badge>
                {items}
              </Stack>
            ) : (
              <Box>{items}</Box>
            )}
          </li>
        );
      })}
    </Stack>
  );
}
