// Buddy challenges: who is ahead over a period of whole weeks on one rule. Buddies lift very different weights, so
// every rule measures a member against themself (their own baseline, their body weight or a weekly rhythm they set
// together) and per week of their own participation: a beginner can beat an advanced lifter, and joining late
// neither helps nor hurts. Scores keep full precision; places compare them to two decimals, as the leaderboard
// shows them, so figures that read the same share a place.
import { setMetrics, type LoggedSet } from './set-metrics.js';

export const CHALLENGE_RULES = ['SESSIONS', 'RELATIVE_VOLUME', 'E1RM_GAIN', 'WEEKLY_STREAK', 'HOLD_TIME'] as const;
export type ChallengeRule = (typeof CHALLENGE_RULES)[number];

export const CHALLENGE_MIN_WEEKS = 1;
export const CHALLENGE_MAX_WEEKS = 12;
/** How far back before a member's start their baseline is looked for: long enough to cover a deload or a holiday. */
export const BASELINE_WEEKS = 8;

const DAY_MS = 24 * 60 * 60 * 1000;
// A challenge week is 7 × 24 hours, not 7 calendar days: members in different time zones share one leaderboard,
// and a week that lost an hour to daylight saving would give one of them less time.
const WEEK_MS = 7 * DAY_MS;

export interface Challenge {
  rule: ChallengeRule;
  startsAt: Date;
  /** Whole weeks, CHALLENGE_MIN_WEEKS to CHALLENGE_MAX_WEEKS. */
  weeks: number;
  /** The exercise an E1RM_GAIN challenge is about (required there); for HOLD_TIME, the one hold that counts. */
  exerciseCode?: string;
  /** For WEEKLY_STREAK (required there): the sessions, 1 to 7, that make a week count. */
  sessionsPerWeek?: number;
}

export interface ChallengeSet extends LoggedSet {
  /** When the set was ticked. */
  at: Date;
  workoutLogId: string;
  exerciseCode: string;
}

export interface Participant {
  userId: string;
  joinedAt: Date;
  /** The latest known at the challenge's start, or the first one logged during it. */
  bodyWeightKg?: number | null;
  /** Sets from any time: the scoring picks those in the baseline window and in the member's counting window. */
  sets: readonly ChallengeSet[];
}

export type StandingStatus = 'SCORED' | 'NEEDS_BODY_WEIGHT' | 'NOT_STARTED';
/** Where a baseline came from: the BASELINE_WEEKS before the member's start, or their first session in it. */
export type BaselineSource = 'BEFORE_START' | 'FIRST_SESSION';

/** The figures a score is built from, so the app can show the working. */
export type StandingDetail =
  | { rule: 'SESSIONS'; sessions: number; participationWeeks: number }
  | { rule: 'RELATIVE_VOLUME'; volumeKg: number; bodyWeightKg: number | null; participationWeeks: number }
  | { rule: 'E1RM_GAIN'; baseline: number | null; baselineFrom: BaselineSource | null; best: number | null }
  | { rule: 'WEEKLY_STREAK'; weeksCounted: number; weeksQualified: number; longest: number; current: number }
  | {
      rule: 'HOLD_TIME';
      totalSeconds: number;
      baseline: number | null;
      baselineFrom: BaselineSource | null;
      participationWeeks: number;
    };

export interface Standing {
  userId: string;
  status: StandingStatus;
  /** Null unless SCORED. */
  score: number | null;
  /** Competition ranking (1, 1, 3) over the SCORED; null for the others. */
  rank: number | null;
  /** When the score was first reached: the set that brought it to its current value. */
  reachedAt: Date | null;
  detail: StandingDetail;
}

const isWholeIn = (value: unknown, min: number, max: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/** What is wrong with a challenge, one short message per problem; empty when it can be scored. */
export function validateChallenge(challenge: Challenge): string[] {
  const problems: string[] = [];
  if (!CHALLENGE_RULES.includes(challenge.rule)) problems.push(`rule must be one of ${CHALLENGE_RULES.join(', ')}`);
  if (!(challenge.startsAt instanceof Date) || Number.isNaN(challenge.startsAt.getTime())) problems.push('startsAt must be a valid date');
  if (!isWholeIn(challenge.weeks, CHALLENGE_MIN_WEEKS, CHALLENGE_MAX_WEEKS)) {
    problems.push(`weeks must be a whole number from ${CHALLENGE_MIN_WEEKS} to ${CHALLENGE_MAX_WEEKS}`);
  }
  if (challenge.rule === 'E1RM_GAIN' && !challenge.exerciseCode?.trim()) problems.push('exerciseCode is required for E1RM_GAIN');
  if (challenge.rule === 'WEEKLY_STREAK') {
    if (challenge.sessionsPerWeek == null) problems.push('sessionsPerWeek is required for WEEKLY_STREAK');
    else if (!isWholeIn(challenge.sessionsPerWeek, 1, 7)) problems.push('sessionsPerWeek must be a whole number from 1 to 7');
  }
  return problems;
}

/** The end of the period, exclusive: startsAt + weeks × 7 days. */
export function challengeEndsAt(challenge: Challenge): Date {
  return new Date(challenge.startsAt.getTime() + challenge.weeks * WEEK_MS);
}

/** A member's part of the period, in epoch milliseconds. */
interface CountingWindow {
  /** max(startsAt, joinedAt), inclusive. */
  from: number;
  /** The challenge's end, exclusive. */
  endsAt: number;
  /** Sets ticked after now are not in yet (a clock running ahead, an import): inclusive. */
  now: number;
  /** max(1, time from `from` to min(endsAt, now) in weeks), fractional. */
  participationWeeks: number;
}

function countingWindow(challenge: Challenge, participant: Participant, now: Date): CountingWindow {
  const from = Math.max(challenge.startsAt.getTime(), participant.joinedAt.getTime());
  const endsAt = challengeEndsAt(challenge).getTime();
  const until = Math.min(endsAt, now.getTime());
  // At least one week: in a challenge's first days a single session would otherwise count as several per week.
  return { from, endsAt, now: now.getTime(), participationWeeks: Math.max(1, (until - from) / WEEK_MS) };
}

const isWorking = (set: LoggedSet) => set.completed && set.setType !== 'WARMUP';

const inWindow = (set: ChallengeSet, window: CountingWindow) => {
  const at = set.at.getTime();
  return at >= window.from && at < window.endsAt && at <= window.now;
};

const inBaselineWindow = (set: ChallengeSet, window: CountingWindow) => {
  const at = set.at.getTime();
  return at >= window.from - BASELINE_WEEKS * WEEK_MS && at < window.from;
};

/** The member's completed working sets in their window, in the order they were ticked. */
const countingSets = (participant: Participant, window: CountingWindow) =>
  participant.sets.filter((set) => isWorking(set) && inWindow(set, window)).sort((a, b) => a.at.getTime() - b.at.getTime());

/**
 * A rule's result for one member: the sets its score is built from, in the order ticked, and the score over the
 * first `count` of them (with the final baseline, body weight and weeks), so the moment a score was reached can be
 * found by replaying them.
 */
interface Evaluation {
  status: StandingStatus;
  detail: StandingDetail;
  sets: readonly ChallengeSet[];
  scoreOf: (count: number) => number;
}

const sessionCount = (sets: readonly ChallengeSet[], count: number) => new Set(sets.slice(0, count).map((set) => set.workoutLogId)).size;

/**
 * SESSIONS — sessions per week: the workouts with at least one completed working set in your part of the
 * challenge, divided by your weeks of participation (the time from when you joined, or the start, to the end or
 * now, in weeks, at least 1).
 */
function scoreSessions(participant: Participant, window: CountingWindow): Evaluation {
  const sets = countingSets(participant, window);
  const scoreOf = (count: number) => sessionCount(sets, count) / window.participationWeeks;
  return {
    status: sets.length > 0 ? 'SCORED' : 'NOT_STARTED',
    detail: { rule: 'SESSIONS', sessions: sessionCount(sets, sets.length), participationWeeks: window.participationWeeks },
    sets,
    scoreOf,
  };
}

/**
 * RELATIVE_VOLUME — body weights moved per week: the sum of load × reps over your completed working sets during
 * the challenge, divided by your body weight in kg and by your weeks of participation. The load is the weight on
 * the bar or, on a bodyweight exercise, the weight added to you. Without a body weight there is no score.
 */
function scoreRelativeVolume(participant: Participant, window: CountingWindow): Evaluation {
  const sets = countingSets(participant, window);
  const volumes = sets.map((set) => setMetrics(set).volume);
  const bodyWeight = participant.bodyWeightKg;
  const bodyWeightKg = typeof bodyWeight === 'number' && Number.isFinite(bodyWeight) && bodyWeight > 0 ? bodyWeight : null;
  const volumeOf = (count: number) => volumes.slice(0, count).reduce((sum, volume) => sum + volume, 0);
  return {
    status: bodyWeightKg === null ? 'NEEDS_BODY_WEIGHT' : sets.length > 0 ? 'SCORED' : 'NOT_STARTED',
    detail: { rule: 'RELATIVE_VOLUME', volumeKg: volumeOf(sets.length), bodyWeightKg, participationWeeks: window.participationWeeks },
    sets,
    scoreOf: (count) => volumeOf(count) / bodyWeightKg! / window.participationWeeks,
  };
}

/**
 * A baseline: the best figure among the member's sets in the BASELINE_WEEKS before their start, else the best of
 * their first session in the window, so that a newcomer's first day sets the mark they improve on.
 */
function baselineOf(
  before: readonly number[],
  during: readonly { set: ChallengeSet; figure: number }[],
): { baseline: number | null; baselineFrom: BaselineSource | null } {
  if (before.length > 0) return { baseline: Math.max(...before), baselineFrom: 'BEFORE_START' };
  const first = during[0];
  if (!first) return { baseline: null, baselineFrom: null };
  const firstSession = during.filter((item) => item.set.workoutLogId === first.set.workoutLogId).map((item) => item.figure);
  return { baseline: Math.max(...firstSession), baselineFrom: 'FIRST_SESSION' };
}

const maxOf = (figures: readonly number[], count: number) => Math.max(...figures.slice(0, count));

/**
 * E1RM_GAIN — percent gain in estimated one-rep max on the challenge's exercise: (best ÷ baseline − 1) × 100, where
 * an estimate is Epley's, weight × (1 + reps ÷ 30) (a single is its weight); best is your best estimate during the
 * challenge and baseline your best in the 8 weeks before you started, or, if you have none, the best of your first
 * session in the challenge. Sets of more than 30 reps give no estimate. A loss shows as a negative gain.
 */
function scoreE1rmGain(challenge: Challenge, participant: Participant, window: CountingWindow): Evaluation {
  const estimate = (set: ChallengeSet) =>
    isWorking(set) && set.exerciseCode === challenge.exerciseCode ? (setMetrics(set).estimated1rm ?? 0) : 0;
  const during = countingSets(participant, window)
    .map((set) => ({ set, figure: estimate(set) }))
    .filter((item) => item.figure > 0);
  const before = participant.sets
    .filter((set) => inBaselineWindow(set, window))
    .map(estimate)
    .filter((figure) => figure > 0);
  const { baseline, baselineFrom } = baselineOf(before, during);
  const figures = during.map((item) => item.figure);
  return {
    status: during.length > 0 ? 'SCORED' : 'NOT_STARTED',
    detail: { rule: 'E1RM_GAIN', baseline, baselineFrom, best: figures.length > 0 ? maxOf(figures, figures.length) : null },
    sets: during.map((item) => item.set),
    scoreOf: (count) => (maxOf(figures, count) / baseline! - 1) * 100,
  };
}

/** A week's place in the challenge, from 0. */
const weekOf = (at: number, startsAt: number) => Math.floor((at - startsAt) / WEEK_MS);

/**
 * WEEKLY_STREAK — longest run of consecutive qualifying weeks. The challenge is cut into weeks from its start; a
 * week qualifies when it holds at least the agreed number of sessions (a session belongs to the week of its first
 * counting set). Weeks that ended before you joined are left out, so they neither break nor extend a run; the
 * current week counts once it qualifies and does not break a run while it is still open.
 */
function scoreWeeklyStreak(challenge: Challenge, participant: Participant, window: CountingWindow): Evaluation {
  const startsAt = challenge.startsAt.getTime();
  const needed = challenge.sessionsPerWeek!;
  const firstWeek = weekOf(window.from, startsAt);
  // Weeks that have begun by now; the last of them may still be open.
  const lastWeek = Math.min(challenge.weeks - 1, weekOf(window.now, startsAt));
  const isOpen = (week: number) => startsAt + (week + 1) * WEEK_MS > window.now;
  const sets = countingSets(participant, window);
  const weekOfSession = new Map<string, number>();
  const sessionWeeks = sets.map((set) => {
    if (!weekOfSession.has(set.workoutLogId)) weekOfSession.set(set.workoutLogId, weekOf(set.at.getTime(), startsAt));
    return weekOfSession.get(set.workoutLogId)!;
  });
  const streaks = (count: number) => {
    const sessions = new Map<number, Set<string>>();
    sets.slice(0, count).forEach((set, index) => {
      const week = sessionWeeks[index]!;
      sessions.set(week, (sessions.get(week) ?? new Set()).add(set.workoutLogId));
    });
    let run = 0;
    let longest = 0;
    let counted = 0;
    let qualified = 0;
    for (let week = firstWeek; week <= lastWeek; week++) {
      const qualifies = (sessions.get(week)?.size ?? 0) >= needed;
      if (!qualifies && isOpen(week)) break;
      counted++;
      if (qualifies) qualified++;
      run = qualifies ? run + 1 : 0;
      longest = Math.max(longest, run);
    }
    return { counted, qualified, longest, current: run };
  };
  const final = streaks(sets.length);
  return {
    status: sets.length > 0 ? 'SCORED' : 'NOT_STARTED',
    detail: {
      rule: 'WEEKLY_STREAK',
      weeksCounted: final.counted,
      weeksQualified: final.qualified,
      longest: final.longest,
      current: final.current,
    },
    sets,
    scoreOf: (count) => streaks(count).longest,
  };
}

/**
 * Seconds held in a set. A HOLD_DURATION always is a hold; a plain DURATION (a run, a row) only is when the
 * challenge names the exercise, since then the buddies agreed that its time is the hold.
 */
function holdSeconds(set: ChallengeSet, exerciseCode: string | undefined): number {
  if (!isWorking(set) || (exerciseCode && set.exerciseCode !== exerciseCode)) return 0;
  const value = (code: string) => set.values.find((item) => item.measurementCode === code)?.value;
  const seconds = value('HOLD_DURATION') ?? (exerciseCode ? value('DURATION') : undefined) ?? 0;
  return Number.isFinite(seconds) && seconds > 0 ? seconds : 0;
}

/**
 * HOLD_TIME — your best holds banked per week: the seconds of all your holds during the challenge, divided by your
 * baseline and by your weeks of participation. The baseline is your longest single hold in the 8 weeks before you
 * started or, if you have none, the longest in your first session in the challenge. When the challenge names an
 * exercise only its holds count.
 */
function scoreHoldTime(challenge: Challenge, participant: Participant, window: CountingWindow): Evaluation {
  const exerciseCode = challenge.exerciseCode?.trim() ? challenge.exerciseCode : undefined;
  const during = countingSets(participant, window)
    .map((set) => ({ set, figure: holdSeconds(set, exerciseCode) }))
    .filter((item) => item.figure > 0);
  const before = participant.sets
    .filter((set) => inBaselineWindow(set, window))
    .map((set) => holdSeconds(set, exerciseCode))
    .filter((seconds) => seconds > 0);
  const { baseline, baselineFrom } = baselineOf(before, during);
  const figures = during.map((item) => item.figure);
  const totalOf = (count: number) => figures.slice(0, count).reduce((sum, seconds) => sum + seconds, 0);
  return {
    status: during.length > 0 ? 'SCORED' : 'NOT_STARTED',
    detail: {
      rule: 'HOLD_TIME',
      totalSeconds: totalOf(figures.length),
      baseline,
      baselineFrom,
      participationWeeks: window.participationWeeks,
    },
    sets: during.map((item) => item.set),
    scoreOf: (count) => totalOf(count) / baseline! / window.participationWeeks,
  };
}

function evaluate(challenge: Challenge, participant: Participant, window: CountingWindow): Evaluation {
  switch (challenge.rule) {
    case 'SESSIONS':
      return scoreSessions(participant, window);
    case 'RELATIVE_VOLUME':
      return scoreRelativeVolume(participant, window);
    case 'E1RM_GAIN':
      return scoreE1rmGain(challenge, participant, window);
    case 'WEEKLY_STREAK':
      return scoreWeeklyStreak(challenge, participant, window);
    case 'HOLD_TIME':
      return scoreHoldTime(challenge, participant, window);
  }
}

/**
 * A score as places compare it: in hundredths, as an integer. The score is first cut to 12 significant digits, so
 * that float noise (weights converted from pounds, sums in another order) cannot push two equal figures to either
 * side of a rounding boundary.
 */
export const comparedScore = (score: number) => Math.round(Number((score * 100).toPrecision(12)));

/** The time of the first set after which the replayed score compares equal to the final one. */
function reachedAt(evaluation: Evaluation): Date | null {
  const { sets, scoreOf } = evaluation;
  const final = comparedScore(scoreOf(sets.length));
  for (let count = 1; count <= sets.length; count++) {
    if (comparedScore(scoreOf(count)) === final) return new Date(sets[count - 1]!.at.getTime());
  }
  return null;
}

// Code-unit order, not the locale's: the server and every browser must list the same order.
const byUserId = (a: Standing, b: Standing) => (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0);

/**
 * The leaderboard: the SCORED by score (compared to two decimals), equal scores sharing a place (1, 1, 3) and listed
 * by who reached theirs first, then by userId; then everyone else, unranked, by userId.
 */
export function scoreChallenge(challenge: Challenge, participants: readonly Participant[], now: Date): Standing[] {
  const problems = validateChallenge(challenge);
  if (problems.length > 0) throw new RangeError(`Invalid challenge: ${problems.join('; ')}`);
  const standings = participants.map((participant): Standing => {
    const evaluation = evaluate(challenge, participant, countingWindow(challenge, participant, now));
    const scored = evaluation.status === 'SCORED';
    return {
      userId: participant.userId,
      status: evaluation.status,
      score: scored ? evaluation.scoreOf(evaluation.sets.length) : null,
      rank: null,
      reachedAt: scored ? reachedAt(evaluation) : null,
      detail: evaluation.detail,
    };
  });
  const ranked = standings
    .filter((standing) => standing.status === 'SCORED')
    .sort(
      (a, b) =>
        comparedScore(b.score!) - comparedScore(a.score!) ||
        (a.reachedAt?.getTime() ?? Infinity) - (b.reachedAt?.getTime() ?? Infinity) ||
        byUserId(a, b),
    );
  ranked.forEach((standing, index) => {
    const previous = ranked[index - 1];
    standing.rank = previous && comparedScore(previous.score!) === comparedScore(standing.score!) ? previous.rank : index + 1;
  });
  const unranked = standings.filter((standing) => standing.status !== 'SCORED').sort(byUserId);
  return [...ranked, ...unranked];
}
