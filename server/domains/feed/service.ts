// The Homies feed: what the viewer and their buddies did (finished logs, records, published workouts and programs,
// messages) and the product's updates, newest first. Who may see an item is decided in visibility.ts for the feed,
// its props, its comments and the live stream alike.
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { dateOf, dateOrNull, numberOf, placeholders, sqlOf, type Row } from '../../db/sql.js';
import type { Prisma } from '../../db/generated/sqlite/client.ts';
import { requireUser } from '../../auth/permissions.js';
import { isAdmin } from '../../auth/viewer.js';
import { badInput, forbidden, notFound } from '../../lib/errors.js';
import { encodeCursor, keyedBy, paginate, pageQuery, withItems, type Page } from '../../lib/pagination.js';
import { keep, parseId, parseInput } from '../../lib/validate.js';
import { once } from '../../lib/once.js';
import { mediaJson } from '../media/json.js';
import { readLogsExercises, readLogsRecordSets } from '../workout-logs/detail.js';
import { loggedMuscleUsage } from '../workout-logs/metrics.js';
import { RECORD_TYPES, recordFigure, type RecordType } from '../../../common/set-metrics.js';
import { visibilitySchema } from '../workouts/schemas.js';
import { memberJson, memberSelect, type MemberJson } from '../buddies/service.js';
import { EVERYONE } from './events.js';
import { fanOut, fanOutTo, withdraw } from './entries.js';
import { buddyFeedAudience, canSeeItem, reachesBuddyFeeds, sessionFeedAudience } from './visibility.js';
import { sessionFeedCard } from '../training-sessions/feed-card.js';
import { PUBLIC_STATUSES } from '../exercises/schemas.js';
import { noteComment, noteProps } from '../activity/service.js';

export const FEED_CONTENT_TYPES = ['WORKOUT_LOG', 'WORKOUT_PROGRAM', 'WORKOUT', 'MESSAGE', 'UPDATE', 'TRAINING_SESSION'] as const;
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
  trainingSessionId?: string | null;
  createdAt?: Date;
}

/**
 * Writes feed items, and puts those that reach feeds into their author's and buddies' feeds, inside the caller's
 * transaction; publish them with `publishFeedItems` once it commits.
 */
export async function addFeedItems(tx: Tx, items: NewFeedItem[]): Promise<string[]> {
  const ids: string[] = [];
  const shown: { feedItemId: string; actorUserId: string; createdAt: Date }[] = [];
  for (const item of items) {
    const created = await tx.feedItem.create({ data: item, select: { feedItemId: true, actorUserId: true, createdAt: true } });
    ids.push(created.feedItemId);
    if (!reachesBuddyFeeds(item)) continue;
    if (item.trainingSessionId) await fanOutTo(tx, created, await sessionFeedAudience(tx, item.trainingSessionId, item.actorUserId));
    else shown.push(created);
  }
  await fanOut(tx, shown);
  return ids;
}

/** Tells the open feeds that may show these items about them: the author's, their buddies', or everyone's. */
export async function publishFeedItems(ctx: AppContext, feedItemIds: string[]) {
  if (!feedItemIds.length) return;
  const items = await ctx.db.feedItem.findMany({
    where: { feedItemId: { in: feedItemIds } },
    select: { feedItemId: true, actorUserId: true, contentType: true, visibility: true, trainingSessionId: true },
  });
  for (const item of items) {
    if (item.contentType === 'UPDATE') {
      ctx.feedEvents.pubsub.publish('feed', EVERYONE, { feedItemId: item.feedItemId });
      continue;
    }
    if (!reachesBuddyFeeds(item)) continue;
    const audience = item.trainingSessionId
      ? await sessionFeedAudience(ctx.db, item.trainingSessionId, item.actorUserId)
      : await buddyFeedAudience(ctx.db, item.actorUserId);
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
  const count = await ctx.db.$transaction((tx) => syncFeedVisibility(tx, where, shown));
  if (count || shown === 'PRIVATE') return;
  const [feedItemId] = await ctx.db.$transaction((tx) =>
    addFeedItems(tx, [
      { actorUserId: content.authorUserId, contentType: kind === 'Workout' ? 'WORKOUT' : 'WORKOUT_PROGRAM', visibility: shown, ...where },
    ]),
  );
  await publishFeedItems(ctx, [feedItemId!]);
}

/**
 * The items a content change concerns follow its visibility: unpublished or PRIVATE content leaves every feed, and
 * comes back to its author's and their buddies' feeds when shown again. Call inside a transaction. Returns how many
 * items there were.
 */
export async function syncFeedVisibility(tx: Tx, where: Prisma.FeedItemWhereInput, visibility: string) {
  const items = await tx.feedItem.findMany({
    where,
    select: { feedItemId: true, actorUserId: true, createdAt: true, contentType: true, visibility: true },
  });
  if (!items.length) return 0;
  await tx.feedItem.updateMany({ where: { feedItemId: { in: items.map((item) => item.feedItemId) } }, data: { visibility } });
  const hidden = items.filter((item) => reachesBuddyFeeds(item) && !reachesBuddyFeeds({ ...item, visibility }));
  const shownAgain = items.filter((item) => !reachesBuddyFeeds(item) && reachesBuddyFeeds({ ...item, visibility }));
  await withdraw(
    tx,
    hidden.map((item) => item.feedItemId),
  );
  await fanOut(tx, shownAgain);
  return items.length;
}

export const feedQuery = pageQuery();

/**
 * What every item shows (its author's name, its log's summary) in one row. The columns are few on purpose: building
 * a row costs per column, and a creator's name and photo or a workout's or program's card are rare on the feed, so
 * those are read apart when a page has any (see extras).
 */
const ITEM_COLUMNS = `f."feedItemId", f."actorUserId", f."contentType", f."message", f."visibility", f."createdAt", f."propCount",
  f."commentCount", f."workoutId", f."programId", f."trainingSessionId", u."userName", cp."creatorProfileId", l."workoutLogId",
  l."title" AS "logTitle", l."startedAt" AS "logStartedAt", l."endedAt" AS "logEndedAt", l."activeSeconds",
  l."exerciseCount" AS "logExerciseCount", l."setCount", l."totalVolume", l."personalRecordCount"`;
const ITEM_JOINS = `JOIN "User" u ON u."userId" = f."actorUserId"
  LEFT JOIN "CreatorProfile" cp ON cp."userId" = u."userId"
  LEFT JOIN "WorkoutLog" l ON l."workoutLogId" = f."workoutLogId"`;

/** The range's condition from the cursor on, when there is one: (createdAt, feedItemId) before the cursor's. */
const olderThan = (alias: string, older: boolean) => (older ? ` AND (${alias}"createdAt", ${alias}"feedItemId") < (?, ?)` : '');

/**
 * The page's own part: the viewer's FeedEntry range (see entries.ts), joined to what its items show. The page size
 * is a validated integer written into the text: SQLite plans a literal LIMIT better than a bound one, and the sizes
 * asked for are few, so the kept statements stay few.
 */
const ownPageSql = (older: boolean, take: number) => `
  SELECT ${ITEM_COLUMNS}
  FROM (SELECT "feedItemId", "createdAt" FROM "FeedEntry" WHERE "ownerUserId" = ?${olderThan('', older)}
        ORDER BY "createdAt" DESC, "feedItemId" DESC LIMIT ${take}) page
  JOIN "FeedItem" f ON f."feedItemId" = page."feedItemId"
  ${ITEM_JOINS}
  ORDER BY page."createdAt" DESC, page."feedItemId" DESC`;
/** Every member's part: the UPDATEs, few enough to read as a range of their own than to copy into every feed. */
const updatesPageSql = (older: boolean, take: number) => `
  SELECT ${ITEM_COLUMNS}
  FROM "FeedItem" f
  ${ITEM_JOINS}
  WHERE f."contentType" = 'UPDATE'${olderThan('f.', older)}
  ORDER BY f."createdAt" DESC, f."feedItemId" DESC LIMIT ${take}`;
const pageSqls = new Map<string, [own: string, updates: string]>();
const pageSqlOf = (older: boolean, take: number) => {
  const key = `${older}:${take}`;
  let texts = pageSqls.get(key);
  if (!texts) pageSqls.set(key, (texts = [ownPageSql(older, take), updatesPageSql(older, take)]));
  return texts;
};

/** Newest first, the later id first at the same moment: the order of both ranges and of the cursor. */
const newerFirst = (a: ItemRow, b: ItemRow) =>
  dateOf(b.createdAt).getTime() - dateOf(a.createdAt).getTime() || (a.feedItemId < b.feedItemId ? 1 : a.feedItemId > b.feedItemId ? -1 : 0);

/**
 * The feed of a viewer: their own and their buddies' items that are not PRIVATE, and every UPDATE, newest first:
 * the viewer's feed index range and the updates' range, each joined to what the items show, merged. It is
 * hand-written SQL because this is the app's most read page and Prisma's per-query cost would be most of its time.
 */
export async function listFeed(ctx: AppContext, rawQuery: unknown): Promise<Page<FeedItemJson>> {
  const viewer = requireUser(ctx);
  const query = parseInput(feedQuery, rawQuery ?? {});
  if (query.backward)
    throw badInput('backward: The feed pages forward only', [{ field: 'backward', message: 'The feed pages forward only' }]);
  const after = query.cursor ? decodeFeedCursor(query.cursor) : null;
  const take = query.limit + 1;
  const older = after ? [after.createdAt, after.feedItemId] : [];
  const sql = sqlOf(ctx.db);
  const [ownSql, updatesSql] = pageSqlOf(!!after, take);
  // Two ranges read apart and merged here: one statement merging them in SQL (UNION ALL, materialized, then joined)
  // spent a quarter of its time sorting and materializing the merge (0.19 against 0.14 ms on the bench's logbook).
  const [own, updates] = await Promise.all([sql.all<ItemRow>(ownSql, [viewer.userId, ...older]), sql.all<ItemRow>(updatesSql, older)]);
  const rows = updates.length ? [...own, ...updates].sort(newerFirst).slice(0, take) : own;
  const more = rows.length > query.limit;
  const page = rows.slice(0, query.limit);
  const items = itemsJson(ctx, page, await extras(ctx, page));
  const cursorOf = (item: { feedItemId: string; createdAt: Date }) => encodeCursor(`${item.createdAt.toISOString()}\n${item.feedItemId}`);
  return {
    items,
    nextCursor: more && items.length ? cursorOf(items[items.length - 1]!) : null,
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
  await noteProps(ctx, item, given);
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
  await noteComment(ctx, item, comment.feedCommentId);
  return commentJson(ctx, comment, item.actorUserId);
}

export const commentsQuery = pageQuery(50);

export async function listComments(ctx: AppContext, rawId: unknown, rawQuery: unknown) {
  const item = await visibleItem(ctx, rawId);
  const query = parseInput(commentsQuery, rawQuery ?? {});
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
  const [feedItemId] = await ctx.db.$transaction((tx) =>
    addFeedItems(tx, [
      {
        actorUserId: viewer.userId,
        contentType,
        message: input.message,
        visibility: contentType === 'UPDATE' ? 'PUBLIC' : (input.visibility ?? 'BUDDIES'),
      },
    ]),
  );
  await publishFeedItems(ctx, [feedItemId!]);
  return getFeedItem(ctx, feedItemId);
}

export async function deleteFeedItem(ctx: AppContext, rawId: unknown) {
  const viewer = requireUser(ctx);
  const item = await visibleItem(ctx, rawId);
  if (item.actorUserId !== viewer.userId && !isAdmin(viewer)) throw forbidden('Only the author of an item can delete it');
  await ctx.db.feedItem.delete({ where: { feedItemId: item.feedItemId } });
}

/** What the logs of a page show beyond their numbers: their exercises (with muscles) and the sets that set records. */
async function logDetails(ctx: AppContext, logIds: string[]) {
  const sql = sqlOf(ctx.db);
  const [exercises, recordSets] = logIds.length
    ? await Promise.all([readLogsExercises(sql, logIds), readLogsRecordSets(sql, logIds)])
    : [new Map<string, never[]>(), []];
  return { exercises, recordSets };
}

type ItemRow = Row & { feedItemId: string; actorUserId: string };

const text = (value: unknown) => (value === null || value === undefined ? null : String(value));

const idsIn = (rows: ItemRow[], column: string) => [...new Set(rows.flatMap((row) => (row[column] ? [String(row[column])] : [])))];

/** The creators', workouts' and programs' cards the rows name: a statement for each kind a page has, none when it has none. */
async function extras(ctx: AppContext, rows: ItemRow[]) {
  const [creatorIds, workoutIds, programIds] = [idsIn(rows, 'creatorProfileId'), idsIn(rows, 'workoutId'), idsIn(rows, 'programId')];
  const [creators, workouts, programs] = await Promise.all([
    creatorIds.length
      ? ctx.db.creatorProfile.findMany({
          where: { creatorProfileId: { in: creatorIds } },
          select: { creatorProfileId: true, fullName: true, displayName: true, profilePhoto: true },
        })
      : [],
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
  return {
    creators: new Map(creators.map((creator) => [creator.creatorProfileId, creator])),
    workouts: new Map(workouts.map((workout) => [workout.workoutId, workout])),
    programs: new Map(programs.map((program) => [program.programId, program])),
  };
}

/** Items in the order of `ids`, with what each shows (see itemsJson); ids the viewer may not see are for the caller to keep out. */
export async function feedItemsJson(ctx: AppContext, ids: string[]) {
  if (!ids.length) return [];
  const rows = await sqlOf(ctx.db).all<ItemRow>(
    `SELECT ${ITEM_COLUMNS} FROM "FeedItem" f ${ITEM_JOINS} WHERE f."feedItemId" IN (${placeholders(ids)})`,
    ids,
  );
  const byId = new Map(rows.map((row) => [row.feedItemId, row]));
  const ordered = ids.flatMap((id) => byId.get(id) ?? []);
  return itemsJson(ctx, ordered, await extras(ctx, ordered));
}

/**
 * Items from their rows, with what each shows: a log's numbers, its top exercises, records and muscle map, the
 * viewer's props. A fixed number of queries for a page, whatever its size; the parts a client may leave out (the
 * logs' exercises, records and muscles, the viewer's props) are read only when first asked for.
 */
function itemsJson(ctx: AppContext, rows: ItemRow[], cards: Awaited<ReturnType<typeof extras>>) {
  const viewer = requireUser(ctx);
  const ids = rows.map((row) => row.feedItemId);
  const logIds = [...new Set(rows.flatMap((row) => (row.workoutLogId ? [String(row.workoutLogId)] : [])))];
  const details = once(() => logDetails(ctx, logIds));
  const propped = once(async () => {
    if (!ids.length) return new Set<string>();
    const props = await sqlOf(ctx.db).all(
      `SELECT "feedItemId" FROM "FeedProp" WHERE "userId" = ? AND "feedItemId" IN (${placeholders(ids)})`,
      [viewer.userId, ...ids],
    );
    return new Set(props.map((prop) => String(prop.feedItemId)));
  });
  // A finished log's map and top exercises are what was done: exercises left without a completed set are not shown.
  const exercisesOf = async (workoutLogId: string) =>
    ((await details()).exercises.get(workoutLogId) ?? []).filter((entry) => entry.completedSetCount > 0);
  return rows.map((row) => {
    const workoutLogId = text(row.workoutLogId);
    const creator = row.creatorProfileId ? cards.creators.get(String(row.creatorProfileId)) : undefined;
    const workout = row.workoutId ? cards.workouts.get(String(row.workoutId)) : undefined;
    const program = row.programId ? cards.programs.get(String(row.programId)) : undefined;
    return {
      feedItemId: row.feedItemId,
      contentType: String(row.contentType) as FeedContentType,
      message: text(row.message),
      visibility: String(row.visibility),
      createdAt: dateOf(row.createdAt),
      actor: {
        userId: row.actorUserId,
        userName: String(row.userName),
        displayName: creator ? (creator.displayName ?? creator.fullName) : null,
        creatorProfileId: creator?.creatorProfileId ?? null,
        profilePhoto: mediaJson(creator?.profilePhoto),
      } satisfies MemberJson,
      propCount: numberOf(row.propCount),
      commentCount: numberOf(row.commentCount),
      viewerGaveProps: async () => (await propped()).has(row.feedItemId),
      viewerCanDelete: row.actorUserId === viewer.userId || isAdmin(viewer),
      trainingSessionId: text(row.trainingSessionId),
      trainingSession: once(async () => (row.trainingSessionId ? sessionFeedCard(ctx, String(row.trainingSessionId)) : null)),
      workout: workout ? { ...workout, workoutBackgroundImage: mediaJson(workout.backgroundImage) } : null,
      program: program ? { ...program, programBackgroundImage: mediaJson(program.backgroundImage) } : null,
      workoutLog:
        workoutLogId === null
          ? null
          : {
              workoutLogId,
              workoutLogTitle: String(row.logTitle),
              startedAt: dateOf(row.logStartedAt),
              endedAt: dateOrNull(row.logEndedAt),
              logSummary: {
                exerciseCount: numberOf(row.logExerciseCount),
                setCount: numberOf(row.setCount),
                totalVolume: numberOf(row.totalVolume),
                activeSeconds: numberOf(row.activeSeconds),
                personalRecordCount: numberOf(row.personalRecordCount),
              },
              topExercises: async () =>
                (await exercisesOf(workoutLogId))
                  .sort((a, b) => b.completedSetCount - a.completedSetCount || b.volume - a.volume)
                  .slice(0, 3)
                  .map((entry) => ({
                    exerciseCode: entry.exerciseCode,
                    exerciseName: entry.exerciseName,
                    completedSetCount: entry.completedSetCount,
                    bestWeight: entry.bestWeight,
                    bestEstimated1rm: entry.bestEstimated1rm,
                  })),
              muscleUsage: async () => loggedMuscleUsage(await exercisesOf(workoutLogId)),
              records: async () =>
                (await details()).recordSets
                  .filter((set) => set.workoutLogId === workoutLogId)
                  .flatMap((set) =>
                    set.records.flatMap((recordType) => {
                      const figure = RECORD_TYPES.includes(recordType as RecordType) && recordFigure(set, recordType as RecordType);
                      return figure ? [{ exerciseCode: set.exerciseCode, exerciseName: set.exerciseName, recordType, ...figure }] : [];
                    }),
                  ),
            },
    };
  });
}

type LazyFeedItem = ReturnType<typeof itemsJson>[number];

/** An item with every part read, as REST answers it. */
export async function resolvedFeedItem(item: LazyFeedItem) {
  const log = item.workoutLog;
  return {
    ...item,
    viewerGaveProps: await item.viewerGaveProps(),
    trainingSession: await item.trainingSession(),
    workoutLog: log && {
      ...log,
      topExercises: await log.topExercises(),
      muscleUsage: await log.muscleUsage(),
      records: await log.records(),
    },
  };
}

export type FeedItemJson = LazyFeedItem;
