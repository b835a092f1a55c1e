import { Repeater } from 'graphql-yoga';
import { builder } from '../../graphql/builder.js';
import { connectionOf, pageArgsOf } from '../../graphql/connections.js';
import { MemberType } from '../buddies/graphql.js';
import { VisibilityEnum } from '../workouts/graphql.js';
import type { VISIBILITIES } from '../workouts/schemas.js';
import { LogSummaryType, MuscleShareType, RecordTypeEnum } from '../workout-logs/graphql.js';
import type { RecordType } from '../../../common/set-metrics.js';
import { EVERYONE } from './events.js';
import {
  addComment,
  deleteComment,
  deleteFeedItem,
  FEED_CONTENT_TYPES,
  getFeedItem,
  giveProps,
  listComments,
  listFeed,
  postToFeed,
  type FeedItemJson,
} from './service.js';
import { requireUser } from '../../auth/permissions.js';

const FeedContentTypeEnum = builder.enumType('FeedContentType', { values: FEED_CONTENT_TYPES });
const PostTypeEnum = builder.enumType('FeedPostType', { values: ['MESSAGE', 'UPDATE'] as const });

type LogJson = NonNullable<FeedItemJson['workoutLog']>;

const FeedRecordType = builder.objectRef<Awaited<ReturnType<LogJson['records']>>[number]>('FeedRecord').implement({
  fields: (t) => ({
    exerciseCode: t.exposeString('exerciseCode'),
    exerciseName: t.exposeString('exerciseName'),
    recordType: t.field({ type: RecordTypeEnum, resolve: (record) => record.recordType as RecordType }),
    value: t.exposeFloat('value', { description: 'In the record type’s canonical unit: kg, reps, s or m.' }),
    weight: t.exposeFloat('weight', { nullable: true, description: 'For MAX_REPS, the weight (kg) the reps were done at.' }),
  }),
});

const FeedExerciseType = builder.objectRef<Awaited<ReturnType<LogJson['topExercises']>>[number]>('FeedExercise').implement({
  fields: (t) => ({
    exerciseCode: t.exposeString('exerciseCode'),
    exerciseName: t.exposeString('exerciseName'),
    completedSetCount: t.exposeInt('completedSetCount'),
    bestWeight: t.exposeFloat('bestWeight', { nullable: true }),
    bestEstimated1rm: t.exposeFloat('bestEstimated1rm', { nullable: true }),
  }),
});

const FeedLogType = builder.objectRef<LogJson>('FeedWorkoutLog').implement({
  fields: (t) => ({
    workoutLogId: t.exposeID('workoutLogId'),
    workoutLogTitle: t.exposeString('workoutLogTitle'),
    startedAt: t.expose('startedAt', { type: 'DateTime' }),
    endedAt: t.expose('endedAt', { type: 'DateTime', nullable: true }),
    logSummary: t.field({ type: LogSummaryType, resolve: (log) => log.logSummary }),
    topExercises: t.field({ type: [FeedExerciseType], resolve: (log) => log.topExercises() }),
    muscleUsage: t.field({ type: [MuscleShareType], resolve: (log) => log.muscleUsage() }),
    records: t.field({ type: [FeedRecordType], resolve: (log) => log.records() }),
  }),
});

const FeedWorkoutType = builder.objectRef<NonNullable<FeedItemJson['workout']>>('FeedWorkout').implement({
  fields: (t) => ({
    workoutId: t.exposeID('workoutId'),
    workoutTitle: t.exposeString('workoutTitle'),
    exerciseCount: t.exposeInt('exerciseCount'),
    estimatedDuration: t.exposeInt('estimatedDuration'),
    backgroundUrl: t.string({
      nullable: true,
      resolve: (w) => w.workoutBackgroundImage?.thumbnailUrl ?? w.workoutBackgroundImage?.fileUrl ?? null,
    }),
  }),
});

const FeedProgramType = builder.objectRef<NonNullable<FeedItemJson['program']>>('FeedProgram').implement({
  fields: (t) => ({
    programId: t.exposeID('programId'),
    programTitle: t.exposeString('programTitle'),
    weekCount: t.exposeInt('weekCount'),
    workoutDayCount: t.exposeInt('workoutDayCount'),
    backgroundUrl: t.string({
      nullable: true,
      resolve: (p) => p.programBackgroundImage?.thumbnailUrl ?? p.programBackgroundImage?.fileUrl ?? null,
    }),
  }),
});

export const FeedItemType = builder.objectRef<FeedItemJson>('FeedItem').implement({
  fields: (t) => ({
    feedItemId: t.exposeID('feedItemId'),
    contentType: t.field({ type: FeedContentTypeEnum, resolve: (item) => item.contentType }),
    message: t.exposeString('message', { nullable: true }),
    visibility: t.field({ type: VisibilityEnum, resolve: (item) => item.visibility as (typeof VISIBILITIES)[number] }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    actor: t.field({ type: MemberType, resolve: (item) => item.actor }),
    propCount: t.exposeInt('propCount'),
    commentCount: t.exposeInt('commentCount'),
    viewerGaveProps: t.boolean({ resolve: (item) => item.viewerGaveProps() }),
    viewerCanDelete: t.exposeBoolean('viewerCanDelete'),
    workoutLog: t.field({ type: FeedLogType, nullable: true, resolve: (item) => item.workoutLog }),
    workout: t.field({ type: FeedWorkoutType, nullable: true, resolve: (item) => item.workout }),
    program: t.field({ type: FeedProgramType, nullable: true, resolve: (item) => item.program }),
  }),
});

type Comment = Awaited<ReturnType<typeof addComment>>;
const FeedCommentType = builder.objectRef<Comment>('FeedComment').implement({
  fields: (t) => ({
    feedCommentId: t.exposeID('feedCommentId'),
    feedItemId: t.exposeString('feedItemId'),
    body: t.exposeString('body'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    author: t.field({ type: MemberType, resolve: (comment) => comment.author }),
    viewerCanDelete: t.exposeBoolean('viewerCanDelete'),
  }),
});

builder.queryFields((t) => ({
  feed: t.connection({
    type: FeedItemType,
    authScopes: { user: true },
    description: 'The Homies feed: your and your buddies’ items, newest first.',
    resolve: async (_root, args, ctx) => connectionOf(await listFeed(ctx, pageArgsOf(args))),
  }),
  feedItem: t.field({
    type: FeedItemType,
    authScopes: { user: true },
    args: { feedItemId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => getFeedItem(ctx, args.feedItemId),
  }),
  feedComments: t.connection(
    {
      type: FeedCommentType,
      authScopes: { user: true },
      args: { feedItemId: t.arg.id({ required: true }) },
      resolve: async (_root, args, ctx) => connectionOf(await listComments(ctx, args.feedItemId, pageArgsOf(args))),
    },
    { fields: (c) => ({ totalCount: c.int({ resolve: (connection) => connection.totalCount() }) }) },
  ),
}));

builder.mutationFields((t) => ({
  postToFeed: t.field({
    type: FeedItemType,
    authScopes: { user: true },
    errors: {},
    args: {
      message: t.arg.string({ required: true }),
      contentType: t.arg({ type: PostTypeEnum, required: false }),
      visibility: t.arg({ type: VisibilityEnum, required: false }),
    },
    resolve: (_root, args, ctx) => postToFeed(ctx, args),
  }),
  deleteFeedItem: t.boolean({
    authScopes: { user: true },
    errors: {},
    args: { feedItemId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await deleteFeedItem(ctx, args.feedItemId);
      return true;
    },
  }),
  giveProps: t.field({
    type: FeedItemType,
    authScopes: { user: true },
    errors: {},
    description: 'Gives (given: true) or takes back props on an item.',
    args: { feedItemId: t.arg.id({ required: true }), given: t.arg.boolean({ required: false }) },
    resolve: (_root, args, ctx) => giveProps(ctx, args.feedItemId, args.given ?? true),
  }),
  addFeedComment: t.field({
    type: FeedCommentType,
    authScopes: { user: true },
    errors: {},
    args: { feedItemId: t.arg.id({ required: true }), body: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => addComment(ctx, args.feedItemId, { body: args.body }),
  }),
  deleteFeedComment: t.boolean({
    authScopes: { user: true },
    errors: {},
    args: { feedItemId: t.arg.id({ required: true }), feedCommentId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await deleteComment(ctx, args.feedItemId, args.feedCommentId);
      return true;
    },
  }),
}));

/**
 * The viewer's channel and everyone's as one stream of item ids. A disconnected client's stream is returned at once,
 * both channels with it: a generator waiting for its next event would only see the return when an event came, and
 * keep listening until then (for as long as nothing is posted, however many clients have gone).
 */
function feedChannels(ctx: Parameters<typeof requireUser>[0]) {
  const viewer = requireUser(ctx);
  return Repeater.merge([ctx.feedEvents.pubsub.subscribe('feed', viewer.userId), ctx.feedEvents.pubsub.subscribe('feed', EVERYONE)]);
}

builder.subscriptionType({
  fields: (t) => ({
    feedItemAdded: t.field({
      type: FeedItemType,
      authScopes: { user: true },
      description: 'Items as they reach your feed: your buddies’ finished logs, records, posts and product updates.',
      subscribe: (_root, _args, ctx) => feedChannels(ctx),
      // Read for the viewer when it arrives: what they may see, with their own props.
      resolve: (event: { feedItemId: string }, _args, ctx) => getFeedItem(ctx, event.feedItemId),
    }),
  }),
});
