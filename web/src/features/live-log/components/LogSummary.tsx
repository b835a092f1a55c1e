// The end of a workout: how long, how much, how many sets, the records broken (one per exercise and kind, with its
// figure), the exercises done for the first time (they set baselines, not records) and the muscles worked; and,
// when the sets differ from the workout's, the offer to keep them as a workout.
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Card, Grid, Heading, HStack, Stack, Stat, Text } from '@chakra-ui/react';
import { Sparkles } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { BodyMap } from '../../../components/body-map/BodyMap';
import { RecordList } from '../../../components/records/RecordList';
import { notify } from '../../../components/toaster/toaster';
import {
  LiveLogWorkoutDocument,
  LogSummaryFirstTimesDocument,
  MigrateLiveLogDocument,
  type WorkoutMigrationMode,
} from '../../../gql/graphql';
import { errorMessage } from '../../../lib/errors';
import { unwrapResult } from '../../../components/forms/mutation-result';
import type { MeasurementSystem } from '../../../lib/measurement';
import { formatRecordValue, recordFigure } from '../../../../../common/set-metrics';
import { formatDuration, formatVolume } from '../../../../../common/units';
import { RECORD_LABELS } from '../format';
import { differsFromWorkout, type LiveLog } from '../model';

export function LogSummary({ log, system, syncing }: { log: LiveLog; system: MeasurementSystem; syncing: boolean }) {
  const differs = differsFromWorkout(log);
  const workout = useQuery(LiveLogWorkoutDocument, { variables: { workoutId: log.workoutId ?? '' }, skip: !differs || !log.workoutId });
  const [migrate, migration] = useMutation(MigrateLiveLogDocument);
  const firstTimes = useQuery(LogSummaryFirstTimesDocument, { variables: { workoutLogId: log.workoutLogId }, skip: syncing });
  const records = log.logExercises.flatMap((exercise) =>
    exercise.sets.flatMap((set) =>
      set.personalRecords.map((record) => {
        const figure = recordFigure(set, record);
        return {
          exerciseName: exercise.exerciseName,
          recordType: record,
          label: RECORD_LABELS[record] ?? record,
          figure: figure && formatRecordValue(record, figure.value, system, figure.weight),
        };
      }),
    ),
  );
  const firstTime = new Set(
    firstTimes.data?.workoutLog.logExercises.filter((exercise) => exercise.firstTime).map((exercise) => exercise.workoutLogExerciseId),
  );
  const baselines = [
    ...new Set(
      log.logExercises
        .filter((exercise) => firstTime.has(exercise.workoutLogExerciseId) && exercise.sets.some((set) => set.completedAt))
        .map((exercise) => exercise.exerciseName),
    ),
  ];
  const save = async (mode: WorkoutMigrationMode) => {
    try {
      const result = await migrate({ variables: { workoutLogId: log.workoutLogId, mode } });
      const saved = unwrapResult(result.data?.migrateWorkoutLog).data;
      notify.success(mode === 'NEW_WORKOUT' ? `Saved as “${saved.workoutTitle}”` : `“${saved.workoutTitle}” updated`);
    } catch (error) {
      notify.error('The workout could not be saved', { description: errorMessage(error) });
    }
  };
  return (
    <Stack gap="5" data-testid="log-summary">
      <Heading as="h2" size="lg">
        Workout complete
      </Heading>
      {syncing && (
        <Text color="fg.muted" fontSize="sm">
          Saving… records and totals appear once your changes reach the server.
        </Text>
      )}
      <Grid templateColumns={{ base: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' }} gap="3">
        <Stat.Root>
          <Stat.Label>Duration</Stat.Label>
          <Stat.ValueText data-testid="summary-duration">{formatDuration(log.activeSeconds)}</Stat.ValueText>
        </Stat.Root>
        <Stat.Root>
          <Stat.Label>Volume</Stat.Label>
          <Stat.ValueText data-testid="summary-volume">{formatVolume(log.logSummary.totalVolume, system)}</Stat.ValueText>
        </Stat.Root>
        <Stat.Root>
          <Stat.Label>Sets</Stat.Label>
          <Stat.ValueText data-testid="summary-sets">{log.logSummary.setCount}</Stat.ValueText>
        </Stat.Root>
        <Stat.Root>
          <Stat.Label>Records</Stat.Label>
          <Stat.ValueText data-testid="summary-records">{log.logSummary.personalRecordCount}</Stat.ValueText>
        </Stat.Root>
      </Grid>
      {records.length > 0 && (
        <Card.Root>
          <Card.Body gap="2">
            <Heading as="h3" size="sm">
              Records broken
            </Heading>
            <RecordList records={records} label="Records broken" />
          </Card.Body>
        </Card.Root>
      )}
      {baselines.length > 0 && (
        <Card.Root data-testid="summary-first-time">
          <Card.Body gap="2">
            <Heading as="h3" size="sm">
              <Sparkles size={14} aria-hidden="true" style={{ display: 'inline' }} /> First time
            </Heading>
            <Text>{baselines.join(', ')}</Text>
            <Text fontSize="sm" color="fg.muted">
              These sets are your baseline: the next time, beat them for a record.
            </Text>
          </Card.Body>
        </Card.Root>
      )}
      {log.muscleUsage.length > 0 && (
        <Stack gap="2">
          <Heading as="h3" size="sm">
            Muscles worked
          </Heading>
          <BodyMap muscleUsage={log.muscleUsage} />
        </Stack>
      )}
      {differs && (
        <Card.Root>
          <Card.Body gap="3">
            <Text>Your sets differ from the workout you started. Keep what you did?</Text>
            <HStack gap="2" wrap="wrap">
              {workout.data?.workout.viewerCanEdit && (
                <Button variant="outline" loading={migration.loading} onClick={() => void save('UPDATE_WORKOUT')}>
                  Update the workout
                </Button>
              )}
              <Button variant="outline" loading={migration.loading} onClick={() => void save('NEW_WORKOUT')}>
                Save as a new workout
              </Button>
            </HStack>
          </Card.Body>
        </Card.Root>
      )}
      <HStack gap="2">
        <Button asChild>
          <RouterLink to={`/logbook/${log.workoutLogId}`}>View in logbook</RouterLink>
        </Button>
        <Button asChild variant="outline">
          <RouterLink to="/logbook?tab=workout">Logbook</RouterLink>
        </Button>
      </HStack>
    </Stack>
  );
}
