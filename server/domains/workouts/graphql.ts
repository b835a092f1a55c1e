import { builder } from '../../graphql/builder.js';
import { connectionOf, nodeSelection, pageArgsOf } from '../../graphql/connections.js';
import { orderInputType, orderQueryOf } from '../../graphql/ordering.js';
import { loadBatched } from '../../lib/batch.js';
import { MuscleGroupUsageType, muscleUsageObject } from '../exercises/graphql.js';
import { muscleGroupUsage, muscleGroupUsageSelect } from '../exercises/service.js';
import { SHARE_CHANNELS, viewerRatings, type ContentKind } from '../content/engagement.js';
import { viewerCanEdit } from '../content/visibility.js';
import { SET_TYPES, VISIBILITIES, WORKOUT_ORDERING } from './schemas.js';
import {
  createWorkout,
  deleteWorkout,
  duplicateWorkout,
  exportWorkout,
  getWorkout,
  listWorkouts,
  rateWorkout,
  shareWorkout,
  updateWorkout,
  viewWorkout,
} from './service.js';

export const SetTypeEnum = builder.enumType('SetType', { values: SET_TYPES });
export const VisibilityEnum = builder.enumType('Visibility', { values: VISIBILITIES });
export const ShareChannelEnum = builder.enumType('ShareChannel', { values: SHARE_CHANNELS });

builder.prismaObject('WorkoutSetTarget', {
  authScopes: { public: true },
  description: 'A target in canonical units (kg, m, s, count ...); valueMax makes it a range.',
  fields: (t) => ({
    measurementCode: t.exposeString('measurementCode'),
    value: t.exposeFloat('value'),
    valueMax: t.exposeFloat('valueMax', { nullable: true }),
    measurement: t.relation('measurement'),
  }),
});

builder.prismaObject('WorkoutSet', {
  authScopes: { public: true },
  fields: (t) => ({
    workoutSetId: t.exposeString('workoutSetId'),
    setType: t.field({ type: SetTypeEnum, resolve: (set) => set.setType as (typeof SET_TYPES)[number] }),
    restSeconds: t.exposeInt('restSeconds', { nullable: true }),
    tempo: t.exposeString('tempo', { nullable: true }),
    targetRpe: t.exposeFloat('targetRpe', { nullable: true }),
    notes: t.exposeString('notes', { nullable: true }),
    targets: t.relation('targets', { query: { orderBy: { measurementCode: 'asc' } } }),
  }),
});

builder.prismaObject('WorkoutExercise', {
  authScopes: { public: true },
  fields: (t) => ({
    workoutExerciseId: t.exposeString('workoutExerciseId'),
    exerciseCode: t.exposeString('exerciseCode'),
    exercise: t.relation('exercise'),
    supersetGroup: t.exposeInt('supersetGroup', { nullable: true }),
    restSeconds: t.exposeInt('restSeconds', { nullable: true }),
    notes: t.exposeString('notes', { nullable: true }),
    sets: t.relation('sets', { query: { orderBy: { position: 'asc' } } }),
  }),
});

muscleUsageObject('WorkoutMuscle', 'WorkoutMuscleUsage');

const WorkoutSummaryType = builder
  .objectRef<{ exerciseCount: number; estimatedDuration: number; totalVolume: number }>('WorkoutSummary')
  .implement({
    fields: (t) => ({
      exerciseCount: t.exposeInt('exerciseCount'),
      estimatedDuration: t.exposeInt('estimatedDuration', { description: 'Seconds: sets × their typical time plus rest.' }),
      totalVolume: t.exposeFloat('totalVolume', { description: 'Kilograms: weight × reps over the working sets.' }),
    }),
  });

interface Analytics {
  ratingCount: number;
  ratingAverage: number | null;
  totalViews: number;
  shareCount: number;
  duplicateCount: number;
}

export const ContentAnalyticsType = builder.objectRef<Analytics>('ContentAnalytics').implement({
  fields: (t) => ({
    ratingCount: t.exposeInt('ratingCount'),
    ratingAverage: t.exposeFloat('ratingAverage', { nullable: true }),
    totalViews: t.exposeInt('totalViews'),
    shareCount: t.exposeInt('shareCount'),
    duplicateCount: t.exposeInt('duplicateCount'),
  }),
});

export const analyticsSelect = { ratingCount: true, ratingAverage: true, viewCount: true, shareCount: true, duplicateCount: true } as const;
export const analyticsOf = (row: Omit<Analytics, 'totalViews'> & { viewCount: number }): Analytics => ({
  ratingCount: row.ratingCount,
  ratingAverage: row.ratingAverage,
  totalViews: row.viewCount,
  shareCount: row.shareCount,
  duplicateCount: row.duplicateCount,
});

/** The viewer's rating of content, one query for a whole page of cards. */
export const viewerRatingOf = (ctx: object & Parameters<typeof viewerRatings>[0], kind: ContentKind, contentId: string) =>
  ctx.viewer
    ? loadBatched(ctx, `rating:${kind}`, contentId, (ids) => viewerRatings(ctx, kind, ids)).then((rating) => rating ?? null)
    : null;

export const WorkoutType = builder.prismaObject('Workout', {
  authScopes: { public: true },
  fields: (t) => ({
    workoutId: t.exposeID('workoutId'),
    workoutTitle: t.exposeString('workoutTitle'),
    workoutDescription: t.exposeString('description', { nullable: true }),
    publishedStatusCode: t.exposeString('publishedStatusCode'),
    publishedStatus: t.relation('publishedStatus'),
    visibility: t.field({ type: VisibilityEnum, resolve: (w) => w.visibility as (typeof VISIBILITIES)[number] }),
    workoutBackgroundImage: t.relation('backgroundImage', { nullable: true }),
    creatorProfile: t.relation('creatorProfile', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    lastUpdated: t.expose('lastUpdated', { type: 'DateTime' }),
    muscleUsage: t.relation('muscleUsage', { query: { orderBy: [{ targetPercentage: 'desc' }, { muscleCode: 'asc' }] } }),
    muscleGroups: t.field({
      type: [MuscleGroupUsageType],
      description: 'Subgroups of the merged muscle usage, by summed target percentage, highest first.',
      select: muscleGroupUsageSelect,
      resolve: (w) => muscleGroupUsage(w.muscleUsage),
    }),
    workoutSummary: t.field({
      type: WorkoutSummaryType,
      select: { exerciseCount: true, estimatedDuration: true, totalVolume: true },
      resolve: (w) => w,
    }),
    workoutAnalytics: t.field({ type: ContentAnalyticsType, select: analyticsSelect, resolve: analyticsOf }),
    workoutExercises: t.relation('exercises', { query: { orderBy: { position: 'asc' } } }),
    viewerCanEdit: t.boolean({ select: { authorUserId: true }, resolve: (w, _args, ctx) => viewerCanEdit(ctx, w.authorUserId) }),
    viewerRating: t.int({
      nullable: true,
      description: 'The signed-in viewer’s own rating, if they gave one.',
      resolve: (w, _args, ctx) => viewerRatingOf(ctx, 'Workout', w.workoutId),
    }),
  }),
});

const WorkoutFilter = builder.inputType('WorkoutFilter', {
  fields: (t) => ({
    mine: t.boolean({ required: false, description: 'Only your own workouts, drafts included.' }),
    creatorProfileId: t.string({ required: false }),
    search: t.string({ required: false }),
    publishedStatusCode: t.string({ required: false }),
  }),
});

const WorkoutOrder = orderInputType(
  'WorkoutOrder',
  WORKOUT_ORDERING,
  'How workouts are sorted; ties go by workoutId. RECENT, RATING and VIEWS put the largest first in ASC order.',
);

builder.queryFields((t) => ({
  workouts: t.connection(
    {
      type: WorkoutType,
      authScopes: { public: true },
      description: 'Workouts the viewer may see: their own, a creator’s, or all published to them.',
      args: { filter: t.arg({ type: WorkoutFilter, required: false }), orderBy: t.arg({ type: WorkoutOrder, required: false }) },
      resolve: async (_root, args, ctx, info) =>
        connectionOf(
          await listWorkouts(ctx, { ...args.filter, ...orderQueryOf(args.orderBy), ...pageArgsOf(args) }, nodeSelection(ctx, info)),
        ),
    },
    { fields: (c) => ({ totalCount: c.int({ resolve: (connection) => connection.totalCount() }) }) },
  ),
  workout: t.prismaField({
    type: WorkoutType,
    authScopes: { public: true },
    args: { workoutId: t.arg.id({ required: true }) },
    resolve: (query, _root, args, ctx) => getWorkout(ctx, args.workoutId, query),
  }),
  workoutExport: t.field({
    type: 'JSON',
    authScopes: { public: true },
    description: 'The workout as the JSON document the importer reads back.',
    args: { workoutId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => exportWorkout(ctx, args.workoutId),
  }),
}));

const WorkoutSetTargetInput = builder.inputType('WorkoutSetTargetInput', {
  fields: (t) => ({
    measurementCode: t.string({ required: true }),
    value: t.float({ required: true }),
    valueMax: t.float({ required: false }),
  }),
});

const WorkoutSetInput = builder.inputType('WorkoutSetInput', {
  fields: (t) => ({
    setType: t.field({ type: SetTypeEnum, required: false }),
    restSeconds: t.int({ required: false }),
    tempo: t.string({ required: false }),
    targetRpe: t.float({ required: false }),
    notes: t.string({ required: false }),
    targets: t.field({ type: [WorkoutSetTargetInput], required: false }),
  }),
});

export const WorkoutExerciseInput = builder.inputType('WorkoutExerciseInput', {
  fields: (t) => ({
    exerciseCode: t.string({ required: true }),
    supersetGroup: t.int({ required: false }),
    restSeconds: t.int({ required: false }),
    notes: t.string({ required: false }),
    sets: t.field({ type: [WorkoutSetInput], required: false }),
  }),
});

const workoutInputFields = (required: boolean) =>
  builder.inputType(required ? 'CreateWorkoutInput' : 'UpdateWorkoutInput', {
    fields: (t) => ({
      workoutTitle: t.string({ required }),
      workoutDescription: t.string({ required: false }),
      workoutBackgroundImageId: t.string({ required: false }),
      creatorProfileId: t.string({ required: false }),
      publishedStatusCode: t.string({ required: false }),
      visibility: t.field({ type: VisibilityEnum, required: false }),
      workoutExercises: t.field({ type: [WorkoutExerciseInput], required: false }),
    }),
  });
const CreateWorkoutInput = workoutInputFields(true);
const UpdateWorkoutInput = workoutInputFields(false);

export const RatingResultType = builder
  .objectRef<{ rating: number; ratingCount: number; ratingAverage: number | null }>('RatingResult')
  .implement({
    fields: (t) => ({
      rating: t.exposeInt('rating'),
      ratingCount: t.exposeInt('ratingCount'),
      ratingAverage: t.exposeFloat('ratingAverage', { nullable: true }),
    }),
  });

export const CountedType = builder.objectRef<{ counted: boolean }>('Counted').implement({
  fields: (t) => ({ counted: t.exposeBoolean('counted') }),
});

builder.mutationFields((t) => ({
  createWorkout: t.prismaField({
    type: WorkoutType,
    authScopes: { user: true },
    errors: {},
    args: { input: t.arg({ type: CreateWorkoutInput, required: true }) },
    resolve: (query, _root, args, ctx) => createWorkout(ctx, args.input, query),
  }),
  updateWorkout: t.prismaField({
    type: WorkoutType,
    description: 'Author or administrator; workoutExercises, when given, replaces the whole list.',
    authScopes: { user: true },
    errors: {},
    args: { workoutId: t.arg.id({ required: true }), input: t.arg({ type: UpdateWorkoutInput, required: true }) },
    resolve: (query, _root, args, ctx) => updateWorkout(ctx, args.workoutId, args.input, query),
  }),
  deleteWorkout: t.boolean({
    authScopes: { user: true },
    errors: {},
    args: { workoutId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await deleteWorkout(ctx, args.workoutId);
      return true;
    },
  }),
  duplicateWorkout: t.prismaField({
    type: WorkoutType,
    description: 'A copy in your library, as a private draft.',
    authScopes: { user: true },
    errors: {},
    args: { workoutId: t.arg.id({ required: true }) },
    resolve: (query, _root, args, ctx) => duplicateWorkout(ctx, args.workoutId, query),
  }),
  rateWorkout: t.field({
    type: RatingResultType,
    authScopes: { user: true },
    errors: {},
    args: { workoutId: t.arg.id({ required: true }), rating: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => rateWorkout(ctx, args.workoutId, { rating: args.rating }),
  }),
  recordWorkoutView: t.field({
    type: CountedType,
    authScopes: { public: true },
    errors: {},
    args: { workoutId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => viewWorkout(ctx, args.workoutId),
  }),
  recordWorkoutShare: t.field({
    type: CountedType,
    authScopes: { public: true },
    errors: {},
    args: { workoutId: t.arg.id({ required: true }), channel: t.arg({ type: ShareChannelEnum, required: true }) },
    resolve: (_root, args, ctx) => shareWorkout(ctx, args.workoutId, { channel: args.channel }),
  }),
}));
