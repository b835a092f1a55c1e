// The Creator Dash at /dashboard: how the member's workouts and programs did over the last 7, 30 or 90 days, as
// tiles, charts (views per day; ratings, shares and copies per day; the rating distribution), top content and the
// drafts still to publish. The chart library is part of this page's own chunk, loaded only here. Each chart has
// its numbers in a table for screen readers.
import { useQuery } from '@apollo/client/react';
import {
  Alert,
  Box,
  Button,
  Card,
  EmptyState,
  Group,
  Heading,
  HStack,
  Link,
  SimpleGrid,
  Skeleton,
  Stack,
  Stat,
  Table,
  Text,
} from '@chakra-ui/react';
import { BarChart3, UserPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Area, AreaChart, Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { CreatorDashboardDocument, type DashboardContentItemFragment } from '../../../gql/graphql';
import { usePageShell } from '../../../lib/page-shell';
import { usePreloadedFetchPolicy } from '../../../lib/preload';
import { programEditPath, programPagePath } from '../../programs/actions';
import { workoutEditPath, workoutPagePath } from '../../workouts/actions';
import { formatRating } from '../../workouts/format';
import { dashboardStrings as S } from '../strings';
import { DASHBOARD_PERIODS, dashboardVariables, periodOf } from '../variables';
import { RetryAlert } from '../../../components/loading/RetryAlert';

const COLORS = { views: '#2563eb', ratings: '#f59e0b', shares: '#16a34a', duplicates: '#db2777' };

const shortDate = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' });

function ChartCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card.Root variant="outline">
      <Card.Body gap="3">
        <Heading as="h2" size="md">
          {title}
        </Heading>
        <Box height="56" aria-hidden="true">
          {children}
        </Box>
      </Card.Body>
    </Card.Root>
  );
}

function ContentList({
  items,
  empty,
  drafts = false,
}: {
  items: readonly DashboardContentItemFragment[];
  empty: string;
  drafts?: boolean;
}) {
  if (!items.length) return <Text color="fg.muted">{empty}</Text>;
  return (
    <Stack as="ol" listStyleType="none" gap="2">
      {items.map((item) => {
        const workout = item.contentType === 'Workout';
        const to = drafts
          ? workout
            ? workoutEditPath(item.contentId)
            : programEditPath(item.contentId)
          : workout
            ? workoutPagePath(item.contentId)
            : programPagePath(item.contentId);
        return (
          <HStack
            as="li"
            key={`${item.contentType}:${item.contentId}`}
            justify="space-between"
            gap="3"
            data-testid={drafts ? 'dashboard-draft' : 'dashboard-top'}
          >
            <Stack gap="0" minWidth="0">
              <Link asChild fontWeight="medium">
                <RouterLink to={to}>{item.title}</RouterLink>
              </Link>
              <Text fontSize="xs" color="fg.muted">
                {workout ? S.workout : S.program}
              </Text>
            </Stack>
            {drafts ? null : (
              <Text fontSize="sm" color="fg.muted" textAlign="end" flexShrink={0}>
                {S.periodViews(item.periodViews)} · ★ {formatRating(item.ratingAverage)}
              </Text>
            )}
          </HStack>
        );
      })}
    </Stack>
  );
}

export function DashboardPage() {
  usePageShell({ title: S.title });
  const [params, setParams] = useSearchParams();
  const days = periodOf(params.get('days'));
  const variables = dashboardVariables(days);
  const fetchPolicies = usePreloadedFetchPolicy(CreatorDashboardDocument, variables);
  const { data, previousData, error, refetch } = useQuery(CreatorDashboardDocument, { variables, ...fetchPolicies });
  const answer = (data ?? previousData)?.creatorDashboard;
  const dash = answer?.__typename === 'QueryCreatorDashboardSuccess' ? answer.data : null;
  const failure = error?.message ?? (answer?.__typename === 'AppError' ? answer.message : null);

  const header = (
    <HStack justify="space-between" wrap="wrap" gap="3">
      <Heading as="h1" size="2xl">
        {S.title}
      </Heading>
      <Group attached role="group" aria-label={S.period}>
        {DASHBOARD_PERIODS.map((period) => (
          <Button
            key={period}
            size="sm"
            variant={days === period ? 'solid' : 'outline'}
            aria-pressed={days === period}
            onClick={() => setParams(period === 30 ? {} : { days: String(period) }, { replace: true })}
            data-testid={`dashboard-period-${period}`}
          >
            {S.days(period)}
          </Button>
        ))}
      </Group>
    </HStack>
  );

  if (!dash)
    return (
      <Stack gap="6">
        {header}
        {failure ? (
          <RetryAlert title={S.errorTitle} message={failure} retryLabel={S.retry} onRetry={refetch} />
        ) : (
          <Stack aria-busy="true">
            <Text srOnly role="status">
              {S.loading}
            </Text>
            <SimpleGrid columns={{ base: 2, md: 5 }} gap="3">
              {Array.from({ length: 5 }, (_, index) => (
                <Skeleton key={index} height="20" />
              ))}
            </SimpleGrid>
            <Skeleton height="64" />
          </Stack>
        )}
      </Stack>
    );

  const series = dash.series.map((day) => ({ ...day, label: shortDate(day.date) }));
  const { totals } = dash;
  const nothing = dash.workoutCount + dash.programCount === 0;
  return (
    <Stack gap="6" data-testid="dashboard">
      {header}
      {!dash.hasCreatorProfile ? (
        <Alert.Root status="info" data-testid="dashboard-no-creator">
          <Alert.Indicator>
            <UserPlus />
          </Alert.Indicator>
          <Alert.Content>
            <Alert.Title>{S.noCreatorTitle}</Alert.Title>
            <Alert.Description>{S.noCreator}</Alert.Description>
          </Alert.Content>
          <Button asChild size="sm">
            <RouterLink to="/profile">{S.makeProfile}</RouterLink>
          </Button>
        </Alert.Root>
      ) : null}
      {nothing ? (
        <EmptyState.Root borderWidth="1px" borderStyle="dashed" borderColor="border" borderRadius="xl">
          <EmptyState.Content>
            <EmptyState.Indicator>
              <BarChart3 aria-hidden="true" />
            </EmptyState.Indicator>
            <EmptyState.Title>{S.emptyTitle}</EmptyState.Title>
            <EmptyState.Description textAlign="center">{S.empty}</EmptyState.Description>
            <HStack gap="2" wrap="wrap" justify="center">
              <Button asChild size="sm">
                <RouterLink to="/workouts/create">{S.createWorkout}</RouterLink>
              </Button>
              <Button asChild size="sm" variant="outline">
                <RouterLink to="/workouts/import">{S.importWorkout}</RouterLink>
              </Button>
              <Button asChild size="sm" variant="outline">
                <RouterLink to="/programs/create">{S.createProgram}</RouterLink>
              </Button>
            </HStack>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : null}
      <SimpleGrid columns={{ base: 2, md: 5 }} gap="3" data-testid="dashboard-tiles">
        {(['views', 'ratings', 'shares', 'duplicates'] as const).map((key) => (
          <Stat.Root key={key} borderWidth="1px" borderRadius="lg" p="3">
            <Stat.Label>{S.tiles[key]}</Stat.Label>
            <Stat.ValueText data-testid={`dashboard-${key}`}>{totals[key].toLocaleString()}</Stat.ValueText>
          </Stat.Root>
        ))}
        <Stat.Root borderWidth="1px" borderRadius="lg" p="3">
          <Stat.Label>{S.tiles.average}</Stat.Label>
          <Stat.ValueText data-testid="dashboard-average">
            {formatRating(totals.ratingAverage)}
            {totals.ratingCount ? (
              <Text as="span" fontSize="sm" color="fg.muted" ms="1">
                ({totals.ratingCount})
              </Text>
            ) : null}
          </Stat.ValueText>
        </Stat.Root>
      </SimpleGrid>
      <Text srOnly>{S.summary(totals.views, totals.ratings, totals.shares, totals.duplicates, dash.days)}</Text>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" data-testid="dashboard-charts">
        <ChartCard title={S.viewsChart}>
          <ResponsiveContainer width="100%" height="100%">
            <AreaChart accessibilityLayer={false} data={series} margin={{ top: 8, right: 8, left: -16, bottom: 0 }}>
              <CartesianGrid strokeDasharray="3 3" opacity={0.3} />
              <XAxis dataKey="label" fontSize={11} minTickGap={16} />
              <YAxis allowDecimals={false} fontSize={11} />
              <Tooltip />
              <Area
                isAnimationActive={false}
                type="monotone"
                dataKey="views"
                name={S.tiles.views}
                stroke={COLORS.views}
                fill={COLORS.views}
                fillOpacity={0.2}
              />
            </AreaChart>
          </ResponsiveContainer>
        </ChartCard>
        <ChartCard title={S.engagementChart}>
          <ResponsiveContainer width="100%" height="100%">
            <BarChart accessibilityLayer={false} data={series} margin={{ top: 8, right: 8, left: -16, bottom: 0 }}>
              <CartesianGrid strokeDasharray="3 3" opacity={0.3} />
              <XAxis dataKey="label" fontSize={11} minTickGap={16} />
              <YAxis allowDecimals={false} fontSize={11} />
              <Tooltip />
              <Legend />
              <Bar isAnimationActive={false} dataKey="ratings" name={S.tiles.ratings} stackId="a" fill={COLORS.ratings} />
              <Bar isAnimationActive={false} dataKey="shares" name={S.tiles.shares} stackId="a" fill={COLORS.shares} />
              <Bar isAnimationActive={false} dataKey="duplicates" name={S.tiles.duplicates} stackId="a" fill={COLORS.duplicates} />
            </BarChart>
          </ResponsiveContainer>
        </ChartCard>
        <ChartCard title={S.distributionChart}>
          <ResponsiveContainer width="100%" height="100%">
            <BarChart
              accessibilityLayer={false}
              data={dash.ratingDistribution.map((bucket) => ({ ...bucket, label: S.stars(bucket.rating) }))}
              margin={{ top: 8, right: 8, left: -16, bottom: 0 }}
            >
              <CartesianGrid strokeDasharray="3 3" opacity={0.3} />
              <XAxis dataKey="label" fontSize={11} />
              <YAxis allowDecimals={false} fontSize={11} />
              <Tooltip />
              <Bar isAnimationActive={false} dataKey="count" name={S.tiles.ratings} fill={COLORS.ratings} />
            </BarChart>
          </ResponsiveContainer>
        </ChartCard>
        <Card.Root variant="outline">
          <Card.Body gap="3">
            <Heading as="h2" size="md">
              {S.topContent}
            </Heading>
            <ContentList items={dash.topContent} empty={S.topEmpty} />
          </Card.Body>
        </Card.Root>
      </SimpleGrid>
      <Card.Root variant="outline">
        <Card.Body gap="3">
          <Heading as="h2" size="md">
            {S.drafts}
          </Heading>
          <ContentList items={dash.drafts} empty={S.draftsEmpty} drafts />
        </Card.Body>
      </Card.Root>
      <Table.Root size="sm" srOnly>
        <Table.Caption>{S.chartTable}</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{S.date}</Table.ColumnHeader>
            <Table.ColumnHeader>{S.tiles.views}</Table.ColumnHeader>
            <Table.ColumnHeader>{S.tiles.ratings}</Table.ColumnHeader>
            <Table.ColumnHeader>{S.tiles.shares}</Table.ColumnHeader>
            <Table.ColumnHeader>{S.tiles.duplicates}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {series.map((day) => (
            <Table.Row key={day.date}>
              <Table.Cell>{day.label}</Table.Cell>
              <Table.Cell>{day.views}</Table.Cell>
              <Table.Cell>{day.ratings}</Table.Cell>
              <Table.Cell>{day.shares}</Table.Cell>
              <Table.Cell>{day.duplicates}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      <Table.Root size="sm" srOnly data-testid="dashboard-distribution">
        <Table.Caption>{S.distributionChart}</Table.Caption>
        <Table.Body>
          {dash.ratingDistribution.map((bucket) => (
            <Table.Row key={bucket.rating}>
              <Table.Cell>{S.stars(bucket.rating)}</Table.Cell>
              <Table.Cell>{bucket.count}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Stack>
  );
}
