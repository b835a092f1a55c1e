// Exports read as their files say, over HTTP with files written here in the layouts real Strong, Hevy and FitNotes
// exports have: wall-clock times in the member's zone or one they choose, units from the header, the "Weight Unit"
// cell or the plate steps (and the member's choice where the file names none), Strong's older and newer layouts,
// Hevy's month names in the app's languages, FitNotes' unquoted commas, and the single-workout import reading the
// earliest session. The history preview is asked through REST and GraphQL alike.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type Auth, type TestServer } from '../support/server.js';

let server: TestServer;
let newYork: Auth;
let berlin: Auth;

async function member(userTimezone: string, measurementSystem: 'METRIC' | 'IMPERIAL') {
  const auth = await server.signUp();
  const session = (await server.api('GET', '/auth/session', { auth })).body.data.userInfo;
  const saved = await server.api('PUT', '/user', { auth, body: { ...session, userTimezone, measurementSystem } });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return auth;
}

beforeAll(async () => {
  server = await startTestServer();
  newYork = await member('America/New_York', 'IMPERIAL');
  berlin = await member('Europe/Berlin', 'METRIC');
});
afterAll(() => server.close());

const LB = 0.45359237;

const upload = (text: string, options?: object) => {
  const form = new FormData();
  if (options) form.append('options', JSON.stringify(options));
  form.append('file', new Blob([text], { type: 'text/csv' }), 'export.csv');
  return form;
};

interface Preview {
  source: string;
  sessionCount: number;
  setCount: number;
  firstDate: string;
  lastDate: string;
  weightUnit: 'KG' | 'LB';
  weightUnitSource: string;
  weightUnitNote: string;
  timeZone: string;
  exercises: { sourceName: string; setCount: number }[];
}

async function preview(auth: Auth, text: string, options?: object): Promise<Preview> {
  const response = await server.api('POST', '/workout-logs/import/preview', { auth, body: upload(text, options) });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data;
}

const PREVIEW_QUERY = `query ($text: String, $weightUnit: WeightUnit, $timeZone: String) {
  previewLogImport(text: $text, weightUnit: $weightUnit, timeZone: $timeZone) {
    ... on QueryPreviewLogImportSuccess { data { source sessionCount setCount firstDate lastDate weightUnit weightUnitSource weightUnitNote timeZone } }
    ... on AppError { message }
  }
}`;

async function previewByGraphql(auth: Auth, text: string, variables: object = {}) {
  const response = await server.gql(PREVIEW_QUERY, { text, ...variables }, auth);
  expect(response.errors, JSON.stringify(response.errors)).toBeUndefined();
  return response.data.previewLogImport;
}

interface LoggedSet {
  setType: string;
  values: { measurementCode: string; value: number }[];
}

/** Imports the file for the member and answers their logs, oldest first, with exercises and sets. */
async function imported(auth: Auth, text: string, options: object = {}) {
  const done = await server.api('POST', '/workout-logs/import', { auth, body: upload(text, options) });
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  const list = await server.api('GET', '/workout-logs?limit=100', { auth });
  const logs = [];
  for (const item of [...list.body.data.items].reverse()) {
    const detail = await server.api('GET', `/workout-logs/${item.workoutLogId}`, { auth });
    logs.push(
      detail.body.data as {
        workoutLogTitle: string;
        startedAt: string;
        endedAt: string;
        activeSeconds: number;
        logExercises: { exerciseName: string; notes: string | null; sets: LoggedSet[] }[];
      },
    );
  }
  return logs;
}

const value = (set: LoggedSet | undefined, code: string) => set?.values.find((entry) => entry.measurementCode === code)?.value;

const STRONG = 'Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE';

describe('time zones', () => {
  const file = [
    STRONG,
    '2023-01-01 09:24:45," 1 Legs #1",56m,"Squat (Barbell)",1,45.0,8,0,0,"","",',
    '2023-01-01 09:24:45," 1 Legs #1",56m,"Squat (Barbell)",2,135.0,8,0,0,,,',
    '2023-01-05 22:05:00,"Late",1h 5m,"Squat (Barbell)",1,225.0,5,0,0,,,',
  ].join('\n');

  it("reads the phone's wall clock in the member's zone by default, and in the zone they choose", async () => {
    const own = await preview(newYork, file);
    expect(own.timeZone).toBe('America/New_York');
    expect(own.firstDate).toBe('2023-01-01T14:24:45.000Z');
    const chosen = await preview(newYork, file, { timeZone: 'Europe/Berlin' });
    expect(chosen.timeZone).toBe('Europe/Berlin');
    expect(chosen.firstDate).toBe('2023-01-01T08:24:45.000Z');
    // 22:05 in Berlin is still that day: it was stored as the next day's 22:05 UTC before.
    expect((await preview(berlin, file)).lastDate).toBe('2023-01-05T21:05:00.000Z');
    const byGraphql = await previewByGraphql(newYork, file, { timeZone: 'Asia/Tokyo' });
    expect(byGraphql.data).toMatchObject({ timeZone: 'Asia/Tokyo', firstDate: '2023-01-01T00:24:45.000Z' });
  });

  it('stores the start and the duration the file gives', async () => {
    const auth = await member('America/New_York', 'IMPERIAL');
    const [first, late] = await imported(auth, file);
    expect(first).toMatchObject({
      workoutLogTitle: '1 Legs #1',
      startedAt: '2023-01-01T14:24:45.000Z',
      endedAt: '2023-01-01T15:20:45.000Z',
    });
    expect(late!.activeSeconds).toBe(3900);
  });

  it('refuses a zone that is none, by name, through both APIs', async () => {
    const response = await server.api('POST', '/workout-logs/import/preview', {
      auth: newYork,
      body: upload(file, { timeZone: 'Mars/Olympus' }),
    });
    expect(response.status).toBe(400);
    expect(response.body.error.details).toEqual([expect.objectContaining({ field: 'timeZone' })]);
    const byGraphql = await previewByGraphql(newYork, file, { timeZone: 'Mars/Olympus' });
    expect(byGraphql.message).toMatch(/timeZone/);
  });
});

describe('units', () => {
  it('judges pounds from 45/135/225 plate steps, says so, and lets the member choose kilograms instead', async () => {
    const file = [
      STRONG,
      '2023-01-01 09:24:45,Legs,56m,"Squat (Barbell)",1,45.0,8,0,0,,,',
      '2023-01-01 09:24:45,Legs,56m,"Squat (Barbell)",2,135.0,8,0,0,,,',
      '2023-01-01 09:24:45,Legs,56m,"Squat (Barbell)",3,225.0,5,0,0,,,',
    ].join('\n');
    const judged = await preview(berlin, file);
    expect(judged).toMatchObject({ weightUnit: 'LB', weightUnitSource: 'PLATES' });
    expect(judged.weightUnitNote).toMatch(/45, 135, 225/);
    const auth = await member('Europe/Berlin', 'METRIC');
    const [log] = await imported(auth, file);
    expect(value(log!.logExercises[0]!.sets[0], 'WEIGHT')).toBeCloseTo(45 * LB, 6);
    const chosen = await preview(berlin, file, { weightUnit: 'KG' });
    expect(chosen).toMatchObject({ weightUnit: 'KG', weightUnitSource: 'CHOSEN' });
    const other = await member('Europe/Berlin', 'METRIC');
    const [asKilos] = await imported(other, file, { weightUnit: 'KG' });
    expect(value(asKilos!.logExercises[0]!.sets[2], 'WEIGHT')).toBe(225);
  });

  it('judges by which kind of load outnumbers the other, since real files hold some of each', async () => {
    const rows = (weights: number[]) =>
      [
        STRONG,
        ...weights.map((weight, index) => `2024-02-01 18:00:00,Mixed,1h,"Bench Press (Barbell)",${index + 1},${weight},5,0,0,,,`),
      ].join('\n');
    // A pound lifter's dumbbells and machines weigh 20, 60 and 140 too; the bar and its plates say pounds.
    expect(await preview(berlin, rows([45, 135, 135, 225, 20, 60, 100, 140, 47.5]))).toMatchObject({
      weightUnit: 'LB',
      weightUnitSource: 'PLATES',
    });
    const kilos = await preview(newYork, rows([22.5, 27.5, 32.5, 37.5, 45, 60, 74.99999999999999]));
    expect(kilos).toMatchObject({ weightUnit: 'KG', weightUnitSource: 'PLATES' });
    expect(kilos.weightUnitNote).toMatch(/22.5, 27.5, 32.5 are kilogram steps/);
    expect(await preview(berlin, rows([45, 135, 225, 22.5, 27.5, 32.5]))).toMatchObject({ weightUnit: 'KG', weightUnitSource: 'MEMBER' });
  });

  it("judges kilograms from 20/60/100 and otherwise takes the member's system", async () => {
    const kilos = [
      STRONG,
      ...[20, 60, 100].map((kg, index) => `2024-02-01 18:00:00,Push,1h,"Bench Press (Barbell)",${index + 1},${kg},5,0,0,,,`),
    ].join('\n');
    expect(await preview(newYork, kilos)).toMatchObject({ weightUnit: 'KG', weightUnitSource: 'PLATES' });
    const vague = [STRONG, '2024-02-01 18:00:00,Arms,1h,"Bicep Curl (Dumbbell)",1,12.5,10,0,0,,,'].join('\n');
    expect(await preview(newYork, vague)).toMatchObject({ weightUnit: 'LB', weightUnitSource: 'MEMBER' });
    expect(await preview(berlin, vague)).toMatchObject({ weightUnit: 'KG', weightUnitSource: 'MEMBER' });
    expect((await previewByGraphql(berlin, vague, { weightUnit: 'LB' })).data).toMatchObject({
      weightUnit: 'LB',
      weightUnitSource: 'CHOSEN',
    });
  });

  it("reads Strong's semicolon export with its Weight Unit cell as pounds, and refuses another unit by name", async () => {
    const file = [
      'Date;Workout Name;Exercise Name;Set Order;Weight;Weight Unit;Reps;RPE;Distance;Distance Unit;Seconds;Notes;Workout Notes',
      '2018-12-10 10:33:55;"Chest A";"Incline Bench Press (Barbell)";1;90;lbs;15;;;;0;"";""',
      '2018-12-10 10:33:55;"Chest A";"Incline Bench Press (Barbell)";2;;;15;;;;0;;',
      '2018-12-10 10:33:55;"Chest A";"Running";1;;;;;2;mi;900;;',
    ].join('\n');
    const read = await preview(berlin, file);
    expect(read).toMatchObject({ weightUnit: 'LB', weightUnitSource: 'FILE', setCount: 3 });
    const auth = await member('America/New_York', 'IMPERIAL');
    const [log] = await imported(auth, file);
    expect(value(log!.logExercises[0]!.sets[0], 'WEIGHT')).toBeCloseTo(90 * LB, 6);
    const running = log!.logExercises.find((exercise) => /run/i.test(exercise.exerciseName));
    if (running) expect(value(running.sets[0], 'DISTANCE')).toBeCloseTo(2 * 1609.344, 3);
    const refused = await server.api('POST', '/workout-logs/import/preview', { auth: berlin, body: upload(file, { weightUnit: 'KG' }) });
    expect(refused.status).toBe(400);
    expect(refused.body.error.details).toEqual([expect.objectContaining({ field: 'weightUnit' })]);
    expect((await previewByGraphql(berlin, file, { weightUnit: 'KG' })).message).toMatch(/weightUnit: The file names its unit/);
  });
});

describe('layouts', () => {
  it('reads the 2016–17 Strong layout, whose kg and km columns name the units, with CRLF lines and sets counted from 0', async () => {
    const file = [
      'Date,Workout Name,Exercise Name,Set Order,kg,Reps,km,Seconds,Notes',
      '2016-10-03 19:30:55,"W1D1","Squat",0,70.0,5,0.0,0,""',
      '2016-10-03 19:30:55,"W1D1","Squat",1,72.5,5,0.0,0,""',
      `2016-10-03 19:30:55,"W1D1","KB One Arm Long Cycle 30''",0,16.0,10,0.0,0,""`,
      '2016-10-03 19:30:55,"W1D1","Rowing",0,0.0,0,1.5,420,""',
    ].join('\r\n');
    const read = await preview(newYork, file);
    expect(read).toMatchObject({ source: 'STRONG', weightUnit: 'KG', weightUnitSource: 'FILE', sessionCount: 1, setCount: 4 });
    expect(read.exercises.map((exercise) => exercise.sourceName)).toContain("KB One Arm Long Cycle 30''");
    const auth = await member('Europe/Berlin', 'IMPERIAL');
    const [log] = await imported(auth, file);
    expect(log!.startedAt).toBe('2016-10-03T17:30:55.000Z');
    expect(value(log!.logExercises[0]!.sets[1], 'WEIGHT')).toBe(72.5);
  });

  it('reads Strong 6: every cell quoted, Weight (kg), Distance (meters), Duration (sec), Rest Timer and Note rows, no final newline', async () => {
    const header =
      '"Workout #";"Date";"Workout Name";"Duration (sec)";"Exercise Name";"Set Order";"Weight (kg)";"Reps";"RPE";"Distance (meters)";"Seconds";"Notes";"Workout Notes"';
    const row = (cells: string[]) => cells.map((cell) => `"${cell}"`).join(';');
    const file = [
      header,
      row(['397', '2024-03-23 17:20:36', 'Legs #1', '3119', 'Leg Press', '1', '80.0', '12', '', '', '', '', 'Felt strong']),
      row(['397', '2024-03-23 17:20:36', 'Legs #1', '3119', 'Leg Press', 'Rest Timer', '', '', '', '', '150.0', '', '']),
      row(['397', '2024-03-23 17:20:36', 'Legs #1', '3119', 'Leg Press', 'Note', '', '', '', '', '', 'Seat on 5', '']),
      row(['397', '2024-03-23 17:20:36', 'Legs #1', '3119', 'Leg Press', 'W', '40.0', '10', '', '', '', '', '']),
      row(['397', '2024-03-23 17:20:36', 'Legs #1', '3119', 'Rowing (Machine)', '1', '', '', '', '2600.0', '600', '', '']),
    ].join('\n');
    const read = await preview(newYork, file);
    expect(read).toMatchObject({ weightUnit: 'KG', weightUnitSource: 'FILE', sessionCount: 1, setCount: 3 });
    const auth = await member('Europe/Lisbon', 'METRIC');
    const [log] = await imported(auth, file);
    expect(log).toMatchObject({ startedAt: '2024-03-23T17:20:36.000Z', activeSeconds: 3119 });
    const [press, rowing] = log!.logExercises;
    expect(press!.notes).toBe('Seat on 5');
    expect(press!.sets.map((set) => set.setType)).toEqual(['NORMAL', 'WARMUP']);
    expect(value(rowing!.sets[0], 'DISTANCE')).toBe(2600);
  });

  it("reads the older Strong's Workout Duration column", async () => {
    const file = [
      'Date;Workout Name;Exercise Name;Set Order;Weight;Weight Unit;Reps;RPE;Distance;Distance Unit;Seconds;Notes;Workout Notes;Workout Duration',
      '2024-08-24 17:30:00;Pull;Deadlift (Barbell);1;100;kg;5;;;;0;-;-;1h 10m',
    ].join('\n');
    const auth = await member('UTC', 'METRIC');
    const [log] = await imported(auth, file);
    expect(log!.activeSeconds).toBe(4200);
  });

  const HEVY =
    'title,start_time,end_time,description,exercise_title,superset_id,exercise_notes,set_index,set_type,weight_kg,reps,distance_km,duration_seconds,rpe';
  it.each([
    ['Portuguese', '5 Mai 2026, 07:34', '5 Mai 2026, 08:44'],
    ['German', '5 März 2026, 07:34', '5 März 2026, 08:44'],
    ['Spanish', '5 sept 2026, 07:34', '5 sept 2026, 08:44'],
    ['French', '5 févr. 2026, 07:34', '5 févr. 2026, 08:44'],
    ['Italian', '5 giu 2026, 07:34', '5 giu 2026, 08:44'],
    ['Polish', '5 paź 2026, 07:34', '5 paź 2026, 08:44'],
    ['Turkish', '5 Ağu 2026, 07:34', '5 Ağu 2026, 08:44'],
    ['Russian', '5 мая 2026, 07:34', '5 мая 2026, 08:44'],
    ['Japanese', '5 5月 2026, 07:34', '5 5月 2026, 08:44'],
    ['Korean', '5 11월 2026, 07:34', '5 11월 2026, 08:44'],
    ['Chinese', '2026年5月5日 07:34', '2026年5月5日 08:44'],
    ['English', '5 Nov 2026, 07:34', '5 Nov 2026, 08:44'],
  ])('reads Hevy set to %s (%s) in the member’s zone', async (_language, start, end) => {
    const file = [HEVY, `"Upper B","${start}","${end}","","Bench Press (Barbell)",,"",0,"warmup",40,8,,,`].join('\n');
    const read = await preview(berlin, file);
    const month =
      /(\d+)[月월]/.exec(start)?.[1] ??
      { Mai: 5, März: 3, sept: 9, 'févr.': 2, giu: 6, paź: 10, Ağu: 8, мая: 5, Nov: 11 }[start.split(' ')[1]!.replace(',', '')];
    const wall = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Europe/Berlin',
      month: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(new Date(read.firstDate));
    expect(wall).toBe(`${month}, 07:34`);
  });

  it("reads Hevy's pounds and miles, newest session first, and the single-workout import takes the earliest", async () => {
    const file = [
      'title,start_time,end_time,description,exercise_title,superset_id,exercise_notes,set_index,set_type,weight_lbs,reps,distance_miles,duration_seconds,rpe',
      '"Evening workout 🏋️","30 Nov 2025, 14:08","30 Nov 2025, 14:38","","Bench Press (Barbell)",,"",0,"normal",135,10,,,',
      '"Morning run","20 Jun 2024, 06:15","20 Jun 2024, 06:45","","Running",,"",0,"normal",,,3.1,1800,',
      '"Morning run","20 Jun 2024, 06:15","20 Jun 2024, 06:45","","Bench Press (Barbell)",,"",0,"normal",39.92,5,,,',
    ].join('\n');
    const read = await preview(newYork, file);
    expect(read).toMatchObject({ weightUnit: 'LB', weightUnitSource: 'FILE', firstDate: '2024-06-20T10:15:00.000Z' });
    const single = await server.api('POST', '/workouts/import', { auth: berlin, body: upload(file) });
    expect(single.status, JSON.stringify(single.body)).toBe(200);
    const { workout, warnings } = single.body.data;
    expect(workout.workoutTitle).toBe('Morning run');
    expect(workout.workoutExercises[0].sets[0].values.distanceMeters).toBeCloseTo(3.1 * 1609.344, 3);
    expect(workout.workoutExercises[1].sets[0].values.weightKg).toBeCloseTo(39.92 * LB, 6);
    expect(warnings).toEqual([expect.objectContaining({ message: expect.stringMatching(/2 sessions; the earliest was read/) })]);
  });

  it('refuses, naming the line, a date it cannot read, rather than taking another session', async () => {
    const file = [
      HEVY,
      '"A","5 Foo 2026, 07:34","","","Squat (Barbell)",,"",0,"normal",100,5,,,',
      '"B","6 May 2026, 07:34","","","Squat (Barbell)",,"",0,"normal",100,5,,,',
    ].join('\n');
    const single = await server.api('POST', '/workouts/import', { auth: berlin, body: upload(file) });
    expect(single.status).toBe(400);
    expect(single.body.error.message).toMatch(/Line 2: start_time “5 Foo 2026, 07:34” is not a date/);
    const history = await server.api('POST', '/workout-logs/import/preview', { auth: berlin, body: upload(file) });
    expect(history.status).toBe(400);
  });

  it('reads FitNotes: one log per day, every row a set, the stated units, and names whose commas FitNotes left unquoted', async () => {
    const file = [
      'Date,Exercise,Category,Weight,Weight Unit,Reps,Distance,Distance Unit,Time',
      '2025-04-29,Flat Barbell Bench Press (Each Side) (Smith Machine),Chest,7.5,kgs,20,,,',
      '2025-04-29,Overhead Press (Each Side, Dumbbells),Shoulders,8.0,kgs,5,,,',
      '2025-04-29,Overhead Press (Each Side, Dumbbells),Shoulders,25.0,lbs,5,,,',
      '2025-05-07,Running (Treadmill),Cardio,,,,5.0,km,0:30:00',
      '2025-05-07,Overhead Press (Each Side, Dumbbells),Shoulders,10.0,kgs,8,,,',
    ].join('\n');
    const read = await preview(berlin, file);
    expect(read).toMatchObject({ source: 'FITNOTES', sessionCount: 2, setCount: 5, weightUnitSource: 'FILE' });
    expect(read.exercises.map((exercise) => exercise.sourceName)).toContain('Overhead Press (Each Side, Dumbbells)');
    // The member picks the first candidate for each name that waits for review.
    const mapping = Object.fromEntries(
      (read.exercises as unknown as { sourceName: string; exercise: object | null; candidates: { exerciseCode: string }[] }[])
        .filter((entry) => !entry.exercise)
        .map((entry) => [entry.sourceName, entry.candidates[0]?.exerciseCode ?? null]),
    );
    const auth = await member('Europe/Berlin', 'METRIC');
    const logs = await imported(auth, file, { mapping });
    expect(logs.map((log) => log.workoutLogTitle)).toEqual(['Chest, Shoulders', 'Cardio, Shoulders']);
    expect(logs[0]!.logExercises.map((exercise) => exercise.sets.length)).toEqual([1, 2]);
    expect(logs.map((log) => log.startedAt)).toEqual(['2025-04-29T10:00:00.000Z', '2025-05-07T10:00:00.000Z']);
    const press = logs[0]!.logExercises[1]!;
    expect(press.exerciseName).toMatch(/press/i);
    expect(press.sets.map((set) => value(set, 'WEIGHT'))).toEqual([8, expect.closeTo(25 * LB, 6)]);
  });
});
