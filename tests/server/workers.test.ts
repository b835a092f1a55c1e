// WORKERS=2: the server as `npm run serve` runs it, one process per core on one port, sharing through Redis what
// instances share. Requests land on either worker, so each check below sends enough of them to reach both: a member
// stays signed in, the sign-in limit counts attempts on both, an admin's edit ends the cached answer on both, and a
// worker that dies is replaced while the other goes on answering.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIsolatedDatabase, type IsolatedDatabase } from '../support/isolated-database.js';
import { sessionCookies, unique } from '../support/server.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const ADMIN = { email: `${unique('admin')}@example.test`, password: 'admin-password-workers' };
const SIGN_INS_PER_MINUTE = 6;
const ROUNDS = 12;
let isolated: IsolatedDatabase;
let primary: ChildProcess;
let base: string;
let mediaDir: string;

async function freePort() {
  const probe = net.createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** The primary's workers, by process id (from /proc: a process's parent is the fourth field of its stat). */
const workers = () =>
  fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        return (
          fs
            .readFileSync(`/proc/${pid}/stat`, 'utf8')
            .replace(/^.*\) /s, '')
            .split(' ')[1] === String(primary.pid)
        );
      } catch {
        return false;
      }
    })
    .map(Number);

async function until(check: () => boolean | Promise<boolean>, what: string) {
  for (const started = Date.now(); !(await check()); await new Promise((resolve) => setTimeout(resolve, 50)))
    if (Date.now() - started > 60_000) throw new Error(`Waited a minute for ${what}`);
}

const answers = async () =>
  fetch(`${base}/api/exercises?limit=1`).then(
    (response) => response.ok,
    () => false,
  );

beforeAll(async () => {
  isolated = await createIsolatedDatabase();
  mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'liftmates-media-'));
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  primary = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server/main.ts')], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: isolated.databaseUrl,
      REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
      WORKERS: '2',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      JWT_SECRET: 'workers-secret-that-is-long-enough-for-hs256',
      MEDIA_DIR: mediaDir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      RATE_LIMIT_AUTH_PER_MINUTE: String(SIGN_INS_PER_MINUTE),
      // Sign-ins are counted per client address in the Redis other runs share: this run's come from an address of its own.
      TRUST_PROXY: 'true',
      // Each worker keeps a member it has read for this long: a role taken away is seen on both within it.
      VIEWER_FRESH_MS: '1000',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let output = '';
  primary.stderr!.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    process.stderr.write(chunk);
  });
  await until(() => output.includes('2 workers listening'), 'two workers listening');
}, 120_000);

afterAll(async () => {
  primary.kill('SIGTERM');
  if (primary.exitCode === null) await once(primary, 'exit');
  await isolated.drop();
  fs.rmSync(mediaDir, { recursive: true, force: true });
});

const CLIENT = `2001:db8::${process.pid.toString(16)}:${Math.floor(Math.random() * 0xffff).toString(16)}`;
const signIn = (password: string) =>
  fetch(`${base}/api/auth/password/initiate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': CLIENT },
    body: JSON.stringify({ email: ADMIN.email, password }),
  });

describe('one process per core (WORKERS=2)', () => {
  it('keeps a member signed in on both workers, and ends a cached answer on both at an admin’s edit', async () => {
    const response = await signIn(ADMIN.password);
    expect(response.status).toBe(200);
    const { accessToken } = sessionCookies(response.headers);
    const cookie = `jwt_token=${accessToken}`;
    const me = await Promise.all(
      Array.from({ length: ROUNDS }, () => fetch(`${base}/api/auth/session`, { headers: { cookie } }).then((answer) => answer.status)),
    );
    expect(me).toEqual(Array(ROUNDS).fill(200));

    const code = unique('WORKERS_PLANK_').toUpperCase();
    const put = (exerciseName: string) =>
      fetch(`${base}/api/exercises/${code}`, {
        method: 'PUT',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({
          exerciseName,
          exerciseTypeCode: 'DURATION',
          publishedStatusCode: 'PUBLISHED',
          muscleUsage: [{ muscleCode: 'RECTUS_ABDOMINIS', targetPercentage: 100, isPrimary: true }],
        }),
      }).then((answer) => answer.status);
    const name = async () =>
      ((await (await fetch(`${base}/api/exercises/${code}`)).json()) as { data: { exerciseName: string } }).data.exerciseName;
    expect(await put('Workers Plank')).toBe(200);
    // Both workers answer (and keep) the anonymous read before the edit.
    expect(await Promise.all(Array.from({ length: ROUNDS }, name))).toEqual(Array(ROUNDS).fill('Workers Plank'));
    expect(await put('Workers Plank Hold')).toBe(200);
    expect(await Promise.all(Array.from({ length: ROUNDS }, name))).toEqual(Array(ROUNDS).fill('Workers Plank Hold'));
  });

  it('counts sign-in attempts on both workers against one limit', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < SIGN_INS_PER_MINUTE * 2; attempt += 1) statuses.push((await signIn('not-the-password')).status);
    // The first test's sign-in counts too: a limit kept per worker would let twice as many through.
    expect(statuses.filter((status) => status !== 429).length).toBe(SIGN_INS_PER_MINUTE - 1);
    expect(statuses.slice(SIGN_INS_PER_MINUTE - 1).every((status) => status === 429)).toBe(true);
  });

  it('starts another worker when one dies, answering meanwhile', async () => {
    const [victim, survivor] = workers();
    process.kill(victim!, 'SIGKILL');
    await until(() => !workers().includes(victim!), 'the worker to be gone');
    expect(workers()).toContain(survivor);
    expect(await answers()).toBe(true);
    await until(() => workers().length === 2, 'a new worker');
    await until(answers, 'answers');
    expect(workers()).not.toContain(victim);
  });
});
