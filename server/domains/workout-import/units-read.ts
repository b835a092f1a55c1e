// Which unit an export's numbers are in. A file that states it (a "Weight (kg)" or "kg" column, Strong's "Weight Unit"
// cell, Hevy's weight_lbs, FitNotes' "kgs") is read as it says, and that cannot be overridden. A file that does not
// (Strong's comma export writes "Weight" and the phone's own unit) is judged from its plate steps (45/135/225 lb
// against 22.5/27.5 or 20/60/100 kg); failing that, the member's own system. Either way
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

/** An empty pound bar, and with one to four 45 lb plates a side: common in pounds, rare in kilograms. */
const POUND_MARKS = [45, 135, 225, 315, 405];
/** An empty kilogram bar, and with one or two 20 kg plates a side. */
const KILO_MARKS = [20, 60, 100];
/** Half- and quarter-kilogram steps (1.25 kg plates, 2.5 kg dumbbell steps) that pound gyms rarely have. */
const kiloStep = (weight: number) => weight >= 5 && [0.25, 0.5, 0.75].includes(Math.round((weight % 1) * 100) / 100);

/**
 * The unit of weights whose file names none. Counted over every set: loads on pound plates (45, 135, 225…) against
 * loads in kilogram steps (22.5, 27.5…); one kind must clearly outnumber the other (real exports of both units hold
 * some of each), else an empty bar and one and two plates of 20 kg with no pound plate; else the member's system.
 */
export function judgedUnit(weights: Iterable<number>, reading: Reading): UnitReading {
  if (reading.chosenUnit)
    return { weightUnit: reading.chosenUnit, weightUnitSource: 'CHOSEN', weightUnitNote: 'The file does not name its unit; you chose it.' };
  const seen = new Set<number>();
  let pounds = 0;
  let kilos = 0;
  for (const raw of weights) {
    // Strong writes converted weights with float noise: 74.99999999999999.
    const weight = Math.round(raw * 100) / 100;
    seen.add(weight);
    if (POUND_MARKS.includes(weight)) pounds++;
    else if (kiloStep(weight)) kilos++;
  }
  const examples = (marks: number[]) => marks.slice(0, 3).join(', ');
  if (pounds >= 3 && pounds > 1.5 * kilos)
    return {
      weightUnit: 'LB',
      weightUnitSource: 'PLATES',
      weightUnitNote: `The file does not name its unit; judged from the weights: ${examples(POUND_MARKS.filter((mark) => seen.has(mark)))} are pound plate steps.`,
    };
  const steps = [...seen].filter(kiloStep).sort((a, b) => a - b);
  if (kilos >= 3 && kilos > 1.5 * pounds)
    return {
      weightUnit: 'KG',
      weightUnitSource: 'PLATES',
      weightUnitNote: `The file does not name its unit; judged from the weights: ${examples(steps)} are kilogram steps.`,
    };
  if (!pounds && KILO_MARKS.every((mark) => seen.has(mark)))
    return {
      weightUnit: 'KG',
      weightUnitSource: 'PLATES',
      weightUnitNote: 'The file does not name its unit; judged from the weights: 20, 60, 100 are kilogram plate steps.',
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
