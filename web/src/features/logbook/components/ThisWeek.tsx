// This week's completed sets per muscle: on the body map (each muscle's share) and as a list of set counts.
import { useQuery } from '@apollo/client/react';
import { Card, Heading, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { BodyMap } from '../../../components/body-map/BodyMap';
import { muscleLabel } from '../../../components/body-map/scale';
import { LogbookWeekDocument } from '../../../gql/graphql';
import { isOfflineError } from '../../../lib/online';
import { formatDecimal } from '../../../../../common/numbers';
import { useLanguage } from '../../../i18n';
import type { Language } from '../../../../../common/languages';

/** Sets count whole for a muscle's primary work and in part for its secondary work: show one decimal at most. */
const formatSets = (sets: number, language: Language) => formatDecimal(Math.round(sets * 10) / 10, language);

export function ThisWeek() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data, loading, error } = useQuery(LogbookWeekDocument);
  const week = data?.weeklyMuscleSets;
  const muscles = useMemo(() => new Map((data?.muscles ?? []).map((muscle) => [muscle.muscleCode, muscle])), [data]);
  const range = week
    ? `${new Date(week.weekStart).toLocaleDateString(language, { day: 'numeric', month: 'short' })} – ${new Date(
        new Date(week.weekEnd).getTime() - 1,
      ).toLocaleDateString(language, { day: 'numeric', month: 'short' })}`
    : null;
  const rows = [...(week?.muscleSets ?? [])]
    .filter((row) => row.sets > 0)
    .sort((a, b) => b.sets - a.sets)
    .map((row) => ({ ...row, name: muscleLabel({ muscleCode: row.muscleCode, muscle: muscles.get(row.muscleCode) }) }));
  return (
    <Card.Root as="section" variant="outline" aria-labelledby="logbook-week-title" data-testid="logbook-week">
      <Card.Body gap="3">
        <Stack gap="0">
          <Heading as="h2" size="md" id="logbook-week-title">
            {t('logbook.thisWeek')}
          </Heading>
          {range ? (
            <Text fontSize="sm" color="fg.muted">
              {range}
            </Text>
          ) : null}
        </Stack>
        {loading && !week ? (
          <Skeleton height="40" />
        ) : error && !week ? (
          <Text color="fg.muted">{isOfflineError(error) ? t('logbook.thisWeekOffline') : t('logbook.thisWeekFailed')}</Text>
        ) : rows.length ? (
          <>
            <BodyMap muscleUsage={(week?.muscleUsage ?? []).map((usage) => ({ ...usage, muscle: muscles.get(usage.muscleCode) }))} />
            <Table.Root size="sm" data-testid="logbook-week-sets">
              <Table.Caption captionSide="top" textAlign="start" fontWeight="medium" color="fg" mt="0" mb="2">
                {t('logbook.thisWeekSets')}
              </Table.Caption>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('logbook.muscle')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('logbook.setsColumn')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {rows.map((row) => (
                  <Table.Row key={row.muscleCode}>
                    <Table.Cell>{row.name}</Table.Cell>
                    <Table.Cell textAlign="end">{formatSets(row.sets, language)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </>
        ) : (
          <Text color="fg.muted">{t('logbook.thisWeekEmpty')}</Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}
