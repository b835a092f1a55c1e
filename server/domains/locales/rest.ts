import type { FastifyInstance } from 'fastify';
import type { Prisma } from '../../db/generated/sqlite/client.ts';
import { route } from '../../rest/route.js';
import { mediaJson } from '../media/json.js';
import { createLocale, listLocales, upsertLocale } from './service.js';
import { createLocaleInput, localeCodeParams, localesQuery, upsertLocaleInput } from './schemas.js';

const localeInclude = { icon: true } satisfies Prisma.LocaleInclude;
type LocaleRow = Prisma.LocaleGetPayload<{ include: typeof localeInclude }>;

export const localeJson = (locale: LocaleRow) => ({
  localeCode: locale.localeCode,
  localeName: locale.localeName,
  published: locale.published,
  localeIcon: mediaJson(locale.icon),
});

export function registerLocaleRoutes(app: FastifyInstance) {
  route(app, {
    method: 'GET',
    url: '/locales',
    access: 'Anon',
    summary: 'Languages content can be written in, optionally only the published ones',
    tags: ['locales'],
    query: localesQuery,
    handler: async (ctx, { query }) => ((await listLocales(ctx, query, { include: localeInclude })) as LocaleRow[]).map(localeJson),
  });
  route(app, {
    method: 'POST',
    url: '/locales',
    access: 'Admin',
    summary: 'Create a locale (409 when the code is taken)',
    tags: ['locales'],
    body: createLocaleInput,
    status: 201,
    handler: async (ctx, { body }) => localeJson((await createLocale(ctx, body, { include: localeInclude })) as LocaleRow),
  });
  route(app, {
    method: 'PUT',
    url: '/locales/:localeCode',
    access: 'Admin',
    summary: 'Change a locale (name, published, icon), or create it when the code is new',
    tags: ['locales'],
    params: localeCodeParams,
    body: upsertLocaleInput,
    handler: async (ctx, { params, body }) =>
      localeJson((await upsertLocale(ctx, params.localeCode, body, { include: localeInclude })) as LocaleRow),
  });
}
