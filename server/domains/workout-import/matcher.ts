// Matching the names an import uses to Flexicon exercises, the same for every import (a history file, a single
// workout, pasted notes): Strong's and Hevy's stock names from our own table, an exact name or alias (ignoring case,
// accents, punctuation and a plural s, with a trailing "(Equipment)" moved to the front), the name without the
// noise people add ("Squat RPE6"), then fuzzy matching that must keep the name's movement, body part and equipment
// (match-rules.ts). Below the confidence threshold a name is left unmatched, with the closest candidates offered.
import type { AppContext } from '../../context.js';
import { visibleExercises } from '../exercises/visibility.js';
import { createNameMatcher } from './match-rules.js';

export { MATCH_THRESHOLD } from './match-rules.js';

export interface Candidate {
  exerciseCode: string;
  exerciseName: string;
  exerciseTypeCode: string;
  measurements: string[];
  score: number;
}

interface Entry {
  exerciseCode: string;
  exerciseName: string;
  exerciseTypeCode: string;
  measurements: string[];
}

export interface Matcher {
  match(name: string): { best: Candidate | null; candidates: Candidate[] };
  byCode(code: string): Candidate | null;
}

/** One query for every visible exercise with its aliases and measurements, then matching in memory. */
export async function loadMatcher(ctx: AppContext): Promise<Matcher> {
  const rows = await ctx.db.exercise.findMany({
    where: visibleExercises(ctx.viewer),
    select: {
      exerciseCode: true,
      exerciseName: true,
      exerciseTypeCode: true,
      aliases: { select: { alias: true, isMergedCode: true } },
      exerciseType: { select: { measurements: { select: { measurementCode: true }, orderBy: { sortOrder: 'asc' } } } },
    },
  });
  const entries = new Map<string, Entry>(
    rows.map((row) => [
      row.exerciseCode,
      {
        exerciseCode: row.exerciseCode,
        exerciseName: row.exerciseName,
        exerciseTypeCode: row.exerciseTypeCode,
        measurements: row.exerciseType.measurements.map((m) => m.measurementCode),
      },
    ]),
  );
  const codes = new Map(entries);
  for (const row of rows) for (const alias of row.aliases) if (alias.isMergedCode) codes.set(alias.alias, entries.get(row.exerciseCode)!);
  const names = createNameMatcher(
    rows.map((row) => ({
      exerciseCode: row.exerciseCode,
      exerciseName: row.exerciseName,
      aliases: row.aliases.filter((alias) => !alias.isMergedCode).map((alias) => alias.alias),
    })),
  );
  const candidate = (entry: Entry, score: number): Candidate => ({ ...entry, score });
  return {
    byCode: (code) => {
      const entry = codes.get(code.trim().toUpperCase());
      return entry ? candidate(entry, 1) : null;
    },
    match(name) {
      const { best, candidates } = names.rank(name);
      return {
        best: best ? candidate(entries.get(best.exerciseCode)!, best.score) : null,
        candidates: candidates.map((item) => candidate(entries.get(item.exerciseCode)!, item.score)),
      };
    },
  };
}
