// The muscle-usage editor's rules: rows of muscle + target percentage + primary flag; the percentages add up to
// exactly 100, at least one muscle is primary, each muscle is listed once, each percentage is a whole number 1–100.
import { rowKeys } from '../../../components/forms/row-keys';
import type { TFunction } from '../../../i18n';
import { MUSCLE_PERCENTAGE_MAX, MUSCLE_PERCENTAGE_MIN, MUSCLE_USAGE_MAX_ROWS, MUSCLE_USAGE_TOTAL } from '../constants';

export interface MuscleUsageRow {
  /** Local identity of the row (React key), not sent to the server. */
  id: string;
  muscleCode: string;
  /** '' while the input is empty. */
  targetPercentage: number | '';
  isPrimary: boolean;
}

export interface MuscleUsageEntry {
  muscleCode: string;
  targetPercentage: number;
  isPrimary: boolean;
}

export const newRowId = rowKeys('muscle-row');

export function rowsFromUsage(usage: readonly MuscleUsageEntry[]): MuscleUsageRow[] {
  return usage.map((entry) => ({
    id: newRowId(),
    muscleCode: entry.muscleCode,
    targetPercentage: entry.targetPercentage,
    isPrimary: entry.isPrimary,
  }));
}

export function muscleUsageTotal(rows: readonly MuscleUsageRow[]): number {
  return rows.reduce(
    (sum, row) => sum + (typeof row.targetPercentage === 'number' && Number.isFinite(row.targetPercentage) ? row.targetPercentage : 0),
    0,
  );
}

export interface MuscleUsageTotalState {
  total: number;
  /** 100 minus the total: positive when some is missing, negative when over. */
  remaining: number;
  complete: boolean;
  /** 'Total: 100%', 'Total: 90% (10% to go)' or 'Total: 110% (10% over)'. */
  label: string;
}

export function muscleUsageTotalState(t: TFunction, rows: readonly MuscleUsageRow[]): MuscleUsageTotalState {
  const total = muscleUsageTotal(rows);
  const remaining = MUSCLE_USAGE_TOTAL - total;
  return {
    total,
    remaining,
    complete: remaining === 0,
    label:
      remaining === 0
        ? t('admin.muscleUsage.total', { total })
        : remaining > 0
          ? t('admin.muscleUsage.totalToGo', { total, remaining })
          : t('admin.muscleUsage.totalOver', { total, over: -remaining }),
  };
}

export interface MuscleUsageValidation {
  valid: boolean;
  /** About the whole list: the total, the primary muscle. */
  messages: string[];
  /** Per row, by row id. */
  rows: Record<string, { muscleCode?: string; targetPercentage?: string }>;
}

export function validateMuscleUsage(t: TFunction, rows: readonly MuscleUsageRow[]): MuscleUsageValidation {
  const messages: string[] = [];
  const rowErrors: MuscleUsageValidation['rows'] = {};
  const seen = new Set<string>();
  for (const row of rows) {
    const errors: { muscleCode?: string; targetPercentage?: string } = {};
    if (!row.muscleCode) errors.muscleCode = t('admin.muscleUsage.chooseMuscle');
    else if (seen.has(row.muscleCode)) errors.muscleCode = t('admin.muscleUsage.duplicateMuscle');
    if (row.muscleCode) seen.add(row.muscleCode);
    const value = row.targetPercentage;
    if (value === '' || !Number.isFinite(value)) errors.targetPercentage = t('admin.muscleUsage.enterPercentage');
    else if (!Number.isInteger(value)) errors.targetPercentage = t('admin.muscleUsage.wholeNumber');
    else if (value < MUSCLE_PERCENTAGE_MIN || value > MUSCLE_PERCENTAGE_MAX)
      errors.targetPercentage = t('admin.muscleUsage.percentageRange');
    if (errors.muscleCode || errors.targetPercentage) rowErrors[row.id] = errors;
  }
  if (rows.length > 0) {
    const { total, remaining } = muscleUsageTotalState(t, rows);
    if (remaining !== 0) messages.push(t('admin.muscleUsage.mustTotal', { total }));
    if (!rows.some((row) => row.isPrimary)) messages.push(t('admin.muscleUsage.needPrimary'));
  }
  if (rows.length > MUSCLE_USAGE_MAX_ROWS) messages.push(t('admin.muscleUsage.tooMany'));
  return { valid: messages.length === 0 && Object.keys(rowErrors).length === 0, messages, rows: rowErrors };
}

/** A new row: the first muscle is primary and takes 100 %; later rows start with what is left (0 when nothing is). */
export function addMuscleRow(rows: readonly MuscleUsageRow[]): MuscleUsageRow[] {
  if (rows.length >= MUSCLE_USAGE_MAX_ROWS) return [...rows];
  const left = Math.max(0, MUSCLE_USAGE_TOTAL - muscleUsageTotal(rows));
  return [
    ...rows,
    { id: newRowId(), muscleCode: '', targetPercentage: rows.length === 0 ? MUSCLE_USAGE_TOTAL : left, isPrimary: rows.length === 0 },
  ];
}

export function removeMuscleRow(rows: readonly MuscleUsageRow[], id: string): MuscleUsageRow[] {
  return rows.filter((row) => row.id !== id);
}

export function updateMuscleRow(
  rows: readonly MuscleUsageRow[],
  id: string,
  changes: Partial<Omit<MuscleUsageRow, 'id'>>,
): MuscleUsageRow[] {
  return rows.map((row) => (row.id === id ? { ...row, ...changes } : row));
}

/** Parses a number input's text: '' stays '', anything else becomes a number (NaN fails validation). */
export function parsePercentage(text: string): number | '' {
  if (text.trim() === '') return '';
  return Number(text);
}

/** The server's input; call after validateMuscleUsage says valid. */
export function toMuscleUsageInput(rows: readonly MuscleUsageRow[]): MuscleUsageEntry[] {
  return rows.map((row) => ({ muscleCode: row.muscleCode, targetPercentage: Number(row.targetPercentage), isPrimary: row.isPrimary }));
}
