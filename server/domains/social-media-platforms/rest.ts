import type { FastifyInstance } from 'fastify';
import type { Prisma } from '../../db/generated/sqlite/client.ts';
import { route } from '../../rest/route.js';
import { mediaJson } from '../media/json.js';
import { createPlatform, deletePlatform, getPlatform, listPlatforms, updatePlatform, validateUsername } from './service.js';
import { createPlatformInput, platformCodeParams, platformsQuery, updatePlatformInput, validateUsernameParams } from './schemas.js';

const tags = ['social-media-platforms'];
const platformInclude = { icon: true } satisfies Prisma.SocialMediaPlatformInclude;
type PlatformRow = Prisma.SocialMediaPlatformGetPayload<{ include: typeof platformInclude }>;

export const platformJson = (platform: PlatformRow) => ({
  socialMediaPlatformCode: platform.socialMediaPlatformCode,
  socialMediaPlatformName: platform.socialMediaPlatformName,
  socialMediaPlatformIcon: mediaJson(platform.icon),
  socialMediaPlatformUrlFormat: platform.socialMediaPlatformUrlFormat,
  socialMediaPlatformStyle: { hoverColor: platform.hoverColor, hoverBackground: platform.hoverBackground },
  usernamePattern: platform.usernamePattern,
  sortOrder: platform.sortOrder,
});

export function registerSocialMediaPlatformRoutes(app: FastifyInstance) {
  route(app, {
    method: 'POST',
    url: '/social-media-platforms',
    access: 'Admin',
    summary: 'Add a platform creators can link to',
    tags,
    body: createPlatformInput,
    status: 201,
    handler: async (ctx, { body }) => platformJson((await createPlatform(ctx, body, { include: platformInclude })) as PlatformRow),
  });
  route(app, {
    method: 'GET',
    url: '/social-media-platforms',
    access: 'Anon',
    summary: 'Platforms creators can link to, in display order',
    tags,
    query: platformsQuery,
    handler: async (ctx, { query }) => ((await listPlatforms(ctx, query, { include: platformInclude })) as PlatformRow[]).map(platformJson),
  });
  route(app, {
    method: 'GET',
    url: '/social-media-platforms/:socialMediaPlatformCode',
    access: 'Anon',
    summary: 'One platform',
    tags,
    params: platformCodeParams,
    handler: async (ctx, { params }) =>
      platformJson((await getPlatform(ctx, params.socialMediaPlatformCode, { include: platformInclude })) as PlatformRow),
  });
  route(app, {
    method: 'PUT',
    url: '/social-media-platforms/:socialMediaPlatformCode',
    access: 'Admin',
    summary: 'Change a platform',
    tags,
    params: platformCodeParams,
    body: updatePlatformInput,
    handler: async (ctx, { params, body }) =>
      platformJson((await updatePlatform(ctx, params.socialMediaPlatformCode, body, { include: platformInclude })) as PlatformRow),
  });
  route(app, {
    method: 'DELETE',
    url: '/social-media-platforms/:socialMediaPlatformCode',
    access: 'Admin',
    summary: 'Delete a platform and every creator link to it',
    tags,
    params: platformCodeParams,
    handler: (ctx, { params }) => deletePlatform(ctx, params.socialMediaPlatformCode),
  });
  route(app, {
    method: 'GET',
    url: '/social-media-platforms/:socialMediaPlatformCode/validate-username/:username',
    access: 'Anon',
    summary: 'Check a username against the platform’s rules and build its profile address',
    tags,
    params: validateUsernameParams,
    handler: (ctx, { params }) => validateUsername(ctx, params.socialMediaPlatformCode, params.username),
  });
}
