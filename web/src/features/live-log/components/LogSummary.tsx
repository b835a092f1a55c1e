// The end of a workout: how long, how much, how many sets, the records broken (one per exercise and kind, with its
// figure), the exercises done for the first time (they set baselines, not records) and the muscles worked; and,
// when the sets differ from the workout's, the offer to keep them as a workout.
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Card, Grid, Heading, HStack, Stack, Stat, Text } from '@chakra-ui/react';
import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
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
import { formatCount } from '../../../../../common/numbers';
import { formatRecordValue, recordFigure } from '../../../../../common/set-metrics';
import { formatDuration, formatVolume } from '../../../../../common/units';
import { useLanguage } from '../../../i18n';
import { differsFromWorkout, type LiveLog } from '../model';

export function LogSummary({ log, system, syncing }: { log: LiveLog; system: MeasurementSystem; syncing: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
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
          label: t(`records.kind.${record}`),
          figure: figure && formatRecordValue(record, figure.value, system, figure.weight, language),
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
      const saved = unwrapResult(result.data?.migrateWorkoutLog, t).data;
      notify.success(t(mode === 'NEW_WORKOUT' ? 'liveLog.summary.savedAsNew' : 'liveLog.summary.updated', { title: saved.workoutTitle }));
    } catch (error) {
      notify.error(t('liveLog.summary.saveFailed'), { description: errorMessage(error) });
    }
  };
  return (
    <Stack gap="5" data-testid="log-summary">
      <Heading as="h2" size="lg">
        {t('liveLog.summary.complete')}
      </Heading>
      {syncing && (
        <Text color="fg.muted" fontSize="sm">
          {t('liveLog.summary.syncing')}
        </Text>
      )}
      <Grid templateColumns={{ base: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' }} gap="3">
        <Stat.Root>
          <Stat.Label>{t('liveLog.summary.duration')}</Stat.Label>
          <Stat.ValueText data-testid="summary-duration">{formatDuration(log.activeSeconds)}</Stat.ValueText>
        </Stat.Root>
        <Stat.Root>
          <Stat.Label>{t('liveLog.summary.volume')}</Stat.Label>
          <Stat.ValueText data-testid="summary-volume">{formatVolume(log.logSummary.totalVolume, system, language)}</Stat.ValueText>
        </Stat.Root>
        <Stat.Root>
          <Stat.Label>{t('liveLog.summary.sets')}</Stat.Label>
          <Stat.ValueText data-testid="summary-sets">{formatCount(log.logSummary.setCount, language)}</Stat.ValueText>
        </Stat.Root>
        <Stat.Root>
          <Stat.Label>{t('liveLog.summary.records')}</Stat.Label>
          <Stat.ValueText data-testid="summary-records">{formatCount(log.logSummary.personalRecordCount, language)}</Stat.ValueText>
        </Stat.Root>
      </Grid>
      {records.length > 0 && (
        <Card.Root>
          <Card.Body gap="2">
            <Heading as="h3" size="sm">
              {t('liveLog.summary.recordsBroken')}
            </Heading>
            <RecordList records={records} label={t('liveLog.summary.recordsBroken')} />
          </Card.Body>
        </Card.Root>
      )}
      {baselines.length > 0 && (
        <Card.Root data-testid="summary-first-time">
          <Card.Body gap="2">
            <Heading as="h3" size="sm">
              <Sparkles size={14} aria-hidden="true" style={{ display: 'inline' }} /> {t('liveLog.summary.firstTime')}
            </Heading>
            <Text>{baselines.join(', ')}</Text>
            <Text fontSize="sm" color="fg.muted">
              {t('liveLog.summary.baseline')}
            </Text>
          </Card.Body>
        </Card.Root>
      )}
      {log.muscleUsage.length > 0 && (
        <Stack gap="2">
          <Heading as="h3" size="sm">
            {t('liveLog.summary.muscles')}
          </Heading>
          <BodyMap muscleUsage={log.muscleUsage} />
        </Stack>
      )}
      {differs && (
        <Card.Root>
          <Card.Body gap="3">
            <Text>{t('liveLog.summary.differs')}</Text>
            <HStack gap="2" wrap="wrap">
              {workout.data?.workout.viewerCanEdit && (
                <Button variant="outline" loading={migration.loading} onClick={() => void save('UPDATE_WORKOUT')}>
                  {t('liveLog.summary.updateWorkout')}
                </Button>
              )}
              <Button variant="outline" loading={migration.loading} onClick={() => void save('NEW_WORKOUT')}>
                {t('liveLog.summary.saveNew')}
              </Button>
            </HStack>
          </Card.Body>
        </Card.Root>
      )}
      <HStack gap="2">
        <Button asChild>
          <RouterLink to={`/logbook/${log.workoutLogId}`}>{t('liveLog.summary.viewInLogbook')}</RouterLink>
        </Button>
        <Button asChild variant="outline">
          <RouterLink to="/logbook?tab=workout">{t('liveLog.summary.logbook')}</RouterLink>
        </Button>
      </HStack>
    </Stack>
  );
}
