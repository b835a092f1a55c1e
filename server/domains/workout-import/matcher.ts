// Matching the names an import uses to Flexicon exercises: an exact name or alias first (ignoring case, accents,
// punctuation and a plural s), then fuzzy matching over names and aliases. Below the confidence threshold a name is
// left unmatched, with the closest candidates offered.
import Fuse from 'fuse.js';
import type { AppContext } from '../../context.js';
import { normalizeSearch } from '../../lib/search-text.js';
import { visibleExercises } from '../exercises/visibility.js';

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
  names: string[];
}

/** Scores run 0-1 (1 exact); below this a match is not trusted. */
export const MATCH_THRESHOLD = 0.6;
const CANDIDATES = 5;

const key = (name: string) =>
  normalizeSearch(name)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .map((word) => (word.length > 3 ? word.replace(/s$/, '') : word))
    .join(' ');

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
  const entries: Entry[] = rows.map((row) => ({
    exerciseCode: row.exerciseCode,
    exerciseName: row.exerciseName,
    exerciseTypeCode: row.exerciseTypeCode,
    measurements: row.exerciseType.measurements.map((m) => m.measurementCode),
    names: [row.exerciseName, ...row.aliases.filter((alias) => !alias.isMergedCode).map((alias) => alias.alias)].map(key),
  }));
  const exact = new Map<string, Entry>();
  const codes = new Map<string, Entry>();
  for (const entry of entries) {
    codes.set(entry.exerciseCode, entry);
    for (const name of entry.names) if (!exact.has(name)) exact.set(name, entry);
  }
  for (const row of rows) for (const alias of row.aliases) if (alias.isMergedCode) codes.set(alias.alias, codes.get(row.exerciseCode)!);
  const fuse = new Fuse(entries, { keys: ['names'], includeScore: true, threshold: 0.5, ignoreLocation: true });
  const candidate = (entry: Entry, score: number): Candidate => ({
    exerciseCode: entry.exerciseCode,
    exerciseName: entry.exerciseName,
    exerciseTypeCode: entry.exerciseTypeCode,
    measurements: entry.measurements,
    score: Math.round(score * 100) / 100,
  });
  return {
    byCode: (code) => {
      const entry = codes.get(code.trim().toUpperCase());
      return entry ? candidate(entry, 1) : null;
    },
    match(name) {
      const wanted = key(name);
      const found = exact.get(wanted);
      const fuzzy = fuse
        .search(wanted, { limit: CANDIDATES + 1 })
        .map((result) => candidate(result.item, 1 - (result.score ?? 1)))
        .filter((item) => item.exerciseCode !== found?.exerciseCode);
      const candidates = [...(found ? [candidate(found, 1)] : []), ...fuzzy].slice(0, CANDIDATES);
      const best = candidates[0] && candidates[0].score >= MATCH_THRESHOLD ? candidates[0] : null;
      return { best, candidates };
    },
  };
}
