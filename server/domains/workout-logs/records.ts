// Personal records. Ticking a set during a live workout compares it with the member's current bests by key (one
// lookup of the keys it competes for, however long the history). Editing or deleting a set that was already done
// derives the records of that exercise again from the member's history of it, in the order the sets were done, so
// the badges move to the sets that now hold them.
import type { Prisma } from '../../db/generated/sqlite/client.ts';
import { detectRecords, recordCandidates, recordKey, type RecordCandidate } from './metrics.js';
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
  logExercise: { select: { exerciseCode: true, startedAt: true } },
} satisfies Prisma.WorkoutLogSetSelect;
type SetRow = Prisma.WorkoutLogSetGetPayload<{ select: typeof setSelect }>;

const asLogged = (set: SetRow) => ({ ...set, completed: !!set.completedAt });
const byWhenDone = (a: SetRow, b: SetRow) =>
  a.logExercise.startedAt.getTime() - b.logExercise.startedAt.getTime() ||
  (a.completedAt?.getTime() ?? 0) - (b.completedAt?.getTime() ?? 0) ||
  a.position - b.position ||
  a.workoutLogSetId.localeCompare(b.workoutLogSetId);

/** Ids (or record keys) per statement: under the databases' limits on bound parameters. */
const CHUNK = 500;

/**
 * Writes what each set broke, touching only sets whose badges changed: one statement per distinct set of badges
 * (there are few), not one per set, so deriving a long history again stays quick.
 */
async function writeBadges(
  sets: { workoutLogSetId: string; records: string }[],
  broken: string[][],
  write: (records: string, ids: string[]) => Promise<unknown>,
) {
  const changed = new Map<string, string[]>();
  for (const [index, set] of sets.entries()) {
    const records = broken[index]!.join(',');
    if (records !== set.records) changed.set(records, [...(changed.get(records) ?? []), set.workoutLogSetId]);
  }
  for (const [records, ids] of changed)
    for (let start = 0; start < ids.length; start += CHUNK) await write(records, ids.slice(start, start + CHUNK));
}

/** The last set to raise each key holds that record. */
function holders(sets: SetRow[], raised: RecordCandidate[][]) {
  const held = new Map<string, { candidate: RecordCandidate; set: SetRow }>();
  raised.forEach((candidates, index) => {
    for (const candidate of candidates) held.set(recordKey(candidate.recordType, candidate.qualifier), { candidate, set: sets[index]! });
  });
  return held;
}

export async function recomputeRecords(tx: Tx, userId: string, exerciseCode: string) {
  const sets = (
    await tx.workoutLogSet.findMany({
      where: { logExercise: { userId, exerciseCode }, completedAt: { not: null } },
      select: setSelect,
    })
  ).sort(byWhenDone);
  const { broken, raised } = detectRecords(sets.map(asLogged), new Map());
  await tx.personalRecord.deleteMany({ where: { userId, exerciseCode } });
  const rows = [...holders(sets, raised).values()].map(({ candidate, set }) => ({
    userId,
    exerciseCode,
    recordType: candidate.recordType,
    qualifier: candidate.qualifier,
    value: candidate.value,
    achievedAt: set.completedAt!,
    workoutLogSetId: set.workoutLogSetId,
  }));
  if (rows.length) await tx.personalRecord.createMany({ data: rows });
  await writeBadges(sets, broken, (records, ids) =>
    tx.workoutLogSet.updateMany({ where: { workoutLogSetId: { in: ids } }, data: { records } }),
  );
}

/** Sets just ticked, against the current bests of the keys they compete for (sql.ts: this runs on every tick). */
export async function detectLiveRecords(sql: Sql, userId: string, setIds: string[], alreadyDerived: ReadonlySet<string>) {
  if (!setIds.length) return;
  const rows = await sql.all(
    `SELECT s."workoutLogSetId", s."position", s."setType", s."completedAt", s."records", le."exerciseCode", le."startedAt",
            v."measurementCode", v."value"
     FROM "WorkoutLogSet" s
     JOIN "WorkoutLogExercise" le ON le."workoutLogExerciseId" = s."workoutLogExerciseId"
     LEFT JOIN "WorkoutLogSetValue" v ON v."workoutLogSetId" = s."workoutLogSetId"
     WHERE s."workoutLogSetId" IN (${placeholders(setIds)})`,
    setIds,
  );
  const sets: SetRow[] = foldSetValues(rows, (row) => ({
    workoutLogSetId: String(row.workoutLogSetId),
    position: numberOf(row.position),
    setType: String(row.setType),
    completedAt: dateOrNull(row.completedAt),
    records: String(row.records),
    logExercise: { exerciseCode: String(row.exerciseCode), startedAt: dateOf(row.startedAt) },
  }));
  const live = sets.filter((set) => set.completedAt && !alreadyDerived.has(set.logExercise.exerciseCode)).sort(byWhenDone);
  if (!live.length) return;
  const setBadges = (records: string, ids: string[]) =>
    sql.run(`UPDATE "WorkoutLogSet" SET "records" = ? WHERE "workoutLogSetId" IN (${placeholders(ids)})`, [records, ...ids]);
  const codes = [...new Set(live.map((set) => set.logExercise.exerciseCode))];
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
  const current: { exerciseCode: string; recordType: string; qualifier: string; value: unknown }[] = [];
  for (let start = 0; start < keys.length; start += CHUNK) {
    const chunk = keys.slice(start, start + CHUNK);
    // The keys as row values: one search of the primary key each (an OR of them planned as several index scans took
    // four times as long for a tick's six keys).
    current.push(
      ...(await sql.all<(typeof current)[number]>(
        `SELECT "exerciseCode", "recordType", "qualifier", "value" FROM "PersonalRecord"
         WHERE ("userId", "exerciseCode", "recordType", "qualifier") IN (VALUES ${chunk.map(() => '(?, ?, ?, ?)').join(', ')})`,
        chunk.flatMap((key) => [userId, ...key]),
      )),
    );
  }
  for (const exerciseCode of codes) {
    const own = live.filter((set) => set.logExercise.exerciseCode === exerciseCode);
    const bests = new Map(
      current
        .filter((row) => row.exerciseCode === exerciseCode)
        .map((row) => [recordKey(row.recordType, row.qualifier), numberOf(row.value)]),
    );
    const { broken, raised } = detectRecords(own.map(asLogged), bests);
    for (const { candidate, set } of holders(own, raised).values())
      await sql.run(
        `INSERT INTO "PersonalRecord" ("userId", "exerciseCode", "recordType", "qualifier", "value", "achievedAt", "workoutLogSetId")
         VALUES (?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT ("userId", "exerciseCode", "recordType", "qualifier")
         DO UPDATE SET "value" = excluded."value", "achievedAt" = excluded."achievedAt", "workoutLogSetId" = excluded."workoutLogSetId"`,
        [userId, exerciseCode, candidate.recordType, candidate.qualifier, candidate.value, set.completedAt, set.workoutLogSetId],
      );
    await writeBadges(own, broken, setBadges);
  }
}
