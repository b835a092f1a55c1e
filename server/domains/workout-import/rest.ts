import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { route } from '../../rest/route.js';
import { readUpload } from '../media/rest.js';
import { previewWorkoutImport } from './service.js';

export function registerWorkoutImportRoutes(app: FastifyInstance) {
  route(app, {
    method: 'POST',
    url: '/workouts/import',
    access: 'User',
    summary:
      'Read a workout to import (multipart `file`, or JSON {text}): our JSON export, a Strong or Hevy CSV, or notes like “Bench Press 3x8 @ 60kg”; answers a preview whose workout creating a workout takes',
    tags: ['workouts'],
    body: z.object({ text: z.string() }),
    consumes: ['application/json', 'multipart/form-data'],
    handler: async (ctx, { body }, request) => {
      if (request.isMultipart()) return previewWorkoutImport(ctx, { file: await readUpload(request) });
      const text = (body as { text?: unknown }).text;
      return previewWorkoutImport(ctx, { text: typeof text === 'string' ? text : null });
    },
  });
}
