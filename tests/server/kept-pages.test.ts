// Public pages rendered for visitors, over HTTP against the real server: a page is rendered once for a crowd and sent
// again, compressed as it was kept, until a write to what it shows (on any instance sharing Redis); each language
// has its own, and a member never gets a visitor's. A small build stands in for the web app's (dist/, built only for
// the browser tests): its render reads an exercise through the app's GraphQL, as the real pages do. The file has a
// database of its own, so no other file's writes end its pages meanwhile.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIsolatedDatabase, type IsolatedDatabase } from '../support/isolated-database.js';
import { startTestServer, type Auth, type TestServer } from '../support/server.js';

const CODE = 'KEPT_PAGE_PLANK';
const PAGE = `/e/${CODE}`;
let isolated: IsolatedDatabase;
let buildDir: string;
let server: TestServer;
let admin: Auth;

const INDEX = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Liftmates</title>
<meta property="og:image" content="/og-image.png"><meta name="emotion-insertion-point" content=""></head>
<body><div id="root"></div></body></html>`;
const ENTRY = `export async function render(url, { fetch, language, interfaceLanguage }) {
  const code = new URL(url).pathname.split('/')[2];
  const response = await fetch('http://localhost/graphql', {
    method: 'POST',
    body: JSON.stringify({ query: '{ exercise(exerciseCode: "' + code + '") { exerciseName } }' }),
  });
  const { data } = await response.json();
  return {
    html: '<main lang="' + interfaceLanguage + '" data-units="' + language + '">' + data.exercise.exerciseName + '</main>',
    globalStyles: '',
    styles: '',
    dataBlock: '',
  };
}`;

const env = () => ({ WEB_BUILD_DIR: buildDir, RATE_LIMIT_PAGE_RENDERS_PER_MINUTE: '1000' });

beforeAll(async () => {
  buildDir = fs.mkdtempSync(path.join(os.tmpdir(), 'liftmates-build-'));
  fs.mkdirSync(path.join(buildDir, 'web'));
  fs.mkdirSync(path.join(buildDir, 'ssr'));
  fs.writeFileSync(path.join(buildDir, 'web/index.html'), INDEX);
  fs.writeFileSync(path.join(buildDir, 'ssr/entry-server.js'), ENTRY);
  isolated = await createIsolatedDatabase();
  server = await startTestServer(env(), isolated.databaseUrl);
  admin = await server.signUp({ roles: ['Admin'] });
  expect((await rename(server, 'Kept Plank')).status).toBe(200);
  await pastWriteAnnouncements();
});
afterAll(async () => {
  await server.close();
  await isolated.drop();
  fs.rmSync(buildDir, { recursive: true, force: true });
});

/** A write is announced again a second later (it may have been read before it committed): kept pages end then too. */
const pastWriteAnnouncements = () => new Promise((resolve) => setTimeout(resolve, 1100));

const rename = (target: TestServer, exerciseName: string) =>
  target.api('PUT', `/exercises/${CODE}`, {
    auth: admin,
    body: {
      exerciseName,
      exerciseTypeCode: 'DURATION',
      publishedStatusCode: 'PUBLISHED',
      muscleUsage: [{ muscleCode: 'RECTUS_ABDOMINIS', targetPercentage: 100, isPrimary: true }],
    },
  });

interface Visit {
  render: string | undefined;
  encoding: string | undefined;
  vary: string | undefined;
  /** The page as sent, before any decoding. */
  body: Buffer;
  html: string;
}

/** A GET as sent over the wire (fetch would decode the body and hide how it came). */
function visit(target: TestServer, url: string, headers: Record<string, string> = { 'accept-encoding': 'br, gzip' }) {
  return new Promise<Visit>((resolve, reject) => {
    http
      .get(`${target.url}${url}`, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const body = Buffer.concat(chunks);
          const encoding = response.headers['content-encoding'];
          const decoded = encoding === 'br' ? zlib.brotliDecompressSync(body) : encoding === 'gzip' ? zlib.gunzipSync(body) : body;
          resolve({
            render: response.headers['x-render'] as string | undefined,
            encoding,
            vary: response.headers.vary,
            body,
            html: decoded.toString(),
          });
        });
      })
      .on('error', reject);
  });
}

const shown = (html: string) => /<main[^>]*>([^<]*)<\/main>/.exec(html)?.[1];

describe('pages kept for visitors', () => {
  it('renders a page once for a crowd, then sends it as kept until a write to what it shows', async () => {
    const crowd = await Promise.all(Array.from({ length: 8 }, () => visit(server, PAGE)));
    expect(crowd.filter((seen) => seen.render === 'fresh')).toHaveLength(1);
    expect(crowd.every((seen) => ['fresh', 'shared', 'kept'].includes(seen.render!))).toBe(true);
    expect(new Set(crowd.map((seen) => seen.body.toString('base64'))).size).toBe(1);
    expect(shown(crowd[0]!.html)).toBe('Kept Plank');
    expect(crowd[0]!.html).toContain('<title>Kept Plank');

    const again = await visit(server, PAGE);
    expect(again.render).toBe('kept');
    expect(again.body.equals(crowd[0]!.body)).toBe(true);

    expect((await rename(server, 'Kept Plank Hold')).status).toBe(200);
    const after = await visit(server, PAGE);
    expect(after.render).toBe('fresh');
    expect(shown(after.html)).toBe('Kept Plank Hold');
    expect(after.html).toContain('<title>Kept Plank Hold');
  });

  it('sends a kept page in brotli, gzip or as it is, each the same page', async () => {
    await pastWriteAnnouncements();
    await visit(server, PAGE);
    const brotli = await visit(server, PAGE, { 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await visit(server, PAGE, { 'accept-encoding': 'gzip' });
    const plain = await visit(server, PAGE, { 'accept-encoding': 'identity' });
    expect([brotli.render, gzip.render, plain.render]).toEqual(['kept', 'kept', 'kept']);
    expect([brotli.encoding, gzip.encoding, plain.encoding]).toEqual(['br', 'gzip', undefined]);
    expect(brotli.vary).toBe('Accept-Encoding');
    expect(plain.body.toString()).toBe(brotli.html);
    expect(gzip.html).toBe(brotli.html);
    expect(brotli.body.length).toBeLessThan(plain.body.length);
  });

  it('keeps a page per language: a Spanish visitor gets the Spanish page, an English one still the English', async () => {
    const english = await visit(server, PAGE);
    const spanish = await visit(server, `${PAGE}?lang=es`);
    expect(spanish.render).toBe('fresh');
    expect(spanish.html).toMatch(/<main lang="es/);
    expect(spanish.html).toMatch(/<html lang="es/);
    const byCookie = await visit(server, PAGE, { 'accept-encoding': 'br', cookie: 'lm_lang=es' });
    expect(byCookie.html).toMatch(/<main lang="es/);
    expect((await visit(server, PAGE, { 'accept-encoding': 'br', cookie: 'lm_lang=es' })).render).toBe('kept');
    const englishAgain = await visit(server, PAGE);
    expect(englishAgain.render).toBe('kept');
    expect(englishAgain.html).toBe(english.html);
    expect(englishAgain.html).toMatch(/<main lang="en/);
    // Units default by the browser's first language: it is the page's too.
    const british = await visit(server, PAGE, { 'accept-encoding': 'br', 'accept-language': 'en-GB' });
    expect(british.html).toContain('data-units="en-GB"');
  });

  it('never sends a member a page kept for visitors', async () => {
    await visit(server, PAGE);
    const member = await server.signUp();
    const theirs = await visit(server, PAGE, { 'accept-encoding': 'br', ...member.headers });
    expect(theirs.render).toBeUndefined();
    expect(theirs.html).toContain('<div id="root"></div>');
    expect(shown(theirs.html)).toBeUndefined();
  });

  it('shares kept pages between instances through Redis, and ends them at a write on either', async () => {
    const redis = { ...env(), REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379' };
    const [one, two] = [await startTestServer(redis, isolated.databaseUrl), await startTestServer(redis, isolated.databaseUrl)];
    // The instances stand behind one address, which the page names (its link preview's picture).
    const sameSite = { 'accept-encoding': 'br', host: 'liftmates.test' };
    try {
      const first = await visit(one, PAGE, sameSite);
      expect(first.render).toBe('fresh');
      const shared = await visit(two, PAGE, sameSite);
      expect(shared.render).toBe('kept');
      expect(shared.body.equals(first.body)).toBe(true);

      expect((await rename(two, 'Shared Plank')).status).toBe(200);
      await pastWriteAnnouncements();
      const after = await visit(one, PAGE, sameSite);
      expect(after.render).toBe('fresh');
      expect(shown(after.html)).toBe('Shared Plank');
      expect((await visit(two, PAGE, sameSite)).render).toBe('kept');
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });
});
