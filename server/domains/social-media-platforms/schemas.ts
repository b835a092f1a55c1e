import { z } from 'zod';
import { clearable, idSchema, keep, nameSchema } from '../../lib/validate.js';

/** Like other codes, but one letter is enough: the spec's platforms include X. */
export const platformCodeSchema = z
  .string()
  .trim()
  .min(1, 'Required')
  .max(64, 'Must be at most 64 characters')
  .regex(/^[A-Z][A-Z0-9_]*$/, 'Use UPPER_SNAKE_CASE: capital letters, digits and underscores');

export const platformCodeParams = z.object({ socialMediaPlatformCode: platformCodeSchema });
export const validateUsernameParams = platformCodeParams.extend({ username: z.string().trim().min(1, 'Required').max(254, 'Too long') });

const colour = z
  .string()
  .trim()
  .regex(/^#[0-9A-Fa-f]{6}$/, 'Use a colour such as #1DA1F2');

const urlFormat = z
  .string()
  .trim()
  .max(300, 'Must be at most 300 characters')
  .refine(
    (value) => value === '' || (/^https:\/\//.test(value) && value.includes('{username}')),
    'Use an https address containing {username}, or leave it empty',
  );

const pattern = z
  .string()
  .min(1, 'Required')
  .max(300, 'Must be at most 300 characters')
  .refine((value) => {
    try {
      new RegExp(value);
      return true;
    } catch {
      return false;
    }
  }, 'Not a valid regular expression');

const style = z.object({ hoverColor: colour, hoverBackground: colour }).strict();

const sortOrder = z
  .number({ error: 'Must be a number' })
  .int('Must be a whole number')
  .min(0, 'Must be at least 0')
  .max(10000, 'Must be at most 10000');

/** The icon is cleared with null; the rest cannot be. */
const platformFields = {
  socialMediaPlatformName: keep(nameSchema),
  socialMediaPlatformUrlFormat: keep(urlFormat),
  usernamePattern: keep(pattern),
  socialMediaPlatformStyle: keep(style),
  iconId: clearable(idSchema),
  sortOrder: keep(sortOrder),
};

export const createPlatformInput = z
  .object({
    ...platformFields,
    socialMediaPlatformCode: platformCodeSchema,
    socialMediaPlatformName: nameSchema,
    socialMediaPlatformUrlFormat: urlFormat,
    usernamePattern: pattern,
    socialMediaPlatformStyle: keep(style).transform((value) => value ?? { hoverColor: '#FFFFFF', hoverBackground: '#000000' }),
  })
  .strict();

export const updatePlatformInput = z.object(platformFields).strict();

export const platformsQuery = z.object({ search: keep(z.string().trim().max(100, 'Must be at most 100 characters')) });
