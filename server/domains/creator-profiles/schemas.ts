import { z } from 'zod';
import { clearable, idSchema, keep, nameSchema, userNameSchema } from '../../lib/validate.js';
import { platformCodeSchema } from '../social-media-platforms/schemas.js';
import { pageQuerySchema } from '../../lib/pagination.js';
import { orderingFor, orderQuerySchema } from '../../lib/ordering.js';
import type { Prisma } from '../../db/generated/sqlite/client.ts';

export const creatorProfileIdParams = z.object({ creatorProfileId: idSchema });

const booleanFlag = z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')], {
  error: 'Use true or false',
});

/**
 * PINNED, the default, is the order of every creator list: pinned creators first, then by full name. Profiles
 * without a display name come last by DISPLAY_NAME, ordered by full name among themselves.
 */
export const CREATOR_PROFILE_ORDERING = orderingFor<Prisma.CreatorProfileOrderByWithRelationInput>()({
  fields: {
    PINNED: [{ column: 'isPinned', reversed: true }, { column: 'fullName' }],
    DISPLAY_NAME: [{ column: 'displayName', nullable: true }, { column: 'fullName' }],
    USER_NAME: [{ column: 'userNameKey' }],
    CREATED_AT: [{ column: 'createdAt' }],
  },
  idColumn: 'creatorProfileId',
  defaultField: 'PINNED',
});

export const creatorProfileOrderQuery = orderQuerySchema(CREATOR_PROFILE_ORDERING);

export const creatorProfileFilterSchema = z.object({
  search: keep(z.string().trim().max(100, 'Must be at most 100 characters')),
  isVerified: keep(booleanFlag),
  isPinned: keep(booleanFlag),
});

export const creatorProfilesQuery = pageQuerySchema.merge(creatorProfileFilterSchema).merge(creatorProfileOrderQuery);

const socialLink = z
  .object({ socialMediaPlatformCode: platformCodeSchema, username: z.string().trim().min(1, 'Required').max(254, 'Too long') })
  .strict();

const socialLinks = z.array(socialLink).max(20, 'At most 20 links');
const flag = z.boolean({ error: 'Use true or false' });

/** Display name, bio and photo are cleared with null; the rest cannot be. */
const profileFields = {
  fullName: keep(nameSchema),
  displayName: clearable(nameSchema),
  userName: keep(userNameSchema),
  bio: clearable(z.string().trim().max(2000, 'Must be at most 2000 characters')),
  profilePhotoId: clearable(idSchema),
  socialLinks: keep(socialLinks),
  /** Administrators only. */
  isVerified: keep(flag),
  isPinned: keep(flag),
};

export const createCreatorProfileInput = z
  .object({
    ...profileFields,
    fullName: nameSchema,
    userName: userNameSchema,
    socialLinks: keep(socialLinks).transform((links) => links ?? []),
    /** Administrators may create a profile for another account, or one with no account (null: a house or guest creator). */
    userId: clearable(idSchema),
  })
  .strict();

export const updateCreatorProfileInput = z.object(profileFields).strict();
