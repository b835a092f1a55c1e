// Public pages rendered on the server (the web app's src/entry-server.tsx, built into dist/ssr by `npm run build:web`):
// the HTML of /flexicon/explore, /e/{code}, /w/{id}, /auth/login and the documents carries the page itself, for
// crawlers, link previews and a first paint that waits for no script. Only visitors who are not signed in get them (no
// session cookie): the render is the same for all of them, so it is kept and served again until the data changes, and
// a member's own view (their private workout, their menus) is never rendered here.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { ACCESS_COOKIE, REFRESH_COOKIE } from './auth/cookies.js';
import type { RateLimiter } from './auth/rate-limit.js';
import { compressPage, type KeptPage, type PageCache, type PageKeeper } from './web-pages.js';
import { startRenderThread, type GraphqlAnswer } from './web-render-thread.js';
import { acceptedLanguage, chooseLanguage, LANGUAGE_COOKIE, LANGUAGE_PARAM, type Language } from '../common/languages.js';

/** A page rendered by the web app's src/entry-server.tsx. */
export interface RenderedPage {
  html: string;
  globalStyles: string;
  styles: string;
  dataBlock: string;
}
/** A render that takes longer is given up, and the browser renders the page. */
const RENDER_TIMEOUT_MS = 5_000;

/** Where a page sent came from: kept from an earlier render, rendered for this request, or for another one at once. */
export type PageSource = 'kept' | 'fresh' | 'shared';

export interface PageRenderer {
  /**
   * The page for a visitor who is not signed in, rendered on the server and compressed, or null to send the page
   * unrendered (a member, a client past its share of renders, a failed render). `variant` names what else than the
   * address and the languages `finish` makes the page's HTML of (its appearance, its origin).
   */
  page(
    request: FastifyRequest,
    variant: string,
    finish: (rendered: RenderedPage) => Promise<string>,
  ): Promise<{ page: KeptPage; source: PageSource } | null>;
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
 * cache: where renders are kept until the data they show changes (web-pages.ts); null renders every visit.
 */
export async function loadPageRenderer(
  app: FastifyInstance,
  ssrDir: string,
  options: { cache: PageCache | null; log: FastifyBaseLogger; limiter: RateLimiter; rendersPerMinute: number },
): Promise<PageRenderer | null> {
  const entry = path.join(ssrDir, 'entry-server.js');
  if (!fs.existsSync(entry)) return null;
  const thread = startRenderThread(entry, (error) => options.log.error({ err: error }, 'the render thread failed'));
  app.addHook('onClose', () => thread.close());
  // The render asks the app's own GraphQL endpoint, as a visitor without a session: the same permissions and the same
  // response cache as any anonymous request.
  const graphqlFor =
    (keeper: PageKeeper | null) =>
    async (body: string): Promise<GraphqlAnswer> => {
      keeper?.asked(body);
      const response = await app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
        payload: body,
      });
      return {
        status: response.statusCode,
        contentType: String(response.headers['content-type'] ?? 'application/json'),
        body: response.body,
      };
    };
  // Visitors asking for the same page at once share one render.
  const running = new Map<string, Promise<KeptPage | null>>();
  const renderNow = async (
    url: string,
    language: string | null,
    interfaceLanguage: Language,
    key: string,
    finish: (rendered: RenderedPage) => Promise<string>,
  ) => {
    try {
      const keeper = await options.cache?.begin();
      const rendered = await thread.render(
        { url: `http://localhost${url}`, language, interfaceLanguage, timeoutMs: RENDER_TIMEOUT_MS },
        graphqlFor(keeper ?? null),
      );
      if (!rendered) return null;
      const page = await compressPage(await finish(rendered));
      await keeper?.keep(key, page);
      return page;
    } catch (error) {
      // A page of something that does not exist is the browser's 404 page; anything else is worth a look.
      const level = error instanceof Error && error.name === 'NotFoundError' ? 'debug' : 'error';
      options.log[level]({ err: error, url }, 'server render failed; the browser renders the page');
      return null;
    }
  };
  const shared = async (key: string) => {
    const page = await running.get(key);
    return page ? { page, source: 'shared' as const } : null;
  };
  return {
    async page(request, variant, finish) {
      if (request.cookies[ACCESS_COOKIE] || request.cookies[REFRESH_COOKIE]) return null;
      const language = firstLanguage(request.headers['accept-language']);
      const interfaceLanguage = interfaceLanguageOf(request);
      const key = crypto
        .createHash('sha256')
        .update(JSON.stringify([request.url, interfaceLanguage, language, variant]))
        .digest('base64url');
      if (running.has(key)) return shared(key);
      const kept = await options.cache?.read(key);
      if (kept) return { page: kept, source: 'kept' };
      if (running.has(key)) return shared(key);
      // A render costs the server a good share of a CPU for a moment: a client asking for address after address
      // (query strings are endless) gets the pages unrendered past its share, which the browser then renders.
      const { allowed } = await options.limiter.attempt(`page-render:${request.ip}`, options.rendersPerMinute, 60_000);
      if (!allowed) return null;
      if (running.has(key)) return shared(key);
      const made = renderNow(request.url, language, interfaceLanguage, key, finish).finally(() => running.delete(key));
      running.set(key, made);
      const page = await made;
      return page ? { page, source: 'fresh' } : null;
    },
  };
}
