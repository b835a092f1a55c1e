// Who may see a feed item, decided here for the feed's index, one item, its props, its comments and the live stream
// alike. An item follows what it carries (workout-logs/visibility.ts for a log, content/visibility.ts for a workout
// or a program) and adds the feed's own limits: PRIVATE items reach no one but their author, BUDDIES and PUBLIC items
// reach the author's buddies' feeds (a session's, every member's and their buddies'), UPDATE items reach every member,
// and blocked members never see each other's.
import type { AppContext } from '../../context.js';
import type { Prisma } from '../../db/generated/sqlite/client.ts';
import { requireUser } from '../../auth/permissions.js';
import type { Db } from '../../db/client.js';
import { areBuddies, buddyIdsOf, isBlockedBetween } from '../buddies/service.js';
import { canReadLog } from '../workout-logs/visibility.js';
import { visibleContent } from '../content/visibility.js';

/** The visibilities of items that reach their author's and their buddies' feeds. */
const SHOWN_VISIBILITIES = ['PUBLIC', 'BUDDIES'];

/** Whether an item goes into its author's and their buddies' feed index: anything not PRIVATE but UPDATEs, read apart. */
export const reachesBuddyFeeds = (item: { contentType: string; visibility: string }) =>
  item.contentType !== 'UPDATE' && SHOWN_VISIBILITIES.includes(item.visibility);

/** reachesBuddyFeeds as a where clause. */
export const reachesBuddyFeedsWhere = {
  contentType: { not: 'UPDATE' },
  visibility: { in: SHOWN_VISIBILITIES },
} satisfies Prisma.FeedItemWhereInput;

/** Whose feeds an item that reaches buddy feeds goes to: its author's and their buddies'. */
export async function buddyFeedAudience(db: Pick<Db, 'buddyship'>, actorUserId: string): Promise<string[]> {
  return [actorUserId, ...(await buddyIdsOf(db, actorUserId))];
}

/**
 * Whose feeds a session's item goes to: everyone who trained in it and each one's buddies, less whoever stands behind
 * a block with the member the item is by. Buddyships made later do not bring it into new feeds, as they do a
 * member's own items (entries.ts): it is one item about several people's day, not any one's history.
 */
export async function sessionFeedAudience(
  db: Pick<Db, 'trainingSessionMember' | 'buddyship' | 'userBlock'>,
  trainingSessionId: string,
  actorUserId: string,
) {
  const members = await db.trainingSessionMember.findMany({
    where: { trainingSessionId, joinedAt: { not: null } },
    select: { userId: true },
  });
  const audience = new Set<string>();
  for (const { userId } of members) for (const id of await buddyFeedAudience(db, userId)) audience.add(id);
  const blocks = await db.userBlock.findMany({
    where: { OR: [{ blockerId: actorUserId }, { blockedId: actorUserId }] },
    select: { blockerId: true, blockedId: true },
  });
  for (const block of blocks) audience.delete(block.blockerId === actorUserId ? block.blockedId : block.blockerId);
  return [...audience];
}

export interface ItemAudience {
  actorUserId: string;
  contentType: string;
  visibility: string;
  workoutLogId: string | null;
  workoutId: string | null;
  programId: string | null;
  trainingSessionId: string | null;
}

/** Whether the signed-in viewer may see one item (to read it, give props, comment or read its comments). */
export async function canSeeItem(ctx: AppContext, item: ItemAudience): Promise<boolean> {
  const viewer = requireUser(ctx);
  if (item.contentType === 'UPDATE' || item.actorUserId === viewer.userId) return true;
  if (!SHOWN_VISIBILITIES.includes(item.visibility)) return false;
  if (item.trainingSessionId) return (await sessionFeedAudience(ctx.db, item.trainingSessionId, item.actorUserId)).includes(viewer.userId);
  if (item.workoutLogId) {
    const log = await ctx.db.workoutLog.findUnique({
      where: { workoutLogId: item.workoutLogId },
      select: { userId: true, status: true, visibility: true },
    });
    return !!log && canReadLog(ctx, log);
  }
  if (await isBlockedBetween(ctx.db, viewer.userId, item.actorUserId)) return false;
  const shown = visibleContent(viewer);
  if (item.workoutId && !(await ctx.db.workout.count({ where: { AND: [{ workoutId: item.workoutId }, shown] } }))) return false;
  if (item.programId && !(await ctx.db.program.count({ where: { AND: [{ programId: item.programId }, shown] } }))) return false;
  return item.visibility === 'PUBLIC' || (await areBuddies(ctx.db, viewer.userId, item.actorUserId));
}
