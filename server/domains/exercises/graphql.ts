import { builder } from '../../graphql/builder.js';
import { EquipmentSlotInput } from '../equipment/graphql.js';
import { slotsOf } from './equipment-slots.js';
import { EQUIPMENT_ORDER, MUSCLE_USAGE_ORDER } from './cards.js';
import { connectionOf, nodeSelection, pageArgsOf } from '../../graphql/connections.js';
import { listExerciseTags, listExerciseTypes, listMeasurements, listPublishedStatuses } from './reference.js';
import {
  createExercise,
  deleteExercise,
  getExercise,
  getMyEquipment,
  listExercises,
  mergeExercises,
  muscleGroupUsage,
  muscleGroupUsageSelect,
  relatedExercises,
  setMyEquipment,
  upsertExercise,
  type MuscleGroupUsage,
} from './service.js';
import { CONTRIBUTION_ROLES, EXERCISE_SORTS } from './schemas.js';

/** The locale of an exercise's own name and aliases. */
const BASE_LOCALE = 'en-US';

export const ContributionRoleEnum = builder.enumType('ContributionRole', { values: CONTRIBUTION_ROLES });
const ExerciseSortEnum = builder.enumType('ExerciseSort', { values: EXERCISE_SORTS });

const ExerciseTagType = builder.prismaObject('ExerciseTag', {
  authScopes: { public: true },
  fields: (t) => ({
    exerciseTagCode: t.exposeID('exerciseTagCode'),
    exerciseTagName: t.exposeString('exerciseTagName'),
    exerciseTagDescription: t.exposeString('exerciseTagDescription'),
    isCategory: t.exposeBoolean('isCategory'),
  }),
});

const MeasurementType = builder.prismaObject('Measurement', {
  authScopes: { public: true },
  fields: (t) => ({
    measurementCode: t.exposeID('measurementCode'),
    measurementName: t.exposeString('measurementName'),
    unit: t.exposeString('unit', { description: 'The canonical unit values are stored in.' }),
  }),
});

const ExerciseTypeType = builder.prismaObject('ExerciseType', {
  authScopes: { public: true },
  fields: (t) => ({
    exerciseTypeCode: t.exposeID('exerciseTypeCode'),
    exerciseTypeName: t.exposeString('exerciseTypeName'),
    exerciseTypeExerciseMeasurements: t.field({
      type: ['String'],
      description: 'Codes of what a set of this type measures, in display order.',
      select: { measurements: { select: { measurementCode: true }, orderBy: { sortOrder: 'asc' } } },
      resolve: (type) => type.measurements.map((m) => m.measurementCode),
    }),
    measurements: t.field({
      type: [MeasurementType],
      select: (_args, _ctx, nested) => ({ measurements: { select: { measurement: nested(true) }, orderBy: { sortOrder: 'asc' } } }),
      resolve: (type) => type.measurements.map((m) => m.measurement),
    }),
  }),
});

const PublishedStatusType = builder.prismaObject('PublishedStatus', {
  authScopes: { public: true },
  fields: (t) => ({
    publishedStatusCode: t.exposeID('publishedStatusCode'),
    publishedStatusName: t.exposeString('publishedStatusName'),
    emoji: t.exposeString('emoji'),
    backgroundColor: t.exposeString('backgroundColor'),
    color: t.exposeString('color'),
    sortOrder: t.exposeInt('sortOrder'),
  }),
});

/** A muscle's share of the work, read alike on an exercise and on a workout. */
export function muscleUsageObject(model: 'ExerciseMuscle' | 'WorkoutMuscle', name: string) {
  builder.prismaObject(model, {
    name,
    authScopes: { public: true },
    fields: (t) => ({
      muscleCode: t.exposeString('muscleCode'),
      targetPercentage: t.exposeInt('targetPercentage'),
      isPrimary: t.exposeBoolean('isPrimary'),
      muscle: t.relation('muscle'),
    }),
  });
}

muscleUsageObject('ExerciseMuscle', 'MuscleUsage');

builder.prismaObject('ExerciseEquipment', {
  name: 'ExerciseEquipmentEntry',
  authScopes: { public: true },
  fields: (t) => ({
    equipmentCode: t.exposeString('equipmentCode'),
    isRequired: t.exposeBoolean('isRequired'),
    slot: t.exposeInt('slot'),
    equipment: t.relation('equipment'),
  }),
});

builder.prismaObject('ExerciseContribution', {
  authScopes: { public: true },
  fields: (t) => ({
    creatorProfileId: t.exposeString('creatorProfileId'),
    contributionRole: t.field({ type: ContributionRoleEnum, resolve: (c) => c.contributionRole as (typeof CONTRIBUTION_ROLES)[number] }),
    creatorProfile: t.relation('creatorProfile'),
  }),
});

export const MuscleGroupUsageType = builder.objectRef<MuscleGroupUsage>('MuscleGroupUsage').implement({
  description: 'A subgroup and the summed target percentage of the exercise’s muscles in it.',
  fields: (t) => ({
    muscleGroupCode: t.exposeString('muscleGroupCode'),
    muscleGroupName: t.exposeString('muscleGroupName'),
    targetPercentage: t.exposeInt('targetPercentage'),
  }),
});

const ExerciseEquipmentSlotType = builder.objectRef<string[]>('ExerciseEquipmentSlot').implement({
  description: 'Equipment codes that are alternatives to each other: any one of them will do.',
  fields: (t) => ({ equipmentCodes: t.stringList({ resolve: (codes) => codes }) }),
});

builder.prismaObject('ExerciseName', {
  authScopes: { public: true },
  description: 'What the exercise is called in another locale.',
  fields: (t) => ({
    localeCode: t.exposeString('localeCode'),
    name: t.exposeString('name'),
    aliases: t.stringList({ resolve: (entry) => entry.aliases as string[] }),
  }),
});

export const ExerciseType = builder.prismaObject('Exercise', {
  authScopes: { public: true },
  fields: (t) => ({
    exerciseCode: t.exposeID('exerciseCode'),
    exerciseName: t.exposeString('exerciseName'),
    description: t.exposeString('description', { nullable: true }),
    exerciseTypeCode: t.exposeString('exerciseTypeCode'),
    exerciseType: t.relation('exerciseType'),
    publishedStatusCode: t.exposeString('publishedStatusCode'),
    publishedStatus: t.relation('publishedStatus'),
    aliases: t.field({
      type: ['String'],
      select: { aliases: { select: { alias: true, isMergedCode: true }, orderBy: { alias: 'asc' } } },
      resolve: (e) => e.aliases.filter((a) => !a.isMergedCode).map((a) => a.alias),
    }),
    mergedCodes: t.field({
      type: ['String'],
      description: 'Codes of exercises merged into this one; they still resolve here.',
      select: { aliases: { select: { alias: true, isMergedCode: true }, orderBy: { alias: 'asc' } } },
      resolve: (e) => e.aliases.filter((a) => a.isMergedCode).map((a) => a.alias),
    }),
    exerciseTagCodes: t.field({
      type: ['String'],
      select: { tags: { select: { exerciseTagCode: true }, orderBy: { exerciseTagCode: 'asc' } } },
      resolve: (e) => e.tags.map((tag) => tag.exerciseTagCode),
    }),
    exerciseTags: t.field({
      type: [ExerciseTagType],
      select: (_args, _ctx, nested) => ({ tags: { select: { tag: nested(true) }, orderBy: { exerciseTagCode: 'asc' } } }),
      resolve: (e) => e.tags.map((link) => link.tag),
    }),
    equipment: t.relation('equipment', { query: { orderBy: EQUIPMENT_ORDER } }),
    requiredEquipment: t.field({
      type: ['String'],
      description: 'Codes of the equipment the exercise needs, in the author’s order.',
      select: {
        equipment: { select: { equipmentCode: true }, where: { isRequired: true }, orderBy: [{ slot: 'asc' }, { equipmentCode: 'asc' }] },
      },
      resolve: (e) => e.equipment.map((row) => row.equipmentCode),
    }),
    optionalEquipment: t.field({
      type: ['String'],
      description: 'Codes of the equipment that helps but is not needed.',
      select: {
        equipment: { select: { equipmentCode: true }, where: { isRequired: false }, orderBy: [{ slot: 'asc' }, { equipmentCode: 'asc' }] },
      },
      resolve: (e) => e.equipment.map((row) => row.equipmentCode),
    }),
    requiredEquipmentSlots: t.field({
      type: [ExerciseEquipmentSlotType],
      description: 'The equipment the exercise needs, one slot per need; a slot with several codes means "one of".',
      select: {
        equipment: {
          select: { equipmentCode: true, slot: true },
          where: { isRequired: true },
          orderBy: [{ slot: 'asc' }, { equipmentCode: 'asc' }],
        },
      },
      resolve: (e) => slotsOf(e.equipment),
    }),
    optionalEquipmentSlots: t.field({
      type: [ExerciseEquipmentSlotType],
      description: 'Equipment that helps but is not needed, one slot per item or set of alternatives.',
      select: {
        equipment: {
          select: { equipmentCode: true, slot: true },
          where: { isRequired: false },
          orderBy: [{ slot: 'asc' }, { equipmentCode: 'asc' }],
        },
      },
      resolve: (e) => slotsOf(e.equipment),
    }),
    names: t.relation('names', {
      description: 'The exercise’s name and aliases in other locales (en-US is exerciseName and aliases).',
      query: { orderBy: { localeCode: 'asc' } },
    }),
    localizedName: t.string({
      description: 'The name in the given locale, or exerciseName when the exercise has none there.',
      args: { localeCode: t.arg.string({ required: true }) },
      // The exercise's own name is the en-US one: asking for it costs no lookup of the names table.
      select: (args) =>
        args.localeCode === BASE_LOCALE
          ? { exerciseName: true }
          : { exerciseName: true, names: { where: { localeCode: args.localeCode }, select: { localeCode: true, name: true } } },
      // Found by locale: the same query may also have loaded every locale's names for the names field.
      resolve: (e, args) =>
        (args.localeCode === BASE_LOCALE
          ? undefined
          : (e as { names?: { localeCode: string; name: string }[] }).names?.find((entry) => entry.localeCode === args.localeCode)?.name) ??
        e.exerciseName,
    }),
    muscleUsage: t.relation('muscleUsage', { query: { orderBy: MUSCLE_USAGE_ORDER } }),
    muscleGroups: t.field({
      type: [MuscleGroupUsageType],
      description: 'Subgroups sorted by summed target percentage, highest first.',
      select: muscleGroupUsageSelect,
      resolve: (e) => muscleGroupUsage(e.muscleUsage),
    }),
    contributions: t.relation('contributions', { query: { orderBy: { createdAt: 'asc' } } }),
    videos: t.relation('videos', {
      description: 'Every creator’s videos of this exercise.',
      query: { orderBy: [{ sortOrder: 'asc' }, { createdAt: 'asc' }] },
    }),
    instructions: t.relation('instructions', {
      description: 'Instructions in every locale by every creator; exerciseInstructions picks a locale with its fallback.',
      query: { orderBy: [{ localeCode: 'asc' }, { createdAt: 'asc' }] },
    }),
    relatedExercises: t.prismaField({
      type: ['Exercise'],
      args: { limit: t.arg.int({ required: false }) },
      resolve: (query, e, args, ctx) => relatedExercises(ctx, e.exerciseCode, args, query),
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const ExerciseFilter = builder.inputType('ExerciseFilter', {
  fields: (t) => ({
    search: t.string({ required: false }),
    muscleCodes: t.stringList({ required: false }),
    muscleGroupCodes: t.stringList({ required: false }),
    equipmentCodes: t.stringList({ required: false }),
    equipmentGroupCodes: t.stringList({ required: false }),
    withMyEquipment: t.boolean({ required: false }),
    exerciseTagCodes: t.stringList({ required: false }),
    exerciseTypeCodes: t.stringList({ required: false }),
    publishedStatusCodes: t.stringList({ required: false }),
    primaryOnly: t.boolean({ required: false }),
  }),
});

builder.queryFields((t) => ({
  exercises: t.connection(
    {
      type: ExerciseType,
      description: 'The Flexicon: search and filters in one query; published exercises only unless you are an administrator.',
      authScopes: { public: true },
      args: { filter: t.arg({ type: ExerciseFilter, required: false }), sort: t.arg({ type: ExerciseSortEnum, required: false }) },
      resolve: async (_root, args, ctx, info) =>
        connectionOf(await listExercises(ctx, { ...args.filter, sort: args.sort, ...pageArgsOf(args) }, nodeSelection(ctx, info))),
    },
    { fields: (c) => ({ totalCount: c.int({ resolve: (connection) => connection.totalCount() }) }) },
  ),
  exercise: t.prismaField({
    type: ExerciseType,
    description: 'One exercise; a merged code resolves to the exercise it was merged into.',
    authScopes: { public: true },
    args: { exerciseCode: t.arg.id({ required: true }) },
    resolve: (query, _root, args, ctx) => getExercise(ctx, String(args.exerciseCode), query),
  }),
  exerciseTags: t.prismaField({
    type: [ExerciseTagType],
    authScopes: { public: true },
    resolve: (query, _root, _args, ctx) => listExerciseTags(ctx, query),
  }),
  exerciseTypes: t.prismaField({
    type: [ExerciseTypeType],
    authScopes: { public: true },
    resolve: (query, _root, _args, ctx) => listExerciseTypes(ctx, query),
  }),
  measurements: t.prismaField({
    type: [MeasurementType],
    authScopes: { public: true },
    resolve: (query, _root, _args, ctx) => listMeasurements(ctx, query),
  }),
  publishedStatuses: t.prismaField({
    type: [PublishedStatusType],
    authScopes: { public: true },
    resolve: (query, _root, _args, ctx) => listPublishedStatuses(ctx, query),
  }),
  myEquipment: t.stringList({
    description: 'Codes of the equipment the signed-in member has.',
    authScopes: { user: true },
    resolve: (_root, _args, ctx) => getMyEquipment(ctx),
  }),
}));

const MuscleUsageInput = builder.inputType('MuscleUsageInput', {
  fields: (t) => ({
    muscleCode: t.string({ required: true }),
    targetPercentage: t.int({ required: true }),
    isPrimary: t.boolean({ required: true }),
  }),
});

const ContributionInput = builder.inputType('ExerciseContributionInput', {
  fields: (t) => ({
    creatorProfileId: t.string({ required: true }),
    contributionRole: t.field({ type: ContributionRoleEnum, required: true }),
  }),
});

const InstructionInput = builder.inputType('ExerciseInstructionInput', {
  fields: (t) => ({
    localeCode: t.string({ required: true }),
    creatorProfileId: t.string({ required: false }),
    steps: t.stringList({ required: true }),
    tips: t.stringList({ required: false }),
    commonMistakes: t.stringList({ required: false }),
  }),
});

const ExerciseNameInput = builder.inputType('ExerciseNameInput', {
  fields: (t) => ({
    localeCode: t.string({ required: true }),
    name: t.string({ required: true }),
    aliases: t.stringList({ required: false }),
  }),
});

const UpsertExerciseInput = builder.inputType('UpsertExerciseInput', {
  fields: (t) => ({
    exerciseName: t.string({ required: false }),
    description: t.string({ required: false }),
    exerciseTypeCode: t.string({ required: false }),
    publishedStatusCode: t.string({ required: false }),
    aliases: t.stringList({ required: false }),
    exerciseTagCodes: t.stringList({ required: false }),
    requiredEquipment: t.stringList({ required: false }),
    optionalEquipment: t.stringList({ required: false }),
    requiredEquipmentSlots: t.field({ type: [EquipmentSlotInput], required: false }),
    optionalEquipmentSlots: t.field({ type: [EquipmentSlotInput], required: false }),
    names: t.field({ type: [ExerciseNameInput], required: false }),
    muscleUsage: t.field({ type: [MuscleUsageInput], required: false }),
    contributions: t.field({ type: [ContributionInput], required: false }),
    instructions: t.field({ type: [InstructionInput], required: false }),
  }),
});

const MergeExercisesInput = builder.inputType('MergeExercisesInput', {
  fields: (t) => ({ targetExerciseCode: t.string({ required: true }), sourceExerciseCode: t.string({ required: true }) }),
});

const MergeCounts = builder
  .objectRef<{ workouts: number; logs: number; personalRecords: number; videos: number; instructions: number }>('MergeCounts')
  .implement({
    description: 'How many references moved to the kept exercise.',
    fields: (t) => ({
      workouts: t.exposeInt('workouts'),
      logs: t.exposeInt('logs'),
      personalRecords: t.exposeInt('personalRecords'),
      videos: t.exposeInt('videos'),
      instructions: t.exposeInt('instructions'),
    }),
  });

const MergeResult = builder
  .objectRef<{
    exerciseCode: string;
    moved: { workouts: number; logs: number; personalRecords: number; videos: number; instructions: number };
  }>('MergeExercisesResult')
  .implement({
    fields: (t) => ({
      exercise: t.prismaField({
        type: ExerciseType,
        resolve: (query, result, _args, ctx) => getExercise(ctx, result.exerciseCode, query),
      }),
      moved: t.field({ type: MergeCounts, resolve: (result) => result.moved }),
    }),
  });

builder.mutationFields((t) => ({
  upsertExercise: t.prismaField({
    type: ExerciseType,
    authScopes: { admin: true },
    errors: {},
    args: { exerciseCode: t.arg.id({ required: true }), input: t.arg({ type: UpsertExerciseInput, required: true }) },
    resolve: (query, _root, args, ctx) => upsertExercise(ctx, args.exerciseCode, args.input, query),
  }),
  createExercise: t.prismaField({
    type: ExerciseType,
    description: 'A new exercise; CONFLICT when the code is taken.',
    authScopes: { admin: true },
    errors: {},
    args: { exerciseCode: t.arg.id({ required: true }), input: t.arg({ type: UpsertExerciseInput, required: true }) },
    resolve: (query, _root, args, ctx) => createExercise(ctx, { ...args.input, exerciseCode: args.exerciseCode }, query),
  }),
  deleteExercise: t.boolean({
    authScopes: { admin: true },
    errors: {},
    args: { exerciseCode: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await deleteExercise(ctx, String(args.exerciseCode));
      return true;
    },
  }),
  mergeExercises: t.field({
    type: MergeResult,
    authScopes: { admin: true },
    errors: {},
    args: { input: t.arg({ type: MergeExercisesInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const result = await mergeExercises(ctx, args.input, { select: { exerciseCode: true } });
      return { exerciseCode: result.exercise.exerciseCode, moved: result.moved };
    },
  }),
  updateMyEquipment: t.stringList({
    authScopes: { user: true },
    errors: {},
    args: { equipmentCodes: t.arg.stringList({ required: true }) },
    resolve: (_root, args, ctx) => setMyEquipment(ctx, { equipmentCodes: args.equipmentCodes }),
  }),
}));
