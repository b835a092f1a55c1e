import type { FastifyInstance } from 'fastify';
import type { Prisma } from '../../db/generated/sqlite/client.ts';
import { route } from '../../rest/route.js';
import { mediaJson } from '../media/json.js';
import * as service from './service.js';
import {
  createEquipmentGroupInput,
  createEquipmentInput,
  equipmentCodeParams,
  equipmentGroupCodeParams,
  equipmentGroupsQuery,
  equipmentQuery,
  upsertEquipmentGroupInput,
  upsertEquipmentInput,
} from './schemas.js';

const tags = ['equipment'];

const equipmentInclude = {
  thumbnail: true,
  groups: { select: { equipmentGroupCode: true }, orderBy: { equipmentGroupCode: 'asc' } },
} satisfies Prisma.EquipmentInclude;
type EquipmentRow = Prisma.EquipmentGetPayload<{ include: typeof equipmentInclude }>;

const groupInclude = {
  thumbnail: true,
  members: { select: { equipmentCode: true }, orderBy: { equipmentCode: 'asc' } },
} satisfies Prisma.EquipmentGroupInclude;
type GroupRow = Prisma.EquipmentGroupGetPayload<{ include: typeof groupInclude }>;

export const equipmentJson = (item: EquipmentRow) => ({
  equipmentCode: item.equipmentCode,
  equipmentName: item.equipmentName,
  equipmentThumbnail: mediaJson(item.thumbnail),
  equipmentEquipmentGroups: item.groups.map((group) => group.equipmentGroupCode),
});

export const equipmentGroupJson = (group: GroupRow) => ({
  equipmentGroupCode: group.equipmentGroupCode,
  equipmentGroupName: group.equipmentGroupName,
  equipmentGroupParent: group.equipmentGroupParent,
  equipmentGroupType: group.equipmentGroupType,
  equipmentGroupThumbnail: mediaJson(group.thumbnail),
  equipmentGroupEquipment: group.members.map((member) => member.equipmentCode),
  sortOrder: group.sortOrder,
  isFilter: group.isFilter,
});

export function registerEquipmentRoutes(app: FastifyInstance) {
  route(app, {
    method: 'GET',
    url: '/equipment',
    access: 'Anon',
    summary: 'Equipment sorted by name; filter by text, by a comma-separated list of codes or by group',
    tags,
    query: equipmentQuery,
    handler: async (ctx, { query }) =>
      ((await service.listEquipment(ctx, query, { include: equipmentInclude })) as EquipmentRow[]).map(equipmentJson),
  });
  route(app, {
    method: 'GET',
    url: '/equipment/:equipmentCode',
    access: 'Anon',
    summary: 'One piece of equipment',
    tags,
    params: equipmentCodeParams,
    handler: async (ctx, { params }) =>
      equipmentJson((await service.getEquipment(ctx, params.equipmentCode, { include: equipmentInclude })) as EquipmentRow),
  });
  route(app, {
    method: 'POST',
    url: '/equipment',
    access: 'Admin',
    summary: 'Create equipment (409 when the code is taken)',
    tags,
    body: createEquipmentInput,
    status: 201,
    handler: async (ctx, { body }) =>
      equipmentJson((await service.createEquipment(ctx, body, { include: equipmentInclude })) as EquipmentRow),
  });
  route(app, {
    method: 'PUT',
    url: '/equipment/:equipmentCode',
    access: 'Admin',
    summary: 'Change equipment (name, thumbnail, groups), or create it when the code is new',
    tags,
    params: equipmentCodeParams,
    body: upsertEquipmentInput,
    handler: async (ctx, { params, body }) =>
      equipmentJson((await service.upsertEquipment(ctx, params.equipmentCode, body, { include: equipmentInclude })) as EquipmentRow),
  });
  route(app, {
    method: 'DELETE',
    url: '/equipment/:equipmentCode',
    access: 'Admin',
    summary: 'Delete equipment; it leaves its groups, exercises and members’ kits',
    tags,
    params: equipmentCodeParams,
    handler: async (ctx, { params }) => service.deleteEquipment(ctx, params.equipmentCode),
  });
  route(app, {
    method: 'GET',
    url: '/equipment-groups',
    access: 'Anon',
    summary: 'Equipment groups by sortOrder, optionally only filters or the children of a group',
    tags,
    query: equipmentGroupsQuery,
    handler: async (ctx, { query }) =>
      ((await service.listEquipmentGroups(ctx, query, { include: groupInclude })) as GroupRow[]).map(equipmentGroupJson),
  });
  route(app, {
    method: 'GET',
    url: '/equipment-groups/:equipmentGroupCode',
    access: 'Anon',
    summary: 'One equipment group',
    tags,
    params: equipmentGroupCodeParams,
    handler: async (ctx, { params }) =>
      equipmentGroupJson((await service.getEquipmentGroup(ctx, params.equipmentGroupCode, { include: groupInclude })) as GroupRow),
  });
  route(app, {
    method: 'POST',
    url: '/equipment-groups',
    access: 'Admin',
    summary: 'Create an equipment group (409 when the code is taken)',
    tags,
    body: createEquipmentGroupInput,
    status: 201,
    handler: async (ctx, { body }) =>
      equipmentGroupJson((await service.createEquipmentGroup(ctx, body, { include: groupInclude })) as GroupRow),
  });
  route(app, {
    method: 'PUT',
    url: '/equipment-groups/:equipmentGroupCode',
    access: 'Admin',
    summary: 'Change an equipment group (parent, order, filter flag, members), or create it when the code is new',
    tags,
    params: equipmentGroupCodeParams,
    body: upsertEquipmentGroupInput,
    handler: async (ctx, { params, body }) =>
      equipmentGroupJson((await service.upsertEquipmentGroup(ctx, params.equipmentGroupCode, body, { include: groupInclude })) as GroupRow),
  });
  route(app, {
    method: 'DELETE',
    url: '/equipment-groups/:equipmentGroupCode',
    access: 'Admin',
    summary: 'Delete an equipment group; its equipment stays',
    tags,
    params: equipmentGroupCodeParams,
    handler: async (ctx, { params }) => service.deleteEquipmentGroup(ctx, params.equipmentGroupCode),
  });
}
