// The REST conventions in one place: every route declares who may call it and the zod schemas of its input;
// handlers call a domain service and return its result, which is sent as {"data": ...} (204 when nothing).
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import type { Config } from '../config.js';
import { requireAccess, type Access } from '../auth/permissions.js';
import { sendKept, type ResponseCache } from '../graphql/response-cache.js';

declare module 'fastify' {
  interface FastifyRequest {
    ctx: AppContext;
  }
  interface FastifyInstance {
    liftmatesConfig: Config;
    responseCache: ResponseCache | null;
  }
}

/** Body and query go to the service as sent: the service validates them, for REST and GraphQL alike. */
export interface RouteInput<P> {
  body: unknown;
  query: unknown;
  params: P;
}

type Schema = z.ZodType | undefined;
type Out<S extends Schema> = S extends z.ZodType ? z.output<S> : undefined;

export interface RouteSpec<B extends Schema, Q extends Schema, P extends Schema> {
  method: HTTPMethods;
  url: string;
  access: Access;
  summary: string;
  tags: string[];
  /** Body, query and path schemas document the route in OpenAPI; the service validates with the same schemas. */
  body?: B;
  query?: Q;
  params?: P;
  /** 201 for creations; 204 is chosen automatically when the handler returns nothing. */
  status?: 200 | 201 | 202;
  /** Multipart and other raw bodies skip JSON body parsing and are read by the handler. */
  consumes?: string[];
  /**
   * The route reads the Flexicon's tables only (as GraphQL's catalogue fields do): its anonymous answers are kept by
   * the response cache until those tables change.
   */
  cached?: boolean;
  handler: (ctx: AppContext, input: RouteInput<Out<P>>, request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
}

const jsonSchema = (schema: z.ZodType, io: 'input' | 'output' = 'input') =>
  z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-7' }) as Record<string, unknown>;

const errorResponse = {
  type: 'object',
  properties: {
    error: {
      type: 'object',
      properties: {
        code: { type: 'string' },
        message: { type: 'string' },
        details: { type: 'array', items: { type: 'object', properties: { field: { type: 'string' }, message: { type: 'string' } } } },
      },
    },
  },
};

export function route<B extends Schema = undefined, Q extends Schema = undefined, P extends Schema = undefined>(
  app: FastifyInstance,
  spec: RouteSpec<B, Q, P>,
) {
  app.route({
    method: spec.method,
    url: spec.url,
    schema: {
      summary: spec.summary,
      tags: spec.tags,
      description: `Access: ${spec.access}`,
      ...(spec.body ? { body: jsonSchema(spec.body) } : {}),
      ...(spec.query ? { querystring: jsonSchema(spec.query) } : {}),
      ...(spec.params ? { params: jsonSchema(spec.params) } : {}),
      ...(spec.consumes ? { consumes: spec.consumes } : {}),
      response: { '4XX': errorResponse },
    },
    handler: async (request, reply) => {
      const ctx = request.ctx;
      requireAccess(ctx, spec.access);
      const input = {
        // Path parameters go to the service as sent, like GraphQL arguments: the service checks them.
        params: request.params as Out<P>,
        query: request.query ?? {},
        body: request.body ?? {},
      };
      const cache = spec.cached ? request.server.responseCache : null;
      const target = cache?.rest({ method: request.method, anonymous: !ctx.viewer, url: request.url, headers: request.headers });
      const kept = target && (await cache!.lookup(target));
      if (kept) return sendKept(request, reply, kept, 'hit');
      const keep = target && (await cache!.begin(target));
      const result = await spec.handler(ctx, input, request, reply);
      if (reply.sent) return reply;
      if (result === undefined || result === null) return reply.status(204).send();
      const status = spec.status ?? 200;
      const keptNow = keep && (await keep(status, 'application/json; charset=utf-8', JSON.stringify({ data: result })));
      if (keptNow) return sendKept(request, reply.status(status), keptNow, 'miss');
      return reply.status(status).send({ data: result });
    },
  });
}
