import { builder } from '../../graphql/builder.js';
import {
  createEquipment,
  createEquipmentGroup,
  deleteEquipment,
  deleteEquipmentGroup,
  getEquipment,
  getEquipmentGroup,
  listEquipment,
  listEquipmentGroups,
  resolveEquipmentSets,
  upsertEquipment,
  upsertEquipmentGroup,
} from './service.js';

export const EquipmentType = builder.prismaObject('Equipment', {
  authScopes: { public: true },
  fields: (t) => ({
    equipmentCode: t.exposeID('equipmentCode'),
    equipmentName: t.exposeString('equipmentName'),
    equipmentThumbnail: t.relation('thumbnail', { nullable: true }),
    equipmentEquipmentGroups: t.field({
      type: ['String'],
      description: 'Codes of the groups this item belongs to.',
      select: { groups: { select: { equipmentGroupCode: true }, orderBy: { equipmentGroupCode: 'asc' } } },
      resolve: (item) => item.groups.map((group) => group.equipmentGroupCode),
    }),
  }),
});

export const EquipmentGroupType = builder.prismaObject('EquipmentGroup', {
  authScopes: { public: true },
  fields: (t) => ({
    equipmentGroupCode: t.exposeID('equipmentGroupCode'),
    equipmentGroupName: t.exposeString('equipmentGroupName'),
    equipmentGroupParent: t.exposeString('equipmentGroupParent', { nullable: true }),
    equipmentGroupType: t.exposeString('equipmentGroupType'),
    sortOrder: t.exposeInt('sortOrder'),
    isFilter: t.exposeBoolean('isFilter'),
    equipmentGroupThumbnail: t.relation('thumbnail', { nullable: true }),
    children: t.relation('children', { query: { orderBy: [{ sortOrder: 'asc' }, { equipmentGroupName: 'asc' }] } }),
    equipmentGroupEquipment: t.field({
      type: ['String'],
      description: 'Codes of the member equipment.',
      select: { members: { select: { equipmentCode: true }, orderBy: { equipmentCode: 'asc' } } },
      resolve: (group) => group.members.map((member) => member.equipmentCode),
    }),
    equipment: t.field({
      type: [EquipmentType],
      description: 'The member equipment, sorted by name.',
      select: (_args, _ctx, nestedSelection) => ({
        members: {
          select: { equipment: nestedSelection(true) },
          orderBy: [{ equipment: { equipmentName: 'asc' } }, { equipmentCode: 'asc' }],
        },
      }),
      resolve: (group) => group.members.map((member) => member.equipment),
    }),
  }),
});

type Slot = Awaited<ReturnType<typeof resolveEquipmentSets>>['required'][number];

const EquipmentSlot = builder.objectRef<Slot>('EquipmentSlot').implement({
  description: 'Alternatives: any one of these items will do.',
  fields: (t) => ({ equipment: t.field({ type: [EquipmentType], resolve: (slot) => slot }) }),
});

const EquipmentSets = builder.objectRef<Awaited<ReturnType<typeof resolveEquipmentSets>>>('EquipmentSets').implement({
  description: 'Required and optional equipment slots resolved to the catalogue; unknown codes are left out.',
  fields: (t) => ({
    required: t.field({ type: [EquipmentSlot], resolve: (sets) => sets.required }),
    optional: t.field({ type: [EquipmentSlot], resolve: (sets) => sets.optional }),
  }),
});

export const EquipmentSlotInput = builder.inputType('EquipmentSlotInput', {
  fields: (t) => ({ equipmentCodes: t.stringList({ required: true }) }),
});

const EquipmentFilter = builder.inputType('EquipmentFilter', {
  fields: (t) => ({
    search: t.string({ required: false }),
    equipmentCodes: t.stringList({ required: false }),
    equipmentGroupCode: t.string({ required: false }),
  }),
});

const EquipmentGroupFilter = builder.inputType('EquipmentGroupFilter', {
  fields: (t) => ({
    isFilter: t.boolean({ required: false }),
    equipmentGroupParent: t.string({ required: false }),
  }),
});

builder.queryFields((t) => ({
  equipment: t.prismaField({
    type: [EquipmentType],
    description: 'Equipment sorted by name, de-duplicated when looked up by codes.',
    authScopes: { public: true },
    args: { filter: t.arg({ type: EquipmentFilter, required: false }) },
    resolve: (query, _root, args, ctx) => listEquipment(ctx, args.filter ?? {}, query),
  }),
  equipmentItem: t.prismaField({
    type: EquipmentType,
    authScopes: { public: true },
    args: { equipmentCode: t.arg.id({ required: true }) },
    resolve: (query, _root, args, ctx) => getEquipment(ctx, String(args.equipmentCode), query),
  }),
  equipmentSets: t.field({
    type: EquipmentSets,
    authScopes: { public: true },
    args: {
      required: t.arg({ type: [EquipmentSlotInput], required: false }),
      optional: t.arg({ type: [EquipmentSlotInput], required: false }),
    },
    resolve: (_root, args, ctx) =>
      resolveEquipmentSets(ctx, {
        required: args.required?.map((slot) => slot.equipmentCodes) ?? [],
        optional: args.optional?.map((slot) => slot.equipmentCodes) ?? [],
      }),
  }),
  equipmentGroups: t.prismaField({
    type: [EquipmentGroupType],
    authScopes: { public: true },
    args: { filter: t.arg({ type: EquipmentGroupFilter, required: false }) },
    resolve: (query, _root, args, ctx) => listEquipmentGroups(ctx, args.filter ?? {}, query),
  }),
  equipmentGroup: t.prismaField({
    type: EquipmentGroupType,
    authScopes: { public: true },
    args: { equipmentGroupCode: t.arg.id({ required: true }) },
    resolve: (query, _root, args, ctx) => getEquipmentGroup(ctx, String(args.equipmentGroupCode), query),
  }),
}));

const UpsertEquipmentInput = builder.inputType('UpsertEquipmentInput', {
  fields: (t) => ({
    equipmentName: t.string({ required: false }),
    thumbnailId: t.string({ required: false }),
    equipmentEquipmentGroups: t.stringList({ required: false }),
  }),
});

const UpsertEquipmentGroupInput = builder.inputType('UpsertEquipmentGroupInput', {
  fields: (t) => ({
    equipmentGroupName: t.string({ required: false }),
    equipmentGroupParent: t.string({ required: false }),
    sortOrder: t.int({ required: false }),
    isFilter: t.boolean({ required: false }),
    thumbnailId: t.string({ required: false }),
    equipmentGroupEquipment: t.stringList({ required: false }),
  }),
});

builder.mutationFields((t) => ({
  upsertEquipment: t.prismaField({
    type: EquipmentType,
    authScopes: { admin: true },
    errors: {},
    args: { equipmentCode: t.arg.id({ required: true }), input: t.arg({ type: UpsertEquipmentInput, required: true }) },
    resolve: (query, _root, args, ctx) => upsertEquipment(ctx, args.equipmentCode, args.input, query),
  }),
  createEquipment: t.prismaField({
    type: EquipmentType,
    description: 'New equipment (a name is required); CONFLICT when the code is taken.',
    authScopes: { admin: true },
    errors: {},
    args: { equipmentCode: t.arg.id({ required: true }), input: t.arg({ type: UpsertEquipmentInput, required: true }) },
    resolve: (query, _root, args, ctx) => createEquipment(ctx, { ...args.input, equipmentCode: args.equipmentCode }, query),
  }),
  deleteEquipment: t.boolean({
    authScopes: { admin: true },
    errors: {},
    args: { equipmentCode: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await deleteEquipment(ctx, String(args.equipmentCode));
      return true;
    },
  }),
  upsertEquipmentGroup: t.prismaField({
    type: EquipmentGroupType,
    authScopes: { admin: true },
    errors: {},
    args: { equipmentGroupCode: t.arg.id({ required: true }), input: t.arg({ type: UpsertEquipmentGroupInput, required: true }) },
    resolve: (query, _root, args, ctx) => upsertEquipmentGroup(ctx, args.equipmentGroupCode, args.input, query),
  }),
  createEquipmentGroup: t.prismaField({
    type: EquipmentGroupType,
    description: 'A new equipment group (a name is required); CONFLICT when the code is taken.',
    authScopes: { admin: true },
    errors: {},
    args: { equipmentGroupCode: t.arg.id({ required: true }), input: t.arg({ type: UpsertEquipmentGroupInput, required: true }) },
    resolve: (query, _root, args, ctx) => createEquipmentGroup(ctx, { ...args.input, equipmentGroupCode: args.equipmentGroupCode }, query),
  }),
  deleteEquipmentGroup: t.boolean({
    authScopes: { admin: true },
    errors: {},
    args: { equipmentGroupCode: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await deleteEquipmentGroup(ctx, String(args.equipmentGroupCode));
      return true;
    },
  }),
}));
