import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { route } from '../../rest/route.js';
import { pageJson } from '../../lib/pagination.js';
import { idSchema } from '../../lib/validate.js';
import { memberOut } from '../buddies/service.js';
import { inboxBadge, listActivities, markActivitiesSeen, markActivityRead, markAllActivitiesRead, type ActivityJson } from './service.js';
import { deletePushSubscription, savePushSubscription, webPushKey } from './push.js';
import { activitiesQuery, endpointQuery, pushSubscriptionInput } from './schemas.js';

const tags = ['activity'];

/** An item as the GraphQL Activity type shows it: its actor's photo as one address. */
function activityOut(activity: ActivityJson) {
  return { ...activity, actor: memberOut(activity.actor) };
}

export function registerActivityRoutes(app: FastifyInstance) {
  route(app, {
    method: 'GET',
    url: '/activities',
    access: 'User',
    summary: 'The caller’s inbox, newest first: buddy requests and acceptances, props, comments, buddies’ records',
    tags,
    query: activitiesQuery,
    handler: async (ctx, { query }) => pageJson(await listActivities(ctx, query), activityOut),
  });
  route(app, {
    method: 'GET',
    url: '/activities/badge',
    access: 'User',
    summary: 'The bell’s count of unseen items and the number of buddy requests waiting (each up to 100)',
    tags,
    handler: (ctx) => inboxBadge(ctx),
  });
  route(app, {
    method: 'POST',
    url: '/activities/seen',
    access: 'User',
    summary: 'The inbox was opened: its items stop counting on the bell',
    tags,
    handler: (ctx) => markActivitiesSeen(ctx),
  });
  route(app, {
    method: 'POST',
    url: '/activities/read',
    access: 'User',
    summary: 'Marks every item of the caller’s inbox read',
    tags,
    handler: (ctx) => markAllActivitiesRead(ctx),
  });
  route(app, {
    method: 'POST',
    url: '/activities/:activityId/read',
    access: 'User',
    summary: 'Marks one of the caller’s items read',
    tags,
    params: z.object({ activityId: idSchema }),
    handler: async (ctx, { params }) => activityOut(await markActivityRead(ctx, params.activityId)),
  });
  route(app, {
    method: 'GET',
    url: '/push-subscriptions/key',
    access: 'User',
    summary: 'The server’s VAPID public key, for PushManager.subscribe’s applicationServerKey',
    tags,
    handler: (ctx) => webPushKey(ctx),
  });
  route(app, {
    method: 'POST',
    url: '/push-subscriptions',
    access: 'User',
    summary: 'Sends the caller’s inbox to this browser as pushes too (the body is PushSubscription.toJSON())',
    tags,
    body: pushSubscriptionInput,
    status: 201,
    handler: (ctx, { body }) => savePushSubscription(ctx, body),
  });
  route(app, {
    method: 'DELETE',
    url: '/push-subscriptions',
    access: 'User',
    summary: 'Stops the pushes to the browser with this endpoint',
    tags,
    query: endpointQuery,
    handler: (ctx, { query }) => deletePushSubscription(ctx, query),
  });
}
