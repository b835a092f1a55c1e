// Matching the names an import uses to Flexicon exercises, the same for every import (a history file, a single
// workout, pasted notes): Strong's and Hevy's stock names from our own table, an exact name or alias (ignoring case,
// accents, punctuation and a plural s, with a trailing "(Equipment)" moved to the front), the name without the
// noise people add ("Squat RPE6"), then fuzzy matching that must keep the name's movement, body part and equipment
// (match-rules.ts). Below the confidence threshold a name is left unmatched, with the closest candidates offered.
// A history import goes to the member's logbook, so it also matches the member's own exercises (one kept from an
// earlier import is found by its name); a workout is shared, so its import matches the catalogue only.
import type { AppContext } from '../../context.js';
import { catalogueExercises, visibleExercises } from '../exercises/visibility.js';
import { createNameMatcher, nameKey } from './match-rules.js';

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
  /** The member's own exercise of exactly this name, if there is one. */
  own(name: string): Candidate | null;
}

/** One query for every visible exercise with its aliases and measurements, then matching in memory. */
export async function loadMatcher(ctx: AppContext, scope: 'log' | 'workout'): Promise<Matcher> {
  const rows = await ctx.db.exercise.findMany({
    where: scope === 'log' ? visibleExercises(ctx.viewer) : catalogueExercises(ctx.viewer),
    select: {
      exerciseCode: true,
      exerciseName: true,
      exerciseTypeCode: true,
      ownerUserId: true,
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
  // The member named these themselves: their name wins over the stock-name table and the catalogue's aliases.
  const own = new Map(rows.filter((row) => row.ownerUserId).map((row) => [nameKey(row.exerciseName), entries.get(row.exerciseCode)!]));
  const candidate = (entry: Entry, score: number): Candidate => ({ ...entry, score });
  return {
    own: (name) => {
      const mine = own.get(nameKey(name));
      return mine ? candidate(mine, 1) : null;
    },
    byCode: (code) => {
      const entry = codes.get(code.trim().toUpperCase());
      return entry ? candidate(entry, 1) : null;
    },
    match(name) {
      const mine = own.get(nameKey(name));
      const { best, candidates } = names.rank(name);
      if (mine)
        return {
          best: candidate(mine, 1),
          candidates: [
            candidate(mine, 1),
            ...candidates
              .filter((item) => item.exerciseCode !== mine.exerciseCode)
              .map((item) => candidate(entries.get(item.exerciseCode)!, item.score)),
          ],
        };
      return {
        best: best ? candidate(entries.get(best.exerciseCode)!, best.score) : null,
        candidates: candidates.map((item) => candidate(entries.get(item.exerciseCode)!, item.score)),
      };
    },
  };
}
