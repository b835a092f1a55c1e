// Every read of a table whose rows some viewers may not see (logs and their exercises, sets and records, feed items
// with their props, comments and index, workouts, programs, exercises and their parts) goes through the visibility
// module of its kind (workout-logs/, feed/, content/, exercises/visibility.ts), or is listed below with why it
// need not. The server's source is read with the TypeScript compiler (tests/support/visibility-scan.ts): a read
// passes when the function it is in refers to a visibility module's export, directly or through another function of
// its file that does. Writes are left out: they follow an ownership or administrator check and show no one a row.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { scanServer, scanSource, type Query } from '../support/visibility-scan.js';

const SERVER = path.resolve(import.meta.dirname, '../../server');

/** Reads that do not pass through a visibility module: `dir/`, `file` or `file#function|function`, and why. */
const ALLOWED: Record<string, string> = {
  'cli/': 'operator commands, run on no viewer’s behalf',
  'db/': 'seeding, run on no viewer’s behalf',
  'domains/workout-logs/detail.ts': 'reads the logs its callers passed through the log rule (getLog, the feed’s items) or the viewer’s own',
  'domains/workout-logs/records.ts': 'derives a member’s own records as they log',
  'domains/workout-logs/progress.ts': 'the viewer’s own progress: every query is of their userId',
  'domains/workout-logs/read.ts#listLogs': 'the viewer’s own logbook (userId: viewer.userId)',
  'domains/workout-logs/change.ts#changeLog': 'the member changing their own log, after ownLog',
  'domains/workout-logs/change-rules.ts': 'the rules of a change to the member’s own log, after ownLog',
  'domains/workout-logs/act.ts#applyAction': 'the member finishing or pausing their own log, after ownLog',
  'domains/workout-logs/delete.ts#deleteLogs': 'the member deleting their own logs, after ownLog',
  'domains/workout-logs/derive.ts': 'the numbers of the member’s own log, worked out again as they change it',
  'domains/workout-logs/start.ts#startLog': 'ties the new log to a day of the program whose workout is being started; only ids are read',
  'domains/log-history/': 'the viewer’s own history: export, import and its undo',
  'domains/activity/service.ts#noteRecords': 'the author’s own log just finished, to tell their buddies',
  'domains/content/engagement.ts#viewerRatings': 'the viewer’s own ratings',
  'domains/dashboard/service.ts#creatorDashboard': 'the creator’s own content',
  'domains/exercises/service.ts#deleteExercise|mergeExercises|mergeRecords|saveExercise': 'administrators’ catalogue edits',
  'domains/exercises/service.ts#exercisesByCode': 'the full rows of the codes a visible listing already chose',
  'domains/exercises/cards.ts#cardColumns': 'columns of the listing whose where is visibleExercisesSql',
  'domains/workouts/service.ts#workoutExercisesAsInput': 'the parts of a workout its callers read with getWorkout',
  'domains/feed/service.ts#ITEM_JOINS|ownPageSql|updatesPageSql|itemsJson|extras':
    'the feed page: the viewer’s own FeedEntry range (filled by the feed rule when items are written) and the UPDATEs every member sees',
  'domains/feed/service.ts#feedItemsJson': 'the items canSeeItem passed (getFeedItem)',
  'domains/training-sessions/service.ts#ownRunningLog': 'the member’s own log in progress (userId: the viewer’s)',
  'domains/training-sessions/state.ts#bestBefore|lastSet|sessionSnapshot|sharedSet':
    'the logs of a session the viewer is in, each shown only where sharesWithSession lets it (sessionView)',
};

const entries = Object.entries(ALLOWED).map(([key, reason]) => {
  const [where, fns] = key.split('#');
  return { key, reason, where: where!, fns: fns?.split('|') };
});
const allowing = (query: Query) =>
  entries.find(
    (entry) =>
      (entry.where.endsWith('/') ? query.file.startsWith(entry.where) : query.file === entry.where) &&
      (!entry.fns || entry.fns.includes(query.fn)),
  );

describe('every read of content some viewers may not see goes through its visibility module', () => {
  const queries = scanServer(SERVER);
  const unchecked = queries.filter((query) => query.kind === 'read' && !query.checked);

  it('finds the reads it guards, in the places they are known to be', () => {
    // The scan sees the queries it must: if these go, it reads the source wrongly rather than the source being clean.
    const seen = (file: string, fn: string, target: string) => queries.some((q) => q.file === file && q.fn === fn && q.target === target);
    expect(seen('domains/workout-logs/read.ts', 'listLogs', 'workoutLog')).toBe(true);
    expect(seen('domains/members/service.ts', 'memberPage', 'workoutLog')).toBe(true);
    expect(seen('domains/feed/service.ts', 'visibleItem', 'feedItem')).toBe(true);
    expect(seen('domains/feed/service.ts', 'ownPageSql', 'FeedEntry')).toBe(true);
    expect(queries.filter((q) => q.checked).length).toBeGreaterThan(50);
  });

  it('has no read outside the visibility modules that neither passes through one nor is listed with its reason', () => {
    const bypassing = unchecked.filter((query) => !allowing(query)).map((q) => `${q.file}:${q.line} ${q.fn} reads ${q.target}`);
    expect(bypassing).toEqual([]);
  });

  it('lists nothing that no longer needs listing', () => {
    const stale = entries.filter((entry) => !unchecked.some((query) => allowing(query) === entry)).map((entry) => entry.key);
    expect(stale).toEqual([]);
  });
});

describe('the scan', () => {
  const scan = (text: string) =>
    scanSource('domains/x/service.ts', text).map(({ fn, target, kind, checked }) => ({ fn, target, kind, checked }));

  it('flags a Prisma read and a hand-written SQL read that bypass the rule', () => {
    expect(
      scan(`
        export async function peek(ctx) {
          return ctx.db.workoutLog.findMany({ where: { visibility: 'BUDDIES' } });
        }
        const peekSql = (sql) => sql.all('SELECT * FROM "FeedItem" WHERE "visibility" = ?', ['BUDDIES']);
        const COMMENTS = \`SELECT c."body" FROM "FeedComment" c\`;
      `),
    ).toEqual([
      { fn: 'peek', target: 'workoutLog', kind: 'read', checked: false },
      { fn: 'peekSql', target: 'FeedItem', kind: 'read', checked: false },
      { fn: 'COMMENTS', target: 'FeedComment', kind: 'read', checked: false },
    ]);
  });

  it('passes a read whose function uses a visibility module, directly or through a function of its file', () => {
    expect(
      scan(`
        import { canReadLog, visibleLogs } from '../workout-logs/visibility.js';
        export const list = (ctx) => ctx.db.workoutLog.findMany({ where: visibleLogs(ctx.viewer) });
        async function readable(ctx, id) {
          const log = await ctx.db.workoutLog.findUnique({ where: { workoutLogId: id } });
          return log && (await canReadLog(ctx, log)) ? log : null;
        }
        export async function sets(ctx, id) {
          const log = await readable(ctx, id);
          return ctx.db.workoutLogSet.findMany({ where: { logExercise: { workoutLogId: log.workoutLogId } } });
        }
        export async function rename(tx, id) {
          await tx.workoutLog.update({ where: { workoutLogId: id }, data: { title: 'x' } });
          await tx.$executeRaw\`UPDATE "WorkoutLog" SET "title" = 'x'\`;
        }
      `),
    ).toEqual([
      { fn: 'list', target: 'workoutLog', kind: 'read', checked: true },
      { fn: 'readable', target: 'workoutLog', kind: 'read', checked: true },
      { fn: 'sets', target: 'workoutLogSet', kind: 'read', checked: true },
      { fn: 'rename', target: 'workoutLog', kind: 'write', checked: false },
      { fn: 'rename', target: 'WorkoutLog', kind: 'write', checked: false },
    ]);
  });
});
