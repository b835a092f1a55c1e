// Kept answers travel as they were compressed when kept: brotli or gzip as the client takes it, the very bytes of the
// answer once decompressed, with Vary and Content-Length right, and as they are to a client that takes neither. Anonymous
// REST reads of the Flexicon are kept too, the same answer as made anew, and end at the first write to what they hold.
import http from 'node:http';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type Auth, type TestServer } from '../support/server.js';

let server: TestServer;
let admin: Auth;
const CODE = `PACKED_TEST_${Date.now().toString(36).toUpperCase()}`;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signUp({ roles: ['Admin'] });
  const created = await server.api('PUT', `/exercises/${CODE}`, {
    auth: admin,
    body: {
      exerciseName: 'Packed Plank',
      exerciseTypeCode: 'DURATION',
      publishedStatusCode: 'PUBLISHED',
      description: 'Hold a straight line from head to heels. '.repeat(40),
      muscleUsage: [{ muscleCode: 'RECTUS_ABDOMINIS', targetPercentage: 100, isPrimary: true }],
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  // A write is announced again a second later (response-cache.ts): answers kept before then would end.
  await new Promise((resolve) => setTimeout(resolve, 1100));
});
afterAll(() => server.close());

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body as it came over the wire, not decompressed. */
  bytes: Buffer;
}

/** A request whose answer is kept as sent (fetch would decompress it). */
function send(method: 'GET' | 'POST', path: string, headers: Record<string, string>, body?: string, origin = server.url): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${origin}${path}`, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, bytes: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
}

const decoded = (raw: Raw) =>
  raw.headers['content-encoding'] === 'br'
    ? zlib.brotliDecompressSync(raw.bytes)
    : raw.headers['content-encoding'] === 'gzip'
      ? zlib.gunzipSync(raw.bytes)
      : raw.bytes;

/** The kept answer's travel: the encoding, Vary, and a Content-Length that is the sent body's. */
function expectSentAs(raw: Raw, encoding: 'br' | 'gzip' | undefined, identity: Buffer) {
  expect(raw.status).toBe(200);
  expect(raw.headers['content-encoding']).toBe(encoding);
  expect(String(raw.headers.vary).toLowerCase()).toContain('accept-encoding');
  expect(Number(raw.headers['content-length'])).toBe(raw.bytes.length);
  expect(decoded(raw).equals(identity)).toBe(true);
  if (encoding) expect(raw.bytes.length).toBeLessThan(identity.length);
}

describe('kept answers, compressed once', () => {
  it('sends a kept GraphQL answer in the client’s encoding, decompressing to exactly the answer made anew', async () => {
    const body = JSON.stringify({ query: `{ exercise(exerciseCode: "${CODE}") { exerciseCode exerciseName description } }` });
    const post = (headers: Record<string, string>) => send('POST', '/graphql', { 'content-type': 'application/json', ...headers }, body);
    const fresh = await post({ 'cache-control': 'no-cache', 'accept-encoding': 'identity' });
    expect(fresh.headers['x-response-cache']).toBeUndefined();
    expect(JSON.parse(fresh.bytes.toString('utf8')).data.exercise.exerciseName).toBe('Packed Plank');

    const made = await post({ 'accept-encoding': 'gzip, deflate, br' });
    expect(made.headers['x-response-cache']).toBe('miss');
    expectSentAs(made, 'br', fresh.bytes);
    const brotli = await post({ 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['x-response-cache']).toBe('hit');
    expectSentAs(brotli, 'br', fresh.bytes);
    const gzip = await post({ 'accept-encoding': 'gzip' });
    expect(gzip.headers['x-response-cache']).toBe('hit');
    expectSentAs(gzip, 'gzip', fresh.bytes);
    // No Accept-Encoding at all, or every encoding refused: the answer as it is.
    const plain = await post({});
    expect(plain.headers['x-response-cache']).toBe('hit');
    expectSentAs(plain, undefined, fresh.bytes);
    expectSentAs(await post({ 'accept-encoding': 'br;q=0, gzip;q=0' }), undefined, fresh.bytes);
  });

  it('keeps anonymous REST reads of the Flexicon, the same answer as made anew, until the exercise changes', async () => {
    for (const path of ['/api/exercises?limit=20', `/api/exercises/${CODE}`]) {
      const fresh = await send('GET', path, { 'cache-control': 'no-cache' });
      expect(fresh.headers['x-response-cache'], path).toBeUndefined();
      const made = await send('GET', path, { 'accept-encoding': 'br' });
      expect(made.headers['x-response-cache'], path).toBe('miss');
      const kept = await send('GET', path, { 'accept-encoding': 'gzip' });
      expect(kept.headers['x-response-cache'], path).toBe('hit');
      expect(kept.headers['content-type'], path).toBe('application/json; charset=utf-8');
      expectSentAs(made, 'br', fresh.bytes);
      expectSentAs(kept, 'gzip', fresh.bytes);
      expectSentAs(await send('GET', path, {}), undefined, fresh.bytes);
    }
    // Signed in, the answer is the member's own: never kept.
    const member = await server.signUp();
    const signedIn = await send('GET', `/api/exercises/${CODE}`, member.headers);
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers['x-response-cache']).toBeUndefined();

    expect((await server.api('PUT', `/exercises/${CODE}`, { auth: admin, body: { exerciseName: 'Packed Side Plank' } })).status).toBe(200);
    const after = await send('GET', `/api/exercises/${CODE}`, {});
    expect(after.headers['x-response-cache']).toBe('miss');
    expect(JSON.parse(after.bytes.toString('utf8')).data.exerciseName).toBe('Packed Side Plank');
  });

  it('shares compressed answers between instances through Redis', async () => {
    const redis = { REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379' };
    const [one, two] = [await startTestServer(redis), await startTestServer(redis)];
    try {
      const path = `/api/exercises/${CODE}`;
      const fresh = await send('GET', path, { 'cache-control': 'no-cache' });
      const at = (target: TestServer, headers: Record<string, string>) => send('GET', path, headers, undefined, target.url);
      expect((await at(one, { 'accept-encoding': 'br' })).headers['x-response-cache']).toBe('miss');
      const shared = await at(two, { 'accept-encoding': 'gzip' });
      expect(shared.headers['x-response-cache']).toBe('hit');
      expectSentAs(shared, 'gzip', fresh.bytes);
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });
});
