// /logbook/{workoutLogId}: a logged workout with every set and the records it holds. Its member can edit it
// afterwards (one change saved at once; the server derives the records again), repeat it, or delete it.
import { useMutation, useQuery } from '@apollo/client/react';
import type { ApolloCache, Reference } from '@apollo/client';
import { Badge, Button, Grid, Heading, HStack, Link, Stack, Stat, Text } from '@chakra-ui/react';
import { ArrowLeft, Pencil, Repeat, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { BodyMap } from '../../../components/body-map/BodyMap';
import { PageSpinner } from '../../../components/loading/LoadingOverlay';
import { ConfirmDialog } from '../../../components/overlays/ConfirmDialog';
import { notify } from '../../../components/toaster/toaster';
import {
  LogbookChangeLogDocument,
  LogbookDeleteLogDocument,
  LogbookLogDocument,
  LogbookReferenceDocument,
  type LogPage_LogFragment,
} from '../../../gql/graphql';
import { errorMessage } from '../../../lib/errors';
import { unwrapResult } from '../../../components/forms/mutation-result';
import { usePageShell } from '../../../lib/page-shell';
import { usePreloadedFetchPolicy } from '../../../lib/preload';
import { formatDuration, formatVolume } from '../../../../../common/units';
import { usePreferences } from '../../settings/preferences';
import { changeOf, draftOf, type FieldErrors, type LogDraft } from '../edit';
import { measurementLookup } from '../format';
import { LogEditor } from '../components/LogEditor';
import { LogExercise } from '../components/LogExercise';
import { formatCount } from '../../../../../common/numbers';
import { useLanguage } from '../../../i18n';

const STARTED_AT: Intl.DateTimeFormatOptions = { dateStyle: 'full', timeStyle: 'short' };

/** Records move between logs and weekly sets follow ticks: the views that sum many logs are read again. */
function forgetSummaries(cache: ApolloCache) {
  for (const fieldName of ['workoutLogs', 'exerciseHistory', 'personalRecords', 'weeklyMuscleSets'])
    cache.evict({ id: 'ROOT_QUERY', fieldName });
  cache.gc();
}

/** Takes a deleted log out of every loaded list at once, so the logbook never shows it while it reloads. */
function dropFromLists(cache: ApolloCache, workoutLogId: string) {
  const id = cache.identify({ __typename: 'WorkoutLog', workoutLogId });
  cache.modify<{ workoutLogs: { edges: { node: Reference }[]; totalCount: number } }>({
    id: 'ROOT_QUERY',
    fields: {
      workoutLogs: (connection, { readField }) => {
        if (!connection || typeof connection !== 'object' || !('edges' in connection)) return connection;
        const edges = connection.edges.filter((edge) => readField('workoutLogId', edge.node) !== workoutLogId);
        if (edges.length === connection.edges.length) return connection;
        return { ...connection, edges, totalCount: connection.totalCount - 1 };
      },
    },
  });
  return id;
}

function NotFound({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="3" data-testid="log-not-found">
      <Heading as="h1" size="xl">
        {t('logbook.notFoundTitle')}
      </Heading>
      <Text color="fg.muted">{message}</Text>
      <Button asChild alignSelf="start">
        <RouterLink to="/logbook?tab=workout">{t('logbook.logbook')}</RouterLink>
      </Button>
    </Stack>
  );
}

function Facts({ log }: { log: LogPage_LogFragment }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { measurementSystem: system } = usePreferences();
  return (
    <Grid templateColumns={{ base: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' }} gap="3">
      <Stat.Root>
        <Stat.Label>{t('logbook.duration')}</Stat.Label>
        <Stat.ValueText>{formatDuration(log.activeSeconds)}</Stat.ValueText>
      </Stat.Root>
      <Stat.Root>
        <Stat.Label>{t('logbook.volume')}</Stat.Label>
        <Stat.ValueText data-testid="log-volume">{formatVolume(log.logSummary.totalVolume, system, language)}</Stat.ValueText>
      </Stat.Root>
      <Stat.Root>
        <Stat.Label>{t('logbook.setCount')}</Stat.Label>
        <Stat.ValueText>{formatCount(log.logSummary.setCount, language)}</Stat.ValueText>
      </Stat.Root>
      <Stat.Root>
        <Stat.Label>{t('logbook.recordCount')}</Stat.Label>
        <Stat.ValueText>{formatCount(log.logSummary.personalRecordCount, language)}</Stat.ValueText>
      </Stat.Root>
    </Grid>
  );
}

export function LogPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { workoutLogId = '' } = useParams();
  const navigate = useNavigate();
  const { measurementSystem: system } = usePreferences();
  const variables = { workoutLogId };
  const policies = usePreloadedFetchPolicy(LogbookLogDocument, variables);
  const { data, loading, error } = useQuery(LogbookLogDocument, { variables, ...policies });
  const { data: reference } = useQuery(LogbookReferenceDocument);
  const measurementsOf = useMemo(() => measurementLookup(reference), [reference]);
  const [change, { loading: saving }] = useMutation(LogbookChangeLogDocument);
  const [remove, { client }] = useMutation(LogbookDeleteLogDocument);
  const [draft, setDraft] = useState<LogDraft | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [deleting, setDeleting] = useState(false);
  const log = data?.workoutLog;
  usePageShell({
    title: log?.workoutLogTitle ?? t('logbook.notFoundTitle'),
    breadcrumbs: [{ label: t('logbook.logbook'), to: '/logbook?tab=workout' }, ...(log ? [{ label: log.workoutLogTitle }] : [])],
  });

  if (loading && !log) return <PageSpinner />;
  if (!log) return <NotFound message={error ? errorMessage(error) : t('logbook.notFoundText')} />;

  const startEditing = () => {
    setErrors({});
    setDraft(draftOf(log, measurementsOf, system, language));
  };
  const save = async () => {
    if (!draft) return;
    const result = changeOf(log, draft, measurementsOf, system, log.endedAt ?? new Date().toISOString());
    if (result.errors) {
      setErrors(result.errors);
      notify.error(t('logbook.fixErrors'));
      return;
    }
    setErrors({});
    if (!Object.keys(result.input).length) {
      setDraft(null);
      return;
    }
    try {
      const saved = await change({
        variables: { workoutLogId: log.workoutLogId, input: result.input },
        update: (cache, { data: answer }) => {
          if (answer?.changeWorkoutLog.__typename !== 'AppError') forgetSummaries(cache);
        },
      });
      unwrapResult(saved.data?.changeWorkoutLog, t);
      setDraft(null);
      notify.success(t('logbook.saved'));
    } catch (failure) {
      notify.error(t('logbook.saveFailed'), { description: errorMessage(failure) });
    }
  };
  const live = log.status !== 'COMPLETED';
  return (
    <Stack gap="5" maxWidth="4xl" data-testid="log-page">
      <Stack gap="1">
        <Link asChild fontSize="sm" color="fg.muted" alignSelf="start">
          <RouterLink to="/logbook?tab=workout">
            <ArrowLeft size={14} aria-hidden="true" /> {t('logbook.logbook')}
          </RouterLink>
        </Link>
        <HStack gap="3" wrap="wrap">
          <Heading as="h1" size="xl">
            {log.workoutLogTitle}
          </Heading>
          {live ? <Badge colorPalette="orange">{log.status === 'PAUSED' ? t('logbook.paused') : t('logbook.inProgress')}</Badge> : null}
        </HStack>
        <Text color="fg.muted">
          <time dateTime={log.startedAt}>{new Date(log.startedAt).toLocaleString(language, STARTED_AT)}</time>
          {' · '}
          {t(`logbook.visibleTo.${log.visibility}`)}
        </Text>
      </Stack>
      {log.viewerCanEdit ? (
        <HStack gap="2" wrap="wrap">
          {draft ? (
            <>
              <Button onClick={() => void save()} loading={saving} data-testid="log-save">
                {t('logbook.save')}
              </Button>
              <Button variant="outline" onClick={() => setDraft(null)} disabled={saving}>
                {t('logbook.cancel')}
              </Button>
            </>
          ) : (
            <>
              {live ? (
                <Button asChild>
                  <RouterLink to="/log">{t('logbook.resume')}</RouterLink>
                </Button>
              ) : (
                <Button
                  variant="outline"
                  onClick={startEditing}
                  // Values are shown in the member's units, which the reference lists give: wait for them.
                  disabled={!reference}
                  data-testid="log-edit"
                >
                  <Pencil aria-hidden="true" /> {t('logbook.edit')}
                </Button>
              )}
              <Button asChild variant="outline">
                <RouterLink to={`/log?repeat=${log.workoutLogId}`}>
                  <Repeat aria-hidden="true" /> {t('logbook.repeat')}
                </RouterLink>
              </Button>
              <Button variant="outline" colorPalette="red" onClick={() => setDeleting(true)} data-testid="log-delete">
                <Trash2 aria-hidden="true" /> {t('logbook.delete')}
              </Button>
            </>
          )}
        </HStack>
      ) : null}
      {draft ? (
        <LogEditor draft={draft} onChange={setDraft} errors={errors} measurementsOf={measurementsOf} system={system} />
      ) : (
        <>
          <Facts log={log} />
          {log.notes || log.perceivedEffort ? (
            <Stack gap="1">
              {log.notes ? (
                <Text>
                  <Text as="span" fontWeight="semibold">
                    {t('logbook.notes')}:
                  </Text>{' '}
                  {log.notes}
                </Text>
              ) : null}
              {log.perceivedEffort ? (
                <Text>
                  <Text as="span" fontWeight="semibold">
                    {t('logbook.effort')}:
                  </Text>{' '}
                  {t('logbook.effortValue', { value: log.perceivedEffort })}
                </Text>
              ) : null}
            </Stack>
          ) : null}
          {log.logExercises.map((exercise) => (
            <LogExercise
              key={exercise.workoutLogExerciseId}
              exercise={exercise}
              measurements={measurementsOf(exercise.exerciseTypeCode)}
              system={system}
            />
          ))}
          {log.muscleUsage.length ? (
            <Stack as="section" gap="2" aria-labelledby="log-muscles">
              <Heading as="h2" size="md" id="log-muscles">
                {t('logbook.musclesWorked')}
              </Heading>
              <BodyMap muscleUsage={log.muscleUsage} />
            </Stack>
          ) : null}
        </>
      )}
      <ConfirmDialog
        open={deleting}
        title={t('logbook.deleteTitle')}
        message={t('logbook.deleteMessage')}
        confirmLabel={t('logbook.delete')}
        destructive
        onCancel={() => setDeleting(false)}
        onConfirm={async () => {
          try {
            const removed = await remove({
              variables: { workoutLogId: log.workoutLogId },
              update: (cache, { data: answer }) => {
                if (answer?.deleteWorkoutLog.__typename !== 'AppError') dropFromLists(cache, log.workoutLogId);
              },
            });
            unwrapResult(removed.data?.deleteWorkoutLog, t);
          } catch (failure) {
            notify.error(t('logbook.deleteFailed'), { description: errorMessage(failure) });
            return;
          }
          setDeleting(false);
          // Leave first: evicting the log this page still watches would have it asked for again.
          await navigate('/logbook?tab=workout');
          client.cache.evict({ id: client.cache.identify({ __typename: 'WorkoutLog', workoutLogId: log.workoutLogId }) });
          forgetSummaries(client.cache);
        }}
      />
    </Stack>
  );
}
