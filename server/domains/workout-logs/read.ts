// Reading logs: one log, the viewer's running one, and the viewer's logbook.
import type { AppContext } from '../../context.js';
import type { Prisma } from '../../db/generated/sqlite/client.ts';
import { requireUser } from '../../auth/permissions.js';
import { keyedBy, paginate } from '../../lib/pagination.js';
import { parseInput } from '../../lib/validate.js';
import { sqlOf } from '../../db/sql.js';
import { readableLog } from './access.js';
import { readActiveLogRow, readLogDetail } from './detail.js';
import { logsQuery } from './schemas.js';

export async function getLog(ctx: AppContext, rawId: unknown) {
  return readLogDetail(sqlOf(ctx.db), await readableLog(ctx, rawId));
}

/** The viewer's log in progress or paused, if any: a member runs one session at a time. */
export async function activeLog(ctx: AppContext) {
  const viewer = requireUser(ctx);
  const sql = sqlOf(ctx.db);
  const log = await readActiveLogRow(sql, viewer.userId);
  return log && readLogDetail(sql, log);
}

/** The viewer's logs, newest first, optionally within [from, to) and of one status: the logbook and its calendar. */
export async function listLogs(ctx: AppContext, rawQuery: unknown) {
  const viewer = requireUser(ctx);
  const query = parseInput(logsQuery, rawQuery ?? {});
  const where: Prisma.WorkoutLogWhereInput = {
    userId: viewer.userId,
    ...(query.from || query.to ? { startedAt: { ...(query.from ? { gte: query.from } : {}), ...(query.to ? { lt: query.to } : {}) } } : {}),
    ...(query.status ? { status: query.status } : {}),
  };
  return paginate(
    query,
    keyedBy('workoutLogId'),
    (window) => ctx.db.workoutLog.findMany({ where, orderBy: [{ startedAt: 'desc' }, { workoutLogId: 'desc' }], ...window }),
    () => ctx.db.workoutLog.count({ where }),
  );
}
