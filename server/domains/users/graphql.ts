import { builder } from '../../graphql/builder.js';
import { connectionOf, nodeSelection, pageArgsOf } from '../../graphql/connections.js';
import { orderInputType, orderQueryOf } from '../../graphql/ordering.js';
import { isAdmin } from '../../auth/viewer.js';
import type { AppContext } from '../../context.js';
import { adminUpdateUser, deleteUser, getViewerUser, listRoles, listUsers, updateCurrentUser } from './service.js';
import { GENDERS, MEASUREMENT_SYSTEMS, ROLE_CODES, USER_ORDERING } from './schemas.js';
import { privateMetaOf } from './user-info.js';
import { ONBOARDING_STATUSES, TRAINING_GOALS, type OnboardingStatus, type TrainingGoal } from '../../../common/member-profile.js';

export const MeasurementSystemEnum = builder.enumType('MeasurementSystem', { values: MEASUREMENT_SYSTEMS });
export const GenderEnum = builder.enumType('Gender', { values: GENDERS });
export const RoleCodeEnum = builder.enumType('RoleCode', { values: ROLE_CODES });
const TrainingGoalEnum = builder.enumType('TrainingGoal', { values: TRAINING_GOALS });
const OnboardingStatusEnum = builder.enumType('OnboardingStatus', {
  values: ONBOARDING_STATUSES,
  description: 'PENDING: shown at the next sign-in until FINISHED or SKIPPED; NOT_OFFERED: accounts that predate it or an operator made.',
});

const UserPrivateMeta = builder.objectRef<ReturnType<typeof privateMetaOf>>('UserPrivateMeta').implement({
  fields: (t) => ({
    gender: t.field({ type: GenderEnum, resolve: (meta) => meta.gender as (typeof GENDERS)[number] }),
    bodyWeightKg: t.exposeFloat('bodyWeightKg', { nullable: true, description: 'The current body weight, in kilograms.' }),
    trainingGoals: t.field({ type: [TrainingGoalEnum], resolve: (meta) => meta.trainingGoals as TrainingGoal[] }),
  }),
});

const selfOrAdmin = (user: { userId: string }, _args: unknown, ctx: AppContext) =>
  isAdmin(ctx.viewer) || ctx.viewer?.userId === user.userId;

export const UserType = builder.prismaNode('User', {
  id: { field: 'userId' },
  // A member's id and public name are public; the private fields below say who may read them.
  authScopes: { public: true },
  fields: (t) => ({
    userId: t.exposeString('userId'),
    userName: t.exposeString('userName'),
    email: t.exposeString('email', {
      authScopes: selfOrAdmin,
    }),
    userTimezone: t.exposeString('userTimezone', { nullable: true, authScopes: selfOrAdmin }),
    measurementSystem: t.field({
      type: MeasurementSystemEnum,
      nullable: true,
      authScopes: selfOrAdmin,
      resolve: (user) => user.measurementSystem as (typeof MEASUREMENT_SYSTEMS)[number] | null,
    }),
    language: t.exposeString('language', {
      nullable: true,
      authScopes: selfOrAdmin,
      description: 'The interface language the member chose (en-US, es-ES); null follows their device.',
    }),
    userPrivateMeta: t.field({
      type: UserPrivateMeta,
      authScopes: selfOrAdmin,
      resolve: (user) => privateMetaOf(user),
    }),
    onboardingStatus: t.field({
      type: OnboardingStatusEnum,
      authScopes: selfOrAdmin,
      resolve: (user) => user.onboardingStatus as OnboardingStatus,
    }),
    roles: t.field({
      type: [RoleCodeEnum],
      select: { roles: { select: { roleCode: true }, orderBy: { roleCode: 'asc' } } },
      resolve: (user) => user.roles.map((role) => role.roleCode as (typeof ROLE_CODES)[number]),
    }),
    emailConfirmed: t.boolean({ select: { emailConfirmedAt: true }, resolve: (user) => !!user.emailConfirmedAt }),
    disabled: t.boolean({ authScopes: selfOrAdmin, select: { disabledAt: true }, resolve: (user) => !!user.disabledAt }),
    creatorProfile: t.relation('creatorProfile', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    lastSignInAt: t.expose('lastSignInAt', { type: 'DateTime', nullable: true, authScopes: selfOrAdmin }),
  }),
});

const RoleType = builder.prismaObject('Role', {
  authScopes: { user: true },
  fields: (t) => ({
    roleCode: t.exposeID('roleCode'),
    roleName: t.exposeString('roleName'),
    description: t.exposeString('description'),
  }),
});

const UserFilter = builder.inputType('UserFilter', {
  fields: (t) => ({ search: t.string({ required: false }), role: t.field({ type: RoleCodeEnum, required: false }) }),
});

const UserOrder = orderInputType(
  'UserOrder',
  USER_ORDERING,
  'How the user list is sorted; ties go by userId. Users who never signed in come last by LAST_SIGN_IN_AT.',
);

builder.queryFields((t) => ({
  viewer: t.prismaField({
    type: UserType,
    nullable: true,
    description: 'The signed-in user, or null.',
    authScopes: { public: true },
    resolve: (query, _root, _args, ctx) => getViewerUser(ctx, query),
  }),
  users: t.connection(
    {
      type: UserType,
      authScopes: { admin: true },
      description: 'User accounts, oldest first unless orderBy says otherwise.',
      args: {
        filter: t.arg({ type: UserFilter, required: false }),
        orderBy: t.arg({ type: UserOrder, required: false }),
      },
      resolve: async (_root, args, ctx, info) =>
        connectionOf(
          await listUsers(ctx, { ...args.filter, ...orderQueryOf(args.orderBy), ...pageArgsOf(args) }, nodeSelection(ctx, info)),
        ),
    },
    { fields: (c) => ({ totalCount: c.int({ resolve: (connection) => connection.totalCount() }) }) },
  ),
  roles: t.prismaField({
    type: [RoleType],
    authScopes: { user: true },
    resolve: (query, _root, _args, ctx) => listRoles(ctx, query),
  }),
}));

const UserPrivateMetaInput = builder.inputType('UserPrivateMetaInput', {
  fields: (t) => ({
    gender: t.field({ type: GenderEnum, required: false }),
    bodyWeightKg: t.float({ required: false, description: 'In kilograms; null clears it.' }),
    trainingGoals: t.field({ type: [TrainingGoalEnum], required: false }),
  }),
});

const UpdateCurrentUserInput = builder.inputType('UpdateCurrentUserInput', {
  fields: (t) => ({
    userName: t.string({ required: false }),
    userTimezone: t.string({ required: false }),
    measurementSystem: t.field({ type: MeasurementSystemEnum, required: false }),
    language: t.string({ required: false, description: 'en-US or es-ES; null follows the device.' }),
    userPrivateMeta: t.field({ type: UserPrivateMetaInput, required: false }),
    onboardingStatus: t.field({
      type: OnboardingStatusEnum,
      required: false,
      description: 'FINISHED or SKIPPED ends a PENDING onboarding; anything else is ignored.',
    }),
  }),
});

const UpdateUserInput = builder.inputType('UpdateUserInput', {
  fields: (t) => ({
    email: t.string({ required: false }),
    userName: t.string({ required: false }),
    userTimezone: t.string({ required: false }),
    measurementSystem: t.field({ type: MeasurementSystemEnum, required: false }),
    userPrivateMeta: t.field({ type: UserPrivateMetaInput, required: false }),
    onboardingStatus: t.field({ type: OnboardingStatusEnum, required: false }),
    roles: t.field({ type: [RoleCodeEnum], required: false }),
    disabled: t.boolean({ required: false }),
    emailConfirmed: t.boolean({ required: false }),
  }),
});

builder.mutationFields((t) => ({
  updateCurrentUser: t.prismaField({
    type: UserType,
    authScopes: { user: true },
    errors: {},
    args: { input: t.arg({ type: UpdateCurrentUserInput, required: true }) },
    resolve: (query, _root, args, ctx) => updateCurrentUser(ctx, args.input, query),
  }),
  updateUser: t.prismaField({
    type: UserType,
    authScopes: { admin: true },
    errors: {},
    args: { userId: t.arg.string({ required: true }), input: t.arg({ type: UpdateUserInput, required: true }) },
    resolve: (query, _root, args, ctx) => adminUpdateUser(ctx, args.userId, args.input, query),
  }),
  deleteUser: t.boolean({
    authScopes: { admin: true },
    errors: {},
    args: { userId: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await deleteUser(ctx, args.userId);
      return true;
    },
  }),
}));
