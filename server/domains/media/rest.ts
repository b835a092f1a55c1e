import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { route } from '../../rest/route.js';
import { idSchema } from '../../lib/validate.js';
import { badInput } from '../../lib/errors.js';
import { getMedia, uploadMedia, type Upload } from './service.js';
import { mediaJson } from './json.js';

const tags = ['media'];

/** Reads the one file and the string fields of a multipart form. */
export async function readUpload(request: FastifyRequest): Promise<Upload | null> {
  if (!request.isMultipart())
    throw badInput('file: Send the file as multipart/form-data', [{ field: 'file', message: 'Send the file as multipart/form-data' }]);
  let upload: Upload | null = null;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        // toBuffer throws the size-limit error, which the error handler turns into a 413.
        upload = { fileName: part.filename, mimeType: part.mimetype, data: await part.toBuffer() };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    // Limits (413) and the plugin's own client errors carry a status; the parser's (no boundary, a cut-off body) do not.
    if ((error as { statusCode?: number }).statusCode) throw error;
    const message = `The multipart body could not be read: ${(error as Error).message}`;
    throw badInput(`file: ${message}`, [{ field: 'file', message }]);
  }
  return upload ? { ...upload, description: fields.description, fields } : null;
}

export function registerMediaRoutes(app: FastifyInstance) {
  route(app, {
    method: 'POST',
    url: '/media-assets',
    access: 'User',
    summary: 'Upload a picture or video (multipart: file, optional description); images get a thumbnail and a thumbHash',
    tags,
    consumes: ['multipart/form-data'],
    status: 201,
    handler: async (ctx, _input, request) => mediaJson(await uploadMedia(ctx, await readUpload(request))),
  });
  route(app, {
    method: 'GET',
    url: '/media-assets/:mediaAssetId',
    access: 'Anon',
    summary: 'One media asset',
    tags,
    params: z.object({ mediaAssetId: idSchema }),
    handler: async (ctx, { params }) => mediaJson(await getMedia(ctx, params.mediaAssetId)),
  });
}
