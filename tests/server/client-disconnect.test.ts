// A client that goes away mid-answer is the client's doing, not a server error: the real server, in its own process
// with its log captured, answers requests whose connections are reset as the answer starts, and logs none of them
// at error level.
import { spawn } from 'node:child_process';
import net from 'node:net';
import os from 'node:os';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { fileDatabaseUrl } from '../support/file-database.js';

const root = path.resolve(import.meta.dirname, '../..');
const port = 20000 + Math.floor(Math.random() * 20000);
const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'liftmates-disconnect-media-'));
const lines: string[] = [];
const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/main.ts')], {
  env: {
    ...process.env,
    NODE_ENV: 'test',
    DATABASE_URL: await fileDatabaseUrl(),
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    JWT_SECRET: 'disconnect-test-secret-that-is-long-enough-for-hs256',
    MEDIA_DIR: mediaDir,
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
// Whole lines only: a chunk of the log may end in the middle of one.
for (const stream of [server.stdout, server.stderr]) {
  let partial = '';
  stream.on('data', (chunk: Buffer) => {
    const parts = (partial + chunk.toString()).split('\n');
    partial = parts.pop() ?? '';
    lines.push(...parts);
  });
}

beforeAll(async () => {
  for (let tries = 0; tries < 600; tries++) {
    if (
      await fetch(`http://127.0.0.1:${port}/api/openapi.json`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('The server did not start');
}, 90_000);
afterAll(() => {
  server.kill();
  fs.rmSync(mediaDir, { recursive: true, force: true });
});

/** Sends a request and resets the connection when the first bytes of the answer arrive. */
function resetOnFirstByte(request: string) {
  return new Promise<void>((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    socket.once('data', () => {
      socket.resetAndDestroy();
      resolve();
    });
    socket.on('error', () => resolve());
  });
}

const get = (url: string, encoding: string) => `GET ${url} HTTP/1.1\r\nHost: x\r\nAccept-Encoding: ${encoding}\r\n\r\n`;
const query = JSON.stringify({ query: '{ exercises(first: 50) { edges { node { exerciseCode exerciseName } } } }' });

it('logs no error for answers whose client went away', { timeout: 60_000 }, async () => {
  const requests = [
    get('/api/docs/static/swagger-ui-bundle.js', 'identity'),
    get('/api/docs/static/swagger-ui-bundle.js', 'br'),
    get('/api/openapi.json', 'gzip'),
    get('/api/exercises', 'br'),
    `POST /graphql HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${query.length}\r\n\r\n${query}`,
  ];
  for (const request of requests) for (let round = 0; round < 3; round++) await resetOnFirstByte(request);
  // An ordinary request answered after them marks the point their handling is past; every one reached the server
  // (the log, written apart from the answers, may need a moment to say so on a busy machine).
  expect((await fetch(`http://127.0.0.1:${port}/api/locales`)).status).toBe(200);
  const arrived = () => lines.filter((line) => line.includes('"msg":"incoming request"')).length;
  for (let waited = 0; waited < 5000 && arrived() < requests.length * 3; waited += 50)
    await new Promise((resolve) => setTimeout(resolve, 50));
  expect(arrived()).toBeGreaterThanOrEqual(requests.length * 3);
  const errors = lines.filter((line) => line.startsWith('{')).filter((line) => (JSON.parse(line) as { level: number }).level >= 50);
  expect(errors).toEqual([]);
});
