import { z } from 'zod';
import { clearable, emailSchema, idSchema, keep, passwordSchema, userNameSchema } from '../../lib/validate.js';
import { pageQuerySchema } from '../../lib/pagination.js';
import { orderingFor, orderQuerySchema } from '../../lib/ordering.js';
import type { Prisma } from '../../db/generated/sqlite/client.ts';
import { BODY_WEIGHT_KG, ONBOARDING_STATUSES, TRAINING_GOALS } from '../../../common/member-profile.js';
import { ENABLED_LANGUAGES } from '../../../common/languages.js';

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

const bodyWeightMessage = `Enter a body weight between ${BODY_WEIGHT_KG.min} and ${BODY_WEIGHT_KG.max} kg`;

/** One or more goals from the fixed list, each once; an empty list clears them. */
const trainingGoalsSchema = z
  .array(z.enum(TRAINING_GOALS, { message: `Choose from ${TRAINING_GOALS.join(', ')}` }))
  .max(TRAINING_GOALS.length, `At most ${TRAINING_GOALS.length} goals`)
  .refine((goals) => new Set(goals).size === goals.length, 'Name each goal once');

/**
 * PUT /user takes the session's userInfo merged with the changed fields; what a user cannot change is ignored. That
 * includes the onboarding's status, which only moves from PENDING to FINISHED or SKIPPED (the service decides).
 */
export const updateCurrentUserInput = z.object({
  userName: keep(userNameSchema),
  userTimezone: clearable(timeZoneSchema),
  measurementSystem: clearable(z.enum(MEASUREMENT_SYSTEMS, { message: 'Choose METRIC or IMPERIAL' })),
  language: clearable(z.enum(ENABLED_LANGUAGES, { message: `Choose ${ENABLED_LANGUAGES.join(' or ')}` })),
  userPrivateMeta: keep(
    z.object({
      gender: keep(z.enum(GENDERS, { message: 'Choose Male or Female' })),
      bodyWeightKg: clearable(
        z.number({ error: bodyWeightMessage }).min(BODY_WEIGHT_KG.min, bodyWeightMessage).max(BODY_WEIGHT_KG.max, bodyWeightMessage),
      ),
      trainingGoals: keep(trainingGoalsSchema),
    }),
  ),
  onboardingStatus: keep(z.enum(ONBOARDING_STATUSES, { message: `Use one of ${ONBOARDING_STATUSES.join(', ')}` })),
});

export const adminUpdateUserInput = updateCurrentUserInput
  .extend({
    email: keep(emailSchema),
    roles: keep(z.array(z.enum(ROLE_CODES, { message: 'Unknown role' })).max(3, 'At most 3 roles')),
    disabled: keep(z.boolean({ error: 'Use true or false' })),
    emailConfirmed: keep(z.boolean({ error: 'Use true or false' })),
  })
  .strict();

export const userFilterSchema = z.object({
  search: keep(z.string().trim().max(100, 'Must be at most 100 characters')),
  role: keep(z.enum(ROLE_CODES, { message: 'Unknown role' })),
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
  userName: keep(userNameSchema),
  userTimezone: keep(timeZoneSchema),
  measurementSystem: keep(z.enum(MEASUREMENT_SYSTEMS, { message: 'Choose METRIC or IMPERIAL' })),
});
