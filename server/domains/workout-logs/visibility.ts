// Who may read a workout log, decided here for every read of a log and of what hangs off it (its exercises, sets and
// values, the records it set, its feed item with the props and comments on it, a member's page): its member always;
// others only once it is finished, when it is PUBLIC, or BUDDIES and they are buddies, and never across a block. A
// PRIVATE log is its member's alone, administrators included. A hidden log answers exactly as an unknown one.
import type { AppContext } from '../../context.js';
import type { Viewer } from '../../auth/viewer.js';
import type { Prisma } from '../../db/generated/sqlite/client.ts';
import { areBuddies, buddyOf, isBlockedBetween, notBlockedWith } from '../buddies/service.js';

/** What the rule needs of a log. */
export interface LogAudience {
  userId: string;
  status: string;
  visibility: string;
}

/** The logs the viewer may read, as a where clause for lists. */
export function visibleLogs(viewer: Viewer | null): Prisma.WorkoutLogWhereInput {
  const finished = { status: 'COMPLETED' };
  if (!viewer) return { ...finished, visibility: 'PUBLIC' };
  const member = notBlockedWith(viewer.userId);
  return {
    OR: [
      { userId: viewer.userId },
      { ...finished, visibility: 'PUBLIC', user: member },
      { ...finished, visibility: 'BUDDIES', user: { AND: [member, buddyOf(viewer.userId)] } },
    ],
  };
}

/** visibleLogs for one log already read. */
export async function canReadLog(ctx: Pick<AppContext, 'db' | 'viewer'>, log: LogAudience): Promise<boolean> {
  const viewer = ctx.viewer;
  if (viewer?.userId === log.userId) return true;
  if (log.status !== 'COMPLETED' || log.visibility === 'PRIVATE') return false;
  if (!viewer) return log.visibility === 'PUBLIC';
  if (await isBlockedBetween(ctx.db, viewer.userId, log.userId)) return false;
  return log.visibility === 'PUBLIC' || (await areBuddies(ctx.db, viewer.userId, log.userId));
}

/**
 * What a log kept in a training session shows the session's other members while it runs: its sets as they are
 * ticked, unless it is PRIVATE, which shares nothing beyond its member being there. Being in the session together is
 * the audience here, buddies or not (a join link may bring in a buddy's friend); blocks are kept out of the session
 * itself (training-sessions/service.ts).
 */
export const sharesWithSession = (log: Pick<LogAudience, 'visibility'>) => log.visibility !== 'PRIVATE';

/** The personal records the viewer may read: their own, and their buddies'. */
export function visibleRecords(viewer: Viewer): Prisma.PersonalRecordWhereInput {
  return { OR: [{ userId: viewer.userId }, { user: { AND: [notBlockedWith(viewer.userId), buddyOf(viewer.userId)] } }] };
}
