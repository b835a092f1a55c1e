// Personal records. Ticking a set during a live workout compares it with the member's current bests by key (one
// lookup of the keys it competes for, however long the history). Editing or deleting a set that was already done
// derives the records of that exercise again from the member's history of it, in the order the sets were done, so
// the badges move to the sets that now hold them.
import type { Prisma } from '../../db/generated/sqlite/client.ts';
import { detectRecords, recordCandidates, recordKey, type RecordCandidate } from './metrics.js';

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

/** Ids per statement: under the databases' limits on bound parameters. */
const CHUNK = 500;

/**
 * Writes what each set broke, touching only sets whose badges changed: one statement per distinct set of badges
 * (there are few), not one per set, so deriving a long history again stays quick.
 */
async function writeBadges(tx: Tx, sets: SetRow[], broken: string[][]) {
  const changed = new Map<string, string[]>();
  for (const [index, set] of sets.entries()) {
    const records = broken[index]!.join(',');
    if (records !== set.records) changed.set(records, [...(changed.get(records) ?? []), set.workoutLogSetId]);
  }
  for (const [records, ids] of changed)
    for (let start = 0; start < ids.length; start += CHUNK)
      await tx.workoutLogSet.updateMany({ where: { workoutLogSetId: { in: ids.slice(start, start + CHUNK) } }, data: { records } });
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
  await writeBadges(tx, sets, broken);
}

/** Sets just ticked, against the current bests of the keys they compete for. */
export async function detectLiveRecords(tx: Tx, userId: string, setIds: string[], alreadyDerived: ReadonlySet<string>) {
  const sets = (await tx.workoutLogSet.findMany({ where: { workoutLogSetId: { in: setIds } }, select: setSelect }))
    .filter((set) => set.completedAt && !alreadyDerived.has(set.logExercise.exerciseCode))
    .sort(byWhenDone);
  if (!sets.length) return;
  const keys = sets.flatMap((set) =>
    recordCandidates(asLogged(set)).map((candidate) => ({
      exerciseCode: set.logExercise.exerciseCode,
      recordType: candidate.recordType,
      qualifier: candidate.qualifier,
    })),
  );
  if (!keys.length)
    return writeBadges(
      tx,
      sets,
      sets.map(() => []),
    );
  const current = await tx.personalRecord.findMany({
    where: { userId, OR: keys },
    select: { exerciseCode: true, recordType: true, qualifier: true, value: true },
  });
  const codes = [...new Set(sets.map((set) => set.logExercise.exerciseCode))];
  for (const exerciseCode of codes) {
    const own = sets.filter((set) => set.logExercise.exerciseCode === exerciseCode);
    const bests = new Map(
      current.filter((row) => row.exerciseCode === exerciseCode).map((row) => [recordKey(row.recordType, row.qualifier), row.value]),
    );
    const { broken, raised } = detectRecords(own.map(asLogged), bests);
    for (const { candidate, set } of holders(own, raised).values()) {
      const record = {
        value: candidate.value,
        achievedAt: set.completedAt!,
        workoutLogSetId: set.workoutLogSetId,
      };
      await tx.personalRecord.upsert({
        where: {
          userId_exerciseCode_recordType_qualifier: {
            userId,
            exerciseCode,
            recordType: candidate.recordType,
            qualifier: candidate.qualifier,
          },
        },
        create: { userId, exerciseCode, recordType: candidate.recordType, qualifier: candidate.qualifier, ...record },
        update: record,
      });
    }
    await writeBadges(tx, own, broken);
  }
}
