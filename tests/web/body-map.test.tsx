// The body map: every seeded muscle is drawn somewhere, regions are coloured on a sequential scale by the summed
// target percentage, primary muscles are outlined, and the map has accessible names, region titles and a table.
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, within } from '@testing-library/react';
import { getI18n } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { muscles } from '../../prisma/seed/muscles';
import { BodyMap } from '../../web/src/components/body-map/BodyMap';
import { BODY_REGIONS, BODY_VIEWS, mappedMuscleCodes, regionsFor } from '../../web/src/components/body-map/regions';
import {
  BODY_MAP_SCALE,
  colorForPercentage,
  muscleLabel,
  regionUsages,
  usageRows,
  type BodyMapUsage,
} from '../../web/src/components/body-map/scale';
import { system } from '../../web/src/lib/system';

// The English catalogue, as setup.ts gives it to components rendered alone.
const { t } = getI18n();

const squat: BodyMapUsage[] = [
  { muscleCode: 'QUADRICEPS', targetPercentage: 40, isPrimary: true, muscle: { friendlyName: 'Quads', muscleName: 'Quadriceps' } },
  {
    muscleCode: 'GLUTEUS_MAXIMUS',
    targetPercentage: 28,
    isPrimary: true,
    muscle: { friendlyName: 'Glutes', muscleName: 'Gluteus Maximus' },
  },
  {
    muscleCode: 'ADDUCTORS',
    targetPercentage: 12,
    isPrimary: false,
    muscle: { friendlyName: 'Inner Thighs', muscleName: 'Adductor Group' },
  },
  {
    muscleCode: 'ERECTOR_SPINAE',
    targetPercentage: 10,
    isPrimary: false,
    muscle: { friendlyName: 'Lower Back', muscleName: 'Erector Spinae' },
  },
  { muscleCode: 'SOLEUS', targetPercentage: 5, isPrimary: false, muscle: { friendlyName: 'Lower Calves', muscleName: 'Soleus' } },
  {
    muscleCode: 'TRANSVERSE_ABDOMINIS',
    targetPercentage: 5,
    isPrimary: false,
    muscle: { friendlyName: 'Deep Core', muscleName: 'Transverse Abdominis' },
  },
];

/** Relative luminance of '#RRGGBB' (WCAG). */
function luminance(hex: string) {
  const [r, g, b] = [1, 3, 5].map((index) => {
    const channel = parseInt(hex.slice(index, index + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const renderMap = (usage: BodyMapUsage[], view?: 'front' | 'back' | 'both') =>
  render(
    <ChakraProvider value={system}>
      <BodyMap muscleUsage={usage} view={view} />
    </ChakraProvider>,
  );

describe('region → muscle map', () => {
  it('draws every seeded muscle in at least one region', () => {
    const mapped = mappedMuscleCodes();
    const missing = muscles.map((muscle) => muscle.code).filter((code) => !mapped.has(code));
    expect(missing).toEqual([]);
    expect(muscles).toHaveLength(49);
  });

  it('names only seeded muscles, has unique region ids and regions in both views', () => {
    const seeded = new Set(muscles.map((muscle) => muscle.code));
    const unknown = BODY_REGIONS.flatMap((region) =>
      region.muscles.filter((code) => !seeded.has(code)).map((code) => `${region.id}:${code}`),
    );
    expect(unknown).toEqual([]);
    expect(new Set(BODY_REGIONS.map((region) => region.id)).size).toBe(BODY_REGIONS.length);
    for (const view of BODY_VIEWS) expect(regionsFor(view).length).toBeGreaterThan(10);
    for (const region of BODY_REGIONS) {
      expect(region.paths.length).toBeGreaterThan(0);
      for (const path of region.paths) expect(path).toMatch(/^M[\d.,\sMLCQZ-]+Z$/);
    }
  });

  it('shows the main muscles: chest heads, delts, traps, lats, glutes, quads, hamstrings, calves, tibialis', () => {
    const byLabel = (view: 'front' | 'back', label: string) =>
      regionsFor(view).find((region) => t(`components.bodyMap.regions.${region.id}`) === label)?.muscles ?? [];
    expect(byLabel('front', 'Upper chest')).toContain('PECTORALIS_MAJOR_CLAVICULAR');
    expect(byLabel('front', 'Mid chest')).toContain('PECTORALIS_MAJOR_STERNAL');
    expect(byLabel('front', 'Lower chest')).toContain('PECTORALIS_MAJOR_ABDOMINAL');
    expect(byLabel('front', 'Front delts')).toEqual(['ANTERIOR_DELTOID']);
    expect(byLabel('front', 'Side delts')).toEqual(['LATERAL_DELTOID']);
    expect(byLabel('back', 'Rear delts')).toEqual(['POSTERIOR_DELTOID']);
    expect(byLabel('back', 'Lats')).toContain('LATISSIMUS_DORSI');
    expect(byLabel('back', 'Lower back')).toContain('ERECTOR_SPINAE');
    expect(byLabel('front', 'Quads')).toEqual(['QUADRICEPS']);
    expect(byLabel('back', 'Hamstrings')).toEqual(['BICEPS_FEMORIS', 'SEMITENDINOSUS', 'SEMIMEMBRANOSUS']);
    expect(byLabel('front', 'Tibialis')).toEqual(['TIBIALIS_ANTERIOR']);
    expect(byLabel('front', 'Hip flexors')).toEqual(['ILIOPSOAS']);
  });
});

describe('colour scale', () => {
  it('gives no colour to 0% and one colour per step, darker as the percentage rises', () => {
    expect(colorForPercentage(0)).toBeNull();
    expect(colorForPercentage(-5)).toBeNull();
    expect(colorForPercentage(Number.NaN)).toBeNull();
    const samples = [1, 9, 10, 19, 20, 29, 30, 49, 50, 100];
    const colors = samples.map((value) => colorForPercentage(value) as string);
    for (let index = 1; index < colors.length; index += 1) {
      expect(luminance(colors[index] as string)).toBeLessThanOrEqual(luminance(colors[index - 1] as string));
    }
    expect(new Set(colors).size).toBe(BODY_MAP_SCALE.length);
    expect(colorForPercentage(9)).not.toBe(colorForPercentage(10));
    expect(colorForPercentage(49)).not.toBe(colorForPercentage(50));
    expect(colorForPercentage(150)).toBe(colorForPercentage(100));
    // Steps cover 1–100 without gaps.
    BODY_MAP_SCALE.forEach((step, index) => {
      if (index > 0) expect(step.min).toBe((BODY_MAP_SCALE[index - 1] as { max: number }).max + 1);
    });
  });

  it('sums the percentages of a region’s muscles and marks it primary when one of them is', () => {
    const usage: BodyMapUsage[] = [
      { muscleCode: 'RECTUS_ABDOMINIS', targetPercentage: 12, isPrimary: false },
      { muscleCode: 'TRANSVERSE_ABDOMINIS', targetPercentage: 20, isPrimary: true },
    ];
    const abs = regionUsages(usage, t).find((item) => item.region.id === 'front-abs');
    expect(abs?.percentage).toBe(32);
    expect(abs?.isPrimary).toBe(true);
    expect(abs?.color).toBe(colorForPercentage(32));
    expect(abs?.title).toBe('Abs: 32%, primary (Transverse abdominis 20% primary, Rectus abdominis 12%)');
    const quads = regionUsages(usage, t).find((item) => item.region.id === 'front-quads');
    expect(quads).toMatchObject({ percentage: 0, isPrimary: false, color: null, title: 'Quads: not worked' });
  });

  it('names muscles by friendly name, then anatomical name, then the code in words', () => {
    expect(muscleLabel({ muscleCode: 'QUADRICEPS', muscle: { friendlyName: 'Quads', muscleName: 'Quadriceps' } })).toBe('Quads');
    expect(muscleLabel({ muscleCode: 'QUADRICEPS', muscle: { friendlyName: '', muscleName: 'Quadriceps' } })).toBe('Quadriceps');
    expect(muscleLabel({ muscleCode: 'TRANSVERSE_ABDOMINIS' })).toBe('Transverse abdominis');
    expect(usageRows(squat).map((row) => row.percentage)).toEqual([40, 28, 12, 10, 5, 5]);
  });
});

describe('<BodyMap>', () => {
  it('draws a front and a back figure with accessible names and a title per region', () => {
    const { container } = renderMap(squat);
    const figures = screen.getAllByRole('img');
    const svgs = figures.filter((element) => element.tagName.toLowerCase() === 'svg');
    expect(svgs).toHaveLength(2);
    expect(svgs[0]?.getAttribute('data-view')).toBe('front');
    for (const svg of svgs) {
      const labelledBy = svg.getAttribute('aria-labelledby') as string;
      const title = container.ownerDocument.getElementById(labelledBy);
      expect(title?.tagName.toLowerCase()).toBe('title');
      expect(title?.textContent).toMatch(/of the body\. Muscles worked: Quads 40% \(primary\), Glutes 28% \(primary\)/);
    }
    const regions = container.querySelectorAll('g[data-region]');
    expect(regions).toHaveLength(BODY_REGIONS.length);
    for (const region of regions) expect(region.querySelector(':scope > title')?.textContent).toBeTruthy();
    const quads = container.querySelector('g[data-region="front-quads"]') as SVGGElement;
    expect(quads.querySelector('title')?.textContent).toBe('Quads: 40%, primary');
    expect(quads.getAttribute('data-primary')).toBe('true');
    expect(quads.style.fill.toLowerCase()).toBe((colorForPercentage(40) as string).toLowerCase());
    const calves = container.querySelector('g[data-region="back-calves"]') as SVGGElement;
    expect(calves.querySelector('title')?.textContent).toBe('Calves: 5% (Lower Calves 5%)');
    expect(calves.getAttribute('data-primary')).toBe('false');
    expect(container.querySelector('g[data-region="front-biceps"] title')?.textContent).toBe('Biceps: not worked');
  });

  it('outlines primary regions and colours stronger regions darker', () => {
    const { container } = renderMap(squat);
    const fill = (id: string) => (container.querySelector(`g[data-region="${id}"]`) as SVGGElement).style;
    expect(fill('front-quads').stroke).not.toBe(fill('front-adductors').stroke);
    expect(Number(fill('front-quads').strokeWidth)).toBeGreaterThan(Number(fill('front-adductors').strokeWidth));
    expect(luminance(fill('front-quads').fill)).toBeLessThan(luminance(fill('back-glutes').fill));
    expect(luminance(fill('back-glutes').fill)).toBeLessThan(luminance(fill('front-adductors').fill));
  });

  it('shows one view when asked', () => {
    const { container } = renderMap(squat, 'back');
    expect(container.querySelectorAll('svg[data-view]')).toHaveLength(1);
    expect(container.querySelector('svg[data-view="back"]')).not.toBeNull();
    expect(container.querySelectorAll('g[data-region]')).toHaveLength(regionsFor('back').length);
  });

  it('has a legend and a table alternative listing muscle, percentage and primary', () => {
    renderMap(squat);
    const legend = screen.getByTestId('body-map-legend');
    for (const step of BODY_MAP_SCALE) expect(within(legend).getByText(`${step.min}–${step.max}%`)).toBeTruthy();
    expect(within(legend).getByText('Primary muscle (outlined)')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Muscles worked, by target percentage' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Muscle', 'Target', 'Primary']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(squat.length);
    expect(rows[0]?.textContent).toBe('QuadsQuadriceps40%Yes');
    expect(rows[2]?.textContent).toBe('Inner ThighsAdductor Group12%No');
  });

  it('says so when an exercise has no muscle data', () => {
    renderMap([]);
    expect(screen.getByText('No muscle data for this exercise yet.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
