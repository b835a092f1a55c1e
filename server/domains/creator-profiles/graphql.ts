import { builder } from '../../graphql/builder.js';
import { connectionOf, nodeSelection, pageArgsOf } from '../../graphql/connections.js';
import { orderInputType, orderQueryOf } from '../../graphql/ordering.js';
import { CREATOR_PROFILE_ORDERING } from './schemas.js';
import { createCreatorProfile, deleteCreatorProfile, getCreatorProfile, listCreatorProfiles, updateCreatorProfile } from './service.js';

builder.prismaObject('CreatorSocialLink', {
  authScopes: { public: true },
  fields: (t) => ({
    socialMediaPlatformCode: t.exposeString('socialMediaPlatformCode'),
    username: t.exposeString('username'),
    platform: t.relation('platform'),
    profileUrl: t.string({
      nullable: true,
      select: { platform: { select: { socialMediaPlatformUrlFormat: true } } },
      resolve: (link) =>
        link.platform.socialMediaPlatformUrlFormat
          ? link.platform.socialMediaPlatformUrlFormat.replace('{username}', encodeURIComponent(link.username))
          : null,
    }),
  }),
});

export const CreatorProfileType = builder.prismaNode('CreatorProfile', {
  id: { field: 'creatorProfileId' },
  authScopes: { public: true },
  fields: (t) => ({
    creatorProfileId: t.exposeString('creatorProfileId'),
    userId: t.exposeString('userId', { nullable: true }),
    fullName: t.exposeString('fullName'),
    displayName: t.exposeString('displayName', { nullable: true }),
    userName: t.exposeString('userName'),
    bio: t.exposeString('bio', { nullable: true }),
    isVerified: t.exposeBoolean('isVerified'),
    isPinned: t.exposeBoolean('isPinned'),
    profilePhoto: t.relation('profilePhoto', { nullable: true }),
    socialLinks: t.relation('socialLinks', { query: { orderBy: { sortOrder: 'asc' } } }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});
const CreatorProfileFilter = builder.inputType('CreatorProfileFilter', {
  fields: (t) => ({
    search: t.string({ required: false }),
    isVerified: t.boolean({ required: false }),
    isPinned: t.boolean({ required: false }),
  }),
});

const CreatorProfileOrder = orderInputType(
  'CreatorProfileOrder',
  CREATOR_PROFILE_ORDERING,
  'How the creator list is sorted; ties go by creatorProfileId. PINNED puts pinned creators first, then sorts by ' +
    'full name; DISPLAY_NAME puts profiles without a display name last.',
);

builder.queryFields((t) => ({
  creatorProfiles: t.connection(
    {
      type: CreatorProfileType,
      authScopes: { public: true },
      description: 'Creators, pinned first then by name unless orderBy says otherwise.',
      args: {
        filter: t.arg({ type: CreatorProfileFilter, required: false }),
        orderBy: t.arg({ type: CreatorProfileOrder, required: false }),
      },
      resolve: async (_root, args, ctx, info) =>
        connectionOf(
          await listCreatorProfiles(ctx, { ...args.filter, ...orderQueryOf(args.orderBy), ...pageArgsOf(args) }, nodeSelection(ctx, info)),
        ),
    },
    { fields: (c) => ({ totalCount: c.int({ resolve: (connection) => connection.totalCount() }) }) },
  ),
  creatorProfile: t.prismaField({
    type: CreatorProfileType,
    authScopes: { public: true },
    args: { creatorProfileId: t.arg.string({ required: true }) },
    resolve: (query, _root, args, ctx) => getCreatorProfile(ctx, args.creatorProfileId, query),
  }),
}));

const SocialLinkInput = builder.inputType('CreatorSocialLinkInput', {
  fields: (t) => ({ socialMediaPlatformCode: t.string({ required: true }), username: t.string({ required: true }) }),
});

const CreateCreatorProfileInput = builder.inputType('CreateCreatorProfileInput', {
  fields: (t) => ({
    fullName: t.string({ required: true }),
    displayName: t.string({ required: false }),
    userName: t.string({ required: true }),
    bio: t.string({ required: false }),
    profilePhotoId: t.string({ required: false }),
    socialLinks: t.field({ type: [SocialLinkInput], required: false }),
    isVerified: t.boolean({ required: false }),
    isPinned: t.boolean({ required: false }),
    userId: t.string({ required: false }),
  }),
});

const UpdateCreatorProfileInput = builder.inputType('UpdateCreatorProfileInput', {
  fields: (t) => ({
    fullName: t.string({ required: false }),
    displayName: t.string({ required: false }),
    userName: t.string({ required: false }),
    bio: t.string({ required: false }),
    profilePhotoId: t.string({ required: false }),
    socialLinks: t.field({ type: [SocialLinkInput], required: false }),
    isVerified: t.boolean({ required: false }),
    isPinned: t.boolean({ required: false }),
  }),
});

builder.mutationFields((t) => ({
  createCreatorProfile: t.prismaField({
    type: CreatorProfileType,
    authScopes: { user: true },
    errors: {},
    args: { input: t.arg({ type: CreateCreatorProfileInput, required: true }) },
    resolve: (query, _root, args, ctx) => createCreatorProfile(ctx, args.input, query),
  }),
  updateCreatorProfile: t.prismaField({
    type: CreatorProfileType,
    description: 'Owner or administrator; isVerified and isPinned are for administrators.',
    authScopes: { user: true },
    errors: {},
    args: { creatorProfileId: t.arg.string({ required: true }), input: t.arg({ type: UpdateCreatorProfileInput, required: true }) },
    resolve: (query, _root, args, ctx) => updateCreatorProfile(ctx, args.creatorProfileId, args.input, query),
  }),
  deleteCreatorProfile: t.boolean({
    authScopes: { user: true },
    errors: {},
    args: { creatorProfileId: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await deleteCreatorProfile(ctx, args.creatorProfileId);
      return true;
    },
  }),
}));
