import type { AppContext } from '../../context.js';
import { badInput } from '../../lib/errors.js';
import { withKey, type Selection } from '../../lib/query.js';
import { codeKeyedWrites, createsRow, type SaveMode } from '../../lib/saving.js';
import { parseInput } from '../../lib/validate.js';
import { assertMediaExists } from '../media/references.js';
import { createLocaleInput, localeCodeParams, localesQuery, upsertLocaleInput } from './schemas.js';

export async function listLocales(ctx: AppContext, rawQuery: unknown, selection: Selection = {}) {
  const query = parseInput(localesQuery, rawQuery ?? {});
  return ctx.db.locale.findMany({
    ...withKey(selection, 'localeCode'),
    where: { published: query.published },
    orderBy: { localeCode: 'asc' },
  });
}

type LocaleInput = ReturnType<typeof upsertLocaleInput.parse>;

async function saveLocale(ctx: AppContext, mode: SaveMode, rawLocaleCode: unknown, input: LocaleInput, selection: Selection) {
  // A new code becomes a key for good, so it is checked here for both APIs.
  const { localeCode } = parseInput(localeCodeParams, { localeCode: rawLocaleCode });
  await assertMediaExists(ctx, 'iconId', input.iconId);
  const existing = await ctx.db.locale.findUnique({ where: { localeCode }, select: { localeCode: true } });
  if (!createsRow(mode, !!existing, `Locale ${localeCode}`, 'localeCode'))
    return ctx.db.locale.update({ ...withKey(selection, 'localeCode'), where: { localeCode }, data: input });
  const { localeName } = input;
  if (!localeName) throw badInput('localeName: Required for a new locale', [{ field: 'localeName', message: 'Required for a new locale' }]);
  return ctx.db.locale.create({ ...withKey(selection, 'localeCode'), data: { ...input, localeCode, localeName } });
}

/** Upsert changes a locale, or creates it when the code is new; create answers CONFLICT when the code is taken. */
export const { upsert: upsertLocale, create: createLocale } = codeKeyedWrites({
  codeField: 'localeCode',
  upsertInput: upsertLocaleInput,
  createInput: createLocaleInput,
  save: saveLocale,
});
