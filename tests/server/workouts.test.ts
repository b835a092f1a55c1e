// Workouts over HTTP: the builder's writes with their validation, the derived summary and muscle usage, who sees
// and changes what (drafts, PUBLIC, BUDDIES, PRIVATE), lists, duplicates, ratings, views, shares and exports, each
// rule through REST and GraphQL alike.
import { makeBuddies } from '../support/social.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, unique, type Auth, type TestServer } from '../support/server.js';

let server: TestServer;
let creator: Auth;
let profileId: string;
let member: Auth;
let buddy: Auth;
let admin: Auth;

const bench = (sets: unknown[], extra: Record<string, unknown> = {}) => ({ exerciseCode: 'BARBELL_BENCH_PRESS', sets, ...extra });
const reps = (value: number, valueMax?: number) => ({ measurementCode: 'REPS', value, ...(valueMax ? { valueMax } : {}) });
const weight = (value: number) => ({ measurementCode: 'WEIGHT', value });

async function create(auth: Auth, body: Record<string, unknown>) {
  const response = await server.api('POST', '/workouts', { auth, body: { workoutTitle: unique('Workout '), ...body } });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data;
}

const published = (extra: Record<string, unknown> = {}) => ({
  creatorProfileId: profileId,
  publishedStatusCode: 'PUBLISHED',
  visibility: 'PUBLIC',
  workoutExercises: [bench([{ targets: [reps(8), weight(60)] }])],
  ...extra,
});

beforeAll(async () => {
  server = await startTestServer();
  creator = await server.signUp();
  const profile = await server.api('POST', '/creator-profiles', {
    body: { fullName: 'Coach Workouts', userName: unique('coach') },
    auth: creator,
  });
  profileId = profile.body.data.creatorProfileId;
  creator = await server.signIn(creator.email, creator.password);
  member = await server.signUp();
  buddy = await server.signUp();
  admin = await server.signUp({ roles: ['Admin'] });
  await makeBuddies(server, creator, buddy);
});
afterAll(() => server.close());

describe('building a workout', () => {
  it('stores exercises, sets, ranges and supersets in order and derives the summary', async () => {
    const workout = await create(creator, {
      workoutDescription: 'Upper body',
      workoutExercises: [
        bench(
          [
            { setType: 'WARMUP', targets: [reps(10), weight(40)], restSeconds: 60 },
            { targets: [reps(8, 12), weight(60)], targetRpe: 8.5, tempo: '31x0', notes: 'Pause on the chest' },
          ],
          { restSeconds: 120, notes: 'Retract the shoulder blades' },
        ),
        { exerciseCode: 'PLANK', supersetGroup: 7, sets: [{ targets: [{ measurementCode: 'DURATION', value: 45 }] }] },
        { exerciseCode: 'PULL_UP', supersetGroup: 7, sets: [{ setType: 'FAILURE', targets: [reps(8)] }] },
      ],
    });
    expect(workout).toMatchObject({
      workoutDescription: 'Upper body',
      publishedStatusCode: 'DRAFT',
      visibility: 'PUBLIC',
      creatorProfile: null,
      viewerCanEdit: true,
      workoutAnalytics: { ratingCount: 0, ratingAverage: null, totalViews: 0 },
    });
    expect(
      workout.workoutExercises.map((e: { exerciseCode: string; supersetGroup: number | null }) => [e.exerciseCode, e.supersetGroup]),
    ).toEqual([
      ['BARBELL_BENCH_PRESS', null],
      ['PLANK', 1],
      ['PULL_UP', 1],
    ]);
    expect(workout.workoutExercises[0]).toMatchObject({
      restSeconds: 120,
      notes: 'Retract the shoulder blades',
      exercise: { exerciseName: 'Barbell Bench Press', exerciseTypeCode: 'WEIGHT_REPS' },
    });
    expect(workout.workoutExercises[0].sets[1]).toMatchObject({
      setType: 'NORMAL',
      tempo: '31X0',
      targetRpe: 8.5,
      notes: 'Pause on the chest',
      targets: [
        { measurementCode: 'REPS', value: 8, valueMax: 12 },
        { measurementCode: 'WEIGHT', value: 60, valueMax: null },
      ],
    });
    // Warm-up: 10 reps × 3 s + 60 s rest. Working set: 10 reps (the middle of 8-12) × 5 s (tempo 3+1+X+0, X counting one second) + 120 s
    // (the exercise's rest). Plank: 45 s and no rest (its superset partner follows). Pull-ups: 8 × 3 s + 90 s.
    expect(workout.workoutSummary).toEqual({ exerciseCount: 3, estimatedDuration: 30 + 60 + 50 + 120 + 45 + 24 + 90, totalVolume: 600 });
  });

  it('merges the exercises’ muscle usage weighted by their working sets', async () => {
    const [squat, plank] = await Promise.all(
      ['BARBELL_BACK_SQUAT', 'PLANK'].map(async (code) => (await server.api('GET', `/exercises/${code}`)).body.data),
    );
    const workout = await create(creator, {
      workoutExercises: [
        {
          exerciseCode: 'BARBELL_BACK_SQUAT',
          sets: [{ targets: [reps(5)] }, { targets: [reps(5)] }, { setType: 'WARMUP', targets: [reps(5)] }],
        },
        { exerciseCode: 'PLANK', sets: [{ targets: [{ measurementCode: 'DURATION', value: 60 }] }] },
      ],
    });
    const expected = new Map<string, { share: number; isPrimary: boolean }>();
    for (const [exercise, weightOf] of [
      [squat, 2],
      [plank, 1],
    ] as const) {
      for (const usage of exercise.muscleUsage as { muscleCode: string; targetPercentage: number; isPrimary: boolean }[]) {
        const entry = expected.get(usage.muscleCode) ?? { share: 0, isPrimary: false };
        entry.share += (usage.targetPercentage * weightOf) / 3;
        entry.isPrimary ||= usage.isPrimary;
        expected.set(usage.muscleCode, entry);
      }
    }
    const byMuscle = Object.fromEntries(
      workout.muscleUsage.map((usage: { muscleCode: string; targetPercentage: number; isPrimary: boolean }) => [usage.muscleCode, usage]),
    );
    for (const [muscleCode, { share, isPrimary }] of expected) {
      if (Math.round(share) === 0) continue;
      expect(byMuscle[muscleCode], muscleCode).toEqual({ muscleCode, targetPercentage: Math.round(share), isPrimary });
    }
    const shares = workout.muscleUsage.map((usage: { targetPercentage: number }) => usage.targetPercentage);
    expect(shares).toEqual([...shares].sort((a, b) => b - a));
    const groups = await server.gql(
      `query($id: ID!) { workout(workoutId: $id) { muscleGroups { muscleGroupCode targetPercentage } } }`,
      {
        id: workout.workoutId,
      },
      creator,
    );
    const totals = groups.data.workout.muscleGroups.map((group: { targetPercentage: number }) => group.targetPercentage);
    expect(groups.data.workout.muscleGroups.map((group: { muscleGroupCode: string }) => group.muscleGroupCode)).toEqual(
      expect.arrayContaining(['QUADS', 'CORE', 'GLUTES_AND_HIPS']),
    );
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
  });

  it('refuses exercises, targets and supersets that do not fit, naming the field, on both APIs', async () => {
    const bad = await server.api('POST', '/workouts', {
      auth: creator,
      body: {
        workoutTitle: 'Bad',
        workoutExercises: [
          bench([{ targets: [reps(8), { measurementCode: 'DISTANCE', value: 100 }] }]),
          { exerciseCode: 'NO_SUCH_EXERCISE', sets: [] },
          { exerciseCode: 'PLANK', supersetGroup: 2, sets: [] },
          bench([], { supersetGroup: 3 }),
          { exerciseCode: 'PULL_UP', supersetGroup: 2, sets: [] },
        ],
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details).toEqual([
      { field: 'workoutExercises.4.supersetGroup', message: 'Exercises of one superset must follow each other' },
      { field: 'workoutExercises.0.sets.0.targets.1.measurementCode', message: 'Barbell Bench Press is measured in REPS, WEIGHT' },
      { field: 'workoutExercises.1.exerciseCode', message: 'No exercise NO_SUCH_EXERCISE in the Flexicon' },
    ]);
    const range = await server.api('POST', '/workouts', {
      auth: creator,
      body: { workoutTitle: 'Range', workoutExercises: [bench([{ targets: [reps(12, 8)], targetRpe: 11, tempo: 'fast' }])] },
    });
    expect(range.status).toBe(400);
    expect(range.body.error.details.map((d: { field: string }) => d.field).sort()).toEqual([
      'workoutExercises.0.sets.0.targetRpe',
      'workoutExercises.0.sets.0.targets.0.valueMax',
      'workoutExercises.0.sets.0.tempo',
    ]);
    const gql = await server.gql(
      `mutation { createWorkout(input: { workoutTitle: "Bad", workoutExercises: [{ exerciseCode: "PLANK", sets: [{ targets: [{ measurementCode: "WEIGHT", value: 20 }] }] }] }) {
        __typename ... on AppError { code details { field message } } } }`,
      {},
      creator,
    );
    expect(gql.data.createWorkout).toEqual({
      __typename: 'AppError',
      code: 'BAD_USER_INPUT',
      details: [{ field: 'workoutExercises.0.sets.0.targets.0.measurementCode', message: 'Plank is measured in DURATION' }],
    });
    const anonymous = await server.api('POST', '/workouts', { body: { workoutTitle: 'Nobody' } });
    expect(anonymous.status).toBe(401);
  });

  it('publishes only under a creator profile, the member’s own, with a member’s statuses', async () => {
    const noCreator = await server.api('POST', '/workouts', {
      auth: member,
      body: { workoutTitle: 'Mine', publishedStatusCode: 'PUBLISHED' },
    });
    expect(noCreator.status).toBe(400);
    expect(noCreator.body.error.details).toEqual([{ field: 'creatorProfileId', message: 'Assign a creator profile before publishing' }]);
    const someoneElses = await server.api('POST', '/workouts', {
      auth: member,
      body: { workoutTitle: 'Borrowed', creatorProfileId: profileId, publishedStatusCode: 'PUBLISHED' },
    });
    expect(someoneElses.status).toBe(403);
    const curated = await server.api('POST', '/workouts', {
      auth: creator,
      body: { workoutTitle: 'Curated', creatorProfileId: profileId, publishedStatusCode: 'FAVORITES' },
    });
    expect(curated.status).toBe(400);
    const byAdmin = await create(admin, { creatorProfileId: profileId, publishedStatusCode: 'FAVORITES' });
    expect(byAdmin.creatorProfile).toMatchObject({ creatorProfileId: profileId, fullName: 'Coach Workouts' });
    expect(byAdmin.publishedStatusCode).toBe('FAVORITES');
  });

  it('replaces the exercise list on edit and keeps what was not sent', async () => {
    const workout = await create(creator, {
      workoutDescription: 'Keep me',
      workoutExercises: [bench([{ targets: [reps(5), weight(100)] }])],
    });
    const edited = await server.api('PUT', `/workouts/${workout.workoutId}`, {
      auth: creator,
      body: {
        workoutTitle: 'Renamed',
        workoutExercises: [{ exerciseCode: 'PLANK', sets: [{ targets: [{ measurementCode: 'DURATION', value: 30 }] }] }],
      },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({
      workoutTitle: 'Renamed',
      workoutDescription: 'Keep me',
      workoutSummary: { exerciseCount: 1, totalVolume: 0 },
    });
    expect(edited.body.data.workoutExercises.map((e: { exerciseCode: string }) => e.exerciseCode)).toEqual(['PLANK']);
    const cleared = await server.gql(
      `mutation($id: ID!) { updateWorkout(workoutId: $id, input: { workoutDescription: null }) { __typename ... on MutationUpdateWorkoutSuccess { data { workoutDescription workoutTitle workoutSummary { exerciseCount } } } } }`,
      { id: workout.workoutId },
      creator,
    );
    expect(cleared.data.updateWorkout.data).toEqual({
      workoutDescription: null,
      workoutTitle: 'Renamed',
      workoutSummary: { exerciseCount: 1 },
    });
  });
});

describe('who sees and changes a workout', () => {
  let draft: { workoutId: string };
  let publicOne: { workoutId: string };
  let buddiesOnly: { workoutId: string };
  let privateOne: { workoutId: string };

  beforeAll(async () => {
    draft = await create(creator, { visibility: 'PUBLIC' });
    publicOne = await create(creator, published());
    buddiesOnly = await create(creator, published({ visibility: 'BUDDIES' }));
    privateOne = await create(creator, published({ visibility: 'PRIVATE' }));
  });

  const status = async (id: string, auth: Auth | null) => (await server.api('GET', `/workouts/${id}`, { auth })).status;
  const gqlVisible = async (id: string, auth: Auth | null) => {
    const answer = await server.gql(`query($id: ID!) { workout(workoutId: $id) { workoutId } }`, { id }, auth);
    return answer.data?.workout ? 200 : answer.errors?.[0]?.extensions?.code === 'NOT_FOUND' ? 404 : 500;
  };

  it('shows drafts to the author and administrators, published PUBLIC to anyone, BUDDIES to buddies, PRIVATE to none else', async () => {
    const table = {
      draft: [draft, { anon: 404, member: 404, buddy: 404, creator: 200, admin: 200 }],
      public: [publicOne, { anon: 200, member: 200, buddy: 200, creator: 200, admin: 200 }],
      buddies: [buddiesOnly, { anon: 404, member: 404, buddy: 200, creator: 200, admin: 200 }],
      private: [privateOne, { anon: 404, member: 404, buddy: 404, creator: 200, admin: 200 }],
    } as const;
    const callers = { anon: null, member, buddy, creator, admin };
    for (const [name, [workout, expected]] of Object.entries(table)) {
      for (const [caller, code] of Object.entries(expected)) {
        const auth = callers[caller as keyof typeof callers];
        expect({ name, caller, rest: await status(workout.workoutId, auth), gql: await gqlVisible(workout.workoutId, auth) }).toEqual({
          name,
          caller,
          rest: code,
          gql: code,
        });
      }
    }
  });

  it('lets only the author and administrators change or delete; hidden ones are unknown to others', async () => {
    expect((await server.api('PUT', `/workouts/${publicOne.workoutId}`, { auth: member, body: { workoutTitle: 'Mine now' } })).status).toBe(
      403,
    );
    expect(
      (await server.api('PUT', `/workouts/${privateOne.workoutId}`, { auth: member, body: { workoutTitle: 'Mine now' } })).status,
    ).toBe(404);
    const gql = await server.gql(
      `mutation($id: ID!) { deleteWorkout(workoutId: $id) { __typename ... on AppError { code } } }`,
      { id: publicOne.workoutId },
      buddy,
    );
    expect(gql.data.deleteWorkout).toEqual({ __typename: 'AppError', code: 'FORBIDDEN' });
    expect(
      (await server.api('PUT', `/workouts/${publicOne.workoutId}`, { auth: admin, body: { workoutTitle: 'Edited by admin' } })).status,
    ).toBe(200);
    const doomed = await create(creator, {});
    expect((await server.api('DELETE', `/workouts/${doomed.workoutId}`, { auth: admin })).status).toBe(204);
    expect((await server.api('GET', `/workouts/${doomed.workoutId}`, { auth: creator })).status).toBe(404);
  });

  it('lists what each viewer may see; mine includes drafts', async () => {
    const ids = (items: { workoutId: string }[]) => items.map((item) => item.workoutId);
    const visitor = await server.api('GET', `/workouts?creatorProfileId=${profileId}&limit=100`);
    expect(ids(visitor.body.data.items)).toContain(publicOne.workoutId);
    expect(ids(visitor.body.data.items)).not.toContain(buddiesOnly.workoutId);
    const asBuddy = await server.api('GET', `/workouts?creatorProfileId=${profileId}&limit=100`, { auth: buddy });
    expect(ids(asBuddy.body.data.items)).toEqual(expect.arrayContaining([publicOne.workoutId, buddiesOnly.workoutId]));
    expect(ids(asBuddy.body.data.items)).not.toContain(privateOne.workoutId);
    const mine = await server.api('GET', '/workouts?mine=true&limit=100', { auth: creator });
    expect(ids(mine.body.data.items)).toEqual(expect.arrayContaining([draft.workoutId, privateOne.workoutId, buddiesOnly.workoutId]));
    expect((await server.api('GET', '/workouts?mine=true')).status).toBe(401);
    expect(mine.body.data.items[0]).not.toHaveProperty('workoutExercises');
  });
});

describe('lists', () => {
  it('searches titles, sorts and pages with cursors the same way on both APIs', async () => {
    const author = await server.signUp();
    const tag = unique('zz');
    for (const title of ['Charlie', 'alpha', 'Bravo', 'Échelle', 'delta']) await create(author, { workoutTitle: `${title} ${tag}` });
    const restTitles: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = `/workouts?mine=true&search=${tag}&sort=TITLE&limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      const page = await server.api('GET', query, { auth: author });
      expect(page.body.data.totalCount).toBe(5);
      restTitles.push(...page.body.data.items.map((item: { workoutTitle: string }) => item.workoutTitle.split(' ')[0]));
      cursor = page.body.data.nextCursor;
    } while (cursor);
    expect(restTitles).toEqual(['alpha', 'Bravo', 'Charlie', 'delta', 'Échelle']);
    const gql = await server.gql(
      `query($search: String) { workouts(first: 10, filter: { mine: true, search: $search }, orderBy: { field: TITLE, direction: DESC }) { totalCount edges { node { workoutTitle } } } }`,
      { search: tag },
      author,
    );
    expect(gql.data.workouts.edges.map((edge: { node: { workoutTitle: string } }) => edge.node.workoutTitle.split(' ')[0])).toEqual(
      [...restTitles].reverse(),
    );
    const recent = await server.api('GET', `/workouts?mine=true&search=${tag}`, { auth: author });
    expect(recent.body.data.items[0].workoutTitle.startsWith('delta')).toBe(true);
  });

  it('loads a page of cards and a 10-exercise workout in the same number of statements as rows grow', async () => {
    const author = await server.signUp();
    const exercises = (count: number) =>
      Array.from({ length: count }, (_, index) => bench([{ targets: [reps(8 + index), weight(50)] }, { targets: [reps(6), weight(60)] }]));
    const small = await create(author, { workoutExercises: exercises(2) });
    const large = await create(author, { workoutExercises: exercises(10) });
    const count = async (path: string) => {
      server.statements.reset();
      expect((await server.api('GET', path, { auth: author })).status).toBe(200);
      return server.statements.count;
    };
    const gqlCount = async (id: string) => {
      server.statements.reset();
      const answer = await server.gql(
        `query($id: ID!) { workout(workoutId: $id) { workoutTitle viewerRating creatorProfile { fullName } muscleGroups { muscleGroupCode } muscleUsage { muscleCode } workoutExercises { exercise { exerciseName } sets { targets { value } } } } }`,
        { id },
        author,
      );
      expect(answer.errors).toBeUndefined();
      return server.statements.count;
    };
    expect(await count(`/workouts/${large.workoutId}`)).toBe(await count(`/workouts/${small.workoutId}`));
    expect(await gqlCount(large.workoutId)).toBe(await gqlCount(small.workoutId));
    const fewer = await count('/workouts?mine=true&limit=2');
    for (let index = 0; index < 4; index += 1) await create(author, { workoutExercises: exercises(3) });
    expect(await count('/workouts?mine=true&limit=6')).toBe(fewer);
    const listCount = async (first: number) => {
      server.statements.reset();
      const answer = await server.gql(
        `query($first: Int) { workouts(first: $first, filter: { mine: true }) { edges { node { workoutTitle viewerRating viewerCanEdit creatorProfile { fullName } muscleUsage { muscleCode } workoutSummary { exerciseCount } } } } }`,
        { first },
        author,
      );
      expect(answer.errors).toBeUndefined();
      return server.statements.count;
    };
    expect(await listCount(6)).toBe(await listCount(2));
  });
});

describe('duplicates, ratings, views, shares and exports', () => {
  let original: { workoutId: string; workoutTitle: string };

  beforeAll(async () => {
    original = await create(
      creator,
      published({
        workoutExercises: [
          bench([{ targets: [reps(8, 10), weight(70)] }]),
          { exerciseCode: 'PLANK', sets: [{ targets: [{ measurementCode: 'DURATION', value: 60 }] }] },
        ],
      }),
    );
  });

  it('copies a workout into the caller’s library as a private draft and counts the duplicate', async () => {
    const copy = await server.api('POST', `/workouts/${original.workoutId}/duplicate`, { auth: member });
    expect(copy.status).toBe(201);
    expect(copy.body.data).toMatchObject({
      workoutTitle: original.workoutTitle,
      publishedStatusCode: 'DRAFT',
      visibility: 'PRIVATE',
      creatorProfile: null,
      viewerCanEdit: true,
    });
    const source = (await server.api('GET', `/workouts/${original.workoutId}`, { auth: member })).body.data;
    const shape = (w: { workoutExercises: { exerciseCode: string; sets: { targets: unknown[] }[] }[] }) =>
      w.workoutExercises.map((e) => [e.exerciseCode, e.sets.map((s) => s.targets)]);
    expect(shape(copy.body.data)).toEqual(shape(source));
    expect(source.workoutAnalytics.duplicateCount).toBe(1);
    expect((await server.api('GET', `/workouts/${copy.body.data.workoutId}`, { auth: creator })).status).toBe(404);
    const gql = await server.gql(
      `mutation($id: ID!) { duplicateWorkout(workoutId: $id) { __typename ... on MutationDuplicateWorkoutSuccess { data { visibility publishedStatusCode } } } }`,
      { id: original.workoutId },
      buddy,
    );
    expect(gql.data.duplicateWorkout.data).toEqual({ visibility: 'PRIVATE', publishedStatusCode: 'DRAFT' });
  });

  it('takes one 1-5 rating per member, never the author’s, and keeps the average', async () => {
    const path = `/workouts/${original.workoutId}/rating`;
    expect((await server.api('PUT', path, { auth: creator, body: { rating: 5 } })).status).toBe(403);
    expect((await server.api('PUT', path, { auth: member, body: { rating: 6 } })).body.error.details).toEqual([
      { field: 'rating', message: 'Give a rating from 1 to 5' },
    ]);
    expect((await server.api('PUT', path, { body: { rating: 4 } })).status).toBe(401);
    expect((await server.api('PUT', path, { auth: member, body: { rating: 2 } })).body.data).toEqual({
      rating: 2,
      ratingCount: 1,
      ratingAverage: 2,
    });
    expect((await server.api('PUT', path, { auth: member, body: { rating: 4 } })).body.data).toEqual({
      rating: 4,
      ratingCount: 1,
      ratingAverage: 4,
    });
    const gql = await server.gql(
      `mutation($id: ID!) { rateWorkout(workoutId: $id, rating: 5) { __typename ... on MutationRateWorkoutSuccess { data { rating ratingCount ratingAverage } } } }`,
      { id: original.workoutId },
      buddy,
    );
    expect(gql.data.rateWorkout.data).toEqual({ rating: 5, ratingCount: 2, ratingAverage: 4.5 });
    const seen = await server.api('GET', `/workouts/${original.workoutId}`, { auth: member });
    expect(seen.body.data).toMatchObject({ viewerRating: 4, workoutAnalytics: { ratingCount: 2, ratingAverage: 4.5 } });
    const listed = await server.gql(
      `query($id: String) { workouts(first: 50, filter: { creatorProfileId: $id }, orderBy: { field: RATING }) { edges { node { workoutId viewerRating } } } }`,
      { id: profileId },
      buddy,
    );
    expect(listed.data.workouts.edges[0].node).toEqual({ workoutId: original.workoutId, viewerRating: 5 });
  });

  it('counts a view once per viewer per day, not the author’s, and records shares', async () => {
    const workout = await create(creator, published());
    const view = (auth: Auth | null, headers: Record<string, string> = {}) =>
      server.api('POST', `/workouts/${workout.workoutId}/views`, { auth, headers });
    expect((await view(member)).body.data).toEqual({ counted: true });
    expect((await view(member)).body.data).toEqual({ counted: false });
    expect((await view(creator)).body.data).toEqual({ counted: false });
    expect((await view(null, { 'user-agent': 'phone' })).body.data).toEqual({ counted: true });
    expect((await view(null, { 'user-agent': 'phone' })).body.data).toEqual({ counted: false });
    const gql = await server.gql(
      `mutation($id: ID!) { recordWorkoutView(workoutId: $id) { __typename ... on MutationRecordWorkoutViewSuccess { data { counted } } } }`,
      { id: workout.workoutId },
      buddy,
    );
    expect(gql.data.recordWorkoutView.data).toEqual({ counted: true });
    expect((await server.api('POST', `/workouts/${workout.workoutId}/shares`, { body: { channel: 'LINK' } })).status).toBe(201);
    expect((await server.api('POST', `/workouts/${workout.workoutId}/shares`, { auth: member, body: { channel: 'PIGEON' } })).status).toBe(
      400,
    );
    const after = (await server.api('GET', `/workouts/${workout.workoutId}`)).body.data.workoutAnalytics;
    expect(after).toMatchObject({ totalViews: 3, shareCount: 1 });
    const hidden = await create(creator, {});
    expect((await server.api('POST', `/workouts/${hidden.workoutId}/views`, { auth: member })).status).toBe(404);
  });

  it('exports a workout as a document that creates the same workout again', async () => {
    const exported = await server.api('GET', `/workouts/${original.workoutId}/export`);
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-disposition')).toMatch(/attachment; filename=".+\.liftmates\.json"/);
    expect(exported.body).toMatchObject({ format: 'liftmates.workout', version: 1, workout: { workoutTitle: original.workoutTitle } });
    expect(exported.body.workout.workoutExercises[0]).toMatchObject({
      exerciseCode: 'BARBELL_BENCH_PRESS',
      exerciseName: 'Barbell Bench Press',
    });
    const again = await create(member, {
      ...exported.body.workout,
      workoutExercises: exported.body.workout.workoutExercises.map(
        ({ exerciseName: _name, ...exercise }: { exerciseName: string }) => exercise,
      ),
    });
    const reExported = await server.api('GET', `/workouts/${again.workoutId}/export`, { auth: member });
    expect(reExported.body.workout.workoutExercises).toEqual(exported.body.workout.workoutExercises);
    const gql = await server.gql(`query($id: ID!) { workoutExport(workoutId: $id) }`, { id: original.workoutId });
    expect((gql.data.workoutExport as { workout: unknown }).workout).toEqual(exported.body.workout);
  });
});
