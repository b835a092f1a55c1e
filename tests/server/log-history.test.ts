// History import and export over HTTP: whole Strong and Hevy exports (written here) become finished logs after a
// preview with exercise matching; a mapping corrects or skips names; the same file twice adds nothing; a bad row is
// a 400 naming its line; 20,000 rows go in within seconds; progress can be followed line by line; the export (CSV
// with Hevy's columns, JSON) read back into another account gives the same logs; records are derived from the
// imported history.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type Auth, type TestServer } from '../support/server.js';
import { KG_PER_LB, M_PER_MILE } from '../../common/units.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const HEVY_HEADER =
  'title,start_time,end_time,description,exercise_title,superset_id,exercise_notes,set_index,set_type,weight_kg,reps,distance_km,duration_seconds,rpe';
const hevyRow = (
  title: string,
  start: string,
  end: string,
  exercise: string,
  index: number,
  kg: number | '',
  reps: number | '',
  type = 'normal',
) => `${title},${start},${end},,${exercise},,,${index},${type},${kg},${reps},,,`;

const upload = (text: string, options?: object) => {
  const form = new FormData();
  form.append('file', new Blob([text], { type: 'text/csv' }), 'export.csv');
  if (options) form.append('options', JSON.stringify(options));
  return form;
};

async function importFile(auth: Auth, text: string, options?: object) {
  const response = await server.api('POST', '/workout-logs/import', { auth, body: upload(text, options) });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data;
}

async function importError(auth: Auth, text: string, options?: object) {
  const response = await server.api('POST', '/workout-logs/import', { auth, body: upload(text, options) });
  expect(response.status, JSON.stringify(response.body)).toBeGreaterThanOrEqual(400);
  expect(response.status).toBeLessThan(500);
  return { status: response.status, message: response.body.error.message as string };
}

const logsOf = async (auth: Auth) => (await server.api('GET', '/workout-logs?limit=100', { auth })).body.data.items;
const exportOf = async (auth: Auth, format: 'csv' | 'json') => {
  const response = await fetch(`${server.url}/api/workout-logs/export?format=${format}`, { headers: auth.headers });
  expect(response.status).toBe(200);
  return { response, text: await response.text() };
};

describe('importing a history', () => {
  it('previews, imports with a mapping, and adds nothing the second time', async () => {
    const member = await server.signUp();
    const file = [
      HEVY_HEADER,
      hevyRow('Push', '2026-01-05T18:00:00Z', '2026-01-05T19:00:00Z', 'Bench Press (Barbell)', 0, '', 10, 'warmup'),
      hevyRow('Push', '2026-01-05T18:00:00Z', '2026-01-05T19:00:00Z', 'Bench Press (Barbell)', 1, 80, 5),
      hevyRow('Push', '2026-01-05T18:00:00Z', '2026-01-05T19:00:00Z', 'Zzyzx Machine', 0, 20, 12),
      hevyRow('Push', '2026-01-08T18:00:00Z', '2026-01-08T18:45:00Z', 'Bench Press (Barbell)', 0, 85, 5),
    ].join('\n');
    const preview = await server.api('POST', '/workout-logs/import/preview', { auth: member, body: upload(file) });
    expect(preview.body.data).toMatchObject({
      source: 'HEVY',
      sessionCount: 2,
      alreadyImported: 0,
      setCount: 4,
      firstDate: '2026-01-05T18:00:00.000Z',
      lastDate: '2026-01-08T18:00:00.000Z',
    });
    const bench = preview.body.data.exercises.find((entry: { sourceName: string }) => entry.sourceName === 'Bench Press (Barbell)');
    expect(bench).toMatchObject({ setCount: 3, exercise: { exerciseCode: 'BARBELL_BENCH_PRESS' } });
    expect(bench.candidates.length).toBeGreaterThan(0);
    const unknown = preview.body.data.exercises.find((entry: { sourceName: string }) => entry.sourceName === 'Zzyzx Machine');
    expect(unknown).toMatchObject({ setCount: 1 });

    const result = await importFile(member, file, { mapping: { 'Zzyzx Machine': null } });
    expect(result).toEqual({
      logsImported: 2,
      alreadyImported: 0,
      setsImported: 3,
      exercisesSkipped: 1,
      logImportId: expect.any(String),
      ownExercises: [],
    });
    const again = await importFile(member, file, { mapping: { 'Zzyzx Machine': null } });
    expect(again).toMatchObject({ logsImported: 0, alreadyImported: 2, setsImported: 0 });
    const previewAgain = await server.api('POST', '/workout-logs/import/preview', { auth: member, body: upload(file) });
    expect(previewAgain.body.data).toMatchObject({ sessionCount: 2, alreadyImported: 2 });

    const logs = await logsOf(member);
    expect(
      logs.map((log: { workoutLogTitle: string; activeSeconds: number; visibility: string; status: string }) => [
        log.workoutLogTitle,
        log.activeSeconds,
        log.visibility,
        log.status,
      ]),
    ).toEqual([
      ['Push', 2700, 'PRIVATE', 'COMPLETED'],
      ['Push', 3600, 'PRIVATE', 'COMPLETED'],
    ]);
    const records = await server.api('GET', '/personal-records?exerciseCode=BARBELL_BENCH_PRESS', { auth: member });
    expect(records.body.data.find((record: { recordType: string }) => record.recordType === 'MAX_WEIGHT')).toMatchObject({ value: 85 });

    // A name mapped by hand to another exercise, and a chosen visibility.
    const mapped = await importFile(member, file.replace(/Push/g, 'Push again'), {
      mapping: { 'Zzyzx Machine': 'LEG_PRESS', 'Bench Press (Barbell)': 'DUMBBELL_BENCH_PRESS' },
      visibility: 'BUDDIES',
    });
    expect(mapped).toMatchObject({ logsImported: 2, exercisesSkipped: 0, setsImported: 4 });
    const latest = (await logsOf(member)).find((log: { workoutLogTitle: string }) => log.workoutLogTitle === 'Push again');
    const detail = await server.api('GET', `/workout-logs/${latest.workoutLogId}`, { auth: member });
    expect(detail.body.data).toMatchObject({ visibility: 'BUDDIES' });
    expect(detail.body.data.logExercises.map((exercise: { exerciseCode: string }) => exercise.exerciseCode)).toEqual([
      'DUMBBELL_BENCH_PRESS',
    ]);
    // Imported logs stay out of the feed.
    const feed = await server.api('GET', '/feed', { auth: member });
    expect(JSON.stringify(feed.body)).not.toContain('Push again');
  });

  it('reads Strong exports in pounds and in kilograms, with durations, distances and notes across lines', async () => {
    const member = await server.signUp();
    const pounds = [
      'Date,Workout Name,Duration,Exercise Name,Set Order,Weight (lbs),Reps,Distance,Seconds,Notes,Workout Notes,RPE',
      '2026-02-01 07:00:00,Legs,1h 5m,Squat (Barbell),W,135,5,,,,,',
      '2026-02-01 07:00:00,Legs,1h 5m,Squat (Barbell),1,225,5,,,"felt\nheavy",,8',
      '2026-02-01 07:00:00,Legs,1h 5m,Squat (Barbell),Rest Timer,,,,120,,,',
      '2026-02-01 07:00:00,Legs,1h 5m,Squat (Barbell),2,225,5,,,,,',
    ].join('\n');
    expect(await importFile(member, pounds)).toMatchObject({ logsImported: 1, setsImported: 3 });
    const [log] = await logsOf(member);
    expect(log).toMatchObject({ workoutLogTitle: 'Legs', activeSeconds: 3900, logSummary: { setCount: 3 } });
    const detail = await server.api('GET', `/workout-logs/${log.workoutLogId}`, { auth: member });
    const [squat] = detail.body.data.logExercises;
    expect(squat).toMatchObject({ exerciseCode: 'BARBELL_BACK_SQUAT', restSeconds: 120 });
    expect(squat.sets.map((set: { setType: string }) => set.setType)).toEqual(['WARMUP', 'NORMAL', 'NORMAL']);
    expect(squat.sets[1]).toMatchObject({
      rpe: 8,
      notes: 'felt\nheavy',
      values: [
        { measurementCode: 'REPS', value: 5 },
        { measurementCode: 'WEIGHT', value: 225 * KG_PER_LB },
      ],
    });

    const kilograms = [
      'Date;Workout Name;Duration;Exercise Name;Set Order;Weight (kg);Reps;Distance;Seconds;Notes;Workout Notes;RPE',
      '2026-02-03 07:00:00;Cardio;30m;Running;1;;;5;1500;;;',
      '2026-02-03 07:00:00;Cardio;30m;Deadlift (Barbell);1;140;3;;;;;',
    ].join('\n');
    expect(await importFile(member, kilograms)).toMatchObject({ logsImported: 1 });
    const cardio = (await logsOf(member)).find((entry: { workoutLogTitle: string }) => entry.workoutLogTitle === 'Cardio');
    expect(cardio).toMatchObject({ activeSeconds: 1800 });
    const cardioDetail = await server.api('GET', `/workout-logs/${cardio.workoutLogId}`, { auth: member });
    const values = cardioDetail.body.data.logExercises.map((exercise: { sets: { values: unknown[] }[] }) => exercise.sets[0]!.values);
    expect(values[1]).toEqual([
      { measurementCode: 'REPS', value: 3 },
      { measurementCode: 'WEIGHT', value: 140 },
    ]);
    expect(values[0]).toEqual(expect.arrayContaining([{ measurementCode: 'DISTANCE', value: 5000 }]));
  });

  it('reads Hevy exports in pounds and miles with supersets', async () => {
    const member = await server.signUp();
    const file = [
      'title,start_time,end_time,description,exercise_title,superset_id,exercise_notes,set_index,set_type,weight_lbs,reps,distance_miles,duration_seconds,rpe',
      '"Upper, heavy","12 Jan 2026, 18:00","12 Jan 2026, 19:10","Long day\nbut good",Bench Press (Barbell),1,,0,normal,185,5,,,9',
      '"Upper, heavy","12 Jan 2026, 18:00","12 Jan 2026, 19:10","Long day\nbut good",Pull Up,1,,0,failure,,12,,,',
      '"Upper, heavy","12 Jan 2026, 18:00","12 Jan 2026, 19:10","Long day\nbut good",Running,,,0,normal,,,2,900,',
    ].join('\n');
    expect(await importFile(member, file)).toMatchObject({ logsImported: 1, setsImported: 3, exercisesSkipped: 0 });
    const [log] = await logsOf(member);
    expect(log).toMatchObject({ workoutLogTitle: 'Upper, heavy', activeSeconds: 4200 });
    const detail = await server.api('GET', `/workout-logs/${log.workoutLogId}`, { auth: member });
    const [bench, pullUp, run] = detail.body.data.logExercises;
    expect(detail.body.data.notes).toBe('Long day\nbut good');
    expect(bench).toMatchObject({ supersetGroup: 1 });
    expect(pullUp).toMatchObject({ supersetGroup: 1, sets: [{ setType: 'FAILURE' }] });
    expect(bench.sets[0].values).toContainEqual({ measurementCode: 'WEIGHT', value: 185 * KG_PER_LB });
    expect(run.sets[0].values).toContainEqual({ measurementCode: 'DISTANCE', value: 2 * M_PER_MILE });
  });

  it('answers 400 naming the line of a bad row, and never a 5xx for hostile input', async () => {
    const member = await server.signUp();
    const good = [
      HEVY_HEADER,
      '"Push","2026-01-05T18:00:00Z","2026-01-05T19:00:00Z","two\nlines",Bench Press (Barbell),,,0,normal,80,5,,,',
    ];
    // The multi-line description makes the next row line 4.
    expect(
      await importError(
        member,
        [...good, hevyRow('Push', '2026-01-05T18:00:00Z', '', 'Bench Press (Barbell)', 1, 'heavy' as never, 5)].join('\n'),
      ),
    ).toEqual({
      status: 400,
      message: 'Line 4: weight_kg “heavy” is not a number',
    });
    const strongBad = [
      'Date,Workout Name,Duration,Exercise Name,Set Order,Weight (lbs),Reps,Distance,Seconds,Notes,Workout Notes,RPE',
      '2026-02-01 07:00:00,Legs,1h,Squat (Barbell),1,225,5,,,,,',
      '2026-02-02 07:00:00,Legs,1h,Squat (Barbell),1,heavy,5,,,,,',
    ].join('\n');
    expect((await importError(member, strongBad)).message).toMatch(/Line 3: Weight \(lbs\) “heavy” is not a number/);
    expect((await importError(member, [HEVY_HEADER, hevyRow('X', 'yesterday', '', 'Squat', 0, 1, 1)].join('\n'))).message).toMatch(
      /Line 2: start_time .* is not a date/,
    );
    expect(
      (await importError(member, [HEVY_HEADER, hevyRow('X', '2026-01-01T00:00:00Z', '', 'Squat', 0, 5e9, 1)].join('\n'))).message,
    ).toMatch(/Line 2: weight_kg .* is more than 1,000,000/);
    expect(
      (await importError(member, [HEVY_HEADER, hevyRow('X', '2026-01-01T00:00:00Z', '', 'Squat', 0, 1, 1, 'mega')].join('\n'))).message,
    ).toMatch(/Line 2: set_type/);
    expect(
      (await importError(member, [HEVY_HEADER, `${hevyRow('X', '2026-01-01T00:00:00Z', '', 'Squat', 0, 1, 1)},extra,cells`].join('\n')))
        .message,
    ).toMatch(/Line 2/);
    expect(
      (await importError(member, [HEVY_HEADER, hevyRow('X\u0000', '2026-01-01T00:00:00Z', '', 'Squat', 0, 1, 1)].join('\n'))).message,
    ).toMatch(/Line 2: title holds a NUL/);
    const tooMany = [HEVY_HEADER, ...Array.from({ length: 31 }, (_, set) => hevyRow('X', '2026-01-01T00:00:00Z', '', 'Squat', set, 1, 1))];
    expect((await importError(member, tooMany.join('\n'))).message).toMatch(/Line 2: Squat has more than 30 sets/);
    expect((await importError(member, 'hello,world\n1,2')).message).toMatch(
      /Line 1: the columns are not a Strong, Hevy or FitNotes export/,
    );
    expect((await importError(member, '')).status).toBe(400);
    expect((await importError(member, good.join('\n'), { mapping: { 'Bench Press (Barbell)': 'NOT_AN_EXERCISE' } })).message).toMatch(
      /No exercise/,
    );
    expect((await importError(member, good.join('\n'), { visibility: 'EVERYONE' })).status).toBe(400);
    expect((await importError(member, good.join('\n'), { surprise: true })).status).toBe(400);

    for (const body of [{ text: 42 }, { text: ['a'] }, [], { text: good.join('\n'), mapping: 'all' }, {}]) {
      const response = await server.api('POST', '/workout-logs/import', { auth: member, body });
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    const badOptions = new FormData();
    badOptions.append('file', new Blob([good.join('\n')]), 'a.csv');
    badOptions.append('options', '{not json');
    expect((await server.api('POST', '/workout-logs/import', { auth: member, body: badOptions })).status).toBe(400);
    expect((await server.api('GET', '/workout-logs/export?format=xml', { auth: member })).status).toBe(400);
    expect((await server.api('POST', '/workout-logs/import', { auth: null, body: { text: good.join('\n') } })).status).toBe(401);

    const rows = `${HEVY_HEADER}\n${'X,2026-01-01T00:00:00Z,,,Squat,,,0,normal,1,1,,,\n'.repeat(100_001)}`;
    expect(await importError(member, rows)).toEqual({ status: 400, message: 'At most 100,000 rows can be imported at once' });
    const large = `${HEVY_HEADER}\n${'x'.repeat(10 * 1024 * 1024)}`;
    expect((await importError(member, large)).status).toBe(413);
    expect(await logsOf(member)).toEqual([]);
  }, 60_000);

  it('imports 20,000 rows, following its progress', async () => {
    const member = await server.signUp();
    const rows = [HEVY_HEADER];
    for (let session = 0; session < 2000; session++) {
      const start = new Date(Date.UTC(2020, 0, 1) + session * 86_400_000).toISOString();
      const end = new Date(Date.UTC(2020, 0, 1) + session * 86_400_000 + 3_600_000).toISOString();
      for (let set = 0; set < 10; set++)
        rows.push(
          hevyRow(`Session ${session}`, start, end, set < 5 ? 'Bench Press (Barbell)' : 'Squat (Barbell)', set % 5, 60 + (session % 40), 5),
        );
    }
    const response = await fetch(`${server.url}/api/workout-logs/import?progress=ndjson`, {
      method: 'POST',
      headers: member.headers,
      body: upload(rows.join('\n')),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/x-ndjson/);
    const lines = (await response.text())
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    const writing = lines.filter((line) => line.progress?.phase === 'writing').map((line) => line.progress.sessionsDone);
    expect(writing[0]).toBe(0);
    expect(writing.at(-1)).toBe(2000);
    expect(writing.length).toBe(21);
    expect(lines.some((line) => line.progress?.phase === 'records')).toBe(true);
    expect(lines.at(-1)).toEqual({
      data: {
        logsImported: 2000,
        alreadyImported: 0,
        setsImported: 20_000,
        exercisesSkipped: 0,
        logImportId: expect.any(String),
        ownExercises: [],
      },
    });

    const count = await server.api('GET', '/workout-logs?limit=1', { auth: member });
    expect(count.body.data.totalCount).toBe(2000);
    const [newest] = count.body.data.items;
    expect(newest).toMatchObject({ activeSeconds: 3600, logSummary: { setCount: 10, exerciseCount: 2 } });
    const records = await server.api('GET', '/personal-records?exerciseCode=BARBELL_BACK_SQUAT', { auth: member });
    expect(records.body.data.find((record: { recordType: string }) => record.recordType === 'MAX_WEIGHT')).toMatchObject({ value: 99 });

    // A bad file asking for progress still gets its 400 before anything is written.
    const bad = await server.api('POST', '/workout-logs/import?progress=ndjson', { auth: member, body: { text: 'a,b\n1,2' } });
    expect(bad.status).toBe(400);
  }, 120_000);

  it('derives records across the imported and the existing history', async () => {
    const member = await server.signUp();
    const february = [HEVY_HEADER, hevyRow('Pull', '2026-02-01T10:00:00Z', '2026-02-01T11:00:00Z', 'Deadlift (Barbell)', 0, 150, 3)].join(
      '\n',
    );
    await importFile(member, february);
    // The member's first deadlifts: baselines, not records.
    expect((await logsOf(member))[0].logSummary.personalRecordCount).toBe(0);
    // An older, lighter session comes first now: February beats it on weight, Epley's estimate and set volume (its
    // 3 reps at 150 kg are that weight's baseline).
    const january = [HEVY_HEADER, hevyRow('Pull', '2026-01-01T10:00:00Z', '2026-01-01T11:00:00Z', 'Deadlift (Barbell)', 0, 140, 3)].join(
      '\n',
    );
    await importFile(member, january);
    const counts = async () =>
      (await logsOf(member)).map((log: { logSummary: { personalRecordCount: number } }) => log.logSummary.personalRecordCount);
    expect(await counts()).toEqual([3, 0]);
    // An older, heavier one still: February's records go.
    const december = [HEVY_HEADER, hevyRow('Pull', '2025-12-01T10:00:00Z', '2025-12-01T11:00:00Z', 'Deadlift (Barbell)', 0, 180, 3)].join(
      '\n',
    );
    await importFile(member, december);
    expect(await counts()).toEqual([0, 0, 0]);
    const records = await server.api('GET', '/personal-records?exerciseCode=CONVENTIONAL_DEADLIFT', { auth: member });
    expect(records.body.data.find((record: { recordType: string }) => record.recordType === 'MAX_WEIGHT')).toMatchObject({ value: 180 });
  });

  it('previews and imports through GraphQL', async () => {
    const member = await server.signUp();
    const file = [HEVY_HEADER, hevyRow('Legs', '2026-04-01T10:00:00Z', '2026-04-01T11:00:00Z', 'Squat (Barbell)', 0, 100, 5)].join('\n');
    const preview = await server.gql(
      `query ($text: String) { previewLogImport(text: $text) { __typename ... on QueryPreviewLogImportSuccess { data { sessionCount setCount exercises { sourceName exercise { exerciseCode } } } } ... on AppError { code message } } }`,
      { text: file },
      member,
    );
    expect(preview.data.previewLogImport.data).toEqual({
      sessionCount: 1,
      setCount: 1,
      exercises: [{ sourceName: 'Squat (Barbell)', exercise: { exerciseCode: 'BARBELL_BACK_SQUAT' } }],
    });
    const mutation = `mutation ($text: String, $mapping: JSON) { importLogs(text: $text, mapping: $mapping, visibility: PUBLIC) { __typename ... on MutationImportLogsSuccess { data { logsImported alreadyImported } } ... on AppError { code message } } }`;
    const imported = await server.gql(mutation, { text: file }, member);
    expect(imported.data.importLogs.data).toEqual({ logsImported: 1, alreadyImported: 0 });
    const bad = await server.gql(mutation, { text: file.replace('100', 'lots') }, member);
    expect(bad.data.importLogs).toMatchObject({ code: 'BAD_USER_INPUT', message: 'Line 2: weight_kg “lots” is not a number' });
    expect((await logsOf(member))[0]).toMatchObject({ visibility: 'PUBLIC' });
  });
});

describe('exporting a history', () => {
  it('writes CSV with Hevy’s columns and JSON, and the CSV imports into another account as the same logs', async () => {
    const member = await server.signUp();
    const file = [
      HEVY_HEADER,
      hevyRow('Pull', '2026-03-01T10:00:00Z', '2026-03-01T11:00:00Z', 'Deadlift (Barbell)', 0, 140, 3),
      hevyRow('Pull', '2026-03-01T10:00:00Z', '2026-03-01T11:00:00Z', 'Deadlift (Barbell)', 1, 150, 2),
      '"=Push, ""best""",2026-03-03T10:00:00Z,2026-03-03T10:50:00Z,"line one\nline two",Bench Press (Barbell),,,0,warmup,40,10,,,',
      '"=Push, ""best""",2026-03-03T10:00:00Z,2026-03-03T10:50:00Z,"line one\nline two",Bench Press (Barbell),,,1,normal,82.5,5,,,8.5',
      'Run,2026-03-04T07:00:00Z,2026-03-04T07:30:00Z,,Running,,,0,normal,,,5.2,1500,',
    ].join('\n');
    await importFile(member, file);
    const { response, text: csv } = await exportOf(member, 'csv');
    expect(response.headers.get('content-type')).toMatch(/text\/csv/);
    expect(response.headers.get('content-disposition')).toMatch(/attachment; filename="liftmates-logs-.*\.csv"/);
    expect(csv.split('\n')[0]).toBe(HEVY_HEADER);
    expect(csv).toContain(`"'=Push, ""best"""`);
    expect(csv).toContain(',Running,,,0,normal,,,5.2,1500,');

    const { response: jsonResponse, text } = await exportOf(member, 'json');
    expect(jsonResponse.headers.get('content-disposition')).toMatch(/attachment; filename="liftmates-logs-.*\.json"/);
    const json = JSON.parse(text);
    expect(json).toMatchObject({
      format: 'liftmates.logs',
      version: 1,
      logs: [
        {
          workoutLogTitle: 'Pull',
          startedAt: '2026-03-01T10:00:00.000Z',
          activeSeconds: 3600,
          exercises: [{ exerciseCode: 'CONVENTIONAL_DEADLIFT', sets: [{ setType: 'NORMAL' }, { setType: 'NORMAL' }] }],
        },
        { workoutLogTitle: '=Push, "best"', notes: 'line one\nline two' },
        { workoutLogTitle: 'Run' },
      ],
    });
    expect(json.logs[0].exercises[0].sets[1].values).toEqual([
      { measurementCode: 'REPS', value: 2 },
      { measurementCode: 'WEIGHT', value: 150 },
    ]);

    // The CSV into a second account: the same logs, sets and values.
    const other = await server.signUp();
    expect(await importFile(other, csv)).toMatchObject({ logsImported: 3, setsImported: 5, exercisesSkipped: 0 });
    const reimported = JSON.parse((await exportOf(other, 'json')).text) as { logs: { workoutLogTitle: string }[] };
    expect(reimported.logs).toEqual(json.logs);
    const viaGql = await server.gql('{ logExport(format: csv) }', {}, other);
    expect(viaGql.data.logExport.split('\n').slice(0, 3)).toEqual(csv.split('\n').slice(0, 3));
    // Importing one's own export again adds nothing.
    expect(await importFile(member, csv)).toMatchObject({ logsImported: 0, alreadyImported: 3 });
  });

  it('pages through a long history', async () => {
    const member = await server.signUp();
    const rows = [HEVY_HEADER];
    for (let session = 0; session < 450; session++) {
      const start = new Date(Date.UTC(2019, 0, 1) + session * 86_400_000).toISOString();
      rows.push(hevyRow(`S${session}`, start, start, 'Squat (Barbell)', 0, 100, 5));
    }
    await importFile(member, rows.join('\n'));
    const csv = (await exportOf(member, 'csv')).text.trim().split('\n');
    expect(csv).toHaveLength(451);
    expect(csv[1]).toMatch(/^S0,/);
    expect(csv[450]).toMatch(/^S449,/);
    const json = JSON.parse((await exportOf(member, 'json')).text);
    expect(json.logs).toHaveLength(450);
  });
});
