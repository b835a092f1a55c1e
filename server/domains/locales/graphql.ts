import { builder } from '../../graphql/builder.js';
import { definedOnly } from '../../graphql/inputs.js';
import { listLocales, upsertLocale } from './service.js';

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
    resolve: (query, _root, args, ctx) => listLocales(ctx, definedOnly(args), query),
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
    resolve: (query, _root, args, ctx) => upsertLocale(ctx, String(args.localeCode), definedOnly(args.input), query),
  }),
}));
