import type { FastifyInstance } from 'fastify';
import type { Feedback } from '../../db/generated/sqlite/client.ts';
import { route } from '../../rest/route.js';
import { listFeedback, submitFeedback } from './service.js';
import { feedbackListQuery, submitFeedbackInput } from './schemas.js';

const tags = ['feedback'];

export const feedbackJson = (row: Feedback) => ({
  feedbackId: row.feedbackId,
  username: row.username,
  email: row.email,
  feedback: row.feedback,
  isAnonymous: row.isAnonymous,
  userAgent: row.userAgent,
  webhookStatus: row.webhookStatus,
  createdAt: row.createdAt.toISOString(),
});

export function registerFeedbackRoutes(app: FastifyInstance) {
  route(app, {
    method: 'POST',
    url: '/feedback',
    access: 'Anon',
    summary:
      'Send feedback: stored, then forwarded to the automation webhook when one is configured (502 when it fails); answers its receipt',
    tags,
    body: submitFeedbackInput,
    status: 201,
    handler: async (ctx, { body }) => {
      const { feedbackId, createdAt } = await submitFeedback(ctx, body);
      return { feedbackId, createdAt: createdAt.toISOString() };
    },
  });
  route(app, {
    method: 'GET',
    url: '/feedback',
    access: 'Admin',
    summary: 'Feedback received, newest first',
    tags,
    query: feedbackListQuery,
    handler: async (ctx, { query }) => {
      const page = await listFeedback(ctx, query);
      return { items: (page.items as Feedback[]).map(feedbackJson), nextCursor: page.nextCursor };
    },
  });
}
