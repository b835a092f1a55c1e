// Undoing a history import over HTTP: each import is listed, newest first, and undoing it through REST or GraphQL
// removes exactly the logs it wrote (a workout logged by hand and another import's logs stay), derives the records
// again from what is left, and forgets the import; another member's import answers as an unknown one. Imported
// history sets records quietly: nothing of it reaches a buddy's feed.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type Auth, type TestServer } from '../support/server.js';
import { benchLog } from '../support/logs.js';
import { makeBuddies } from '../support/social.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const HEVY_HEADER =
  'title,start_time,end_time,description,exercise_title,superset_id,exercise_notes,set_index,set_type,weight_kg,reps,distance_km,duration_seconds,rpe';
const hevyRow = (title: string, day: string, exercise: string, index: number, kg: number, reps: number) =>
  `${title},${day}T18:00:00Z,${day}T19:00:00Z,,${exercise},,,${index},normal,${kg},${reps},,,`;

async function importFile(auth: Auth, text: string, fileName: string) {
  const form = new FormData();
  form.append('file', new Blob([text], { type: 'text/csv' }), fileName);
  form.append('options', JSON.stringify({ visibility: 'BUDDIES' }));
  const response = await server.api('POST', '/workout-logs/import', { auth, body: form });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data;
}

/** A finished bench session logged by hand, as the logger would leave it. */
const handLog = async (auth: Auth, kg: number) =>
  (await benchLog(server, auth, { kg, visibility: 'BUDDIES', title: 'Bench by hand' })).logId;

const titlesOf = async (auth: Auth) =>
  ((await server.api('GET', '/workout-logs?limit=100', { auth })).body.data.items as { workoutLogTitle: string }[])
    .map((log) => log.workoutLogTitle)
    .sort();

const bestOf = async (auth: Auth, exerciseCode: string) => {
  const records = await server.api('GET', `/personal-records?exerciseCode=${exerciseCode}`, { auth });
  return (records.body.data as { recordType: string; value: number }[]).find((record) => record.recordType === 'MAX_WEIGHT')?.value ?? null;
};

/** The member's feed without product updates, which administrators post to everyone (other test files post them). */
const feedOf = async (auth: Auth) =>
  (
    (await server.api('GET', '/feed', { auth })).body.data.items as { contentType: string; workoutLog: { workoutLogId: string } | null }[]
  ).filter((item) => item.contentType !== 'UPDATE');

const FIRST = [
  HEVY_HEADER,
  hevyRow('Heavy bench', '2026-02-02', 'Bench Press (Barbell)', 0, 100, 3),
  hevyRow('Heavy legs', '2026-02-04', 'Squat (Barbell)', 0, 140, 3),
  hevyRow('Heavy legs', '2026-02-04', 'Squat (Barbell)', 1, 130, 5),
].join('\n');
const SECOND = [HEVY_HEADER, hevyRow('Older bench', '2025-06-01', 'Bench Press (Barbell)', 0, 90, 5)].join('\n');

describe('undoing an import', () => {
  it('removes exactly that import’s logs through REST, derives the records again, and keeps the feed quiet', async () => {
    const member = await server.signUp();
    const buddy = await server.signUp();
    const stranger = await server.signUp();
    await makeBuddies(server, member, buddy);
    const byHand = await handLog(member, 60);

    const first = await importFile(member, FIRST, 'first.csv');
    expect(first).toMatchObject({ logsImported: 2, setsImported: 3, logImportId: expect.any(String) });
    const second = await importFile(member, SECOND, 'second.csv');
    expect(second).toMatchObject({ logsImported: 1, setsImported: 1, logImportId: expect.any(String) });
    const again = await importFile(member, SECOND, 'second.csv');
    expect(again).toMatchObject({ logsImported: 0, logImportId: null });

    const imports = await server.api('GET', '/workout-logs/imports', { auth: member });
    expect(imports.status).toBe(200);
    expect(imports.body.data).toEqual([
      { logImportId: second.logImportId, source: 'HEVY', fileName: 'second.csv', logCount: 1, setCount: 1, createdAt: expect.any(String) },
      { logImportId: first.logImportId, source: 'HEVY', fileName: 'first.csv', logCount: 2, setCount: 3, createdAt: expect.any(String) },
    ]);
    expect((await server.api('GET', '/workout-logs/imports', { auth: stranger })).body.data).toEqual([]);
    expect(await bestOf(member, 'BARBELL_BENCH_PRESS')).toBe(100);
    expect(await bestOf(member, 'BARBELL_BACK_SQUAT')).toBe(140);

    // The imported history, BUDDIES though it is, brings the buddy neither logs nor record items: only the log kept by hand.
    const buddyFeed = await feedOf(buddy);
    expect(buddyFeed.map((item) => [item.contentType, item.workoutLog?.workoutLogId])).toEqual([['WORKOUT_LOG', byHand]]);
    expect(JSON.stringify(buddyFeed)).not.toMatch(/Heavy|Older/);

    const foreign = await server.api('DELETE', `/workout-logs/imports/${first.logImportId}`, { auth: stranger });
    expect(foreign.status).toBe(404);
    expect((await server.api('DELETE', `/workout-logs/imports/${randomUUID()}`, { auth: member })).status).toBe(404);
    expect(await titlesOf(member)).toEqual(['Bench by hand', 'Heavy bench', 'Heavy legs', 'Older bench']);

    const undone = await server.api('DELETE', `/workout-logs/imports/${first.logImportId}`, { auth: member });
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);
    expect(undone.body.data).toEqual({ logsRemoved: 2, ownExercisesRemoved: 0 });
    expect(await titlesOf(member)).toEqual(['Bench by hand', 'Older bench']);
    expect(await bestOf(member, 'BARBELL_BENCH_PRESS')).toBe(90);
    expect(await bestOf(member, 'BARBELL_BACK_SQUAT')).toBeNull();
    expect((await server.api('GET', '/workout-logs/imports', { auth: member })).body.data).toMatchObject([
      { logImportId: second.logImportId },
    ]);
    expect((await server.api('DELETE', `/workout-logs/imports/${first.logImportId}`, { auth: member })).status).toBe(404);
    expect((await feedOf(buddy)).map((item) => item.workoutLog?.workoutLogId)).toEqual([byHand]);

    // With its logs gone, the same file can be imported again.
    expect(await importFile(member, FIRST, 'first.csv')).toMatchObject({ logsImported: 2 });
    expect(await bestOf(member, 'BARBELL_BENCH_PRESS')).toBe(100);
  });

  it('lists and undoes through GraphQL, under the same rule for someone else’s import', async () => {
    const member = await server.signUp();
    const stranger = await server.signUp();
    const imported = await server.gql(
      `mutation ($text: String) { importLogs(text: $text) { __typename ... on MutationImportLogsSuccess { data { logsImported logImportId } } ... on AppError { code message } } }`,
      { text: FIRST },
      member,
    );
    const { logImportId } = imported.data.importLogs.data;
    expect(imported.data.importLogs.data).toEqual({ logsImported: 2, logImportId: expect.any(String) });
    const listed = await server.gql('{ logImports { logImportId source fileName logCount setCount createdAt } }', {}, member);
    expect(listed.data.logImports).toEqual([
      { logImportId, source: 'HEVY', fileName: null, logCount: 2, setCount: 3, createdAt: expect.any(String) },
    ]);

    const undo = 'mutation ($id: ID!) { undoLogImport(logImportId: $id) { logsRemoved } }';
    const foreign = await server.gql(undo, { id: logImportId }, stranger);
    expect(foreign.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(await titlesOf(member)).toEqual(['Heavy bench', 'Heavy legs']);

    const undone = await server.gql(undo, { id: logImportId }, member);
    expect(undone.errors).toBeUndefined();
    expect(undone.data.undoLogImport).toEqual({ logsRemoved: 2 });
    expect(await titlesOf(member)).toEqual([]);
    expect(await bestOf(member, 'BARBELL_BENCH_PRESS')).toBeNull();
    expect((await server.gql('{ logImports { logImportId } }', {}, member)).data.logImports).toEqual([]);
  });
});
