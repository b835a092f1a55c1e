import { builder } from '../../graphql/builder.js';
import {
  createMuscleGroup,
  deleteMuscleGroup,
  getMuscle,
  getMuscleGroup,
  listMuscleGroups,
  listMuscles,
  updateMuscle,
  upsertMuscleGroup,
} from './service.js';
import { MUSCLE_GROUP_TYPES } from './schemas.js';

export const MuscleGroupTypeEnum = builder.enumType('MuscleGroupType', { values: MUSCLE_GROUP_TYPES });

export const MuscleType = builder.prismaObject('Muscle', {
  authScopes: { public: true },
  fields: (t) => ({
    muscleCode: t.exposeID('muscleCode'),
    muscleName: t.exposeString('muscleName'),
    friendlyName: t.exposeString('friendlyName'),
    muscleThumbnail: t.relation('thumbnail', { nullable: true }),
  }),
});

export const MuscleGroupType = builder.prismaObject('MuscleGroup', {
  authScopes: { public: true },
  fields: (t) => ({
    muscleGroupCode: t.exposeID('muscleGroupCode'),
    muscleGroupName: t.exposeString('muscleGroupName'),
    muscleGroupParent: t.exposeString('muscleGroupParent', { nullable: true }),
    muscleGroupType: t.field({ type: MuscleGroupTypeEnum, resolve: (g) => g.muscleGroupType as (typeof MUSCLE_GROUP_TYPES)[number] }),
    sortOrder: t.exposeInt('sortOrder'),
    muscleGroupThumbnail: t.relation('thumbnail', { nullable: true }),
    parent: t.relation('parent', { nullable: true }),
    children: t.relation('children', { query: { orderBy: [{ sortOrder: 'asc' }, { muscleGroupName: 'asc' }] } }),
    muscleGroupMuscles: t.field({
      type: ['String'],
      description: 'Codes of the member muscles.',
      select: { members: { select: { muscleCode: true }, orderBy: { muscleCode: 'asc' } } },
      resolve: (g) => g.members.map((member) => member.muscleCode),
    }),
    muscles: t.field({
      type: [MuscleType],
      select: (_args, _ctx, nestedSelection) => ({
        members: { select: { muscle: nestedSelection(true) }, orderBy: { muscleCode: 'asc' } },
      }),
      resolve: (g) => g.members.map((member) => member.muscle),
    }),
  }),
});

const MuscleGroupFilter = builder.inputType('MuscleGroupFilter', {
  fields: (t) => ({
    muscleGroupType: t.field({ type: MuscleGroupTypeEnum, required: false }),
    muscleGroupParent: t.string({ required: false }),
  }),
});

builder.queryFields((t) => ({
  muscles: t.prismaField({
    type: [MuscleType],
    authScopes: { public: true },
    resolve: (query, _root, _args, ctx) => listMuscles(ctx, query),
  }),
  muscle: t.prismaField({
    type: MuscleType,
    authScopes: { public: true },
    args: { muscleCode: t.arg.id({ required: true }) },
    resolve: (query, _root, args, ctx) => getMuscle(ctx, String(args.muscleCode), query),
  }),
  muscleGroup: t.prismaField({
    type: MuscleGroupType,
    authScopes: { public: true },
    args: { muscleGroupCode: t.arg.id({ required: true }) },
    resolve: (query, _root, args, ctx) => getMuscleGroup(ctx, String(args.muscleGroupCode), query),
  }),
  muscleGroups: t.prismaField({
    type: [MuscleGroupType],
    authScopes: { public: true },
    args: { filter: t.arg({ type: MuscleGroupFilter, required: false }) },
    resolve: (query, _root, args, ctx) => listMuscleGroups(ctx, args.filter ?? {}, query),
  }),
}));

const UpdateMuscleInput = builder.inputType('UpdateMuscleInput', {
  fields: (t) => ({
    muscleName: t.string({ required: false }),
    friendlyName: t.string({ required: false }),
    thumbnailId: t.string({ required: false }),
  }),
});

const UpdateMuscleGroupInput = builder.inputType('UpdateMuscleGroupInput', {
  fields: (t) => ({
    muscleGroupName: t.string({ required: false }),
    muscleGroupParent: t.string({ required: false }),
    muscleGroupType: t.field({ type: MuscleGroupTypeEnum, required: false }),
    muscleGroupMuscles: t.stringList({ required: false }),
    thumbnailId: t.string({ required: false }),
    sortOrder: t.int({ required: false }),
  }),
});

builder.mutationFields((t) => ({
  updateMuscle: t.prismaField({
    type: MuscleType,
    authScopes: { admin: true },
    errors: {},
    args: { muscleCode: t.arg.id({ required: true }), input: t.arg({ type: UpdateMuscleInput, required: true }) },
    resolve: (query, _root, args, ctx) => updateMuscle(ctx, String(args.muscleCode), args.input, query),
  }),
  upsertMuscleGroup: t.prismaField({
    type: MuscleGroupType,
    authScopes: { admin: true },
    errors: {},
    args: { muscleGroupCode: t.arg.id({ required: true }), input: t.arg({ type: UpdateMuscleGroupInput, required: true }) },
    resolve: (query, _root, args, ctx) => upsertMuscleGroup(ctx, args.muscleGroupCode, args.input, query),
  }),
  createMuscleGroup: t.prismaField({
    type: MuscleGroupType,
    description: 'A new muscle group (a name and a type are required); CONFLICT when the code is taken.',
    authScopes: { admin: true },
    errors: {},
    args: { muscleGroupCode: t.arg.id({ required: true }), input: t.arg({ type: UpdateMuscleGroupInput, required: true }) },
    resolve: (query, _root, args, ctx) => createMuscleGroup(ctx, { ...args.input, muscleGroupCode: args.muscleGroupCode }, query),
  }),
  deleteMuscleGroup: t.boolean({
    description: 'Detaches the member muscles; a group that still has child groups is refused with CONFLICT.',
    authScopes: { admin: true },
    errors: {},
    args: { muscleGroupCode: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await deleteMuscleGroup(ctx, String(args.muscleGroupCode));
      return true;
    },
  }),
}));
