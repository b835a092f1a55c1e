// /logbook/exercises/{exerciseCode}: every time the member did an exercise, the records they hold in it, and how it went over
// time (estimated 1RM by Epley, best weight, volume, total reps). The chart library loads with this page only.
import { useQuery } from '@apollo/client/react';
import { Box, Button, Heading, HStack, Link, Stack, Table, Text, Wrap } from '@chakra-ui/react';
import { ArrowLeft, Trophy } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { SelectField } from '../../../components/forms/fields';
import { PageSpinner } from '../../../components/loading/LoadingOverlay';
import { LogbookExerciseHistoryDocument, LogbookReferenceDocument, type LogbookExerciseHistoryQuery } from '../../../gql/graphql';
import { formatShortDate } from '../../../lib/dates';
import { errorMessage } from '../../../lib/errors';
import type { MeasurementSystem } from '../../../lib/measurement';
import { usePageShell } from '../../../lib/page-shell';
import { usePreloadedFetchPolicy } from '../../../lib/preload';
import { useTimeZone } from '../../auth/session';
import { formatRecordValue } from '../../../../../common/set-metrics';
import { displayUnit, estimateNumber, formatSet, shownNumber, volumeNumber } from '../../../../../common/units';
import { usePreferences } from '../../settings/preferences';
import { HistoryCharts, type HistoryPoint } from '../components/HistoryCharts';
import { measurementLookup } from '../format';
import { useLanguage } from '../../../i18n';
import { historyVariables } from '../variables';
import { formatCount } from '../../../../../common/numbers';
import { RECORD_TYPES } from '../../../../../common/set-metrics';

type History = LogbookExerciseHistoryQuery['exerciseHistory'];
type Record = History['records'][number];

const PERIODS = [
  { value: 'all', months: null },
  { value: '3', months: 3 },
  { value: '6', months: 6 },
  { value: '12', months: 12 },
] as const;

const NO_VALUE = '–';

const byRecord = (a: Record, b: Record) =>
  RECORD_TYPES.indexOf(a.recordType) - RECORD_TYPES.indexOf(b.recordType) || (b.weight ?? 0) - (a.weight ?? 0);

function Records({ records, system, timeZone }: { records: History['records']; system: MeasurementSystem; timeZone: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const day = (value: string) => formatShortDate(value, timeZone, new Date(), language);
  return (
    <Stack as="section" gap="2" aria-labelledby="history-records">
      <Heading as="h2" size="md" id="history-records">
        {t('logbook.personalRecords')}
      </Heading>
      {records.length ? (
        <Wrap as="ul" gap="2" listStyleType="none" data-testid="history-records">
          {[...records].sort(byRecord).map((record) => (
            <Box as="li" key={`${record.recordType}-${record.weight ?? ''}`} borderWidth="1px" rounded="l2" px="3" py="2">
              <HStack gap="1" fontSize="sm" color="fg.muted">
                <Trophy size={14} aria-hidden="true" />
                <Text as="span">{t(`records.kind.${record.recordType}`)}</Text>
              </HStack>
              <Text fontWeight="semibold">{formatRecordValue(record.recordType, record.value, system, record.weight, language)}</Text>
              <Text fontSize="xs" color="fg.muted">
                {record.workoutLogId ? (
                  <Link asChild>
                    <RouterLink to={`/logbook/${record.workoutLogId}`}>{day(record.achievedAt)}</RouterLink>
                  </Link>
                ) : (
                  day(record.achievedAt)
                )}
              </Text>
            </Box>
          ))}
        </Wrap>
      ) : (
        <Text color="fg.muted">{t('logbook.noRecords')}</Text>
      )}
    </Stack>
  );
}

export function ExerciseHistoryPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { exerciseCode = '' } = useParams();
  const { measurementSystem: system } = usePreferences();
  const timeZone = useTimeZone();
  const variables = historyVariables(exerciseCode);
  const policies = usePreloadedFetchPolicy(LogbookExerciseHistoryDocument, variables);
  const { data, loading, error, fetchMore } = useQuery(LogbookExerciseHistoryDocument, { variables, ...policies });
  const { data: reference } = useQuery(LogbookReferenceDocument);
  const measurementsOf = useMemo(() => measurementLookup(reference), [reference]);
  const [period, setPeriod] = useState<string>('all');
  const [loadingMore, setLoadingMore] = useState(false);
  const history = data?.exerciseHistory;
  usePageShell({
    title: history ? t('logbook.historyTitle', { exercise: history.exercise.exerciseName }) : t('logbook.exerciseNotFound'),
    breadcrumbs: [
      { label: t('logbook.logbook'), to: '/logbook?tab=workout' },
      ...(history ? [{ label: history.exercise.exerciseName }] : []),
    ],
  });
  const entries = useMemo(() => history?.entries.edges.map((edge) => edge.node) ?? [], [history]);
  const points = useMemo<HistoryPoint[]>(() => {
    const months = PERIODS.find((item) => item.value === period)?.months ?? null;
    const since = months === null ? null : new Date(new Date().getFullYear(), new Date().getMonth() - months, new Date().getDate());
    return entries
      .filter((entry) => !since || new Date(entry.startedAt) >= since)
      .reverse()
      .map((entry) => ({
        key: entry.workoutLogExerciseId,
        label: formatShortDate(entry.startedAt, timeZone, new Date(), language),
        e1rm: entry.bestEstimated1rm == null ? null : estimateNumber(entry.bestEstimated1rm, 'kg', system),
        weight: entry.bestWeight == null ? null : shownNumber(entry.bestWeight, 'kg', system),
        volume: volumeNumber(entry.volume, system),
        reps: entry.totalReps,
      }));
  }, [entries, period, system, timeZone, language]);

  if (loading && !history) return <PageSpinner />;
  if (!history)
    return (
      <Stack gap="3" data-testid="history-not-found">
        <Heading as="h1" size="xl">
          {t('logbook.exerciseNotFound')}
        </Heading>
        <Text color="fg.muted">{error ? errorMessage(error) : null}</Text>
        <Button asChild alignSelf="start">
          <RouterLink to="/logbook?tab=workout">{t('logbook.logbook')}</RouterLink>
        </Button>
      </Stack>
    );

  const loadUnit = displayUnit('kg', system) ?? 'kg';
  const measurements = measurementsOf(history.exercise.exerciseTypeCode);
  const { pageInfo } = history.entries;
  // The history has no cache merge rule of its own: older entries are appended to the same answer here.
  const loadMore = async () => {
    if (!pageInfo.endCursor) return;
    setLoadingMore(true);
    try {
      await fetchMore({
        variables: { after: pageInfo.endCursor },
        updateQuery: (previous, { fetchMoreResult }) => ({
          ...previous,
          exerciseHistory: {
            ...fetchMoreResult.exerciseHistory,
            entries: {
              ...fetchMoreResult.exerciseHistory.entries,
              edges: [...(previous.exerciseHistory?.entries.edges ?? []), ...fetchMoreResult.exerciseHistory.entries.edges],
            },
          },
        }),
      });
    } finally {
      setLoadingMore(false);
    }
  };
  return (
    <Stack gap="6" data-testid="exercise-history">
      <Stack gap="1">
        <Link asChild fontSize="sm" color="fg.muted" alignSelf="start">
          <RouterLink to="/logbook?tab=workout">
            <ArrowLeft size={14} aria-hidden="true" /> {t('logbook.logbook')}
          </RouterLink>
        </Link>
        <Heading as="h1" size="xl">
          {history.exercise.exerciseName}
        </Heading>
        <Text color="fg.muted">
          {t('logbook.timesDone', { count: history.totalCount })} ·{' '}
          <Link asChild variant="underline">
            <RouterLink to={`/e/${history.exercise.exerciseCode}`}>{t('logbook.inFlexicon')}</RouterLink>
          </Link>
        </Text>
      </Stack>
      <Records records={history.records} system={system} timeZone={timeZone} />
      {entries.length ? (
        <>
          <Stack as="section" gap="3" aria-labelledby="history-progress">
            <HStack justify="space-between" align="end" wrap="wrap" gap="3">
              <Heading as="h2" size="md" id="history-progress">
                {t('logbook.charts')}
              </Heading>
              <Box width="48">
                <SelectField
                  label={t('logbook.period')}
                  value={period}
                  onValueChange={setPeriod}
                  options={PERIODS.map(({ value }) => ({ value, label: t(`logbook.periods.${value}`) }))}
                />
              </Box>
            </HStack>
            <HistoryCharts points={points} loadUnit={loadUnit} />
          </Stack>
          <Stack as="section" gap="2" aria-labelledby="history-every-time">
            <Heading as="h2" size="md" id="history-every-time">
              {t('logbook.everyTime', { exercise: history.exercise.exerciseName })}
            </Heading>
            <Table.ScrollArea position="relative">
              <Table.Root size="sm" data-testid="history-table">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>{t('logbook.date')}</Table.ColumnHeader>
                    <Table.ColumnHeader hideBelow="sm">{t('logbook.workout')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('logbook.bestSet')}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">{t('logbook.setCount')}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">{t('logbook.volumeColumn', { unit: loadUnit })}</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {entries.map((entry) => (
                    <Table.Row key={entry.workoutLogExerciseId}>
                      <Table.Cell whiteSpace="nowrap">
                        {/* The log's link on every screen: the workout's column, which links it too, is left out on phones. */}
                        <Link asChild variant="underline">
                          <RouterLink to={`/logbook/${entry.workoutLogId}`}>
                            <time dateTime={entry.startedAt}>{formatShortDate(entry.startedAt, timeZone, new Date(), language)}</time>
                          </RouterLink>
                        </Link>
                      </Table.Cell>
                      <Table.Cell hideBelow="sm">
                        <Link asChild variant="underline">
                          <RouterLink to={`/logbook/${entry.workoutLogId}`}>{entry.workoutLogTitle}</RouterLink>
                        </Link>
                      </Table.Cell>
                      <Table.Cell>{entry.bestSet ? formatSet(entry.bestSet.values, measurements, system, language) : NO_VALUE}</Table.Cell>
                      <Table.Cell textAlign="end">{formatCount(entry.completedSetCount, language)}</Table.Cell>
                      <Table.Cell textAlign="end">{formatCount(volumeNumber(entry.volume, system), language)}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
            {pageInfo.hasNextPage ? (
              <Button variant="outline" alignSelf="center" loading={loadingMore} onClick={() => void loadMore()}>
                {t('logbook.loadMore')}
              </Button>
            ) : null}
          </Stack>
        </>
      ) : (
        <Text color="fg.muted">{t('logbook.notDoneYet')}</Text>
      )}
    </Stack>
  );
}
