import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { route } from '../../rest/route.js';
import { memberPage } from './service.js';

export function registerMemberRoutes(app: FastifyInstance) {
  route(app, {
    method: 'GET',
    url: '/members/:userName',
    access: 'User',
    summary: 'A member’s page: what they share with the caller (logs, records, published workouts)',
    tags: ['buddies'],
    params: z.object({ userName: z.string() }),
    handler: (ctx, { params }) => memberPage(ctx, params.userName),
  });
}
