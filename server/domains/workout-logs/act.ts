// The state machine of a log (Start, Pause, Resume, End) and its active-time arithmetic; Delete is its own use case.
import type { Prisma } from '../../db/generated/sqlite/client.ts';
import { conflict } from '../../lib/errors.js';
import { addFeedItems } from '../feed/service.js';
import type { LogAction, LogStatus } from './schemas.js';

type Tx = Prisma.TransactionClient;

/** Seconds trained so far: finished stretches plus the running one. */
export const activeSecondsOf = (log: { status: string; activeSeconds: number; activeSince: Date | null }, now = new Date()) =>
  log.activeSeconds +
  (log.status === 'IN_PROGRESS' && log.activeSince ? Math.max(0, Math.floor((now.getTime() - log.activeSince.getTime()) / 1000)) : 0);

/** The moment an action happened: the client's clock for queued actions, kept between the last action and now. */
function actionMoment(log: { startedAt: Date; activeSince: Date | null; pausedAt: Date | null }, at: Date | undefined) {
  const now = new Date();
  const last = log.activeSince ?? log.pausedAt ?? log.startedAt;
  const wanted = at ?? now;
  if (wanted < last) return last;
  return wanted > now ? now : wanted;
}

const secondsBetween = (from: Date, to: Date) => Math.max(0, Math.floor((to.getTime() - from.getTime()) / 1000));

type LogRow = Prisma.WorkoutLogGetPayload<object>;

/**
 * The state machine. An action the log is already past (Pause while paused, End once ended) changes nothing, so a
 * replayed action is harmless; Pause or Resume after End is a conflict. End needs a completed set: a log without
 * one is discarded with Delete instead, which the screen offers.
 */
export async function applyAction(tx: Tx, log: LogRow, action: LogAction, rawAt: Date | undefined): Promise<LogRow> {
  const status = log.status as LogStatus;
  if (status === 'COMPLETED') {
    if (action === 'End') return log;
    throw conflict('This workout has already ended');
  }
  if ((action === 'Pause' && status === 'PAUSED') || (action === 'Resume' && status === 'IN_PROGRESS')) return log;
  const at = actionMoment(log, rawAt);
  const stretch = status === 'IN_PROGRESS' && log.activeSince ? secondsBetween(log.activeSince, at) : 0;
  let data: Prisma.WorkoutLogUpdateInput;
  if (action === 'Pause') data = { status: 'PAUSED', activeSeconds: log.activeSeconds + stretch, activeSince: null, pausedAt: at };
  else if (action === 'Resume') data = { status: 'IN_PROGRESS', activeSince: at, pausedAt: null };
  else {
    const completed = await tx.workoutLogSet.count({
      where: { logExercise: { workoutLogId: log.workoutLogId }, completedAt: { not: null } },
    });
    if (!completed) throw conflict('This workout has no completed sets: discard it instead of finishing it');
    data = { status: 'COMPLETED', activeSeconds: log.activeSeconds + stretch, activeSince: null, pausedAt: null, endedAt: at };
  }
  await tx.workoutLogAction.create({ data: { workoutLogId: log.workoutLogId, action, at } });
  return tx.workoutLog.update({ where: { workoutLogId: log.workoutLogId }, data });
}

/** A finished log goes to the feed: one item, which shows the records the log set. */
export async function announceLog(tx: Tx, log: LogRow) {
  return addFeedItems(tx, [
    {
      actorUserId: log.userId,
      contentType: 'WORKOUT_LOG',
      visibility: log.visibility,
      workoutLogId: log.workoutLogId,
      createdAt: log.endedAt ?? new Date(),
    },
  ]);
}
