// The notation people write in notes apps and forums. A line is an exercise name followed by what was done:
//   Bench Press 3x8 @ 60kg · Squat 5x5 100 kg · Plank 3 x 45s · Pull-ups 4x AMRAP · Row 3x8-12 @ RPE 8
//   Squat – 155×5. 155×5. 155×5 · Squat 260x 5 reps x 3 sets · Bench: worked up to 82.5 x 15
//   Bench Press: 12-10-8-8 · Pushups: 15, 10 · Squat 2x5xBar / 5×80 / 3x5x205 (warm up)
// or a name alone on its line with the sets on the lines under it ("Deadlift", then "- 3x5x205" lines).
//
// How the numbers are read:
// - "A×B" is A sets of B reps (or a time, a distance, a rep range, AMRAP), unless A is a load: a unit after it
//   ("80kg × 8"), decimals ("82.5 × 15"), more than 30, or the bar ("Bar × 5"); then it is one set of B reps at it.
// - "A×B" with B over 30 and no unit is a load when another set of the same exercise has a load ("5×80" among
//   "2x5xBar / 5×80 / 3x5x205" is 5 reps at 80); otherwise it stays A sets of B reps ("Crunches 2x50").
// - "A×B×C" is sets × reps × load ("3x5x205", "2x5xBar"), or load × reps × sets when A is a load ("225x5x3").
//   The words "sets" and "reps" after a number settle it ("260x 5 reps x 3 sets", "3 sets of 5").
// - Numbers joined by dashes with no "×" are one set each ("12-10-8-8"); after a "×" they are a range ("3x8-12").
//   Sets apart are separated by "/", ",", ";", ". ", "+" or spaces ("15, 10", "155×5. 155×5", "95x5 110x3").
// - A load's unit is kg, kgs, kilos, lb, lbs, pounds or "#"; a load without one is in the member's unit. It may be
//   written after "@", "at" or "with" ("with 20s": dumbbells of 20). "Bar", "BW" and "bodyweight" are no load.
//   A set without a load is at the load written before it on the line ("40kg x 8, 8, 7", "Bench 60kg: 12-10-8").
// - Plain numbers alone are reps only after a colon or a dash, or as a list: "Pushups: 20", "Pushups 15, 10"; but
//   "Week 3 Day 2" is no exercise and "Bench 60" (a load or reps?) is reported. Dates and times of day are words.
// - Times are "45s", "2 min", "1:30"; distances "400m", "5km", "3 miles" ("m" is metres, "min" minutes).
// - "(warm up)", "warmup" or "warm-up" makes the sets it is written with (the whole line, when it is in the name)
//   warm-up sets; "AMRAP", "max" or "to failure" is a set to failure.
// - Bullets ("-", "*", "•", "1.", "A1)") and set numbers ("Set 2:") are not part of what was done.
// - "rest 2 min" after sets is their rest; "Rest 90s" on its own line is the rest of the exercise above it. Figures
//   of the session or the member written like sets ("Total: 45 min", "Bodyweight 180 lbs") are no exercises.
// A "Superset:" line starts a block of exercises done back to back, up to the next blank line. A first line that is
// no exercise is the title. Words that follow the sets are the exercise's notes; lines that cannot be read are
// reported by number and never become exercises.
import { M_PER_MILE, toCanonical, type MeasurementSystem } from '../../../common/units.js';
import { emptySet, type ImportWarning, type ParsedExercise, type ParsedSet, type ParsedWorkout } from './model.js';

const MAX_SETS = 30;
/** Longer lines are prose, not sets; reading them would only cost time. */
const MAX_LINE_CHARS = 500;
const MAX_TRIES = 6;
const SUPERSET = /^\s*(super\s*set|superset|ss)\s*:?\s*$/i;
const BULLET = /^\s*(?:[-*•–]|\d+[.)]|[a-z]\d+[.):])\s+/i;
/** "Set 1:", "S2)": the set's number, not its reps. */
const SET_NUMBER = /^(?:sets?|s)\s*\d+\s*[:.)-]\s*/i;
const WARMUP = /\(?\s*\bwarm[\s-]?ups?\b\s*\)?/i;
const REST = /^rest(?:ing)?(?:\s+time)?(?:\s+between\s+sets)?$/i;
/** Figures of the session or the member, written like sets: "Total: 45 min", "Bodyweight 180 lbs". */
const NOT_EXERCISES =
  /^(?:rest(?:ing)?(?:\s+time)?(?:\s+between\s+sets)?|total(?:\s+\w+)?|time|duration|volume|tonnage|calories|kcal|date|notes?|body\s*weight|bw|weight|weigh(?:ed)?\s+in|sleep|steps|week|day|session|workout)$/i;
const LEAD_IN = /^(?:(?:i\s+)?(?:worked|working|work)\s+up\s+to|up\s+to|top\s+sets?(?:\s+of)?|working\s+sets?|did|then|at)$/i;
const NAME_FILLER = /\s+(?:(?:worked|working|work)\s+up\s+to|up\s+to|top\s+sets?(?:\s+of)?|did)\s*$/i;

type TokenKind =
  'warmup' | 'rpe' | 'clock' | 'num' | 'x' | 'at' | 'dash' | 'sep' | 'reps' | 'sets' | 'of' | 'amrap' | 'bar' | 'each' | 'rest' | 'word';
interface Token {
  kind: TokenKind;
  start: number;
  end: number;
  value: number;
  unit: 'kg' | 'lb' | 's' | 'min' | 'm' | 'km' | 'mi' | null;
  decimal: boolean;
  text: string;
}

const TOKENS: [TokenKind, RegExp][] = [
  ['warmup', /\(?\s*warm[\s-]?ups?\b\s*\)?/iy],
  ['rpe', /@?\s*rpe\s*(\d+(?:[.,]5)?)/iy],
  // Dates, times of day and one-rep maxes ("12/3", "2026-12-03", "6:30am", "80% 1RM") are not sets.
  [
    'word',
    /(?:\d+\s*rm\b|\d{1,4}(?:\/\d{1,4})+(?![x×*\d.])|\d{4}-\d{2}-\d{2}|\d{1,2}[.-]\d{1,2}[.-]\d{2,4}(?!\d)|\d{1,2}:\d{2}\s*[ap]\.?m\b\.?)/iy,
  ],
  ['clock', /(\d+):(\d{2})(?!\d)/y],
  [
    'num',
    /(\d+,\d{1,2}(?=\s*(?:kg|kilo|lb|pound|#))|\d+(?:\.\d+)?)(?:\s*(kgs?|kilos?|kilograms?|lbs?|pounds?|#|secs?|seconds?|s|mins?|minutes?|km|kms|kilomet(?:er|re)s?|mi|miles?|met(?:er|re)s?|m)(?![a-z]))?(?![%°a-qs-wyz\d])/iy,
  ],
  ['x', /[x×*]/iy],
  ['at', /@|(?:at|with)\b/iy],
  ['rest', /rest(?:ing)?\b\s*:?/iy],
  ['each', /(?:each|per|a)\s+(?:side|arm|leg|hand)s?\b|each\b/iy],
  ['amrap', /(?:amrap|max|to\s+failure|failure)\b/iy],
  ['dash', /(?:[-–—]|to\b)/iy],
  ['sep', /(?:[/,;|:+.&]|then\b|and\b)/iy],
  ['reps', /(?:reps?|r)\b/iy],
  ['sets', /sets?\b/iy],
  ['of', /of\b/iy],
  ['bar', /(?:empty\s+bar|the\s+bar|bar|bw|bodyweight|body\s*weight)\b/iy],
  // A number glued to anything else ("100%", "3rd") is a word, not a count.
  ['word', /[^\s@×/,;|:+\-–—]+|\S/y],
];

function unitOf(raw: string | undefined): Token['unit'] {
  if (!raw) return null;
  if (/^(#|lbs?|pounds?)$/i.test(raw)) return 'lb';
  if (/^(kms?|kilomet)/i.test(raw)) return 'km';
  if (/^k/i.test(raw)) return 'kg';
  if (/^(mi|miles?)$/i.test(raw)) return 'mi';
  if (/^min/i.test(raw)) return 'min';
  return /^m/i.test(raw) ? 'm' : 's';
}

const secondsOf = (token: Token | undefined) =>
  token?.kind === 'clock' || token?.unit === 's' ? token.value : token?.unit === 'min' ? Math.round(token.value * 60) : null;

const METERS = { m: 1, km: 1000, mi: M_PER_MILE };

/** Sticky patterns, tried in order at each place: the first that matches is the token. */
function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let at = 0;
  while (at < text.length) {
    if (/\s/.test(text[at]!)) {
      at++;
      continue;
    }
    for (const [kind, pattern] of TOKENS) {
      pattern.lastIndex = at;
      const match = pattern.exec(text);
      if (!match) continue;
      const token: Token = { kind, start: at, end: at + match[0].length, value: NaN, unit: null, decimal: false, text: match[0] };
      if (kind === 'num') {
        token.value = Number(match[1]!.replace(',', '.'));
        token.unit = unitOf(match[2]);
        token.decimal = /[.,]/.test(match[1]!);
      } else if (kind === 'clock') {
        token.value = Number(match[1]) * 60 + Number(match[2]);
        token.unit = 's';
      } else if (kind === 'rpe') token.value = Number(match[1]!.replace(',', '.'));
      tokens.push(token);
      at = token.end;
      break;
    }
  }
  return tokens;
}

type Role = 'sets' | 'reps' | 'load';
interface Element {
  kind: 'num' | 'time' | 'distance' | 'range' | 'amrap' | 'bar';
  value: number;
  max: number | null;
  unit: 'kg' | 'lb' | null;
  decimal: boolean;
  label: 'sets' | 'reps' | null;
  /** Of the bar: "BW" or "bodyweight" rather than the empty bar. */
  bodyweight: boolean;
}
type Load = { value: number; unit: 'kg' | 'lb' | null } | 'bar' | 'bodyweight';
const barOf = (token: Token): Load => (/^b(w|ody)/i.test(token.text) ? 'bodyweight' : 'bar');
interface Work {
  reps?: number;
  repsMax?: number;
  durationSeconds?: number;
  distanceMeters?: number;
  failure?: boolean;
}
/** The sets written together: one work each, sharing a load and the marks written with them. */
interface Segment {
  works: Work[];
  load: Load | null;
  rpe: number | null;
  restSeconds: number | null;
  warmup: boolean;
  /** "A×B" with a plain B over 30: A reps at B when the exercise's other sets have loads. */
  ambiguous: { reps: number; load: number } | null;
  /** Only a load ("Bench 60kg: 12-10-8"): the load of the sets after it on the line. */
  loadOnly: boolean;
  /** A plain number alone: reps in a list ("15, 10"), but as likely a load when it is the line's only one. */
  bare: boolean;
}

const isLoadLike = (e: Element) => e.kind === 'bar' || e.unit !== null || (e.kind === 'num' && (e.decimal || e.value > 30));

/** Which of sets, reps and load each number of "A×B×C" is: by its words and units, then by its place. */
function rolesOf(chain: Element[]): Role[] | null {
  if (chain.length > 3) return null;
  const hinted: (Role | null)[] = chain.map((e) => e.label ?? (e.kind === 'bar' || e.unit ? 'load' : e.kind === 'num' ? null : 'reps'));
  let template: Role[];
  if (chain.length === 1) template = ['reps'];
  else if (chain.length === 2)
    template = hinted[1] === 'load' ? ['reps', 'load'] : isLoadLike(chain[0]!) ? ['load', 'reps'] : ['sets', 'reps'];
  else template = isLoadLike(chain[0]!) && !isLoadLike(chain[2]!) ? ['load', 'reps', 'sets'] : ['sets', 'reps', 'load'];
  const roles = hinted.slice();
  const free = template.filter((role) => !hinted.includes(role));
  roles.forEach((role, index) => {
    if (role) return;
    const placed = template[index]!;
    roles[index] = free.includes(placed) ? placed : free[0]!;
    free.splice(free.indexOf(roles[index]!), 1);
  });
  if (new Set(roles).size !== roles.length || roles.some((role) => !role)) return null;
  const ok = (roles as Role[]).every((role, index) => {
    const e = chain[index]!;
    if (role === 'sets') return e.kind === 'num' && !e.decimal && e.unit === null && e.value >= 1;
    if (role === 'load') return e.kind === 'num' || e.kind === 'bar';
    return e.kind !== 'bar' && e.unit === null;
  });
  return ok ? (roles as Role[]) : null;
}

function workOf(e: Element | undefined): Work {
  if (!e) return {};
  if (e.kind === 'amrap') return { failure: true };
  if (e.kind === 'time') return { durationSeconds: e.value };
  if (e.kind === 'distance') return { distanceMeters: e.value };
  if (e.kind === 'range') return { reps: e.value, repsMax: e.max! };
  return { reps: e.value };
}

const loadOf = (e: Element): Load => (e.kind === 'bar' ? (e.bodyweight ? 'bodyweight' : 'bar') : { value: e.value, unit: e.unit });

class WorkParser {
  readonly segments: Segment[] = [];
  readonly notes: string[] = [];
  /** What is said of the sets without breaking them ("each arm", "@ 6.0 mph"). */
  readonly asides: string[] = [];
  readonly unread: string[] = [];
  /** Words stood between sets: the work may have begun later on the line. */
  interrupted = false;
  /** The first sets had a "×" or a unit: no name is written like that. */
  strong = false;

  constructor(
    private readonly text: string,
    private readonly tokens: Token[],
    private i: number,
  ) {}

  private peek(ahead = 0) {
    return this.tokens[this.i + ahead];
  }

  private element(): Element | null {
    const token = this.peek();
    if (!token) return null;
    if (token.kind === 'amrap' || token.kind === 'bar') {
      this.i++;
      const bodyweight = token.kind === 'bar' && barOf(token) === 'bodyweight';
      return { kind: token.kind, value: NaN, max: null, unit: null, decimal: false, label: null, bodyweight };
    }
    if (token.kind !== 'num' && token.kind !== 'clock') return null;
    this.i++;
    const time = token.kind === 'clock' || token.unit === 's' || token.unit === 'min';
    const distance = token.unit === 'm' || token.unit === 'km' || token.unit === 'mi';
    const e: Element = {
      kind: time ? 'time' : distance ? 'distance' : 'num',
      value: token.unit === 'min' ? Math.round(token.value * 60) : distance ? token.value * METERS[token.unit as 'm'] : token.value,
      max: null,
      unit: token.unit === 'kg' || token.unit === 'lb' ? token.unit : null,
      decimal: token.decimal,
      label: null,
      bodyweight: false,
    };
    return this.labelled(e);
  }

  private labelled(e: Element): Element {
    const next = this.peek();
    if (next?.kind === 'reps' || next?.kind === 'sets') {
      this.i++;
      e.label = next.kind;
      if (next.kind === 'sets' && this.peek()?.kind === 'of') this.i++;
    }
    return e;
  }

  /** "8-12" after a "×" (or before "reps") is a range. */
  private range(e: Element): Element {
    const [dash, high] = [this.peek(), this.peek(1)];
    if (e.kind !== 'num' || e.unit || e.label || dash?.kind !== 'dash' || high?.kind !== 'num' || high.unit) return e;
    this.i += 2;
    const [low, top] = [e.value, high.value].sort((a, b) => a - b) as [number, number];
    return this.labelled({ ...e, kind: 'range', value: low, max: top });
  }

  /** "12-10-8-8": the numbers joined by dashes, when no "×" or "reps" makes them a range. */
  private dashList(first: Token): number[] | null {
    const values = [first.value];
    let j = this.i + 1;
    while (this.tokens[j]?.kind === 'dash' && this.tokens[j + 1]?.kind === 'num' && !this.tokens[j + 1]!.unit) {
      values.push(this.tokens[j + 1]!.value);
      j += 2;
    }
    const after = this.tokens[j]?.kind;
    if (values.length < 2 || after === 'x' || after === 'reps' || first.unit || first.decimal) return null;
    this.i = j;
    return values;
  }

  private segment(): Segment | null {
    const start = this.i;
    let warmup = false;
    while (this.peek()?.kind === 'warmup') {
      warmup = true;
      this.i++;
    }
    const first = this.peek();
    if (!first) return null;
    const segment: Segment = { works: [], load: null, rpe: null, restSeconds: null, warmup, ambiguous: null, loadOnly: false, bare: false };
    const list = first.kind === 'num' ? this.dashList(first) : null;
    let chain: Element[] = [];
    if (list) segment.works = list.map((reps) => ({ reps }));
    else {
      const head = this.element();
      if (!head || (head.kind === 'bar' && this.peek()?.kind !== 'x')) {
        this.i = start;
        return null;
      }
      chain = [this.range(head)];
      // "3 sets of 5" joins like "3x5".
      while ((this.peek()?.kind === 'x' || (chain.at(-1)!.label === 'sets' && this.peek()?.kind === 'num')) && chain.length < 4) {
        if (this.peek()!.kind === 'x') this.i++;
        const next = this.element();
        if (!next) break;
        chain.push(this.range(next));
      }
      const roles = rolesOf(chain);
      if (!roles) {
        this.unread.push(this.text.slice(this.tokens[start]!.start, this.tokens[this.i - 1]!.end));
        return { ...segment, works: [] };
      }
      const byRole = (role: Role) => chain[roles.indexOf(role)];
      const sets = byRole('sets');
      const reps = byRole('reps');
      const load = byRole('load');
      const count = Math.min(sets ? sets.value : 1, MAX_SETS);
      segment.works = Array.from({ length: count }, () => workOf(reps));
      if (load) segment.load = loadOf(load);
      segment.loadOnly = chain.length === 1 && !!load && load.kind === 'num';
      segment.bare = chain.length === 1 && reps?.kind === 'num' && !reps.label && !reps.decimal;
      if (chain.length === 2 && sets && reps?.kind === 'num' && !reps.label && reps.value > 30 && !sets.label)
        segment.ambiguous = { reps: sets.value, load: reps.value };
      if (this.segments.length === 0 && (chain.length > 1 || !!load)) this.strong = true;
    }
    this.modifiers(segment, chain.length > 1 && !segment.load);
    if (segment.load) segment.ambiguous = null;
    return segment;
  }

  /** What is written after the sets: "@ 60kg", "100 kg", "RPE 8", "(warm up)". */
  private modifiers(segment: Segment, plainLoadAllowed: boolean) {
    for (;;) {
      const token = this.peek();
      const next = this.peek(1);
      if (!token) return;
      const plural = /^with$/i.test(token.text) && next?.unit === 's';
      if (token.kind === 'at' && next?.kind === 'num' && !next.unit && this.peek(2)?.kind === 'word') {
        this.asides.push(this.text.slice(token.start, this.peek(2)!.end));
        this.i += 3;
      } else if (token.kind === 'at' && next?.kind === 'num' && (!next.unit || next.unit === 'kg' || next.unit === 'lb' || plural)) {
        this.i += 2;
        if (segment.load && !next.unit && next.value <= 10) segment.rpe = next.value;
        // "with 20s": the twenties, dumbbells of 20.
        else segment.load = { value: next.value, unit: next.unit === 'kg' || next.unit === 'lb' ? next.unit : null };
      } else if (token.kind === 'at' && next?.kind === 'bar') {
        this.i += 2;
        segment.load = barOf(next);
      } else if (token.kind === 'at' && next?.kind === 'rpe') this.i++;
      else if (token.kind === 'num' && (token.unit === 'kg' || token.unit === 'lb') && !segment.load && next?.kind !== 'x') {
        this.i++;
        segment.load = { value: token.value, unit: token.unit };
      } else if (token.kind === 'num' && !token.unit && plainLoadAllowed && !segment.load && next?.kind !== 'x') {
        this.i++;
        segment.load = { value: token.value, unit: null };
      } else if (token.kind === 'bar' && next?.kind !== 'x' && !segment.load) {
        this.i++;
        segment.load = barOf(token);
      } else if (token.kind === 'amrap' && segment.works.some((work) => work.reps !== undefined)) {
        this.i++;
        segment.works.forEach((work) => (work.failure = true));
      } else if (token.kind === 'rpe') {
        this.i++;
        segment.rpe = token.value;
      } else if (token.kind === 'warmup') {
        this.i++;
        segment.warmup = true;
      } else if (token.kind === 'rest' && secondsOf(next) !== null) {
        this.i += 2;
        segment.restSeconds = secondsOf(next);
      } else if (token.kind === 'each') {
        this.i++;
        this.asides.push(token.text);
      } else if (token.kind === 'reps' || token.kind === 'sets') this.i++;
      else return;
    }
  }

  private startsSets(): boolean {
    const token = this.peek();
    if (!token) return false;
    if (token.kind === 'bar') return this.peek(1)?.kind === 'x';
    return token.kind === 'num' || token.kind === 'clock' || token.kind === 'amrap' || token.kind === 'warmup';
  }

  /** A trial reading stops at the first words between sets: that is all the choice of where the sets begin needs. */
  run(trial = false) {
    while (this.i < this.tokens.length && !(trial && this.interrupted)) {
      const token = this.peek()!;
      if (token.kind === 'sep' || token.kind === 'dash') {
        this.i++;
        continue;
      }
      const rest = token.kind === 'rest' ? secondsOf(this.peek(1)) : null;
      if (rest !== null && this.segments.length) {
        this.i += 2;
        this.segments.at(-1)!.restSeconds = rest;
        continue;
      }
      const segment = this.segment();
      if (segment) {
        if (this.notes.length) this.interrupted = true;
        if (segment.works.length) this.segments.push(segment);
        continue;
      }
      // The sets begin where the reading begins; words come after them, up to any further sets.
      if (!this.segments.length && !this.unread.length) return this;
      this.i++;
      while (this.i < this.tokens.length && !this.startsSets()) this.i++;
      const words = this.text
        .slice(token.start, this.peek()?.start ?? this.text.length)
        .replace(/^[\s(),.;:/-]+|[\s(),.;:/-]+$/g, '')
        .trim();
      if (words) this.notes.push(words);
    }
    return this;
  }
}

/** Where the sets may begin on a line: a number (or AMRAP, the bar, bodyweight, a warm-up mark) that starts a word. */
function starts(line: string, tokens: Token[]): number[] {
  return tokens.flatMap((token, index) => {
    const opens = ['num', 'clock', 'amrap', 'bar', 'warmup'].includes(token.kind);
    const before = line.slice(Math.max(0, token.start - 2), token.start);
    return opens && /(^|[\s:(@]|(^|\D)[–—\-/])$/.test(before) ? [index] : [];
  });
}

interface LineReading {
  name: string;
  notes: string | null;
  warmup: boolean;
  segments: Segment[];
  unread: string[];
}

function cleanName(raw: string): { name: string; notes: string | null; warmup: boolean } {
  const warmup = WARMUP.test(raw);
  let name = raw.replace(WARMUP, ' ').replace(/\s+/g, ' ').trim();
  name = name.replace(/^[\s:–—\-,.@#]+/, '');
  let lead = '';
  const split = /\s*:\s*|\s+[-–—]\s+|\s+[-–—]$/.exec(name);
  if (split) {
    lead = name.slice(split.index + split[0].length).trim();
    name = name.slice(0, split.index);
  }
  name = name
    .replace(NAME_FILLER, '')
    .replace(/[\s:–—\-,.@(]+$/, '')
    .trim();
  lead = lead.replace(/[\s:–—\-,.@(]+$/, '').trim();
  return { name, notes: lead && !LEAD_IN.test(lead) ? lead : null, warmup };
}

/** Whether the sets read from `start` on are sets at all. */
function readable(line: string, start: number, { segments, interrupted }: WorkParser): boolean {
  if (!segments.length) return false;
  if (!segments.every((segment) => segment.bare && !segment.load)) return true;
  // Plain numbers alone are sets only where nothing else explains them: "Pushups: 15, 10", not "Week 3 Day 2".
  if (segments.length === 1 && segments[0]!.works[0]!.reps! > 30) return false;
  const lead = line.slice(0, start).trim();
  return !lead || /[:–—-]$/.test(lead) || (segments.length > 1 && !interrupted);
}

/**
 * The name ends where the sets begin: at the first place whose reading has no words between sets, unless sets
 * written with a "×" or a unit came before it ("1 arm row 3x10" is named "1 arm row"; in "Bench 3x5, felt heavy,
 * 3x5" the sets begin at the first "3x5").
 */
function readLine(line: string): LineReading | null {
  type Reading = { index: number; parser: WorkParser };
  let first: Reading | null = null;
  let chosen: Reading | null = null;
  const tokens = tokenize(line);
  // A name holds a number or two ("1 arm row"), not more: later places are not tried.
  for (const index of starts(line, tokens).slice(0, MAX_TRIES)) {
    const parser = new WorkParser(line, tokens, index).run(true);
    if (!readable(line, tokens[index]!.start, parser)) continue;
    first ??= { index, parser };
    if (!parser.interrupted) chosen = { index, parser };
    if (!parser.interrupted || parser.strong) break;
  }
  chosen ??= first && { index: first.index, parser: new WorkParser(line, tokens, first.index).run() };
  if (!chosen) return null;
  const { name, notes, warmup } = cleanName(line.slice(0, tokens[chosen.index]!.start));
  const { parser } = chosen;
  const allNotes = [notes, ...parser.asides, ...parser.notes].filter(Boolean).join('; ');
  return { name, notes: allNotes || null, warmup, segments: parser.segments, unread: parser.unread };
}

interface Draft {
  exercise: ParsedExercise;
  segments: { segment: Segment; warmup: boolean }[];
}

function setsOf(draft: Draft, system: MeasurementSystem): ParsedSet[] {
  const loaded = draft.segments.some(({ segment }) => segment.load && segment.load !== 'bodyweight');
  return draft.segments.flatMap(({ segment, warmup }) => {
    let { works, load } = segment;
    if (segment.ambiguous && loaded) {
      works = [{ reps: segment.ambiguous.reps }];
      load = { value: segment.ambiguous.load, unit: null };
    }
    const weightKg =
      typeof load === 'object' && load
        ? toCanonical(load.value, 'kg', load.unit === 'lb' ? 'imperial' : load.unit === 'kg' ? 'metric' : system)
        : null;
    return works.map(({ failure, ...work }) =>
      emptySet({
        ...work,
        setType: warmup || segment.warmup ? 'WARMUP' : failure ? 'FAILURE' : 'NORMAL',
        weightKg,
        rpe: segment.rpe,
        restSeconds: segment.restSeconds,
        notes: load === 'bar' ? 'bar' : null,
      }),
    );
  });
}

/** A set written without a load is at the load written before it on the line: "40kg x 8, 8, 7", "Bench 60kg: 12-10-8". */
function spreadLoads(segments: Segment[]): Segment[] {
  let shared: Load | null = null;
  return segments.flatMap((segment, index) => {
    if (segment.load) shared = segment.load;
    if (segment.loadOnly && index < segments.length - 1) return [];
    return [segment.load || segment.ambiguous || !shared ? segment : { ...segment, load: shared }];
  });
}

export function parseText(text: string, system: MeasurementSystem = 'metric'): ParsedWorkout {
  const drafts: Draft[] = [];
  const warnings: ImportWarning[] = [];
  let title: string | null = null;
  let superset: number | null = null;
  let supersets = 0;
  let current: Draft | null = null;
  let pending: { line: string; lineNumber: number } | null = null;

  const warn = (lineNumber: number, message: string) => warnings.push({ lineNumber, message: `Line ${lineNumber}: ${message}` });
  const settle = () => {
    if (!pending) return;
    if (title === null && !drafts.length) title = pending.line.replace(/^#+\s*/, '');
    else warn(pending.lineNumber, `no sets × reps found in “${pending.line.slice(0, 60)}”`);
    pending = null;
  };
  const start = (name: string, notes: string | null, lineNumber: number): Draft => {
    const draft: Draft = {
      exercise: { sourceName: name, lineNumber, supersetGroup: superset, restSeconds: null, notes, sets: [] },
      segments: [],
    };
    drafts.push(draft);
    return draft;
  };

  text.split(/\r?\n/).forEach((raw, index) => {
    const lineNumber = index + 1;
    const line = raw.replace(BULLET, '').trim().replace(SET_NUMBER, '');
    if (!line) {
      superset = null;
      return;
    }
    if (SUPERSET.test(line)) {
      settle();
      superset = ++supersets;
      return;
    }
    if (line.length > MAX_LINE_CHARS) {
      settle();
      warn(lineNumber, `longer than ${MAX_LINE_CHARS} characters; not read`);
      return;
    }
    const reading = readLine(line);
    const named = reading && /\p{L}/u.test(reading.name);
    const rest = reading && REST.test(reading.name) && reading.segments.every((s) => s.works.every((w) => w.durationSeconds));
    if (rest && current) {
      current.exercise.restSeconds = reading.segments[0]!.works[0]!.durationSeconds!;
      return;
    }
    if (!reading || (!named && reading.name) || NOT_EXERCISES.test(reading.name)) {
      settle();
      pending = { line, lineNumber };
      // A figure of the session, not an exercise: reported (or the title), never a header.
      if (reading) settle();
      return;
    }
    reading.unread.forEach((piece) => warn(lineNumber, `“${piece}” cannot be read as sets`));
    if (named) {
      settle();
      current = start(reading.name, reading.notes, lineNumber);
    } else {
      // Sets alone on their line belong to the name above them.
      const header = pending && cleanName(pending.line);
      if (header && /\p{L}/u.test(header.name)) {
        current = start(header.name, header.notes, pending!.lineNumber);
        pending = null;
        reading.warmup ||= header.warmup;
      } else if (header) {
        settle();
        current = null;
      }
      if (!current) {
        warn(lineNumber, `sets with no exercise before them: “${line.slice(0, 60)}”`);
        return;
      }
      if (reading.notes) current.exercise.notes = [current.exercise.notes, reading.notes].filter(Boolean).join('; ');
    }
    const draft: Draft = current;
    spreadLoads(reading.segments).forEach((segment) => draft.segments.push({ segment, warmup: reading.warmup }));
  });
  settle();

  const exercises = drafts.map((draft) => ({ ...draft.exercise, sets: setsOf(draft, system) }));
  warnings.sort((a, b) => (a.lineNumber ?? 0) - (b.lineNumber ?? 0));
  return { source: 'TEXT', workoutTitle: title ?? 'Imported workout', workoutDescription: null, exercises, warnings };
}
