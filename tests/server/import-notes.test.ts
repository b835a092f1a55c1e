// Pasted workout notes written the way people keep them in a notes app, read over REST and GraphQL for a member who
// lifts in pounds and one who lifts in kilograms: load × reps, sets × reps × load, chains, rep lists, a name over
// its set lines, units after a load, warm-ups and AMRAP, and lines that cannot be read reported instead of guessed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookies, startTestServer, unique, type TestServer } from '../support/server.js';
import { KG_PER_LB } from '../../common/units.js';

let server: TestServer;
type Member = { headers: Record<string, string> };
let imperial: Member;
let metric: Member;

async function signUp(measurementSystem: 'IMPERIAL' | 'METRIC'): Promise<Member> {
  const response = await server.api('POST', '/auth/signup', {
    body: { email: `${unique('notes')}@example.test`, password: `pw-${unique()}`, measurementSystem },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  expect(response.body.data.userInfo.measurementSystem).toBe(measurementSystem);
  const { accessToken, refreshToken } = sessionCookies(response.headers);
  return { headers: { cookie: `jwt_token=${accessToken}; refresh_token=${refreshToken}` } };
}

beforeAll(async () => {
  server = await startTestServer();
  imperial = await signUp('IMPERIAL');
  metric = await signUp('METRIC');
});
afterAll(() => server.close());

interface Exercise {
  sourceName: string;
  lineNumber: number;
  notes: string | null;
  sets: {
    setType: string;
    notes: string | null;
    values: { reps: number | null; weightKg: number | null; distanceMeters?: number | null };
  }[];
}
interface Preview {
  workout: { workoutTitle: string; workoutExercises: Exercise[] };
  warnings: { lineNumber: number | null; message: string }[];
}

const lb = (pounds: number) => pounds * KG_PER_LB;

async function viaRest(text: string, member: Member): Promise<Preview> {
  const response = await server.api('POST', '/workouts/import', { auth: member, body: { text } });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data;
}

async function viaGraphql(text: string, member: Member): Promise<Preview> {
  const response = await server.gql(
    `mutation($text: String) { previewWorkoutImport(text: $text) { __typename ... on MutationPreviewWorkoutImportSuccess { data {
      workout { workoutTitle workoutExercises { sourceName lineNumber notes sets { setType notes values { reps weightKg } } } }
      warnings { lineNumber message } } } ... on AppError { message } } }`,
    { text },
    member,
  );
  expect(response.errors).toBeUndefined();
  expect(response.data.previewWorkoutImport.__typename, JSON.stringify(response.data)).toBe('MutationPreviewWorkoutImportSuccess');
  return response.data.previewWorkoutImport.data;
}

type Expected = [setType: string, reps: number | null, weightKg: number | null];
const sets = (count: number, setType: string, reps: number | null, weightKg: number | null): Expected[] =>
  Array.from({ length: count }, () => [setType, reps, weightKg]);

/** The exercise read from a line, its name and every set's type, reps and load in kg. */
function expectLine(preview: Preview, lineNumber: number, sourceName: string, expected: Expected[]) {
  const exercise = preview.workout.workoutExercises.find((e) => e.lineNumber === lineNumber);
  expect(exercise, `an exercise from line ${lineNumber}`).toBeDefined();
  expect(exercise!.sourceName).toBe(sourceName);
  expect(exercise!.sets.map((set) => [set.setType, set.values.reps])).toEqual(expected.map(([setType, reps]) => [setType, reps]));
  exercise!.sets.forEach((set, index) => {
    const weightKg = expected[index]![2];
    if (weightKg === null) expect(set.values.weightKg, `line ${lineNumber}, set ${index + 1}`).toBeNull();
    else
      expect(Math.abs(set.values.weightKg! - weightKg), `line ${lineNumber}, set ${index + 1}: ${set.values.weightKg}`).toBeLessThan(0.01);
  });
  return exercise!;
}

/** No exercise is made of a cut number or of words that are not a name. */
function expectCleanNames(preview: Preview) {
  for (const { sourceName } of preview.workout.workoutExercises) {
    expect(sourceName).not.toMatch(/\d$/);
    expect(sourceName).not.toMatch(/worked up to|[:–@#]|\bx\b/i);
  }
}

const poundsNotes = [
  'Leg day – Tue',
  '',
  'Squat – 155×5. 155×5. 155×5',
  'Squat 260x 5 reps x 3 sets',
  '- Bench: worked up to 82.5 x 15',
  '* Incline Bench 3×5 @ 195#',
  '',
  'Deadlift',
  '- 3x5x205',
  '- 1x3x225 lbs',
  '',
  'Bench Press: 12-10-8-8',
  '• Pushups: 15, 10',
  'Squat 2x5xBar (warm up) / 5×80 / 3x5x205',
  'Pull-ups 4x AMRAP',
  '',
  'drank way too much coffee before this',
  'Leg Press 2x10 @ 100 kg',
  'Bodyweight: 182 lbs',
].join('\n');

describe('notes in the member’s pounds', () => {
  it('reads every layout, takes loads without a unit in pounds and reports what it cannot read', async () => {
    const preview = await viaRest(poundsNotes, imperial);
    expect(preview.workout.workoutTitle).toBe('Leg day – Tue');
    expectLine(preview, 3, 'Squat', sets(3, 'NORMAL', 5, lb(155)));
    expectLine(preview, 4, 'Squat', sets(3, 'NORMAL', 5, lb(260)));
    expectLine(preview, 5, 'Bench', [['NORMAL', 15, lb(82.5)]]);
    expectLine(preview, 6, 'Incline Bench', sets(3, 'NORMAL', 5, lb(195)));
    expectLine(preview, 8, 'Deadlift', [...sets(3, 'NORMAL', 5, lb(205)), ['NORMAL', 3, lb(225)]]);
    expectLine(preview, 12, 'Bench Press', [
      ['NORMAL', 12, null],
      ['NORMAL', 10, null],
      ['NORMAL', 8, null],
      ['NORMAL', 8, null],
    ]);
    expectLine(preview, 13, 'Pushups', [
      ['NORMAL', 15, null],
      ['NORMAL', 10, null],
    ]);
    const chain = expectLine(preview, 14, 'Squat', [
      ...sets(2, 'WARMUP', 5, null),
      ['NORMAL', 5, lb(80)],
      ...sets(3, 'NORMAL', 5, lb(205)),
    ]);
    expect(chain.sets.map((set) => set.notes)).toEqual(['bar', 'bar', null, null, null, null]);
    expectLine(preview, 15, 'Pull-ups', sets(4, 'FAILURE', null, null));
    expectLine(preview, 18, 'Leg Press', sets(2, 'NORMAL', 10, 100));

    expect(preview.warnings).toEqual([
      { lineNumber: 17, message: 'Line 17: no sets × reps found in “drank way too much coffee before this”' },
      { lineNumber: 19, message: 'Line 19: no sets × reps found in “Bodyweight: 182 lbs”' },
    ]);
    expect(preview.workout.workoutExercises.map((e) => e.lineNumber)).toEqual([3, 4, 5, 6, 8, 12, 13, 14, 15, 18]);
    expectCleanNames(preview);
  });

  it('answers the same through GraphQL', async () => {
    const [rest, graphql] = await Promise.all([viaRest(poundsNotes, imperial), viaGraphql(poundsNotes, imperial)]);
    const shape = (preview: Preview) => ({
      title: preview.workout.workoutTitle,
      exercises: preview.workout.workoutExercises.map((e) => ({
        sourceName: e.sourceName,
        lineNumber: e.lineNumber,
        sets: e.sets.map((set) => ({ setType: set.setType, notes: set.notes, reps: set.values.reps, weightKg: set.values.weightKg })),
      })),
      warnings: preview.warnings,
    });
    expect(shape(graphql)).toEqual(shape(rest));
    expectLine(graphql, 3, 'Squat', sets(3, 'NORMAL', 5, lb(155)));
    expectLine(graphql, 14, 'Squat', [...sets(2, 'WARMUP', 5, null), ['NORMAL', 5, lb(80)], ...sets(3, 'NORMAL', 5, lb(205))]);
  });
});

describe('notes in the member’s kilograms', () => {
  const notes = [
    '# Push day, 2026-12-01 6:30am',
    '',
    'Bench – 80×5. 80×5. 80×5',
    'Overhead Press: worked up to 52.5 x 3',
    'Incline Press 40kg x 8, 8, 7',
    'Squat 100x 5 reps x 3 sets',
    'Row 3x8 @ 135 pounds',
    'Curl 3 sets of 10 @ 12,5 kilos',
    'Goblet Squat 3x10 @ 10 kgs',
    '',
    'Romanian Deadlift',
    '1. warmup 2x10x40',
    '2. 3x8x90',
    '3. 1 x AMRAP x 70',
    '',
    'Front Squat warm-up: 2x5 @ 40',
    'Front Squat 80 kg x 5 / 85 x 5 / 90 x 3',
    'Week 3 Day 2',
    'Bench 60',
    'Triceps Pushdown 3x12',
    'A1. Dumbbell Row 3x12 each arm at 30',
    'A2) Run 3 x 400m',
  ].join('\n');

  it('takes loads without a unit in kilograms and keeps pounds written as pounds', async () => {
    const preview = await viaRest(notes, metric);
    expect(preview.workout.workoutTitle).toBe('Push day, 2026-12-01 6:30am');
    expectLine(preview, 3, 'Bench', sets(3, 'NORMAL', 5, 80));
    expectLine(preview, 4, 'Overhead Press', [['NORMAL', 3, 52.5]]);
    expectLine(preview, 5, 'Incline Press', [
      ['NORMAL', 8, 40],
      ['NORMAL', 8, 40],
      ['NORMAL', 7, 40],
    ]);
    expectLine(preview, 6, 'Squat', sets(3, 'NORMAL', 5, 100));
    expectLine(preview, 7, 'Row', sets(3, 'NORMAL', 8, lb(135)));
    expectLine(preview, 8, 'Curl', sets(3, 'NORMAL', 10, 12.5));
    expectLine(preview, 9, 'Goblet Squat', sets(3, 'NORMAL', 10, 10));
    expectLine(preview, 11, 'Romanian Deadlift', [...sets(2, 'WARMUP', 10, 40), ...sets(3, 'NORMAL', 8, 90), ['FAILURE', null, 70]]);
    expectLine(preview, 16, 'Front Squat', sets(2, 'WARMUP', 5, 40));
    expectLine(preview, 17, 'Front Squat', [
      ['NORMAL', 5, 80],
      ['NORMAL', 5, 85],
      ['NORMAL', 3, 90],
    ]);
    expectLine(preview, 20, 'Triceps Pushdown', sets(3, 'NORMAL', 12, null));
    expect(expectLine(preview, 21, 'Dumbbell Row', sets(3, 'NORMAL', 12, 30)).notes).toBe('each arm');
    const run = expectLine(preview, 22, 'Run', sets(3, 'NORMAL', null, null));
    expect(run.sets.map((set) => set.values.distanceMeters)).toEqual([400, 400, 400]);
    expect(preview.warnings).toEqual([
      { lineNumber: 18, message: 'Line 18: no sets × reps found in “Week 3 Day 2”' },
      { lineNumber: 19, message: 'Line 19: no sets × reps found in “Bench 60”' },
    ]);
    expect(preview.workout.workoutExercises.map((e) => e.lineNumber)).toEqual([3, 4, 5, 6, 7, 8, 9, 11, 16, 17, 20, 21, 22]);
    expectCleanNames(preview);
  });

  it('reads the same notes in pounds for a member who lifts in pounds, and the same through GraphQL', async () => {
    const [rest, graphql] = await Promise.all([viaRest(notes, imperial), viaGraphql(notes, metric)]);
    expectLine(rest, 3, 'Bench', sets(3, 'NORMAL', 5, lb(80)));
    expectLine(rest, 5, 'Incline Press', [
      ['NORMAL', 8, 40],
      ['NORMAL', 8, 40],
      ['NORMAL', 7, 40],
    ]);
    expectLine(rest, 7, 'Row', sets(3, 'NORMAL', 8, lb(135)));
    expectLine(graphql, 3, 'Bench', sets(3, 'NORMAL', 5, 80));
    expectLine(graphql, 11, 'Romanian Deadlift', [...sets(2, 'WARMUP', 10, 40), ...sets(3, 'NORMAL', 8, 90), ['FAILURE', null, 70]]);
    expect(graphql.warnings.map((w) => w.lineNumber)).toEqual([18, 19]);
  });

  it('keeps the notation it always read', async () => {
    const preview = await viaRest(
      ['Bench Press 3x8 @ 60kg', 'Squat 5x5 100 kg', 'Plank 3 x 45s', 'Pull-ups 4x AMRAP', 'Row 3x8-12 @ RPE 8', 'Crunches 2x50'].join(
        '\n',
      ),
      imperial,
    );
    expectLine(preview, 1, 'Bench Press', sets(3, 'NORMAL', 8, 60));
    expectLine(preview, 2, 'Squat', sets(5, 'NORMAL', 5, 100));
    expectLine(preview, 3, 'Plank', sets(3, 'NORMAL', null, null));
    expectLine(preview, 4, 'Pull-ups', sets(4, 'FAILURE', null, null));
    expectLine(preview, 5, 'Row', sets(3, 'NORMAL', 8, null));
    expectLine(preview, 6, 'Crunches', sets(2, 'NORMAL', 50, null));
    expect(preview.warnings).toEqual([]);
  });

  it('refuses notes where nothing reads as an exercise, naming none', async () => {
    const response = await server.api('POST', '/workouts/import', {
      auth: metric,
      body: { text: 'Leg day\n\nfelt 100% today\nWeek 3 Day 2' },
    });
    expect(response.status).toBe(400);
    expect(response.body.error.message).toMatch(/No exercises found/);
  });
});
