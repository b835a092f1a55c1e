// Anonymous GraphQL reads answer the same for everyone, so their answers are kept and sent again until the data they
// may hold changes. Signed-in requests are never cached (their answers may hold what only they may see), nor are
// mutations, subscriptions, uploads, GETs, answers with errors, or requests sent with `Cache-Control: no-cache`.
// Anonymous REST GETs of routes that read the Flexicon's tables only (route.ts's `cached`) are kept the same way.
// Answers are kept compressed (http/compression.ts), made once when kept and sent as stored.
//
// Every write through the database client moves a version on: writes to the Flexicon's tables (exercises, muscles,
// equipment, the creators and media they show) move the catalogue's version, any other write but members' private
// bookkeeping moves the other's. An answer is sent again only while the versions it was made under still stand: the
// Flexicon's own queries depend on the catalogue's version alone, every other query on both. In memory by default; with
// Redis, answers and versions are shared, so a write on one instance reaches every instance's next read.
import crypto from 'node:crypto';
import type { Redis } from 'ioredis';
import { getOperationAST, parse, type OperationDefinitionNode } from 'graphql';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { compressOnce, sendCompressed, type Compressed } from '../http/compression.js';

export const CATALOGUE_MODELS = new Set([
  'Muscle',
  'MuscleGroup',
  'MuscleGroupMuscle',
  'Equipment',
  'EquipmentGroup',
  'EquipmentGroupMember',
  'ExerciseTag',
  'Measurement',
  'ExerciseType',
  'ExerciseTypeMeasurement',
  'PublishedStatus',
  'Locale',
  'Exercise',
  'ExerciseAlias',
  'ExerciseName',
  'ExerciseTagLink',
  'ExerciseEquipment',
  'ExerciseMuscle',
  'ExerciseContribution',
  'ExerciseVideo',
  'ExerciseInstruction',
  'CreatorProfile',
  'CreatorSocialLink',
  'SocialMediaPlatform',
  'MediaAsset',
]);
/** Tables no anonymous query reads: writing them changes no cached answer (nor a page rendered for visitors). */
const PRIVATE_MODELS = new Set([
  'RefreshToken',
  'OneTimeCode',
  'OAuthAccount',
  'MailMessage',
  'Feedback',
  'UserEquipment',
  'ContentView',
  'SeedRun',
  'Activity',
  'PushSubscription',
  'ServerKey',
]);
/** Whether an anonymous GraphQL query may read the table. */
export const readByVisitors = (model: string) => !PRIVATE_MODELS.has(model);

/** Root fields that read the Flexicon's tables only. */
export const CATALOGUE_FIELDS = new Set([
  'exercises',
  'exercise',
  'exerciseInstructions',
  'exerciseVideos',
  'exerciseTags',
  'exerciseTypes',
  'measurements',
  'publishedStatuses',
  'muscleGroups',
  'muscles',
  'equipmentGroups',
  'equipment',
  'locales',
]);

export type Scope = 'catalogue' | 'other';
export const scopeOfModel = (model: string): Scope | null =>
  CATALOGUE_MODELS.has(model) ? 'catalogue' : PRIVATE_MODELS.has(model) ? null : 'other';

/** A kept answer, as it is sent. */
export interface KeptAnswer {
  contentType: string;
  compressed: Compressed;
}

interface Entry extends KeptAnswer {
  versions: string;
}

/** Redis holds text: the compressed bodies travel as base64. */
const entryText = (entry: Entry) =>
  JSON.stringify({
    versions: entry.versions,
    contentType: entry.contentType,
    br: entry.compressed.br.toString('base64'),
    gzip: entry.compressed.gzip.toString('base64'),
  });
function entryOf(text: string): Entry {
  const stored = JSON.parse(text) as { versions: string; contentType: string; br: string; gzip: string };
  return {
    versions: stored.versions,
    contentType: stored.contentType,
    compressed: { br: Buffer.from(stored.br, 'base64'), gzip: Buffer.from(stored.gzip, 'base64') },
  };
}

interface Store {
  /** The answer kept under `key`, when it was made under the versions of `scopes` that stand now. */
  read(key: string, scopes: Scope[]): Promise<Entry | null>;
  versions(scopes: Scope[]): Promise<string>;
  write(key: string, entry: Entry): Promise<void>;
  bump(scope: Scope): Promise<void>;
}

const MEMORY_ENTRIES = 2000;

function memoryStore(ttlSeconds: number): Store {
  const versions: Record<Scope, number> = { catalogue: 0, other: 0 };
  const entries = new Map<string, Entry & { expires: number }>();
  const stamp = (scopes: Scope[]) => scopes.map((scope) => versions[scope]).join('.');
  return {
    async read(key, scopes) {
      const entry = entries.get(key);
      if (!entry) return null;
      if (entry.expires < Date.now() || entry.versions !== stamp(scopes)) {
        entries.delete(key);
        return null;
      }
      return entry;
    },
    async versions(scopes) {
      return stamp(scopes);
    },
    async write(key, entry) {
      if (entries.size >= MEMORY_ENTRIES) entries.delete(entries.keys().next().value!);
      entries.set(key, { ...entry, expires: Date.now() + ttlSeconds * 1000 });
    },
    async bump(scope) {
      versions[scope] += 1;
    },
  };
}

function redisStore(redis: Redis, ttlSeconds: number, namespace: string): Store {
  const versionKey = (scope: Scope) => `liftmates:response-cache:${namespace}:version:${scope}`;
  // Named anew when the entries' form changes, so an instance never reads another version's entries.
  const entryKey = (key: string) => `liftmates:response-cache:${namespace}:compressed:${key}`;
  const stamp = (values: (string | null)[]) => values.map((value) => value ?? '0').join('.');
  return {
    async read(key, scopes) {
      const [raw, ...versions] = await redis.mget(entryKey(key), ...scopes.map(versionKey));
      if (!raw) return null;
      const entry = entryOf(raw);
      return entry.versions === stamp(versions) ? entry : null;
    },
    async versions(scopes) {
      return stamp(await redis.mget(...scopes.map(versionKey)));
    },
    async write(key, entry) {
      await redis.set(entryKey(key), entryText(entry), 'EX', ttlSeconds);
    },
    async bump(scope) {
      await redis.incr(versionKey(scope));
    },
  };
}

export interface GraphqlRequest {
  method: string;
  anonymous: boolean;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

interface Params {
  query?: unknown;
  operationName?: unknown;
  variables?: unknown;
}

const noCache = (headers: GraphqlRequest['headers']) => String(headers['cache-control'] ?? '').includes('no-cache');
const keyOf = (parts: unknown[]) => crypto.createHash('sha256').update(JSON.stringify(parts)).digest('base64url');

/** A cacheable request's key and parameters; null when it is not to be cached. */
function cacheable(request: GraphqlRequest): { key: string; params: Params } | null {
  // POST only: a GET goes through the CSRF check, which a kept answer would skip.
  if (!request.anonymous || request.method !== 'POST' || noCache(request.headers)) return null;
  if (!String(request.headers['content-type'] ?? '').startsWith('application/json')) return null;
  const params = (request.body ?? {}) as Params;
  if (typeof params.query !== 'string') return null;
  const accept = String(request.headers.accept ?? '');
  return { key: keyOf([params.query, params.operationName ?? null, params.variables ?? null, accept]), params };
}

function scopesOf(operation: OperationDefinitionNode): Scope[] {
  const catalogueOnly = operation.selectionSet.selections.every(
    (selection) => selection.kind === 'Field' && CATALOGUE_FIELDS.has(selection.name.value),
  );
  return catalogueOnly ? ['catalogue'] : ['catalogue', 'other'];
}

/** The operation a request runs, when it is a query. */
function queryOf(params: Params): OperationDefinitionNode | null {
  try {
    const operation = getOperationAST(
      parse(params.query as string),
      typeof params.operationName === 'string' ? params.operationName : null,
    );
    return operation?.operation === 'query' ? operation : null;
  } catch {
    return null;
  }
}

export interface RestRequest {
  method: string;
  anonymous: boolean;
  url: string;
  headers: GraphqlRequest['headers'];
}

/** Where an answer is kept, and the versions it depends on. */
export interface CacheTarget {
  key: string;
  scopes: Scope[];
  /** A GraphQL answer with errors is not kept (a REST error has its own status). */
  graphql: boolean;
}

/** Keeps what a request answered, when it may be kept: the answer compressed, as it is to be sent. */
export type Keep = (status: number, contentType: string, body: string) => Promise<KeptAnswer | null>;

export interface ResponseCache {
  /** Where an anonymous GraphQL query's answer is kept, when it may be. */
  graphql(request: GraphqlRequest): CacheTarget | null;
  /** Where the answer of an anonymous GET of a route reading the Flexicon's tables only is kept, when it may be. */
  rest(request: RestRequest): CacheTarget | null;
  /** The kept answer, if there is one. */
  lookup(target: CacheTarget): Promise<KeptAnswer | null>;
  /** Starts keeping an answer: call before making it, then `keep` with what was answered. */
  begin(target: CacheTarget): Promise<Keep | null>;
  /** A write through the database client to `model`. */
  changed(model: string): void;
  /** Stops announcing writes: the server is closing, and its Redis connection with it. */
  close(): void;
  /** The scopes an answer to this request depends on, or null when it is not kept (the pages rendered from answers, web-pages.ts, are kept by them). */
  scopesOf(request: GraphqlRequest): Scope[] | null;
  /** The version of a scope standing now, or null when the store is unreachable. */
  version(scope: Scope): Promise<string | null>;
  /** The database's part of shared keys. */
  namespace: string;
}

export function createResponseCache(options: {
  ttlSeconds: number;
  redis?: Redis;
  /** The database the answers come from: instances of another database sharing the Redis never see them. */
  databaseUrl: string;
  onError: (error: unknown) => void;
}): ResponseCache | null {
  if (!options.ttlSeconds) return null;
  const namespace = crypto.createHash('sha256').update(options.databaseUrl).digest('base64url').slice(0, 12);
  const store = options.redis ? redisStore(options.redis, options.ttlSeconds, namespace) : memoryStore(options.ttlSeconds);
  // Each request's scopes, worked out once per query text.
  const scopesByQuery = new Map<string, Scope[] | null>();
  const scopesFor = (params: Params) => {
    const cacheKey = `${String(params.operationName ?? '')}\n${params.query as string}`;
    if (!scopesByQuery.has(cacheKey)) {
      if (scopesByQuery.size >= MEMORY_ENTRIES) scopesByQuery.delete(scopesByQuery.keys().next().value!);
      const operation = queryOf(params);
      scopesByQuery.set(cacheKey, operation ? scopesOf(operation) : null);
    }
    return scopesByQuery.get(cacheKey)!;
  };
  let closed = false;
  const later = new Map<Scope, NodeJS.Timeout>();
  const bump = (scope: Scope) => {
    if (!closed) void store.bump(scope).catch(options.onError);
  };
  return {
    namespace,
    scopesOf(request) {
      const target = cacheable(request);
      return target && scopesFor(target.params);
    },
    async version(scope) {
      return store.versions([scope]).catch((error: unknown) => {
        options.onError(error);
        return null;
      });
    },
    graphql(request) {
      const target = cacheable(request);
      const scopes = target && scopesFor(target.params);
      return target && scopes ? { key: target.key, scopes, graphql: true } : null;
    },
    rest(request) {
      if (!request.anonymous || request.method !== 'GET' || noCache(request.headers)) return null;
      return { key: keyOf(['GET', request.url, String(request.headers.accept ?? '')]), scopes: ['catalogue'], graphql: false };
    },
    async lookup(target) {
      return store.read(target.key, target.scopes).catch((error: unknown) => {
        options.onError(error);
        return null;
      });
    },
    async begin(target) {
      // The versions are read before the answer is made: a write landing meanwhile leaves the answer already outdated.
      const versions = await store.versions(target.scopes).catch((error: unknown) => {
        options.onError(error);
        return null;
      });
      if (versions === null) return null;
      return async (status, contentType, body) => {
        if (status !== 200 || (target.graphql && body.includes('"errors"'))) return null;
        const kept = { contentType, compressed: await compressOnce(body) };
        await store.write(target.key, { versions, ...kept }).catch(options.onError);
        return kept;
      };
    },
    changed(model) {
      const scope = scopeOfModel(model);
      if (!scope) return;
      bump(scope);
      // A write inside a transaction is announced before it commits; a read made in between is outdated by a second
      // bump, a second after the scope's last write. One timer per scope, moved on by each write: a live workout
      // writes several statements a second, and a timer (with a store round trip) for each of them added up.
      const pending = later.get(scope);
      if (pending) pending.refresh();
      else
        later.set(
          scope,
          setTimeout(() => {
            later.delete(scope);
            bump(scope);
          }, 1000).unref(),
        );
    },
    close() {
      closed = true;
      for (const timer of later.values()) clearTimeout(timer);
      later.clear();
    },
  };
}

/** Sends a kept answer, saying whether it came from the cache ("hit") or was made and kept now ("miss"). */
export function sendKept(request: FastifyRequest, reply: FastifyReply, kept: KeptAnswer, verdict: 'hit' | 'miss') {
  reply.header('content-type', kept.contentType).header('x-response-cache', verdict);
  return sendCompressed(request, reply, kept.compressed);
}
