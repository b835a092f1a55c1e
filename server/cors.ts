// Cross-origin access to /graphql and /api: only the origins named in CORS_ORIGINS, matched exactly. Anything else,
// `Origin: null` included, gets no Access-Control-* headers, so a browser keeps other sites from reading answers or
// sending credentialed requests that need a preflight. The web app is served from the same origin and needs none.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const CORS_PATHS = /^\/(api|graphql)(\/|\?|$)/;
const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE, OPTIONS';
/** The request headers the app's clients send; the CSRF headers let other clients talk to /graphql. */
const ALLOWED_HEADERS = 'Accept, Authorization, Content-Type, X-GraphQL-Yoga-CSRF, Apollo-Require-Preflight';
/** How long a browser may reuse a preflight's answer. */
const PREFLIGHT_MAX_AGE_SECONDS = 600;

export function registerCors(app: FastifyInstance, allowedOrigins: readonly string[]) {
  const allowed = new Set(allowedOrigins);
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!CORS_PATHS.test(request.url)) return;
    // Caches must not hand one origin's answer to another.
    reply.header('vary', 'Origin');
    const origin = request.headers.origin;
    const isAllowed = typeof origin === 'string' && allowed.has(origin);
    if (isAllowed) {
      reply.header('access-control-allow-origin', origin);
      reply.header('access-control-allow-credentials', 'true');
    }
    const isPreflight = request.method === 'OPTIONS' && request.headers['access-control-request-method'] !== undefined;
    if (!isPreflight) return;
    if (isAllowed) {
      reply.header('access-control-allow-methods', ALLOWED_METHODS);
      reply.header('access-control-allow-headers', ALLOWED_HEADERS);
      reply.header('access-control-max-age', String(PREFLIGHT_MAX_AGE_SECONDS));
    }
    // A refused preflight is answered too, only without the headers that would let the browser go on.
    return reply.status(204).send();
  });
}
