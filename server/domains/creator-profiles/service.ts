import type { AppContext } from '../../context.js';
import type { Prisma } from '../../db/generated/sqlite/client.ts';
import { requireAdmin, requireOwnerOrAdmin, requireUser } from '../../auth/permissions.js';
import { isAdmin } from '../../auth/viewer.js';
import { badInput, conflict, forbidden, fromDatabaseError, notFound, type FieldError } from '../../lib/errors.js';
import { orderByOf } from '../../lib/ordering.js';
import { keyedBy, paginate } from '../../lib/pagination.js';
import { withKey, type Selection } from '../../lib/query.js';
import { creatorSearchText, normalizeSearch } from '../../lib/search-text.js';
import { parseInput } from '../../lib/validate.js';
import { checkUsername } from '../social-media-platforms/service.js';
import { assertMediaExists } from '../media/references.js';
import { createCreatorProfileInput, CREATOR_PROFILE_ORDERING, creatorProfilesQuery, updateCreatorProfileInput } from './schemas.js';

type SocialLinkInput = { socialMediaPlatformCode: string; username: string };

/** Creators, pinned first then by name unless sorted otherwise; searchable by name and user name. */
export async function listCreatorProfiles(ctx: AppContext, rawQuery: unknown, selection: Selection = {}) {
  const query = parseInput(creatorProfilesQuery, rawQuery ?? {});
  const search = query.search ? normalizeSearch(query.search) : '';
  const where: Prisma.CreatorProfileWhereInput = {
    isVerified: query.isVerified,
    isPinned: query.isPinned,
    ...(search ? { searchText: { contains: search } } : {}),
  };
  return paginate(
    query,
    keyedBy('creatorProfileId'),
    (window) =>
      ctx.db.creatorProfile.findMany({
        ...withKey(selection, 'creatorProfileId'),
        where,
        orderBy: orderByOf(CREATOR_PROFILE_ORDERING, query.sort, query.order),
        ...window,
      }),
    () => ctx.db.creatorProfile.count({ where }),
  );
}

export async function getCreatorProfile(ctx: AppContext, creatorProfileId: string, selection: Selection = {}) {
  const profile = await ctx.db.creatorProfile.findUnique({ ...withKey(selection, 'creatorProfileId'), where: { creatorProfileId } });
  if (!profile) throw notFound('Creator profile');
  return profile;
}

/** Every link must name a known platform and a username that platform accepts; the errors name the link. */
async function checkedLinks(ctx: AppContext, links: SocialLinkInput[]) {
  const platforms = await ctx.db.socialMediaPlatform.findMany({
    where: { socialMediaPlatformCode: { in: links.map((link) => link.socialMediaPlatformCode) } },
  });
  const byCode = new Map(platforms.map((platform) => [platform.socialMediaPlatformCode, platform]));
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  const clean = links.map((link, index) => {
    const platform = byCode.get(link.socialMediaPlatformCode);
    if (!platform) {
      errors.push({ field: `socialLinks.${index}.socialMediaPlatformCode`, message: 'Unknown platform' });
      return { ...link, sortOrder: index };
    }
    if (seen.has(link.socialMediaPlatformCode))
      errors.push({ field: `socialLinks.${index}.socialMediaPlatformCode`, message: 'One link per platform' });
    seen.add(link.socialMediaPlatformCode);
    const check = checkUsername(platform, link.username);
    if (!check.isValid) errors.push({ field: `socialLinks.${index}.username`, message: check.message! });
    return { socialMediaPlatformCode: link.socialMediaPlatformCode, username: check.username, sortOrder: index };
  });
  if (errors.length)
    throw badInput(errors.length === 1 ? `${errors[0]!.field}: ${errors[0]!.message}` : 'Some social links are not valid', errors);
  return clean;
}

function assertAdminFlags(ctx: AppContext, input: { isVerified?: boolean; isPinned?: boolean }) {
  if ((input.isVerified !== undefined || input.isPinned !== undefined) && !isAdmin(ctx.viewer))
    throw forbidden('Only administrators can verify or pin creators');
}

function takenError(error: unknown) {
  if ((error as { code?: string }).code === 'P2002')
    return conflict('This creator user name is taken', [{ field: 'userName', message: 'This creator user name is taken' }]);
  return error;
}

/**
 * A member creates their own creator profile (one per account) and becomes a Creator; administrators may create
 * one for any account or for no account at all.
 */
export async function createCreatorProfile(ctx: AppContext, rawInput: unknown, selection: Selection = {}) {
  const viewer = requireUser(ctx);
  const { socialLinks, userId: requestedUserId, ...input } = parseInput(createCreatorProfileInput, rawInput);
  assertAdminFlags(ctx, input);
  if (requestedUserId !== undefined && requestedUserId !== viewer.userId) requireAdmin(ctx);
  const userId = requestedUserId === undefined ? viewer.userId : requestedUserId;
  if (userId) {
    const owner = await ctx.db.user.findUnique({
      where: { userId },
      select: { userId: true, creatorProfile: { select: { creatorProfileId: true } } },
    });
    if (!owner) throw badInput('userId: No user has this id', [{ field: 'userId', message: 'No user has this id' }]);
    if (owner.creatorProfile)
      throw conflict('This account already has a creator profile', [
        { field: 'userId', message: 'This account already has a creator profile' },
      ]);
  }
  await assertMediaExists(ctx, 'profilePhotoId', input.profilePhotoId);
  const links = await checkedLinks(ctx, socialLinks);
  try {
    return await ctx.db.$transaction(async (tx) => {
      const profile = await tx.creatorProfile.create({
        data: {
          ...input,
          userId,
          userNameKey: input.userName.toLowerCase(),
          searchText: creatorSearchText(input),
          socialLinks: { create: links },
        },
      });
      if (userId)
        await tx.userRole.upsert({
          where: { userId_roleCode: { userId, roleCode: 'Creator' } },
          create: { userId, roleCode: 'Creator' },
          update: {},
        });
      return tx.creatorProfile.findUniqueOrThrow({
        ...withKey(selection, 'creatorProfileId'),
        where: { creatorProfileId: profile.creatorProfileId },
      });
    });
  } catch (error) {
    throw takenError(error);
  }
}

async function ownedProfile(ctx: AppContext, creatorProfileId: string) {
  const profile = await ctx.db.creatorProfile.findUnique({ where: { creatorProfileId } });
  if (!profile) throw notFound('Creator profile');
  requireOwnerOrAdmin(ctx, profile.userId, 'this creator profile');
  return profile;
}

export async function updateCreatorProfile(ctx: AppContext, creatorProfileId: string, rawInput: unknown, selection: Selection = {}) {
  requireUser(ctx);
  const { socialLinks, ...input } = parseInput(updateCreatorProfileInput, rawInput);
  const current = await ownedProfile(ctx, creatorProfileId);
  assertAdminFlags(ctx, input);
  await assertMediaExists(ctx, 'profilePhotoId', input.profilePhotoId);
  const links = socialLinks ? await checkedLinks(ctx, socialLinks) : undefined;
  const next = {
    fullName: input.fullName ?? current.fullName,
    displayName: input.displayName === undefined ? current.displayName : input.displayName,
    userName: input.userName ?? current.userName,
  };
  try {
    return await ctx.db.$transaction(async (tx) => {
      if (links) {
        await tx.creatorSocialLink.deleteMany({ where: { creatorProfileId } });
        await tx.creatorSocialLink.createMany({ data: links.map((link) => ({ ...link, creatorProfileId })) });
      }
      return tx.creatorProfile.update({
        ...withKey(selection, 'creatorProfileId'),
        where: { creatorProfileId },
        data: { ...input, ...(input.userName ? { userNameKey: input.userName.toLowerCase() } : {}), searchText: creatorSearchText(next) },
      });
    });
  } catch (error) {
    throw takenError(error);
  }
}

/** Workouts and programs stay without a byline; the profile's exercise videos and instructions go with it. */
export async function deleteCreatorProfile(ctx: AppContext, creatorProfileId: string) {
  const profile = await ownedProfile(ctx, creatorProfileId);
  try {
    await ctx.db.$transaction(async (tx) => {
      await tx.creatorProfile.delete({ where: { creatorProfileId } });
      if (profile.userId) await tx.userRole.deleteMany({ where: { userId: profile.userId, roleCode: 'Creator' } });
    });
  } catch (error) {
    throw fromDatabaseError(error, 'Creator profile');
  }
}
