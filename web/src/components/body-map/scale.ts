// How the body map colours a region: the summed target percentage of the muscles it shows, on a sequential scale of
// five steps (yellow → dark red, ColorBrewer YlOrRd), the same in every theme; a region no muscle of the exercise
// touches keeps the figure's neutral colour.
import type { TFunction } from '../../i18n';
import { BODY_REGIONS, type BodyRegion } from './regions';

export interface BodyMapUsage {
  muscleCode: string;
  targetPercentage: number;
  isPrimary: boolean;
  muscle?: { friendlyName?: string | null; muscleName?: string | null } | null;
}

export interface ScaleStep {
  /** Lowest percentage of the step (inclusive). */
  min: number;
  /** Highest percentage of the step (inclusive). */
  max: number;
  color: string;
}

export const BODY_MAP_SCALE: readonly ScaleStep[] = [
  { min: 1, max: 9, color: '#FED976' },
  { min: 10, max: 19, color: '#FEB24C' },
  { min: 20, max: 29, color: '#FD8D3C' },
  { min: 30, max: 49, color: '#F03B20' },
  { min: 50, max: 100, color: '#BD0026' },
];

export const scaleStepLabel = (step: ScaleStep) => `${step.min}–${step.max}%`;

/** The scale's colour for a percentage; null for 0 (or less): the region is not worked. */
export function colorForPercentage(percentage: number): string | null {
  if (!(percentage > 0)) return null;
  const rounded = Math.max(1, Math.round(percentage));
  const step = BODY_MAP_SCALE.find((item) => rounded <= item.max) ?? BODY_MAP_SCALE[BODY_MAP_SCALE.length - 1];
  return step ? step.color : null;
}

/** The name people use for a muscle: its friendly name, else its anatomical name, else its code in words. */
export function muscleLabel(usage: Pick<BodyMapUsage, 'muscleCode' | 'muscle'>): string {
  const friendly = usage.muscle?.friendlyName?.trim();
  if (friendly) return friendly;
  const anatomical = usage.muscle?.muscleName?.trim();
  if (anatomical) return anatomical;
  const words = usage.muscleCode.toLowerCase().split('_').filter(Boolean).join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export interface RegionUsage {
  region: BodyRegion;
  /** Summed target percentage of the region's muscles in this exercise (at most 100). */
  percentage: number;
  /** True when one of the region's muscles is a primary mover. */
  isPrimary: boolean;
  /** The exercise's entries for the region's muscles, highest percentage first. */
  entries: BodyMapUsage[];
  color: string | null;
  /** The text of the region's <title>. */
  title: string;
}

export function regionTitle(
  region: BodyRegion,
  percentage: number,
  isPrimary: boolean,
  entries: readonly BodyMapUsage[],
  t: TFunction,
): string {
  const name = t(`components.bodyMap.regions.${region.id}`);
  if (percentage <= 0) return t('components.bodyMap.regionNotWorked', { region: name });
  const title = t(isPrimary ? 'components.bodyMap.regionWorkedPrimary' : 'components.bodyMap.regionWorked', { region: name, percentage });
  const named = entries.filter((entry) => muscleLabel(entry) !== name);
  if (entries.length <= 1 && !named.length) return title;
  const listed = entries.map((entry) =>
    t(entry.isPrimary ? 'components.bodyMap.entryPrimary' : 'components.bodyMap.entry', {
      name: muscleLabel(entry),
      percentage: entry.targetPercentage,
    }),
  );
  return t('components.bodyMap.regionEntries', { title, entries: listed.join(', ') });
}

/** Each region with what the exercise does to it. */
export function regionUsages(
  muscleUsage: readonly BodyMapUsage[],
  t: TFunction,
  regions: readonly BodyRegion[] = BODY_REGIONS,
): RegionUsage[] {
  const byCode = new Map(muscleUsage.map((entry) => [entry.muscleCode, entry]));
  return regions.map((region) => {
    const entries = region.muscles
      .map((code) => byCode.get(code))
      .filter((entry): entry is BodyMapUsage => !!entry && entry.targetPercentage > 0)
      .sort((a, b) => b.targetPercentage - a.targetPercentage);
    const percentage = Math.min(
      100,
      entries.reduce((sum, entry) => sum + entry.targetPercentage, 0),
    );
    const isPrimary = entries.some((entry) => entry.isPrimary);
    return {
      region,
      percentage,
      isPrimary,
      entries,
      color: colorForPercentage(percentage),
      title: regionTitle(region, percentage, isPrimary, entries, t),
    };
  });
}

/** The table alternative's rows: every muscle of the exercise, highest percentage first. */
export function usageRows(muscleUsage: readonly BodyMapUsage[]) {
  return [...muscleUsage]
    .sort((a, b) => b.targetPercentage - a.targetPercentage || Number(b.isPrimary) - Number(a.isPrimary))
    .map((entry) => ({
      muscleCode: entry.muscleCode,
      name: muscleLabel(entry),
      anatomicalName: entry.muscle?.muscleName ?? null,
      percentage: entry.targetPercentage,
      isPrimary: entry.isPrimary,
    }));
}
