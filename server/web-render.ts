// Public pages rendered on the server (the web app's src/entry-server.tsx, built into dist/ssr by `npm run build:web`):
// the HTML of /flexicon/explore, /e/{code}, /w/{id}, /auth/login and the documents carries the page itself, for
// crawlers, link previews and a first paint that waits for no script. Only visitors who are not signed in get them (no
// session cookie): the render is the same for all of them, so it is kept and served again until the data changes, and
// a member's own view (their private workout, their menus) is never rendered here.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { ACCESS_COOKIE, REFRESH_COOKIE } from './auth/cookies.js';
import { readByVisitors } from './graphql/response-cache.js';
import type { RateLimiter } from './auth/rate-limit.js';
import { acceptedLanguage, chooseLanguage, LANGUAGE_COOKIE, LANGUAGE_PARAM, type Language } from '../common/languages.js';

/** A page rendered by the web app's src/entry-server.tsx. */
export interface RenderedPage {
  html: string;
  globalStyles: string;
  styles: string;
  dataBlock: string;
}
type Render = (
  url: string,
  options: { fetch: typeof fetch; language: string | null; interfaceLanguage: Language; signal: AbortSignal },
) => Promise<RenderedPage | null>;

/** Renders kept at most (the oldest goes first); all are dropped whenever the data changes. */
const KEPT_PAGES = 200;
/** A render that takes longer is given up, and the browser renders the page. */
const RENDER_TIMEOUT_MS = 5_000;

export interface PageRenderer {
  /** The page's rendered markup and data for this request, or null to send the page unrendered. */
  render(request: FastifyRequest): Promise<RenderedPage | null>;
  /** A write through the database client to `model`: kept renders that may show it are dropped. */
  changed(model: string): void;
}

/**
 * The language a visitor's page is shown in: the address's `?lang=`, else the one they chose before (a cookie the
 * web app writes), else the first of their browser's that the interface speaks.
 */
export function interfaceLanguageOf(request: FastifyRequest): Language {
  const asked = (request.query as Record<string, unknown> | undefined)?.[LANGUAGE_PARAM];
  return chooseLanguage(
    typeof asked === 'string' ? asked : null,
    request.cookies[LANGUAGE_COOKIE],
    acceptedLanguage(request.headers['accept-language']),
  );
}

/** The first language of an Accept-Language header (units default by it), if it looks like one. */
export function firstLanguage(header: string | undefined): string | null {
  const first = header?.split(',')[0]?.split(';')[0]?.trim();
  return first && /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(first) ? first : null;
}

/**
 * Loads the server build of the web app, or null when there is none (the page is then rendered in the browser).
 * keep: keep renders until the data changes. Several instances (sharing Redis) do not keep them, since a write
 * through another instance would not reach them; their renders read through the shared GraphQL response cache.
 */
export async function loadPageRenderer(
  app: FastifyInstance,
  ssrDir: string,
  options: { keep: boolean; log: FastifyBaseLogger; limiter: RateLimiter; rendersPerMinute: number },
): Promise<PageRenderer | null> {
  const entry = path.join(ssrDir, 'entry-server.js');
  if (!fs.existsSync(entry)) return null;
  const { render } = (await import(pathToFileURL(entry).href)) as { render: Render };
  // The render asks the app's own GraphQL endpoint, as a visitor without a session: the same permissions and the same
  // response cache as any anonymous request.
  const graphql: typeof fetch = async (_input, init) => {
    const response = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
      payload: typeof init?.body === 'string' ? init.body : '',
    });
    return new Response(response.body, {
      status: response.statusCode,
      headers: { 'content-type': String(response.headers['content-type'] ?? 'application/json') },
    });
  };
  const kept = new Map<string, RenderedPage>();
  // Visitors asking for the same page at once share one render.
  const running = new Map<string, Promise<RenderedPage | null>>();
  // A render that started before the data changed may show the old data: it is sent, not kept.
  let generation = 0;
  const renderNow = async (url: string, language: string | null, interfaceLanguage: Language, key: string) => {
    const startedAt = generation;
    const page = await render(`http://localhost${url}`, {
      fetch: graphql,
      language,
      interfaceLanguage,
      signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
    }).catch((error: unknown) => {
      // A page of something that does not exist is the browser's 404 page; anything else is worth a look.
      const level = error instanceof Error && error.name === 'NotFoundError' ? 'debug' : 'error';
      options.log[level]({ err: error, url }, 'server render failed; the browser renders the page');
      return null;
    });
    if (page && options.keep && startedAt === generation) {
      if (kept.size >= KEPT_PAGES) kept.delete(kept.keys().next().value!);
      kept.set(key, page);
    }
    return page;
  };
  return {
    async render(request) {
      if (request.cookies[ACCESS_COOKIE] || request.cookies[REFRESH_COOKIE]) return null;
      const language = firstLanguage(request.headers['accept-language']);
      const interfaceLanguage = interfaceLanguageOf(request);
      const key = `${interfaceLanguage} ${language ?? ''} ${request.url}`;
      const known = kept.get(key) ?? running.get(key);
      if (known) return known;
      // A render costs the server a good share of a CPU for a moment: a client asking for address after address
      // (query strings are endless) gets the pages unrendered past its share, which the browser then renders.
      const { allowed } = await options.limiter.attempt(`page-render:${request.ip}`, options.rendersPerMinute, 60_000);
      if (!allowed) return null;
      const page = renderNow(request.url, language, interfaceLanguage, key).finally(() => running.delete(key));
      running.set(key, page);
      return page;
    },
    changed(model) {
      // A render reads what an anonymous query reads, and nothing else.
      if (!readByVisitors(model)) return;
      generation++;
      kept.clear();
    },
  };
}
