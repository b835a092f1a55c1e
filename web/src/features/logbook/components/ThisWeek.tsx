// This week's completed sets per muscle: on the body map (each muscle's share) and as a list of set counts.
import { useQuery } from '@apollo/client/react';
import { Card, Heading, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { BodyMap } from '../../../components/body-map/BodyMap';
import { muscleLabel } from '../../../components/body-map/scale';
import { LogbookWeekDocument } from '../../../gql/graphql';
import { isOfflineError } from '../../../lib/online';
import { S } from '../strings';

/** Sets count whole for a muscle's primary work and in part for its secondary work: show one decimal at most. */
const formatSets = (sets: number) => String(Math.round(sets * 10) / 10);

export function ThisWeek() {
  const { data, loading, error } = useQuery(LogbookWeekDocument);
  const week = data?.weeklyMuscleSets;
  const muscles = useMemo(() => new Map((data?.muscles ?? []).map((muscle) => [muscle.muscleCode, muscle])), [data]);
  const range = week
    ? `${new Date(week.weekStart).toLocaleDateString(undefined, { day: 'numeric', month: 'short' })} – ${new Date(
        new Date(week.weekEnd).getTime() - 1,
      ).toLocaleDateString(undefined, { day: 'numeric', month: 'short' })}`
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
            {S.thisWeek}
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
          <Text color="fg.muted">{isOfflineError(error) ? S.thisWeekOffline : S.thisWeekFailed}</Text>
        ) : rows.length ? (
          <>
            <BodyMap muscleUsage={(week?.muscleUsage ?? []).map((usage) => ({ ...usage, muscle: muscles.get(usage.muscleCode) }))} />
            <Table.Root size="sm" data-testid="logbook-week-sets">
              <Table.Caption captionSide="top" textAlign="start" fontWeight="medium" color="fg" mt="0" mb="2">
                {S.thisWeekSets}
              </Table.Caption>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{S.muscle}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{S.setsColumn}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {rows.map((row) => (
                  <Table.Row key={row.muscleCode}>
                    <Table.Cell>{row.name}</Table.Cell>
                    <Table.Cell textAlign="end">{formatSets(row.sets)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </>
        ) : (
          <Text color="fg.muted">{S.thisWeekEmpty}</Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}
