// The Creator Dash: how a member's own workouts and programs are doing over the last 7, 30 or 90 days. A fixed
// number of queries whatever the size of the library: the period's views, ratings, shares and duplicates are
// read as rows of the period (bounded by it) and counted per day here.
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { requireUser } from '../../auth/permissions.js';
import { parseInput } from '../../lib/validate.js';
import type { ContentKind } from '../content/engagement.js';

export const DASHBOARD_PERIODS = [7, 30, 90] as const;

export const dashboardQuery = z.object({
  days: z.coerce
    .number({ error: 'Use 7, 30 or 90' })
    .refine((days) => (DASHBOARD_PERIODS as readonly number[]).includes(days), 'Use 7, 30 or 90')
    .default(30),
});

const DAY_MS = 86_400_000;
const TOP_CONTENT = 5;
const DRAFTS = 10;
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

interface Content {
  contentType: ContentKind;
  contentId: string;
  title: string;
  publishedStatusCode: string;
  ratingCount: number;
  ratingAverage: number | null;
  totalViews: number;
  shareCount: number;
  duplicateCount: number;
  lastUpdated: Date;
}

export async function creatorDashboard(ctx: AppContext, rawQuery: unknown, now = new Date()) {
  const viewer = requireUser(ctx);
  const { days } = parseInput(dashboardQuery, rawQuery ?? {});
  const since = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - (days - 1) * DAY_MS);
  const counters = { ratingCount: true, ratingAverage: true, viewCount: true, shareCount: true, duplicateCount: true } as const;
  const [workouts, programs] = await Promise.all([
    ctx.db.workout.findMany({
      where: { authorUserId: viewer.userId },
      select: { workoutId: true, workoutTitle: true, publishedStatusCode: true, lastUpdated: true, ...counters },
    }),
    ctx.db.program.findMany({
      where: { authorUserId: viewer.userId },
      select: { programId: true, programTitle: true, publishedStatusCode: true, lastUpdated: true, ...counters },
    }),
  ]);
  const content: Content[] = [
    ...workouts.map(({ workoutId, workoutTitle, viewCount, ...rest }) => ({
      contentType: 'Workout' as const,
      contentId: workoutId,
      title: workoutTitle,
      totalViews: viewCount,
      ...rest,
    })),
    ...programs.map(({ programId, programTitle, viewCount, ...rest }) => ({
      contentType: 'Program' as const,
      contentId: programId,
      title: programTitle,
      totalViews: viewCount,
      ...rest,
    })),
  ];
  const ids = { Workout: workouts.map((w) => w.workoutId), Program: programs.map((p) => p.programId) };
  const mine = {
    OR: (['Workout', 'Program'] as const).map((contentType) => ({ contentType, contentId: { in: ids[contentType] } })),
  };
  const [views, ratings, distribution, shares, workoutCopies, programCopies] = await Promise.all([
    ctx.db.contentView.findMany({
      where: { ...mine, viewedAt: { gte: since } },
      select: { contentType: true, contentId: true, viewDay: true },
    }),
    ctx.db.contentRating.findMany({ where: { ...mine, updatedAt: { gte: since } }, select: { updatedAt: true, rating: true } }),
    ctx.db.contentRating.groupBy({ by: ['rating'], where: mine, _count: { rating: true } }),
    ctx.db.share.findMany({ where: { ...mine, createdAt: { gte: since } }, select: { createdAt: true } }),
    ctx.db.workout.findMany({ where: { duplicatedFromId: { in: ids.Workout }, createdAt: { gte: since } }, select: { createdAt: true } }),
    ctx.db.program.findMany({ where: { duplicatedFromId: { in: ids.Program }, createdAt: { gte: since } }, select: { createdAt: true } }),
  ]);

  const series = Array.from({ length: days }, (_, index) => ({
    date: dayOf(new Date(since.getTime() + index * DAY_MS)),
    views: 0,
    ratings: 0,
    shares: 0,
    duplicates: 0,
  }));
  const byDate = new Map(series.map((point) => [point.date, point]));
  const bump = (date: string, key: 'views' | 'ratings' | 'shares' | 'duplicates') => {
    const point = byDate.get(date);
    if (point) point[key] += 1;
  };
  const periodViews = new Map<string, number>();
  for (const view of views) {
    bump(view.viewDay, 'views');
    const key = `${view.contentType}:${view.contentId}`;
    periodViews.set(key, (periodViews.get(key) ?? 0) + 1);
  }
  for (const rating of ratings) bump(dayOf(rating.updatedAt), 'ratings');
  for (const share of shares) bump(dayOf(share.createdAt), 'shares');
  for (const copy of [...workoutCopies, ...programCopies]) bump(dayOf(copy.createdAt), 'duplicates');

  const ratingCount = content.reduce((sum, item) => sum + item.ratingCount, 0);
  const ratingSum = content.reduce((sum, item) => sum + (item.ratingAverage ?? 0) * item.ratingCount, 0);
  const withPeriod = content.map((item) => ({ ...item, periodViews: periodViews.get(`${item.contentType}:${item.contentId}`) ?? 0 }));
  return {
    days,
    since,
    hasCreatorProfile: !!viewer.creatorProfileId,
    workoutCount: workouts.length,
    programCount: programs.length,
    totals: {
      views: views.length,
      ratings: ratings.length,
      shares: shares.length,
      duplicates: workoutCopies.length + programCopies.length,
      ratingCount,
      ratingAverage: ratingCount ? Math.round((ratingSum / ratingCount) * 10) / 10 : null,
    },
    series,
    ratingDistribution: [1, 2, 3, 4, 5].map((rating) => ({
      rating,
      count: distribution.find((row) => row.rating === rating)?._count.rating ?? 0,
    })),
    topContent: withPeriod
      .filter((item) => item.periodViews > 0 || item.ratingCount > 0)
      .sort((a, b) => b.periodViews - a.periodViews || (b.ratingAverage ?? 0) - (a.ratingAverage ?? 0) || a.title.localeCompare(b.title))
      .slice(0, TOP_CONTENT),
    drafts: content
      .filter((item) => item.publishedStatusCode === 'DRAFT')
      .sort((a, b) => b.lastUpdated.getTime() - a.lastUpdated.getTime())
      .slice(0, DRAFTS),
  };
}
