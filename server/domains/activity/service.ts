// The activity inbox: what happened that a member should hear of, newest first, with a count for the bell. Who hears
// of what is decided here and nowhere else:
//   a buddy request      → the member asked          an acceptance        → the member who asked
//   props or a comment   → the item's author, unless they gave or wrote it themselves
//   a finished log that broke records, shown to buddies (not PRIVATE) → the author's buddies
// The services where these happen call one function here each, once their own write is done. Members blocked
// either way never show in each other's inbox, whenever the block came; items about a log made PRIVATE since leave
// it. A new item is published on its recipient's activity channel (in memory, or through Redis with REDIS_URL) and
// sent as a push to the browsers they subscribed (push.ts).
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import type { Prisma } from '../../db/generated/sqlite/client.ts';
import { requireUser } from '../../auth/permissions.js';
import { notFound } from '../../lib/errors.js';
import { keyedBy, paginate, withItems } from '../../lib/pagination.js';
import { parseId, parseInput } from '../../lib/validate.js';
import type { ActivityKind } from '../../../common/activity.js';
import { buddyIdsOf, memberJson, memberSelect, notBlockedWith, relationsWith } from '../buddies/service.js';
import { pushActivities } from './push.js';
import { activitiesQuery } from './schemas.js';

/** The bell counts at most this many ("99+"): counting reads no more of the index than that. */
export const UNSEEN_CAP = 100;

interface NewActivity {
  recipientId: string;
  actorUserId: string;
  kind: ActivityKind;
  /** What makes it the same event again: the same key for the same recipient adds nothing. */
  dedupeKey: string;
  params?: Record<string, number>;
  buddyshipId?: string;
  feedItemId?: string;
  feedCommentId?: string;
  workoutLogId?: string;
  trainingSessionId?: string;
}

/** Writes the new ones among `drafts`, then tells their recipients: live on their channel, and as pushes. */
async function record(ctx: AppContext, drafts: NewActivity[]) {
  const created: string[] = [];
  for (const { params, ...draft } of drafts) {
    try {
      const row = await ctx.db.activity.create({ data: { ...draft, params: JSON.stringify(params ?? {}) }, select: { activityId: true } });
      created.push(row.activityId);
    } catch (error) {
      // Already there: a request sent again, props given again, a log ended twice.
      if ((error as { code?: string }).code !== 'P2002') throw error;
    }
  }
  if (!created.length) return;
  const activities = await readActivities(ctx.db, { activityId: { in: created } });
  for (const activity of activities) ctx.feedEvents.pubsub.publish('activity', activity.recipientId, { activityId: activity.activityId });
  // The push services answer in their own time; the member's request does not wait for them.
  void pushActivities(ctx, activities).catch((error: unknown) => ctx.log.error({ err: error }, 'pushes not sent'));
}

/** A buddy request was sent (the member asked hears of it) or accepted (the member who asked does). */
export async function noteBuddyship(ctx: AppContext, buddyshipId: string) {
  const row = await ctx.db.buddyship.findUnique({ where: { buddyshipId } });
  if (!row) return;
  if (row.status === 'PENDING') {
    await record(ctx, [
      {
        recipientId: row.addresseeId,
        actorUserId: row.requesterId,
        kind: 'BUDDY_REQUEST',
        dedupeKey: `request:${buddyshipId}`,
        buddyshipId,
      },
    ]);
    return;
  }
  // An answered request needs no more attention, wherever it was answered.
  const now = new Date();
  const request = { buddyshipId, kind: 'BUDDY_REQUEST' };
  await ctx.db.activity.updateMany({ where: { ...request, readAt: null }, data: { readAt: now } });
  await ctx.db.activity.updateMany({ where: { ...request, seenAt: null }, data: { seenAt: now } });
  await record(ctx, [
    {
      recipientId: row.requesterId,
      actorUserId: row.addresseeId,
      kind: 'BUDDY_ACCEPTED',
      dedupeKey: `accepted:${buddyshipId}`,
      buddyshipId,
    },
  ]);
}

/** Props given to (or taken back from) an item: its author hears of them while they stand. */
export async function noteProps(ctx: AppContext, item: { feedItemId: string; actorUserId: string }, given: boolean) {
  const viewer = requireUser(ctx);
  if (item.actorUserId === viewer.userId) return;
  const dedupeKey = `props:${item.feedItemId}:${viewer.userId}`;
  if (!given) {
    await ctx.db.activity.deleteMany({ where: { recipientId: item.actorUserId, dedupeKey } });
    return;
  }
  await record(ctx, [{ recipientId: item.actorUserId, actorUserId: viewer.userId, kind: 'PROPS', dedupeKey, feedItemId: item.feedItemId }]);
}

/** A comment on an item: its author hears of it. */
export async function noteComment(ctx: AppContext, item: { feedItemId: string; actorUserId: string }, feedCommentId: string) {
  const viewer = requireUser(ctx);
  if (item.actorUserId === viewer.userId) return;
  await record(ctx, [
    {
      recipientId: item.actorUserId,
      actorUserId: viewer.userId,
      kind: 'COMMENT',
      dedupeKey: `comment:${feedCommentId}`,
      feedItemId: item.feedItemId,
      feedCommentId,
    },
  ]);
}

/** A log that may just have ended: when it broke records and buddies may see it, each buddy hears of it once. */
export async function noteRecords(ctx: AppContext, workoutLogId: string) {
  const log = await ctx.db.workoutLog.findUnique({
    where: { workoutLogId },
    select: { userId: true, status: true, visibility: true, personalRecordCount: true },
  });
  if (!log || log.status !== 'COMPLETED' || log.visibility === 'PRIVATE' || log.personalRecordCount < 1) return;
  const buddies = await buddyIdsOf(ctx.db, log.userId);
  await record(
    ctx,
    buddies.map((recipientId) => ({
      recipientId,
      actorUserId: log.userId,
      kind: 'RECORDS',
      dedupeKey: `records:${workoutLogId}`,
      params: { recordCount: log.personalRecordCount },
      workoutLogId,
    })),
  );
}

/** Buddies were asked into a training session: each hears of it (again, when asked again after leaving). */
export async function noteSessionInvites(ctx: AppContext, trainingSessionId: string, actorUserId: string, recipientIds: string[]) {
  const asked = Date.now();
  await record(
    ctx,
    recipientIds.map((recipientId) => ({
      recipientId,
      actorUserId,
      kind: 'SESSION_INVITE',
      dedupeKey: `session:${trainingSessionId}:${asked}`,
      trainingSessionId,
    })),
  );
}

/** What a member's inbox shows them: nothing from members blocked either way, nothing about a log made PRIVATE. */
const inboxOf = (userId: string): Prisma.ActivityWhereInput => ({
  recipientId: userId,
  actor: notBlockedWith(userId),
  NOT: { kind: 'RECORDS', workoutLog: { is: { visibility: 'PRIVATE' } } },
});

// A function, not a constant: the buddies' service, whose member selection it uses, imports this module, so that
// selection may not exist yet while this one loads.
const activityInclude = () =>
  ({
    actor: { select: memberSelect },
    feedItem: {
      select: { contentType: true, workoutLogId: true, workoutId: true, programId: true, workoutLog: { select: { title: true } } },
    },
    feedComment: { select: { body: true } },
    workoutLog: { select: { title: true } },
  }) as const satisfies Prisma.ActivityInclude;
type ActivityRow = Prisma.ActivityGetPayload<{ include: ReturnType<typeof activityInclude> }>;

const newestFirst = [{ createdAt: 'desc' }, { activityId: 'desc' }] satisfies Prisma.ActivityOrderByWithRelationInput[];

function activityJson(row: ActivityRow) {
  const params = JSON.parse(row.params) as { recordCount?: number };
  return {
    activityId: row.activityId,
    recipientId: row.recipientId,
    kind: row.kind as ActivityKind,
    createdAt: row.createdAt,
    seenAt: row.seenAt,
    readAt: row.readAt,
    actor: memberJson(row.actor),
    buddyshipId: row.buddyshipId,
    feedItemId: row.feedItemId,
    feedItemContentType: row.feedItem?.contentType ?? null,
    workoutLogId: row.workoutLogId ?? row.feedItem?.workoutLogId ?? null,
    workoutLogTitle: row.workoutLog?.title ?? row.feedItem?.workoutLog?.title ?? null,
    workoutId: row.feedItem?.workoutId ?? null,
    programId: row.feedItem?.programId ?? null,
    commentBody: row.feedComment?.body ?? null,
    recordCount: params.recordCount ?? null,
    trainingSessionId: row.trainingSessionId,
  };
}

async function readActivities(db: Db, where: Prisma.ActivityWhereInput) {
  const rows = await db.activity.findMany({ where, include: activityInclude(), orderBy: newestFirst });
  return rows.map(activityJson);
}

/** Items as the viewer sees them: with how the viewer stands with each actor now (a request may be answered since). */
async function forViewer(ctx: AppContext, rows: ActivityRow[]) {
  const viewer = requireUser(ctx);
  const relations = await relationsWith(ctx.db, viewer.userId, [...new Set(rows.map((row) => row.actorUserId))]);
  return rows.map((row) => {
    const { recipientId: _recipient, ...json } = activityJson(row);
    return { ...json, buddyStatus: relations.get(row.actorUserId) ?? 'NONE' };
  });
}
export type ActivityJson = Awaited<ReturnType<typeof forViewer>>[number];

/** The viewer's inbox, newest first, a page at a time. */
export async function listActivities(ctx: AppContext, rawQuery: unknown) {
  const viewer = requireUser(ctx);
  const query = parseInput(activitiesQuery, rawQuery ?? {});
  const where = inboxOf(viewer.userId);
  const page = await paginate(
    query,
    keyedBy('activityId'),
    (window) => ctx.db.activity.findMany({ where, include: activityInclude(), orderBy: newestFirst, ...window }),
    () => ctx.db.activity.count({ where }),
  );
  return withItems(page, await forViewer(ctx, page.items));
}

/** One of the viewer's items; anyone else's answers as unknown. */
export async function getActivity(ctx: AppContext, rawId: unknown) {
  const viewer = requireUser(ctx);
  const activityId = parseId('activityId', rawId);
  const row = await ctx.db.activity.findFirst({ where: { activityId, ...inboxOf(viewer.userId) }, include: activityInclude() });
  if (!row) throw notFound('Activity');
  const [json] = await forViewer(ctx, [row]);
  return json!;
}

/**
 * The bell's and the sidebar's numbers: items not seen yet, and buddy requests waiting for an answer. Each count
 * reads at most UNSEEN_CAP entries of an index, however long the member's history.
 */
export async function inboxBadge(ctx: AppContext) {
  const viewer = requireUser(ctx);
  const [unseenCount, buddyRequestCount] = await Promise.all([
    ctx.db.activity.count({ where: { ...inboxOf(viewer.userId), seenAt: null }, take: UNSEEN_CAP }),
    ctx.db.buddyship.count({ where: { addresseeId: viewer.userId, status: 'PENDING' }, take: UNSEEN_CAP }),
  ]);
  return { unseenCount, buddyRequestCount };
}

/** The inbox was opened: everything in it is seen (the bell goes quiet); what was not read stays unread. */
export async function markActivitiesSeen(ctx: AppContext) {
  const viewer = requireUser(ctx);
  await ctx.db.activity.updateMany({ where: { recipientId: viewer.userId, seenAt: null }, data: { seenAt: new Date() } });
  return inboxBadge(ctx);
}

/** "Mark all read". */
export async function markAllActivitiesRead(ctx: AppContext) {
  const viewer = requireUser(ctx);
  const now = new Date();
  await ctx.db.activity.updateMany({ where: { recipientId: viewer.userId, seenAt: null }, data: { seenAt: now } });
  await ctx.db.activity.updateMany({ where: { recipientId: viewer.userId, readAt: null }, data: { readAt: now } });
  return inboxBadge(ctx);
}

/** One item opened: read (and seen). */
export async function markActivityRead(ctx: AppContext, rawId: unknown) {
  const current = await getActivity(ctx, rawId);
  if (!current.readAt) {
    const now = new Date();
    await ctx.db.activity.update({ where: { activityId: current.activityId }, data: { readAt: now, seenAt: current.seenAt ?? now } });
  }
  return getActivity(ctx, current.activityId);
}
