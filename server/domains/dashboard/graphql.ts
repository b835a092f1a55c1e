import { builder } from '../../graphql/builder.js';
import { creatorDashboard } from './service.js';

type Dashboard = Awaited<ReturnType<typeof creatorDashboard>>;
type Content = Dashboard['drafts'][number] & { periodViews?: number };

const ContentTypeEnum = builder.enumType('ContentType', { values: ['Workout', 'Program'] as const });

const DashboardContentType = builder.objectRef<Content>('DashboardContent').implement({
  fields: (t) => ({
    contentType: t.field({ type: ContentTypeEnum, resolve: (item) => item.contentType }),
    contentId: t.exposeID('contentId'),
    title: t.exposeString('title'),
    publishedStatusCode: t.exposeString('publishedStatusCode'),
    ratingCount: t.exposeInt('ratingCount'),
    ratingAverage: t.exposeFloat('ratingAverage', { nullable: true }),
    totalViews: t.exposeInt('totalViews'),
    periodViews: t.int({ description: 'Views within the period.', resolve: (item) => item.periodViews ?? 0 }),
    shareCount: t.exposeInt('shareCount'),
    duplicateCount: t.exposeInt('duplicateCount'),
    lastUpdated: t.expose('lastUpdated', { type: 'DateTime' }),
  }),
});

const DashboardTotalsType = builder.objectRef<Dashboard['totals']>('DashboardTotals').implement({
  fields: (t) => ({
    views: t.exposeInt('views'),
    ratings: t.exposeInt('ratings', { description: 'Ratings given or changed within the period.' }),
    shares: t.exposeInt('shares'),
    duplicates: t.exposeInt('duplicates'),
    ratingCount: t.exposeInt('ratingCount', { description: 'All ratings of all your content.' }),
    ratingAverage: t.exposeFloat('ratingAverage', { nullable: true }),
  }),
});

const DashboardDayType = builder.objectRef<Dashboard['series'][number]>('DashboardDay').implement({
  fields: (t) => ({
    date: t.exposeString('date', { description: 'YYYY-MM-DD (UTC).' }),
    views: t.exposeInt('views'),
    ratings: t.exposeInt('ratings'),
    shares: t.exposeInt('shares'),
    duplicates: t.exposeInt('duplicates'),
  }),
});

const RatingBucketType = builder.objectRef<Dashboard['ratingDistribution'][number]>('RatingBucket').implement({
  fields: (t) => ({ rating: t.exposeInt('rating'), count: t.exposeInt('count') }),
});

const CreatorDashboardType = builder.objectRef<Dashboard>('CreatorDashboard').implement({
  fields: (t) => ({
    days: t.exposeInt('days'),
    since: t.expose('since', { type: 'DateTime' }),
    hasCreatorProfile: t.exposeBoolean('hasCreatorProfile'),
    workoutCount: t.exposeInt('workoutCount'),
    programCount: t.exposeInt('programCount'),
    totals: t.field({ type: DashboardTotalsType, resolve: (d) => d.totals }),
    series: t.field({ type: [DashboardDayType], resolve: (d) => d.series }),
    ratingDistribution: t.field({ type: [RatingBucketType], resolve: (d) => d.ratingDistribution }),
    topContent: t.field({ type: [DashboardContentType], resolve: (d) => d.topContent }),
    drafts: t.field({ type: [DashboardContentType], resolve: (d) => d.drafts }),
  }),
});

builder.queryFields((t) => ({
  creatorDashboard: t.field({
    type: CreatorDashboardType,
    authScopes: { user: true },
    errors: {},
    description: 'Views, ratings, shares and duplicates of your workouts and programs over the last 7, 30 or 90 days.',
    args: { days: t.arg.int({ required: false }) },
    resolve: (_root, args, ctx) => creatorDashboard(ctx, { days: args.days ?? undefined }),
  }),
}));
