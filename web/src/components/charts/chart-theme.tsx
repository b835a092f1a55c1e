// How the app's charts (recharts) are drawn in every appearance: axes, grid and tooltips take the theme's semantic
// colours through their CSS variables, as recharts' own greys and white tooltip are made for a light page only.
import type { CSSProperties } from 'react';

export const CHART_AXIS = {
  fontSize: 11,
  stroke: 'var(--chakra-colors-border-emphasized)',
  tick: { fill: 'var(--chakra-colors-fg-muted)' },
} as const;

export const CHART_GRID = { strokeDasharray: '3 3', stroke: 'var(--chakra-colors-border)' } as const;

const tooltipBox: CSSProperties = {
  background: 'var(--chakra-colors-bg-panel)',
  border: '1px solid var(--chakra-colors-border)',
  borderRadius: 'var(--chakra-radii-l2)',
  color: 'var(--chakra-colors-fg)',
};

export const CHART_TOOLTIP = {
  contentStyle: tooltipBox,
  labelStyle: { color: 'var(--chakra-colors-fg)' },
  cursor: { fill: 'var(--chakra-colors-bg-muted)', stroke: 'var(--chakra-colors-border-emphasized)' },
} as const;

/** A legend's words in the text colour (each series' colour is on its swatch): amber words on white do not read. */
export const CHART_LEGEND = {
  formatter: (value: string) => <span style={{ color: 'var(--chakra-colors-fg)' }}>{value}</span>,
} as const;
