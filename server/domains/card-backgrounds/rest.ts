import type { FastifyInstance } from 'fastify';
import type { Prisma } from '../../db/generated/sqlite/client.ts';
import { route } from '../../rest/route.js';
import { mediaJson } from '../media/json.js';
import { listCardBackgrounds } from './service.js';

type BackgroundRow = Prisma.WorkoutCardBackgroundGetPayload<{ include: { mediaAsset: true } }>;

export function registerCardBackgroundRoutes(app: FastifyInstance) {
  for (const url of ['/static/workout-card-backgrounds/', '/static/workout-card-backgrounds']) {
    route(app, {
      method: 'GET',
      url,
      access: 'Anon',
      summary: 'The backgrounds workout and program cards can use, each a picture with a thumbHash',
      tags: ['workouts'],
      handler: async (ctx) =>
        ((await listCardBackgrounds(ctx, { include: { mediaAsset: true } })) as BackgroundRow[]).map((background) => ({
          workoutCardBackgroundId: background.workoutCardBackgroundId,
          name: background.name,
          sortOrder: background.sortOrder,
          mediaAsset: mediaJson(background.mediaAsset),
        })),
    });
  }
}
