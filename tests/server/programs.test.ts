// Programs over HTTP: the week grid with its five day types, its summary, who sees it and its workouts, edits that
// keep day ids, enrolment with today's day, duplicates, ratings and exports, through REST and GraphQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, unique, type Auth, type TestServer } from '../support/server.js';

let server: TestServer;
let coach: Auth;
let profileId: string;
let member: Auth;
let push: { workoutId: string; workoutSummary: { estimatedDuration: number } };
let legs: { workoutId: string; workoutSummary: { estimatedDuration: number } };
let privateWorkout: { workoutId: string };

async function workout(body: Record<string, unknown>) {
  const response = await server.api('POST', '/workouts', {
    auth: coach,
    body: {
      workoutTitle: unique('W '),
      workoutExercises: [{ exerciseCode: 'BARBELL_BENCH_PRESS', sets: [{ targets: [{ measurementCode: 'REPS', value: 8 }] }] }],
      ...body,
    },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data;
}

const publishedPublic = () => ({ creatorProfileId: profileId, publishedStatusCode: 'PUBLISHED', visibility: 'PUBLIC' });

const twoWeeks = () => [
  { weekNumber: 1, dayNumber: 1, dayType: 'Workout', workoutId: push.workoutId, title: 'Push' },
  { weekNumber: 1, dayNumber: 2, dayType: 'Rest' },
  { weekNumber: 1, dayNumber: 3, dayType: 'Workout', workoutId: legs.workoutId },
  { weekNumber: 1, dayNumber: 4, dayType: 'Cardio', notes: '30 minutes easy' },
  { weekNumber: 2, dayNumber: 1, dayType: 'Workout', workoutId: push.workoutId },
  { weekNumber: 2, dayNumber: 2, dayType: 'ActiveRecovery' },
  { weekNumber: 2, dayNumber: 3, dayType: 'Empty' },
];

async function program(body: Record<string, unknown> = {}) {
  const response = await server.api('POST', '/workout-programs', {
    auth: coach,
    body: { programTitle: unique('Program '), weekCount: 2, programDays: twoWeeks(), ...publishedPublic(), ...body },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data;
}

beforeAll(async () => {
  server = await startTestServer();
  coach = await server.signUp();
  const profile = await server.api('POST', '/creator-profiles', {
    body: { fullName: 'Program Coach', userName: unique('pc') },
    auth: coach,
  });
  profileId = profile.body.data.creatorProfileId;
  coach = await server.signIn(coach.email, coach.password);
  member = await server.signUp();
  push = await workout(publishedPublic());
  legs = await workout({
    ...publishedPublic(),
    workoutExercises: [
      { exerciseCode: 'BARBELL_BACK_SQUAT', sets: [1, 2, 3].map(() => ({ targets: [{ measurementCode: 'REPS', value: 5 }] })) },
    ],
  });
  privateWorkout = await workout({ ...publishedPublic(), visibility: 'PRIVATE' });
});
afterAll(() => server.close());

describe('building a program', () => {
  it('stores a two-week grid of the five day types and sums its workouts per week', async () => {
    const created = await program({ programDescription: 'Two weeks to start' });
    expect(created).toMatchObject({
      programDescription: 'Two weeks to start',
      publishedStatusCode: 'PUBLISHED',
      creatorProfile: { creatorProfileId: profileId },
      viewerCanEdit: true,
      programSummary: {
        weekCount: 2,
        workoutDayCount: 3,
        estimatedWeeklyDuration: Math.round((2 * push.workoutSummary.estimatedDuration + legs.workoutSummary.estimatedDuration) / 2),
      },
    });
    expect(
      created.programDays.map(
        (day: { weekNumber: number; dayNumber: number; dayType: string }) => `${day.weekNumber}.${day.dayNumber} ${day.dayType}`,
      ),
    ).toEqual(['1.1 Workout', '1.2 Rest', '1.3 Workout', '1.4 Cardio', '2.1 Workout', '2.2 ActiveRecovery', '2.3 Empty']);
    expect(created.programDays[0]).toMatchObject({
      title: 'Push',
      workout: { workoutId: push.workoutId, workoutSummary: { exerciseCount: 1 } },
    });
    expect(created.programDays[3]).toMatchObject({ notes: '30 minutes easy', workout: null });
  });

  it('refuses days that do not fit, naming each, on both APIs', async () => {
    const semanticDays = [
      { weekNumber: 2, dayNumber: 1, dayType: 'Rest' },
      { weekNumber: 1, dayNumber: 1, dayType: 'Workout' },
      { weekNumber: 1, dayNumber: 1, dayType: 'Rest' },
      { weekNumber: 1, dayNumber: 2, dayType: 'Cardio', workoutId: push.workoutId },
      { weekNumber: 1, dayNumber: 3, dayType: 'Workout', workoutId: 'nope' },
    ];
    const malformed = await server.api('POST', '/workout-programs', {
      auth: coach,
      body: { programTitle: 'Bad', weekCount: 1, programDays: [...semanticDays, { weekNumber: 1, dayNumber: 8, dayType: 'Nap' }] },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.details).toEqual([
      { field: 'programDays.5.dayNumber', message: 'Days run from 1 to 7' },
      { field: 'programDays.5.dayType', message: 'Use one of Empty, Workout, Rest, Cardio, ActiveRecovery' },
    ]);
    const semantic = await server.api('POST', '/workout-programs', {
      auth: coach,
      body: { programTitle: 'Bad', weekCount: 1, programDays: semanticDays },
    });
    expect(semantic.body.error.details).toEqual([
      { field: 'programDays.0.weekNumber', message: 'Past weekCount: the program has 1 week' },
      { field: 'programDays.1.workoutId', message: 'Choose the workout of this day' },
      { field: 'programDays.2.dayNumber', message: 'Week 1 already has a day 1' },
      { field: 'programDays.3.workoutId', message: 'Only Workout days have a workout' },
      { field: 'programDays.4.workoutId', message: 'No workout you can see has this id' },
    ]);
    const gql = await server.gql(
      `mutation($id: String) { createProgram(input: { programTitle: "Open", creatorProfileId: $id, publishedStatusCode: "PUBLISHED", programDays: [{ weekNumber: 1, dayNumber: 1, dayType: Workout, workoutId: "${privateWorkout.workoutId}" }] }) {
        __typename ... on AppError { code details { field message } } } }`,
      { id: profileId },
      coach,
    );
    expect(gql.data.createProgram).toEqual({
      __typename: 'AppError',
      code: 'BAD_USER_INPUT',
      details: [{ field: 'programDays.0.workoutId', message: 'Publish this workout to the program’s audience first' }],
    });
    const someoneElses = await server.api('POST', '/workout-programs', {
      auth: member,
      body: {
        programTitle: 'Borrowing',
        programDays: [{ weekNumber: 1, dayNumber: 1, dayType: 'Workout', workoutId: privateWorkout.workoutId }],
      },
    });
    expect(someoneElses.body.error.details).toEqual([{ field: 'programDays.0.workoutId', message: 'No workout you can see has this id' }]);
  });

  it('keeps the ids of days that stay in their slot when the grid is edited', async () => {
    const created = await program();
    const before = Object.fromEntries(
      created.programDays.map((day: { weekNumber: number; dayNumber: number; programDayId: string }) => [
        `${day.weekNumber}.${day.dayNumber}`,
        day.programDayId,
      ]),
    );
    const edited = await server.api('PUT', `/workout-programs/${created.programId}`, {
      auth: coach,
      body: {
        weekCount: 3,
        programDays: [
          { weekNumber: 1, dayNumber: 1, dayType: 'Workout', workoutId: legs.workoutId, title: 'Legs first' },
          { weekNumber: 3, dayNumber: 7, dayType: 'Rest' },
        ],
      },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data.programSummary).toEqual({
      weekCount: 3,
      workoutDayCount: 1,
      estimatedWeeklyDuration: Math.round(legs.workoutSummary.estimatedDuration / 3),
    });
    expect(edited.body.data.programDays[0]).toMatchObject({
      programDayId: before['1.1'],
      title: 'Legs first',
      workout: { workoutId: legs.workoutId },
    });
    expect(edited.body.data.programDays[1]).toMatchObject({ weekNumber: 3, dayNumber: 7, dayType: 'Rest' });
    expect((await server.api('GET', `/workout-programs/day/${before['1.2']}`, { auth: coach })).status).toBe(404);
    const renamed = await server.gql(
      `mutation($id: ID!) { updateProgram(programId: $id, input: { programTitle: "Renamed" }) { __typename ... on MutationUpdateProgramSuccess { data { programTitle programDays { programDayId } } } } }`,
      { id: created.programId },
      coach,
    );
    expect(renamed.data.updateProgram.data.programTitle).toBe('Renamed');
    expect(renamed.data.updateProgram.data.programDays.map((day: { programDayId: string }) => day.programDayId)).toEqual(
      edited.body.data.programDays.map((day: { programDayId: string }) => day.programDayId),
    );
  });
});

describe('who sees a program and its workouts', () => {
  it('hides drafts and PRIVATE programs like workouts, and a day’s workout the viewer may not open', async () => {
    const draft = await program({ publishedStatusCode: 'DRAFT' });
    expect((await server.api('GET', `/workout-programs/${draft.programId}`)).status).toBe(404);
    expect((await server.api('GET', `/workout-programs/${draft.programId}`, { auth: member })).status).toBe(404);
    expect((await server.api('GET', `/workout-programs/${draft.programId}`, { auth: coach })).status).toBe(200);
    expect((await server.api('GET', `/workout-programs/day/${draft.programDays[0].programDayId}`, { auth: member })).status).toBe(404);
    const privateProgram = await program({
      visibility: 'PRIVATE',
      programDays: [{ weekNumber: 1, dayNumber: 1, dayType: 'Workout', workoutId: privateWorkout.workoutId }],
    });
    expect((await server.api('GET', `/workout-programs/${privateProgram.programId}`, { auth: member })).status).toBe(404);
    const open = await program();
    // The coach makes a workout of a published program private afterwards: members still see the day, not the workout.
    await server.api('PUT', `/workouts/${legs.workoutId}`, { auth: coach, body: { visibility: 'PRIVATE' } });
    const day = await server.api('GET', `/workout-programs/day/${open.programDays[2].programDayId}`, { auth: member });
    expect(day.body.data).toMatchObject({ dayType: 'Workout', workout: null });
    const gql = await server.gql(
      `query($id: ID!) { program(programId: $id) { programDays { dayType workout { workoutId } } } }`,
      { id: open.programId },
      member,
    );
    expect(gql.data.program.programDays.slice(0, 3)).toEqual([
      { dayType: 'Workout', workout: { workoutId: push.workoutId } },
      { dayType: 'Rest', workout: null },
      { dayType: 'Workout', workout: null },
    ]);
    await server.api('PUT', `/workouts/${legs.workoutId}`, { auth: coach, body: { visibility: 'PUBLIC' } });
    const listed = await server.api('GET', `/workout-programs?creatorProfileId=${profileId}&limit=100`);
    const ids = listed.body.data.items.map((item: { programId: string }) => item.programId);
    expect(ids).toContain(open.programId);
    expect(ids).not.toContain(draft.programId);
    expect(ids).not.toContain(privateProgram.programId);
    expect(listed.body.data.items[0]).not.toHaveProperty('programDays');
  });

  it('loads a program’s grid with its workouts in the same number of statements whatever its size', async () => {
    const small = await program({ weekCount: 1, programDays: twoWeeks().slice(0, 2) });
    const large = await program();
    const count = async (id: string) => {
      server.statements.reset();
      const answer = await server.gql(
        `query($id: ID!) { program(programId: $id) { programTitle viewerRating programDays { dayType workout { workoutTitle viewerRating creatorProfile { fullName } muscleUsage { muscleCode } } } } }`,
        { id },
        member,
      );
      expect(answer.errors).toBeUndefined();
      return server.statements.count;
    };
    expect(await count(large.programId)).toBe(await count(small.programId));
    const rest = async (id: string) => {
      server.statements.reset();
      expect((await server.api('GET', `/workout-programs/${id}`, { auth: member })).status).toBe(200);
      return server.statements.count;
    };
    expect(await rest(large.programId)).toBe(await rest(small.programId));
  });
});

describe('following, copying, rating and exporting a program', () => {
  it('enrols a member from a day and says which day and workout are today', async () => {
    const followed = await program();
    const enrolled = await server.api('POST', `/workout-programs/${followed.programId}/enrollment`, {
      auth: member,
      body: { startDayNumber: 8 },
    });
    expect(enrolled.status).toBe(201);
    expect(enrolled.body.data).toMatchObject({
      programId: followed.programId,
      currentDayNumber: 8,
      currentWeekNumber: 2,
      currentDayOfWeek: 1,
      finished: false,
      todayDayType: 'Workout',
      todayWorkoutId: push.workoutId,
      todayProgramDayId: followed.programDays[4].programDayId,
    });
    const tooFar = await server.api('POST', `/workout-programs/${followed.programId}/enrollment`, {
      auth: member,
      body: { startDayNumber: 15 },
    });
    expect(tooFar.body.error.details).toEqual([{ field: 'startDayNumber', message: 'The program has 14 days' }]);
    const gql = await server.gql(`{ myProgramEnrollments { programId currentWeekNumber currentDayOfWeek todayDayType } }`, {}, member);
    expect(gql.data.myProgramEnrollments).toContainEqual({
      programId: followed.programId,
      currentWeekNumber: 2,
      currentDayOfWeek: 1,
      todayDayType: 'Workout',
    });
    expect((await server.api('GET', '/workout-programs/enrollments', { auth: member })).body.data[0].programId).toBe(followed.programId);
    expect((await server.api('DELETE', `/workout-programs/${followed.programId}/enrollment`, { auth: member })).status).toBe(204);
    expect((await server.api('DELETE', `/workout-programs/${followed.programId}/enrollment`, { auth: member })).status).toBe(404);
    const draft = await program({ publishedStatusCode: 'DRAFT' });
    expect((await server.api('POST', `/workout-programs/${draft.programId}/enrollment`, { auth: member, body: {} })).status).toBe(404);
  });

  it('copies, rates (not one’s own), counts views and shares, and exports with the workouts inside', async () => {
    const original = await program();
    const copy = await server.api('POST', `/workout-programs/${original.programId}/duplicate`, { auth: member });
    expect(copy.status).toBe(201);
    expect(copy.body.data).toMatchObject({
      publishedStatusCode: 'DRAFT',
      visibility: 'PRIVATE',
      viewerCanEdit: true,
      programSummary: original.programSummary,
    });
    expect(copy.body.data.programDays.map((day: { dayType: string }) => day.dayType)).toEqual(
      original.programDays.map((day: { dayType: string }) => day.dayType),
    );
    expect((await server.api('PUT', `/workout-programs/${original.programId}/rating`, { auth: coach, body: { rating: 5 } })).status).toBe(
      403,
    );
    expect(
      (await server.api('PUT', `/workout-programs/${original.programId}/rating`, { auth: member, body: { rating: 3 } })).body.data,
    ).toEqual({
      rating: 3,
      ratingCount: 1,
      ratingAverage: 3,
    });
    expect((await server.api('POST', `/workout-programs/${original.programId}/views`, { auth: member })).body.data).toEqual({
      counted: true,
    });
    expect((await server.api('POST', `/workout-programs/${original.programId}/shares`, { body: { channel: 'NATIVE' } })).status).toBe(201);
    const seen = await server.api('GET', `/workout-programs/${original.programId}`, { auth: member });
    expect(seen.body.data).toMatchObject({
      viewerRating: 3,
      programAnalytics: { ratingCount: 1, totalViews: 1, shareCount: 1, duplicateCount: 1 },
    });
    const exported = await server.api('GET', `/workout-programs/${original.programId}/export`);
    expect(exported.body).toMatchObject({
      format: 'liftmates.program',
      version: 1,
      program: { programTitle: original.programTitle, weekCount: 2 },
    });
    expect(exported.body.program.programDays[0]).toMatchObject({
      weekNumber: 1,
      dayNumber: 1,
      dayType: 'Workout',
      workout: { workoutExercises: [{ exerciseCode: 'BARBELL_BENCH_PRESS' }] },
    });
    const deleted = await server.gql(
      `mutation($id: ID!) { deleteProgram(programId: $id) { __typename ... on AppError { code } } }`,
      { id: original.programId },
      member,
    );
    expect(deleted.data.deleteProgram).toEqual({ __typename: 'AppError', code: 'FORBIDDEN' });
    expect((await server.api('DELETE', `/workout-programs/${original.programId}`, { auth: coach })).status).toBe(204);
  });

  it('imports its own export as the importer’s draft, workouts included, and round-trips exactly', async () => {
    const original = await program();
    const exported = (await server.api('GET', `/workout-programs/${original.programId}/export`)).body;
    const before = await server.db.workout.count({ where: { authorUserId: member.userId } });
    const imported = await server.api('POST', '/workout-programs/import', { auth: member, body: exported });
    expect(imported.status, JSON.stringify(imported.body)).toBe(201);
    expect(imported.body.data).toMatchObject({
      publishedStatusCode: 'DRAFT',
      viewerCanEdit: true,
      programSummary: { weekCount: 2, workoutDayCount: 3 },
    });
    // Push is on two days but becomes one workout of the importer's.
    expect(await server.db.workout.count({ where: { authorUserId: member.userId } })).toBe(before + 2);
    const again = (await server.api('GET', `/workout-programs/${imported.body.data.programId}/export`, { auth: member })).body;
    expect(again.program).toEqual(exported.program);

    const form = new FormData();
    form.append('file', new Blob([JSON.stringify(exported)], { type: 'application/json' }), 'block.liftmates.json');
    expect((await server.api('POST', '/workout-programs/import', { auth: member, body: form })).status).toBe(201);
    const viaGql = await server.gql(
      `mutation($document: JSON!) { importProgram(document: $document) { __typename ... on MutationImportProgramSuccess { data { programTitle programDays { dayType } } } } }`,
      { document: exported },
      member,
    );
    expect(viaGql.data.importProgram.data.programTitle).toBe(original.programTitle);

    const broken = structuredClone(exported);
    broken.program.programDays[2].workout.workoutExercises[0].exerciseCode = 'NO_SUCH_LIFT';
    const count = await server.db.workout.count();
    const refused = await server.api('POST', '/workout-programs/import', { auth: member, body: broken });
    expect(refused.status).toBe(400);
    expect(refused.body.error.details).toEqual([
      { field: 'programDays.2.workout.workoutExercises.0.exerciseCode', message: 'No exercise NO_SUCH_LIFT in the Flexicon' },
    ]);
    expect(await server.db.workout.count()).toBe(count);
    expect((await server.api('POST', '/workout-programs/import', { auth: member, body: { format: 'liftmates.workout' } })).status).toBe(
      400,
    );
    expect((await server.api('POST', '/workout-programs/import', { body: exported })).status).toBe(401);
  });
});
