import type { FastifyInstance } from 'fastify';
import type { Prisma } from '../../db/generated/sqlite/client.ts';
import { route } from '../../rest/route.js';
import { mediaJson } from '../media/json.js';
import * as service from './service.js';
import {
  createMuscleGroupInput,
  muscleCodeParams,
  muscleGroupCodeParams,
  muscleGroupsQuery,
  updateMuscleGroupInput,
  updateMuscleInput,
} from './schemas.js';

const muscleInclude = { thumbnail: true } satisfies Prisma.MuscleInclude;
type MuscleRow = Prisma.MuscleGetPayload<{ include: typeof muscleInclude }>;

const groupInclude = {
  thumbnail: true,
  members: { select: { muscleCode: true }, orderBy: { muscleCode: 'asc' } },
} satisfies Prisma.MuscleGroupInclude;
type GroupRow = Prisma.MuscleGroupGetPayload<{ include: typeof groupInclude }>;

export const muscleJson = (m: MuscleRow) => ({
  muscleCode: m.muscleCode,
  muscleName: m.muscleName,
  friendlyName: m.friendlyName,
  muscleThumbnail: mediaJson(m.thumbnail),
});

export const muscleGroupJson = (g: GroupRow) => ({
  muscleGroupCode: g.muscleGroupCode,
  muscleGroupName: g.muscleGroupName,
  muscleGroupParent: g.muscleGroupParent,
  muscleGroupType: g.muscleGroupType,
  muscleGroupMuscles: g.members.map((member) => member.muscleCode),
  muscleGroupThumbnail: mediaJson(g.thumbnail),
  sortOrder: g.sortOrder,
});

export function registerMuscleRoutes(app: FastifyInstance) {
  route(app, {
    method: 'GET',
    url: '/muscles',
    access: 'Anon',
    summary: 'All muscles',
    tags: ['muscles'],
    handler: async (ctx) => ((await service.listMuscles(ctx, { include: muscleInclude })) as MuscleRow[]).map(muscleJson),
  });
  route(app, {
    method: 'GET',
    url: '/muscles/:muscleCode',
    access: 'Anon',
    summary: 'One muscle',
    tags: ['muscles'],
    params: muscleCodeParams,
    handler: async (ctx, { params }) =>
      muscleJson((await service.getMuscle(ctx, params.muscleCode, { include: muscleInclude })) as MuscleRow),
  });
  route(app, {
    method: 'PUT',
    url: '/muscles/:muscleCode',
    access: 'Admin',
    summary: 'Update a muscle',
    tags: ['muscles'],
    params: muscleCodeParams,
    body: updateMuscleInput,
    handler: async (ctx, { params, body }) =>
      muscleJson((await service.updateMuscle(ctx, params.muscleCode, body, { include: muscleInclude })) as MuscleRow),
  });
  route(app, {
    method: 'GET',
    url: '/muscle-groups',
    access: 'Anon',
    summary: 'Muscle groups, optionally by type or parent',
    tags: ['muscles'],
    query: muscleGroupsQuery,
    handler: async (ctx, { query }) =>
      ((await service.listMuscleGroups(ctx, query, { include: groupInclude })) as GroupRow[]).map(muscleGroupJson),
  });
  route(app, {
    method: 'GET',
    url: '/muscle-groups/:muscleGroupCode',
    access: 'Anon',
    summary: 'One muscle group',
    tags: ['muscles'],
    params: muscleGroupCodeParams,
    handler: async (ctx, { params }) =>
      muscleGroupJson((await service.getMuscleGroup(ctx, params.muscleGroupCode, { include: groupInclude })) as GroupRow),
  });
  route(app, {
    method: 'POST',
    url: '/muscle-groups',
    access: 'Admin',
    summary: 'Create a muscle group (409 when the code is taken)',
    tags: ['muscles'],
    body: createMuscleGroupInput,
    status: 201,
    handler: async (ctx, { body }) => muscleGroupJson((await service.createMuscleGroup(ctx, body, { include: groupInclude })) as GroupRow),
  });
  route(app, {
    method: 'PUT',
    url: '/muscle-groups/:muscleGroupCode',
    access: 'Admin',
    summary: 'Update a muscle group (its parent and member muscles), or create it when the code is new',
    tags: ['muscles'],
    params: muscleGroupCodeParams,
    body: updateMuscleGroupInput,
    handler: async (ctx, { params, body }) =>
      muscleGroupJson((await service.upsertMuscleGroup(ctx, params.muscleGroupCode, body, { include: groupInclude })) as GroupRow),
  });
  route(app, {
    method: 'DELETE',
    url: '/muscle-groups/:muscleGroupCode',
    access: 'Admin',
    summary: 'Delete a muscle group, detaching its muscles; refused (409) while it has child groups',
    tags: ['muscles'],
    params: muscleGroupCodeParams,
    handler: (ctx, { params }) => service.deleteMuscleGroup(ctx, params.muscleGroupCode),
  });
}
