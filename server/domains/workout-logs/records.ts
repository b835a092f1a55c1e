// Personal records. A log's sets are measured against the member's bests from before the log (metrics.ts,
// logRecords): the first log of an exercise sets baselines, a later one holds at most one record of each type per
// exercise, on its best set. Ticking a set during a live workout derives its log's records in that exercise again
// from the log's done sets and the current bests of the keys they compete for (one lookup, however long the history:
// a best held by this same log keeps the best before it, valueBefore). Editing or deleting a set that was already done
// derives the records of that exercise again from the member's whole history of it, in the order the sets were
// done, so the badges move to the sets that now hold them.
import type { Prisma } from '../../db/generated/sqlite/client.ts';
import { recordCandidates } from '../../../common/set-metrics.js';
import { historyRecords, logRecords, recordKey, type RaisedRecord } from './metrics.js';
import { dateOf, dateOrNull, numberOf, placeholders, type Sql } from '../../db/sql.js';
import { foldSetValues } from './detail.js';

type Tx = Prisma.TransactionClient;

const setSelect = {
  workoutLogSetId: true,
  position: true,
  setType: true,
  completedAt: true,
  records: true,
  values: { select: { measurementCode: true, value: true } },
  logExercise: { select: { workoutLogId: true, exerciseCode: true, startedAt: true } },
} satisfies Prisma.WorkoutLogSetSelect;
type SetRow = Prisma.WorkoutLogSetGetPayload<{ select: typeof setSelect }>;

const asLogged = (set: SetRow) => ({ ...set, completed: !!set.completedAt, workoutLogId: set.logExercise.workoutLogId });
const byWhenDone = (a: SetRow, b: SetRow) =>
  a.logExercise.startedAt.getTime() - b.logExercise.startedAt.getTime() ||
  (a.completedAt?.getTime() ?? 0) - (b.completedAt?.getTime() ?? 0) ||
  a.position - b.position ||
  a.workoutLogSetId.localeCompare(b.workoutLogSetId);

/** Ids (or record keys) per statement: under the databases' limits on bound parameters. */
const CHUNK = 500;

/**
 * Writes the records each set holds, touching only sets whose badges changed: one statement per distinct set of
 * badges (there are few), not one per set, so deriving a long history again stays quick. Answers the sets changed.
 */
async function writeBadges<S extends { workoutLogSetId: string; records: string }>(
  sets: readonly S[],
  badges: string[][],
  write: (records: string, ids: string[]) => Promise<unknown>,
): Promise<S[]> {
  const changed = new Map<string, string[]>();
  const touched: S[] = [];
  for (const [index, set] of sets.entries()) {
    const records = badges[index]!.join(',');
    if (records === set.records) continue;
    changed.set(records, [...(changed.get(records) ?? []), set.workoutLogSetId]);
    touched.push(set);
  }
  for (const [records, ids] of changed)
    for (let start = 0; start < ids.length; start += CHUNK) await write(records, ids.slice(start, start + CHUNK));
  return touched;
}

/** Logs' record counts from their sets' badges, counted again: one update per distinct count. */
async function recountRecords(tx: Tx, workoutLogIds: string[]) {
  for (let start = 0; start < workoutLogIds.length; start += CHUNK) {
    const ids = workoutLogIds.slice(start, start + CHUNK);
    const sets = await tx.workoutLogSet.findMany({
      where: { records: { not: '' }, logExercise: { workoutLogId: { in: ids } } },
      select: { records: true, logExercise: { select: { workoutLogId: true } } },
    });
    const counts = new Map(ids.map((id) => [id, 0]));
    for (const set of sets)
      counts.set(set.logExercise.workoutLogId, counts.get(set.logExercise.workoutLogId)! + set.records.split(',').length);
    const byCount = new Map<number, string[]>();
    for (const [id, count] of counts) byCount.set(count, [...(byCount.get(count) ?? []), id]);
    for (const [personalRecordCount, logIds] of byCount)
      await tx.workoutLog.updateMany({ where: { workoutLogId: { in: logIds } }, data: { personalRecordCount } });
  }
}

/** A PersonalRecord row for a key a set holds the best of. */
const recordRow = (userId: string, exerciseCode: string, { candidate, before }: RaisedRecord, set: SetRow) => ({
  userId,
  exerciseCode,
  recordType: candidate.recordType,
  qualifier: candidate.qualifier,
  value: candidate.value,
  valueBefore: before ?? null,
  achievedAt: set.completedAt!,
  workoutLogSetId: set.workoutLogSetId,
});

export async function recomputeRecords(tx: Tx, userId: string, exerciseCode: string) {
  const sets = (
    await tx.workoutLogSet.findMany({
      where: { logExercise: { userId, exerciseCode }, completedAt: { not: null } },
      select: setSelect,
    })
  ).sort(byWhenDone);
  const { badges, holders } = historyRecords(sets.map(asLogged));
  await tx.personalRecord.deleteMany({ where: { userId, exerciseCode } });
  const rows = [...holders.values()].map((held) => recordRow(userId, exerciseCode, held, sets[held.index]!));
  if (rows.length) await tx.personalRecord.createMany({ data: rows });
  const changed = await writeBadges(sets, badges, (records, ids) =>
    tx.workoutLogSet.updateMany({ where: { workoutLogSetId: { in: ids } }, data: { records } }),
  );
  // Badges move between logs: each log they left or reached counts its records again.
  await recountRecords(tx, [...new Set(changed.map((set) => set.logExercise.workoutLogId))]);
}

type CurrentRecord = {
  exerciseCode: string;
  recordType: string;
  qualifier: string;
  value: unknown;
  valueBefore: unknown;
  workoutLogSetId: string | null;
  holderLogId: string | null;
};

/**
 * After sets of a live log were ticked: the log's records in each of their exercises, derived again from the log's
 * done sets of it against the bests from before the log (sql.ts: this runs on every tick). `alreadyDerived` names
 * codes this change derived again from the whole history.
 */
export async function detectLiveRecords(
  sql: Sql,
  log: { workoutLogId: string; userId: string },
  tickedSetIds: string[],
  alreadyDerived: ReadonlySet<string>,
) {
  if (!tickedSetIds.length) return;
  const { workoutLogId, userId } = log;
  // The log's done sets of every exercise a ticked set belongs to.
  const rows = await sql.all(
    `SELECT s."workoutLogSetId", s."position", s."setType", s."completedAt", s."records", le."workoutLogId", le."exerciseCode",
            le."startedAt", v."measurementCode", v."value"
     FROM "WorkoutLogExercise" le
     JOIN "WorkoutLogSet" s ON s."workoutLogExerciseId" = le."workoutLogExerciseId"
     LEFT JOIN "WorkoutLogSetValue" v ON v."workoutLogSetId" = s."workoutLogSetId"
     WHERE le."workoutLogId" = ? AND s."completedAt" IS NOT NULL AND le."exerciseCode" IN (
       SELECT t."exerciseCode" FROM "WorkoutLogSet" ts JOIN "WorkoutLogExercise" t ON t."workoutLogExerciseId" = ts."workoutLogExerciseId"
       WHERE ts."workoutLogSetId" IN (${placeholders(tickedSetIds)}))`,
    [workoutLogId, ...tickedSetIds],
  );
  const sets: SetRow[] = foldSetValues(rows, (row) => ({
    workoutLogSetId: String(row.workoutLogSetId),
    position: numberOf(row.position),
    setType: String(row.setType),
    completedAt: dateOrNull(row.completedAt),
    records: String(row.records),
    logExercise: { workoutLogId: String(row.workoutLogId), exerciseCode: String(row.exerciseCode), startedAt: dateOf(row.startedAt) },
  }));
  const live = sets.filter((set) => !alreadyDerived.has(set.logExercise.exerciseCode)).sort(byWhenDone);
  if (!live.length) return;
  // The writes go out without waiting for each other (Sql.send); deriveSetsDone waits for them.
  const setBadges = async (records: string, ids: string[]) =>
    sql.send(`UPDATE "WorkoutLogSet" SET "records" = ? WHERE "workoutLogSetId" IN (${placeholders(ids)})`, [records, ...ids]);
  // Only the keys these sets compete for: a lifter's most-reps records alone run to one per weight ever lifted.
  const keys = [
    ...new Map(
      live.flatMap((set) =>
        recordCandidates(asLogged(set)).map((candidate) => {
          const key = [set.logExercise.exerciseCode, candidate.recordType, candidate.qualifier];
          return [key.join('|'), key] as const;
        }),
      ),
    ).values(),
  ];
  const current: CurrentRecord[] = [];
  for (let start = 0; start < keys.length; start += CHUNK) {
    const chunk = keys.slice(start, start + CHUNK);
    // The keys as row values: one search of the primary key each (an OR of them planned as several index scans took
    // four times as long for a tick's six keys).
    current.push(
      ...(await sql.all<CurrentRecord>(
        `SELECT r."exerciseCode", r."recordType", r."qualifier", r."value", r."valueBefore", r."workoutLogSetId",
                le."workoutLogId" AS "holderLogId"
         FROM "PersonalRecord" r
         LEFT JOIN "WorkoutLogSet" s ON s."workoutLogSetId" = r."workoutLogSetId"
         LEFT JOIN "WorkoutLogExercise" le ON le."workoutLogExerciseId" = s."workoutLogExerciseId"
         WHERE (r."userId", r."exerciseCode", r."recordType", r."qualifier") IN (VALUES ${chunk.map(() => '(?, ?, ?, ?)').join(', ')})`,
        chunk.flatMap((key) => [userId, ...key]),
      )),
    );
  }
  for (const exerciseCode of new Set(live.map((set) => set.logExercise.exerciseCode))) {
    const own = live.filter((set) => set.logExercise.exerciseCode === exerciseCode);
    const rowsByKey = new Map(
      current.filter((row) => row.exerciseCode === exerciseCode).map((row) => [recordKey(row.recordType, row.qualifier), row]),
    );
    // A best this log already holds is measured from the best before the log.
    const bestsBefore = new Map<string, number>();
    for (const [key, row] of rowsByKey) {
      const before = row.holderLogId === workoutLogId ? row.valueBefore : row.value;
      if (before !== null && before !== undefined) bestsBefore.set(key, numberOf(before));
    }
    const { badges, raised } = logRecords(own.map(asLogged), bestsBefore);
    const written: unknown[][] = [];
    for (const entry of raised) {
      const set = own[entry.index]!;
      const row = rowsByKey.get(recordKey(entry.candidate.recordType, entry.candidate.qualifier));
      if (row && row.workoutLogSetId === set.workoutLogSetId && numberOf(row.value) === entry.candidate.value) continue;
      const record = recordRow(userId, exerciseCode, entry, set);
      written.push([
        record.userId,
        record.exerciseCode,
        record.recordType,
        record.qualifier,
        record.value,
        record.valueBefore,
        record.achievedAt,
        record.workoutLogSetId,
      ]);
    }
    // One statement for the records a tick raises (a first set raises several at once); each key once, as logRecords
    // answers them, so no row is upserted twice in it.
    if (written.length)
      sql.send(
        `INSERT INTO "PersonalRecord" ("userId", "exerciseCode", "recordType", "qualifier", "value", "valueBefore", "achievedAt",
                                       "workoutLogSetId")
         VALUES ${written.map(() => '(?, ?, ?, ?, ?, ?, ?, ?)').join(', ')}
         ON CONFLICT ("userId", "exerciseCode", "recordType", "qualifier")
         DO UPDATE SET "value" = excluded."value", "valueBefore" = excluded."valueBefore", "achievedAt" = excluded."achievedAt",
                       "workoutLogSetId" = excluded."workoutLogSetId"`,
        written.flat(),
      );
    await writeBadges(own, badges, setBadges);
  }
}
