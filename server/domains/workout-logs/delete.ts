// Deleting logs: a discarded session or a past one, and the member's logs an import undo takes away.
import type { AppContext } from '../../context.js';
import type { Prisma } from '../../db/generated/sqlite/client.ts';
import { ownLog } from './access.js';
import { recomputeRecords } from './records.js';

type Tx = Prisma.TransactionClient;

/**
 * Deletes those of the member's logs among ids, with their exercises, sets and values, and their feed items with the
 * props and comments on them (all by cascade). Answers how many went and the exercises whose records the caller must
 * derive again: the records they held pass to the next best sets.
 */
export async function deleteLogs(tx: Tx, userId: string, ids: string[]) {
  const codes = await tx.workoutLogExercise.findMany({
    where: { userId, workoutLogId: { in: ids }, completedSetCount: { gt: 0 } },
    select: { exerciseCode: true },
    distinct: ['exerciseCode'],
  });
  const { count } = await tx.workoutLog.deleteMany({ where: { userId, workoutLogId: { in: ids } } });
  return { count, exerciseCodes: codes.map(({ exerciseCode }) => exerciseCode) };
}

/** Deletes a log (a discarded session or a past one). */
export async function deleteLog(ctx: AppContext, rawId: unknown) {
  const log = await ownLog(ctx, rawId);
  await ctx.db.$transaction(async (tx) => {
    const { exerciseCodes } = await deleteLogs(tx, log.userId, [log.workoutLogId]);
    for (const code of exerciseCodes) await recomputeRecords(tx, log.userId, code);
  });
}
