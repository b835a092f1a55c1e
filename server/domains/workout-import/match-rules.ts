// The pure part of exercise-name matching: normalising names, the stock-name table, the rules a fuzzy match must
// keep, and ranking. No database here, so it is tested and measured on its own; matcher.ts feeds it the exercises
// the viewer can see.
import Fuse from 'fuse.js';
import { normalizeSearch } from '../../lib/search-text.js';
import { STOCK_NAMES } from './stock-names.js';

export interface CatalogueEntry {
  exerciseCode: string;
  exerciseName: string;
  aliases: string[];
}

export interface RankedCandidate {
  exerciseCode: string;
  score: number;
}

/** Scores run 0-1 (1 exact); below this a match is not trusted and the name goes to review. */
export const MATCH_THRESHOLD = 0.6;
/** A name found once its noise ("old", "RPE6", 30'') is left out: trusted, a little less than an exact one. */
export const NOISE_SCORE = 0.8;
/** A stock or exact name that had its "(Equipment)" moved to the front to be found. */
const REORDERED_SCORE = 0.95;
const CANDIDATES = 5;

/** Lower case, accents, punctuation and a plural s gone; the key every lookup compares. */
export const nameKey = (name: string) =>
  normalizeSearch(name)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .map((word) => (word === 'ups' ? 'up' : word.length > 3 ? word.replace(/([^s])s$/, '$1') : word))
    .join(' ');

const words = (name: string) => {
  const text = ` ${normalizeSearch(name)} `
    .replace(/ (pull|chin|push|sit|step) up /g, ' $1up ')
    .replace(/ push down /g, ' pushdown ')
    .replace(/ pull down /g, ' pulldown ')
    .replace(/ skull crusher /g, ' skullcrusher ')
    .replace(/ flye /g, ' fly ')
    .replace(/ ez bar /g, ' ezbar ');
  return text
    .trim()
    .split(' ')
    .filter(Boolean)
    .map((word) =>
      word === 'calves'
        ? 'calf'
        : ['press', 'triceps', 'biceps'].includes(word)
          ? word
          : /[^s]s$/.test(word) && word.length > 3
            ? word.slice(0, -1)
            : word,
    )
    .map((word) => SYNONYMS[word] ?? word);
};

// Words that mean the same thing for the rules below (Portuguese included, since Hevy writes names in it).
const SYNONYMS: Record<string, string> = {
  tricep: 'triceps',
  bicep: 'biceps',
  db: 'dumbbell',
  halter: 'dumbbell',
  bb: 'barbell',
  barra: 'barbell',
  ezbar: 'barbell',
  ez: 'barbell',
  kb: 'kettlebell',
  cabo: 'cable',
  polia: 'cable',
  maquina: 'machine',
  banded: 'band',
  skullcrusher: 'extension',
  flye: 'fly',
  pullup: 'pullup',
  chinup: 'pullup',
};

const MOVEMENTS = new Set([
  'squat',
  'deadlift',
  'press',
  'row',
  'curl',
  'raise',
  'fly',
  'pulldown',
  'pullup',
  'pushdown',
  'extension',
  'crunch',
  'lunge',
  'dip',
  'shrug',
  'thrust',
  'kickback',
  'plank',
  'abduction',
  'adduction',
  'swing',
  'clean',
  'snatch',
  'jerk',
  'carry',
  'pushup',
  'bridge',
  'twist',
  'hyperextension',
  'pullover',
  'rollout',
  'situp',
  'pull',
  'stepup',
  'crossover',
  'walk',
  'hold',
  'windmill',
  'rotation',
  'chop',
]);
// A source movement also kept by these target words.
const MOVEMENT_ALSO: Record<string, string[]> = {
  fly: ['crossover', 'pec'],
  crossover: ['fly'],
  pullup: ['chinup'],
  abduction: ['abductor'],
  adduction: ['adductor'],
  extension: ['skullcrusher'],
  row: ['rowing'],
};
const BODY_PARTS = new Set([
  'calf',
  'neck',
  'wrist',
  'forearm',
  'lat',
  'triceps',
  'biceps',
  'chest',
  'shoulder',
  'delt',
  'leg',
  'hip',
  'glute',
  'ab',
  'knee',
  'hamstring',
  'quad',
  'trap',
  'back',
  'pec',
]);
const EQUIPMENT = ['barbell', 'dumbbell', 'cable', 'machine', 'smith', 'band', 'kettlebell', 'plate', 'trx', 'bosu', 'landmine'];
// Names that carry equipment without saying its word.
const EQUIPMENT_WORDS: Record<string, string> = { pec: 'machine', deck: 'machine', hammer: '', rope: 'cable' };

export interface NameFeatures {
  movements: Set<string>;
  bodyParts: Set<string>;
  equipment: Set<string>;
}

export function featuresOf(name: string): NameFeatures {
  const list = words(name);
  const equipment = new Set(list.filter((word) => EQUIPMENT.includes(word)));
  if (equipment.has('smith')) equipment.add('machine');
  for (const word of list) if (EQUIPMENT_WORDS[word]) equipment.add(EQUIPMENT_WORDS[word]!);
  return {
    movements: new Set(list.filter((word) => MOVEMENTS.has(word))),
    // A pec deck works the chest: the same body part for the rules.
    bodyParts: new Set(list.filter((word) => BODY_PARTS.has(word)).map((word) => (word === 'pec' ? 'chest' : word))),
    equipment,
  };
}

/**
 * Why a match breaks what the source name says, or null when it keeps it: the movement word must be in the match,
 * a body part named must not become another, and equipment named is binding (a dumbbell name never takes a barbell
 * exercise, a cable one never a band, and smith stays smith).
 */
export function ruleBroken(source: NameFeatures, target: NameFeatures): string | null {
  if (source.movements.size) {
    const kept = [...source.movements].some(
      (move) =>
        target.movements.has(move) || (MOVEMENT_ALSO[move] ?? []).some((also) => target.movements.has(also) || target.bodyParts.has(also)),
    );
    if (!kept) return `no ${[...source.movements].join('/')}`;
  }
  if (source.bodyParts.size && target.bodyParts.size && ![...source.bodyParts].some((part) => target.bodyParts.has(part)))
    return `${[...source.bodyParts].join('/')} became ${[...target.bodyParts].join('/')}`;
  if (source.equipment.size) {
    if (source.equipment.has('smith') && !target.equipment.has('smith')) return 'smith became other equipment';
    const named = [...target.equipment].filter((item) => item !== 'smith' || source.equipment.has('smith'));
    if (named.length && ![...source.equipment].some((item) => target.equipment.has(item)))
      return `${[...source.equipment].join('/')} became ${named.join('/')}`;
  }
  return null;
}

// Words that say something about the log, not the exercise: "Deadlift Old Data", "Squat RPE6", "KB Snatch 30''".
const NOISE =
  /\b(old|new|data|backup|back up|copy|test|tabata|mix|rpe ?\d*(\.\d)?|#?\d+(\.\d+)?\s*(''|’’|"|s|sec|min|m|kg|lbs?)?|[a-z])\b/gi;
export function withoutNoise(name: string): string {
  return (
    name
      .replace(/[’']{2}|["”]/g, "''")
      .replace(/#\d+/g, ' ')
      // FitNotes' "(Each Side)": the load is per side, the exercise the same.
      .replace(/\b(each|per)\s+(side|arm|leg|hand)\b/gi, ' ')
      .replace(/\(\s*[,;]?\s*([^()]*?)\s*[,;]?\s*\)/g, (_match, inner: string) => (inner ? `(${inner})` : ' '))
      .replace(/\d+\s*''(\s*\/\s*\d+\s*'')*/g, ' ')
      .replace(NOISE, (match) => (/^[a-z]$/i.test(match) && match.length === 1 && !/^[lr]$/i.test(match) ? match : ' '))
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** "Squat (Barbell)" → "Barbell Squat"; "Lat Pulldown - Close Grip (Cable)" → "Cable Close Grip Lat Pulldown". */
export function reordered(name: string): string | null {
  const bracketed = /^(.*\S)\s*\(([^()]+)\)\s*$/.exec(name);
  if (!bracketed) return null;
  const [, movement, equipment] = bracketed as unknown as [string, string, string];
  const dashed = /^(.*\S)\s+-\s+(.+)$/.exec(movement);
  const front = equipment.replace(/\s*-\s*.*$/, '');
  return dashed ? `${front} ${dashed[2]} ${dashed[1]}` : `${front} ${movement}`;
}

/**
 * A misspelling of a longer word ("dedlift", "romainan"): one letter wrong, missing, extra or two swapped per five
 * letters. Short words must be exact, since "neck" and "deck" or "row" and "raw" are different things.
 */
export function typo(a: string, b: string): boolean {
  if (a.length < 5 || b.length < 5 || /\d/.test(a + b)) return false;
  const allowed = a.length >= 8 ? 2 : 1;
  if (Math.abs(a.length - b.length) > allowed) return false;
  // Optimal string alignment distance (Levenshtein with adjacent swaps).
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, d[i - 2]![j - 2]! + 1);
      d[i]![j] = value;
    }
  return d[a.length]![b.length]! <= allowed;
}

export interface NameMatcher {
  /** Ranked candidates, rule-keeping first; the first is trusted when its score reaches MATCH_THRESHOLD. */
  rank(name: string): { best: RankedCandidate | null; candidates: RankedCandidate[] };
}

export function createNameMatcher(entries: CatalogueEntry[]): NameMatcher {
  const visible = new Map(entries.map((entry) => [entry.exerciseCode, entry]));
  const exact = new Map<string, string>();
  for (const entry of entries)
    for (const name of [entry.exerciseName, ...entry.aliases]) if (!exact.has(nameKey(name))) exact.set(nameKey(name), entry.exerciseCode);
  // The table wins over an alias of the same words: it was written for the apps' names.
  const stock = new Map<string, string>();
  for (const [name, code] of STOCK_NAMES) if (visible.has(code) && !stock.has(nameKey(name))) stock.set(nameKey(name), code);
  const features = new Map(entries.map((entry) => [entry.exerciseCode, featuresOf(entry.exerciseName)]));
  const indexed = entries.map((entry) => ({ code: entry.exerciseCode, names: [entry.exerciseName, ...entry.aliases].map(nameKey) }));
  const fuse = new Fuse(indexed, { keys: ['names'], includeScore: true, threshold: 0.5, ignoreLocation: true });

  const lookup = (name: string) => stock.get(nameKey(name)) ?? exact.get(nameKey(name)) ?? null;
  const keeps = (source: NameFeatures, code: string) => ruleBroken(source, features.get(code)!) === null;

  /**
   * How well the exercise's closest name fits the source's words: whether it holds every one of them (a fuzzy match
   * that drops a word such as "reverse", "preacher" or the equipment is only offered, never taken), and the share
   * of words the two have in common.
   */
  const overlap = (source: string, code: string) => {
    const wanted = new Set(nameKey(source).split(' '));
    const entry = visible.get(code)!;
    let best = { covers: false, dice: 0 };
    for (const name of [entry.exerciseName, ...entry.aliases]) {
      const have = [...new Set(nameKey(name).split(' '))];
      let shared = 0;
      let covered = 0;
      for (const word of wanted) {
        const weight = have.includes(word) ? 1 : have.some((other) => typo(word, other)) ? 0.9 : 0;
        shared += weight;
        if (weight) covered++;
      }
      const fit = { covers: covered === wanted.size, dice: (2 * shared) / (wanted.size + have.length) };
      if (Number(fit.covers) > Number(best.covers) || (fit.covers === best.covers && fit.dice > best.dice)) best = fit;
    }
    return best;
  };

  return {
    rank(name) {
      const source = featuresOf(name);
      const found = new Map<string, number>();
      const offer = (code: string | null, score: number) => {
        if (code && (found.get(code) ?? -1) < score) found.set(code, score);
      };
      // 1. The name as written, in the table or as a Flexicon name or alias.
      offer(lookup(name), 1);
      // 2. With its "(Equipment)" moved to the front, as the Flexicon names things.
      const moved = reordered(name);
      if (moved && !found.size) {
        const code = lookup(moved);
        if (code && keeps(source, code)) offer(code, REORDERED_SCORE);
      }
      // 3. Without the words that are about the log rather than the exercise.
      const plain = withoutNoise(name);
      if (!found.size && plain && plain !== name.trim()) {
        const code = lookup(plain) ?? (reordered(plain) ? lookup(reordered(plain)!) : null);
        if (code && keeps(featuresOf(plain), code)) offer(code, NOISE_SCORE);
      }
      // 4. Fuzzy matching, scored by Fuse and by the words shared; a candidate breaking a rule is offered last and never trusted.
      const tries = [
        { text: name, cap: 0.9 },
        ...(moved ? [{ text: moved, cap: 0.9 }] : []),
        ...(plain && plain !== name.trim() ? [{ text: plain, cap: NOISE_SCORE - 0.05 }] : []),
      ];
      const broken = new Map<string, number>();
      for (const { text, cap } of tries)
        for (const result of fuse.search(nameKey(text), { limit: CANDIDATES * 2 })) {
          const code = result.item.code;
          const fit = overlap(text, code);
          const raw = 0.3 * (1 - (result.score ?? 1)) + 0.7 * fit.dice;
          // A name that leaves a source word out keeps its rank among the offers but stays under the threshold.
          const score = Math.round((fit.covers ? Math.min(cap, raw) : raw * (MATCH_THRESHOLD - 0.01)) * 100) / 100;
          if (keeps(source, code)) offer(code, score);
          else if ((broken.get(code) ?? -1) < score) broken.set(code, score);
        }
      const ranked = [...found].sort((a, b) => b[1] - a[1]).map(([exerciseCode, score]) => ({ exerciseCode, score }));
      const rest = [...broken]
        .filter(([code]) => !found.has(code))
        .sort((a, b) => b[1] - a[1])
        // Offered for review only: never above the threshold, so never taken by themselves.
        .map(([exerciseCode, score]) => ({ exerciseCode, score: Math.min(score, MATCH_THRESHOLD - 0.01) }));
      const candidates = [...ranked, ...rest].slice(0, CANDIDATES);
      const best = ranked[0] && ranked[0].score >= MATCH_THRESHOLD ? ranked[0] : null;
      return { best, candidates };
    },
  };
}
