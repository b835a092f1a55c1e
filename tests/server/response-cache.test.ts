// The response cache of anonymous GraphQL reads over HTTP: a repeated anonymous query is answered from it, signed-in
// and no-cache requests never are, a write through REST or GraphQL to what an answer holds ends it at once (on every
// instance sharing Redis), and members' private writes leave the Flexicon's answers standing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type Auth, type TestServer } from '../support/server.js';

let server: TestServer;
let admin: Auth;
// An exercise of this file's own, so renaming it disturbs no other test on the shared database.
const CODE = `CACHE_TEST_${Date.now().toString(36).toUpperCase()}`;
const EXERCISE = `{ exercise(exerciseCode: "${CODE}") { exerciseCode exerciseName } }`;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signUp({ roles: ['Admin'] });
  const created = await server.api('PUT', `/exercises/${CODE}`, {
    auth: admin,
    body: {
      exerciseName: 'Cache Plank',
      exerciseTypeCode: 'DURATION',
      publishedStatusCode: 'PUBLISHED',
      muscleUsage: [{ muscleCode: 'RECTUS_ABDOMINIS', targetPercentage: 100, isPrimary: true }],
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  await pastWriteAnnouncements();
});
afterAll(() => server.close());

/**
 * A write is announced again a second later (it may have been read before it committed), so an answer kept within
 * a second of a write ends then: a test that counts on kept answers starts past the earlier writes' announcements.
 */
const pastWriteAnnouncements = () => new Promise((resolve) => setTimeout(resolve, 1100));

/** A GraphQL POST as a browser sends it, with the cache's verdict. */
async function read(target: TestServer, query: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${target.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query }),
  });
  const json = (await response.json()) as { data: Record<string, { exerciseName?: string } | null> };
  return { cache: response.headers.get('x-response-cache'), data: json.data };
}

const rename = (target: TestServer, exerciseName: string) =>
  target.api('PUT', `/exercises/${CODE}`, { auth: admin, body: { exerciseName } });

describe('the response cache', () => {
  it('answers a repeated anonymous query from the cache, and never a signed-in or no-cache one', async () => {
    await read(server, EXERCISE);
    const again = await read(server, EXERCISE);
    expect(again.cache).toBe('hit');
    expect(again.data.exercise?.exerciseName).toBeTruthy();

    const member = await server.signUp();
    const signedIn = await read(server, EXERCISE, member.headers);
    expect(signedIn.cache).toBeNull();
    const signedInAgain = await read(server, '{ me { userName } }', member.headers);
    expect(signedInAgain.cache).toBeNull();
    expect((await read(server, EXERCISE, { 'cache-control': 'no-cache' })).cache).toBeNull();
  });

  it('ends a kept answer at the first write to what it holds, through REST and GraphQL alike', async () => {
    await read(server, EXERCISE);
    expect((await rename(server, 'Front Plank Hold')).status).toBe(200);
    const afterRest = await read(server, EXERCISE);
    expect(afterRest).toEqual({ cache: 'miss', data: { exercise: { exerciseCode: CODE, exerciseName: 'Front Plank Hold' } } });

    const viaGraphql = await server.gql(
      `mutation($code: ID!) { upsertExercise(exerciseCode: $code, input: { exerciseName: "Cache Plank" }) {
        ... on MutationUpsertExerciseSuccess { data { exerciseName } } } }`,
      { code: CODE },
      admin,
    );
    expect(viaGraphql.errors).toBeUndefined();
    expect(viaGraphql.data.upsertExercise.data.exerciseName).toBe('Cache Plank');
    expect((await read(server, EXERCISE)).data.exercise?.exerciseName).toBe('Cache Plank');
  });

  it('keeps the Flexicon’s answers through members’ private writes and other content’s changes', async () => {
    const member = await server.signUp();
    await pastWriteAnnouncements();
    await read(server, EXERCISE);
    expect((await server.api('PUT', '/user/equipment', { auth: member, body: { equipmentCodes: ['DUMBBELLS'] } })).status).toBe(200);
    expect((await read(server, EXERCISE)).cache).toBe('hit');

    const workout = await server.api('POST', '/workouts', {
      auth: member,
      body: {
        workoutTitle: 'Core',
        workoutExercises: [{ exerciseCode: 'PLANK', sets: [{ targets: [{ measurementCode: 'DURATION', value: 60 }] }] }],
      },
    });
    expect(workout.status, JSON.stringify(workout.body)).toBe(201);
    // A workout is not the Flexicon's: its answers stand, while a query that may read workouts is made again.
    expect((await read(server, EXERCISE)).cache).toBe('hit');
    const both = `{ exercise(exerciseCode: "${CODE}") { exerciseName } workouts(first: 1) { totalCount } }`;
    await pastWriteAnnouncements();
    await read(server, both);
    expect((await read(server, both)).cache).toBe('hit');
    await server.api('POST', '/workouts', {
      auth: member,
      body: {
        workoutTitle: 'Core again',
        workoutExercises: [{ exerciseCode: 'PLANK', sets: [{ targets: [{ measurementCode: 'DURATION', value: 45 }] }] }],
      },
    });
    expect((await read(server, both)).cache).toBe('miss');
  });

  it('announces a burst of writes again a second after its last write, not after each of them', async () => {
    const until = (moment: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, moment - Date.now())));
    await pastWriteAnnouncements();
    const first = Date.now();
    expect((await rename(server, 'Burst Plank')).status).toBe(200);
    await until(first + 900);
    expect((await rename(server, 'Burst Plank Hold')).status).toBe(200);
    const last = Date.now();
    expect((await read(server, EXERCISE)).data.exercise?.exerciseName).toBe('Burst Plank Hold');
    // Past the first write's second and well within the last one's: the answer kept after the last write stands.
    await until(first + 1450);
    expect((await read(server, EXERCISE)).cache).toBe('hit');
    await until(last + 1250);
    expect((await read(server, EXERCISE)).cache).toBe('miss');
  });

  it('shares answers and their end between instances through Redis', async () => {
    const redis = { REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379' };
    const [one, two] = [await startTestServer(redis), await startTestServer(redis)];
    try {
      await read(one, EXERCISE);
      expect((await read(two, EXERCISE)).cache).toBe('hit');
      expect((await rename(two, 'Side Cache Plank')).status).toBe(200);
      expect(await read(one, EXERCISE)).toEqual({
        cache: 'miss',
        data: { exercise: { exerciseCode: CODE, exerciseName: 'Side Cache Plank' } },
      });
      expect((await read(two, EXERCISE)).cache).toBe('hit');
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });
});
