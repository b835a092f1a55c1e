// Every field a route takes changes something or is refused by name, through REST and GraphQL alike: a set's
// completedAt completes it at that moment (a client sending back what it read keeps the completion), and a program
// without a week count lasts as long as its days.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type Auth, type TestServer } from '../support/server.js';

let server: TestServer;
let member: Auth;

beforeAll(async () => {
  server = await startTestServer();
  member = await server.signUp();
});

afterAll(() => server?.close());

const DONE_AT = '2026-03-02T10:05:00.000Z';
const bench = (setId: string, set: Record<string, unknown>) => ({
  exercises: [
    {
      workoutLogExerciseId: `ex-${setId}`,
      exerciseCode: 'BARBELL_BENCH_PRESS',
      sets: [{ workoutLogSetId: setId, values: [{ measurementCode: 'REPS', value: 5 }], ...set }],
    },
  ],
});

const CHANGE = `mutation($id: ID!, $input: WorkoutLogChange) {
  changeWorkoutLog(workoutLogId: $id, input: $input) {
    __typename
    ... on MutationChangeWorkoutLogSuccess { data { logExercises { sets { workoutLogSetId completedAt } } logSummary { setCount } } }
    ... on AppError { code message details { field message } }
  }
}`;

describe('a set’s completedAt', () => {
  it('completes the set at that moment, and with completed: false is refused by name, through REST', async () => {
    const started = await server.api('POST', '/workout-logs', { auth: member, body: {} });
    const logId = started.body.data.workoutLogId as string;
    const setId = randomUUID();
    const saved = await server.api('PUT', `/workout-logs/${logId}`, { auth: member, body: bench(setId, { completedAt: DONE_AT }) });
    expect(saved.status).toBe(200);
    expect(saved.body.data.logExercises[0].sets[0].completedAt).toBe(DONE_AT);
    expect(saved.body.data.logSummary.setCount).toBe(1);

    // What GET gave, sent back whole: the completion stays.
    const read = await server.api('GET', `/workout-logs/${logId}`, { auth: member });
    const [exercise] = read.body.data.logExercises;
    const echoed = await server.api('PUT', `/workout-logs/${logId}`, {
      auth: member,
      body: {
        exercises: [
          {
            workoutLogExerciseId: exercise.workoutLogExerciseId,
            sets: exercise.sets.map((set: { workoutLogSetId: string; completedAt: string }) => ({
              workoutLogSetId: set.workoutLogSetId,
              completedAt: set.completedAt,
            })),
          },
        ],
      },
    });
    expect(echoed.body.data.logExercises[0].sets[0].completedAt).toBe(DONE_AT);

    const contradictory = await server.api('PUT', `/workout-logs/${logId}`, {
      auth: member,
      body: bench(setId, { completed: false, completedAt: DONE_AT }),
    });
    expect(contradictory.status).toBe(400);
    expect(contradictory.body.error.details).toEqual([
      { field: 'exercises.0.sets.0.completedAt', message: 'A set sent with completed: false has no completion time' },
    ]);
    await server.api('DELETE', `/workout-logs/${logId}`, { auth: member });
  });

  it('does the same through GraphQL', async () => {
    const started = await server.api('POST', '/workout-logs', { auth: member, body: {} });
    const logId = started.body.data.workoutLogId as string;
    const setId = randomUUID();
    const saved = await server.gql(CHANGE, { id: logId, input: bench(setId, { completedAt: DONE_AT }) }, member);
    expect(saved.data.changeWorkoutLog.data).toEqual({
      logExercises: [{ sets: [{ workoutLogSetId: setId, completedAt: DONE_AT }] }],
      logSummary: { setCount: 1 },
    });
    const contradictory = await server.gql(CHANGE, { id: logId, input: bench(setId, { completed: false, completedAt: DONE_AT }) }, member);
    expect(contradictory.data.changeWorkoutLog).toEqual({
      __typename: 'AppError',
      code: 'BAD_USER_INPUT',
      message: 'exercises.0.sets.0.completedAt: A set sent with completed: false has no completion time',
      details: [{ field: 'exercises.0.sets.0.completedAt', message: 'A set sent with completed: false has no completion time' }],
    });
    await server.api('DELETE', `/workout-logs/${logId}`, { auth: member });
  });
});

describe('a program’s week count', () => {
  const days = [
    { weekNumber: 1, dayNumber: 1, dayType: 'Rest' },
    { weekNumber: 3, dayNumber: 2, dayType: 'Rest' },
  ];

  it('follows the days when not given, and a smaller one is refused naming weekCount, through REST', async () => {
    const created = await server.api('POST', '/workout-programs', {
      auth: member,
      body: { programTitle: 'Three weeks', programDays: days },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data.programSummary.weekCount).toBe(3);
    const short = await server.api('POST', '/workout-programs', {
      auth: member,
      body: { programTitle: 'Too short', weekCount: 2, programDays: days },
    });
    expect(short.status).toBe(400);
    expect(short.body.error.details).toEqual([{ field: 'programDays.1.weekNumber', message: 'Past weekCount: the program has 2 weeks' }]);
    const single = await server.api('POST', '/workout-programs', {
      auth: member,
      body: { programTitle: 'One week', weekCount: 1, programDays: days },
    });
    expect(single.body.error.details).toEqual([{ field: 'programDays.1.weekNumber', message: 'Past weekCount: the program has 1 week' }]);
  });

  it('does the same through GraphQL', async () => {
    const create = `mutation($input: CreateProgramInput!) {
      createProgram(input: $input) {
        __typename
        ... on MutationCreateProgramSuccess { data { programSummary { weekCount } } }
        ... on AppError { code details { field message } }
      }
    }`;
    const created = await server.gql(create, { input: { programTitle: 'Three weeks', programDays: days } }, member);
    expect(created.errors).toBeUndefined();
    expect(created.data.createProgram).toEqual({ __typename: 'MutationCreateProgramSuccess', data: { programSummary: { weekCount: 3 } } });
    const short = await server.gql(create, { input: { programTitle: 'Too short', weekCount: 2, programDays: days } }, member);
    expect(short.data.createProgram).toEqual({
      __typename: 'AppError',
      code: 'BAD_USER_INPUT',
      details: [{ field: 'programDays.1.weekNumber', message: 'Past weekCount: the program has 2 weeks' }],
    });
  });
});
