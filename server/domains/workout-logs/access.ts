// Who may read a log, and the log a read or a change names.
import type { AppContext } from '../../context.js';
import { requireUser } from '../../auth/permissions.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { parseId } from '../../lib/validate.js';
import { canReadLog } from './visibility.js';
import { sqlOf } from '../../db/sql.js';
import { readLogRow } from './detail.js';

export async function readableLog(ctx: AppContext, rawId: unknown) {
  // Read over the driver: a live logger's every save starts here.
  const log = await readLogRow(sqlOf(ctx.db), parseId('workoutLogId', rawId));
  if (!log || !(await canReadLog(ctx, log))) throw notFound('Workout log');
  return log;
}

export async function ownLog(ctx: AppContext, rawId: unknown) {
  const viewer = requireUser(ctx);
  const log = await readableLog(ctx, rawId);
  if (log.userId !== viewer.userId) throw forbidden('Only the member who logged a workout can change it');
  return log;
}
