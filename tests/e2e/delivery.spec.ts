// How the built app travels: over real HTTP from the real server serving the build this run made. Scripts go out
// compressed (brotli when the browser takes it, else gzip, else as they are) and say that the answer depends on
// Accept-Encoding; hashed files under /assets/ are cached for a year as immutable; the HTML (index.html and the
// history fallback) is revalidated at every visit; other public files are cached for a while; a missing hashed file
// is a 404, never the page. In the browser, every script the Flexicon loads arrives brotli-compressed. GraphQL answers
// are compressed on the fly for clients that accept it.
import http from 'node:http';
import zlib from 'node:zlib';
import { expect, test } from './support/test';

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A GET whose body is kept as it came over the wire (no client decompresses it). */
function get(baseURL: string, path: string, acceptEncoding?: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = http.get(new URL(path, baseURL), {
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

const YEAR_IMMUTABLE = 'public, max-age=31536000, immutable';

function varyNames(headers: http.IncomingHttpHeaders) {
  return String(headers.vary ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase());
}

/** The entry script and the scripts it preloads, as the HTML names them (linked, or listed for the entry to fetch). */
function scriptsOf(html: string) {
  const entry = /<script type="module"[^>]* src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  const listed = /<script type="application\/json" id="liftmates-modules">([^<]*)<\/script>/.exec(html)?.[1];
  const preloads = [
    ...[...html.matchAll(/<link rel="modulepreload"[^>]* href="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!),
    ...(listed ? (JSON.parse(listed) as string[]) : []),
  ];
  return { entry, preloads };
}

test('scripts are sent compressed by the encoding the client accepts, and cached for good', async ({ baseURL }) => {
  const page = await get(baseURL!, '/');
  expect(page.status).toBe(200);
  const { entry, preloads } = scriptsOf(page.body.toString('utf8'));
  expect(entry, 'the page names its entry script').toBeTruthy();
  // The app's start, the largest script, shows what compression does; the rest are checked below.
  const script = preloads.find((file) => file.startsWith('/assets/start-'));
  expect(script, "the page names the app's start").toBeTruthy();

  const plain = await get(baseURL!, script!, 'identity');
  expect(plain.status).toBe(200);
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.headers['content-type']).toMatch(/javascript/);
  expect(varyNames(plain.headers)).toContain('accept-encoding');
  expect(plain.headers['cache-control']).toBe(YEAR_IMMUTABLE);

  const brotli = await get(baseURL!, script!, 'br, gzip');
  expect(brotli.status).toBe(200);
  expect(brotli.headers['content-encoding']).toBe('br');
  expect(brotli.headers['content-type']).toMatch(/javascript/);
  expect(varyNames(brotli.headers)).toContain('accept-encoding');
  expect(brotli.headers['cache-control']).toBe(YEAR_IMMUTABLE);
  expect(Number(brotli.headers['content-length'])).toBe(brotli.body.length);
  expect(zlib.brotliDecompressSync(brotli.body).equals(plain.body), 'the brotli twin is the same script').toBe(true);
  expect(brotli.body.length).toBeLessThan(plain.body.length * 0.4);

  const gzip = await get(baseURL!, script!, 'gzip, deflate');
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(varyNames(gzip.headers)).toContain('accept-encoding');
  expect(gzip.headers['cache-control']).toBe(YEAR_IMMUTABLE);
  expect(zlib.gunzipSync(gzip.body).equals(plain.body), 'the gzip twin is the same script').toBe(true);
  expect(gzip.body.length).toBeLessThan(plain.body.length * 0.4);
  expect(brotli.body.length).toBeLessThan(gzip.body.length);

  // Every script the page preloads is compressed too (the tiniest may not be worth it and go as they are).
  for (const preloaded of [entry!, ...preloads]) {
    const response = await get(baseURL!, preloaded, 'br, gzip');
    expect(response.status, preloaded).toBe(200);
    expect(response.headers['cache-control'], preloaded).toBe(YEAR_IMMUTABLE);
    expect(varyNames(response.headers), preloaded).toContain('accept-encoding');
    if (Number(response.headers['content-length']) > 1024 || response.headers['content-encoding'])
      expect(response.headers['content-encoding'], preloaded).toBe('br');
  }
});

test('the HTML is revalidated at every visit, other public files are cached for a while', async ({ baseURL }) => {
  for (const path of ['/', '/flexicon/explore', '/e/BARBELL_BACK_SQUAT', '/auth/login', '/index.html']) {
    const response = await get(baseURL!, path, 'br, gzip');
    expect(response.status, path).toBe(200);
    expect(response.headers['content-type'], path).toMatch(/^text\/html/);
    expect(response.headers['cache-control'], path).toBe('no-cache');
    // Pages are made per request (the public ones rendered on the server) and compressed on the way out.
    expect(response.headers['content-encoding'], path).toBe('br');
    expect(varyNames(response.headers), path).toContain('accept-encoding');
    expect(zlib.brotliDecompressSync(response.body).toString('utf8'), path).toContain('<div id="root">');
  }

  // index.html itself has compressed twins like every built text file.
  const index = await get(baseURL!, '/index.html', 'br');
  expect(index.headers['content-encoding']).toBe('br');
  expect(zlib.brotliDecompressSync(index.body).toString('utf8')).toContain('<div id="root">');

  for (const path of ['/favicon.svg', '/og-image.png']) {
    const response = await get(baseURL!, path, 'br, gzip');
    expect(response.status, path).toBe(200);
    const cacheControl = String(response.headers['cache-control']);
    const maxAge = Number(/max-age=(\d+)/.exec(cacheControl)?.[1]);
    expect(maxAge, `${path}: ${cacheControl}`).toBeGreaterThanOrEqual(3600);
    expect(maxAge, `${path}: ${cacheControl}`).toBeLessThan(31536000);
    expect(cacheControl, path).not.toContain('immutable');
  }
  expect((await get(baseURL!, '/favicon.svg', 'br')).headers['content-encoding']).toBe('br');

  // A hashed file of another build is gone: a 404, not the page (a browser would run HTML as a script).
  const missing = await get(baseURL!, '/assets/index-00000000.js', 'br, gzip');
  expect(missing.status).toBe(404);
  expect(missing.headers['content-type']).not.toMatch(/text\/html/);
});

test('in the browser, the Flexicon’s scripts arrive brotli-compressed', async ({ page }) => {
  const scripts: { url: string; encoding: string | undefined; size: number }[] = [];
  page.on('response', async (response) => {
    if (!new URL(response.url()).pathname.startsWith('/assets/') || !response.url().endsWith('.js')) return;
    const headers = await response.allHeaders();
    scripts.push({ url: response.url(), encoding: headers['content-encoding'], size: Number(headers['content-length'] ?? 0) });
  });
  await page.goto('/flexicon/explore');
  await expect(page.getByTestId('exercise-card').first()).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
  const large = scripts.filter((script) => script.size > 1024 || script.encoding);
  expect(large.length).toBeGreaterThan(0);
  expect(large.filter((script) => script.encoding !== 'br')).toEqual([]);
});

test('the Flexicon’s scripts carry its own GraphQL documents, not the rest of the app’s', async ({ page }) => {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/assets/') && response.url().endsWith('.js')) bodies.push(response.text());
  });
  await page.goto('/flexicon/explore');
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  const code = (await Promise.all(bodies)).join('\n');
  expect(code).toContain('FlexiconReference');
  for (const elsewhere of ['SaveLiveLogSets', 'LogbookList', 'AdminCreatorProfiles', 'CreatorDashboard'])
    expect(code).not.toContain(elsewhere);
});

/** A POST whose answer is kept as it came over the wire. */
function post(baseURL: string, path: string, body: string, headers: Record<string, string>): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = http.request(new URL(path, baseURL), {
      method: 'POST',
      headers: { ...headers, 'content-length': Buffer.byteLength(body) },
    });
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
}

test('GraphQL answers are compressed for clients that accept it, and sent as they are to others', async ({ baseURL }) => {
  const body = JSON.stringify({ query: '{ muscles { muscleCode muscleName } equipment { equipmentCode equipmentName } }' });
  const headers = { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json;q=0.9' };
  const plain = await post(baseURL!, '/graphql', body, { ...headers, 'accept-encoding': 'identity' });
  expect(plain.status).toBe(200);
  expect(plain.headers['content-encoding']).toBeUndefined();
  const answer = JSON.parse(plain.body.toString('utf8'));
  expect(answer.data.muscles.length).toBeGreaterThan(10);

  const brotli = await post(baseURL!, '/graphql', body, { ...headers, 'accept-encoding': 'gzip, br' });
  expect(brotli.headers['content-encoding']).toBe('br');
  expect(varyNames(brotli.headers)).toContain('accept-encoding');
  expect(JSON.parse(zlib.brotliDecompressSync(brotli.body).toString('utf8'))).toEqual(answer);
  expect(brotli.body.length).toBeLessThan(plain.body.length * 0.4);

  const gzip = await post(baseURL!, '/graphql', body, { ...headers, 'accept-encoding': 'gzip' });
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(JSON.parse(zlib.gunzipSync(gzip.body).toString('utf8'))).toEqual(answer);
});
