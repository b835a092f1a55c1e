import type { FastifyInstance } from 'fastify';
import type { Doc } from '../../db/generated/sqlite/client.ts';
import { route } from '../../rest/route.js';
import { createDoc, getDoc, updateDoc } from './service.js';
import { createDocInput, documentIdParams, updateDocInput } from './schemas.js';

const tags = ['docs'];

export const docJson = (doc: Doc) => ({
  documentId: doc.documentId,
  title: doc.title,
  content: doc.content,
  updatedAt: doc.updatedAt.toISOString(),
});

export function registerDocRoutes(app: FastifyInstance) {
  route(app, {
    method: 'POST',
    url: '/docs',
    access: 'Admin',
    summary: 'Create a Markdown page such as terms or privacy',
    tags,
    body: createDocInput,
    status: 201,
    handler: async (ctx, { body }) => docJson(await createDoc(ctx, body)),
  });
  route(app, {
    method: 'GET',
    url: '/docs/:documentId',
    access: 'Anon',
    summary: 'One Markdown page',
    tags,
    params: documentIdParams,
    handler: async (ctx, { params }) => docJson(await getDoc(ctx, params.documentId)),
  });
  route(app, {
    method: 'PUT',
    url: '/docs/:documentId',
    access: 'Admin',
    summary: "Change a page's title or content",
    tags,
    params: documentIdParams,
    body: updateDocInput,
    handler: async (ctx, { params, body }) => docJson(await updateDoc(ctx, params.documentId, body)),
  });
}
