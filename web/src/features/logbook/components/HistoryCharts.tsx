// An exercise's progress over time: estimated 1RM and best weight as lines, volume and total reps as bars. Each chart
// is drawn for the eye only; a table under it (visually hidden) gives the same figures to screen readers.
import { Card, Heading, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Bar, BarChart, CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { S } from '../strings';

export interface HistoryPoint {
  key: string;
  label: string;
  e1rm: number | null;
  weight: number | null;
  volume: number;
  reps: number;
}

type Field = 'e1rm' | 'weight' | 'volume' | 'reps';

const COLORS: Record<Field, string> = {
  e1rm: '#2563eb',
  weight: '#7c3aed',
  volume: '#0891b2',
  reps: '#d97706',
};

const MARGIN = { top: 8, right: 8, left: -8, bottom: 0 };

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
  const heading = unit ? `${title} (${unit})` : title;
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
          <Table.Caption>{S.chartTable(heading)}</Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{S.date}</Table.ColumnHeader>
              <Table.ColumnHeader>{heading}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {points.map((point) => (
              <Table.Row key={point.key}>
                <Table.Cell>{point.label}</Table.Cell>
                <Table.Cell>{point[field] ?? S.noValues}</Table.Cell>
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
          <CartesianGrid strokeDasharray="3 3" opacity={0.3} />
          <XAxis dataKey="label" fontSize={11} minTickGap={16} />
          <YAxis fontSize={11} domain={['auto', 'auto']} />
          <Tooltip />
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
          <CartesianGrid strokeDasharray="3 3" opacity={0.3} />
          <XAxis dataKey="label" fontSize={11} minTickGap={16} />
          <YAxis fontSize={11} allowDecimals={false} />
          <Tooltip />
          <Bar isAnimationActive={false} dataKey={field} name={title} fill={COLORS[field]} />
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}

/** Oldest first, as time runs left to right. Charts with nothing to show (a cardio exercise has no weight) are left out. */
export function HistoryCharts({ points, loadUnit }: { points: HistoryPoint[]; loadUnit: string }) {
  const has = (field: Field) => points.some((point) => (point[field] ?? 0) > 0);
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" data-testid="history-charts">
      {has('e1rm') ? <LineCard field="e1rm" title={S.e1rm} unit={loadUnit} note={S.epley} points={points} /> : null}
      {has('weight') ? <LineCard field="weight" title={S.bestWeight} unit={loadUnit} points={points} /> : null}
      {has('volume') ? <BarCard field="volume" title={S.volume} unit={loadUnit} points={points} /> : null}
      {has('reps') ? <BarCard field="reps" title={S.totalReps} unit={null} points={points} /> : null}
    </SimpleGrid>
  );
}
