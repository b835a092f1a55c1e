import type { FastifyInstance } from 'fastify';
import { route } from '../../rest/route.js';
import { pageJson } from '../../lib/pagination.js';
import { listOutbox, outboxQuery } from './service.js';

export function registerMailRoutes(app: FastifyInstance) {
  route(app, {
    method: 'GET',
    url: '/mail-outbox',
    access: 'Admin',
    summary: 'Mail the app has sent or queued, newest first',
    tags: ['mail'],
    query: outboxQuery,
    handler: async (ctx, { query }) => pageJson(await listOutbox(ctx, query), (row) => row),
  });
}
