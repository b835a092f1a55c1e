import { builder } from '../../graphql/builder.js';
import {
  createPlatform,
  deletePlatform,
  getPlatform,
  listPlatforms,
  updatePlatform,
  validateUsername,
  type UsernameCheck,
} from './service.js';

const PlatformStyle = builder.objectRef<{ hoverColor: string; hoverBackground: string }>('SocialMediaPlatformStyle').implement({
  description: 'Hover styling of a social link.',
  fields: (t) => ({ hoverColor: t.exposeString('hoverColor'), hoverBackground: t.exposeString('hoverBackground') }),
});

export const SocialMediaPlatformType = builder.prismaObject('SocialMediaPlatform', {
  authScopes: { public: true },
  fields: (t) => ({
    socialMediaPlatformCode: t.exposeID('socialMediaPlatformCode'),
    socialMediaPlatformName: t.exposeString('socialMediaPlatformName'),
    socialMediaPlatformUrlFormat: t.exposeString('socialMediaPlatformUrlFormat'),
    usernamePattern: t.exposeString('usernamePattern'),
    sortOrder: t.exposeInt('sortOrder'),
    socialMediaPlatformIcon: t.relation('icon', { nullable: true }),
    socialMediaPlatformStyle: t.field({
      type: PlatformStyle,
      resolve: (p) => ({ hoverColor: p.hoverColor, hoverBackground: p.hoverBackground }),
    }),
  }),
});

const UsernameCheckType = builder.objectRef<UsernameCheck>('UsernameCheck').implement({
  fields: (t) => ({
    socialMediaPlatformCode: t.exposeString('socialMediaPlatformCode'),
    username: t.exposeString('username'),
    isValid: t.exposeBoolean('isValid'),
    message: t.exposeString('message', { nullable: true }),
    profileUrl: t.exposeString('profileUrl', { nullable: true }),
  }),
});

builder.queryFields((t) => ({
  socialMediaPlatforms: t.prismaField({
    type: [SocialMediaPlatformType],
    authScopes: { public: true },
    args: { search: t.arg.string({ required: false }) },
    resolve: (query, _root, args, ctx) => listPlatforms(ctx, args, query),
  }),
  socialMediaPlatform: t.prismaField({
    type: SocialMediaPlatformType,
    authScopes: { public: true },
    args: { socialMediaPlatformCode: t.arg.id({ required: true }) },
    resolve: (query, _root, args, ctx) => getPlatform(ctx, String(args.socialMediaPlatformCode), query),
  }),
  validateSocialUsername: t.field({
    type: UsernameCheckType,
    authScopes: { public: true },
    args: { socialMediaPlatformCode: t.arg.id({ required: true }), username: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => validateUsername(ctx, String(args.socialMediaPlatformCode), args.username),
  }),
}));

const StyleInput = builder.inputType('SocialMediaPlatformStyleInput', {
  fields: (t) => ({ hoverColor: t.string({ required: true }), hoverBackground: t.string({ required: true }) }),
});

const CreatePlatformInput = builder.inputType('CreateSocialMediaPlatformInput', {
  fields: (t) => ({
    socialMediaPlatformCode: t.string({ required: true }),
    socialMediaPlatformName: t.string({ required: true }),
    socialMediaPlatformUrlFormat: t.string({ required: true }),
    usernamePattern: t.string({ required: true }),
    socialMediaPlatformStyle: t.field({ type: StyleInput, required: false }),
    iconId: t.string({ required: false }),
    sortOrder: t.int({ required: false }),
  }),
});

const UpdatePlatformInput = builder.inputType('UpdateSocialMediaPlatformInput', {
  fields: (t) => ({
    socialMediaPlatformName: t.string({ required: false }),
    socialMediaPlatformUrlFormat: t.string({ required: false }),
    usernamePattern: t.string({ required: false }),
    socialMediaPlatformStyle: t.field({ type: StyleInput, required: false }),
    iconId: t.string({ required: false }),
    sortOrder: t.int({ required: false }),
  }),
});

builder.mutationFields((t) => ({
  createSocialMediaPlatform: t.prismaField({
    type: SocialMediaPlatformType,
    authScopes: { admin: true },
    errors: {},
    args: { input: t.arg({ type: CreatePlatformInput, required: true }) },
    resolve: (query, _root, args, ctx) => createPlatform(ctx, args.input, query),
  }),
  updateSocialMediaPlatform: t.prismaField({
    type: SocialMediaPlatformType,
    authScopes: { admin: true },
    errors: {},
    args: { socialMediaPlatformCode: t.arg.id({ required: true }), input: t.arg({ type: UpdatePlatformInput, required: true }) },
    resolve: (query, _root, args, ctx) => updatePlatform(ctx, String(args.socialMediaPlatformCode), args.input, query),
  }),
  deleteSocialMediaPlatform: t.boolean({
    authScopes: { admin: true },
    errors: {},
    args: { socialMediaPlatformCode: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await deletePlatform(ctx, String(args.socialMediaPlatformCode));
      return true;
    },
  }),
}));
