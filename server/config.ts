// Environment variables, validated, with embedded defaults: with nothing set the app runs on SQLite in data/,
// keeps media on local disk and mail in the database outbox.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { VIEWER_FRESH_MS } from './auth/resolve-viewer.js';
import { ROOT } from './db/providers.js';

const optional = z
  .string()
  .optional()
  .transform((value) => (value === '' ? undefined : value));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: optional,
  DATABASE_URL: z.string().default('file:data/liftmates.db'),
  WEB_BUILD_DIR: z.string().default('dist'),
  REDIS_URL: optional,
  WORKERS: optional,
  TRUST_PROXY: optional,
  JWT_SECRET: optional,
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().positive().default(30),
  MEDIA_DIR: z.string().default('data/media'),
  MEDIA_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(10 * 1024 * 1024),
  SMTP_URL: optional,
  MAIL_FROM: z.string().default('Liftmates <no-reply@liftmates.local>'),
  SUPPORT_EMAIL: z.string().email().default('support@liftmates.app'),
  FEEDBACK_WEBHOOK_URL: optional,
  ADMIN_EMAIL: optional,
  ADMIN_PASSWORD: optional,
  GOOGLE_CLIENT_ID: optional,
  GOOGLE_CLIENT_SECRET: optional,
  GITHUB_CLIENT_ID: optional,
  GITHUB_CLIENT_SECRET: optional,
  RATE_LIMIT_AUTH_PER_MINUTE: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_PAGE_RENDERS_PER_MINUTE: z.coerce.number().int().positive().default(60),
  RESPONSE_CACHE_SECONDS: z.coerce.number().int().min(0).default(300),
  VIEWER_FRESH_MS: z.coerce.number().int().min(0).default(VIEWER_FRESH_MS),
  CORS_ORIGINS: optional,
  GRAPHQL_INTROSPECTION: z.enum(['true', 'false', '']).optional(),
  GRAPHQL_DIRECT_QUERIES: z.enum(['true', 'false', '']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: optional,
  VAPID_PUBLIC_KEY: optional,
  VAPID_PRIVATE_KEY: optional,
  VAPID_SUBJECT: optional,
});

export type Config = ReturnType<typeof loadConfig>;

/**
 * Whom to believe about the client's address and protocol (X-Forwarded-*). Off by default: believing every sender
 * would let anyone dodge the rate limits with a made-up X-Forwarded-For. Behind a reverse proxy set 'true', the
 * number of proxy hops, or the proxies' addresses (comma-separated IPs or CIDRs).
 */
function trustProxy(value: string | undefined): boolean | string | ((address: string, hop: number) => boolean) {
  if (value === undefined || value === 'false' || value === '0') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value;
}

/**
 * How many processes serve: 1 by default, a number, or 'auto' for one per core (server/workers.ts). Processes share
 * rate limits, the response cache, kept pages and the live feed through Redis, as instances on several machines do.
 */
function workers(value: string | undefined, redisUrl: string | undefined): number {
  if (value === undefined) return 1;
  const count = value === 'auto' ? os.availableParallelism() : /^\d+$/.test(value) ? Number(value) : NaN;
  if (!(count >= 1 && count <= 64)) throw new Error(`Invalid configuration: WORKERS: ${value} is not 'auto' or a number from 1 to 64`);
  if (count > 1 && !redisUrl)
    throw new Error(
      'Invalid configuration: WORKERS above 1 needs REDIS_URL: the processes share rate limits, the response cache, kept pages and the live feed through Redis',
    );
  return count;
}

/**
 * The origins allowed to call /graphql and /api from a browser with the user's cookies: exact origins
 * (scheme://host[:port]), comma-separated. Nothing by default, so only the app's own pages can.
 */
function corsOrigins(value: string | undefined): string[] {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries.map((entry) => {
    const url = URL.canParse(entry) ? new URL(entry) : undefined;
    const bare = url && /^https?:$/.test(url.protocol) && url.pathname === '/' && !url.search && !url.hash && !url.username;
    if (!bare) throw new Error(`Invalid configuration: CORS_ORIGINS: ${entry} is not an origin like https://app.example.com`);
    // Browsers send the serialized form (lower case, no default port): compare with that.
    return url.origin;
  });
}

/** A stable secret for development: generated once into data/, never committed. Production must set JWT_SECRET. */
function developmentSecret(): string {
  const file = path.join(ROOT, 'data', '.jwt-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const secret = crypto.randomBytes(32).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * The Web Push (VAPID) identity: a P-256 key pair as base64url (an uncompressed public point of 65 bytes and a
 * private scalar of 32), both or neither (the server then makes a pair once and keeps it in the database), and whom
 * push services may contact about it: a mailto: or https: address, the support address by default.
 */
function webPush(e: { VAPID_PUBLIC_KEY?: string; VAPID_PRIVATE_KEY?: string; VAPID_SUBJECT?: string }, supportEmail: string) {
  const bytes = (value: string) => (/^[A-Za-z0-9_-]+$/.test(value) ? Buffer.from(value, 'base64url') : Buffer.alloc(0));
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = e;
  if (!publicKey !== !privateKey) throw new Error('Invalid configuration: set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY together');
  if (publicKey && (bytes(publicKey).length !== 65 || bytes(publicKey)[0] !== 4))
    throw new Error('Invalid configuration: VAPID_PUBLIC_KEY must be an uncompressed P-256 point (65 bytes), base64url');
  if (privateKey && bytes(privateKey).length !== 32)
    throw new Error('Invalid configuration: VAPID_PRIVATE_KEY must be a P-256 private key (32 bytes), base64url');
  const subject = e.VAPID_SUBJECT ?? `mailto:${supportEmail}`;
  if (!/^(mailto:.+|https:\/\/.+)$/.test(subject)) throw new Error('Invalid configuration: VAPID_SUBJECT must be a mailto: or https: URL');
  return { keys: publicKey && privateKey ? { publicKey, privateKey } : undefined, subject };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && !e.JWT_SECRET) throw new Error('Invalid configuration: JWT_SECRET is required in production');
  if (e.JWT_SECRET && e.JWT_SECRET.length < 32) throw new Error('Invalid configuration: JWT_SECRET must be at least 32 characters');
  return {
    env: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    port: e.PORT,
    host: e.HOST,
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    workers: workers(e.WORKERS, e.REDIS_URL),
    trustProxy: trustProxy(e.TRUST_PROXY),
    jwtSecret: e.JWT_SECRET ?? developmentSecret(),
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlDays: e.REFRESH_TOKEN_TTL_DAYS,
    /** The web app's build: web/ for the browser, ssr/ for the server's renders (`npm run build:web`). */
    webBuildDir: path.resolve(ROOT, e.WEB_BUILD_DIR),
    mediaDir: path.isAbsolute(e.MEDIA_DIR) ? e.MEDIA_DIR : path.join(ROOT, e.MEDIA_DIR),
    mediaMaxBytes: e.MEDIA_MAX_BYTES,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    supportEmail: e.SUPPORT_EMAIL,
    feedbackWebhookUrl: e.FEEDBACK_WEBHOOK_URL,
    admin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    oauth: {
      google:
        e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET } : undefined,
      github:
        e.GITHUB_CLIENT_ID && e.GITHUB_CLIENT_SECRET ? { clientId: e.GITHUB_CLIENT_ID, clientSecret: e.GITHUB_CLIENT_SECRET } : undefined,
    },
    authRateLimitPerMinute: e.RATE_LIMIT_AUTH_PER_MINUTE,
    pageRendersPerMinute: e.RATE_LIMIT_PAGE_RENDERS_PER_MINUTE,
    /** How long an anonymous GraphQL answer may be served again (0 turns the response cache off). */
    responseCacheSeconds: e.RESPONSE_CACHE_SECONDS,
    /** How long a member's status and roles, once read, serve their next requests (auth/resolve-viewer.ts). */
    viewerFreshMs: e.VIEWER_FRESH_MS,
    corsOrigins: corsOrigins(e.CORS_ORIGINS),
    // The schema is public knowledge in development; in production only when asked for.
    graphqlIntrospection: e.GRAPHQL_INTROSPECTION ? e.GRAPHQL_INTROSPECTION === 'true' : e.NODE_ENV !== 'production',
    /** Whether queries POSTed as JSON are answered without Yoga's HTTP layer (graphql/direct-queries.ts). */
    graphqlDirectQueries: e.GRAPHQL_DIRECT_QUERIES !== 'false',
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO === '1' || e.SEED_DEMO === 'true',
    webPush: webPush(e, e.SUPPORT_EMAIL),
  };
}
