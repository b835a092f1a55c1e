// Serves the built web app with history fallback: any GET that is not an API, media or asset path gets index.html.
// Pages crawlers should understand (an exercise at /e/{code}) get their own title and description in that HTML.
// The build writes a brotli and a gzip twin beside every text file (web/vite.config.ts); they are sent to browsers
// that accept them. Hashed files under /assets/ never change, so browsers keep them for a year without asking again;
// the HTML is revalidated at every visit, so a new build is picked up at once.
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { hintExistingSession } from './auth/cookies.js';
import { interfaceLanguageOf, type PageRenderer, type RenderedPage } from './web-render.js';
import { preferredEncoding, sendCompressed } from './http/compression.js';
import { requestLanguage } from './messages/request-language.js';
import { translateMessage } from './messages/translate.js';

const FALLBACK_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Liftmates</title>
<meta name="description" content="Create, share, and discover workouts"><meta property="og:image" content="/og-image.png"></head>
<body><main><h1>Liftmates</h1><p>Fitness is more fun together! The web app has not been built yet: run <code>npm run build:web</code>.</p>
<p>The API is live: <a href="/api/docs">REST documentation</a> and <a href="/graphql">GraphQL</a>.</p></main></body></html>`;

export interface PageMeta {
  title: string;
  description: string;
  /** The link-preview picture, by path or absolute URL; the default one when not given. */
  image?: string | null;
}

/** Finds the metadata of a path, or null to keep the defaults. */
export type MetaResolver = (pathname: string) => Promise<PageMeta | null>;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Replaces the page's title and description (and their Open Graph twins) with the given ones. */
export function withMeta(html: string, meta: PageMeta): string {
  const title = escapeHtml(meta.title);
  const description = escapeHtml(meta.description);
  const tags = `<meta name="description" content="${description}"><meta property="og:title" content="${title}"><meta property="og:description" content="${description}"><meta property="og:type" content="article">`;
  const page = meta.image ? html.replace(/(<meta property="og:image" content=")[^"]*"/, `$1${escapeHtml(meta.image)}"`) : html;
  return page
    .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
    .replace(/\s*<meta (name="description"|property="og:title"|property="og:description"|property="og:type")[^>]*>/g, '')
    .replace('</head>', `${tags}</head>`);
}

/** Link previews need the og:image as an absolute URL; the built page names it by path. */
export function withAbsoluteImage(html: string, origin: string): string {
  return html.replace(/(<meta property="og:image" content=")\//, `$1${origin}/`);
}

/** Cache-Control of the built files: hashed assets for good, the HTML revalidated, other public files a day. */
export const CACHE_CONTROL = {
  asset: 'public, max-age=31536000, immutable',
  html: 'no-cache',
  public: 'public, max-age=86400',
} as const;

export function cacheControlFor(relativePath: string): string {
  if (relativePath.startsWith('assets/')) return CACHE_CONTROL.asset;
  // The service worker (and the script it imports) is checked for updates on every visit, like the page.
  if (relativePath.endsWith('.html') || relativePath === 'sw.js' || relativePath === 'sw-push.js') return CACHE_CONTROL.html;
  return CACHE_CONTROL.public;
}

/** A chunk of the build's manifest (dist/web/.vite/manifest.json), keyed by source path or, when shared, by chunk. */
export interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/**
 * The modules the public pages' routes load before they render (web/src/app/router.tsx, the Flexicon's routes.tsx):
 * Chakra's theme, the style system and the app's start (web/src/main.tsx imports them), the root route, the layout,
 * the page and its data loader. Their chunks are announced in the page's HTML, so the browser fetches them alongside the entry script
 * instead of after it has run.
 */
const DATA_ROOT = 'src/app/DataRoot.tsx';
// The entry (web/src/main.tsx) imports Chakra's theme, the style system, then the app's start.
const APP_START = ['src/lib/chakra-theme.ts', 'src/lib/system.ts', 'src/app/start.tsx'];
const PUBLIC_LAYOUT = 'src/app/layouts/PublicWebLayout.tsx';
const EMPTY_LAYOUT = 'src/app/layouts/EmptyLayout.tsx';
/** The documents' addresses (web/src/features/docs/routes.tsx), by document id. */
export const DOC_PAGE = /^\/(terms|privacy|pmf)\/?$/;
export const ROUTE_MODULES: { path: RegExp; modules: string[] }[] = [
  { path: /^\/$/, modules: [...APP_START, DATA_ROOT, EMPTY_LAYOUT, 'src/app/LandingPage.tsx'] },
  { path: /^\/auth\/login\/?$/, modules: [...APP_START, DATA_ROOT, EMPTY_LAYOUT, 'src/features/auth/LoginPage.tsx'] },
  {
    path: /^\/flexicon\/explore\/?$/,
    modules: [...APP_START, DATA_ROOT, PUBLIC_LAYOUT, 'src/features/flexicon/pages/FlexiconPage.tsx', 'src/features/flexicon/preload.ts'],
  },
  {
    path: /^\/e\/[^/]+\/?$/,
    modules: [...APP_START, DATA_ROOT, PUBLIC_LAYOUT, 'src/features/flexicon/pages/ExercisePage.tsx', 'src/features/flexicon/preload.ts'],
  },
  {
    path: /^\/w\/[^/]+\/?$/,
    modules: [...APP_START, DATA_ROOT, PUBLIC_LAYOUT, 'src/features/workouts/pages/WorkoutPage.tsx', 'src/features/workouts/preload.ts'],
  },
  { path: DOC_PAGE, modules: [...APP_START, DATA_ROOT, PUBLIC_LAYOUT, 'src/features/docs/DocPage.tsx', 'src/features/docs/preload.ts'] },
];

/** The files of the given modules and of everything they import, less what the entry script already brings. */
export function modulePreloads(manifest: Manifest, modules: string[]): string[] {
  const seen = new Set<string>();
  const files: string[] = [];
  const visit = (key: string, collect: boolean) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    if (collect) files.push(`/${manifest[key].file}`);
    for (const imported of manifest[key].imports ?? []) visit(imported, collect);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key, false);
  for (const module of modules) {
    // A module that is also imported statically somewhere is keyed by its chunk, which bears its name.
    const name = path.basename(module).replace(/\.[^.]+$/, '');
    const key = manifest[module] ? module : Object.keys(manifest).find((candidate) => manifest[candidate]!.name === name);
    if (key) visit(key, true);
  }
  return files;
}

/** The appearance cookie the web app writes (web/src/lib/theme.tsx), and the classes <html> takes for it. */
const APPEARANCE_COOKIE = 'liftmates-appearance';
const LIGHT = { classes: 'light', colorScheme: 'light' };
const APPEARANCES: Record<string, { classes: string; colorScheme: string }> = {
  light: LIGHT,
  dark: { classes: 'dark', colorScheme: 'dark' },
  oled: { classes: 'dark oled', colorScheme: 'dark' },
};

/** The appearance a visitor's cookie names, light when it names none. */
export const appearanceOf = (stored: string | undefined) => (stored && Object.hasOwn(APPEARANCES, stored) ? stored : 'light');

/**
 * Sends the page in the appearance the visitor last saw (light, the default, when none is known), so a dark theme is
 * dark from the first paint and the web app finds <html> as it would set it: changing its classes or color-scheme
 * restyles the whole page, a costly step on a phone.
 */
export function withAppearance(html: string, appearance: string): string {
  const { classes, colorScheme } = APPEARANCES[appearance] ?? LIGHT;
  return html.replace(/<html([^>]*)>/, `<html$1 class="${classes}" data-theme="${appearance}" style="color-scheme: ${colorScheme}">`);
}

/** Names the page's language on <html>, for screen readers, hyphenation and the browser's offer to translate. */
export function withLanguage(html: string, language: string): string {
  return html.replace(/<html lang="[^"]*"/, `<html lang="${language}"`);
}

/**
 * Puts a server render of the page into #root, followed by the data the browser hydrates it with, and its style
 * elements into <head> around the insertion point the web app's Emotion starts from (web/src/lib/emotion-cache.ts).
 */
export function withRendered(html: string, rendered: RenderedPage | null): string {
  if (!rendered) return html;
  return html
    .replace(/<meta name="emotion-insertion-point"[^>]*>/, (point) => `${rendered.globalStyles}${point}${rendered.styles}`)
    .replace('<div id="root"></div>', () => `<div id="root">${rendered.html}</div>${rendered.dataBlock}`);
}

/**
 * Announces the page's modules. A page rendered on the server lists them for the app's entry (web/src/main.tsx) to
 * fetch once the page has been painted, so its first paint never waits on them; any other page has nothing to show
 * before its scripts run, and links them for the browser to fetch at once.
 */
export function withModulePreloads(html: string, files: readonly string[], rendered = false): string {
  if (!files.length) return html;
  const tags = rendered
    ? `<script type="application/json" id="liftmates-modules">${JSON.stringify(files)}</script>`
    : files.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`).join('');
  return html.replace('</head>', `${tags}</head>`);
}

export async function registerWebApp(
  app: FastifyInstance,
  distDir: string,
  originOf: (request: FastifyRequest) => string,
  metaFor: MetaResolver,
  renderer: PageRenderer | null,
  secureCookies: boolean,
) {
  const index = path.join(distDir, 'index.html');
  const built = fs.existsSync(index);
  if (built) {
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: '/',
      wildcard: false,
      index: false,
      preCompressed: true,
      // The compressed twins are chosen by Accept-Encoding, never addressed by their own names.
      globIgnore: ['**/*.br', '**/*.gz'],
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        // The path is the file sent: a compressed twin is cached like its original.
        const relative = path.relative(distDir, filePath).split(path.sep).join('/');
        reply.header('cache-control', cacheControlFor(relative.replace(/\.(br|gz)$/, '')));
      },
    });
  }
  const page = () => (built ? fs.readFileSync(index, 'utf8') : FALLBACK_PAGE);
  const manifestPath = path.join(distDir, '.vite/manifest.json');
  const manifest: Manifest | null = built && fs.existsSync(manifestPath) ? JSON.parse(fs.readFileSync(manifestPath, 'utf8')) : null;
  const preloads = new Map<string, string[]>();
  // Every page needs the app's start; the public pages also their route's modules.
  const preloadsFor = (pathname: string): string[] => {
    if (!manifest) return [];
    const route = ROUTE_MODULES.find((candidate) => candidate.path.test(pathname));
    const key = route?.path.source ?? '';
    if (!preloads.has(key)) preloads.set(key, modulePreloads(manifest, route?.modules ?? APP_START));
    return preloads.get(key)!;
  };
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0]!;
    // A hashed file that is not there (an older build's) is a 404, never the page: a script must not get HTML.
    if (url.startsWith('/api') || url.startsWith('/graphql') || url.startsWith('/media/') || url.startsWith('/assets/')) {
      const message = translateMessage(`No route ${request.method} ${url}`, request.ctx?.language ?? requestLanguage(request, null));
      return reply.status(404).send({ error: { code: 'NOT_FOUND', message, details: [] } });
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') return reply.status(404).send();
    // The page's HTML is made of the built page, the address's metadata, its render, its origin, appearance and language.
    const origin = originOf(request);
    const appearance = appearanceOf(request.cookies[APPEARANCE_COOKIE]);
    const html = async (rendered: RenderedPage | null) => {
      const meta = await metaFor(url).catch((error: unknown) => {
        request.log.warn({ err: error }, 'page metadata failed; serving the defaults');
        return null;
      });
      return withModulePreloads(
        withLanguage(
          withAppearance(withAbsoluteImage(withRendered(meta ? withMeta(page(), meta) : page(), rendered), origin), appearance),
          interfaceLanguageOf(request),
        ),
        preloadsFor(url),
        !!rendered,
      );
    };
    const rendered =
      built && renderer && ROUTE_MODULES.some((route) => route.path.test(url))
        ? await renderer.page(request, JSON.stringify([origin, appearance]), html)
        : null;
    hintExistingSession(request, reply, secureCookies);
    reply.type('text/html; charset=utf-8').header('cache-control', CACHE_CONTROL.html).header('vary', 'Accept-Encoding');
    // The page is made here, after the compression of routes applies (app.ts): it is sent compressed, and a header
    // naming its encoding keeps that compression from applying again.
    if (rendered) return sendCompressed(request, reply.header('x-render', rendered.source), rendered.page);
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    const unrendered = await html(null);
    if (!encoding) return reply.send(unrendered);
    return reply.header('content-encoding', encoding).send(encoding === 'br' ? await brotliPage(unrendered) : await gzip(unrendered));
  });
}

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);
/** An unrendered page is some kilobytes, made per request: a quick setting. */
const brotliPage = (html: string) =>
  brotli(html, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: html.length },
  });
