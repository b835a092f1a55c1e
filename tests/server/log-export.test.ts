// Exporting a history over HTTP in the layouts other apps write: Strong 6's CSV (semicolons, every cell quoted, the
// member's wall clock, W/D/F set orders, kg and metres) and Hevy's CSV ("30 Nov 2025, 14:08" on the member's wall
// clock, kg and km), and JSON. Each CSV read back into a fresh account on the same time zone gives the same logs.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type Auth, type TestServer } from '../support/server.js';
import { KG_PER_LB } from '../../common/units.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const TIME_ZONE = 'America/New_York';
const STRONG_HEADER =
  '"Workout #";"Date";"Workout Name";"Duration (sec)";"Exercise Name";"Set Order";"Weight (kg)";"Reps";"RPE";"Distance (meters)";"Seconds";"Notes";"Workout Notes"';
const SIXTY_LB = 60 * KG_PER_LB;

interface SetSpec {
  setType?: string;
  rpe?: number;
  notes?: string;
  values: Record<string, number>;
}

async function memberOnTimeZone() {
  const member = await server.signUp();
  const changed = await server.api('PUT', '/user', { auth: member, body: { userTimezone: TIME_ZONE } });
  expect(changed.status, JSON.stringify(changed.body)).toBe(200);
  return member;
}

/** A finished log kept with the logger, started at a given instant. */
async function logged(auth: Auth, title: string, startedAt: string, notes: string, exercises: [string, SetSpec[]][]) {
  const started = await server.api('POST', '/workout-logs', { auth, body: { workoutLogTitle: title, startedAt } });
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  const logId = started.body.data.workoutLogId as string;
  const changed = await server.api('PUT', `/workout-logs/${logId}`, {
    auth,
    body: {
      notes,
      exercises: exercises.map(([exerciseCode, sets]) => ({
        workoutLogExerciseId: randomUUID(),
        exerciseCode,
        sets: sets.map((set) => ({
          workoutLogSetId: randomUUID(),
          completed: true,
          ...(set.setType ? { setType: set.setType } : {}),
          ...(set.rpe ? { rpe: set.rpe } : {}),
          ...(set.notes ? { notes: set.notes } : {}),
          values: Object.entries(set.values).map(([measurementCode, value]) => ({ measurementCode, value })),
        })),
      })),
    },
  });
  expect(changed.status, JSON.stringify(changed.body)).toBe(200);
  const ended = await server.api('PUT', `/workout-logs/${logId}?action=End`, { auth, body: {} });
  expect(ended.status, JSON.stringify(ended.body)).toBe(200);
}

async function exported(auth: Auth, format: string) {
  const response = await fetch(`${server.url}/api/workout-logs/export?format=${format}`, { headers: auth.headers });
  expect(response.status).toBe(200);
  return { response, text: await response.text() };
}

interface LoggedSet {
  setType: string;
  values: { measurementCode: string; value: number }[];
}

/** Everything the round trip must keep, oldest log first. */
async function historyOf(auth: Auth) {
  const list = await server.api('GET', '/workout-logs?limit=100', { auth });
  const logs = [...(list.body.data.items as { workoutLogId: string; startedAt: string }[])].reverse();
  return Promise.all(
    logs.map(async ({ workoutLogId }) => {
      const { body } = await server.api('GET', `/workout-logs/${workoutLogId}`, { auth });
      const log = body.data;
      return {
        title: log.workoutLogTitle as string,
        startedAt: log.startedAt as string,
        notes: log.notes as string | null,
        exercises: (log.logExercises as { exerciseCode: string; sets: LoggedSet[] }[]).map((exercise) => ({
          exerciseCode: exercise.exerciseCode,
          sets: exercise.sets.map((set) => ({
            setType: set.setType,
            values: Object.fromEntries(set.values.map(({ measurementCode, value }) => [measurementCode, value])),
          })),
        })),
      };
    }),
  );
}

type History = Awaited<ReturnType<typeof historyOf>>;

/** The same logs, each value within 0.01. */
function expectSameHistory(actual: History, expected: History) {
  const rounded = (history: History) =>
    history.map((log) => ({
      ...log,
      exercises: log.exercises.map((exercise) => ({
        ...exercise,
        sets: exercise.sets.map((set) => ({
          ...set,
          values: Object.fromEntries(Object.keys(set.values).map((code) => [code, expect.closeTo(set.values[code]!, 2)])),
        })),
      })),
    }));
  expect(actual).toEqual(rounded(expected));
}

describe('exporting a history', () => {
  let member: Auth;
  let original: History;

  beforeAll(async () => {
    member = await memberOnTimeZone();
    // 18:30 in New York in winter; 23:15 on the 3rd in summer, when UTC is already on the 4th.
    await logged(member, 'Push, heavy', '2026-01-10T23:30:00.000Z', 'Felt "strong" today', [
      [
        'BARBELL_BENCH_PRESS',
        [
          { setType: 'WARMUP', values: { WEIGHT: 20, REPS: 10 } },
          { rpe: 8, notes: 'Paused reps', values: { WEIGHT: SIXTY_LB, REPS: 8 } },
          { values: { WEIGHT: SIXTY_LB, REPS: 6 } },
        ],
      ],
      ['PLANK', [{ values: { DURATION: 60 } }]],
    ]);
    await logged(member, 'Long run', '2025-07-04T03:15:00.000Z', 'Humid', [
      ['TRAIL_RUNNING', [{ values: { DISTANCE: 5000, DURATION: 1800 } }]],
    ]);
    original = await historyOf(member);
    expect(original.map((log) => log.title)).toEqual(['Long run', 'Push, heavy']);
  });

  it('writes Strong 6’s layout on the member’s wall clock', async () => {
    const { response, text } = await exported(member, 'strong');
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(response.headers.get('content-disposition')).toMatch(/-strong\.csv"$/);
    const lines = text.trimEnd().split('\n');
    expect(lines[0]).toBe(STRONG_HEADER);
    expect(lines).toHaveLength(1 + 1 + 4);
    expect(lines[1]).toMatch(/^"1";"2025-07-03 23:15:00";"Long run";"\d+";"Trail Running";"1";"";"";"";"5000";"1800";"";"Humid"$/);
    expect(lines[2]).toMatch(/^"2";"2026-01-10 18:30:00";"Push, heavy";"\d+";"[^"]+";"W";"20";"10";"";"";"";"";"Felt ""strong"" today"$/);
    expect(lines[3]).toMatch(/;"1";"27.2155422";"8";"8";"";"";"Paused reps";/);
    expect(lines[4]).toMatch(/;"2";"27.2155422";"6";/);
    expect(lines[5]).toMatch(/;"Plank";"1";"";"";"";"";"60";"";/);
  });

  it('writes Hevy’s layout on the member’s wall clock, and csv still means it', async () => {
    const { response, text } = await exported(member, 'hevy');
    expect(response.headers.get('content-disposition')).toMatch(/-hevy\.csv"$/);
    const lines = text.trimEnd().split('\n');
    expect(lines[0]).toBe(
      'title,start_time,end_time,description,exercise_title,superset_id,exercise_notes,set_index,set_type,weight_kg,reps,distance_km,duration_seconds,rpe',
    );
    expect(lines[1]).toMatch(/^Long run,"3 Jul 2025, 23:15","\d+ \w{3} \d{4}, \d\d:\d\d",Humid,Trail Running,,,0,normal,,,5,1800,$/);
    expect(lines[2]).toMatch(/^"Push, heavy","10 Jan 2026, 18:30",.*,0,warmup,20,10,,,$/);
    expect(lines[3]).toMatch(/,1,normal,27.2155422,8,,,8$/);
    expect((await exported(member, 'csv')).text).toBe(text);
    const json = JSON.parse((await exported(member, 'json')).text);
    expect(json.logs.map((log: { workoutLogTitle: string }) => log.workoutLogTitle)).toEqual(['Long run', 'Push, heavy']);
    const wrong = await server.api('GET', '/workout-logs/export?format=fitnotes', { auth: member });
    expect(wrong.status).toBe(400);
  });

  for (const format of ['strong', 'hevy'] as const)
    it(`reads ${format}’s layout back into a fresh account on the same time zone as the same logs`, async () => {
      const { text } = await exported(member, format);
      const fresh = await memberOnTimeZone();
      const form = new FormData();
      form.append('file', new Blob([text], { type: 'text/csv' }), `export-${format}.csv`);
      const imported = await server.api('POST', '/workout-logs/import', { auth: fresh, body: form });
      expect(imported.status, JSON.stringify(imported.body)).toBe(200);
      expect(imported.body.data).toMatchObject({ logsImported: 2, exercisesSkipped: 0 });
      expectSameHistory(await historyOf(fresh), original);
    });

  it('exports a history whose page holds more sets than one query may name', async () => {
    const lifter = await memberOnTimeZone();
    const rows = ['Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE'];
    for (let day = 1; day <= 60; day++)
      for (let set = 1; set <= 25; set++)
        rows.push(
          `2025-03-${String((day % 28) + 1).padStart(2, '0')} ${String(6 + Math.floor(day / 28)).padStart(2, '0')}:00:00,Volume day ${day},1h,"Bench Press (Barbell)",${set},60,5,,,,,`,
        );
    const form = new FormData();
    form.append('file', new Blob([rows.join('\n')], { type: 'text/csv' }), 'strong.csv');
    const imported = await server.api('POST', '/workout-logs/import', { auth: lifter, body: form });
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect(imported.body.data).toMatchObject({ logsImported: 60, setsImported: 1500 });
    for (const format of ['strong', 'hevy'] as const) {
      const { response, text } = await exported(lifter, format);
      expect(response.status).toBe(200);
      expect(text.trimEnd().split('\n')).toHaveLength(1 + 1500);
    }
  });
});
