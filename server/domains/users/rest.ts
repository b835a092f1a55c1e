import type { FastifyInstance } from 'fastify';
import { route } from '../../rest/route.js';
import { pageJson } from '../../lib/pagination.js';
import { adminUpdateUser, deleteUser, getUser, listRoles, listUsers, updateCurrentUser } from './service.js';
import { adminUpdateUserInput, listUsersQuery, updateCurrentUserInput, userIdParams } from './schemas.js';
import { userInfoInclude, userInfoJson, type UserWithInfo } from './user-info.js';

const tags = ['users'];

export function registerUserRoutes(app: FastifyInstance) {
  route(app, {
    method: 'PUT',
    url: '/user',
    access: 'User',
    summary: 'Update the signed-in user (send the session userInfo merged with the changed fields)',
    tags,
    body: updateCurrentUserInput,
    handler: async (ctx, { body }) => userInfoJson((await updateCurrentUser(ctx, body, { include: userInfoInclude })) as UserWithInfo),
  });
  route(app, {
    method: 'GET',
    url: '/users',
    access: 'Admin',
    summary: 'User accounts, searchable by e-mail or user name, sorted by sort and order, one page at a time with the total',
    tags,
    query: listUsersQuery,
    handler: async (ctx, { query }) =>
      pageJson(await listUsers(ctx, query, { include: userInfoInclude }), (row) => userInfoJson(row as UserWithInfo), { withTotal: true }),
  });
  route(app, {
    method: 'GET',
    url: '/users/:userId',
    access: 'User',
    summary: 'One user (yourself, or anyone for administrators)',
    tags,
    params: userIdParams,
    handler: async (ctx, { params }) => userInfoJson((await getUser(ctx, params.userId, { include: userInfoInclude })) as UserWithInfo),
  });
  route(app, {
    method: 'PUT',
    url: '/users/:userId',
    access: 'Admin',
    summary: 'Change a user: profile, roles, disabled, e-mail confirmation',
    tags,
    params: userIdParams,
    body: adminUpdateUserInput,
    handler: async (ctx, { params, body }) =>
      userInfoJson((await adminUpdateUser(ctx, params.userId, body, { include: userInfoInclude })) as UserWithInfo),
  });
  route(app, {
    method: 'DELETE',
    url: '/users/:userId',
    access: 'Admin',
    summary: 'Delete a user and everything they own',
    tags,
    params: userIdParams,
    handler: (ctx, { params }) => deleteUser(ctx, params.userId),
  });
  route(app, {
    method: 'GET',
    url: '/roles',
    access: 'User',
    summary: 'The roles a user can have',
    tags,
    handler: (ctx) => listRoles(ctx),
  });
}
