// Ratings, views and shares of workouts and programs: one set of rules for both kinds of content. Each write keeps
// the content's counters (ratingCount, ratingAverage, viewCount, shareCount) in step, so cards and sorting never
// aggregate.
import crypto from 'node:crypto';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { requireUser } from '../../auth/permissions.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { parseInput } from '../../lib/validate.js';
import { visibleContent } from './visibility.js';

export type ContentKind = 'Workout' | 'Program';

export const SHARE_CHANNELS = ['LINK', 'NATIVE', 'TWITTER', 'FACEBOOK', 'WHATSAPP', 'LINKEDIN', 'REDDIT', 'TELEGRAM', 'EMAIL'] as const;

export const ratingInput = z
  .object({
    rating: z
      .number({ error: 'Give a rating from 1 to 5' })
      .int('Give a whole number from 1 to 5')
      .min(1, 'Give a rating from 1 to 5')
      .max(5, 'Give a rating from 1 to 5'),
  })
  .strict();

export const shareInput = z.object({ channel: z.enum(SHARE_CHANNELS, { error: `Use one of ${SHARE_CHANNELS.join(', ')}` }) }).strict();

const label = (kind: ContentKind) => kind.toLowerCase();

type Counters = Partial<Record<'ratingCount' | 'viewCount' | 'shareCount' | 'duplicateCount', number | { increment: number }>> & {
  ratingAverage?: number | null;
};

/** The same counter update on either table. */
function updateCounters(db: Pick<Db, 'workout' | 'program'>, kind: ContentKind, contentId: string, data: Counters) {
  return kind === 'Workout'
    ? db.workout.update({ where: { workoutId: contentId }, data, select: { workoutId: true } })
    : db.program.update({ where: { programId: contentId }, data, select: { programId: true } });
}

export const bumpDuplicateCount = (db: Pick<Db, 'workout' | 'program'>, kind: ContentKind, contentId: string) =>
  updateCounters(db, kind, contentId, { duplicateCount: { increment: 1 } });

/** The author of content the viewer may see; hidden content is NOT_FOUND like unknown content. */
export async function visibleAuthor(ctx: AppContext, kind: ContentKind, contentId: string): Promise<string> {
  const where = visibleContent(ctx.viewer);
  const row =
    kind === 'Workout'
      ? await ctx.db.workout.findFirst({ where: { AND: [{ workoutId: contentId }, where] }, select: { authorUserId: true } })
      : await ctx.db.program.findFirst({ where: { AND: [{ programId: contentId }, where] }, select: { authorUserId: true } });
  if (!row) throw notFound(kind);
  return row.authorUserId;
}

/** A member rates content they can see, once (a new rating replaces theirs), never their own. */
export async function rateContent(ctx: AppContext, kind: ContentKind, contentId: string, rawInput: unknown) {
  const viewer = requireUser(ctx);
  const { rating } = parseInput(ratingInput, rawInput);
  const authorUserId = await visibleAuthor(ctx, kind, contentId);
  if (authorUserId === viewer.userId) throw forbidden(`You cannot rate your own ${label(kind)}`);
  return ctx.db.$transaction(async (tx) => {
    const key = { contentType: kind, contentId, userId: viewer.userId };
    await tx.contentRating.upsert({ where: { contentType_contentId_userId: key }, create: { ...key, rating }, update: { rating } });
    const totals = await tx.contentRating.aggregate({ where: { contentType: kind, contentId }, _count: true, _avg: { rating: true } });
    await updateCounters(tx, kind, contentId, { ratingCount: totals._count, ratingAverage: totals._avg.rating });
    return { rating, ratingCount: totals._count, ratingAverage: totals._avg.rating };
  });
}

/** The viewer's own ratings of the given content, for the "your rating" of cards and pages. */
export async function viewerRatings(ctx: AppContext, kind: ContentKind, contentIds: readonly string[]) {
  if (!ctx.viewer || !contentIds.length) return new Map<string, number>();
  const rows = await ctx.db.contentRating.findMany({
    where: { contentType: kind, userId: ctx.viewer.userId, contentId: { in: [...contentIds] } },
    select: { contentId: true, rating: true },
  });
  return new Map(rows.map((row) => [row.contentId, row.rating]));
}

/** Members count by account; visitors by a hash of their address and browser, never stored in the clear. */
function viewerKeyOf(ctx: AppContext): string {
  if (ctx.viewer) return `user:${ctx.viewer.userId}`;
  const digest = crypto.createHash('sha256').update(`${ctx.client.ip}\n${ctx.client.userAgent}`).digest('base64url');
  return `client:${digest.slice(0, 32)}`;
}

/**
 * A view, counted once per viewer per UTC day; the author's own visits are not views. Answers whether this one
 * counted.
 */
export async function recordView(ctx: AppContext, kind: ContentKind, contentId: string, now = new Date()) {
  const authorUserId = await visibleAuthor(ctx, kind, contentId);
  if (ctx.viewer?.userId === authorUserId) return { counted: false };
  const key = { contentType: kind, contentId, viewerKey: viewerKeyOf(ctx), viewDay: now.toISOString().slice(0, 10) };
  return ctx.db.$transaction(async (tx) => {
    const seen = await tx.contentView.findUnique({ where: { contentType_contentId_viewerKey_viewDay: key }, select: { viewDay: true } });
    if (seen) return { counted: false };
    await tx.contentView.create({ data: { ...key, userId: ctx.viewer?.userId ?? null, viewedAt: now } });
    await updateCounters(tx, kind, contentId, { viewCount: { increment: 1 } });
    return { counted: true };
  });
}

/** A share through one channel, by a member or a visitor, of content they can see. */
export async function recordShare(ctx: AppContext, kind: ContentKind, contentId: string, rawInput: unknown) {
  const { channel } = parseInput(shareInput, rawInput);
  await visibleAuthor(ctx, kind, contentId);
  await ctx.db.$transaction(async (tx) => {
    await tx.share.create({ data: { contentType: kind, contentId, channel, userId: ctx.viewer?.userId ?? null } });
    await updateCounters(tx, kind, contentId, { shareCount: { increment: 1 } });
  });
  return { channel, counted: true };
}

/** Ratings, views and shares go with the content they were about. */
export async function forgetEngagement(db: Pick<Db, 'contentRating' | 'contentView' | 'share'>, kind: ContentKind, contentId: string) {
  await db.contentRating.deleteMany({ where: { contentType: kind, contentId } });
  await db.contentView.deleteMany({ where: { contentType: kind, contentId } });
  await db.share.deleteMany({ where: { contentType: kind, contentId } });
}
