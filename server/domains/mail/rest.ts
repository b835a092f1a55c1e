import type { FastifyInstance } from 'fastify';
import { route } from '../../rest/route.js';
import { listOutbox, outboxQuery } from './service.js';

export function registerMailRoutes(app: FastifyInstance) {
  route(app, {
    method: 'GET',
    url: '/mail-outbox',
    access: 'Admin',
    summary: 'Mail the app has sent or queued, newest first',
    tags: ['mail'],
    query: outboxQuery,
    handler: (ctx, { query }) => listOutbox(ctx, query),
  });
}
