// Which unit an export's numbers are in. A file that states it (a "Weight (kg)" or "kg" column, Strong's "Weight Unit"
// cell, Hevy's weight_lbs, FitNotes' "kgs") is read as it says, and that cannot be overridden. A file that does not
// (Strong's comma export writes "Weight" and the phone's own unit) is judged from its plate steps: an empty bar and a
// plate a side are 45 and 135 in pounds, 20 and 60 in kilograms; failing that, the member's own system. Either way
// the preview says which unit and why, and the member can choose the other before anything is stored.
import { KG_PER_LB, M_PER_MILE } from '../../../common/units.js';

export type WeightUnit = 'KG' | 'LB';
export type UnitSource = 'FILE' | 'PLATES' | 'MEMBER' | 'CHOSEN';

export interface UnitReading {
  weightUnit: WeightUnit;
  weightUnitSource: UnitSource;
  weightUnitNote: string;
}

/** How a file is read: the zone of its wall-clock times, the member's unit, and the one they chose, if they did. */
export interface Reading {
  timeZone: string;
  memberUnit: WeightUnit;
  chosenUnit?: WeightUnit;
}

export const KG_PER: Record<WeightUnit, number> = { KG: 1, LB: KG_PER_LB };

/** A unit as files write it in a cell or a header: kg, kgs, lbs, lb, pounds. */
export function weightUnitOf(text: string | undefined): WeightUnit | null {
  const word = (text ?? '').trim().toLowerCase();
  if (/^(kg|kgs|kilos?|kilograms?)$/.test(word)) return 'KG';
  if (/^(lb|lbs|pounds?|#)$/.test(word)) return 'LB';
  return null;
}

/** Metres in one of a distance unit as files write it, or null when the text names none. */
export function metresPer(text: string | undefined): number | null {
  const word = (text ?? '').trim().toLowerCase();
  if (/^(m|meters?|metres?)$/.test(word)) return 1;
  if (/^(km|kms|kilometers?|kilometres?)$/.test(word)) return 1000;
  if (/^(mi|mile|miles)$/.test(word)) return M_PER_MILE;
  if (/^(ft|feet)$/.test(word)) return 0.3048;
  if (/^(yd|yds|yards?)$/.test(word)) return 0.9144;
  return null;
}

const POUND_STEPS = [45, 95, 135, 185, 225, 275, 315, 405];
const KILO_STEPS = [20, 40, 60, 80, 100, 140, 180];

/** The unit of weights whose file names none: the plates they step by, or the member's system. */
export function judgedUnit(weights: Iterable<number>, reading: Reading): UnitReading {
  if (reading.chosenUnit)
    return { weightUnit: reading.chosenUnit, weightUnitSource: 'CHOSEN', weightUnitNote: 'The file does not name its unit; you chose it.' };
  const seen = new Set<number>();
  for (const weight of weights) seen.add(weight);
  const pounds = POUND_STEPS.filter((step) => seen.has(step));
  const kilos = KILO_STEPS.filter((step) => seen.has(step));
  // An empty pound bar with a plate a side, or two plates: 45 and 135, or 135 and 225.
  if (pounds.length >= 2 && (seen.has(135) || seen.has(225)) && pounds.length > kilos.length)
    return {
      weightUnit: 'LB',
      weightUnitSource: 'PLATES',
      weightUnitNote: `The file does not name its unit; judged from the weights: ${pounds.slice(0, 3).join(', ')} are pound plate steps.`,
    };
  if (kilos.length >= 3 && seen.has(20) && !seen.has(45))
    return {
      weightUnit: 'KG',
      weightUnitSource: 'PLATES',
      weightUnitNote: `The file does not name its unit; judged from the weights: ${kilos.slice(0, 3).join(', ')} are kilogram plate steps.`,
    };
  return {
    weightUnit: reading.memberUnit,
    weightUnitSource: 'MEMBER',
    weightUnitNote: `The file does not name its unit; read in yours (${reading.memberUnit === 'LB' ? 'pounds' : 'kilograms'}).`,
  };
}

export const statedUnit = (weightUnit: WeightUnit, where: string): UnitReading => ({
  weightUnit,
  weightUnitSource: 'FILE',
  weightUnitNote: `The file names its unit: ${where}.`,
});
