// Who may read a log, and the log a read or a change names.
import type { AppContext } from '../../context.js';
import { requireUser } from '../../auth/permissions.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { parseId } from '../../lib/validate.js';
import { areBuddies, isBlockedBetween } from '../buddies/service.js';
import { sqlOf } from '../../db/sql.js';
import { readLogRow } from './detail.js';

/**
 * Whether the viewer may read a log: its member always; others only once it is finished, when it is PUBLIC, or
 * BUDDIES and they are buddies, and never across a block. A PRIVATE log is its member's alone, administrators
 * included. Hidden logs answer as unknown ones.
 */
async function canRead(ctx: AppContext, log: { userId: string; status: string; visibility: string }) {
  const viewer = ctx.viewer;
  if (viewer?.userId === log.userId) return true;
  if (log.status !== 'COMPLETED' || log.visibility === 'PRIVATE') return false;
  if (!viewer) return log.visibility === 'PUBLIC';
  if (await isBlockedBetween(ctx.db, viewer.userId, log.userId)) return false;
  return log.visibility === 'PUBLIC' || (await areBuddies(ctx.db, viewer.userId, log.userId));
}

export async function readableLog(ctx: AppContext, rawId: unknown) {
  // Read over the driver: a live logger's every save starts here.
  const log = await readLogRow(sqlOf(ctx.db), parseId('workoutLogId', rawId));
  if (!log || !(await canRead(ctx, log))) throw notFound('Workout log');
  return log;
}

export async function ownLog(ctx: AppContext, rawId: unknown) {
  const viewer = requireUser(ctx);
  const log = await readableLog(ctx, rawId);
  if (log.userId !== viewer.userId) throw forbidden('Only the member who logged a workout can change it');
  return log;
}
