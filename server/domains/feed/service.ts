// The Homies feed: what the viewer and their buddies did (finished logs, records, published workouts and programs,
// messages) and the product's updates, newest first. Who may see an item is decided here for the feed, its props,
// its comments and the live stream alike: PRIVATE items reach no one's feed, BUDDIES and PUBLIC items reach the
// author and their buddies, UPDATE items reach every member, and blocked members never see each other.
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import type { Prisma } from '../../db/generated/sqlite/client.ts';
import { requireUser } from '../../auth/permissions.js';
import { isAdmin } from '../../auth/viewer.js';
import { badInput, forbidden, notFound } from '../../lib/errors.js';
import { encodeCursor, keyedBy, paginate, pageQuery, withItems, type Page } from '../../lib/pagination.js';
import { keep, parseId, parseInput } from '../../lib/validate.js';
import { once } from '../../lib/once.js';
import { mediaJson } from '../media/json.js';
import { loggedMuscleUsage } from '../workout-logs/metrics.js';
import { visibilitySchema } from '../workouts/schemas.js';
import { buddyIdsOf, isBlockedBetween, memberJson, memberSelect } from '../buddies/service.js';
import { EVERYONE } from './events.js';
import { PUBLIC_STATUSES } from '../exercises/schemas.js';

export const FEED_CONTENT_TYPES = ['WORKOUT_LOG', 'WORKOUT_PROGRAM', 'WORKOUT', 'ACHIEVEMENT', 'MESSAGE', 'UPDATE'] as const;
export type FeedContentType = (typeof FEED_CONTENT_TYPES)[number];

type Tx = Prisma.TransactionClient | Db;

export interface NewFeedItem {
  actorUserId: string;
  contentType: FeedContentType;
  visibility: string;
  message?: string | null;
  workoutLogId?: string | null;
  workoutId?: string | null;
  programId?: string | null;
  createdAt?: Date;
}

/** Writes feed items inside the caller's transaction; publish them with `publishFeedItems` once it commits. */
export async function addFeedItems(tx: Tx, items: NewFeedItem[]): Promise<string[]> {
  const ids: string[] = [];
  for (const item of items) {
    const created = await tx.feedItem.create({ data: item, select: { feedItemId: true } });
    ids.push(created.feedItemId);
  }
  return ids;
}

/** Tells the open feeds that may show these items about them: the author's, their buddies', or everyone's. */
export async function publishFeedItems(ctx: AppContext, feedItemIds: string[]) {
  if (!feedItemIds.length) return;
  const items = await ctx.db.feedItem.findMany({
    where: { feedItemId: { in: feedItemIds } },
    select: { feedItemId: true, actorUserId: true, contentType: true, visibility: true },
  });
  for (const item of items) {
    if (item.contentType === 'UPDATE') {
      ctx.feedEvents.pubsub.publish('feed', EVERYONE, { feedItemId: item.feedItemId });
      continue;
    }
    if (item.visibility === 'PRIVATE') continue;
    const audience = [item.actorUserId, ...(await buddyIdsOf(ctx.db, item.actorUserId))];
    for (const userId of audience) ctx.feedEvents.pubsub.publish('feed', userId, { feedItemId: item.feedItemId });
  }
}

/**
 * A workout or program reaches its author's buddies' feeds when it is first published (not PRIVATE); afterwards its
 * item follows it: back to its audience when published again, out of every feed while unpublished or PRIVATE.
 */
export async function announceContent(ctx: AppContext, kind: 'Workout' | 'Program', id: string) {
  const content =
    kind === 'Workout'
      ? await ctx.db.workout.findUnique({
          where: { workoutId: id },
          select: { authorUserId: true, publishedStatusCode: true, visibility: true },
        })
      : await ctx.db.program.findUnique({
          where: { programId: id },
          select: { authorUserId: true, publishedStatusCode: true, visibility: true },
        });
  if (!content) return;
  const where = kind === 'Workout' ? { workoutId: id } : { programId: id };
  const shown = PUBLIC_STATUSES.includes(content.publishedStatusCode) ? content.visibility : 'PRIVATE';
  const { count } = await ctx.db.feedItem.updateMany({ where, data: { visibility: shown } });
  if (count || shown === 'PRIVATE') return;
  const [feedItemId] = await addFeedItems(ctx.db, [
    { actorUserId: content.authorUserId, contentType: kind === 'Workout' ? 'WORKOUT' : 'WORKOUT_PROGRAM', visibility: shown, ...where },
  ]);
  await publishFeedItems(ctx, [feedItemId!]);
}

/** The items a content change concerns follow its visibility: unpublished or PRIVATE content leaves every feed. */
export async function syncFeedVisibility(tx: Tx, where: Prisma.FeedItemWhereInput, visibility: string) {
  await tx.feedItem.updateMany({ where, data: { visibility } });
}

export const feedQuery = pageQuery();

/**
 * The feed of a viewer: their own and their buddies' items that are not PRIVATE, and every UPDATE, newest first. Read
 * as two index ranges (the authors', the updates') merged here, each from the cursor on: one query with an OR of the
 * two would read every item in the table.
 */
export async function listFeed(ctx: AppContext, rawQuery: unknown): Promise<Page<FeedItemJson>> {
  const viewer = requireUser(ctx);
  const query = parseInput(feedQuery, rawQuery ?? {});
  if (query.backward)
    throw badInput('backward: The feed pages forward only', [{ field: 'backward', message: 'The feed pages forward only' }]);
  const after = query.cursor ? decodeFeedCursor(query.cursor) : null;
  const older: Prisma.FeedItemWhereInput = after
    ? { OR: [{ createdAt: { lt: after.createdAt } }, { createdAt: after.createdAt, feedItemId: { lt: after.feedItemId } }] }
    : {};
  const authors = [viewer.userId, ...(await buddyIdsOf(ctx.db, viewer.userId))];
  const window = {
    orderBy: [{ createdAt: 'desc' as const }, { feedItemId: 'desc' as const }],
    take: query.limit + 1,
    select: { feedItemId: true, createdAt: true },
  };
  const [own, updates] = await Promise.all([
    ctx.db.feedItem.findMany({
      where: { AND: [{ actorUserId: { in: authors }, visibility: { in: ['PUBLIC', 'BUDDIES'] }, contentType: { not: 'UPDATE' } }, older] },
      ...window,
    }),
    ctx.db.feedItem.findMany({ where: { AND: [{ contentType: 'UPDATE' }, older] }, ...window }),
  ]);
  const merged = [...own, ...updates].sort(
    (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.feedItemId < b.feedItemId ? 1 : a.feedItemId > b.feedItemId ? -1 : 0),
  );
  const rows = merged.slice(0, query.limit);
  const more = merged.length > query.limit;
  const items = await feedItemsJson(
    ctx,
    rows.map((row) => row.feedItemId),
  );
  const cursorOf = (item: { feedItemId: string; createdAt: Date }) => encodeCursor(`${item.createdAt.toISOString()}\n${item.feedItemId}`);
  return {
    items,
    nextCursor: more && rows.length ? cursorOf(rows[rows.length - 1]!) : null,
    hasNextPage: more,
    hasPreviousPage: !!after,
    cursorOf,
    // The feed is endless by nature; nobody pages to its end by count.
    totalCount: async () => {
      throw badInput('The feed has no total count');
    },
  };
}

function decodeFeedCursor(cursor: string) {
  const [moment, feedItemId] = Buffer.from(cursor, 'base64url').toString('utf8').split('\n');
  const createdAt = new Date(moment ?? '');
  if (!feedItemId || Number.isNaN(createdAt.getTime()))
    throw badInput('cursor: Not a valid cursor', [{ field: 'cursor', message: 'Not a valid cursor' }]);
  return { createdAt, feedItemId };
}

/** Whether the viewer may see one item (to read it, give props or comment): the feed's rule, item by item. */
async function canSeeItem(ctx: AppContext, item: { actorUserId: string; contentType: string; visibility: string }) {
  const viewer = requireUser(ctx);
  if (item.contentType === 'UPDATE' || item.actorUserId === viewer.userId) return true;
  if (item.visibility === 'PRIVATE') return false;
  if (await isBlockedBetween(ctx.db, viewer.userId, item.actorUserId)) return false;
  if (item.visibility === 'PUBLIC') return true;
  return (await buddyIdsOf(ctx.db, viewer.userId)).includes(item.actorUserId);
}

async function visibleItem(ctx: AppContext, rawId: unknown) {
  const feedItemId = parseId('feedItemId', rawId);
  const item = await ctx.db.feedItem.findUnique({ where: { feedItemId } });
  if (!item || !(await canSeeItem(ctx, item))) throw notFound('Feed item');
  return item;
}

export async function getFeedItem(ctx: AppContext, rawId: unknown) {
  const item = await visibleItem(ctx, rawId);
  const [json] = await feedItemsJson(ctx, [item.feedItemId]);
  return json!;
}

/** Props are a like: giving them twice counts once, and taking them back is allowed. */
export async function giveProps(ctx: AppContext, rawId: unknown, given: boolean) {
  const viewer = requireUser(ctx);
  const item = await visibleItem(ctx, rawId);
  const key = { feedItemId_userId: { feedItemId: item.feedItemId, userId: viewer.userId } };
  await ctx.db.$transaction(async (tx) => {
    const existing = await tx.feedProp.findUnique({ where: key });
    if (given === !!existing) return;
    if (given) await tx.feedProp.create({ data: { feedItemId: item.feedItemId, userId: viewer.userId } });
    else await tx.feedProp.delete({ where: key });
    await tx.feedItem.update({ where: { feedItemId: item.feedItemId }, data: { propCount: { increment: given ? 1 : -1 } } });
  });
  return getFeedItem(ctx, item.feedItemId);
}

export const commentInput = z
  .object({
    body: z.string({ error: 'Required' }).trim().min(1, 'Write something first').max(500, 'Must be at most 500 characters'),
  })
  .strict();

const commentSelect = {
  feedCommentId: true,
  feedItemId: true,
  userId: true,
  body: true,
  createdAt: true,
  user: { select: memberSelect },
} as const;
type CommentRow = Prisma.FeedCommentGetPayload<{ select: typeof commentSelect }>;

const commentJson = (ctx: AppContext, row: CommentRow, itemActorId: string) => ({
  feedCommentId: row.feedCommentId,
  feedItemId: row.feedItemId,
  body: row.body,
  createdAt: row.createdAt,
  author: memberJson(row.user),
  viewerCanDelete: row.userId === ctx.viewer?.userId || itemActorId === ctx.viewer?.userId || isAdmin(ctx.viewer),
});

export async function addComment(ctx: AppContext, rawId: unknown, rawInput: unknown) {
  const viewer = requireUser(ctx);
  const item = await visibleItem(ctx, rawId);
  const input = parseInput(commentInput, rawInput);
  const [comment] = await ctx.db.$transaction([
    ctx.db.feedComment.create({ data: { feedItemId: item.feedItemId, userId: viewer.userId, body: input.body }, select: commentSelect }),
    ctx.db.feedItem.update({ where: { feedItemId: item.feedItemId }, data: { commentCount: { increment: 1 } } }),
  ]);
  return commentJson(ctx, comment, item.actorUserId);
}

export async function listComments(ctx: AppContext, rawId: unknown, rawQuery: unknown) {
  const item = await visibleItem(ctx, rawId);
  const query = parseInput(pageQuery(50), rawQuery ?? {});
  const where = { feedItemId: item.feedItemId };
  const page = await paginate(
    query,
    keyedBy('feedCommentId'),
    (window) =>
      ctx.db.feedComment.findMany({ where, orderBy: [{ createdAt: 'asc' }, { feedCommentId: 'asc' }], select: commentSelect, ...window }),
    () => ctx.db.feedComment.count({ where }),
  );
  return withItems(
    page,
    page.items.map((row) => commentJson(ctx, row, item.actorUserId)),
  );
}

/** The author of a comment, the author of the item it is on, or an administrator takes it down. */
export async function deleteComment(ctx: AppContext, rawItemId: unknown, rawCommentId: unknown) {
  const viewer = requireUser(ctx);
  const item = await visibleItem(ctx, rawItemId);
  const feedCommentId = parseId('feedCommentId', rawCommentId);
  const comment = await ctx.db.feedComment.findFirst({ where: { feedCommentId, feedItemId: item.feedItemId } });
  if (!comment) throw notFound('Comment');
  if (comment.userId !== viewer.userId && item.actorUserId !== viewer.userId && !isAdmin(viewer))
    throw forbidden('Only the author of a comment or of what it is on can delete it');
  await ctx.db.$transaction([
    ctx.db.feedComment.delete({ where: { feedCommentId } }),
    ctx.db.feedItem.update({ where: { feedItemId: item.feedItemId }, data: { commentCount: { decrement: 1 } } }),
  ]);
}

export const postInput = z
  .object({
    contentType: keep(z.enum(['MESSAGE', 'UPDATE'], { error: 'Use MESSAGE or UPDATE' })),
    message: z.string({ error: 'Required' }).trim().min(1, 'Write something first').max(1000, 'Must be at most 1000 characters'),
    visibility: keep(visibilitySchema),
  })
  .strict();

/** A member's message to their buddies, or an administrator's product UPDATE to every member. */
export async function postToFeed(ctx: AppContext, rawInput: unknown) {
  const viewer = requireUser(ctx);
  const input = parseInput(postInput, rawInput);
  const contentType = input.contentType ?? 'MESSAGE';
  if (contentType === 'UPDATE' && !isAdmin(viewer)) throw forbidden('Only administrators can post product updates');
  if (contentType === 'MESSAGE' && input.visibility === 'PRIVATE')
    throw badInput('visibility: A message is for your buddies or everyone', [
      { field: 'visibility', message: 'A message is for your buddies or everyone' },
    ]);
  const [feedItemId] = await addFeedItems(ctx.db, [
    {
      actorUserId: viewer.userId,
      contentType,
      message: input.message,
      visibility: contentType === 'UPDATE' ? 'PUBLIC' : (input.visibility ?? 'BUDDIES'),
    },
  ]);
  await publishFeedItems(ctx, [feedItemId!]);
  return getFeedItem(ctx, feedItemId);
}

export async function deleteFeedItem(ctx: AppContext, rawId: unknown) {
  const viewer = requireUser(ctx);
  const item = await visibleItem(ctx, rawId);
  if (item.actorUserId !== viewer.userId && !isAdmin(viewer)) throw forbidden('Only the author of an item can delete it');
  await ctx.db.feedItem.delete({ where: { feedItemId: item.feedItemId } });
}

const logSelect = {
  workoutLogId: true,
  title: true,
  startedAt: true,
  endedAt: true,
  activeSeconds: true,
  exerciseCount: true,
  setCount: true,
  totalVolume: true,
  personalRecordCount: true,
} satisfies Prisma.WorkoutLogSelect;

/** What the logs of a page show beyond their numbers: their exercises (with muscles) and the sets that set records. */
async function logDetails(ctx: AppContext, logIds: string[]) {
  const [logExercises, recordSets] = await Promise.all([
    ctx.db.workoutLogExercise.findMany({
      where: { workoutLogId: { in: logIds }, completedSetCount: { gt: 0 } },
      orderBy: [{ workoutLogId: 'asc' }, { position: 'asc' }],
      select: {
        workoutLogId: true,
        exerciseCode: true,
        completedSetCount: true,
        volume: true,
        bestWeight: true,
        bestEstimated1rm: true,
        exercise: {
          select: { exerciseName: true, muscleUsage: { select: { muscleCode: true, targetPercentage: true, isPrimary: true } } },
        },
      },
    }),
    ctx.db.workoutLogSet.findMany({
      where: { logExercise: { workoutLogId: { in: logIds } }, records: { not: '' } },
      select: {
        records: true,
        logExercise: { select: { workoutLogId: true, exerciseCode: true, exercise: { select: { exerciseName: true } } } },
      },
    }),
  ]);
  return { logExercises, recordSets };
}

const idsOf = (values: (string | null)[]) => [...new Set(values.filter((value): value is string => !!value))];

/**
 * Items in the order of `ids`, with what each shows: a log's numbers, its top exercises, records and muscle map,
 * the viewer's props. A fixed number of queries for a page, whatever its size; the parts a client may leave out
 * (the logs' exercises, records and muscles, the viewer's props) are read only when first asked for.
 */
export async function feedItemsJson(ctx: AppContext, ids: string[]) {
  const viewer = requireUser(ctx);
  if (!ids.length) return [];
  const rows = await ctx.db.feedItem.findMany({ where: { feedItemId: { in: ids } }, include: { actor: { select: memberSelect } } });
  const logIds = idsOf(rows.map((row) => row.workoutLogId));
  const workoutIds = idsOf(rows.map((row) => row.workoutId));
  const programIds = idsOf(rows.map((row) => row.programId));
  const [logs, workouts, programs] = await Promise.all([
    logIds.length ? ctx.db.workoutLog.findMany({ where: { workoutLogId: { in: logIds } }, select: logSelect }) : [],
    workoutIds.length
      ? ctx.db.workout.findMany({
          where: { workoutId: { in: workoutIds } },
          select: { workoutId: true, workoutTitle: true, exerciseCount: true, estimatedDuration: true, backgroundImage: true },
        })
      : [],
    programIds.length
      ? ctx.db.program.findMany({
          where: { programId: { in: programIds } },
          select: { programId: true, programTitle: true, weekCount: true, workoutDayCount: true, backgroundImage: true },
        })
      : [],
  ]);
  const logById = new Map(logs.map((log) => [log.workoutLogId, log]));
  const workoutById = new Map(workouts.map((workout) => [workout.workoutId, workout]));
  const programById = new Map(programs.map((program) => [program.programId, program]));
  const details = once(() => logDetails(ctx, logIds));
  const propped = once(async () => {
    const props = await ctx.db.feedProp.findMany({
      where: { userId: viewer.userId, feedItemId: { in: ids } },
      select: { feedItemId: true },
    });
    return new Set(props.map((prop) => prop.feedItemId));
  });
  const exercisesOf = async (workoutLogId: string) => (await details()).logExercises.filter((entry) => entry.workoutLogId === workoutLogId);
  const byId = new Map(rows.map((row) => [row.feedItemId, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const log = row.workoutLogId ? logById.get(row.workoutLogId) : undefined;
    const workout = row.workoutId ? workoutById.get(row.workoutId) : undefined;
    const program = row.programId ? programById.get(row.programId) : undefined;
    return [
      {
        feedItemId: row.feedItemId,
        contentType: row.contentType as FeedContentType,
        message: row.message,
        visibility: row.visibility,
        createdAt: row.createdAt,
        actor: memberJson(row.actor),
        propCount: row.propCount,
        commentCount: row.commentCount,
        viewerGaveProps: async () => (await propped()).has(row.feedItemId),
        viewerCanDelete: row.actorUserId === viewer.userId || isAdmin(viewer),
        workout: workout ? { ...workout, workoutBackgroundImage: mediaJson(workout.backgroundImage) } : null,
        program: program ? { ...program, programBackgroundImage: mediaJson(program.backgroundImage) } : null,
        workoutLog: log
          ? {
              workoutLogId: log.workoutLogId,
              workoutLogTitle: log.title,
              startedAt: log.startedAt,
              endedAt: log.endedAt,
              logSummary: {
                exerciseCount: log.exerciseCount,
                setCount: log.setCount,
                totalVolume: log.totalVolume,
                activeSeconds: log.activeSeconds,
                personalRecordCount: log.personalRecordCount,
              },
              topExercises: async () =>
                (await exercisesOf(log.workoutLogId))
                  .sort((a, b) => b.completedSetCount - a.completedSetCount || b.volume - a.volume)
                  .slice(0, 3)
                  .map((entry) => ({
                    exerciseCode: entry.exerciseCode,
                    exerciseName: entry.exercise.exerciseName,
                    completedSetCount: entry.completedSetCount,
                    bestWeight: entry.bestWeight,
                    bestEstimated1rm: entry.bestEstimated1rm,
                  })),
              muscleUsage: async () =>
                loggedMuscleUsage(
                  (await exercisesOf(log.workoutLogId)).map((entry) => ({
                    completedSetCount: entry.completedSetCount,
                    muscleUsage: entry.exercise.muscleUsage,
                  })),
                ),
              records: async () =>
                (await details()).recordSets
                  .filter((set) => set.logExercise.workoutLogId === log.workoutLogId)
                  .flatMap((set) =>
                    set.records.split(',').map((recordType) => ({
                      exerciseCode: set.logExercise.exerciseCode,
                      exerciseName: set.logExercise.exercise.exerciseName,
                      recordType,
                    })),
                  ),
            }
          : null,
      },
    ];
  });
}

type LazyFeedItem = Awaited<ReturnType<typeof feedItemsJson>>[number];

/** An item with every part read, as REST answers it. */
export async function resolvedFeedItem(item: LazyFeedItem) {
  const log = item.workoutLog;
  return {
    ...item,
    viewerGaveProps: await item.viewerGaveProps(),
    workoutLog: log && {
      ...log,
      topExercises: await log.topExercises(),
      muscleUsage: await log.muscleUsage(),
      records: await log.records(),
    },
  };
}

export type FeedItemJson = LazyFeedItem;
