import type { AppContext } from '../../context.js';
import type { Prisma } from '../../db/generated/sqlite/client.ts';
import { requireAdmin } from '../../auth/permissions.js';
import { badInput, conflict, fromDatabaseError, notFound } from '../../lib/errors.js';
import type { Selection } from '../../lib/query.js';
import { parseInput } from '../../lib/validate.js';
import { createPlatformInput, platformsQuery, updatePlatformInput } from './schemas.js';

type PlatformFields = Partial<ReturnType<typeof updatePlatformInput.parse>>;

function toData({ socialMediaPlatformStyle, ...fields }: PlatformFields) {
  return { ...fields, ...(socialMediaPlatformStyle ?? {}) } satisfies Prisma.SocialMediaPlatformUncheckedUpdateInput;
}

async function assertIconExists(ctx: AppContext, iconId: string | null | undefined) {
  if (!iconId) return;
  if (!(await ctx.db.mediaAsset.findUnique({ where: { mediaAssetId: iconId }, select: { mediaAssetId: true } }))) {
    throw badInput('iconId: No media asset has this id', [{ field: 'iconId', message: 'No media asset has this id' }]);
  }
}

export async function listPlatforms(ctx: AppContext, rawQuery: unknown, selection: Selection = {}) {
  const query = parseInput(platformsQuery, rawQuery ?? {});
  const rows = await ctx.db.socialMediaPlatform.findMany({
    ...(selection as object),
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

export async function getPlatform(ctx: AppContext, socialMediaPlatformCode: string, selection: Selection = {}) {
  const platform = await ctx.db.socialMediaPlatform.findUnique({ ...(selection as object), where: { socialMediaPlatformCode } });
  if (!platform) throw notFound(`Social media platform ${socialMediaPlatformCode}`);
  return platform;
}

export async function createPlatform(ctx: AppContext, rawInput: unknown, selection: Selection = {}) {
  requireAdmin(ctx);
  const input = parseInput(createPlatformInput, rawInput);
  await assertIconExists(ctx, input.iconId);
  try {
    return await ctx.db.socialMediaPlatform.create({
      ...(selection as object),
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

export async function updatePlatform(ctx: AppContext, socialMediaPlatformCode: string, rawInput: unknown, selection: Selection = {}) {
  requireAdmin(ctx);
  const input = parseInput(updatePlatformInput, rawInput);
  await assertIconExists(ctx, input.iconId);
  try {
    return await ctx.db.socialMediaPlatform.update({ ...(selection as object), where: { socialMediaPlatformCode }, data: toData(input) });
  } catch (error) {
    throw fromDatabaseError(error, `Social media platform ${socialMediaPlatformCode}`);
  }
}

/** Deleting a platform also removes creators' links to it. */
export async function deletePlatform(ctx: AppContext, socialMediaPlatformCode: string) {
  requireAdmin(ctx);
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

export async function validateUsername(ctx: AppContext, socialMediaPlatformCode: string, username: string) {
  return checkUsername(await getPlatform(ctx, socialMediaPlatformCode), username);
}
