// Logging over HTTP on the run's database: the state machine and its active-time arithmetic, saving changes as they
// are made and replaying them, records found when a set is ticked and derived again when a log is edited, who may
// read a log, the migration back to a workout, an exercise's history and the week's sets per muscle.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, unique, type Auth, type TestServer } from '../support/server.js';
import { makeBuddies, userNameOf } from '../support/social.js';
import fc from 'fast-check';
import { formatRecordValue, type RecordType } from '../../common/set-metrics.js';
import { expectedBadges, modelLogs, type ModelSet } from '../support/record-model.js';
import { estimateNumber, formatSet, formatVolume, parseMeasurementValue, shownNumber, type MeasurementLike } from '../../common/units.js';

let server: TestServer;
let member: Auth;
let buddy: Auth;
let stranger: Auth;
let workoutId: string;

const id = () => randomUUID();
const reps = (value: number) => ({ measurementCode: 'REPS', value });
const weight = (value: number) => ({ measurementCode: 'WEIGHT', value });
const ago = (seconds: number) => new Date(Date.now() - seconds * 1000).toISOString();

async function start(auth: Auth, body: Record<string, unknown> = {}, fromWorkout?: string) {
  const response = await server.api('POST', fromWorkout ? `/workout-logs/from-workout/${fromWorkout}` : '/workout-logs', { auth, body });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data;
}

async function change(auth: Auth, logId: string, body: Record<string, unknown>, query = '') {
  const response = await server.api('PUT', `/workout-logs/${logId}${query}`, { auth, body });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data;
}

/** One exercise with its sets ticked: what the logger sends as a member works through a lift. */
const doneSets = (exerciseId: string, exerciseCode: string, sets: { id?: string; kg: number; reps: number; type?: string }[]) => ({
  exercises: [
    {
      workoutLogExerciseId: exerciseId,
      exerciseCode,
      sets: sets.map((set, position) => ({
        workoutLogSetId: set.id ?? id(),
        position,
        setType: set.type ?? 'NORMAL',
        completed: true,
        values: [weight(set.kg), reps(set.reps)],
      })),
    },
  ],
});

async function finish(auth: Auth, logId: string, visibility = 'BUDDIES') {
  return change(auth, logId, { visibility }, '?action=End');
}

beforeAll(async () => {
  server = await startTestServer();
  member = await server.signUp();
  buddy = await server.signUp();
  stranger = await server.signUp();
  await makeBuddies(server, member, buddy);
  const profile = await server.api('POST', '/creator-profiles', {
    auth: member,
    body: { fullName: 'Coach Logs', userName: unique('coach') },
  });
  const workout = await server.api('POST', '/workouts', {
    auth: member,
    body: {
      workoutTitle: unique('Push '),
      creatorProfileId: profile.body.data.creatorProfileId,
      publishedStatusCode: 'PUBLISHED',
      visibility: 'PUBLIC',
      workoutExercises: [
        {
          exerciseCode: 'BARBELL_BENCH_PRESS',
          restSeconds: 120,
          sets: [{ targets: [reps(8), weight(60)] }, { targets: [reps(8), weight(60)] }],
        },
        { exerciseCode: 'PLANK', sets: [{ targets: [{ measurementCode: 'DURATION', value: 45 }] }] },
      ],
    },
  });
  workoutId = workout.body.data.workoutId;
});
afterAll(() => server.close());

describe('the state machine', () => {
  it('starts from a workout with its targets, counts active time without pauses and ends once', async () => {
    const logId = id();
    const log = await start(member, { workoutLogId: logId, startedAt: ago(600) }, workoutId);
    expect(log).toMatchObject({ workoutLogId: logId, workoutId, status: 'IN_PROGRESS' });
    expect(log.logExercises.map((e: { exerciseCode: string }) => e.exerciseCode)).toEqual(['BARBELL_BENCH_PRESS', 'PLANK']);
    expect(log.logExercises[0]).toMatchObject({ restSeconds: 120 });
    // The plan is the target; nothing is done (no values) until the member does it.
    expect(log.logExercises[0].sets[0]).toMatchObject({ completedAt: null, targets: [reps(8), weight(60)], values: [] });

    // One session at a time; the same start replayed answers with the same log.
    const second = await server.api('POST', '/workout-logs', { auth: member, body: {} });
    expect(second.status).toBe(409);
    expect(second.body.error.message).toMatch(/already have a workout in progress/);
    expect((await start(member, { workoutLogId: logId }, workoutId)).workoutLogId).toBe(logId);

    // 600 s ago start, paused at -500 s, resumed at -440 s, ended at -100 s: 100 + 340 = 440 active seconds.
    await change(member, logId, {}, `?action=Pause&at=${encodeURIComponent(ago(500))}`);
    const paused = await change(member, logId, {}, `?action=Pause&at=${encodeURIComponent(ago(480))}`);
    expect(paused).toMatchObject({ status: 'PAUSED', activeSeconds: 100 });
    await change(member, logId, {}, `?action=Resume&at=${encodeURIComponent(ago(440))}`);

    const empty = await server.api('PUT', `/workout-logs/${logId}?action=End`, { auth: member, body: {} });
    expect(empty.status).toBe(409);
    expect(empty.body.error.message).toMatch(/no completed sets/);

    const bench = log.logExercises[0];
    await change(member, logId, {
      exercises: [
        {
          workoutLogExerciseId: bench.workoutLogExerciseId,
          sets: [{ workoutLogSetId: bench.sets[0].workoutLogSetId, completed: true, values: [reps(8), weight(60)] }],
        },
      ],
    });
    const ended = await change(member, logId, {}, `?action=End&at=${encodeURIComponent(ago(100))}`);
    expect(ended).toMatchObject({
      status: 'COMPLETED',
      activeSeconds: 440,
      logSummary: { setCount: 1, totalVolume: 480, activeSeconds: 440 },
    });
    expect((await change(member, logId, {}, '?action=End')).activeSeconds).toBe(440);
    const resume = await server.api('PUT', `/workout-logs/${logId}?action=Resume`, { auth: member, body: {} });
    expect(resume.status).toBe(409);

    const actions = await server.db.workoutLogAction.findMany({ where: { workoutLogId: logId }, orderBy: { at: 'asc' } });
    expect(actions.map((action) => action.action)).toEqual(['Start', 'Pause', 'Resume', 'End']);
  });

  it('discards a log with Delete, and refuses bad actions and bodies with clear messages', async () => {
    const log = await start(member);
    const bad = await server.api('PUT', `/workout-logs/${log.workoutLogId}?action=Stop`, { auth: member, body: {} });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toMatch(/action: Use one of Pause, Resume, End/);
    const wrongMeasure = await server.api('PUT', `/workout-logs/${log.workoutLogId}`, {
      auth: member,
      body: { exercises: [{ workoutLogExerciseId: id(), exerciseCode: 'PLANK', sets: [{ workoutLogSetId: id(), values: [weight(20)] }] }] },
    });
    expect(wrongMeasure.status).toBe(400);
    expect(wrongMeasure.body.error.message).toMatch(/Plank logs/);
    const twice = await server.api('PUT', `/workout-logs/${log.workoutLogId}`, {
      auth: member,
      body: {
        exercises: [
          {
            workoutLogExerciseId: id(),
            exerciseCode: 'BARBELL_BENCH_PRESS',
            sets: [{ workoutLogSetId: id(), values: [reps(5), reps(6)] }],
          },
        ],
      },
    });
    expect(twice.status).toBe(400);
    expect(twice.body.error.message).toMatch(/values: Give each measurement once/);
    const unknown = await server.api('PUT', `/workout-logs/${log.workoutLogId}`, {
      auth: member,
      body: { exercises: [{ workoutLogExerciseId: id(), exerciseCode: 'NOT_A_LIFT' }] },
    });
    expect(unknown.status).toBe(400);
    expect((await server.api('DELETE', `/workout-logs/${log.workoutLogId}`, { auth: member })).status).toBe(204);
    expect((await server.api('GET', `/workout-logs/${log.workoutLogId}`, { auth: member })).status).toBe(404);
    expect((await server.api('GET', '/workout-logs/active', { auth: member })).status).toBe(204);
  });
});

describe('saving as the member logs', () => {
  it('upserts by client ids, so replaying a change twice changes nothing', async () => {
    const athlete = await server.signUp();
    const log = await start(athlete);
    const exerciseId = id();
    const setId = id();
    const body = doneSets(exerciseId, 'BARBELL_BACK_SQUAT', [{ id: setId, kg: 100, reps: 5 }]);
    const once = await change(athlete, log.workoutLogId, body);
    const twice = await change(athlete, log.workoutLogId, body);
    expect(twice.logExercises).toEqual(once.logExercises);
    expect(twice.logSummary).toMatchObject({ exerciseCount: 1, setCount: 1, totalVolume: 500 });
    expect(await server.db.workoutLogSet.count({ where: { workoutLogSetId: setId } })).toBe(1);

    // Another member cannot write into this log, nor take its ids.
    const foreign = await server.api('PUT', `/workout-logs/${log.workoutLogId}`, { auth: member, body });
    expect(foreign.status).toBe(404);
    const mine = await start(stranger);
    const stolen = await server.api('PUT', `/workout-logs/${mine.workoutLogId}`, { auth: stranger, body });
    expect(stolen.status).toBe(400);
    expect(stolen.body.error.details.map((d: { message: string }) => d.message)).toContain('This id is taken');
    await server.api('DELETE', `/workout-logs/${mine.workoutLogId}`, { auth: stranger });

    // A second device sees the log as it is.
    const reread = await server.api('GET', '/workout-logs/active', { auth: athlete });
    expect(reread.body.data.logExercises).toEqual(once.logExercises);
  });

  it('finds records by key when a set is ticked and derives them again when a finished log is edited', async () => {
    const lifter = await server.signUp();
    const first = await start(lifter);
    const squat = id();
    const [warmup, top, back] = [id(), id(), id()];
    const logged = await change(
      lifter,
      first.workoutLogId,
      doneSets(squat, 'BARBELL_BACK_SQUAT', [
        { id: warmup, kg: 60, reps: 5, type: 'WARMUP' },
        { id: top, kg: 100, reps: 5 },
        { id: back, kg: 90, reps: 8 },
      ]),
    );
    // The first squats the lifter logs set baselines: no records, however the sets compare with each other.
    const badges = logged.logExercises[0].sets.map((set: { personalRecords: string[] }) => set.personalRecords);
    expect(badges).toEqual([[], [], []]);
    expect(logged.logExercises[0].firstTime).toBe(true);
    const ended = await finish(lifter, first.workoutLogId);
    expect(ended.logSummary.personalRecordCount).toBe(0);

    // Against those: 100 × 6 ties the heaviest weight, beats Epley's 100 × 35/30 with 100 × 36/30 = 120 and the 5 reps
    // at 100 kg; 600 kg stays under the 90 × 8 = 720 kg set.
    const second = await start(lifter, {}, undefined);
    const next = await change(lifter, second.workoutLogId, doneSets(id(), 'BARBELL_BACK_SQUAT', [{ kg: 100, reps: 6 }]));
    expect(next.logExercises[0].sets[0].personalRecords).toEqual(['ESTIMATED_1RM', 'MAX_REPS']);
    expect(next.logExercises[0].firstTime).toBe(false);
    expect((await finish(lifter, second.workoutLogId)).logSummary.personalRecordCount).toBe(2);

    const records = await server.api('GET', '/personal-records?exerciseCode=BARBELL_BACK_SQUAT', { auth: lifter });
    const byType = Object.fromEntries(
      records.body.data
        .filter((r: { weight: number | null }) => r.weight === null)
        .map((r: { recordType: string; value: number }) => [r.recordType, r.value]),
    );
    expect(byType).toEqual({ MAX_WEIGHT: 100, ESTIMATED_1RM: 120, MAX_SET_VOLUME: 720 });
    expect(records.body.data.find((r: { recordType: string }) => r.recordType === 'MAX_REPS')).toMatchObject({ weight: 100, value: 6 });

    // Editing the first log's top set to 110 kg raises its baselines past the later log: 110 × 35/30 = 128.3 beats its
    // 120, and without a 100 kg set before it, its 6 reps at 100 kg become that weight's baseline.
    const edited = await change(lifter, first.workoutLogId, {
      exercises: [{ workoutLogExerciseId: squat, sets: [{ workoutLogSetId: top, values: [weight(110), reps(5)] }] }],
    });
    expect(edited.logExercises[0].sets.map((set: { personalRecords: string[] }) => set.personalRecords)).toEqual([[], [], []]);
    expect(edited.logSummary.personalRecordCount).toBe(0);
    const after = await server.api('GET', '/personal-records?exerciseCode=BARBELL_BACK_SQUAT', { auth: lifter });
    const best = Object.fromEntries(
      after.body.data
        .filter((r: { weight: number | null }) => r.weight === null)
        .map((r: { recordType: string; value: number }) => [r.recordType, r.value]),
    );
    expect(best).toMatchObject({ MAX_WEIGHT: 110, ESTIMATED_1RM: (110 * 35) / 30 });
    const secondLog = await server.api('GET', `/workout-logs/${second.workoutLogId}`, { auth: lifter });
    expect(secondLog.body.data.logExercises[0].sets[0].personalRecords).toEqual([]);
    expect(secondLog.body.data.logSummary.personalRecordCount).toBe(0);

    // Deleting the first log hands the records back to the second.
    await server.api('DELETE', `/workout-logs/${first.workoutLogId}`, { auth: lifter });
    const left = await server.api('GET', '/personal-records?exerciseCode=BARBELL_BACK_SQUAT', { auth: lifter });
    expect(left.body.data.find((r: { recordType: string; weight: number | null }) => r.recordType === 'MAX_WEIGHT')).toMatchObject({
      value: 100,
      workoutLogId: second.workoutLogId,
    });
  });

  it('shows last time’s sets and the exercise’s history with the chart figures', async () => {
    const lifter = await server.signUp();
    for (const kg of [80, 85]) {
      const log = await start(lifter);
      await change(
        lifter,
        log.workoutLogId,
        doneSets(id(), 'BARBELL_BENCH_PRESS', [
          { kg, reps: 5 },
          { kg, reps: 5 },
        ]),
      );
      await finish(lifter, log.workoutLogId);
    }
    const now = await start(lifter, { repeatWorkoutLogId: undefined });
    const withExercise = await change(lifter, now.workoutLogId, {
      exercises: [{ workoutLogExerciseId: id(), exerciseCode: 'BARBELL_BENCH_PRESS' }],
    });
    expect(withExercise.logExercises[0].previousSets).toEqual([
      { setType: 'NORMAL', values: [reps(5), weight(85)] },
      { setType: 'NORMAL', values: [reps(5), weight(85)] },
    ]);
    await server.api('DELETE', `/workout-logs/${now.workoutLogId}`, { auth: lifter });

    const history = await server.api('GET', '/exercises/barbell_bench_press/history?limit=1', { auth: lifter });
    expect(history.status).toBe(200);
    expect(history.body.data).toMatchObject({ exercise: { exerciseCode: 'BARBELL_BENCH_PRESS' }, totalCount: 2 });
    expect(history.body.data.items[0]).toMatchObject({
      bestWeight: 85,
      bestEstimated1rm: (85 * 35) / 30,
      volume: 850,
      totalReps: 10,
      completedSetCount: 2,
    });
    expect(history.body.data.items[0].bestSet.values).toEqual([reps(5), weight(85)]);
    const older = await server.api('GET', `/exercises/BARBELL_BENCH_PRESS/history?limit=1&cursor=${history.body.data.nextCursor}`, {
      auth: lifter,
    });
    expect(older.body.data.items[0].bestWeight).toBe(80);
    // Backwards from the list's end comes the oldest time, and before it in the list the newer one.
    const oldest = await server.api('GET', '/exercises/BARBELL_BENCH_PRESS/history?limit=1&backward=true', { auth: lifter });
    expect(oldest.body.data.items.map((item: { bestWeight: number }) => item.bestWeight)).toEqual([80]);
    const newer = await server.api(
      'GET',
      `/exercises/BARBELL_BENCH_PRESS/history?limit=1&backward=true&cursor=${oldest.body.data.nextCursor}`,
      { auth: lifter },
    );
    expect(newer.body.data.items.map((item: { bestWeight: number }) => item.bestWeight)).toEqual([85]);
    expect(newer.body.data.nextCursor).toBeNull();

    const week = await server.api('GET', '/workout-logs/muscle-sets', { auth: lifter });
    expect(week.body.data.muscleSets.length).toBeGreaterThan(0);
    expect(week.body.data.muscleSets[0].sets).toBe(4);
  });

  it('starts again from a past log and turns a log into a workout', async () => {
    const lifter = await server.signUp();
    const log = await start(lifter, {}, workoutId);
    const bench = log.logExercises[0];
    await change(lifter, log.workoutLogId, {
      exercises: [
        {
          workoutLogExerciseId: bench.workoutLogExerciseId,
          sets: [
            { workoutLogSetId: bench.sets[0].workoutLogSetId, completed: true, values: [reps(10), weight(62.5)] },
            { workoutLogSetId: id(), position: 2, completed: true, values: [reps(8), weight(62.5)] },
          ],
        },
      ],
    });
    await finish(lifter, log.workoutLogId);
    const notAuthor = await server.api('POST', `/workout-logs/workout-migration?workoutLogId=${log.workoutLogId}`, {
      auth: lifter,
      body: { mode: 'UPDATE_WORKOUT' },
    });
    expect(notAuthor.status).toBe(403);
    const saved = await server.api('POST', `/workout-logs/workout-migration?workoutLogId=${log.workoutLogId}`, {
      auth: lifter,
      body: { mode: 'NEW_WORKOUT' },
    });
    expect(saved.status).toBe(200);
    const workout = await server.api('GET', `/workouts/${saved.body.data.workoutId}`, { auth: lifter });
    expect(workout.body.data).toMatchObject({ visibility: 'PRIVATE', publishedStatusCode: 'DRAFT' });
    // What was done: the completed sets, with their values as the targets; the plank, never started, is left out.
    expect(workout.body.data.workoutExercises).toHaveLength(1);
    expect(workout.body.data.workoutExercises[0].sets.map((s: { targets: unknown[] }) => s.targets)).toEqual([
      [
        { ...reps(10), valueMax: null },
        { ...weight(62.5), valueMax: null },
      ],
      [
        { ...reps(8), valueMax: null },
        { ...weight(62.5), valueMax: null },
      ],
    ]);

    const again = await start(lifter, { repeatWorkoutLogId: log.workoutLogId });
    expect(again.workoutLogTitle).toBe(log.workoutLogTitle);
    expect(again.logExercises[0].sets[0]).toMatchObject({ completedAt: null, targets: [reps(10), weight(62.5)] });
    await server.api('DELETE', `/workout-logs/${again.workoutLogId}`, { auth: lifter });

    const mine = await server.api('POST', `/workout-logs/workout-migration?workoutLogId=${log.workoutLogId}`, {
      auth: member,
      body: { mode: 'NEW_WORKOUT' },
    });
    expect(mine.status).toBe(404);
  });
});

describe('who may read a log', () => {
  it('follows the log’s visibility through REST and GraphQL, and a block hides it', async () => {
    const logs: Record<string, string> = {};
    for (const visibility of ['PUBLIC', 'BUDDIES', 'PRIVATE']) {
      const log = await start(member);
      await change(member, log.workoutLogId, doneSets(id(), 'PULL_UP', []));
      await change(member, log.workoutLogId, {
        exercises: [
          {
            workoutLogExerciseId: id(),
            exerciseCode: 'PLANK',
            sets: [{ workoutLogSetId: id(), completed: true, values: [{ measurementCode: 'DURATION', value: 60 }] }],
          },
        ],
      });
      await finish(member, log.workoutLogId, visibility);
      logs[visibility] = log.workoutLogId;
    }
    const canRead = async (auth: Auth | null, logId: string) => {
      const rest = await server.api('GET', `/workout-logs/${logId}`, { auth });
      const gql = await server.gql(
        'query($id: ID!) { workoutLog(workoutLogId: $id) { workoutLogId logExercises { previousSets { setType } } } }',
        { id: logId },
        auth,
      );
      expect(rest.status === 200, `REST and GraphQL agree on ${logId}`).toBe(!gql.errors);
      if (gql.errors) expect(gql.errors[0]!.extensions?.code).toBe('NOT_FOUND');
      return rest.status === 200;
    };
    expect(await canRead(member, logs.PRIVATE!)).toBe(true);
    expect(await canRead(buddy, logs.PRIVATE!)).toBe(false);
    expect(await canRead(buddy, logs.BUDDIES!)).toBe(true);
    expect(await canRead(stranger, logs.BUDDIES!)).toBe(false);
    expect(await canRead(stranger, logs.PUBLIC!)).toBe(true);
    expect(await canRead(null, logs.PUBLIC!)).toBe(true);
    expect(await canRead(null, logs.BUDDIES!)).toBe(false);

    const running = await start(member);
    expect(await canRead(buddy, running.workoutLogId)).toBe(false);
    await server.api('DELETE', `/workout-logs/${running.workoutLogId}`, { auth: member });

    // Others cannot change or delete a log they can read.
    const edit = await server.api('PUT', `/workout-logs/${logs.PUBLIC}`, { auth: stranger, body: { notes: 'mine now' } });
    expect(edit.status).toBe(403);
    expect((await server.api('DELETE', `/workout-logs/${logs.PUBLIC}`, { auth: stranger })).status).toBe(403);

    await server.api('POST', '/buddies/blocks', { auth: stranger, body: { userName: await userNameOf(server, member) } });
    expect(await canRead(stranger, logs.PUBLIC!)).toBe(false);
    const strangerId = stranger.userId;
    await server.api('DELETE', `/buddies/blocks/${strangerId}`, { auth: stranger });
  });
});

type SetJson = { workoutLogSetId: string; personalRecords: string[]; values: { measurementCode: string; value: number }[] };
type LogJson = {
  logSummary: { personalRecordCount: number; totalVolume: number };
  logExercises: { firstTime: boolean; sets: SetJson[] }[];
};
const badgesOf = (log: LogJson) => log.logExercises.flatMap((exercise) => exercise.sets.map((set) => set.personalRecords));

/** A log read back through both APIs, which must agree on its records and first times. */
async function readBoth(auth: Auth, workoutLogId: string): Promise<LogJson> {
  const rest = await server.api('GET', `/workout-logs/${workoutLogId}`, { auth });
  const gql = await server.gql(
    `query($id: ID!) { workoutLog(workoutLogId: $id) {
      logSummary { personalRecordCount totalVolume }
      logExercises { firstTime sets { workoutLogSetId personalRecords values { measurementCode value } } }
    } }`,
    { id: workoutLogId },
    auth,
  );
  expect(gql.errors).toBeUndefined();
  const pick = (log: LogJson) => ({
    logSummary: { personalRecordCount: log.logSummary.personalRecordCount, totalVolume: log.logSummary.totalVolume },
    logExercises: log.logExercises.map((exercise) => ({
      firstTime: exercise.firstTime,
      sets: exercise.sets.map(({ workoutLogSetId, personalRecords, values }) => ({ workoutLogSetId, personalRecords, values })),
    })),
  });
  expect(pick(gql.data.workoutLog)).toEqual(pick(rest.body.data));
  return pick(rest.body.data);
}

describe('records', () => {
  it('sets baselines on a first log, then holds one record per exercise and kind per log, on its best set', async () => {
    const lifter = await server.signUp();
    const bench = 'BARBELL_BENCH_PRESS';
    /** Sets ticked one at a time, the exercise restated whole each time, as the logger sends them. */
    const logSession = async (sets: { kg: number; reps: number; type?: string }[]) => {
      const log = await start(lifter);
      const exerciseId = id();
      const ids = sets.map(() => id());
      for (let n = 1; n <= sets.length; n++)
        await change(
          lifter,
          log.workoutLogId,
          doneSets(
            exerciseId,
            bench,
            sets.slice(0, n).map((set, index) => ({ ...set, id: ids[index] })),
          ),
        );
      await finish(lifter, log.workoutLogId);
      return { workoutLogId: log.workoutLogId, ids };
    };

    const first = await logSession([
      { kg: 40, reps: 10, type: 'WARMUP' },
      { kg: 60, reps: 8 },
      { kg: 70, reps: 6 },
      { kg: 80, reps: 5 },
    ]);
    const firstLog = await readBoth(lifter, first.workoutLogId);
    expect(firstLog.logExercises[0]!.firstTime).toBe(true);
    expect(badgesOf(firstLog)).toEqual([[], [], [], []]);
    expect(firstLog.logSummary.personalRecordCount).toBe(0);

    // Two sets beat the 80 kg baseline: the heaviest weight and Epley's estimate are one record each, on the first set
    // to reach 85 kg; 85 × 5 = 425 kg stays under the 60 × 8 = 480 kg set; 82.5 and 85 kg are new weights for reps.
    const second = await logSession([
      { kg: 82.5, reps: 5 },
      { kg: 85, reps: 5 },
      { kg: 85, reps: 3 },
    ]);
    const secondLog = await readBoth(lifter, second.workoutLogId);
    expect(secondLog.logExercises[0]!.firstTime).toBe(false);
    expect(badgesOf(secondLog)).toEqual([[], ['MAX_WEIGHT', 'ESTIMATED_1RM'], []]);
    expect(secondLog.logSummary.personalRecordCount).toBe(2);

    // Most reps beaten at 60 and 70 kg: one record, at the heavier weight; the best set volume on the 600 kg set.
    const third = await logSession([
      { kg: 60, reps: 10 },
      { kg: 70, reps: 8 },
    ]);
    const thirdLog = await readBoth(lifter, third.workoutLogId);
    expect(badgesOf(thirdLog)).toEqual([['MAX_SET_VOLUME'], ['MAX_REPS']]);
    expect(thirdLog.logSummary.personalRecordCount).toBe(2);

    // Deleting the first log's warm-up derives the records again from the whole history: the same as ticking made.
    await change(lifter, first.workoutLogId, { removedSetIds: [first.ids[0]] });
    for (const [log, before] of [
      [second, secondLog],
      [third, thirdLog],
    ] as const)
      expect(await readBoth(lifter, log.workoutLogId)).toEqual(before);

    const records = await server.api('GET', `/personal-records?exerciseCode=${bench}`, { auth: lifter });
    const held = (recordType: string, weight: number | null = null) =>
      records.body.data.find(
        (record: { recordType: string; weight: number | null }) => record.recordType === recordType && record.weight === weight,
      );
    expect(held('MAX_WEIGHT')).toMatchObject({ value: 85, workoutLogSetId: second.ids[1], workoutLogId: second.workoutLogId });
    expect(held('MAX_REPS', 70)).toMatchObject({ value: 8, workoutLogSetId: third.ids[1] });
    expect(held('MAX_REPS', 60)).toMatchObject({ value: 10, workoutLogSetId: third.ids[0] });
  });
});

describe('records of random sessions', () => {
  it('are the model’s, ticked one set at a time and derived again from the whole history, through both APIs', async () => {
    const pounds = (steps: number) => parseMeasurementValue(String(steps / 2), 'kg', 'imperial')!;
    // Every session opens with a done warm-up (it competes for nothing), so each can be finished.
    const warmup: ModelSet = { steps: 40, reps: 10, warmup: true, done: true };
    await fc.assert(
      fc.asyncProperty(modelLogs({ maxLogs: 4, maxSets: 4 }), async (drawn) => {
        const logs = drawn.map((sets) => [warmup, ...sets]);
        const lifter = await server.signUp();
        const sessions: { workoutLogId: string; setIds: string[] }[] = [];
        for (const sets of logs) {
          const log = await start(lifter);
          const exerciseId = id();
          const setIds = sets.map(() => id());
          for (let n = 1; n <= sets.length; n++)
            await change(lifter, log.workoutLogId, {
              exercises: [
                {
                  workoutLogExerciseId: exerciseId,
                  exerciseCode: 'BARBELL_BACK_SQUAT',
                  sets: sets.slice(0, n).map((set, position) => ({
                    workoutLogSetId: setIds[position],
                    position,
                    setType: set.warmup ? 'WARMUP' : 'NORMAL',
                    completed: set.done,
                    values: [weight(pounds(set.steps)), reps(set.reps)],
                  })),
                },
              ],
            });
          await finish(lifter, log.workoutLogId);
          sessions.push({ workoutLogId: log.workoutLogId, setIds });
        }
        const read = async () => {
          const all = [];
          for (const session of sessions) {
            const log = await readBoth(lifter, session.workoutLogId);
            const badges = badgesOf(log);
            expect(log.logSummary.personalRecordCount).toBe(badges.flat().length);
            all.push(badges);
          }
          return all;
        };
        const expected = expectedBadges(logs);
        expect(await read()).toEqual(expected);
        // Deleting the first session's warm-up derives every record again from the whole history.
        await change(lifter, sessions[0]!.workoutLogId, { removedSetIds: [sessions[0]!.setIds[0]] });
        expect(await read()).toEqual([expected[0]!.slice(1), ...expected.slice(1)]);
      }),
      { numRuns: 6 },
    );
  }, 180_000);
});

describe('units', () => {
  const bench = 'BARBELL_BENCH_PRESS';
  const measurements: MeasurementLike[] = [
    { measurementCode: 'WEIGHT', measurementName: 'Weight', unit: 'kg' },
    { measurementCode: 'REPS', measurementName: 'Reps', unit: 'count' },
  ];
  /** What a member typing pounds sends. */
  const pounds = (text: string) => parseMeasurementValue(text, 'kg', 'imperial')!;

  it('gives back sets typed in pounds as typed, with their volume, estimate and records, through REST and GraphQL', async () => {
    const lifter = await server.signUp();
    const baseline = await start(lifter);
    await change(lifter, baseline.workoutLogId, doneSets(id(), bench, [{ kg: pounds('60'), reps: 8 }]));
    await finish(lifter, baseline.workoutLogId);

    // 60 lb × 10 saved through REST, 62.5 lb × 8 through GraphQL.
    const log = await start(lifter);
    const exerciseId = id();
    await change(lifter, log.workoutLogId, doneSets(exerciseId, bench, [{ kg: pounds('60'), reps: 10 }]));
    const ticked = await server.gql(
      `mutation($id: ID!, $input: WorkoutLogChange!) { changeWorkoutLog(workoutLogId: $id, input: $input) { ... on MutationChangeWorkoutLogSuccess { data { workoutLogId } } } }`,
      {
        id: log.workoutLogId,
        input: {
          exercises: [
            {
              workoutLogExerciseId: exerciseId,
              sets: [{ workoutLogSetId: id(), position: 1, completed: true, values: [weight(pounds('62.5')), reps(8)] }],
            },
          ],
        },
      },
      lifter,
    );
    expect(ticked.errors).toBeUndefined();
    await finish(lifter, log.workoutLogId);

    const read = await readBoth(lifter, log.workoutLogId);
    const sets = read.logExercises[0]!.sets;
    expect(sets.map((set) => formatSet(set.values, measurements, 'imperial'))).toEqual(['60 lb × 10', '62.5 lb × 8']);
    expect(sets.map((set) => formatSet(set.values, measurements, 'metric'))).toEqual(['27.2 kg × 10', '28.3 kg × 8']);
    // 600 + 500 lb: whole in either system.
    expect(formatVolume(read.logSummary.totalVolume, 'imperial')).toBe('1,100 lb');
    expect(formatVolume(read.logSummary.totalVolume, 'metric')).toBe('499 kg');
    expect(badgesOf(read)).toEqual([['ESTIMATED_1RM', 'MAX_REPS', 'MAX_SET_VOLUME'], ['MAX_WEIGHT']]);

    // The records read in pounds as the sets were typed: Epley's 60 × 40/30 = 80 lb, most reps at 60 lb, 600 lb.
    const rest = await server.api('GET', `/personal-records?exerciseCode=${bench}`, { auth: lifter });
    const gql = await server.gql(
      `{ exerciseHistory(exerciseCode: "${bench}", first: 5) { records { recordType value weight }
         entries { edges { node { bestWeight bestEstimated1rm volume } } } } }`,
      {},
      lifter,
    );
    expect(gql.errors).toBeUndefined();
    const texts = (records: { recordType: RecordType; value: number; weight: number | null }[]) =>
      Object.fromEntries(
        records
          .filter((record) => record.recordType !== 'MAX_REPS' || record.weight !== null)
          .map((record) => [record.recordType, formatRecordValue(record.recordType, record.value, 'imperial', record.weight)]),
      );
    const expected = { MAX_WEIGHT: '62.5 lb', ESTIMATED_1RM: '80 lb', MAX_REPS: '60 lb × 10', MAX_SET_VOLUME: '600 lb' };
    expect(texts(rest.body.data)).toEqual(expected);
    expect(texts(gql.data.exerciseHistory.records)).toEqual(expected);
    const [latest] = gql.data.exerciseHistory.entries.edges.map((edge: { node: Record<string, number> }) => edge.node);
    expect(shownNumber(latest.bestWeight, 'kg', 'imperial')).toBe(62.5);
    expect(estimateNumber(latest.bestEstimated1rm, 'kg', 'imperial')).toBe(80);
    expect(formatVolume(latest.volume, 'imperial')).toBe('1,100 lb');
  });
});

describe('GraphQL', () => {
  it('logs a set and ends a workout through the same service', async () => {
    const lifter = await server.signUp();
    const started = await server.gql(
      'mutation($w: ID) { startWorkoutLog(workoutId: $w) { ... on MutationStartWorkoutLogSuccess { data { workoutLogId status logExercises { workoutLogExerciseId sets { workoutLogSetId targets { measurementCode value } } } } } } }',
      { w: workoutId },
      lifter,
    );
    expect(started.errors).toBeUndefined();
    const log = started.data.startWorkoutLog.data;
    const exercise = log.logExercises[0];
    const changed = await server.gql(
      `mutation($id: ID!, $input: WorkoutLogChange) {
        changeWorkoutLog(workoutLogId: $id, input: $input) {
          ... on MutationChangeWorkoutLogSuccess { data { logSummary { setCount totalVolume personalRecordCount } logExercises { sets { completedAt personalRecords } } } }
        }
      }`,
      {
        id: log.workoutLogId,
        input: {
          exercises: [
            {
              workoutLogExerciseId: exercise.workoutLogExerciseId,
              sets: [{ workoutLogSetId: exercise.sets[0].workoutLogSetId, completed: true, rpe: 8, values: [reps(8), weight(60)] }],
            },
          ],
        },
      },
      lifter,
    );
    expect(changed.errors).toBeUndefined();
    // The lifter's first bench press: a baseline, not a record.
    expect(changed.data.changeWorkoutLog.data.logSummary).toEqual({ setCount: 1, totalVolume: 480, personalRecordCount: 0 });
    const ended = await server.gql(
      'mutation($id: ID!) { changeWorkoutLog(workoutLogId: $id, action: End) { ... on MutationChangeWorkoutLogSuccess { data { status } } } }',
      { id: log.workoutLogId },
      lifter,
    );
    expect(ended.data.changeWorkoutLog.data.status).toBe('COMPLETED');
    const list = await server.gql(
      '{ workoutLogs(first: 5) { totalCount edges { node { workoutLogId logSummary { setCount } } } } }',
      {},
      lifter,
    );
    expect(list.data.workoutLogs).toMatchObject({
      totalCount: 1,
      edges: [{ node: { workoutLogId: log.workoutLogId, logSummary: { setCount: 1 } } }],
    });
    const invalid = await server.gql(
      'mutation($id: ID!) { changeWorkoutLog(workoutLogId: $id, input: { perceivedEffort: 11 }) { __typename ... on AppError { code message details { field message } } } }',
      { id: log.workoutLogId },
      lifter,
    );
    // A refusal is the mutation's typed error, as for every other mutation.
    expect(invalid.errors).toBeUndefined();
    expect(invalid.data.changeWorkoutLog).toEqual({
      __typename: 'AppError',
      code: 'BAD_USER_INPUT',
      message: 'perceivedEffort: Runs from 1 to 10',
      details: [{ field: 'perceivedEffort', message: 'Runs from 1 to 10' }],
    });
    const others = await server.gql(
      'mutation($id: ID!) { deleteWorkoutLog(workoutLogId: $id) { __typename ... on AppError { code } } }',
      { id: log.workoutLogId },
      await server.signUp(),
    );
    expect(others.data.deleteWorkoutLog).toEqual({ __typename: 'AppError', code: 'NOT_FOUND' });
  });
});

describe('a minimal answer to saving sets', () => {
  it('gives back the log’s figures and the sets named, through GraphQL and REST, for fewer statements', async () => {
    const lifter = await server.signUp();
    const log = await start(lifter, {}, workoutId);
    const bench = log.logExercises[0];
    const [first, second] = bench.sets.map((set: { workoutLogSetId: string }) => set.workoutLogSetId);
    const other = await start(buddy, {}, workoutId);
    const othersSet = other.logExercises[0].sets[0].workoutLogSetId;
    const tick = (setId: string, kg: number) => ({
      exercises: [
        {
          workoutLogExerciseId: bench.workoutLogExerciseId,
          sets: [{ workoutLogSetId: setId, completed: true, values: [weight(kg), reps(8)] }],
        },
      ],
    });

    server.statements.reset();
    const lean = await server.gql(
      `mutation($id: ID!, $input: WorkoutLogChange!, $ids: [ID!]!) {
        changeWorkoutLog(workoutLogId: $id, input: $input) {
          ... on MutationChangeWorkoutLogSuccess {
            data {
              workoutLogId status logSummary { setCount personalRecordCount } muscleUsage { muscleCode targetPercentage }
              sets(ids: $ids) { workoutLogSetId completedAt values { measurementCode value } personalRecords }
            }
          }
        }
      }`,
      { id: log.workoutLogId, input: tick(first, 60), ids: [first, othersSet] },
      lifter,
    );
    const leanStatements = server.statements.count;
    expect(lean.errors).toBeUndefined();
    const answer = lean.data.changeWorkoutLog.data;
    expect(answer.logSummary).toEqual({ setCount: 1, personalRecordCount: 0 });
    // Another member's set is not this log's, whoever asks.
    expect(answer.sets).toEqual([
      {
        workoutLogSetId: first,
        completedAt: expect.any(String),
        values: [reps(8), weight(60)],
        personalRecords: [],
      },
    ]);
    const full = await server.gql(
      'query($id: ID!) { workoutLog(workoutLogId: $id) { muscleUsage { muscleCode targetPercentage } } }',
      {
        id: log.workoutLogId,
      },
      lifter,
    );
    expect(answer.muscleUsage).toEqual(full.data.workoutLog.muscleUsage);

    server.statements.reset();
    const minimal = await server.api('PUT', `/workout-logs/${log.workoutLogId}`, {
      auth: lifter,
      body: tick(second, 65),
      headers: { prefer: 'return=minimal' },
    });
    const minimalStatements = server.statements.count;
    expect(minimal.status).toBe(200);
    expect(minimal.headers.get('preference-applied')).toBe('return=minimal');
    expect(minimal.body.data).toMatchObject({ logSummary: { setCount: 2 }, sets: [{ workoutLogSetId: second }] });
    expect(minimal.body.data.sets[0].personalRecords).toEqual([]);
    expect(minimal.body.data.muscleUsage.length).toBeGreaterThan(0);
    expect(minimal.body.data.logExercises).toBeUndefined();

    server.statements.reset();
    const whole = await change(lifter, log.workoutLogId, tick(id(), 70));
    expect(whole.logExercises[0].sets.length).toBe(3);
    // Each tick raises the same bests; the whole log costs its exercises, sets, muscles and last time's sets on top.
    expect(leanStatements).toBeLessThan(server.statements.count);
    expect(minimalStatements).toBeLessThan(server.statements.count);

    const tooMany = await server.gql(
      'mutation($id: ID!, $ids: [ID!]!) { changeWorkoutLog(workoutLogId: $id, input: {}) { ... on MutationChangeWorkoutLogSuccess { data { sets(ids: $ids) { workoutLogSetId } } } } }',
      { id: log.workoutLogId, ids: Array.from({ length: 101 }, () => id()) },
      lifter,
    );
    expect(tooMany.errors?.[0]?.message).toMatch(/ids: Ask for at most 100 sets at a time/);
  });
});

describe('saving a set as the web logger sends it', () => {
  it('takes an exercise restated whole with its sets as a save of the new set alone', async () => {
    const lifter = await server.signUp();
    const log = await start(lifter, {}, workoutId);
    const bench = log.logExercises[0];
    const sets: Record<string, unknown>[] = bench.sets.map((set: { workoutLogSetId: string }, position: number) => ({
      workoutLogSetId: set.workoutLogSetId,
      position,
      setType: 'NORMAL',
      rpe: null,
      completed: false,
      values: [],
    }));
    // What the logger sends for each edit: the exercise as the device holds it, every set included.
    const restated = () => ({
      exercises: [
        {
          workoutLogExerciseId: bench.workoutLogExerciseId,
          exerciseCode: 'BARBELL_BENCH_PRESS',
          position: 0,
          supersetGroup: null,
          notes: null,
          sets,
        },
      ],
    });
    const tickWhole = async (index: number, kg: number) => {
      sets[index] = { ...sets[index], completed: true, values: [reps(8), weight(kg)] };
      server.statements.reset();
      await change(lifter, log.workoutLogId, restated());
      return server.statements.count;
    };
    const tickAlone = async (kg: number) => {
      server.statements.reset();
      await change(lifter, log.workoutLogId, {
        exercises: [
          {
            workoutLogExerciseId: bench.workoutLogExerciseId,
            sets: [{ workoutLogSetId: id(), completed: true, values: [reps(8), weight(kg)] }],
          },
        ],
      });
      return server.statements.count;
    };
    await tickWhole(0, 60);
    await tickWhole(1, 65);
    // Each a new set, the heaviest yet: the same bests raised, the same rows written, the done sets restated untouched.
    sets.push({ workoutLogSetId: id(), position: 2, setType: 'NORMAL', rpe: null, completed: false, values: [] });
    const whole = await tickWhole(2, 70);
    const alone = await tickAlone(75);
    expect(whole).toBe(alone);
    const saved = await server.api('GET', `/workout-logs/${log.workoutLogId}`, { auth: lifter });
    expect(saved.body.data.logSummary).toMatchObject({ setCount: 4, totalVolume: 2160 });
    // The lifter's first bench press: its sets set baselines, and none holds a record.
    expect(saved.body.data.logExercises[0].sets.map((set: { personalRecords: string[] }) => set.personalRecords)).toEqual([[], [], [], []]);

    // A field that differs is a change of the exercise, saved by the general path: here, its notes.
    sets.push({ workoutLogSetId: id(), position: 4, setType: 'NORMAL', completed: true, values: [reps(5), weight(40)] });
    await change(lifter, log.workoutLogId, { exercises: [{ ...restated().exercises[0], notes: 'Elbows in' }] });
    const noted = await server.api('GET', `/workout-logs/${log.workoutLogId}`, { auth: lifter });
    expect(noted.body.data.logExercises[0]).toMatchObject({ notes: 'Elbows in', sets: { length: 5 } });
    expect(noted.body.data.logSummary.setCount).toBe(5);
  });
});

describe('the cost of logging', () => {
  it('spends the same number of statements on ticking a set with a short or a long history', async () => {
    const lifter = await server.signUp();
    let kg = 100;
    // Each tick is a new heaviest set, so each breaks the same records and writes the same rows.
    const tick = async () => {
      kg += 5;
      const log = await start(lifter);
      const exerciseId = id();
      await change(lifter, log.workoutLogId, {
        exercises: [
          {
            workoutLogExerciseId: exerciseId,
            exerciseCode: 'CONVENTIONAL_DEADLIFT',
            sets: [{ workoutLogSetId: id(), values: [weight(100), reps(3)] }],
          },
        ],
      });
      const setId = id();
      server.statements.reset();
      await change(lifter, log.workoutLogId, doneSets(exerciseId, 'CONVENTIONAL_DEADLIFT', [{ id: setId, kg, reps: 3 }]));
      const count = server.statements.count;
      await finish(lifter, log.workoutLogId);
      return count;
    };
    // The first tick has no last time to show; from the second on, the history only grows.
    await tick();
    const short = await tick();
    for (let i = 0; i < 6; i++) await tick();
    expect(await tick()).toBe(short);
  });
});

describe('the cost of progress', () => {
  it('spends the same number of statements on an exercise’s history of 2 times or 12', async () => {
    const lifter = await server.signUp();
    const session = async (kg: number) => {
      const log = await start(lifter);
      const exerciseId = id();
      await change(lifter, log.workoutLogId, doneSets(exerciseId, 'BARBELL_BACK_SQUAT', [{ id: id(), kg, reps: 5 }]));
      await finish(lifter, log.workoutLogId);
    };
    const query = `{ exerciseHistory(exerciseCode: "BARBELL_BACK_SQUAT", first: 20) { totalCount records { recordType value }
      entries { edges { node { startedAt bestWeight bestSet { values { measurementCode value } } } } } } }`;
    const cost = async () => {
      server.statements.reset();
      const rest = await server.api('GET', '/exercises/BARBELL_BACK_SQUAT/history?limit=20', { auth: lifter });
      const restCount = server.statements.count;
      server.statements.reset();
      const gql = await server.gql(query, {}, lifter);
      expect(gql.errors).toBeUndefined();
      return { rest: restCount, graphql: server.statements.count, entries: rest.body.data.items.length };
    };
    for (const kg of [100, 105]) await session(kg);
    const short = await cost();
    for (let kg = 110; kg < 160; kg += 5) await session(kg);
    const long = await cost();
    expect([short.entries, long.entries]).toEqual([2, 12]);
    expect({ rest: long.rest, graphql: long.graphql }).toEqual({ rest: short.rest, graphql: short.graphql });
  });
});

describe('the cost of the logbook', () => {
  it('reads the muscle maps of a page of logs together: the same statements for 2 logs or 8', async () => {
    const lifter = await server.signUp();
    const session = async (exerciseCode: string) => {
      const log = await start(lifter);
      await change(lifter, log.workoutLogId, doneSets(id(), exerciseCode, [{ id: id(), kg: 60, reps: 5 }]));
      await finish(lifter, log.workoutLogId);
    };
    const list = `{ workoutLogs(first: 20) { edges { node { workoutLogId muscleUsage { muscleCode targetPercentage isPrimary } } } } }`;
    const one = `query ($id: ID!) { workoutLog(workoutLogId: $id) { muscleUsage { muscleCode targetPercentage isPrimary } } }`;
    const cost = async () => {
      server.statements.reset();
      const page = await server.gql(list, {}, lifter);
      expect(page.errors).toBeUndefined();
      return { statements: server.statements.count, logs: page.data.workoutLogs.edges.map((edge: { node: unknown }) => edge.node) };
    };
    for (const code of ['BARBELL_BACK_SQUAT', 'BARBELL_BENCH_PRESS']) await session(code);
    const short = await cost();
    for (const code of [
      'CONVENTIONAL_DEADLIFT',
      'LAT_PULLDOWN',
      'LEG_PRESS',
      'BARBELL_OVERHEAD_PRESS',
      'BARBELL_BENT_OVER_ROW',
      'DUMBBELL_LATERAL_RAISE',
    ])
      await session(code);
    const long = await cost();
    expect([short.logs.length, long.logs.length]).toEqual([2, 8]);
    expect(long.statements).toBe(short.statements);
    // Each listed map is the map the log gives alone, and logs of different exercises differ.
    for (const listed of long.logs as { workoutLogId: string; muscleUsage: unknown[] }[]) {
      const alone = await server.gql(one, { id: listed.workoutLogId }, lifter);
      expect(listed.muscleUsage).toEqual(alone.data.workoutLog.muscleUsage);
      expect(listed.muscleUsage.length).toBeGreaterThan(0);
    }
    expect(long.logs[0].muscleUsage).not.toEqual(long.logs[1].muscleUsage);
  });
});
