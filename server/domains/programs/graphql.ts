import { builder } from '../../graphql/builder.js';
import { connectionOf, nodeSelection, pageArgsOf } from '../../graphql/connections.js';
import { orderInputType, orderQueryOf } from '../../graphql/ordering.js';
import { loadBatched } from '../../lib/batch.js';
import { viewerCanEdit } from '../content/visibility.js';
import { visibleWorkoutsById } from '../workouts/service.js';
import {
  analyticsOf,
  analyticsSelect,
  ContentAnalyticsType,
  CountedType,
  RatingResultType,
  ShareChannelEnum,
  VisibilityEnum,
  viewerRatingOf,
} from '../workouts/graphql.js';
import { DAY_TYPES, PROGRAM_ORDERING } from './schemas.js';
import {
  createProgram,
  deleteProgram,
  duplicateProgram,
  enrollInProgram,
  exportProgram,
  getProgram,
  getProgramDay,
  importProgram,
  leaveProgram,
  listPrograms,
  myEnrollments,
  rateProgram,
  shareProgram,
  updateProgram,
  viewProgram,
} from './service.js';

const DayTypeEnum = builder.enumType('ProgramDayType', { values: DAY_TYPES });

builder.prismaObject('ProgramDay', {
  authScopes: { public: true },
  fields: (t) => ({
    programDayId: t.exposeID('programDayId'),
    programId: t.exposeString('programId'),
    weekNumber: t.exposeInt('weekNumber'),
    dayNumber: t.exposeInt('dayNumber', { description: 'The day of the week, 1 to 7.' }),
    dayType: t.field({ type: DayTypeEnum, resolve: (day) => day.dayType as (typeof DAY_TYPES)[number] }),
    title: t.exposeString('title', { nullable: true }),
    notes: t.exposeString('notes', { nullable: true }),
    workoutId: t.exposeString('workoutId', { nullable: true }),
    workout: t.prismaField({
      type: 'Workout',
      nullable: true,
      description: 'The day’s workout, when the viewer may see it.',
      select: { workoutId: true },
      // One query for every day of a program, with what the document selects on the workout.
      resolve: (query, day, _args, ctx) =>
        day.workoutId
          ? loadBatched(ctx, `program-day-workout:${JSON.stringify(query)}`, day.workoutId, (ids) =>
              visibleWorkoutsById(ctx, ids, query),
            ).then((workout) => workout ?? null)
          : null,
    }),
  }),
});

const ProgramSummaryType = builder
  .objectRef<{ weekCount: number; workoutDayCount: number; estimatedWeeklyDuration: number }>('ProgramSummary')
  .implement({
    fields: (t) => ({
      weekCount: t.exposeInt('weekCount'),
      workoutDayCount: t.exposeInt('workoutDayCount'),
      estimatedWeeklyDuration: t.exposeInt('estimatedWeeklyDuration', { description: 'Seconds of workouts in an average week.' }),
    }),
  });

export const ProgramType = builder.prismaObject('Program', {
  authScopes: { public: true },
  fields: (t) => ({
    programId: t.exposeID('programId'),
    programTitle: t.exposeString('programTitle'),
    programDescription: t.exposeString('description', { nullable: true }),
    publishedStatusCode: t.exposeString('publishedStatusCode'),
    publishedStatus: t.relation('publishedStatus'),
    visibility: t.field({ type: VisibilityEnum, resolve: (p) => p.visibility as 'PUBLIC' | 'BUDDIES' | 'PRIVATE' }),
    programBackgroundImage: t.relation('backgroundImage', { nullable: true }),
    creatorProfile: t.relation('creatorProfile', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    lastUpdated: t.expose('lastUpdated', { type: 'DateTime' }),
    programSummary: t.field({
      type: ProgramSummaryType,
      select: { weekCount: true, workoutDayCount: true, estimatedWeeklyDuration: true },
      resolve: (p) => p,
    }),
    programAnalytics: t.field({ type: ContentAnalyticsType, select: analyticsSelect, resolve: analyticsOf }),
    programDays: t.relation('days', { query: { orderBy: [{ weekNumber: 'asc' }, { dayNumber: 'asc' }] } }),
    viewerCanEdit: t.boolean({ select: { authorUserId: true }, resolve: (p, _args, ctx) => viewerCanEdit(ctx, p.authorUserId) }),
    viewerRating: t.int({ nullable: true, resolve: (p, _args, ctx) => viewerRatingOf(ctx, 'Program', p.programId) }),
  }),
});

const ProgramFilter = builder.inputType('ProgramFilter', {
  fields: (t) => ({
    mine: t.boolean({ required: false, description: 'Only your own programs, drafts included.' }),
    creatorProfileId: t.string({ required: false }),
    search: t.string({ required: false }),
    publishedStatusCode: t.string({ required: false }),
  }),
});

const ProgramOrder = orderInputType('ProgramOrder', PROGRAM_ORDERING, 'How programs are sorted; ties go by programId.');

interface Enrollment {
  programId: string;
  programTitle: string;
  startedAt: Date;
  currentDayNumber: number;
  currentWeekNumber: number;
  currentDayOfWeek: number;
  finished: boolean;
  todayProgramDayId: string | null;
  todayDayType: string | null;
  todayWorkoutId: string | null;
}

const EnrollmentType = builder.objectRef<Enrollment>('ProgramEnrollment').implement({
  description: 'A program the viewer follows, and where they are in it today.',
  fields: (t) => ({
    programId: t.exposeID('programId'),
    programTitle: t.exposeString('programTitle'),
    startedAt: t.expose('startedAt', { type: 'DateTime' }),
    currentDayNumber: t.exposeInt('currentDayNumber'),
    currentWeekNumber: t.exposeInt('currentWeekNumber'),
    currentDayOfWeek: t.exposeInt('currentDayOfWeek'),
    finished: t.exposeBoolean('finished'),
    todayProgramDayId: t.exposeString('todayProgramDayId', { nullable: true }),
    todayDayType: t.field({
      type: DayTypeEnum,
      nullable: true,
      resolve: (e) => e.todayDayType as (typeof DAY_TYPES)[number] | null,
    }),
    todayWorkoutId: t.exposeString('todayWorkoutId', { nullable: true }),
  }),
});

builder.queryFields((t) => ({
  programs: t.connection(
    {
      type: ProgramType,
      authScopes: { public: true },
      description: 'Programs the viewer may see: their own, a creator’s, or all published to them.',
      args: { filter: t.arg({ type: ProgramFilter, required: false }), orderBy: t.arg({ type: ProgramOrder, required: false }) },
      resolve: async (_root, args, ctx, info) =>
        connectionOf(
          await listPrograms(ctx, { ...args.filter, ...orderQueryOf(args.orderBy), ...pageArgsOf(args) }, nodeSelection(ctx, info)),
        ),
    },
    { fields: (c) => ({ totalCount: c.int({ resolve: (connection) => connection.totalCount() }) }) },
  ),
  program: t.prismaField({
    type: ProgramType,
    authScopes: { public: true },
    args: { programId: t.arg.id({ required: true }) },
    resolve: (query, _root, args, ctx) => getProgram(ctx, args.programId, query),
  }),
  programDay: t.prismaField({
    type: 'ProgramDay',
    authScopes: { public: true },
    args: { programDayId: t.arg.id({ required: true }) },
    resolve: (query, _root, args, ctx) => getProgramDay(ctx, args.programDayId, query),
  }),
  programExport: t.field({
    type: 'JSON',
    authScopes: { public: true },
    args: { programId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => exportProgram(ctx, args.programId),
  }),
  myProgramEnrollments: t.field({
    type: [EnrollmentType],
    authScopes: { user: true },
    description: 'The programs you follow, each with today’s day.',
    resolve: (_root, _args, ctx) => myEnrollments(ctx),
  }),
}));

const ProgramDayInput = builder.inputType('ProgramDayInput', {
  fields: (t) => ({
    weekNumber: t.int({ required: true }),
    dayNumber: t.int({ required: true }),
    dayType: t.field({ type: DayTypeEnum, required: true }),
    title: t.string({ required: false }),
    notes: t.string({ required: false }),
    workoutId: t.string({ required: false }),
  }),
});

const programInput = (required: boolean) =>
  builder.inputType(required ? 'CreateProgramInput' : 'UpdateProgramInput', {
    fields: (t) => ({
      programTitle: t.string({ required }),
      programDescription: t.string({ required: false }),
      programBackgroundImageId: t.string({ required: false }),
      creatorProfileId: t.string({ required: false }),
      publishedStatusCode: t.string({ required: false }),
      visibility: t.field({ type: VisibilityEnum, required: false }),
      weekCount: t.int({ required: false }),
      programDays: t.field({ type: [ProgramDayInput], required: false }),
    }),
  });
const CreateProgramInput = programInput(true);
const UpdateProgramInput = programInput(false);

builder.mutationFields((t) => ({
  createProgram: t.prismaField({
    type: ProgramType,
    authScopes: { user: true },
    errors: {},
    args: { input: t.arg({ type: CreateProgramInput, required: true }) },
    resolve: (query, _root, args, ctx) => createProgram(ctx, args.input, query),
  }),
  updateProgram: t.prismaField({
    type: ProgramType,
    authScopes: { user: true },
    errors: {},
    args: { programId: t.arg.id({ required: true }), input: t.arg({ type: UpdateProgramInput, required: true }) },
    resolve: (query, _root, args, ctx) => updateProgram(ctx, args.programId, args.input, query),
  }),
  importProgram: t.prismaField({
    type: ProgramType,
    description: 'A program export (the JSON document) imported as your draft, with its workouts.',
    authScopes: { user: true },
    errors: {},
    args: { document: t.arg({ type: 'JSON', required: true }) },
    resolve: (query, _root, args, ctx) => importProgram(ctx, args.document, query),
  }),
  deleteProgram: t.boolean({
    authScopes: { user: true },
    errors: {},
    args: { programId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await deleteProgram(ctx, args.programId);
      return true;
    },
  }),
  duplicateProgram: t.prismaField({
    type: ProgramType,
    authScopes: { user: true },
    errors: {},
    args: { programId: t.arg.id({ required: true }) },
    resolve: (query, _root, args, ctx) => duplicateProgram(ctx, args.programId, query),
  }),
  rateProgram: t.field({
    type: RatingResultType,
    authScopes: { user: true },
    errors: {},
    args: { programId: t.arg.id({ required: true }), rating: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => rateProgram(ctx, args.programId, { rating: args.rating }),
  }),
  recordProgramView: t.field({
    type: CountedType,
    authScopes: { public: true },
    errors: {},
    args: { programId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => viewProgram(ctx, args.programId),
  }),
  recordProgramShare: t.field({
    type: CountedType,
    authScopes: { public: true },
    errors: {},
    args: { programId: t.arg.id({ required: true }), channel: t.arg({ type: ShareChannelEnum, required: true }) },
    resolve: (_root, args, ctx) => shareProgram(ctx, args.programId, { channel: args.channel }),
  }),
  enrollInProgram: t.field({
    type: EnrollmentType,
    authScopes: { user: true },
    errors: {},
    args: { programId: t.arg.id({ required: true }), startDayNumber: t.arg.int({ required: false }) },
    resolve: (_root, args, ctx) => enrollInProgram(ctx, args.programId, { startDayNumber: args.startDayNumber }),
  }),
  leaveProgram: t.boolean({
    authScopes: { user: true },
    errors: {},
    args: { programId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await leaveProgram(ctx, args.programId);
      return true;
    },
  }),
}));
