import { z } from 'zod';
import { emailSchema, idSchema, passwordSchema, userNameSchema } from '../../lib/validate.js';
import { pageQuerySchema } from '../../lib/pagination.js';
import { orderingFor, orderQuerySchema } from '../../lib/ordering.js';
import type { Prisma } from '../../db/generated/sqlite/client.ts';

export const MEASUREMENT_SYSTEMS = ['METRIC', 'IMPERIAL'] as const;
export const GENDERS = ['Male', 'Female'] as const;
export const ROLE_CODES = ['Admin', 'Creator', 'User'] as const;

export const timeZoneSchema = z
  .string()
  .max(64)
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, 'Not a known time zone');

export const userIdParams = z.object({ userId: idSchema });

/** PUT /user takes the session's userInfo merged with the changed fields; what a user cannot change is ignored. */
export const updateCurrentUserInput = z.object({
  userName: userNameSchema.optional(),
  userTimezone: timeZoneSchema.nullable().optional(),
  measurementSystem: z.enum(MEASUREMENT_SYSTEMS, { message: 'Choose METRIC or IMPERIAL' }).nullable().optional(),
  userPrivateMeta: z.object({ gender: z.enum(GENDERS, { message: 'Choose Male or Female' }).optional() }).optional(),
});

export const adminUpdateUserInput = updateCurrentUserInput
  .extend({
    email: emailSchema.optional(),
    roles: z
      .array(z.enum(ROLE_CODES, { message: 'Unknown role' }))
      .max(3)
      .optional(),
    disabled: z.boolean().optional(),
    emailConfirmed: z.boolean().optional(),
  })
  .strict();

export const userFilterSchema = z.object({
  search: z.string().trim().max(100).optional(),
  role: z.enum(ROLE_CODES).optional(),
});

/** User names sort by their lower-cased key (e-mails are stored lower-cased), so case never splits the list. */
export const USER_ORDERING = orderingFor<Prisma.UserOrderByWithRelationInput>()({
  fields: {
    USER_NAME: [{ column: 'userNameKey' }],
    EMAIL: [{ column: 'email' }],
    CREATED_AT: [{ column: 'createdAt' }],
    LAST_SIGN_IN_AT: [{ column: 'lastSignInAt', nullable: true }],
  },
  idColumn: 'userId',
  defaultField: 'CREATED_AT',
});

export const userOrderQuery = orderQuerySchema(USER_ORDERING);

export const listUsersQuery = pageQuerySchema.merge(userFilterSchema).merge(userOrderQuery);

export const newAccountInput = z.object({
  email: emailSchema,
  password: passwordSchema,
  userName: userNameSchema.optional(),
  userTimezone: timeZoneSchema.optional(),
  measurementSystem: z.enum(MEASUREMENT_SYSTEMS).optional(),
});
