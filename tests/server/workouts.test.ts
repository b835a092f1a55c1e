import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, unique, type Auth, type TestServer } from '../support/server.js';

let server: TestServer;
let creator: Auth;
let profileId: string;

beforeAll(async () => {
  server = await startTestServer();
  creator = await server.signUp();
  const profile = await server.api('POST', '/creator-profiles', { body: { fullName: 'Coach', userName: unique('coach') }, auth: creator });
  profileId = profile.body.data.creatorProfileId;
  creator = await server.signIn(creator.email, creator.password);
});
afterAll(() => server.close());

describe('smoke', () => {
  it('creates', async () => {
    const res = await server.api('POST', '/workouts', {
      auth: creator,
      body: {
        workoutTitle: 'Push',
        creatorProfileId: profileId,
        publishedStatusCode: 'PUBLISHED',
        workoutExercises: [
          { exerciseCode: 'BARBELL_BENCH_PRESS', sets: [{ targets: [{ measurementCode: 'REPS', value: 8, valueMax: 12 }, { measurementCode: 'WEIGHT', value: 60 }] }] },
          { exerciseCode: 'PLANK', supersetGroup: 3, sets: [{ targets: [{ measurementCode: 'DURATION', value: 45 }] }] },
          { exerciseCode: 'PULL_UP', supersetGroup: 3, sets: [{ targets: [{ measurementCode: 'REPS', value: 8 }] }] },
        ],
      },
    });
    console.log(JSON.stringify(res.body, null, 1).slice(0, 3000));
    const gql = await server.gql(`{ workouts(first: 5) { totalCount edges { node { workoutId workoutTitle viewerRating viewerCanEdit workoutSummary { estimatedDuration } muscleUsage { muscleCode targetPercentage } workoutExercises { exercise { exerciseName } sets { setType targets { measurementCode value valueMax } } } } } } }`);
    console.log(JSON.stringify(gql, null, 1).slice(0, 2000));
  });
});
