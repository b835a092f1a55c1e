import type { GraphQLResolveInfo } from 'graphql';
import { builder } from '../../graphql/builder.js';
import { connectionOf, pageArgsOf } from '../../graphql/connections.js';
import { withItems } from '../../lib/pagination.js';
import { SetTypeEnum, VisibilityEnum } from '../workouts/graphql.js';
import type { SET_TYPES, VISIBILITIES } from '../workouts/schemas.js';
import { loadBatched } from '../../lib/batch.js';
import { logDetail, logSets, logsMuscleUsage, logSummaryJson, type LogDetail } from './json.js';
import { RECORD_TYPES, type RecordType } from '../../../common/set-metrics.js';
import { exerciseHistory, personalRecords, weeklyMuscleSets } from './progress.js';
import { LOG_ACTIONS, LOG_STATUSES, type LogStatus } from './schemas.js';
import { getLog, activeLog, listLogs } from './read.js';
import { startLog } from './start.js';
import { changeLog } from './change.js';
import { deleteLog } from './delete.js';
import { migrateLogToWorkout } from './migrate.js';

type SetJson = LogDetail['logExercises'][number]['sets'][number];
type ExerciseJson = LogDetail['logExercises'][number];
type SummaryJson = ReturnType<typeof logSummaryJson>;

const LogStatusEnum = builder.enumType('WorkoutLogStatus', { values: LOG_STATUSES });
const LogActionEnum = builder.enumType('WorkoutLogAction', { values: LOG_ACTIONS });
export const RecordTypeEnum = builder.enumType('PersonalRecordType', { values: RECORD_TYPES });
const MigrationModeEnum = builder.enumType('WorkoutMigrationMode', { values: ['UPDATE_WORKOUT', 'NEW_WORKOUT'] as const });

const setType = (value: string) => value as (typeof SET_TYPES)[number];
const visibility = (value: string) => value as (typeof VISIBILITIES)[number];

export const MuscleShareType = builder
  .objectRef<{ muscleCode: string; targetPercentage: number; isPrimary: boolean }>('MuscleShare')
  .implement({
    description: 'A muscle’s share of a session’s work, for the body map.',
    fields: (t) => ({
      muscleCode: t.exposeString('muscleCode'),
      targetPercentage: t.exposeInt('targetPercentage'),
      isPrimary: t.exposeBoolean('isPrimary'),
    }),
  });

export const LoggedValueType = builder.objectRef<{ measurementCode: string; value: number }>('LoggedValue').implement({
  description: 'A measurement of a set in canonical units (kg, m, s, count ...).',
  fields: (t) => ({ measurementCode: t.exposeString('measurementCode'), value: t.exposeFloat('value') }),
});

const LoggedTargetType = builder.objectRef<SetJson['targets'][number]>('LoggedTarget').implement({
  fields: (t) => ({
    measurementCode: t.exposeString('measurementCode'),
    value: t.exposeFloat('value'),
    valueMax: t.float({ nullable: true, resolve: (target) => target.valueMax ?? null }),
  }),
});

const PreviousSetType = builder.objectRef<Awaited<ReturnType<ExerciseJson['previousSets']>>[number]>('PreviousSet').implement({
  fields: (t) => ({
    setType: t.field({ type: SetTypeEnum, resolve: (set) => setType(set.setType) }),
    values: t.field({ type: [LoggedValueType], resolve: (set) => set.values }),
  }),
});

const WorkoutLogSetType = builder.objectRef<SetJson>('WorkoutLogSet').implement({
  fields: (t) => ({
    workoutLogSetId: t.exposeID('workoutLogSetId'),
    setType: t.field({ type: SetTypeEnum, resolve: (set) => setType(set.setType) }),
    rpe: t.exposeFloat('rpe', { nullable: true }),
    restSeconds: t.exposeInt('restSeconds', { nullable: true }),
    notes: t.exposeString('notes', { nullable: true }),
    completedAt: t.expose('completedAt', { type: 'DateTime', nullable: true }),
    targets: t.field({ type: [LoggedTargetType], resolve: (set) => set.targets }),
    values: t.field({ type: [LoggedValueType], resolve: (set) => set.values }),
    personalRecords: t.field({ type: [RecordTypeEnum], resolve: (set) => set.personalRecords }),
  }),
});

const WorkoutLogExerciseType = builder.objectRef<ExerciseJson>('WorkoutLogExercise').implement({
  fields: (t) => ({
    workoutLogExerciseId: t.exposeID('workoutLogExerciseId'),
    exerciseCode: t.exposeString('exerciseCode'),
    exerciseName: t.exposeString('exerciseName'),
    exerciseTypeCode: t.exposeString('exerciseTypeCode'),
    supersetGroup: t.exposeInt('supersetGroup', { nullable: true }),
    restSeconds: t.exposeInt('restSeconds', { nullable: true }),
    notes: t.exposeString('notes', { nullable: true }),
    sets: t.field({ type: [WorkoutLogSetType], resolve: (exercise) => exercise.sets }),
    previousSets: t.field({
      type: [PreviousSetType],
      description: 'The completed sets of the last time the viewer did this exercise; empty for others’ logs.',
      resolve: (exercise) => exercise.previousSets(),
    }),
    firstTime: t.boolean({
      description: 'Whether this log is the member’s first with a completed set of the exercise: its sets set baselines, not records.',
      resolve: (exercise) => exercise.firstTime(),
    }),
  }),
});

export const LogSummaryType = builder.objectRef<SummaryJson['logSummary']>('WorkoutLogSummary').implement({
  fields: (t) => ({
    exerciseCount: t.exposeInt('exerciseCount'),
    setCount: t.exposeInt('setCount', { description: 'Completed sets.' }),
    totalVolume: t.exposeFloat('totalVolume', { description: 'Kilograms: weight × reps over completed working sets.' }),
    activeSeconds: t.exposeInt('activeSeconds'),
    personalRecordCount: t.exposeInt('personalRecordCount'),
  }),
});

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;
const summaryFields = (t: PothosSchemaTypes.ObjectFieldBuilder<Types, SummaryJson>) => ({
  workoutLogId: t.exposeID('workoutLogId'),
  userId: t.exposeString('userId', { description: 'The member who logged it.' }),
  viewerCanEdit: t.boolean({ resolve: (log, _args, ctx) => ctx.viewer?.userId === log.userId }),
  workoutId: t.exposeString('workoutId', { nullable: true }),
  programDayId: t.exposeString('programDayId', { nullable: true }),
  workoutLogTitle: t.exposeString('workoutLogTitle'),
  status: t.field({ type: LogStatusEnum, resolve: (log) => log.status as LogStatus }),
  visibility: t.field({ type: VisibilityEnum, resolve: (log) => visibility(log.visibility) }),
  startedAt: t.expose('startedAt', { type: 'DateTime' }),
  endedAt: t.expose('endedAt', { type: 'DateTime', nullable: true }),
  pausedAt: t.expose('pausedAt', { type: 'DateTime', nullable: true }),
  activeSeconds: t.exposeInt('activeSeconds', { description: 'Seconds trained, pauses excluded, as of the answer.' }),
  notes: t.exposeString('notes', { nullable: true }),
  perceivedEffort: t.exposeInt('perceivedEffort', { nullable: true }),
  logSummary: t.field({ type: LogSummaryType, resolve: (log) => log.logSummary }),
});

/** Whether a field is resolved for an item of a list (a path through a list has an index in it). */
const inList = (path: GraphQLResolveInfo['path'] | undefined): boolean => !!path && (typeof path.key === 'number' || inList(path.prev));

type ListedOrDetailed = SummaryJson & Partial<Pick<LogDetail, 'logExercises' | 'muscleUsage'>>;

const details = new WeakMap<ListedOrDetailed, Promise<LogDetail>>();

/**
 * A listed or just-changed log carries its numbers only; what is under it is read once, when an operation first
 * asks for it.
 */
function detailOf(log: ListedOrDetailed, ctx: Parameters<typeof getLog>[0]): Promise<LogDetail> {
  if (log.logExercises && log.muscleUsage) return Promise.resolve(log as LogDetail);
  let detail = details.get(log);
  if (!detail) details.set(log, (detail = getLog(ctx, log.workoutLogId).then((row) => logDetail(ctx, row))));
  return detail;
}

export const WorkoutLogType = builder.objectRef<ListedOrDetailed>('WorkoutLog').implement({
  fields: (t) => ({
    ...summaryFields(t),
    logExercises: t.field({ type: [WorkoutLogExerciseType], resolve: async (log, _args, ctx) => (await detailOf(log, ctx)).logExercises }),
    muscleUsage: t.field({
      type: [MuscleShareType],
      description: 'The session’s muscle map: each exercise’s muscle usage weighted by its completed sets.',
      resolve: async (log, _args, ctx, info) => {
        if (log.muscleUsage) return log.muscleUsage;
        if (details.has(log)) return (await detailOf(log, ctx)).muscleUsage;
        const read = (ids: readonly string[]) => logsMuscleUsage(ctx, ids);
        // The logs of a list are read together; a log alone (a logger's save) is answered at once, not a tick later.
        const usage = inList(info.path)
          ? await loadBatched(ctx, 'logMuscles', log.workoutLogId, read)
          : (await read([log.workoutLogId])).get(log.workoutLogId);
        return usage ?? [];
      },
    }),
    sets: t.field({
      type: [WorkoutLogSetType],
      description:
        'Sets of this log by id, in their order (ids of other logs’ sets are left out): what a logger asks back after saving them.',
      args: { ids: t.arg.idList({ required: true }) },
      resolve: (log, args, ctx) => logSets(ctx, log, args.ids),
    }),
  }),
});

type History = Awaited<ReturnType<typeof exerciseHistory>>;
type HistoryEntry = History['page']['items'][number];

const HistoryEntryType = builder.objectRef<HistoryEntry>('ExerciseHistoryEntry').implement({
  fields: (t) => ({
    workoutLogExerciseId: t.exposeID('workoutLogExerciseId'),
    workoutLogId: t.exposeString('workoutLogId'),
    workoutLogTitle: t.exposeString('workoutLogTitle'),
    startedAt: t.expose('startedAt', { type: 'DateTime' }),
    completedSetCount: t.exposeInt('completedSetCount'),
    volume: t.exposeFloat('volume'),
    totalReps: t.exposeInt('totalReps'),
    bestWeight: t.exposeFloat('bestWeight', { nullable: true }),
    bestEstimated1rm: t.exposeFloat('bestEstimated1rm', { nullable: true, description: 'Epley: weight × (1 + reps ÷ 30).' }),
    bestSet: t.field({ type: PreviousSetType, nullable: true, resolve: (entry) => entry.bestSet() }),
  }),
});

type RecordJson = Awaited<ReturnType<typeof personalRecords>>[number];
export const PersonalRecordType = builder.objectRef<RecordJson>('PersonalRecord').implement({
  fields: (t) => ({
    exerciseCode: t.exposeString('exerciseCode'),
    exerciseName: t.exposeString('exerciseName'),
    recordType: t.field({ type: RecordTypeEnum, resolve: (record) => record.recordType as RecordType }),
    weight: t.exposeFloat('weight', { nullable: true, description: 'For MAX_REPS, the weight (kg) of the set that holds it.' }),
    value: t.exposeFloat('value'),
    achievedAt: t.expose('achievedAt', { type: 'DateTime' }),
    workoutLogSetId: t.exposeString('workoutLogSetId', { nullable: true }),
    workoutLogId: t.exposeString('workoutLogId', { nullable: true }),
  }),
});

const HistoryExerciseType = builder.objectRef<History['exercise']>('ExerciseHistoryExercise').implement({
  fields: (t) => ({
    exerciseCode: t.exposeString('exerciseCode'),
    exerciseName: t.exposeString('exerciseName'),
    exerciseTypeCode: t.exposeString('exerciseTypeCode'),
  }),
});

const HistoryConnection = builder.connectionObject({ type: HistoryEntryType, name: 'ExerciseHistoryConnection' });

const ExerciseHistoryType = builder
  .objectRef<{ history: History; connection: ReturnType<typeof connectionOf<HistoryEntry>> }>('ExerciseHistory')
  .implement({
    fields: (t) => ({
      exercise: t.field({ type: HistoryExerciseType, resolve: (h) => h.history.exercise }),
      records: t.field({ type: [PersonalRecordType], resolve: (h) => h.history.records() }),
      entries: t.field({ type: HistoryConnection, resolve: (h) => h.connection }),
      totalCount: t.int({ resolve: (h) => h.connection.totalCount() }),
    }),
  });

type Week = Awaited<ReturnType<typeof weeklyMuscleSets>>;
const MuscleSetsType = builder.objectRef<Week['muscleSets'][number]>('MuscleSets').implement({
  fields: (t) => ({ muscleCode: t.exposeString('muscleCode'), sets: t.exposeFloat('sets') }),
});
const WeeklyMuscleSetsType = builder.objectRef<Week>('WeeklyMuscleSets').implement({
  fields: (t) => ({
    weekStart: t.expose('weekStart', { type: 'DateTime' }),
    weekEnd: t.expose('weekEnd', { type: 'DateTime' }),
    muscleSets: t.field({ type: [MuscleSetsType], resolve: (week) => week.muscleSets }),
    muscleUsage: t.field({ type: [MuscleShareType], resolve: (week) => week.muscleUsage }),
  }),
});

builder.queryFields((t) => ({
  workoutLog: t.field({
    type: WorkoutLogType,
    authScopes: { public: true },
    args: { workoutLogId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => logDetail(ctx, await getLog(ctx, args.workoutLogId)),
  }),
  activeWorkoutLog: t.field({
    type: WorkoutLogType,
    nullable: true,
    authScopes: { user: true },
    description: 'Your log in progress or paused, if any.',
    resolve: async (_root, _args, ctx) => {
      const log = await activeLog(ctx);
      return log && logDetail(ctx, log);
    },
  }),
  workoutLogs: t.connection(
    {
      type: WorkoutLogType,
      authScopes: { user: true },
      description: 'Your logs, newest first, within [from, to) when given.',
      args: {
        from: t.arg({ type: 'DateTime', required: false }),
        to: t.arg({ type: 'DateTime', required: false }),
        status: t.arg({ type: LogStatusEnum, required: false }),
      },
      resolve: async (_root, args, ctx) => {
        const page = await listLogs(ctx, { from: args.from, to: args.to, status: args.status, ...pageArgsOf(args) });
        return connectionOf(
          withItems(
            page,
            page.items.map((log) => logSummaryJson(log)),
          ),
        );
      },
    },
    { fields: (c) => ({ totalCount: c.int({ resolve: (connection) => connection.totalCount() }) }) },
  ),
  exerciseHistory: t.field({
    type: ExerciseHistoryType,
    authScopes: { user: true },
    args: {
      exerciseCode: t.arg.string({ required: true }),
      first: t.arg.int({ required: false }),
      after: t.arg.string({ required: false }),
    },
    resolve: async (_root, args, ctx) => {
      const history = await exerciseHistory(ctx, args.exerciseCode, pageArgsOf(args));
      return { history, connection: connectionOf(history.page) };
    },
  }),
  personalRecords: t.field({
    type: [PersonalRecordType],
    authScopes: { user: true },
    args: { exerciseCode: t.arg.string({ required: false }) },
    resolve: (_root, args, ctx) => personalRecords(ctx, args),
  }),
  weeklyMuscleSets: t.field({
    type: WeeklyMuscleSetsType,
    authScopes: { user: true },
    args: { week: t.arg({ type: 'DateTime', required: false }) },
    resolve: (_root, args, ctx) => weeklyMuscleSets(ctx, args),
  }),
}));

const LoggedValueInput = builder.inputType('LoggedValueInput', {
  fields: (t) => ({ measurementCode: t.string({ required: true }), value: t.float({ required: true }) }),
});

const LogSetChangeInput = builder.inputType('WorkoutLogSetChange', {
  fields: (t) => ({
    workoutLogSetId: t.id({ required: true }),
    position: t.int(),
    setType: t.field({ type: SetTypeEnum }),
    rpe: t.float(),
    restSeconds: t.int(),
    notes: t.string(),
    completed: t.boolean(),
    completedAt: t.field({ type: 'DateTime' }),
    values: t.field({ type: [LoggedValueInput] }),
  }),
});

const LogExerciseChangeInput = builder.inputType('WorkoutLogExerciseChange', {
  fields: (t) => ({
    workoutLogExerciseId: t.id({ required: true }),
    exerciseCode: t.string(),
    position: t.int(),
    supersetGroup: t.int(),
    restSeconds: t.int(),
    notes: t.string(),
    sets: t.field({ type: [LogSetChangeInput] }),
  }),
});

const ChangeLogInputType = builder.inputType('WorkoutLogChange', {
  fields: (t) => ({
    workoutLogTitle: t.string(),
    notes: t.string(),
    perceivedEffort: t.int(),
    visibility: t.field({ type: VisibilityEnum }),
    exercises: t.field({ type: [LogExerciseChangeInput] }),
    removedExerciseIds: t.idList(),
    removedSetIds: t.idList(),
  }),
});

const StartLogInputType = builder.inputType('StartWorkoutLogInput', {
  fields: (t) => ({
    workoutLogId: t.id(),
    workoutLogTitle: t.string(),
    startedAt: t.field({ type: 'DateTime' }),
    programDayId: t.id(),
    repeatWorkoutLogId: t.id(),
  }),
});

const MigratedWorkoutType = builder.objectRef<{ workoutId: string; workoutTitle: string }>('MigratedWorkout').implement({
  fields: (t) => ({ workoutId: t.exposeID('workoutId'), workoutTitle: t.exposeString('workoutTitle') }),
});

builder.mutationFields((t) => ({
  startWorkoutLog: t.field({
    type: WorkoutLogType,
    authScopes: { user: true },
    errors: {},
    description: 'Starts a log: from a workout (workoutId), repeating a past log, or empty.',
    args: { workoutId: t.arg.id({ required: false }), input: t.arg({ type: StartLogInputType, required: false }) },
    resolve: async (_root, args, ctx) => logDetail(ctx, (await startLog(ctx, args.input ?? {}, args.workoutId ?? undefined)).log),
  }),
  changeWorkoutLog: t.field({
    type: WorkoutLogType,
    authScopes: { user: true },
    errors: {},
    description: 'Saves what changed (exercises and sets upserted by their ids) and applies an action.',
    args: {
      workoutLogId: t.arg.id({ required: true }),
      action: t.arg({ type: LogActionEnum, required: false }),
      at: t.arg({ type: 'DateTime', required: false }),
      input: t.arg({ type: ChangeLogInputType, required: false }),
    },
    resolve: async (_root, args, ctx) =>
      logSummaryJson(await changeLog(ctx, args.workoutLogId, { action: args.action, at: args.at }, args.input ?? {})),
  }),
  deleteWorkoutLog: t.boolean({
    authScopes: { user: true },
    errors: {},
    args: { workoutLogId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await deleteLog(ctx, args.workoutLogId);
      return true;
    },
  }),
  migrateWorkoutLog: t.field({
    type: MigratedWorkoutType,
    authScopes: { user: true },
    errors: {},
    description: 'Updates the log’s workout with what was done, or saves it as a new workout.',
    args: { workoutLogId: t.arg.id({ required: true }), mode: t.arg({ type: MigrationModeEnum, required: true }) },
    resolve: (_root, args, ctx) => migrateLogToWorkout(ctx, { workoutLogId: args.workoutLogId }, { mode: args.mode }),
  }),
}));
