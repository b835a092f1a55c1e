// Public pages rendered for visitors (web-render.ts), kept whole and compressed until a write to what they show. A
// page is as old as the GraphQL answers it was rendered from, so it is kept by the response cache's versions
// (graphql/response-cache.ts): it stands while the versions of the scopes of every query it ran still stand, which a
// write on any instance sharing Redis moves on. In memory by default; with Redis the pages are shared too, so a crowd
// spread over instances renders each page once per change.
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Redis } from 'ioredis';
import type { ResponseCache, Scope } from './graphql/response-cache.js';
import { compressOnce, type Compressed } from './http/compression.js';

/** A page as sent: brotli and gzip (identity is brotli's, decompressed for the rare client that accepts neither). */
export type KeptPage = Compressed;

/** Version of each scope the page depends on, when it was rendered. */
type Versions = Partial<Record<Scope, string>>;
interface Entry extends KeptPage {
  versions: Versions;
}

interface Store {
  read(key: string): Promise<Entry | null>;
  write(key: string, entry: Entry): Promise<void>;
}

/** Pages kept in memory at most (the oldest goes first): a page is some 55 KB compressed. */
const MEMORY_PAGES = 200;

// Measured on /flexicon/explore (263 KB of HTML): brotli 5 gives 27.0 KB in 4 ms, 9 gives 26.4 KB in 39 ms, 10 gives
// 24.6 KB in 233 ms, 11 gives 24.1 KB in 377 ms; gzip 9 gives 31.0 KB in 8 ms, 6 gives 31.5 KB in 3 ms. A page is
// compressed once per change, on libuv's threads; 9 keeps the first visit after a change quick (10 and 11 cost the
// first visitor a quarter to a third of a second for 7-9% less).
const PAGE_COMPRESSION = { brotliQuality: 9, gzipLevel: 9 };

export const compressPage = (html: string): Promise<KeptPage> => compressOnce(html, PAGE_COMPRESSION);

/** A kept page as written, for a client that takes no compression (and tests). */
export const identityOf = (page: KeptPage) => promisify(zlib.brotliDecompress)(page.br);

function memoryStore(ttlSeconds: number): Store {
  const entries = new Map<string, Entry & { expires: number }>();
  return {
    async read(key) {
      const entry = entries.get(key);
      if (entry && entry.expires < Date.now()) entries.delete(key);
      return entries.get(key) ?? null;
    },
    async write(key, entry) {
      entries.delete(key);
      if (entries.size >= MEMORY_PAGES) entries.delete(entries.keys().next().value!);
      entries.set(key, { ...entry, expires: Date.now() + ttlSeconds * 1000 });
    },
  };
}

function redisStore(redis: Redis, ttlSeconds: number, namespace: string): Store {
  const entryKey = (key: string) => `liftmates:pages:${namespace}:${key}`;
  return {
    async read(key) {
      const [versions, br, gzip] = await redis.hmgetBuffer(entryKey(key), 'versions', 'br', 'gzip');
      return versions && br && gzip ? { versions: JSON.parse(versions.toString()) as Versions, br, gzip } : null;
    },
    async write(key, entry) {
      await redis
        .multi()
        .hset(entryKey(key), { versions: JSON.stringify(entry.versions), br: entry.br, gzip: entry.gzip })
        .expire(entryKey(key), ttlSeconds)
        .exec();
    },
  };
}

/** Keeps one render: told each GraphQL request the render sends, it keeps the page by their scopes. */
export interface PageKeeper {
  /** A GraphQL request the render sent, as an anonymous JSON POST with this body. */
  asked(body: string): void;
  keep(key: string, page: KeptPage): Promise<void>;
}

export interface PageCache {
  /** The page kept under `key`, when the versions it was rendered under still stand. */
  read(key: string): Promise<KeptPage | null>;
  /**
   * Starts keeping a render: call before rendering (a write landing meanwhile leaves the render already outdated).
   * Null when the versions cannot be read.
   */
  begin(): Promise<PageKeeper | null>;
}

const SCOPES: Scope[] = ['catalogue', 'other'];
const JSON_POST = { 'content-type': 'application/json' };

export function createPageCache(options: {
  responseCache: ResponseCache;
  ttlSeconds: number;
  redis?: Redis;
  onError: (error: unknown) => void;
}): PageCache {
  const { responseCache, onError } = options;
  const store = options.redis ? redisStore(options.redis, options.ttlSeconds, responseCache.namespace) : memoryStore(options.ttlSeconds);
  const standing = async (versions: Versions) => {
    const scopes = Object.keys(versions) as Scope[];
    const now = await Promise.all(scopes.map((scope) => responseCache.version(scope)));
    return scopes.every((scope, index) => now[index] !== null && now[index] === versions[scope]);
  };
  return {
    async read(key) {
      try {
        const entry = await store.read(key);
        return entry && (await standing(entry.versions)) ? { br: entry.br, gzip: entry.gzip } : null;
      } catch (error) {
        onError(error);
        return null;
      }
    },
    async begin() {
      const before = await Promise.all(SCOPES.map((scope) => responseCache.version(scope)));
      if (before.some((version) => version === null)) return null;
      const scopes = new Set<Scope>();
      // A query the response cache would not keep (it reads nothing it knows the scopes of) leaves the page unkept.
      let keepable = true;
      return {
        asked(body) {
          let parsed: unknown;
          try {
            parsed = JSON.parse(body);
          } catch {
            keepable = false;
            return;
          }
          const asked = responseCache.scopesOf({ method: 'POST', anonymous: true, headers: JSON_POST, body: parsed });
          if (!asked) keepable = false;
          for (const scope of asked ?? []) scopes.add(scope);
        },
        async keep(key, page) {
          if (!keepable) return;
          const versions: Versions = {};
          for (const scope of scopes) versions[scope] = before[SCOPES.indexOf(scope)]!;
          await store.write(key, { ...page, versions }).catch(onError);
        },
      };
    },
  };
}
