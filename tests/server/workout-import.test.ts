// Import Workout over HTTP with files and text the tests write themselves: the notes notation, Strong (comma and
// semicolon, kg and lbs) and Hevy (kg and lbs) CSV exports, our own JSON export round trip, fuzzy matching with
// candidates, clear errors naming the line, limits, and the same preview through REST and GraphQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type Auth, type TestServer } from '../support/server.js';
import { KG_PER_LB } from '../../common/units.js';

let server: TestServer;
let member: Auth;

beforeAll(async () => {
  server = await startTestServer();
  member = await server.signUp();
});
afterAll(() => server.close());

interface PreviewExercise {
  sourceName: string;
  lineNumber: number;
  exerciseCode: string | null;
  matchScore: number;
  candidates: { exerciseCode: string; exerciseName: string; score: number }[];
  supersetGroup: number | null;
  restSeconds: number | null;
  notes: string | null;
  sets: {
    setType: string;
    targetRpe: number | null;
    targets: { measurementCode: string; value: number; valueMax: number | null }[];
    values: Record<string, number | null>;
  }[];
}

async function previewText(text: string, auth: Auth | null = member) {
  return server.api('POST', '/workouts/import', { auth, body: { text } });
}

async function previewFile(name: string, content: string, type = 'text/csv') {
  const form = new FormData();
  form.append('file', new Blob([content], { type }), name);
  return server.api('POST', '/workouts/import', { auth: member, body: form });
}

const exercisesOf = (response: { body: { data: { workout: { workoutExercises: PreviewExercise[] } } } }) =>
  response.body.data.workout.workoutExercises;

/** The preview's workout as the create input: every exercise has its code by now. */
function asCreateInput(workout: { workoutTitle: string; workoutDescription: string | null; workoutExercises: PreviewExercise[] }) {
  return {
    workoutTitle: workout.workoutTitle,
    workoutDescription: workout.workoutDescription,
    workoutExercises: workout.workoutExercises.map((exercise) => ({
      exerciseCode: exercise.exerciseCode,
      supersetGroup: exercise.supersetGroup,
      restSeconds: exercise.restSeconds,
      notes: exercise.notes,
      sets: exercise.sets.map(({ values: _values, ...set }) => set),
    })),
  };
}

describe('importing the notes notation', () => {
  it('reads sets, reps, ranges, loads, times, AMRAP, RPE and supersets, and matches the names', async () => {
    const response = await previewText(
      [
        'Monday upper',
        'Bench Press 3x8 @ 60kg',
        '- Barbell Back Squat 5x5 100 kg',
        'Plank 3 x 45s',
        'Pull-ups 4x AMRAP',
        'Barbell Bent Over Row 3x8-12 @ 135 lbs RPE 8',
        'Superset:',
        'Dumbbell Lateral Raise 3x15 @ 8kg',
        'Triceps Pushdown 3x12',
        '',
        'drink water!',
      ].join('\n'),
    );
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ kind: 'WORKOUT', source: 'TEXT', workout: { workoutTitle: 'Monday upper' } });
    const exercises = exercisesOf(response);
    expect(exercises.map((e) => [e.sourceName, e.exerciseCode, e.sets.length, e.supersetGroup])).toEqual([
      ['Bench Press', 'BARBELL_BENCH_PRESS', 3, null],
      ['Barbell Back Squat', 'BARBELL_BACK_SQUAT', 5, null],
      ['Plank', 'PLANK', 3, null],
      ['Pull-ups', 'PULL_UP', 4, null],
      ['Barbell Bent Over Row', 'BARBELL_BENT_OVER_ROW', 3, null],
      ['Dumbbell Lateral Raise', 'DUMBBELL_LATERAL_RAISE', 3, 1],
      ['Triceps Pushdown', 'TRICEPS_PUSHDOWN', 3, 1],
    ]);
    expect(exercises[0]!.sets[0]!.targets).toEqual([
      { measurementCode: 'REPS', value: 8, valueMax: null },
      { measurementCode: 'WEIGHT', value: 60, valueMax: null },
    ]);
    expect(exercises[2]!.sets[0]!.targets).toEqual([{ measurementCode: 'DURATION', value: 45, valueMax: null }]);
    expect(exercises[3]!.sets[0]).toMatchObject({ setType: 'FAILURE', targets: [] });
    expect(exercises[4]!.sets[0]).toMatchObject({
      targetRpe: 8,
      targets: [
        { measurementCode: 'REPS', value: 8, valueMax: 12 },
        { measurementCode: 'WEIGHT', value: 135 * KG_PER_LB, valueMax: null },
      ],
    });
    expect(response.body.data.warnings).toEqual([{ lineNumber: 11, message: 'Line 11: no sets × reps found in “drink water!”' }]);
    const created = await server.api('POST', '/workouts', { auth: member, body: asCreateInput(response.body.data.workout) });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data.workoutSummary.exerciseCount).toBe(7);
  });

  it('matches misspelt names fuzzily, leaves unknown ones for the member, and says what does not fit', async () => {
    const response = await previewText('Romainan Dedlift 3x10 @ 80kg\nPlank 3x60s @ 10kg\nZorblax Wiggle 3x10 @ 20kg');
    const [misspelt, plank, unknown] = exercisesOf(response);
    expect(misspelt).toMatchObject({ exerciseCode: 'BARBELL_ROMANIAN_DEADLIFT' });
    expect(misspelt!.matchScore).toBeLessThan(1);
    expect(misspelt!.matchScore).toBeGreaterThanOrEqual(0.6);
    expect(unknown).toMatchObject({ exerciseCode: null, sets: [{ targets: [] }, { targets: [] }, { targets: [] }] });
    expect(unknown!.sets[0]!.values).toMatchObject({ reps: 10, weightKg: 20 });
    expect(plank!.exerciseCode).toBe('PLANK');
    expect(response.body.data.warnings).toEqual([{ lineNumber: 2, message: 'Line 2: Plank takes no weight; left out' }]);
    expect((await previewText('nothing to see here')).body.error.message).toMatch(/No exercises found/);
    expect((await previewText('x'.repeat(50_001))).body.error.details).toEqual([
      { field: 'text', message: 'Paste at most 50,000 characters' },
    ]);
    expect((await previewText('Bench Press 3x8', null)).status).toBe(401);
  });
});

describe('importing Strong and Hevy exports', () => {
  const strong = [
    'Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE',
    '2026-11-02 07:00:00,Push A,45m,Bench Press (Barbell),W,40,10,0,0,,Felt strong,',
    '2026-11-02 07:00:00,Push A,45m,Bench Press (Barbell),1,80,5,0,0,Paused,Felt strong,8',
    '2026-11-02 07:00:00,Push A,45m,Bench Press (Barbell),Rest Timer,0,0,0,120,,Felt strong,',
    '2026-11-02 07:00:00,Push A,45m,Bench Press (Barbell),D,60,8,0,0,,Felt strong,',
    '2026-11-02 07:00:00,Push A,45m,Plank,1,0,0,0,60,,Felt strong,',
    '2026-11-04 07:00:00,Legs,50m,Squat (Barbell),1,100,5,0,0,,,',
  ].join('\n');

  it('reads the first session of a Strong CSV with set types, rest timers and notes', async () => {
    const response = await previewFile('strong.csv', strong);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.data).toMatchObject({ source: 'STRONG', workout: { workoutTitle: 'Push A', workoutDescription: 'Felt strong' } });
    const [bench, plank] = exercisesOf(response);
    expect(exercisesOf(response)).toHaveLength(2);
    expect(bench).toMatchObject({ exerciseCode: 'BARBELL_BENCH_PRESS', restSeconds: 120 });
    expect(bench!.sets.map((set) => [set.setType, set.targets.map((t) => t.value)])).toEqual([
      ['WARMUP', [10, 40]],
      ['NORMAL', [5, 80]],
      ['DROP', [8, 60]],
    ]);
    expect(bench!.sets[1]).toMatchObject({ targetRpe: 8 });
    expect(plank!.sets[0]!.targets).toEqual([{ measurementCode: 'DURATION', value: 60, valueMax: null }]);
    expect(response.body.data.warnings).toEqual([
      { lineNumber: null, message: 'The file holds 2 sessions; the earliest was read and 1 skipped.' },
      // The file names no unit and its weights are no plate steps: the member's unit, said so.
      { lineNumber: null, message: 'Weights read in kilograms. The file does not name its unit; read in yours (kilograms).' },
    ]);
  });

  it('reads the semicolon variant in pounds, and names the line of a bad value', async () => {
    const semicolons = [
      'Date;Workout Name;Duration;Exercise Name;Set Order;Weight (lbs);Reps;Distance;Seconds;Notes;Workout Notes;RPE',
      '2026-11-02 07:00:00;Pull;40m;Deadlift (Barbell);1;225;5;0;0;;;',
      '2026-11-02 07:00:00;Pull;40m;Deadlift (Barbell);F;185;9;0;0;;;',
    ].join('\n');
    const response = await previewFile('strong.csv', semicolons);
    const [deadlift] = exercisesOf(response);
    expect(deadlift!.candidates.length).toBeGreaterThan(0);
    expect(deadlift!.sets.map((set) => [set.setType, set.values.weightKg])).toEqual([
      ['NORMAL', 225 * KG_PER_LB],
      ['FAILURE', 185 * KG_PER_LB],
    ]);
    const bad = await previewFile(
      'strong.csv',
      `${strong.split('\n').slice(0, 2).join('\n')}\n2026-11-02 07:00:00,Push A,45m,Bench Press (Barbell),1,heavy,5,0,0,,,`,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('Line 3: Weight “heavy” is not a number');
    const order = await previewFile('strong.csv', `${strong.split('\n')[0]}\n2026-11-02,Push A,45m,Bench Press (Barbell),X,40,10,0,0,,,`);
    expect(order.body.error.message).toBe('Line 2: Set Order “X” is not a set number, W, D, F, Rest Timer or Note');
  });

  it('reads a Hevy CSV in kg or lbs with supersets and set types', async () => {
    const hevy = (unit: 'kg' | 'lbs', weight: number) =>
      [
        `title,start_time,end_time,description,exercise_title,superset_id,exercise_notes,set_index,set_type,weight_${unit},reps,distance_km,duration_seconds,rpe`,
        `"Upper, heavy","5 Nov 2026, 18:00","5 Nov 2026, 19:00",Top sets,Bench Press (Barbell),,Touch and go,0,warmup,${weight / 2},10,,,`,
        `"Upper, heavy","5 Nov 2026, 18:00","5 Nov 2026, 19:00",Top sets,Bench Press (Barbell),,Touch and go,1,normal,${weight},5,,,9`,
        `"Upper, heavy","5 Nov 2026, 18:00","5 Nov 2026, 19:00",Top sets,Lateral Raise (Dumbbell),0,,0,dropset,10,12,,,`,
        `"Upper, heavy","5 Nov 2026, 18:00","5 Nov 2026, 19:00",Top sets,Triceps Pushdown,0,,0,failure,20,15,,,`,
      ].join('\n');
    const kilos = await previewFile('hevy.csv', hevy('kg', 100));
    expect(kilos.status, JSON.stringify(kilos.body)).toBe(200);
    expect(kilos.body.data).toMatchObject({ source: 'HEVY', workout: { workoutTitle: 'Upper, heavy', workoutDescription: 'Top sets' } });
    const [bench, raise, pushdown] = exercisesOf(kilos);
    expect(bench).toMatchObject({ exerciseCode: 'BARBELL_BENCH_PRESS', notes: 'Touch and go', supersetGroup: null });
    expect(bench!.sets.map((set) => [set.setType, set.values.weightKg, set.targetRpe])).toEqual([
      ['WARMUP', 50, null],
      ['NORMAL', 100, 9],
    ]);
    expect([raise!.supersetGroup, pushdown!.supersetGroup]).toEqual([1, 1]);
    expect([raise!.sets[0]!.setType, pushdown!.sets[0]!.setType]).toEqual(['DROP', 'FAILURE']);
    const pounds = await previewFile('hevy.csv', hevy('lbs', 225));
    expect(exercisesOf(pounds)[0]!.sets[1]!.values.weightKg).toBe(225 * KG_PER_LB);
    const created = await server.api('POST', '/workouts', { auth: member, body: asCreateInput(kilos.body.data.workout) });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const badType = await previewFile('hevy.csv', hevy('kg', 100).replace('dropset', 'giant'));
    expect(badType.body.error.message).toBe('Line 4: set_type “giant” is not warmup, normal, dropset or failure');
  });

  it('refuses files that are too large or not an export it knows', async () => {
    expect((await previewFile('big.csv', 'a'.repeat(2 * 1024 * 1024 + 1))).status).toBe(413);
    expect((await previewFile('other.csv', 'name,weight\nBench,60')).body.error.message).toMatch(/No exercises found|no sets/);
    const notOurs = await previewFile('x.json', '{"hello": "world"}', 'application/json');
    expect(notOurs.body.error.message).toBe('file: This JSON is not a Liftmates workout export');
    const broken = await previewFile('x.json', '{"format": ', 'application/json');
    expect(broken.status).toBe(400);
  });
});

describe('importing our own export', () => {
  it('round-trips exactly: export, import, create, export again', async () => {
    const source = await server.api('POST', '/workouts', {
      auth: member,
      body: {
        workoutTitle: 'Round trip',
        workoutDescription: 'Everything kept',
        workoutExercises: [
          {
            exerciseCode: 'BARBELL_BENCH_PRESS',
            restSeconds: 150,
            notes: 'Arch',
            sets: [
              { setType: 'WARMUP', targets: [{ measurementCode: 'REPS', value: 10 }] },
              {
                tempo: '31X0',
                targetRpe: 8.5,
                restSeconds: 120,
                notes: 'Top',
                targets: [
                  { measurementCode: 'REPS', value: 6, valueMax: 8 },
                  { measurementCode: 'WEIGHT', value: 92.5 },
                ],
              },
            ],
          },
          { exerciseCode: 'PLANK', supersetGroup: 1, sets: [{ targets: [{ measurementCode: 'DURATION', value: 40 }] }] },
          { exerciseCode: 'PULL_UP', supersetGroup: 1, sets: [{ setType: 'FAILURE' }] },
        ],
      },
    });
    const exported = await server.api('GET', `/workouts/${source.body.data.workoutId}/export`, { auth: member });
    const preview = await previewFile('round-trip.liftmates.json', JSON.stringify(exported.body), 'application/json');
    expect(preview.body.data.source).toBe('LIFTMATES');
    expect(exercisesOf(preview).every((exercise) => exercise.matchScore === 1)).toBe(true);
    const created = await server.api('POST', '/workouts', { auth: member, body: asCreateInput(preview.body.data.workout) });
    const again = await server.api('GET', `/workouts/${created.body.data.workoutId}/export`, { auth: member });
    expect(again.body.workout).toEqual(exported.body.workout);
    const program = await server.api('POST', '/workout-programs', { auth: member, body: { programTitle: 'A block' } });
    const programDocument = await server.api('GET', `/workout-programs/${program.body.data.programId}/export`, { auth: member });
    expect((await previewText(JSON.stringify(programDocument.body))).body.error.message).toBe(
      'file: Program documents are imported on the programs page',
    );
  });

  it('answers the same preview through GraphQL, text or file', async () => {
    const text = 'Leg day\nBarbell Back Squat 3x5 @ 100kg\nPlank 2x30s';
    const rest = await previewText(text);
    const gql = await server.gql(
      `mutation($text: String) { previewWorkoutImport(text: $text) { __typename ... on MutationPreviewWorkoutImportSuccess { data {
        kind source workout { workoutTitle workoutExercises { sourceName exerciseCode sets { setType targets { measurementCode value valueMax } } } } warnings { lineNumber message } } } } }`,
      { text },
      member,
    );
    const viaGql = gql.data.previewWorkoutImport.data;
    expect(viaGql.source).toBe(rest.body.data.source);
    expect(viaGql.workout.workoutExercises).toEqual(
      exercisesOf(rest).map((e) => ({
        sourceName: e.sourceName,
        exerciseCode: e.exerciseCode,
        sets: e.sets.map((s) => ({ setType: s.setType, targets: s.targets })),
      })),
    );
    const empty = await server.gql(
      `mutation { previewWorkoutImport(text: " ") { __typename ... on AppError { code details { field } } } }`,
      {},
      member,
    );
    expect(empty.data.previewWorkoutImport).toEqual({ __typename: 'AppError', code: 'BAD_USER_INPUT', details: [{ field: 'text' }] });
  });
});
