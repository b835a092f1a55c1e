import type { FastifyInstance } from 'fastify';
import type { Prisma } from '../../db/generated/sqlite/client.ts';
import { route } from '../../rest/route.js';
import { pageJson } from '../../lib/pagination.js';
import { mediaJson } from '../media/json.js';
import { createCreatorProfile, deleteCreatorProfile, getCreatorProfile, listCreatorProfiles, updateCreatorProfile } from './service.js';
import { createCreatorProfileInput, creatorProfileIdParams, creatorProfilesQuery, updateCreatorProfileInput } from './schemas.js';

const tags = ['creator-profiles'];

const profileInclude = {
  profilePhoto: true,
  socialLinks: { include: { platform: true }, orderBy: { sortOrder: 'asc' } },
} satisfies Prisma.CreatorProfileInclude;
type ProfileRow = Prisma.CreatorProfileGetPayload<{ include: typeof profileInclude }>;

const profileUrl = (format: string, username: string) => (format ? format.replace('{username}', encodeURIComponent(username)) : null);

export const creatorProfileJson = (profile: ProfileRow) => ({
  creatorProfileId: profile.creatorProfileId,
  userId: profile.userId,
  fullName: profile.fullName,
  displayName: profile.displayName,
  userName: profile.userName,
  bio: profile.bio,
  profilePhoto: mediaJson(profile.profilePhoto),
  isVerified: profile.isVerified,
  isPinned: profile.isPinned,
  socialLinks: profile.socialLinks.map((link) => ({
    socialMediaPlatformCode: link.socialMediaPlatformCode,
    username: link.username,
    platform: {
      socialMediaPlatformCode: link.platform.socialMediaPlatformCode,
      socialMediaPlatformName: link.platform.socialMediaPlatformName,
    },
    profileUrl: profileUrl(link.platform.socialMediaPlatformUrlFormat, link.username),
  })),
  createdAt: profile.createdAt.toISOString(),
  updatedAt: profile.updatedAt.toISOString(),
});

export function registerCreatorProfileRoutes(app: FastifyInstance) {
  route(app, {
    method: 'GET',
    url: '/creator-profiles',
    access: 'Anon',
    summary: 'Creators, pinned first then by name unless sort and order say otherwise; searchable, one page at a time with the total',
    tags,
    query: creatorProfilesQuery,
    handler: async (ctx, { query }) =>
      pageJson(await listCreatorProfiles(ctx, query, { include: profileInclude }), (row) => creatorProfileJson(row as ProfileRow), {
        withTotal: true,
      }),
  });
  route(app, {
    method: 'GET',
    url: '/creator-profiles/:creatorProfileId',
    access: 'Anon',
    summary: 'One creator',
    tags,
    params: creatorProfileIdParams,
    handler: async (ctx, { params }) =>
      creatorProfileJson((await getCreatorProfile(ctx, params.creatorProfileId, { include: profileInclude })) as ProfileRow),
  });
  route(app, {
    method: 'POST',
    url: '/creator-profiles',
    access: 'User',
    summary: 'Create your creator profile (you become a Creator); administrators may create one for any account or none',
    tags,
    body: createCreatorProfileInput,
    status: 201,
    handler: async (ctx, { body }) =>
      creatorProfileJson((await createCreatorProfile(ctx, body, { include: profileInclude })) as ProfileRow),
  });
  route(app, {
    method: 'PUT',
    url: '/creator-profiles/:creatorProfileId',
    access: 'User',
    summary: 'Change a creator profile (owner or administrator; verify and pin are for administrators)',
    tags,
    params: creatorProfileIdParams,
    body: updateCreatorProfileInput,
    handler: async (ctx, { params, body }) =>
      creatorProfileJson((await updateCreatorProfile(ctx, params.creatorProfileId, body, { include: profileInclude })) as ProfileRow),
  });
  route(app, {
    method: 'DELETE',
    url: '/creator-profiles/:creatorProfileId',
    access: 'User',
    summary: 'Delete a creator profile (owner or administrator)',
    tags,
    params: creatorProfileIdParams,
    handler: (ctx, { params }) => deleteCreatorProfile(ctx, params.creatorProfileId),
  });
}
