import { z } from 'zod';
import { clearable, idSchema, keep, nameSchema } from '../../lib/validate.js';

/** A BCP 47 language tag such as en-US or es-ES: the key of a locale and of localized exercise instructions. */
export const localeCodeSchema = z
  .string()
  .trim()
  .max(35, 'Must be at most 35 characters')
  .regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, 'Use a language tag such as en-US');

export const localeCodeParams = z.object({ localeCode: localeCodeSchema });

/** REST sends the filter as a query string ("true"/"false"), GraphQL as a boolean. */
export const localesQuery = z.object({
  published: keep(z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')], { error: 'Use true or false' })),
});

export const upsertLocaleInput = z
  .object({
    localeName: keep(nameSchema),
    published: keep(z.boolean({ error: 'Use true or false' })),
    iconId: clearable(idSchema),
  })
  .strict();

export const createLocaleInput = upsertLocaleInput.extend({ localeCode: localeCodeSchema, localeName: nameSchema }).strict();
