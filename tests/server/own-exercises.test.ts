// Keeping a name from an imported history as the member's own exercise, over REST and GraphQL: the preview suggests a
// type from the sets' columns and shows the choice, the import makes the exercise in the same transaction as the
// logs that use it, the next import of the same name finds it, and undoing the import removes it once no log uses
// it. Only its owner sees it: another member's Flexicon search, exercise reads, matcher, history and profile
// records do not, nor do the administrators' lists and writes, nor workouts; a buddy reading a BUDDIES log sees its
// sets under the owner's name.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type Auth, type TestServer } from '../support/server.js';
import { makeBuddies, userNameOf } from '../support/social.js';

let server: TestServer;
let admin: Auth;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signUp({ roles: ['Admin'] });
});
afterAll(() => server.close());

const HEVY_HEADER =
  'title,start_time,end_time,description,exercise_title,superset_id,exercise_notes,set_index,set_type,weight_kg,reps,distance_km,duration_seconds,rpe';
const row = (day: string, exercise: string, index: number, values: { kg?: number; reps?: number; km?: number; seconds?: number }) =>
  `Odd day,${day}T18:00:00Z,${day}T19:00:00Z,,${exercise},,,${index},normal,${values.kg ?? ''},${values.reps ?? ''},${values.km ?? ''},${values.seconds ?? ''},`;

const FILE = [
  HEVY_HEADER,
  row('2026-03-02', 'Zzzdump2', 0, { kg: 40, reps: 10 }),
  row('2026-03-02', 'Zzzdump2', 1, { kg: 45, reps: 8 }),
  row('2026-03-02', 'KB Warm Up', 0, { reps: 15 }),
  row('2026-03-02', 'Cable Low Chest Thing', 0, { seconds: 90 }),
  row('2026-03-02', 'Zzzsled Haul', 0, { km: 0.05, seconds: 40 }),
  row('2026-03-02', 'Bench Press (Barbell)', 0, { kg: 80, reps: 5 }),
].join('\n');
const LATER = [HEVY_HEADER, row('2026-03-09', 'Zzzdump2', 0, { kg: 50, reps: 6 })].join('\n');

const preview = async (auth: Auth, text: string, options: object = {}) => {
  const response = await server.api('POST', '/workout-logs/import/preview', { auth, body: { text, ...options } });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data as {
    exercises: {
      sourceName: string;
      exercise: { exerciseCode: string; score: number } | null;
      candidates: { exerciseCode: string }[];
      suggestedOwnType: string;
      keptAsOwnType: string | null;
    }[];
  };
};
const entryOf = (data: Awaited<ReturnType<typeof preview>>, name: string) => data.exercises.find((entry) => entry.sourceName === name)!;

const importText = async (auth: Auth, text: string, options: object) => {
  const response = await server.api('POST', '/workout-logs/import', { auth, body: { text, ...options } });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data;
};

const search = async (auth: Auth | null, term: string, query = '') =>
  (
    (await server.api('GET', `/exercises?search=${encodeURIComponent(term)}${query}`, { auth })).body.data.items as {
      exerciseCode: string;
    }[]
  ).map((item) => item.exerciseCode);

describe('keeping a name as the member’s own exercise', () => {
  it('suggests a type from the file’s columns, makes the exercises on import through REST, and shows them to their owner only', async () => {
    const member = await server.signUp();
    const buddy = await server.signUp();
    const stranger = await server.signUp();
    await makeBuddies(server, member, buddy);

    const first = await preview(member, FILE);
    expect(Object.fromEntries(first.exercises.map((entry) => [entry.sourceName, [entry.suggestedOwnType, entry.keptAsOwnType]]))).toEqual({
      Zzzdump2: ['WEIGHT_REPS', null],
      'KB Warm Up': ['REPS_ONLY', null],
      'Cable Low Chest Thing': ['DURATION', null],
      'Zzzsled Haul': ['DISTANCE_DURATION', null],
      'Bench Press (Barbell)': ['WEIGHT_REPS', null],
    });
    expect(entryOf(first, 'Zzzdump2').exercise).toBeNull();

    const keepAsOwn = { Zzzdump2: 'WEIGHT_REPS', 'KB Warm Up': 'REPS_ONLY', 'Cable Low Chest Thing': 'WEIGHT_REPS' };
    const chosen = await preview(member, FILE, { keepAsOwn });
    expect(entryOf(chosen, 'Zzzdump2')).toMatchObject({ exercise: null, keptAsOwnType: 'WEIGHT_REPS' });
    // The member may overrule the suggestion.
    expect(entryOf(chosen, 'Cable Low Chest Thing')).toMatchObject({ suggestedOwnType: 'DURATION', keptAsOwnType: 'WEIGHT_REPS' });

    const result = await importText(member, FILE, { keepAsOwn, mapping: { 'Zzzsled Haul': null }, visibility: 'BUDDIES' });
    expect(result).toMatchObject({ logsImported: 1, setsImported: 5, exercisesSkipped: 1 });
    const own = result.ownExercises as { exerciseCode: string; exerciseName: string; exerciseTypeCode: string }[];
    expect(own.map(({ exerciseName, exerciseTypeCode }) => [exerciseName, exerciseTypeCode]).sort()).toEqual([
      ['Cable Low Chest Thing', 'WEIGHT_REPS'],
      ['KB Warm Up', 'REPS_ONLY'],
      ['Zzzdump2', 'WEIGHT_REPS'],
    ]);
    for (const { exerciseCode } of own) expect(exerciseCode).toMatch(/^MY_[A-Z0-9]+$/);
    const dump = own.find((entry) => entry.exerciseName === 'Zzzdump2')!.exerciseCode;

    // The log holds the sets under the member's names, with the values the types keep.
    const [log] = (await server.api('GET', '/workout-logs?limit=5', { auth: member })).body.data.items as { workoutLogId: string }[];
    const detail = async (auth: Auth) => server.api('GET', `/workout-logs/${log!.workoutLogId}`, { auth });
    const mine = (await detail(member)).body.data;
    const setsOf = (data: typeof mine, name: string) =>
      data.logExercises
        .find((entry: { exerciseName: string }) => entry.exerciseName === name)
        .sets.map((set: { values: { measurementCode: string; value: number }[] }) =>
          Object.fromEntries(set.values.map((value) => [value.measurementCode, value.value])),
        );
    expect(setsOf(mine, 'Zzzdump2')).toEqual([
      { WEIGHT: 40, REPS: 10 },
      { WEIGHT: 45, REPS: 8 },
    ]);
    expect(setsOf(mine, 'KB Warm Up')).toEqual([{ REPS: 15 }]);

    // A buddy reading the BUDDIES log sees the sets under the owner's name; nothing else of it.
    const buddyView = await detail(buddy);
    expect(buddyView.status).toBe(200);
    expect(setsOf(buddyView.body.data, 'Zzzdump2')).toEqual([
      { WEIGHT: 40, REPS: 10 },
      { WEIGHT: 45, REPS: 8 },
    ]);
    expect((await server.api('GET', `/exercises/${dump}`, { auth: buddy })).status).toBe(404);
    expect((await server.api('GET', `/exercises/${dump}/history`, { auth: buddy })).status).toBe(404);
    const profile = await server.api('GET', `/members/${await userNameOf(server, member)}`, { auth: buddy });
    expect(profile.status).toBe(200);
    expect(profile.body.data.records.length).toBeGreaterThan(0);
    expect(JSON.stringify(profile.body.data.records)).not.toContain('MY_');
    const ownProfile = await server.api('GET', `/members/${await userNameOf(server, member)}`, { auth: member });
    expect(JSON.stringify(ownProfile.body.data.records)).toContain(dump);

    // Its owner reads it by its code and its history, but the Flexicon lists it to no one, the owner included.
    expect((await server.api('GET', `/exercises/${dump}`, { auth: member })).body.data).toMatchObject({ exerciseName: 'Zzzdump2' });
    expect((await server.api('GET', `/exercises/${dump}/history`, { auth: member })).status).toBe(200);
    for (const viewer of [member, stranger, admin, null]) expect(await search(viewer, 'Zzzdump2')).toEqual([]);
    expect(await search(admin, 'Zzzdump2', '&publishedStatusCodes=DRAFT')).toEqual([]);
    const allDrafts = await server.api('GET', '/exercises?publishedStatusCodes=DRAFT&limit=100', { auth: admin });
    expect(JSON.stringify(allDrafts.body.data.items)).not.toContain('MY_');
    expect((await server.api('GET', `/exercises/${dump}`, { auth: admin })).status).toBe(404);
    expect((await server.api('GET', `/exercises/${dump}`, { auth: stranger })).status).toBe(404);
    const page = await (await fetch(`${server.url}/e/${dump}`)).text();
    expect(page).not.toContain('Zzzdump2');

    // Administrators can neither edit, merge nor delete it, nor take a code of its kind.
    const edit = await server.api('PUT', `/exercises/${dump}`, { auth: admin, body: { exerciseName: 'Taken over' } });
    expect(edit.status).toBe(400);
    const merge = await server.api('POST', '/exercises/merge', {
      auth: admin,
      body: { sourceExerciseCode: dump, targetExerciseCode: 'BARBELL_BENCH_PRESS' },
    });
    expect(merge.status).toBe(400);
    expect((await server.api('DELETE', `/exercises/${dump}`, { auth: admin })).status).toBe(400);
    expect((await server.api('GET', `/exercises/${dump}`, { auth: member })).body.data.exerciseName).toBe('Zzzdump2');

    // Another member's matcher does not see it; the owner's finds it by its name, as Matched.
    expect(entryOf(await preview(stranger, LATER), 'Zzzdump2')).toMatchObject({ exercise: null });
    expect(JSON.stringify(await preview(stranger, LATER))).not.toContain('MY_');
    expect(entryOf(await preview(member, LATER), 'Zzzdump2').exercise).toMatchObject({ exerciseCode: dump, score: 1 });

    // Workouts are shared: they take no member's own exercise, and the notes import does not match one.
    const workout = await server.api('POST', '/workouts', {
      auth: member,
      body: {
        workoutTitle: 'Mine',
        workoutExercises: [{ exerciseCode: dump, sets: [{ targets: [{ measurementCode: 'REPS', value: 5 }] }] }],
      },
    });
    expect(workout.status).toBe(400);
    const notes = await server.api('POST', '/workouts/import', { auth: member, body: { text: 'Zzzdump2 3x10 @ 40kg' } });
    expect(notes.status, JSON.stringify(notes.body)).toBe(200);
    expect(JSON.stringify(notes.body.data)).not.toContain(dump);
  });

  it('refuses a name kept and mapped at once, and a type it cannot have', async () => {
    const member = await server.signUp();
    const both = await server.api('POST', '/workout-logs/import/preview', {
      auth: member,
      body: { text: FILE, keepAsOwn: { Zzzdump2: 'WEIGHT_REPS' }, mapping: { Zzzdump2: 'BARBELL_BENCH_PRESS' } },
    });
    expect(both.status).toBe(400);
    expect(both.body.error.message).toContain('Zzzdump2');
    const badType = await server.api('POST', '/workout-logs/import', {
      auth: member,
      body: { text: FILE, keepAsOwn: { Zzzdump2: 'SWIMMING' } },
    });
    expect(badType.status).toBe(400);
    expect(await server.db.exercise.count({ where: { ownerUserId: member.userId } })).toBe(0);
  });

  it('reuses the exercise when the name is kept again, and an undo removes it only once no log uses it (GraphQL)', async () => {
    const member = await server.signUp();
    const other = await server.signUp();
    const importMutation = `mutation ($text: String, $keepAsOwn: JSON) { importLogs(text: $text, keepAsOwn: $keepAsOwn) { __typename
      ... on MutationImportLogsSuccess { data { logsImported logImportId ownExercises { exerciseCode exerciseName exerciseTypeCode } } }
      ... on AppError { code message } } }`;
    const undoMutation = `mutation ($id: ID!) { undoLogImport(logImportId: $id) { logsRemoved ownExercisesRemoved } }`;

    const previewed = await server.gql(
      `query ($text: String, $keepAsOwn: JSON) { previewLogImport(text: $text, keepAsOwn: $keepAsOwn) { __typename
        ... on QueryPreviewLogImportSuccess { data { exercises { sourceName suggestedOwnType keptAsOwnType exercise { exerciseCode } } } } } }`,
      { text: LATER, keepAsOwn: { Zzzdump2: 'REPS_ONLY' } },
      member,
    );
    expect(previewed.data.previewLogImport.data.exercises).toEqual([
      { sourceName: 'Zzzdump2', suggestedOwnType: 'WEIGHT_REPS', keptAsOwnType: 'REPS_ONLY', exercise: null },
    ]);

    const first = (await server.gql(importMutation, { text: FILE, keepAsOwn: { Zzzdump2: 'WEIGHT_REPS' } }, member)).data.importLogs.data;
    expect(first.ownExercises).toEqual([
      { exerciseCode: expect.stringMatching(/^MY_/), exerciseName: 'Zzzdump2', exerciseTypeCode: 'WEIGHT_REPS' },
    ]);
    const code = first.ownExercises[0].exerciseCode as string;

    // Kept again under the same name: the same exercise, none made.
    const second = (await server.gql(importMutation, { text: LATER, keepAsOwn: { Zzzdump2: 'WEIGHT_REPS' } }, member)).data.importLogs.data;
    expect(second).toMatchObject({ logsImported: 1, ownExercises: [] });
    expect(await server.db.exercise.count({ where: { ownerUserId: member.userId } })).toBe(1);
    expect(await server.db.workoutLogExercise.count({ where: { userId: member.userId, exerciseCode: code } })).toBe(2);

    // Another member keeping the same name gets an exercise of their own.
    const theirs = (await server.gql(importMutation, { text: LATER, keepAsOwn: { Zzzdump2: 'WEIGHT_REPS' } }, other)).data.importLogs.data;
    expect(theirs.ownExercises[0].exerciseCode).not.toBe(code);

    expect((await server.gql(undoMutation, { id: first.logImportId }, member)).data.undoLogImport).toEqual({
      logsRemoved: 1,
      ownExercisesRemoved: 0,
    });
    expect((await server.api('GET', `/exercises/${code}`, { auth: member })).status).toBe(200);
    expect((await server.gql(undoMutation, { id: second.logImportId }, member)).data.undoLogImport).toEqual({
      logsRemoved: 1,
      ownExercisesRemoved: 1,
    });
    expect((await server.api('GET', `/exercises/${code}`, { auth: member })).status).toBe(404);
    expect(await server.db.exercise.count({ where: { ownerUserId: other.userId } })).toBe(1);
  });

  it('goes with its owner when an administrator deletes the account', async () => {
    const member = await server.signUp();
    const result = await importText(member, LATER, { keepAsOwn: { Zzzdump2: 'WEIGHT_REPS' } });
    expect(result.ownExercises).toHaveLength(1);
    expect((await server.api('DELETE', `/users/${member.userId}`, { auth: admin })).status).toBeLessThan(300);
    expect(await server.db.exercise.count({ where: { exerciseCode: result.ownExercises[0].exerciseCode } })).toBe(0);
  });
});
