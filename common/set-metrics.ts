// What a logged set is worth: its load, reps, volume, estimated one-rep max and the records it competes for. Pure
// arithmetic on canonical units (kg, m, s) at full precision: the server derives records and summaries from it, and
// the web app writes a record's figure from the set that holds it. Nothing here rounds; figures are rounded once,
// when shown (common/units.ts).
import { DEFAULT_LANGUAGE, type Language } from './languages.js';
import { WORDS } from './words/index.js';
import { formatDuration, formatEstimate, formatLength, formatLoad, formatVolume, type MeasurementSystem } from './units.js';

export interface LoggedValue {
  measurementCode: string;
  value: number;
}

export interface LoggedSet {
  setType: string;
  completed: boolean;
  values: readonly LoggedValue[];
}

export const RECORD_TYPES = ['MAX_WEIGHT', 'ESTIMATED_1RM', 'MAX_REPS', 'MAX_SET_VOLUME', 'LONGEST_DURATION', 'LONGEST_DISTANCE'] as const;
export type RecordType = (typeof RECORD_TYPES)[number];
/** The records a member's page lists: one figure a lift is known by (most reps and a set's volume are per weight). */
export const PROFILE_RECORD_TYPES: readonly RecordType[] = ['MAX_WEIGHT', 'ESTIMATED_1RM', 'LONGEST_DURATION', 'LONGEST_DISTANCE'];

/** Epley's estimate of the weight that could be lifted once: weight × (1 + reps ÷ 30); a single is itself. */
export function estimatedOneRepMax(weight: number, reps: number): number {
  if (weight <= 0 || reps <= 0) return 0;
  // × (30 + reps) ÷ 30 rather than × (1 + reps ÷ 30): whole kilograms give exact results (90 × 10 and 100 × 6 both
  // make 120, not 119.99999999999999 and 120.00000000000001), so equal estimates tie instead of breaking a record.
  return reps === 1 ? weight : (weight * (30 + reps)) / 30;
}

/** Added load: a barbell's weight, or what hangs from a dip belt for bodyweight-plus-weight exercises. */
const LOAD_CODES = ['WEIGHT', 'BODYWEIGHT_PLUS_WEIGHT'];
const DURATION_CODES = ['DURATION', 'HOLD_DURATION'];

const valueOf = (set: Pick<LoggedSet, 'values'>, codes: readonly string[]) => {
  for (const code of codes) {
    const found = set.values.find((value) => value.measurementCode === code);
    if (found) return found.value;
  }
  return undefined;
};

export interface SetMetrics {
  weight?: number;
  reps?: number;
  volume: number;
  estimated1rm?: number;
  duration?: number;
  distance?: number;
}

export function setMetrics(set: Pick<LoggedSet, 'setType' | 'values'>): SetMetrics {
  const weight = valueOf(set, LOAD_CODES);
  const reps = valueOf(set, ['REPS']);
  const working = set.setType !== 'WARMUP';
  const volume = working && weight !== undefined && reps !== undefined ? weight * reps : 0;
  return {
    weight,
    reps,
    volume,
    estimated1rm: weight !== undefined && reps !== undefined && reps <= 30 ? estimatedOneRepMax(weight, reps) : undefined,
    duration: valueOf(set, DURATION_CODES),
    distance: valueOf(set, ['DISTANCE']),
  };
}

/** One record a set competes for; MAX_REPS is kept per weight, so its qualifier is the weight. */
export interface RecordCandidate {
  recordType: RecordType;
  qualifier: string;
  value: number;
}

/**
 * The key of a most-reps record: the weight to 10 g. Keys only group sets of one weight; the weight a record shows is
 * the one its set holds.
 */
export const weightQualifier = (weight: number | undefined) => (weight === undefined ? '' : String(Math.round(weight * 100) / 100));

/** The records a completed working set competes for; warm-ups and unticked sets compete for none. */
export function recordCandidates(set: LoggedSet): RecordCandidate[] {
  if (!set.completed || set.setType === 'WARMUP') return [];
  const metrics = setMetrics(set);
  const candidates: RecordCandidate[] = [];
  const add = (recordType: RecordType, value: number | undefined, qualifier = '') => {
    if (value !== undefined && value > 0) candidates.push({ recordType, qualifier, value });
  };
  if (metrics.reps) add('MAX_WEIGHT', metrics.weight);
  add('ESTIMATED_1RM', metrics.estimated1rm);
  add('MAX_REPS', metrics.reps, weightQualifier(metrics.weight));
  add('MAX_SET_VOLUME', metrics.volume);
  add('LONGEST_DURATION', metrics.duration);
  add('LONGEST_DISTANCE', metrics.distance);
  return candidates;
}

/** What a set put up for a record type: the record's value and, for most reps, the weight they were done at. */
export function recordFigure(set: Pick<LoggedSet, 'setType' | 'values'>, recordType: RecordType) {
  const candidate = recordCandidates({ ...set, completed: true }).find((item) => item.recordType === recordType);
  if (!candidate) return null;
  return { value: candidate.value, weight: recordType === 'MAX_REPS' ? (setMetrics(set).weight ?? null) : null };
}

/**
 * Whether a result beats a best. Results worked out from pounds carry float noise (1e-16 of the value), so a result
 * has to be higher by more than that: the same lift logged twice ties, and a tie is not a record.
 */
export const beats = (value: number, best: number) => value > best + 1e-9 * Math.max(1, Math.abs(best));

/**
 * A record's figure as the member reads it: '100 kg', '116.7 kg' (an estimate), '3,300 lb' (a set's volume), '1:30',
 * '5 km'; most reps read as the set does, '60 lb × 10', or '12 reps' without a weight.
 */
export function formatRecordValue(
  recordType: RecordType,
  value: number,
  system: MeasurementSystem,
  weight?: number | null,
  language: Language = DEFAULT_LANGUAGE,
): string {
  switch (recordType) {
    case 'MAX_WEIGHT':
      return formatLoad(value, system, language);
    case 'ESTIMATED_1RM':
      return formatEstimate(value, system, language);
    case 'MAX_SET_VOLUME':
      return formatVolume(value, system, language);
    case 'MAX_REPS':
      return weight ? `${formatLoad(weight, system, language)} × ${Math.round(value)}` : WORDS[language].reps(Math.round(value));
    case 'LONGEST_DURATION':
      return formatDuration(value);
    case 'LONGEST_DISTANCE':
      return formatLength(value, 'm', system, language);
  }
}
