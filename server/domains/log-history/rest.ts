import { PassThrough, Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { route } from '../../rest/route.js';
import { AppError, badInput } from '../../lib/errors.js';
import { parseInput } from '../../lib/validate.js';
import { translateMessage } from '../../messages/translate.js';
import { readUpload } from '../media/rest.js';
import { idSchema } from '../../lib/validate.js';
import { exportFileOf, exportLogs, exportQuery } from './export.js';
import { importLogs, listLogImports, previewLogImport, undoLogImport, type HistorySource, type ImportProgress } from './service.js';

const tags = ['workout logs'];

/** A multipart upload (file, and options as JSON) or a JSON body {text, mapping, keepAsOwn, visibility}. */
async function sourceOf(request: FastifyRequest, body: unknown): Promise<{ source: HistorySource; options: unknown }> {
  if (request.isMultipart()) {
    const upload = await readUpload(request);
    if (!upload)
      throw badInput('file: Choose a Strong or Hevy CSV export', [{ field: 'file', message: 'Choose a Strong or Hevy CSV export' }]);
    let options: unknown = {};
    if (upload.fields?.options) {
      try {
        options = JSON.parse(upload.fields.options);
      } catch {
        throw badInput('options: Not valid JSON', [{ field: 'options', message: 'Not valid JSON' }]);
      }
    }
    return { source: { file: upload }, options };
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) return { source: { text: null }, options: {} };
  const { text, ...options } = body as { text?: unknown };
  if (text !== undefined && typeof text !== 'string') throw badInput('text: Must be text', [{ field: 'text', message: 'Must be text' }]);
  return { source: { text: text ?? null }, options };
}

const importQuery = z.object({
  progress: z.enum(['ndjson']).optional().describe('ndjson: answer with a line per batch of sessions written, then the result'),
});

export function registerLogHistoryRoutes(app: FastifyInstance) {
  route(app, {
    method: 'POST',
    url: '/workout-logs/import/preview',
    access: 'User',
    summary: 'Reads a Strong or Hevy CSV export: its sessions and each exercise name with its Flexicon match',
    tags,
    consumes: ['multipart/form-data', 'application/json'],
    handler: async (ctx, { body }, request) => {
      const { source, options } = await sourceOf(request, body);
      return previewLogImport(ctx, source, options);
    },
  });
  route(app, {
    method: 'POST',
    url: '/workout-logs/import',
    access: 'User',
    summary:
      'Imports every session of a Strong or Hevy CSV export not imported before, as finished logs (multipart: file, options ' +
      'as JSON {mapping, keepAsOwn, visibility}; or JSON {text, mapping, keepAsOwn, visibility}; keepAsOwn maps a name to the ' +
      'type of an exercise of the caller’s own to keep it as: WEIGHT_REPS, REPS_ONLY, DURATION or DISTANCE_DURATION). With progress=ndjson the answer is ' +
      'application/x-ndjson: {"progress": {phase, sessionsDone, sessionCount}} lines, then {"data": result} or {"error": ...}.',
    tags,
    query: importQuery,
    consumes: ['multipart/form-data', 'application/json'],
    handler: async (ctx, { body, query }, request, reply) => {
      const { progress } = parseInput(importQuery, query ?? {});
      const { source, options } = await sourceOf(request, body);
      if (!progress) return importLogs(ctx, source, options);
      // Progress travels on the answer itself rather than through a job and a status route: nothing to keep between
      // requests, so it works the same behind a load balancer, and the file is sent once. Until the first line is
      // written, a bad file or option is still an ordinary 4xx.
      let stream: PassThrough | null = null;
      const line = (value: unknown) => {
        if (!stream) {
          stream = new PassThrough();
          void reply.header('content-type', 'application/x-ndjson; charset=utf-8').header('cache-control', 'no-store').send(stream);
        }
        stream.write(`${JSON.stringify(value)}\n`);
      };
      try {
        const result = await importLogs(ctx, source, options, (step: ImportProgress) => line({ progress: step }));
        if (!stream) return result;
        line({ data: result });
      } catch (error) {
        if (!stream) throw error;
        request.log.error({ err: error }, 'history import failed after it started');
        const known = error instanceof AppError;
        line({
          error: {
            code: known ? error.code : 'INTERNAL',
            message: translateMessage(
              known ? error.message : 'The import stopped part-way; import the same file again to add what is missing',
              ctx.language,
            ),
          },
        });
      }
      (stream as PassThrough | null)?.end();
      return reply;
    },
  });
  route(app, {
    method: 'GET',
    url: '/workout-logs/imports',
    access: 'User',
    summary: 'The caller’s history imports, newest first: {logImportId, source, fileName, logCount, setCount, createdAt}',
    tags,
    handler: (ctx) => listLogImports(ctx),
  });
  route(app, {
    method: 'DELETE',
    url: '/workout-logs/imports/:logImportId',
    access: 'User',
    summary: 'Undoes an import: removes exactly the logs it wrote and derives the records again; answers {logsRemoved}',
    tags,
    params: z.object({ logImportId: idSchema }),
    handler: (ctx, { params }) => undoLogImport(ctx, params.logImportId),
  });
  route(app, {
    method: 'GET',
    url: '/workout-logs/export',
    access: 'User',
    summary:
      'The caller’s finished logs as Strong 6’s CSV (format=strong), Hevy’s CSV (format=hevy, or csv) or JSON (format=json); ' +
      'times are the wall clock of the caller’s time zone',
    tags,
    query: exportQuery,
    handler: async (ctx, { query }, _request, reply) => {
      const { format } = parseInput(exportQuery, query ?? {});
      const day = new Date().toISOString().slice(0, 10);
      const file = exportFileOf(format);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="liftmates-logs-${day}${file.suffix}"`)
        .send(Readable.from(exportLogs(ctx, format)));
    },
  });
}
