import { builder } from '../../graphql/builder.js';
import { createLocale, listLocales, upsertLocale } from './service.js';

export const LocaleType = builder.prismaObject('Locale', {
  authScopes: { public: true },
  fields: (t) => ({
    localeCode: t.exposeID('localeCode'),
    localeName: t.exposeString('localeName'),
    published: t.exposeBoolean('published'),
    localeIcon: t.relation('icon', { nullable: true }),
  }),
});

builder.queryFields((t) => ({
  locales: t.prismaField({
    type: [LocaleType],
    authScopes: { public: true },
    args: { published: t.arg.boolean({ required: false }) },
    resolve: (query, _root, args, ctx) => listLocales(ctx, args, query),
  }),
}));

const UpsertLocaleInput = builder.inputType('UpsertLocaleInput', {
  fields: (t) => ({
    localeName: t.string({ required: false }),
    published: t.boolean({ required: false }),
    iconId: t.string({ required: false }),
  }),
});

builder.mutationFields((t) => ({
  upsertLocale: t.prismaField({
    type: LocaleType,
    authScopes: { admin: true },
    errors: {},
    args: { localeCode: t.arg.id({ required: true }), input: t.arg({ type: UpsertLocaleInput, required: true }) },
    resolve: (query, _root, args, ctx) => upsertLocale(ctx, args.localeCode, args.input, query),
  }),
  createLocale: t.prismaField({
    type: LocaleType,
    description: 'A new locale (a name is required); CONFLICT when the code is taken.',
    authScopes: { admin: true },
    errors: {},
    args: { localeCode: t.arg.id({ required: true }), input: t.arg({ type: UpsertLocaleInput, required: true }) },
    resolve: (query, _root, args, ctx) => createLocale(ctx, { ...args.input, localeCode: args.localeCode }, query),
  }),
}));
