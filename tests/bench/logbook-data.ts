// The logbook bench's data set on SQLite: 1,000 members, each with 20 buddies and 200 finished workouts over two
// years (200,000 logs of 5 exercises × 3 sets: 3,000,000 logged sets), their records, feed items and feeds, plus 50
// workouts in progress for the set-logging scenario. One member is made by the project's account code; the rest
// share its password hash and roles. Rows are written straight through the driver in large transactions (the
// services would take hours for this much history), with every derived figure (exercise aggregates, records,
// badges, summaries) computed by the same functions the services use (server/domains/workout-logs/metrics.ts).
import Database from 'better-sqlite3';
import type { Db } from '../../server/db/client.js';
import { sqliteFilePath } from '../../server/db/sqlite-path.js';
import { createAccount } from '../../server/domains/users/service.js';
import { pairKeyOf } from '../../server/domains/buddies/service.js';
import { exerciseAggregates, logRecords, recordKey } from '../../server/domains/workout-logs/metrics.js';

export const LOGBOOK_PASSWORD = 'bench-logbook-password';
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 1000);
const LOGS_PER_MEMBER = Number(process.env.BENCH_LOGS_PER_MEMBER ?? 200);
const BUDDIES_EACH_WAY = 10;
const LIVE_LOGS = 50;
const EXERCISES = [
  'BARBELL_BENCH_PRESS',
  'BARBELL_BACK_SQUAT',
  'CONVENTIONAL_DEADLIFT',
  'BARBELL_BENT_OVER_ROW',
  'SEATED_DUMBBELL_SHOULDER_PRESS',
  'LAT_PULLDOWN',
  'BARBELL_CURL',
  'TRICEPS_PUSHDOWN',
  'BARBELL_ROMANIAN_DEADLIFT',
  'DUMBBELL_WALKING_LUNGE',
];
const DAY = 86_400_000;

export interface LogbookFixture {
  /** Whose feed and history the read scenarios ask for, and their sign-in. */
  viewer: { userId: string; email: string };
  /** Members with a workout in progress, each with the log and its exercises, for the set-logging scenario. */
  live: { email: string; workoutLogId: string; exerciseIds: string[] }[];
  historyExercise: string;
}

const iso = (time: number) => new Date(time).toISOString().replace('Z', '+00:00');

/** Ids that grow in order, so millions of inserts append to their indexes instead of splitting pages at random. */
let sequence = 0;
const runPrefix = `g${Date.now().toString(36)}`;
const nextId = () => `${runPrefix}${(sequence++).toString(36).padStart(9, '0')}`;

function progress(label: string, done: number, total: number, started: number) {
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  process.stdout.write(`\r  ${label}: ${done.toLocaleString()} / ${total.toLocaleString()} (${seconds}s)   `);
  if (done === total) process.stdout.write('\n');
}

export async function createLogbookData(db: Db, databaseUrl: string): Promise<LogbookFixture> {
  const started = Date.now();
  console.log(`Generating the logbook data set: ${MEMBERS} members, ${(MEMBERS * LOGS_PER_MEMBER).toLocaleString()} logs`);
  const template = await createAccount(db, {
    email: `bench-viewer-${Date.now()}@bench.liftmates.app`,
    password: LOGBOOK_PASSWORD,
    emailConfirmed: true,
  });
  const sqlite = new Database(sqliteFilePath(databaseUrl));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = OFF');
  const insert = {
    user: sqlite.prepare(
      `INSERT INTO "User" ("userId","email","userName","userNameKey","passwordHash","emailConfirmedAt","createdAt","updatedAt") VALUES (?,?,?,?,?,?,?,?)`,
    ),
    role: sqlite.prepare(`INSERT INTO "UserRole" ("userId","roleCode") VALUES (?, 'User')`),
    buddy: sqlite.prepare(
      `INSERT INTO "Buddyship" ("buddyshipId","pairKey","requesterId","addresseeId","status","createdAt","respondedAt") VALUES (?,?,?,?,'ACCEPTED',?,?)`,
    ),
    log: sqlite.prepare(
      `INSERT INTO "WorkoutLog" ("workoutLogId","userId","title","status","visibility","startedAt","endedAt","activeSeconds","activeSince","exerciseCount","setCount","totalVolume","personalRecordCount","createdAt","updatedAt") VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)`,
    ),
    exercise: sqlite.prepare(
      `INSERT INTO "WorkoutLogExercise" ("workoutLogExerciseId","workoutLogId","userId","startedAt","exerciseCode","position","completedSetCount","volume","totalReps","bestWeight","bestEstimated1rm","bestSetId") VALUES (?,?,?,?,?,?,?,?,?,?,?,?)`,
    ),
    set: sqlite.prepare(
      `INSERT INTO "WorkoutLogSet" ("workoutLogSetId","workoutLogExerciseId","position","setType","completedAt","records") VALUES (?,?,?,?,?,?)`,
    ),
    value: sqlite.prepare(`INSERT INTO "WorkoutLogSetValue" ("workoutLogSetId","measurementCode","value") VALUES (?,?,?)`),
    record: sqlite.prepare(
      `INSERT INTO "PersonalRecord" ("userId","exerciseCode","recordType","qualifier","value","valueBefore","achievedAt","workoutLogSetId") VALUES (?,?,?,?,?,?,?,?)`,
    ),
    feed: sqlite.prepare(
      `INSERT INTO "FeedItem" ("feedItemId","actorUserId","contentType","message","visibility","workoutLogId","createdAt") VALUES (?,?,?,?,?,?,?)`,
    ),
  };

  const now = Date.now();
  const members: { userId: string; email: string }[] = [{ userId: template.userId, email: template.email }];
  sqlite.transaction(() => {
    for (let n = 1; n < MEMBERS; n++) {
      const userId = nextId();
      const email = `bench-member-${n}-${started}@bench.liftmates.app`;
      const userName = `bench_${started.toString(36)}_${n}`;
      insert.user.run(userId, email, userName, userName.toLowerCase(), template.passwordHash, iso(now), iso(now), iso(now));
      insert.role.run(userId);
      members.push({ userId, email });
    }
    for (let n = 0; n < MEMBERS; n++)
      for (let step = 1; step <= BUDDIES_EACH_WAY; step++) {
        const a = members[n]!.userId;
        const b = members[(n + step) % MEMBERS]!.userId;
        insert.buddy.run(nextId(), pairKeyOf(a, b), a, b, iso(now), iso(now));
      }
  })();

  // Each member's history in the order it happened, so records and badges come out as live logging makes them.
  const writeMember = sqlite.transaction((member: { userId: string }, index: number) => {
    const bests = new Map<string, Map<string, { value: number; before: number | null; setId: string; at: number }>>();
    for (let k = 0; k < LOGS_PER_MEMBER; k++) {
      const startedAt = now - (LOGS_PER_MEMBER - k) * 3.5 * DAY + (index % 24) * 3_600_000;
      const logId = nextId();
      const visibility = k % 20 === 0 ? 'PRIVATE' : k % 7 === 0 ? 'PUBLIC' : 'BUDDIES';
      const picks = [0, 1, 2, 3, 4].map((offset) => EXERCISES[(k + offset * 2 + index) % EXERCISES.length]!);
      let setCount = 0;
      let volume = 0;
      let records = 0;
      const exerciseRows: unknown[][] = [];
      const setRows: unknown[][] = [];
      const valueRows: unknown[][] = [];
      picks.forEach((code, position) => {
        const exerciseId = nextId();
        const base = 40 + ((index * 7 + position * 13) % 60) + k * 0.1;
        const sets = [0, 1, 2].map((s) => ({
          id: nextId(),
          setType: 'NORMAL',
          completed: true,
          values: [
            { measurementCode: 'REPS', value: 5 + ((k + s) % 6) },
            { measurementCode: 'WEIGHT', value: Math.round((base + s * 2.5) * 2) / 2 },
          ],
        }));
        const known = bests.get(code) ?? new Map();
        const { badges: broken, raised } = logRecords(sets, new Map([...known].map(([key, best]) => [key, best.value])));
        for (const { candidate, index, before } of raised)
          known.set(recordKey(candidate.recordType, candidate.qualifier), {
            value: candidate.value,
            before: before ?? null,
            setId: sets[index]!.id,
            at: startedAt + index * 60_000,
          });
        bests.set(code, known);
        const aggregates = exerciseAggregates(sets);
        exerciseRows.push([
          exerciseId,
          logId,
          member.userId,
          iso(startedAt),
          code,
          position,
          aggregates.completedSetCount,
          aggregates.volume,
          aggregates.totalReps,
          aggregates.bestWeight,
          aggregates.bestEstimated1rm,
          aggregates.bestSetId,
        ]);
        sets.forEach((set, s) => {
          setRows.push([set.id, exerciseId, s, set.setType, iso(startedAt + (position * 3 + s) * 90_000), broken[s]!.join(',')]);
          for (const value of set.values) valueRows.push([set.id, value.measurementCode, value.value]);
          records += broken[s]!.length;
        });
        setCount += aggregates.completedSetCount;
        volume += aggregates.volume;
      });
      const activeSeconds = 3000 + (k % 20) * 60;
      insert.log.run(
        logId,
        member.userId,
        `Session ${k + 1}`,
        'COMPLETED',
        visibility,
        iso(startedAt),
        iso(startedAt + activeSeconds * 1000),
        activeSeconds,
        null,
        5,
        setCount,
        volume,
        records,
        iso(startedAt),
        iso(startedAt),
      );
      for (const row of exerciseRows) insert.exercise.run(...row);
      for (const row of setRows) insert.set.run(...row);
      for (const row of valueRows) insert.value.run(...row);
      const endedAt = startedAt + activeSeconds * 1000;
      insert.feed.run(nextId(), member.userId, 'WORKOUT_LOG', null, visibility, logId, iso(endedAt));
    }
    for (const [code, known] of bests)
      for (const [key, best] of known) {
        const [recordType, qualifier] = key.split('|') as [string, string];
        insert.record.run(member.userId, code, recordType, qualifier, best.value, best.before, iso(best.at), best.setId);
      }
  });
  const startedWriting = Date.now();
  members.forEach((member, index) => {
    writeMember(member, index);
    if ((index + 1) % 25 === 0 || index + 1 === members.length) progress('members written', index + 1, members.length, startedWriting);
  });

  // Workouts in progress, one per member (a member runs one session at a time), for the set-logging scenario.
  const live: LogbookFixture['live'] = [];
  sqlite.transaction(() => {
    for (const member of members.slice(1, LIVE_LOGS + 1)) {
      const logId = nextId();
      const exerciseIds = EXERCISES.slice(0, 5).map(() => nextId());
      insert.log.run(
        logId,
        member.userId,
        'Bench session',
        'IN_PROGRESS',
        'BUDDIES',
        iso(now),
        null,
        0,
        iso(now),
        5,
        0,
        0,
        0,
        iso(now),
        iso(now),
      );
      exerciseIds.forEach((exerciseId, position) =>
        insert.exercise.run(exerciseId, logId, member.userId, iso(now), EXERCISES[position]!, position, 0, 0, 0, null, null, null),
      );
      live.push({ email: member.email, workoutLogId: logId, exerciseIds });
    }
  })();
  // Every member's feed index (FeedEntry) as fanning out on write leaves it when the buddyships came first: each shown
  // item written here in its author's and their buddies' feeds (the bench fixture's own items got theirs when the
  // services wrote them). One statement sorted by the key, so the index is appended to.
  const fannedOut = Date.now();
  sqlite.exec(`
    INSERT INTO "FeedEntry" ("ownerUserId", "createdAt", "feedItemId")
    SELECT "ownerUserId", "createdAt", "feedItemId" FROM (
      SELECT f."actorUserId" AS "ownerUserId", f."createdAt", f."feedItemId" FROM "FeedItem" f
      WHERE f."contentType" <> 'UPDATE' AND f."visibility" IN ('PUBLIC', 'BUDDIES') AND f."feedItemId" LIKE '${runPrefix}%'
      UNION ALL
      SELECT b."addresseeId", f."createdAt", f."feedItemId" FROM "Buddyship" b JOIN "FeedItem" f ON f."actorUserId" = b."requesterId"
      WHERE b."status" = 'ACCEPTED' AND f."contentType" <> 'UPDATE' AND f."visibility" IN ('PUBLIC', 'BUDDIES')
      UNION ALL
      SELECT b."requesterId", f."createdAt", f."feedItemId" FROM "Buddyship" b JOIN "FeedItem" f ON f."actorUserId" = b."addresseeId"
      WHERE b."status" = 'ACCEPTED' AND f."contentType" <> 'UPDATE' AND f."visibility" IN ('PUBLIC', 'BUDDIES')
    ) entries
    ORDER BY "ownerUserId", "createdAt", "feedItemId"`);
  console.log(`  feed entries written in ${((Date.now() - fannedOut) / 1000).toFixed(0)}s`);
  sqlite.pragma('synchronous = NORMAL');
  sqlite.exec('ANALYZE');
  sqlite.close();
  console.log(`  done in ${((Date.now() - started) / 1000).toFixed(0)}s`);
  return { viewer: members[0]!, live, historyExercise: 'BARBELL_BENCH_PRESS' };
}
