// The two writers of a change to a log answer alike: generated changes (valid and not: bad values, done sets edited,
// unknown exercises, ids of another member's log, ids given twice ...) sent once with the set writer allowed and once
// with the general writer only, to twin members with the same history and the same live log, give the same answer
// (errors included) and leave the same rows: the log, its exercises, sets and values, and the member's records.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { startTestServer, type Auth, type TestServer } from '../support/server.js';
import type { AppContext } from '../../server/context.js';
import { AppError } from '../../server/lib/errors.js';
import { changeLog } from '../../server/domains/workout-logs/change.js';
import { checkChange } from '../../server/domains/workout-logs/change-rules.js';
import { fitsSetWriter } from '../../server/domains/workout-logs/save-sets.js';
import { readLogRow } from '../../server/domains/workout-logs/detail.js';
import { changeLogInput } from '../../server/domains/workout-logs/schemas.js';
import { sqlOf } from '../../server/db/sql.js';

let server: TestServer;
let twins: { tag: string; auth: Auth }[];
let other: Auth;
const foreign = { logId: 'writer-foreign-log', exerciseId: 'writer-foreign-exercise', setId: 'writer-foreign-set' };
const BEGAN = Date.now();
const PAST = ['2026-03-02T10:05:00.000Z', '2026-03-02T10:20:00.000Z'];
const CODES = ['BARBELL_BENCH_PRESS', 'PLANK'];

const contextOf = (auth: Auth) =>
  ({
    db: server.db,
    config: server.app.liftmatesConfig,
    viewer: { userId: auth.userId, roles: new Set(['User']), creatorProfileId: null },
    client: { ip: '127.0.0.1', userAgent: 'test', origin: server.url },
    log: { info() {}, warn() {}, error() {} },
  }) as unknown as AppContext;

async function put(auth: Auth, logId: string, body: unknown) {
  const response = await server.api('PUT', `/workout-logs/${logId}`, { auth, body });
  if (response.status !== 200) throw new Error(`Setting up failed: ${JSON.stringify(response.body)}`);
}

async function startLog(auth: Auth, workoutLogId: string, startedAt: string) {
  const response = await server.api('POST', '/workout-logs', { auth, body: { workoutLogId, startedAt } });
  if (response.status !== 201) throw new Error(`Starting failed: ${JSON.stringify(response.body)}`);
}

const done = (id: string, kg: number, reps: number, completedAt: string) => ({
  workoutLogSetId: id,
  completedAt,
  values: [
    { measurementCode: 'WEIGHT', value: kg },
    { measurementCode: 'REPS', value: reps },
  ],
});

beforeAll(async () => {
  server = await startTestServer();
  twins = [
    { tag: 'fast', auth: await server.signUp() },
    { tag: 'general', auth: await server.signUp() },
  ];
  other = await server.signUp();
  // The same history for both: a finished bench session the live sets are measured against.
  for (const { tag, auth } of twins) {
    const logId = `${tag}-history-log`;
    await startLog(auth, logId, '2026-03-01T10:00:00.000Z');
    await put(auth, logId, {
      exercises: [
        {
          workoutLogExerciseId: `${tag}-history-bench`,
          exerciseCode: 'BARBELL_BENCH_PRESS',
          sets: [done(`${tag}-history-1`, 60, 8, '2026-03-01T10:05:00.000Z'), done(`${tag}-history-2`, 70, 5, '2026-03-01T10:10:00.000Z')],
        },
      ],
    });
    await server.api('PUT', `/workout-logs/${logId}?action=End`, { auth, body: {} });
  }
  await startLog(other, foreign.logId, '2026-03-02T09:00:00.000Z');
  await put(other, foreign.logId, {
    exercises: [
      { workoutLogExerciseId: foreign.exerciseId, exerciseCode: 'BARBELL_BENCH_PRESS', sets: [done(foreign.setId, 50, 5, PAST[0]!)] },
    ],
  });
});

afterAll(() => server?.close());

/** A live log as the property starts it: exercises by index, each with sets done or not. */
const setupArb = fc.array(
  fc.record({
    code: fc.constantFrom(...CODES),
    sets: fc.array(fc.record({ done: fc.boolean(), kg: fc.constantFrom(50, 60, 80), reps: fc.integer({ min: 1, max: 10 }) }), {
      maxLength: 3,
    }),
  }),
  { minLength: 1, maxLength: 2 },
);
type Setup = typeof setupArb extends fc.Arbitrary<infer T> ? T : never;

/** Where a generated id points: this log's exercise or set by index, a new one, or the other member's. */
interface Ref {
  kind: 'own' | 'new' | 'foreign';
  index: number;
}
interface SetDraw {
  ref: Ref;
  completed?: boolean;
  completedAt?: string;
  values?: { measurementCode: string; value: number }[];
  setType?: string;
  rpe?: number;
  position?: number;
  notes?: string;
}
interface Change {
  exercises: { ref: Ref; code: string; restSeconds?: number; sets?: SetDraw[] }[];
  removedSetIds?: Ref[];
}

const exerciseRefArb: fc.Arbitrary<Ref> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ kind: fc.constant('own' as const), index: fc.nat({ max: 2 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('new' as const), index: fc.nat({ max: 1 }) }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'foreign' as const, index: 0 }) },
);
const setRefArb: fc.Arbitrary<Ref> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('own' as const), index: fc.nat({ max: 2 }) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('new' as const), index: fc.nat({ max: 3 }) }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'foreign' as const, index: 0 }) },
);
const valueArb = fc.record({
  measurementCode: fc.constantFrom('WEIGHT', 'REPS', 'REPS', 'DURATION'),
  value: fc.oneof({ weight: 8, arbitrary: fc.constantFrom(0, 5, 8, 60, 72.5, 90, 45) }, { weight: 1, arbitrary: fc.constant(-1) }),
});
const setChangeArb = fc.record(
  {
    ref: setRefArb,
    completed: fc.boolean(),
    completedAt: fc.constantFrom(...PAST),
    values: fc.uniqueArray(valueArb, { maxLength: 2, selector: (value) => value.measurementCode }),
    setType: fc.constantFrom('NORMAL', 'WARMUP'),
    rpe: fc.constantFrom(7, 8.5, 11),
    position: fc.nat({ max: 3 }),
    notes: fc.constantFrom('', 'felt good'),
  },
  { requiredKeys: ['ref'] },
);
const changeArb: fc.Arbitrary<Change> = fc.record(
  {
    exercises: fc.array(
      fc.record(
        {
          ref: exerciseRefArb,
          code: fc.oneof(
            { weight: 6, arbitrary: fc.constant('restated') },
            { weight: 1, arbitrary: fc.constantFrom(...CODES, 'barbell_bench_press', 'NO_SUCH_EXERCISE') },
          ),
          restSeconds: fc.constantFrom(60, 90),
          sets: fc.array(setChangeArb, { maxLength: 3 }),
        },
        { requiredKeys: ['ref', 'code'] },
      ),
      { minLength: 1, maxLength: 2 },
    ),
    removedSetIds: fc.array(setRefArb, { maxLength: 1 }),
  },
  { requiredKeys: ['exercises'] },
);

/** A save as the logger sends it to a setup: an exercise restated with new sets ticked and sets not yet done typed or ticked. */
function loggerChangeArb(setup: Setup): fc.Arbitrary<Change> {
  const flat = setup.flatMap((exercise, index) => exercise.sets.map((set, setIndex) => ({ index, setIndex, done: set.done })));
  return fc.integer({ min: 0, max: setup.length - 1 }).chain((index) => {
    const open = flat.flatMap((set, flatIndex) => (set.index === index && !set.done ? [flatIndex] : []));
    const values =
      setup[index]!.code === 'PLANK'
        ? fc.tuple(fc.constantFrom(30, 45, 60)).map(([value]) => [{ measurementCode: 'DURATION', value }])
        : fc.tuple(fc.constantFrom(50, 60, 80, 100), fc.integer({ min: 1, max: 12 })).map(([kg, reps]) => [
            { measurementCode: 'WEIGHT', value: kg },
            { measurementCode: 'REPS', value: reps },
          ]);
    const ref = open.length
      ? fc.oneof(
          fc.constantFrom(...open).map((own) => ({ kind: 'own' as const, index: own })),
          fc.nat({ max: 3 }).map((k) => ({ kind: 'new' as const, index: k })),
        )
      : fc.nat({ max: 3 }).map((k) => ({ kind: 'new' as const, index: k }));
    const set = fc.record({ ref, completed: fc.constant(true), values }, { requiredKeys: ['ref', 'values'] });
    return fc
      .uniqueArray(set, { minLength: 1, maxLength: 3, selector: (drawn) => `${drawn.ref.kind}${drawn.ref.index}` })
      .map((sets) => ({ exercises: [{ ref: { kind: 'own' as const, index }, code: 'restated', sets }] }));
  });
}

/** A setup, a change to it (the logger's, or anything), and whether it is sent to the member's own log. */
const caseArb = setupArb.chain((setup) =>
  fc.tuple(
    fc.constant(setup),
    fc.oneof(changeArb, loggerChangeArb(setup)),
    fc.oneof({ weight: 9, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
  ),
);

const exerciseId = (prefix: string, index: number) => `${prefix}-e${index}`;
const setId = (prefix: string, exercise: number, index: number) => `${prefix}-s${exercise}-${index}`;

function setupBody(prefix: string, setup: Setup) {
  return {
    exercises: setup.map((exercise, index) => ({
      workoutLogExerciseId: exerciseId(prefix, index),
      exerciseCode: exercise.code,
      restSeconds: 90,
      sets: exercise.sets.map((set, setIndex) => ({
        workoutLogSetId: setId(prefix, index, setIndex),
        ...(set.done ? { completedAt: PAST[0] } : {}),
        values:
          exercise.code === 'PLANK'
            ? [{ measurementCode: 'DURATION', value: set.reps * 10 }]
            : [
                { measurementCode: 'WEIGHT', value: set.kg },
                { measurementCode: 'REPS', value: set.reps },
              ],
      })),
    })),
  };
}

/** The change's body for one twin: the same change with that twin's ids. */
function changeBody(prefix: string, setup: Setup, change: Change) {
  const allSets = setup.flatMap((exercise, index) => exercise.sets.map((_set, setIndex) => setId(prefix, index, setIndex)));
  const setIdOf = (ref: Ref) =>
    ref.kind === 'foreign'
      ? foreign.setId
      : ref.kind === 'new'
        ? `${prefix}-new-set-${ref.index}`
        : (allSets[ref.index] ?? `${prefix}-gone-${ref.index}`);
  return {
    exercises: change.exercises.map(({ ref, code, sets, ...fields }) => {
      const id =
        ref.kind === 'foreign' ? foreign.exerciseId : ref.kind === 'new' ? `${prefix}-new-e${ref.index}` : exerciseId(prefix, ref.index);
      const stored = ref.kind === 'own' ? setup[ref.index]?.code : undefined;
      const exerciseCode = code === 'restated' ? stored : code;
      return {
        workoutLogExerciseId: id,
        ...(exerciseCode ? { exerciseCode } : {}),
        ...fields,
        ...(sets ? { sets: sets.map(({ ref: setRef, ...set }) => ({ workoutLogSetId: setIdOf(setRef), ...set })) } : {}),
      };
    }),
    ...(change.removedSetIds?.length ? { removedSetIds: change.removedSetIds.map(setIdOf) } : {}),
  };
}

/** Rows and answers with the twin's ids made the same and moments of this run (a set ticked now) made one. */
function normalized(value: unknown, tag: string): unknown {
  if (value instanceof Date) return value.getTime() >= BEGAN - 1000 ? 'now' : value.toISOString();
  if (typeof value === 'string') return value.replaceAll(`${tag}-`, 'twin-');
  if (Array.isArray(value)) return value.map((item) => normalized(item, tag));
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !['updatedAt', 'createdAt', 'userId'].includes(key))
        .map(([key, item]) => [key, normalized(item, tag)]),
    );
  return value;
}

async function rowsOf(userId: string, logId: string) {
  const db = server.db;
  return {
    log: await db.workoutLog.findUnique({ where: { workoutLogId: logId } }),
    exercises: await db.workoutLogExercise.findMany({ where: { workoutLogId: logId }, orderBy: { workoutLogExerciseId: 'asc' } }),
    sets: await db.workoutLogSet.findMany({
      where: { logExercise: { workoutLogId: logId } },
      orderBy: { workoutLogSetId: 'asc' },
      include: { values: { orderBy: { measurementCode: 'asc' } } },
    }),
    records: await db.personalRecord.findMany({
      where: { userId },
      orderBy: [{ exerciseCode: 'asc' }, { recordType: 'asc' }, { qualifier: 'asc' }],
    }),
  };
}

async function answerOf(work: () => Promise<unknown>) {
  try {
    return { answer: await work() };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { refused: { code: error.code, message: error.message, details: error.details } };
  }
}

let run = 0;
let setWriterRuns = 0;

/** Whether the set writer takes the change on: the property says nothing of it unless it often does. */
async function fitsTheSetWriter(auth: Auth, logId: string, body: unknown) {
  const parsed = changeLogInput.safeParse(body);
  const log = await readLogRow(sqlOf(server.db), logId);
  if (!parsed.success || !log || log.userId !== auth.userId) return false;
  return checkChange(contextOf(auth), log, parsed.data).then(
    (checked) => fitsSetWriter(checked, new Date()),
    () => false,
  );
}

describe('the set writer and the general writer', () => {
  it('give the same answers and leave the same rows for any change', async () => {
    await fc.assert(
      fc.asyncProperty(caseArb, async ([setup, change, ownLog]) => {
        run += 1;
        const outcomes = [];
        for (const { tag, auth } of twins) {
          const prefix = `${tag}-run${run}`;
          const logId = `${prefix}-log`;
          await startLog(auth, logId, '2026-03-02T10:00:00.000Z');
          try {
            await put(auth, logId, setupBody(prefix, setup));
            const target = ownLog ? logId : foreign.logId;
            const body = changeBody(prefix, setup, change);
            if (tag === 'fast' && (await fitsTheSetWriter(auth, target, body))) setWriterRuns += 1;
            const answer = await answerOf(() => changeLog(contextOf(auth), target, {}, body, { setWriter: tag === 'fast' }));
            outcomes.push(normalized({ ...answer, rows: await rowsOf(auth.userId, logId) }, tag));
          } finally {
            // Whatever failed, the next run starts with no workout in progress, so a failure is reported as itself.
            const removed = await server.api('DELETE', `/workout-logs/${logId}`, { auth });
            expect(removed.status).toBe(204);
          }
        }
        expect(outcomes[0]).toEqual(outcomes[1]);
      }),
      { numRuns: 60 },
    );
    expect(setWriterRuns).toBeGreaterThan(10);
  }, 240_000);
});
