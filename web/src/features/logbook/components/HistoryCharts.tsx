// An exercise's progress over time: estimated 1RM and best weight as lines, volume and total reps as bars. Each chart
// is drawn for the eye only; a table under it (visually hidden) gives the same figures to screen readers.
import { Card, Heading, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { CHART_AXIS, CHART_GRID, CHART_TOOLTIP } from '../../../components/charts/chart-theme';
import { formatDecimal } from '../../../../../common/numbers';
import { useLanguage } from '../../../i18n';

export interface HistoryPoint {
  key: string;
  label: string;
  e1rm: number | null;
  weight: number | null;
  volume: number;
  reps: number;
}

const FIELDS = ['e1rm', 'weight', 'volume', 'reps'] as const;
type Field = (typeof FIELDS)[number];

const COLORS: Record<Field, string> = {
  e1rm: '#2563eb',
  weight: '#7c3aed',
  volume: '#0891b2',
  reps: '#d97706',
};

const MARGIN = { top: 8, right: 8, left: -8, bottom: 0 };
const NO_VALUE = '–';

function ChartCard({
  field,
  title,
  unit,
  note,
  points,
  children,
}: {
  field: Field;
  title: string;
  unit: string | null;
  note?: string;
  points: HistoryPoint[];
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const heading = unit ? t('logbook.chartTitle', { title, unit }) : title;
  const id = `history-chart-${field}`;
  return (
    <Card.Root as="section" variant="outline" aria-labelledby={id} data-testid={`chart-${field}`}>
      <Card.Body gap="2" p={{ base: '3', md: '4' }}>
        <Stack gap="0.5">
          <Heading as="h3" size="sm" id={id}>
            {heading}
          </Heading>
          {note ? (
            <Text fontSize="xs" color="fg.muted" data-testid="epley">
              {note}
            </Text>
          ) : null}
        </Stack>
        <div style={{ width: '100%', height: 200 }} aria-hidden="true">
          {children}
        </div>
        <Table.Root size="sm" srOnly data-testid={`chart-table-${field}`}>
          <Table.Caption>{t('logbook.chartTable', { chart: heading })}</Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('logbook.date')}</Table.ColumnHeader>
              <Table.ColumnHeader>{heading}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {points.map((point) => (
              <Table.Row key={point.key}>
                <Table.Cell>{point.label}</Table.Cell>
                <Table.Cell>{point[field] === null ? NO_VALUE : formatDecimal(point[field], language)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Card.Body>
    </Card.Root>
  );
}

function LineCard({
  field,
  title,
  unit,
  note,
  points,
}: {
  field: Field;
  title: string;
  unit: string | null;
  note?: string;
  points: HistoryPoint[];
}) {
  return (
    <ChartCard field={field} title={title} unit={unit} note={note} points={points}>
      <ResponsiveContainer width="100%" height="100%">
        <LineChart accessibilityLayer={false} data={points} margin={MARGIN}>
          <CartesianGrid {...CHART_GRID} />
          <XAxis {...CHART_AXIS} dataKey="label" minTickGap={16} />
          <YAxis {...CHART_AXIS} domain={['auto', 'auto']} />
          <Tooltip {...CHART_TOOLTIP} />
          <Line
            isAnimationActive={false}
            type="monotone"
            dataKey={field}
            name={title}
            stroke={COLORS[field]}
            strokeWidth={2}
            dot
            connectNulls
          />
        </LineChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}

function BarCard({ field, title, unit, points }: { field: Field; title: string; unit: string | null; points: HistoryPoint[] }) {
  return (
    <ChartCard field={field} title={title} unit={unit} points={points}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart accessibilityLayer={false} data={points} margin={MARGIN}>
          <CartesianGrid {...CHART_GRID} />
          <XAxis {...CHART_AXIS} dataKey="label" minTickGap={16} />
          <YAxis {...CHART_AXIS} allowDecimals={false} />
          <Tooltip {...CHART_TOOLTIP} />
          <Bar isAnimationActive={false} dataKey={field} name={title} fill={COLORS[field]} />
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}

/** Oldest first, as time runs left to right. Charts with nothing to show (a cardio exercise has no weight) are left out. */
export function HistoryCharts({ points, loadUnit }: { points: HistoryPoint[]; loadUnit: string }) {
  const { t } = useTranslation();
  const [e1rm, weight, volume, reps] = FIELDS.map((field) => points.some((point) => (point[field] ?? 0) > 0));
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" data-testid="history-charts">
      {e1rm ? <LineCard field="e1rm" title={t('logbook.e1rm')} unit={loadUnit} note={t('logbook.epley')} points={points} /> : null}
      {weight ? <LineCard field="weight" title={t('logbook.bestWeight')} unit={loadUnit} points={points} /> : null}
      {volume ? <BarCard field="volume" title={t('logbook.volume')} unit={loadUnit} points={points} /> : null}
      {reps ? <BarCard field="reps" title={t('logbook.totalReps')} unit={null} points={points} /> : null}
    </SimpleGrid>
  );
}
