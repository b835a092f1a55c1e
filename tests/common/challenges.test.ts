// Buddy challenges (common/challenges.ts): one worked leaderboard per rule, with the figures worked out by hand in
// the comments, then the edges (late joiners, missing body weight, ties, sets that do not count) and two properties
// over random histories. In the volume, one-rep-max and hold examples a beginner beats an advanced lifter on relative
// figures while the advanced lifter has the larger raw totals: that is what the rules are for.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BASELINE_WEEKS,
  CHALLENGE_MAX_WEEKS,
  CHALLENGE_MIN_WEEKS,
  CHALLENGE_RULES,
  challengeEndsAt,
  comparedScore,
  scoreChallenge,
  validateChallenge,
  type Challenge,
  type ChallengeRule,
  type ChallengeSet,
  type Participant,
  type Standing,
} from '../../common/challenges.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
/** A Monday, midnight UTC. */
const START = new Date('2025-03-03T00:00:00.000Z');
/** `days` after the start (negative: before it), at 18:00 unless told. */
const at = (days: number, hours = 18) => new Date(START.getTime() + days * DAY + hours * HOUR);
const later = (date: Date, minutes: number) => new Date(date.getTime() + minutes * MINUTE);

interface SetOptions {
  exercise?: string;
  warmup?: boolean;
  done?: boolean;
}

const lift = (when: Date, log: string, kg: number, reps: number, options: SetOptions = {}): ChallengeSet => ({
  at: when,
  workoutLogId: log,
  exerciseCode: options.exercise ?? 'BENCH_PRESS',
  setType: options.warmup ? 'WARMUP' : 'NORMAL',
  completed: options.done ?? true,
  values: [
    { measurementCode: 'WEIGHT', value: kg },
    { measurementCode: 'REPS', value: reps },
  ],
});

/** One session on day `days`: its sets a minute apart, from 18:00. */
const session = (log: string, days: number, sets: readonly (readonly [number, number])[], options: SetOptions = {}) =>
  sets.map(([kg, reps], index) => lift(later(at(days), index), log, kg, reps, options));

const timed = (
  when: Date,
  log: string,
  seconds: number,
  exercise = 'PLANK',
  code = 'HOLD_DURATION',
  options: SetOptions = {},
): ChallengeSet => ({
  at: when,
  workoutLogId: log,
  exerciseCode: exercise,
  setType: options.warmup ? 'WARMUP' : 'NORMAL',
  completed: options.done ?? true,
  values: [{ measurementCode: code, value: seconds }],
});

/** A session of holds on day `days`, a minute apart. */
const holds = (log: string, days: number, seconds: readonly number[], exercise = 'PLANK', code = 'HOLD_DURATION') =>
  seconds.map((value, index) => timed(later(at(days), index), log, value, exercise, code));

/** Sessions of one set each, on the days given. */
const sessionsOn = (days: readonly number[], prefix = 'log') => days.map((day) => lift(at(day), `${prefix}-${day}`, 50, 5));

/** In the challenge from before it starts unless told. */
const member = (userId: string, sets: readonly ChallengeSet[], extra: Partial<Participant> = {}): Participant => ({
  userId,
  joinedAt: at(-1, 0),
  sets,
  ...extra,
});

const board = (standings: readonly Standing[]) => standings.map(({ userId, status, rank }) => ({ userId, status, rank }));
const of = (standings: readonly Standing[], userId: string) => standings.find((standing) => standing.userId === userId)!;

describe('the period', () => {
  it('runs whole weeks from the start', () => {
    expect(challengeEndsAt({ rule: 'SESSIONS', startsAt: START, weeks: 3 }).toISOString()).toBe('2025-03-24T00:00:00.000Z');
    expect([CHALLENGE_MIN_WEEKS, CHALLENGE_MAX_WEEKS, BASELINE_WEEKS]).toEqual([1, 12, 8]);
    expect(CHALLENGE_RULES).toEqual(['SESSIONS', 'RELATIVE_VOLUME', 'E1RM_GAIN', 'WEEKLY_STREAK', 'HOLD_TIME']);
  });
});

describe('validateChallenge', () => {
  const base = { startsAt: START, weeks: 4 };

  it('accepts every rule set up fully', () => {
    expect(validateChallenge({ ...base, rule: 'SESSIONS' })).toEqual([]);
    expect(validateChallenge({ ...base, rule: 'RELATIVE_VOLUME', weeks: 1 })).toEqual([]);
    expect(validateChallenge({ ...base, rule: 'E1RM_GAIN', weeks: 12, exerciseCode: 'BENCH_PRESS' })).toEqual([]);
    expect(validateChallenge({ ...base, rule: 'WEEKLY_STREAK', sessionsPerWeek: 7 })).toEqual([]);
    expect(validateChallenge({ ...base, rule: 'HOLD_TIME' })).toEqual([]);
  });

  it('names the field at fault', () => {
    for (const weeks of [0, 13, 2.5, Number.NaN, -1]) {
      expect(validateChallenge({ ...base, rule: 'SESSIONS', weeks })).toEqual(['weeks must be a whole number from 1 to 12']);
    }
    expect(validateChallenge({ ...base, rule: 'E1RM_GAIN' })).toEqual(['exerciseCode is required for E1RM_GAIN']);
    expect(validateChallenge({ ...base, rule: 'E1RM_GAIN', exerciseCode: '  ' })).toEqual(['exerciseCode is required for E1RM_GAIN']);
    expect(validateChallenge({ ...base, rule: 'WEEKLY_STREAK' })).toEqual(['sessionsPerWeek is required for WEEKLY_STREAK']);
    for (const sessionsPerWeek of [0, 8, 1.5]) {
      expect(validateChallenge({ ...base, rule: 'WEEKLY_STREAK', sessionsPerWeek })).toEqual([
        'sessionsPerWeek must be a whole number from 1 to 7',
      ]);
    }
    expect(validateChallenge({ rule: 'WEEKLY_STREAK', startsAt: new Date(Number.NaN), weeks: 20 })).toEqual([
      'startsAt must be a valid date',
      'weeks must be a whole number from 1 to 12',
      'sessionsPerWeek is required for WEEKLY_STREAK',
    ]);
  });

  it('is checked before scoring', () => {
    expect(() => scoreChallenge({ ...base, rule: 'E1RM_GAIN' }, [], at(1))).toThrow('exerciseCode is required for E1RM_GAIN');
  });
});

describe('SESSIONS', () => {
  const challenge: Challenge = { rule: 'SESSIONS', startsAt: START, weeks: 4 };
  // Ana: 6 sessions in 4 weeks → 1.5 per week.
  const ana = member('ana', sessionsOn([1, 3, 8, 15, 17, 24]));
  // Ben: 5 sessions in 4 weeks → 1.25 per week.
  const ben = member('ben', sessionsOn([2, 9, 16, 23, 26]));
  // Cleo joins at the start of week 3: her session on day 10 came before and does not count; 4 sessions in her
  // 2 weeks → 2 per week, first place although she logged fewer sessions than Ana.
  const cleo = member('cleo', sessionsOn([10, 15, 17, 22, 24]), { joinedAt: at(14, 0) });

  it('ranks sessions per week of participation, so joining late neither helps nor hurts', () => {
    const standings = scoreChallenge(challenge, [ana, ben, cleo], at(40));
    expect(standings.map(({ userId, rank, score }) => [userId, rank, score])).toEqual([
      ['cleo', 1, 2],
      ['ana', 2, 1.5],
      ['ben', 3, 1.25],
    ]);
    expect(of(standings, 'cleo').detail).toEqual({ rule: 'SESSIONS', sessions: 4, participationWeeks: 2 });
    expect(of(standings, 'ana').detail).toEqual({ rule: 'SESSIONS', sessions: 6, participationWeeks: 4 });
    expect(of(standings, 'cleo').reachedAt).toEqual(at(24));
  });

  it('divides by the weeks so far while the challenge runs, and by at least one', () => {
    // Day 14, midnight: Ana 3 sessions in 2 weeks → 1.5; Ben 2 in 2 → 1; Cleo joins this instant and has nothing yet.
    const midway = scoreChallenge(challenge, [ana, ben, cleo], at(14, 0));
    expect(midway.map(({ userId, rank, score, status }) => [userId, rank, score, status])).toEqual([
      ['ana', 1, 1.5, 'SCORED'],
      ['ben', 2, 1, 'SCORED'],
      ['cleo', null, null, 'NOT_STARTED'],
    ]);
    // Day 3, 20:00: Ana's 2 sessions in under a week count as 2 in one week, not as 3.6 per week.
    expect(scoreChallenge(challenge, [ana], at(3, 20))[0]!.score).toBe(2);
  });

  it('counts only completed working sets inside the window', () => {
    const week: Challenge = { rule: 'SESSIONS', startsAt: START, weeks: 1 };
    const sets = [
      lift(START, 'at-the-start', 60, 5), // counts: the window starts inclusive
      lift(at(-1), 'the-day-before', 60, 5),
      lift(new Date(START.getTime() + WEEK), 'at-the-end', 60, 5), // the end is exclusive
      lift(at(2), 'warm-ups-only', 40, 10, { warmup: true }),
      lift(at(3), 'never-ticked', 60, 5, { done: false }),
      lift(at(4), 'mixed', 40, 10, { warmup: true }),
      lift(later(at(4), 2), 'mixed', 60, 5),
    ];
    // After the week: 'at-the-start' and 'mixed' → 2 sessions in 1 week.
    const after = scoreChallenge(week, [member('ana', sets)], at(10))[0]!;
    expect(after.score).toBe(2);
    expect(after.reachedAt).toEqual(later(at(4), 2));
    // On day 2, the set of day 4 is not in yet: 1 session.
    expect(scoreChallenge(week, [member('ana', sets)], at(2, 20))[0]!.score).toBe(1);
  });

  it('shares a place between equal scores, listing first who reached it first', () => {
    const week: Challenge = { rule: 'SESSIONS', startsAt: START, weeks: 1 };
    const standings = scoreChallenge(
      week,
      [
        // Dee: 2 sessions, the second on day 5; its later sets add nothing, so she reached 2 at its first set.
        member('dee', [
          ...sessionsOn([1]),
          ...session('dee-2', 5, [
            [60, 5],
            [60, 5],
            [60, 5],
          ]),
        ]),
        // Eve and Abe: 2 sessions each, the second on day 4 → both reached 2 then; Abe comes first by name.
        member('eve', sessionsOn([2, 4])),
        member('abe', sessionsOn([0, 4])),
        // Fin: 1 session → fourth: three share first place.
        member('fin', sessionsOn([1])),
      ],
      at(10),
    );
    expect(standings.map(({ userId, rank, score }) => [userId, rank, score])).toEqual([
      ['abe', 1, 2],
      ['eve', 1, 2],
      ['dee', 1, 2],
      ['fin', 4, 1],
    ]);
    expect(of(standings, 'dee').reachedAt).toEqual(at(5));
  });
});

describe('RELATIVE_VOLUME', () => {
  const challenge: Challenge = { rule: 'RELATIVE_VOLUME', startsAt: START, weeks: 1 };

  it('ranks body weights moved per week: the beginner wins on less iron', () => {
    // Bea, 60 kg, a beginner: 3 sessions of 3 × 40 kg × 10 = 1,200 kg → 3,600 kg ÷ 60 kg ÷ 1 week = 60.
    const bea = member(
      'bea',
      [0, 2, 4].flatMap((day) =>
        session(`bea-${day}`, day, [
          [40, 10],
          [40, 10],
          [40, 10],
        ]),
      ),
      { bodyWeightKg: 60 },
    );
    // Dan, 100 kg, advanced: 2 sessions of 4 × 140 kg × 5 = 2,800 kg → 5,600 kg ÷ 100 kg ÷ 1 week = 56. His warm-ups
    // (60 kg × 10 each day) and an unticked 140 kg × 5 would add 1,900 kg and make him 75: they do not count.
    const dan = member(
      'dan',
      [1, 3].flatMap((day) => [
        lift(at(day, 17), `dan-${day}`, 60, 10, { warmup: true }),
        ...session(`dan-${day}`, day, [
          [140, 5],
          [140, 5],
          [140, 5],
          [140, 5],
        ]),
      ]),
      { bodyWeightKg: 100 },
    );
    dan.sets = [...dan.sets, lift(at(3, 19), 'dan-3', 140, 5, { done: false })];
    // Eli logged a session but no body weight: no score rather than a silent 0. Abe has not lifted yet.
    const eli = member('eli', session('eli-1', 1, [[100, 5]]), { bodyWeightKg: null });
    const abe = member('abe', [], { bodyWeightKg: 80 });

    const standings = scoreChallenge(challenge, [eli, dan, abe, bea], at(8));
    expect(board(standings)).toEqual([
      { userId: 'bea', status: 'SCORED', rank: 1 },
      { userId: 'dan', status: 'SCORED', rank: 2 },
      { userId: 'abe', status: 'NOT_STARTED', rank: null },
      { userId: 'eli', status: 'NEEDS_BODY_WEIGHT', rank: null },
    ]);
    expect(of(standings, 'bea').score).toBe(60);
    expect(of(standings, 'dan').score).toBe(56);
    expect(of(standings, 'dan').detail).toEqual({ rule: 'RELATIVE_VOLUME', volumeKg: 5600, bodyWeightKg: 100, participationWeeks: 1 });
    expect(of(standings, 'eli')).toMatchObject({ score: null, rank: null, reachedAt: null });
    expect(of(standings, 'eli').detail).toEqual({ rule: 'RELATIVE_VOLUME', volumeKg: 500, bodyWeightKg: null, participationWeeks: 1 });
    // Bea's last set, day 4, brought her to 60.
    expect(of(standings, 'bea').reachedAt).toEqual(later(at(4), 2));
  });

  it('compares scores to two decimals but returns them whole', () => {
    // 1,000 kg each: Ana at 70 kg → 14.2857…, Ben at 70.001 kg → 14.2855…: both read 14.29 and share first place;
    // Ben lifted on day 2, Ana on day 3, so Ben is listed first. Cleo at 71 kg → 14.08, third.
    const standings = scoreChallenge(
      challenge,
      [
        member('ana', session('ana-1', 3, [[100, 10]]), { bodyWeightKg: 70 }),
        member('ben', session('ben-1', 2, [[100, 10]]), { bodyWeightKg: 70.001 }),
        member('cleo', session('cleo-1', 1, [[100, 10]]), { bodyWeightKg: 71 }),
      ],
      at(8),
    );
    expect(standings.map(({ userId, rank }) => [userId, rank])).toEqual([
      ['ben', 1],
      ['ana', 1],
      ['cleo', 3],
    ]);
    expect(of(standings, 'ana').score).toBe(1000 / 70);
    expect(of(standings, 'ben').score).toBe(1000 / 70.001);
  });
});

describe('E1RM_GAIN', () => {
  const challenge: Challenge = { rule: 'E1RM_GAIN', startsAt: START, weeks: 4, exerciseCode: 'BENCH_PRESS' };
  // Bea, beginner: baseline 40 kg × 5 → 40 × 35 ÷ 30 = 46.67 kg; best 45 kg × 5 → 52.5 kg → 52.5 ÷ 46.67 − 1 = +12.5 %.
  const bea = member('bea', [...session('bea-0', -10, [[40, 5]]), ...session('bea-1', 3, [[42.5, 5]]), ...session('bea-2', 20, [[45, 5]])]);
  // Dan, advanced: baseline 120 kg × 3 → 132 kg; best 125 kg × 3 → 137.5 kg → 137.5 ÷ 132 − 1 = +4.17 %, third,
  // though his estimate is more than twice Bea's. His 140 kg single 9 weeks before the start is older than the
  // baseline window, his warm-up 130 kg × 3 (143 kg) is a warm-up, and his squats are another exercise.
  const dan = member('dan', [
    ...session('dan-old', -63, [[140, 1]]),
    lift(at(-20, 17), 'dan-0', 130, 3, { warmup: true }),
    ...session('dan-0', -20, [[120, 3]]),
    ...session('dan-1', 10, [[125, 3]]),
    ...session('dan-1', 10, [[200, 5]], { exercise: 'BACK_SQUAT' }),
  ]);
  // Fay, new: no baseline, so her first session's best, 30 kg × 10 → 40 kg (her 30 kg × 8 → 38 kg is lower), is
  // it; best 35 kg × 6 → 42 kg → 42 ÷ 40 − 1 = +5 %.
  const fay = member('fay', [
    ...session('fay-1', 2, [
      [30, 10],
      [30, 8],
    ]),
    ...session('fay-2', 16, [[35, 6]]),
  ]);
  // Gus: baseline 100 kg × 5 → 116.67 kg; best 95 kg × 5 → 110.83 kg → −5 %: a loss stays a loss.
  const gus = member('gus', [...session('gus-0', -3, [[100, 5]]), ...session('gus-1', 5, [[95, 5]])]);
  // Hal only squatted.
  const hal = member('hal', session('hal-1', 4, [[100, 5]], { exercise: 'BACK_SQUAT' }));

  it('ranks the percent gain over each one’s own baseline', () => {
    const standings = scoreChallenge(challenge, [hal, gus, fay, dan, bea], at(30));
    expect(board(standings)).toEqual([
      { userId: 'bea', status: 'SCORED', rank: 1 },
      { userId: 'fay', status: 'SCORED', rank: 2 },
      { userId: 'dan', status: 'SCORED', rank: 3 },
      { userId: 'gus', status: 'SCORED', rank: 4 },
      { userId: 'hal', status: 'NOT_STARTED', rank: null },
    ]);
    expect(of(standings, 'bea').score).toBeCloseTo(12.5, 9);
    expect(of(standings, 'fay').score).toBeCloseTo(5, 9);
    expect(of(standings, 'dan').score).toBeCloseTo(((137.5 - 132) / 132) * 100, 9);
    expect(of(standings, 'gus').score).toBeCloseTo(-5, 9);
    expect(of(standings, 'dan').detail).toEqual({ rule: 'E1RM_GAIN', baseline: 132, baselineFrom: 'BEFORE_START', best: 137.5 });
    expect(of(standings, 'fay').detail).toEqual({ rule: 'E1RM_GAIN', baseline: 40, baselineFrom: 'FIRST_SESSION', best: 42 });
    expect(of(standings, 'hal').detail).toEqual({ rule: 'E1RM_GAIN', baseline: null, baselineFrom: null, best: null });
    // The gain was reached with the best set.
    expect(of(standings, 'bea').reachedAt).toEqual(at(20));
  });

  it('makes a newcomer’s first day their baseline', () => {
    // Day 2, 20:00: Fay's best so far is her baseline → 0 %, reached with her 30 kg × 10.
    const [standing] = scoreChallenge(challenge, [fay], at(2, 20));
    expect(standing).toMatchObject({ status: 'SCORED', score: 0, rank: 1, reachedAt: at(2) });
  });
});

describe('WEEKLY_STREAK', () => {
  const challenge: Challenge = { rule: 'WEEKLY_STREAK', startsAt: START, weeks: 4, sessionsPerWeek: 2 };
  // Ana: week 1 ✓ (days 1, 3), week 2 ✗ (day 9), week 3 ✓ (15, 17), week 4 ✓ (22, 24, 26) → longest run 2, reached
  // on day 24 when week 4 qualified.
  const ana = member('ana', sessionsOn([1, 3, 9, 15, 17, 22, 24, 26]));
  // Ben: weeks 1–3 ✓ (0, 2; 8, 10; 14, 16), week 4 ✗ (21) → 3.
  const ben = member('ben', sessionsOn([0, 2, 8, 10, 14, 16, 21]));
  // Cleo joins at the start of week 3: weeks 1 and 2 are left out (her sessions on days 8 and 10 came before she
  // joined); weeks 3 ✓ (15, 16) and 4 ✓ (22, 23) → 2, ties Ana, reached on day 23, before Ana.
  const cleo = member('cleo', sessionsOn([8, 10, 15, 16, 22, 23]), { joinedAt: at(14, 0) });

  it('ranks the longest run of qualifying weeks, a late joiner’s earlier weeks left out', () => {
    const standings = scoreChallenge(challenge, [ana, ben, cleo], at(30));
    expect(standings.map(({ userId, rank, score }) => [userId, rank, score])).toEqual([
      ['ben', 1, 3],
      ['cleo', 2, 2],
      ['ana', 2, 2],
    ]);
    expect(of(standings, 'ana').detail).toEqual({ rule: 'WEEKLY_STREAK', weeksCounted: 4, weeksQualified: 3, longest: 2, current: 2 });
    expect(of(standings, 'cleo').detail).toEqual({ rule: 'WEEKLY_STREAK', weeksCounted: 2, weeksQualified: 2, longest: 2, current: 2 });
    // Ben's week 4 is over with one session: it ends his current run but not his longest.
    expect(of(standings, 'ben').detail).toEqual({ rule: 'WEEKLY_STREAK', weeksCounted: 4, weeksQualified: 3, longest: 3, current: 0 });
    expect(of(standings, 'cleo').reachedAt).toEqual(at(23));
    expect(of(standings, 'ana').reachedAt).toEqual(at(24));
  });

  it('does not break a run in the open week, and counts it once it qualifies', () => {
    // Day 15: Ben's week 3 holds 1 session so far, and is open → his run of 2 stands.
    expect(scoreChallenge(challenge, [ben], at(15))[0]!.detail).toEqual({
      rule: 'WEEKLY_STREAK',
      weeksCounted: 2,
      weeksQualified: 2,
      longest: 2,
      current: 2,
    });
    // Day 16, 20:00: the second session makes week 3 qualify → 3.
    const [standing] = scoreChallenge(challenge, [ben], at(16, 20));
    expect(standing!.score).toBe(3);
    expect(standing!.detail).toMatchObject({ weeksCounted: 3, current: 3 });
  });
});

describe('HOLD_TIME', () => {
  const challenge: Challenge = { rule: 'HOLD_TIME', startsAt: START, weeks: 2 };

  it('ranks best holds banked per week: the beginner wins on fewer seconds', () => {
    // Bea: longest hold before, 30 s; during, 30 + 30 + 45 + 45 + 60 + 60 = 270 s → 270 ÷ 30 ÷ 2 weeks = 4.5.
    const bea = member('bea', [
      ...holds('bea-0', -7, [30]),
      ...holds('bea-1', 1, [30, 30]),
      ...holds('bea-2', 6, [45, 45]),
      ...holds('bea-3', 10, [60, 60]),
    ]);
    // Dan: longest before, 120 s (his 300 s ten weeks back is too old); during, 4 × 120 + 2 × 150 = 780 s →
    // 780 ÷ 120 ÷ 2 = 3.25. An unticked 90 s does not count.
    const dan = member('dan', [
      ...holds('dan-old', -70, [300]),
      ...holds('dan-0', -14, [120]),
      ...holds('dan-1', 2, [120, 120]),
      ...holds('dan-2', 5, [120, 120]),
      ...holds('dan-3', 9, [150, 150]),
      timed(at(9, 20), 'dan-3', 90, 'PLANK', 'HOLD_DURATION', { done: false }),
    ]);
    // Fay: no hold before, so her first session's longest, 50 s, is the baseline; 40 + 50 + 60 = 150 s →
    // 150 ÷ 50 ÷ 2 = 1.5.
    const fay = member('fay', [...holds('fay-1', 3, [40, 50]), ...holds('fay-2', 11, [60])]);
    // Hal ran for half an hour: a duration, not a hold.
    const hal = member('hal', holds('hal-1', 4, [1800], 'RUNNING', 'DURATION'));

    const standings = scoreChallenge(challenge, [hal, fay, dan, bea], at(20));
    expect(standings.map(({ userId, rank, score, status }) => [userId, rank, score, status])).toEqual([
      ['bea', 1, 4.5, 'SCORED'],
      ['dan', 2, 3.25, 'SCORED'],
      ['fay', 3, 1.5, 'SCORED'],
      ['hal', null, null, 'NOT_STARTED'],
    ]);
    expect(of(standings, 'fay').detail).toEqual({
      rule: 'HOLD_TIME',
      totalSeconds: 150,
      baseline: 50,
      baselineFrom: 'FIRST_SESSION',
      participationWeeks: 2,
    });
    expect(of(standings, 'dan').detail).toMatchObject({ totalSeconds: 780, baseline: 120, baselineFrom: 'BEFORE_START' });
  });

  it('counts only the named exercise, its plain durations included', () => {
    const sets = [
      ...holds('ana-0', -2, [60], 'PLANK', 'DURATION'),
      ...holds('ana-1', 1, [60, 90], 'PLANK', 'DURATION'),
      ...holds('ana-2', 2, [45], 'DEAD_HANG'),
      ...holds('ana-3', 3, [30], 'PLANK'),
    ];
    // Planks only: baseline 60 s (day −2); 60 + 90 + 30 = 180 s → 180 ÷ 60 ÷ 2 = 1.5; the dead hang is another exercise.
    expect(scoreChallenge({ ...challenge, exerciseCode: 'PLANK' }, [member('ana', sets)], at(20))[0]!.score).toBe(1.5);
    // Any hold: plain durations are not holds, so nothing before the start; the first session with a hold, the dead
    // hang on day 2, gives 45 s; 45 + 30 = 75 s → 75 ÷ 45 ÷ 2 = 0.833….
    const [any] = scoreChallenge(challenge, [member('ana', sets)], at(20));
    expect(any!.score).toBe(75 / 45 / 2);
    expect(any!.detail).toMatchObject({ baseline: 45, baselineFrom: 'FIRST_SESSION', totalSeconds: 75 });
  });
});

describe('over random histories', () => {
  const RULE_SETUP: Record<ChallengeRule, Partial<Challenge>> = {
    SESSIONS: {},
    RELATIVE_VOLUME: {},
    E1RM_GAIN: { exerciseCode: 'BENCH_PRESS' },
    WEEKLY_STREAK: { sessionsPerWeek: 2 },
    HOLD_TIME: {},
  };
  const WEEKS = 3;
  /** Minutes from the start: from well before the baseline window to past the end. */
  const minute = fc.integer({ min: -10 * 7 * 24 * 60, max: (WEEKS + 1) * 7 * 24 * 60 });
  const anySet = fc
    .record({
      minute,
      log: fc.integer({ min: 0, max: 8 }),
      quarters: fc.integer({ min: 0, max: 800 }),
      reps: fc.integer({ min: 1, max: 20 }),
      exercise: fc.constantFrom('BENCH_PRESS', 'BACK_SQUAT', 'PLANK'),
      warmup: fc.boolean(),
      done: fc.boolean(),
    })
    .map(({ minute, log, quarters, reps, exercise, warmup, done }): ChallengeSet => {
      const when = later(START, minute);
      if (exercise === 'PLANK') return timed(when, `log-${log}`, reps * 5, exercise, 'HOLD_DURATION', { warmup, done });
      return lift(when, `log-${log}`, quarters / 4, reps, { exercise, warmup, done });
    });
  const participant = fc
    .record({
      sets: fc.array(anySet, { maxLength: 25 }),
      joinedDay: fc.integer({ min: -3, max: WEEKS * 7 }),
      bodyWeightKg: fc.option(fc.integer({ min: 40, max: 150 }), { nil: null }),
    })
    .map(({ sets, joinedDay, bodyWeightKg }): Participant => ({ userId: 'ana', joinedAt: at(joinedDay, 0), sets, bodyWeightKg }));
  const participants = fc
    .array(participant, { minLength: 1, maxLength: 6 })
    .map((list) => list.map((item, index) => ({ ...item, userId: `user-${index}` })));
  const nowMinute = fc.integer({ min: -2 * 24 * 60, max: (WEEKS + 1) * 7 * 24 * 60 });

  it('never lowers a SESSIONS or RELATIVE_VOLUME score for one more counting set', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<ChallengeRule>('SESSIONS', 'RELATIVE_VOLUME'),
        participant,
        nowMinute,
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.integer({ min: 0, max: 9 }),
        fc.integer({ min: 0, max: 800 }),
        (rule, ana, nowAt, position, log, quarters) => {
          const challenge: Challenge = { rule, startsAt: START, weeks: WEEKS };
          const now = later(START, nowAt);
          const from = Math.max(START.getTime(), ana.joinedAt.getTime());
          const until = Math.min(challengeEndsAt(challenge).getTime() - 1, now.getTime());
          fc.pre(from <= until);
          const extra = lift(new Date(from + Math.floor(position * (until - from))), `log-${log}`, quarters / 4, 5);
          const before = scoreChallenge(challenge, [ana], now)[0]!;
          const after = scoreChallenge(challenge, [{ ...ana, sets: [...ana.sets, extra] }], now)[0]!;
          if (before.status === 'NEEDS_BODY_WEIGHT') expect(after.status).toBe('NEEDS_BODY_WEIGHT');
          else expect(after.status).toBe('SCORED');
          expect(after.score ?? -Infinity).toBeGreaterThanOrEqual(before.score ?? -Infinity);
        },
      ),
      { numRuns: 1_000 },
    );
  });

  it('lists a valid competition ranking, then the unranked by userId', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CHALLENGE_RULES), participants, nowMinute, (rule, participants, nowAt) => {
        const challenge: Challenge = { rule, startsAt: START, weeks: WEEKS, ...RULE_SETUP[rule] };
        const now = later(START, nowAt);
        const standings = scoreChallenge(challenge, participants, now);
        expect(standings.map((standing) => standing.userId).sort()).toEqual(participants.map((item) => item.userId).sort());
        const ranked = standings.filter((standing) => standing.rank !== null);
        const unranked = standings.slice(ranked.length);
        expect(ranked.every((standing) => standing.status === 'SCORED' && Number.isFinite(standing.score))).toBe(true);
        expect(unranked.every((standing) => standing.status !== 'SCORED' && standing.score === null && standing.reachedAt === null)).toBe(
          true,
        );
        expect(unranked.map((standing) => standing.userId)).toEqual(unranked.map((standing) => standing.userId).sort());
        ranked.forEach((standing, index) => {
          const key = comparedScore(standing.score!);
          expect(standing.rank).toBe(1 + ranked.filter((other) => comparedScore(other.score!) > key).length);
          const reached = standing.reachedAt!.getTime();
          expect(reached).toBeGreaterThanOrEqual(
            Math.max(START.getTime(), participants.find((item) => item.userId === standing.userId)!.joinedAt.getTime()),
          );
          expect(reached).toBeLessThanOrEqual(now.getTime());
          const next = ranked[index + 1];
          if (!next) return;
          expect(comparedScore(next.score!)).toBeLessThanOrEqual(key);
          if (comparedScore(next.score!) === key) expect(next.reachedAt!.getTime()).toBeGreaterThanOrEqual(reached);
        });
      }),
      { numRuns: 1_000 },
    );
  });
});
