import type { FastifyInstance } from 'fastify';
import { route } from '../../rest/route.js';
import { creatorDashboard, dashboardQuery } from './service.js';

const contentJson = (item: Awaited<ReturnType<typeof creatorDashboard>>['drafts'][number]) => ({
  ...item,
  lastUpdated: item.lastUpdated.toISOString(),
});

export function registerDashboardRoutes(app: FastifyInstance) {
  route(app, {
    method: 'GET',
    url: '/creator-dashboard',
    access: 'User',
    summary: 'Views, ratings, shares and duplicates of your workouts and programs over the last 7, 30 or 90 days',
    tags: ['creator-dashboard'],
    query: dashboardQuery,
    handler: async (ctx, { query }) => {
      const dashboard = await creatorDashboard(ctx, query);
      return {
        ...dashboard,
        since: dashboard.since.toISOString(),
        topContent: dashboard.topContent.map(contentJson),
        drafts: dashboard.drafts.map(contentJson),
      };
    },
  });
}
