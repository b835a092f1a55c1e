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
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Area, AreaChart, Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { CHART_AXIS, CHART_GRID, CHART_TOOLTIP, CHART_LEGEND } from '../../../components/charts/chart-theme';
import type { Language } from '../../../../../common/languages';
import { CreatorDashboardDocument, type DashboardContentItemFragment } from '../../../gql/graphql';
import { useLanguage } from '../../../i18n';
import { formatCount } from '../../../lib/numbers';
import { usePageShell } from '../../../lib/page-shell';
import { usePreloadedFetchPolicy } from '../../../lib/preload';
import { programEditPath, programPagePath } from '../../programs/actions';
import { workoutEditPath, workoutPagePath } from '../../workouts/actions';
import { formatRating } from '../../workouts/format';
import { DASHBOARD_PERIODS, dashboardVariables, periodOf } from '../variables';
import { RetryAlert } from '../../../components/loading/RetryAlert';

const TILES = ['views', 'ratings', 'shares', 'duplicates'] as const;

const COLORS = { views: '#2563eb', ratings: '#f59e0b', shares: '#16a34a', duplicates: '#db2777' };

const shortDate = (date: string, language: Language) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString(language, { month: 'short', day: 'numeric', timeZone: 'UTC' });

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
  const { t } = useTranslation();
  const language = useLanguage();
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
            // Where the title and its figures do not fit side by side (a phone), the figures go under the title.
            wrap="wrap"
            columnGap="3"
            rowGap="0.5"
            data-testid={drafts ? 'dashboard-draft' : 'dashboard-top'}
          >
            <Stack gap="0" minWidth="0" flex="1 1 12rem">
              <Link asChild fontWeight="medium">
                <RouterLink to={to}>{item.title}</RouterLink>
              </Link>
              <Text fontSize="xs" color="fg.muted">
                {workout ? t('dashboard.workout') : t('dashboard.program')}
              </Text>
            </Stack>
            {drafts ? null : (
              <Text fontSize="sm" color="fg.muted" flexShrink={0}>
                {t('dashboard.periodViews', { count: item.periodViews, shown: formatCount(item.periodViews, language) })}
                {' · '}
                {t('dashboard.rating', { rating: formatRating(item.ratingAverage, language, t('workouts.noRating')) })}
              </Text>
            )}
          </HStack>
        );
      })}
    </Stack>
  );
}

export function DashboardPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  usePageShell({ title: t('dashboard.title') });
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
        {t('dashboard.title')}
      </Heading>
      <Group attached role="group" aria-label={t('dashboard.period')}>
        {DASHBOARD_PERIODS.map((period) => (
          <Button
            key={period}
            size="sm"
            variant={days === period ? 'solid' : 'outline'}
            aria-pressed={days === period}
            onClick={() => setParams(period === 30 ? {} : { days: String(period) }, { replace: true })}
            data-testid={`dashboard-period-${period}`}
          >
            {t('dashboard.days', { days: period })}
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
          <RetryAlert title={t('dashboard.errorTitle')} message={failure} retryLabel={t('dashboard.retry')} onRetry={refetch} />
        ) : (
          <Stack aria-busy="true">
            <Text srOnly role="status">
              {t('dashboard.loading')}
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

  const series = dash.series.map((day) => ({ ...day, label: shortDate(day.date, language) }));
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
            <Alert.Title>{t('dashboard.noCreatorTitle')}</Alert.Title>
            <Alert.Description>{t('dashboard.noCreator')}</Alert.Description>
          </Alert.Content>
          <Button asChild size="sm">
            <RouterLink to="/profile">{t('dashboard.makeProfile')}</RouterLink>
          </Button>
        </Alert.Root>
      ) : null}
      {nothing ? (
        <EmptyState.Root borderWidth="1px" borderStyle="dashed" borderColor="border" borderRadius="xl">
          <EmptyState.Content>
            <EmptyState.Indicator>
              <BarChart3 aria-hidden="true" />
            </EmptyState.Indicator>
            <EmptyState.Title>{t('dashboard.emptyTitle')}</EmptyState.Title>
            <EmptyState.Description textAlign="center">{t('dashboard.empty')}</EmptyState.Description>
            <HStack gap="2" wrap="wrap" justify="center">
              <Button asChild size="sm">
                <RouterLink to="/workouts/create">{t('dashboard.createWorkout')}</RouterLink>
              </Button>
              <Button asChild size="sm" variant="outline">
                <RouterLink to="/workouts/import">{t('dashboard.importWorkout')}</RouterLink>
              </Button>
              <Button asChild size="sm" variant="outline">
                <RouterLink to="/programs/create">{t('dashboard.createProgram')}</RouterLink>
              </Button>
            </HStack>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : null}
      <SimpleGrid columns={{ base: 2, md: 5 }} gap="3" data-testid="dashboard-tiles">
        {TILES.map((key) => (
          <Stat.Root key={key} borderWidth="1px" borderRadius="lg" p="3">
            <Stat.Label>{t(`dashboard.tiles.${key}`)}</Stat.Label>
            <Stat.ValueText data-testid={`dashboard-${key}`}>{formatCount(totals[key], language)}</Stat.ValueText>
          </Stat.Root>
        ))}
        <Stat.Root borderWidth="1px" borderRadius="lg" p="3">
          <Stat.Label>{t('dashboard.tiles.average')}</Stat.Label>
          <Stat.ValueText data-testid="dashboard-average">
            {formatRating(totals.ratingAverage, language, t('workouts.noRating'))}
            {totals.ratingCount ? (
              <Text as="span" fontSize="sm" color="fg.muted" ms="1">
                ({totals.ratingCount})
              </Text>
            ) : null}
          </Stat.ValueText>
        </Stat.Root>
      </SimpleGrid>
      <Text srOnly>
        {t('dashboard.summary', {
          views: formatCount(totals.views, language),
          ratings: formatCount(totals.ratings, language),
          shares: formatCount(totals.shares, language),
          duplicates: formatCount(totals.duplicates, language),
          days: dash.days,
        })}
      </Text>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" data-testid="dashboard-charts">
        <ChartCard title={t('dashboard.viewsChart')}>
          <ResponsiveContainer width="100%" height="100%">
            <AreaChart accessibilityLayer={false} data={series} margin={{ top: 8, right: 8, left: -16, bottom: 0 }}>
              <CartesianGrid {...CHART_GRID} />
              <XAxis {...CHART_AXIS} dataKey="label" minTickGap={16} />
              <YAxis {...CHART_AXIS} allowDecimals={false} />
              <Tooltip {...CHART_TOOLTIP} />
              <Area
                isAnimationActive={false}
                type="monotone"
                dataKey="views"
                name={t('dashboard.tiles.views')}
                stroke={COLORS.views}
                fill={COLORS.views}
                fillOpacity={0.2}
              />
            </AreaChart>
          </ResponsiveContainer>
        </ChartCard>
        <ChartCard title={t('dashboard.engagementChart')}>
          <ResponsiveContainer width="100%" height="100%">
            <BarChart accessibilityLayer={false} data={series} margin={{ top: 8, right: 8, left: -16, bottom: 0 }}>
              <CartesianGrid {...CHART_GRID} />
              <XAxis {...CHART_AXIS} dataKey="label" minTickGap={16} />
              <YAxis {...CHART_AXIS} allowDecimals={false} />
              <Tooltip {...CHART_TOOLTIP} />
              <Legend {...CHART_LEGEND} />
              <Bar isAnimationActive={false} dataKey="ratings" name={t('dashboard.tiles.ratings')} stackId="a" fill={COLORS.ratings} />
              <Bar isAnimationActive={false} dataKey="shares" name={t('dashboard.tiles.shares')} stackId="a" fill={COLORS.shares} />
              <Bar
                isAnimationActive={false}
                dataKey="duplicates"
                name={t('dashboard.tiles.duplicates')}
                stackId="a"
                fill={COLORS.duplicates}
              />
            </BarChart>
          </ResponsiveContainer>
        </ChartCard>
        <ChartCard title={t('dashboard.distributionChart')}>
          <ResponsiveContainer width="100%" height="100%">
            <BarChart
              accessibilityLayer={false}
              data={dash.ratingDistribution.map((bucket) => ({ ...bucket, label: t('dashboard.stars', { rating: bucket.rating }) }))}
              margin={{ top: 8, right: 8, left: -16, bottom: 0 }}
            >
              <CartesianGrid {...CHART_GRID} />
              <XAxis {...CHART_AXIS} dataKey="label" />
              <YAxis {...CHART_AXIS} allowDecimals={false} />
              <Tooltip {...CHART_TOOLTIP} />
              <Bar isAnimationActive={false} dataKey="count" name={t('dashboard.tiles.ratings')} fill={COLORS.ratings} />
            </BarChart>
          </ResponsiveContainer>
        </ChartCard>
        <Card.Root variant="outline">
          <Card.Body gap="3">
            <Heading as="h2" size="md">
              {t('dashboard.topContent')}
            </Heading>
            <ContentList items={dash.topContent} empty={t('dashboard.topEmpty')} />
          </Card.Body>
        </Card.Root>
      </SimpleGrid>
      <Card.Root variant="outline">
        <Card.Body gap="3">
          <Heading as="h2" size="md">
            {t('dashboard.drafts')}
          </Heading>
          <ContentList items={dash.drafts} empty={t('dashboard.draftsEmpty')} drafts />
        </Card.Body>
      </Card.Root>
      {/* A table is as wide as its columns whatever its own width: hidden inside a box, it cannot widen the page. */}
      <Box srOnly>
        <Table.Root size="sm">
          <Table.Caption>{t('dashboard.chartTable')}</Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('dashboard.date')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('dashboard.tiles.views')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('dashboard.tiles.ratings')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('dashboard.tiles.shares')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('dashboard.tiles.duplicates')}</Table.ColumnHeader>
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
        <Table.Root size="sm" data-testid="dashboard-distribution">
          <Table.Caption>{t('dashboard.distributionChart')}</Table.Caption>
          <Table.Body>
            {dash.ratingDistribution.map((bucket) => (
              <Table.Row key={bucket.rating}>
                <Table.Cell>{t('dashboard.stars', { rating: bucket.rating })}</Table.Cell>
                <Table.Cell>{bucket.count}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
    </Stack>
  );
}
