import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { route } from '../../rest/route.js';
import { idSchema } from '../../lib/validate.js';
import {
  acceptBuddyRequest,
  blockInput,
  blockMember,
  buddyRequestInput,
  declineBuddyRequest,
  listBlocked,
  listBuddies,
  removeBuddy,
  searchMembers,
  searchMembersQuery,
  sendBuddyRequest,
  unblockMember,
} from './service.js';

const tags = ['buddies'];
const requestParams = z.object({ buddyshipId: idSchema });
const userParams = z.object({ userId: idSchema });

export function registerBuddyRoutes(app: FastifyInstance) {
  route(app, {
    method: 'GET',
    url: '/buddies',
    access: 'User',
    summary: 'The caller’s buddies and pending requests',
    tags,
    handler: (ctx) => listBuddies(ctx),
  });
  route(app, {
    method: 'GET',
    url: '/buddies/search',
    access: 'User',
    summary: 'Members whose user name starts with q',
    tags,
    query: searchMembersQuery,
    handler: (ctx, { query }) => searchMembers(ctx, query),
  });
  route(app, {
    method: 'POST',
    url: '/buddies/requests',
    access: 'User',
    summary: 'Asks a member (by user name) to be buddies; accepts their request if they already asked',
    tags,
    body: buddyRequestInput,
    status: 201,
    handler: (ctx, { body }) => sendBuddyRequest(ctx, body),
  });
  route(app, {
    method: 'POST',
    url: '/buddies/requests/:buddyshipId/accept',
    access: 'User',
    summary: 'Accepts a buddy request sent to the caller',
    tags,
    params: requestParams,
    handler: (ctx, { params }) => acceptBuddyRequest(ctx, params.buddyshipId),
  });
  route(app, {
    method: 'POST',
    url: '/buddies/requests/:buddyshipId/decline',
    access: 'User',
    summary: 'Declines a buddy request sent to the caller',
    tags,
    params: requestParams,
    handler: (ctx, { params }) => declineBuddyRequest(ctx, params.buddyshipId),
  });
  route(app, {
    method: 'GET',
    url: '/buddies/blocks',
    access: 'User',
    summary: 'Members the caller blocked',
    tags,
    handler: (ctx) => listBlocked(ctx),
  });
  route(app, {
    method: 'POST',
    url: '/buddies/blocks',
    access: 'User',
    summary: 'Blocks a member: no buddyship, and neither sees the other',
    tags,
    body: blockInput,
    handler: (ctx, { body }) => blockMember(ctx, body),
  });
  route(app, {
    method: 'DELETE',
    url: '/buddies/blocks/:userId',
    access: 'User',
    summary: 'Lifts a block',
    tags,
    params: userParams,
    handler: (ctx, { params }) => unblockMember(ctx, params.userId),
  });
  route(app, {
    method: 'DELETE',
    url: '/buddies/:userId',
    access: 'User',
    summary: 'Ends a buddyship or withdraws a request',
    tags,
    params: userParams,
    handler: (ctx, { params }) => removeBuddy(ctx, params.userId),
  });
}
