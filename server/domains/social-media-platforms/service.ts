import type { AppContext } from '../../context.js';
import type { Prisma } from '../../db/generated/sqlite/client.ts';
import { requireAdmin } from '../../auth/permissions.js';
import { conflict, fromDatabaseError, notFound } from '../../lib/errors.js';
import { withKey, type Selection } from '../../lib/query.js';
import { parseInput } from '../../lib/validate.js';
import { assertMediaExists } from '../media/references.js';
import { createPlatformInput, platformCodeParams, platformsQuery, updatePlatformInput, validateUsernameParams } from './schemas.js';

type PlatformFields = Partial<ReturnType<typeof updatePlatformInput.parse>>;

function toData({ socialMediaPlatformStyle, ...fields }: PlatformFields) {
  return { ...fields, ...(socialMediaPlatformStyle ?? {}) } satisfies Prisma.SocialMediaPlatformUncheckedUpdateInput;
}

export async function listPlatforms(ctx: AppContext, rawQuery: unknown, selection: Selection = {}) {
  const query = parseInput(platformsQuery, rawQuery ?? {});
  const rows = await ctx.db.socialMediaPlatform.findMany({
    ...withKey(selection, 'socialMediaPlatformCode', 'socialMediaPlatformName'),
    orderBy: [{ sortOrder: 'asc' }, { socialMediaPlatformName: 'asc' }],
  });
  const search = query.search?.toLowerCase();
  // Eighteen-odd rows: matching in memory keeps the search case-insensitive on every database.
  return search
    ? rows.filter(
        (row) => row.socialMediaPlatformName.toLowerCase().includes(search) || row.socialMediaPlatformCode.toLowerCase().includes(search),
      )
    : rows;
}

const platformCode = (raw: string) => parseInput(platformCodeParams, { socialMediaPlatformCode: raw }).socialMediaPlatformCode;

export async function getPlatform(ctx: AppContext, rawCode: string, selection: Selection = {}) {
  const socialMediaPlatformCode = platformCode(rawCode);
  const platform = await ctx.db.socialMediaPlatform.findUnique({
    ...withKey(selection, 'socialMediaPlatformCode'),
    where: { socialMediaPlatformCode },
  });
  if (!platform) throw notFound(`Social media platform ${socialMediaPlatformCode}`);
  return platform;
}

export async function createPlatform(ctx: AppContext, rawInput: unknown, selection: Selection = {}) {
  requireAdmin(ctx);
  const input = parseInput(createPlatformInput, rawInput);
  await assertMediaExists(ctx, 'iconId', input.iconId);
  try {
    return await ctx.db.socialMediaPlatform.create({
      ...withKey(selection, 'socialMediaPlatformCode'),
      data: { ...toData(input), socialMediaPlatformCode: input.socialMediaPlatformCode } as Prisma.SocialMediaPlatformUncheckedCreateInput,
    });
  } catch (error) {
    if ((error as { code?: string }).code === 'P2002') {
      throw conflict(`Social media platform ${input.socialMediaPlatformCode} already exists`, [
        { field: 'socialMediaPlatformCode', message: 'This code is taken' },
      ]);
    }
    throw error;
  }
}

export async function updatePlatform(ctx: AppContext, rawCode: string, rawInput: unknown, selection: Selection = {}) {
  requireAdmin(ctx);
  const socialMediaPlatformCode = platformCode(rawCode);
  const input = parseInput(updatePlatformInput, rawInput);
  await assertMediaExists(ctx, 'iconId', input.iconId);
  try {
    return await ctx.db.socialMediaPlatform.update({
      ...withKey(selection, 'socialMediaPlatformCode'),
      where: { socialMediaPlatformCode },
      data: toData(input),
    });
  } catch (error) {
    throw fromDatabaseError(error, `Social media platform ${socialMediaPlatformCode}`);
  }
}

/** Deleting a platform also removes creators' links to it. */
export async function deletePlatform(ctx: AppContext, rawCode: string) {
  requireAdmin(ctx);
  const socialMediaPlatformCode = platformCode(rawCode);
  try {
    await ctx.db.socialMediaPlatform.delete({ where: { socialMediaPlatformCode } });
  } catch (error) {
    throw fromDatabaseError(error, `Social media platform ${socialMediaPlatformCode}`);
  }
}

export interface UsernameCheck {
  socialMediaPlatformCode: string;
  username: string;
  isValid: boolean;
  message: string | null;
  profileUrl: string | null;
}

/** Checks a handle against the platform's rules and builds the profile address it would link to. */
export function checkUsername(
  platform: {
    socialMediaPlatformCode: string;
    socialMediaPlatformName: string;
    socialMediaPlatformUrlFormat: string;
    usernamePattern: string;
  },
  rawUsername: string,
): UsernameCheck {
  const username = rawUsername.trim().replace(/^@/, '');
  const isValid = new RegExp(platform.usernamePattern).test(username);
  const url = platform.socialMediaPlatformUrlFormat;
  return {
    socialMediaPlatformCode: platform.socialMediaPlatformCode,
    username,
    isValid,
    message: isValid ? null : `This is not a valid ${platform.socialMediaPlatformName} username`,
    profileUrl: isValid && url ? url.replace('{username}', encodeURIComponent(username)) : null,
  };
}

export async function validateUsername(ctx: AppContext, rawCode: string, rawUsername: string) {
  const { socialMediaPlatformCode, username } = parseInput(validateUsernameParams, {
    socialMediaPlatformCode: rawCode,
    username: rawUsername,
  });
  return checkUsername(await getPlatform(ctx, socialMediaPlatformCode), username);
}
