// Composes the HTTP app: security headers, cookies, rate limits, /graphql, /api, /media and the web app.
import fs from 'node:fs';
import path from 'node:path';
import Fastify, { LogController, type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { Redis } from 'ioredis';
import type { AppServices } from './context.js';
import { ACCESS_COOKIE, fastifyCookies } from './auth/cookies.js';
import { memoryRateLimiter, redisRateLimiter } from './auth/rate-limit.js';
import { createFeedEvents } from './domains/feed/events.js';
import { resolveViewer, viewerCache } from './auth/resolve-viewer.js';
import { AppError, type ErrorCode } from './lib/errors.js';
import { onWrite } from './db/client.js';
import { createYoga } from './graphql/yoga.js';
import { createResponseCache, sendKept } from './graphql/response-cache.js';
import { perRequestCompression } from './http/compression.js';
import { directQueries } from './graphql/direct-queries.js';
import { graphiqlContentSecurityPolicy } from './graphql/graphiql.js';
import { registerRestRoutes } from './domains/rest.js';
import { DOC_PAGE, registerWebApp } from './web.js';
import { helmetHeaders } from './security-headers.js';
import { loadPageRenderer } from './web-render.js';
import { requestLanguage } from './messages/request-language.js';
import { translateError } from './messages/translate.js';
import { createPageCache } from './web-pages.js';
import { registerCors } from './cors.js';
import { registerServerTiming } from './http/server-timing.js';
import { mediaHeaders } from './media/headers.js';
import { docPageMeta } from './domains/docs/service.js';
import { exercisePageMeta } from './domains/exercises/service.js';
import { workoutPageMeta } from './domains/workouts/service.js';

function errorBody(error: AppError) {
  return { error: { code: error.code, message: error.message, details: error.details } };
}

/** The codes of the client errors Fastify and its plugins raise; any other 4xx is the client's bad input. */
const FRAMEWORK_CODES: Partial<Record<number, ErrorCode>> = {
  400: 'BAD_USER_INPUT',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

/** Framework errors (bad JSON, oversized bodies, rate limits, refused paths) in the same shape as domain errors. */
function toAppError(error: FastifyError): AppError {
  if (error instanceof AppError) return error;
  const status = error.statusCode ?? 500;
  if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE')
    return new AppError('PAYLOAD_TOO_LARGE', 'The upload is larger than allowed');
  if (status === 429) return new AppError('RATE_LIMITED', 'Too many requests. Please wait a minute and try again.');
  if (status >= 400 && status < 500)
    return new AppError(FRAMEWORK_CODES[status] ?? 'BAD_USER_INPUT', error.message || 'The request is malformed');
  return new AppError('INTERNAL', 'Something went wrong on our side');
}

export async function buildApp(services: AppServices): Promise<FastifyInstance> {
  const { config } = services;
  const originOf = (request: FastifyRequest) =>
    config.publicUrl ?? `${request.protocol}://${request.headers.host ?? `localhost:${config.port}`}`;
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    // Two lines for every request (received, answered) were most of the log under load, written synchronously by the
    // process that answers: in production only what goes wrong is logged (see README, Configuration).
    logController: new LogController({ disableRequestLogging: config.isProduction }),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // A URL that cannot be decoded is refused before routing, by this rather than the error handler.
    frameworkErrors: (error, _request, reply) => {
      const appError = toAppError(error);
      void (reply as FastifyReply).code(appError.status).send(errorBody(appError));
    },
  });

  app.decorate('liftmatesConfig', config);
  // The security headers are the same on every answer: worked out once from helmet and set as they are (helmet's
  // middleware, run per request, spent about a twentieth of a small GraphQL answer's CPU).
  const securityHeaders = helmetHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        mediaSrc: ["'self'", 'blob:', 'https:'],
        // Chakra (emotion) writes style elements at run time; scripts come only from the app's own files.
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameSrc: ["'self'", 'https://www.youtube.com', 'https://player.vimeo.com'],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(securityHeaders);
    done();
  });
  registerServerTiming(app);
  // Answers made per request are compressed for clients that accept it, at the quickest settings; kept answers are
  // sent as compressed when kept (http/compression.ts), the page's HTML compresses itself (web.ts), the web app's
  // files come compressed from the build and images and videos are left as they are.
  await app.register(compress, perRequestCompression);
  await app.register(cookie);
  registerCors(app, config.corsOrigins);
  const redis = config.redisUrl ? new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 }) : undefined;
  if (redis) {
    // Errors on the connection are logged where it is used; a connection already gone needs no goodbye.
    redis.on('error', (error: unknown) => app.log.warn({ err: error }, 'Redis connection error'));
    app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));
  }
  const limiter = redis
    ? redisRateLimiter(redis, (error) => app.log.error({ err: error }, 'rate-limit counters unreachable; letting the attempt through'))
    : memoryRateLimiter();
  const feedEvents = createFeedEvents(config.redisUrl, (error) => app.log.warn({ err: error }, 'Redis connection error (live feed)'));
  app.addHook('onClose', () => feedEvents.close());
  await app.register(multipart, { limits: { fileSize: config.mediaMaxBytes, files: 1, fields: 10 } });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Liftmates API',
        version: '1.0.0',
        description: 'Fitness is more fun together! Create, share, and discover workouts.',
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: {
          cookie: { type: 'apiKey', in: 'cookie', name: ACCESS_COOKIE },
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        },
      },
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  // Input is validated by the domain services' zod schemas, so both APIs refuse bad input with the same words.
  app.setValidatorCompiler(() => (data) => ({ value: data }));
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));

  app.decorateRequest('ctx', null as never);
  const viewers = viewerCache(services.db, config.viewerFreshMs);
  app.addHook('onClose', async () => viewers.close());
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api') && !request.url.startsWith('/graphql')) return;
    const viewer = await resolveViewer(viewers, config.jwtSecret, request.headers.authorization, request.cookies[ACCESS_COOKIE]);
    request.ctx = {
      ...services,
      viewer,
      cookies: fastifyCookies(request, reply, {
        secure: config.isProduction,
        accessTtlSeconds: config.accessTokenTtlSeconds,
        refreshTtlDays: config.refreshTokenTtlDays,
      }),
      client: {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? 'unknown',
        origin: originOf(request),
      },
      language: requestLanguage(request, viewer),
      limiter,
      feedEvents,
      log: request.log,
    };
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const appError = toAppError(error);
    if (appError.code === 'INTERNAL') request.log.error(error);
    // An error before the request's context was made (a malformed body on a page) is worded for the visitor alike.
    const language = request.ctx?.language ?? requestLanguage(request, null);
    return reply.status(appError.status).send(errorBody(translateError(appError, language)));
  });
  const responseCache = createResponseCache({
    ttlSeconds: config.responseCacheSeconds,
    redis,
    databaseUrl: config.databaseUrl,
    onError: (error) => app.log.error({ err: error }, 'response cache unreachable; answering without it'),
  });
  if (responseCache) {
    const stop = onWrite(services.db, (model) => responseCache.changed(model));
    app.addHook('onClose', async () => {
      stop();
      responseCache.close();
    });
  }
  // REST routes that read the Flexicon's tables only keep their anonymous answers in it (rest/route.ts).
  app.decorate('responseCache', responseCache);
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  await app.register(
    async (api) => {
      registerRestRoutes(api);
    },
    { prefix: '/api' },
  );

  const yoga = createYoga(services);
  const direct = config.graphqlDirectQueries ? directQueries(yoga) : undefined;
  const graphqlRequest = (request: FastifyRequest) => ({
    method: request.method,
    anonymous: !request.ctx.viewer,
    headers: request.headers,
    body: request.body,
  });
  app.route({
    url: '/graphql',
    method: ['GET', 'POST', 'OPTIONS'],
    schema: { hide: true },
    handler: async (request, reply) => {
      const target = responseCache?.graphql(graphqlRequest(request));
      const kept = target && (await responseCache!.lookup(target));
      if (kept) return sendKept(request, reply, kept, 'hit');
      const keep = target && (await responseCache!.begin(target));
      const answer = await direct?.(request, request.ctx);
      if (answer) {
        reply.status(answer.status);
        const keptNow = keep && (await keep(answer.status, answer.contentType, answer.body));
        if (keptNow) return sendKept(request, reply, keptNow, 'miss');
        return reply.header('content-type', answer.contentType).send(answer.body);
      }
      const response = await yoga.handleNodeRequestAndResponse(request, reply, request.ctx);
      response.headers.forEach((value, key) => void reply.header(key, value));
      reply.status(response.status);
      if (response.headers.get('content-type')?.startsWith('text/html')) {
        // GraphiQL (development only) runs inline scripts and loads its editor from a CDN: it gets its own policy.
        const html = await response.text();
        return reply.header('content-security-policy', graphiqlContentSecurityPolicy(html)).send(html);
      }
      if (keep) {
        const body = await response.text();
        const keptNow = await keep(response.status, response.headers.get('content-type') ?? 'application/json', body);
        if (keptNow) return sendKept(request, reply, keptNow, 'miss');
        return reply.send(body);
      }
      // An answer is sent whole; only a stream of results (a subscription's events) is sent as it comes. Piping a
      // one-chunk answer through a stream costs more than the answer itself on a small operation.
      if (response.headers.get('content-type')?.startsWith('application/')) return reply.send(await response.text());
      reply.send(response.body);
      return reply;
    },
  });

  fs.mkdirSync(config.mediaDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: config.mediaDir,
    prefix: '/media/',
    decorateReply: false,
    maxAge: '7d',
    immutable: true,
    setHeaders: mediaHeaders,
  });
  const renderer = await loadPageRenderer(app, path.join(config.webBuildDir, 'ssr'), {
    // Pages are kept as the answers they are rendered from are, and end with them.
    cache:
      responseCache &&
      createPageCache({
        responseCache,
        ttlSeconds: config.responseCacheSeconds,
        redis,
        onError: (error) => app.log.error({ err: error }, 'kept pages unreachable; rendering without them'),
      }),
    log: app.log,
    limiter,
    rendersPerMinute: config.pageRendersPerMinute,
  });
  const metaFor = async (pathname: string) => {
    const exercise = /^\/e\/([A-Za-z0-9_]+)\/?$/.exec(pathname);
    if (exercise) return exercisePageMeta(services.db, decodeURIComponent(exercise[1]!).toUpperCase());
    const workout = /^\/w\/([A-Za-z0-9_-]{1,64})\/?$/.exec(pathname);
    if (workout) return workoutPageMeta(services.db, workout[1]!);
    const doc = DOC_PAGE.exec(pathname);
    return doc ? docPageMeta(services.db, doc[1]!) : null;
  };
  await registerWebApp(app, path.join(config.webBuildDir, 'web'), originOf, metaFor, renderer, config.isProduction);
  return app;
}
