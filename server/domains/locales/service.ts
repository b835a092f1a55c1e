import type { AppContext } from '../../context.js';
import { requireAdmin } from '../../auth/permissions.js';
import { badInput } from '../../lib/errors.js';
import type { Selection } from '../../lib/query.js';
import { parseInput } from '../../lib/validate.js';
import { localeCodeParams, localesQuery, upsertLocaleInput } from './schemas.js';

export async function listLocales(ctx: AppContext, rawQuery: unknown, selection: Selection = {}) {
  const query = parseInput(localesQuery, rawQuery ?? {});
  return ctx.db.locale.findMany({ ...(selection as object), where: { published: query.published }, orderBy: { localeCode: 'asc' } });
}

/** Changes a locale, or creates it when the code is new (then a name is required). */
export async function upsertLocale(ctx: AppContext, rawLocaleCode: string, rawInput: unknown, selection: Selection = {}) {
  requireAdmin(ctx);
  // GraphQL passes the code unchecked, and a new code becomes a key for good.
  const { localeCode } = parseInput(localeCodeParams, { localeCode: rawLocaleCode });
  const input = parseInput(upsertLocaleInput, rawInput);
  if (input.iconId && !(await ctx.db.mediaAsset.findUnique({ where: { mediaAssetId: input.iconId }, select: { mediaAssetId: true } }))) {
    throw badInput('iconId: No media asset has this id', [{ field: 'iconId', message: 'No media asset has this id' }]);
  }
  const existing = await ctx.db.locale.findUnique({ where: { localeCode }, select: { localeCode: true } });
  // Prisma validates an upsert's create branch even when the row exists, so a change without a name is an update.
  if (existing) return ctx.db.locale.update({ ...(selection as object), where: { localeCode }, data: input });
  if (!input.localeName)
    throw badInput('localeName: Required for a new locale', [{ field: 'localeName', message: 'Required for a new locale' }]);
  return ctx.db.locale.upsert({
    ...(selection as object),
    where: { localeCode },
    create: { ...input, localeCode, localeName: input.localeName },
    update: input,
  });
}
