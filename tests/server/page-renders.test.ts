// The server's rendering of public pages, as a policy: a kept render is served again, past a client's share of
// renders a minute its pages go out unrendered (the browser renders them), and a render leaves the server's thread
// free. The page module stands in for the web app's server build (dist/ssr, built only for the browser tests),
// writing down what it was asked to render (it runs in the render thread, so in a file).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPageRenderer, type PageRenderer } from '../../server/web-render.js';
import { createPageCache, identityOf } from '../../server/web-pages.js';
import { createResponseCache } from '../../server/graphql/response-cache.js';
import { memoryRateLimiter } from '../../server/auth/rate-limit.js';

const RENDERS_PER_MINUTE = 3;
let app: FastifyInstance;
let renderer: PageRenderer;
let dir: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'liftmates-ssr-'));
  fs.writeFileSync(
    path.join(dir, 'entry-server.js'),
    `import fs from 'node:fs';
     export async function render(url) {
       fs.appendFileSync(${JSON.stringify(path.join(dir, 'rendered.txt'))}, url + '\\n');
       // A page that takes a while to render, computing all along.
       if (new URL(url).pathname === '/slow') for (const until = Date.now() + 800; Date.now() < until; );
       return { html: '<main>' + new URL(url).pathname + '</main>', dataBlock: '{}' };
     }`,
  );
  app = Fastify();
  await app.register(cookie);
  const responseCache = createResponseCache({ ttlSeconds: 300, databaseUrl: 'file:renders', onError: (error) => app.log.error(error) })!;
  renderer = (await loadPageRenderer(app, dir, {
    cache: createPageCache({ responseCache, ttlSeconds: 300, onError: (error) => app.log.error(error) }),
    log: app.log,
    limiter: memoryRateLimiter(),
    rendersPerMinute: RENDERS_PER_MINUTE,
  }))!;
  app.get('/ping', async () => 'pong');
  // The page is the render's markup alone.
  app.get('/*', async (request) => {
    const sent = await renderer.page(request, '', async (rendered) => rendered.html);
    return { rendered: sent && (await identityOf(sent.page)).toString() };
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const page = async (url: string, remoteAddress = '203.0.113.7') =>
  ((await app.inject({ method: 'GET', url, remoteAddress })).json() as { rendered: string | null }).rendered;

describe('server renders of public pages', () => {
  it('renders a client’s share of addresses a minute, then sends pages unrendered, kept renders still served', async () => {
    for (let index = 0; index < RENDERS_PER_MINUTE; index += 1)
      expect(await page(`/flexicon/explore?page=${index}`)).toBe('<main>/flexicon/explore</main>');
    // Past its share, an address nobody asked for yet goes out unrendered...
    expect(await page('/flexicon/explore?page=99')).toBeNull();
    expect(await page('/e/BARBELL_BACK_SQUAT')).toBeNull();
    // ...a kept render costs nothing and is still sent, and another client has its own share.
    expect(await page('/flexicon/explore?page=0')).not.toBeNull();
    expect(await page('/e/BARBELL_BACK_SQUAT', '198.51.100.4')).toBe('<main>/e/BARBELL_BACK_SQUAT</main>');
    const rendered = fs.readFileSync(path.join(dir, 'rendered.txt'), 'utf8').trim().split('\n');
    expect(rendered).toHaveLength(RENDERS_PER_MINUTE + 1);
  });

  it('answers other requests while a page renders', async () => {
    const finished: string[] = [];
    const rendering = page('/slow', '192.0.2.50').then((html) => finished.push(`page ${html}`));
    // Once the render has begun (the thread has written it down), a request that needs no render is answered before it ends.
    while (!fs.readFileSync(path.join(dir, 'rendered.txt'), 'utf8').includes('/slow'))
      await new Promise((resolve) => setTimeout(resolve, 5));
    await app.inject({ method: 'GET', url: '/ping' }).then((response) => finished.push(`ping ${response.body}`));
    await rendering;
    expect(finished).toEqual(['ping pong', 'page <main>/slow</main>']);
  });

  it('sends a signed-in member’s pages unrendered (theirs are not the visitors’ pages)', async () => {
    const response = await app.inject({ method: 'GET', url: '/flexicon/explore', cookies: { jwt_token: 'x' }, remoteAddress: '192.0.2.1' });
    expect(response.json()).toEqual({ rendered: null });
  });
});
