// A server killed mid-workout loses no acknowledged set: the real server runs in its own process over its own
// database while three members log sets as fast as they can; it is killed with SIGKILL, started again, and every
// set whose save was answered with 200 is there with its values.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createIsolatedDatabase, type IsolatedDatabase } from '../support/isolated-database.js';
import { openDatabase } from '../../server/db/client.js';
import { createAccount } from '../../server/domains/users/service.js';
import { sessionCookies } from '../support/server.js';

const root = path.resolve(import.meta.dirname, '../..');
let database: IsolatedDatabase;
let mediaDir: string;

beforeAll(async () => {
  database = await createIsolatedDatabase();
  mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'liftmates-crash-media-'));
});
afterAll(async () => {
  await database.drop();
  fs.rmSync(mediaDir, { recursive: true, force: true });
});

const port = 20000 + Math.floor(Math.random() * 20000);
const base = `http://127.0.0.1:${port}`;

function startServer(): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/main.ts')], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: database.databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      JWT_SECRET: 'crash-test-secret-that-is-long-enough-for-hs256',
      MEDIA_DIR: mediaDir,
      RATE_LIMIT_AUTH_PER_MINUTE: '100000',
    },
    stdio: 'ignore',
  });
}

async function waitUntilUp() {
  for (let tries = 0; tries < 300; tries++) {
    try {
      if ((await fetch(`${base}/api/locales`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('The server did not start');
}

async function signIn(email: string, password: string) {
  const response = await fetch(`${base}/api/auth/password/initiate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const { accessToken } = sessionCookies(response.headers);
  return { cookie: `jwt_token=${accessToken}` };
}

const call = (auth: { cookie: string }, method: string, url: string, body?: unknown) =>
  fetch(`${base}/api${url}`, {
    method,
    headers: { ...auth, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

it('keeps every acknowledged set through a SIGKILL', { timeout: 120_000 }, async () => {
  const db = await openDatabase(database.databaseUrl);
  const members = await Promise.all(
    [1, 2, 3].map(async (n) => {
      const email = `crash${n}-${randomUUID().slice(0, 8)}@example.test`;
      await createAccount(db, { email, password: 'crash-password', emailConfirmed: true });
      return email;
    }),
  );
  await db.$disconnect();

  let server = startServer();
  try {
    await waitUntilUp();
    const acknowledged: { auth: { cookie: string }; logId: string; setId: string; kg: number }[] = [];
    let killed = false;
    const loggers = members.map(async (email) => {
      const auth = await signIn(email, 'crash-password');
      const started = await call(auth, 'POST', '/workout-logs', {});
      const logId = (await started.json()).data.workoutLogId as string;
      const exerciseId = randomUUID();
      for (let n = 0; !killed; n++) {
        const setId = randomUUID();
        const kg = 40 + n;
        try {
          const response = await call(auth, 'PUT', `/workout-logs/${logId}`, {
            exercises: [
              {
                workoutLogExerciseId: exerciseId,
                exerciseCode: 'BARBELL_BACK_SQUAT',
                sets: [
                  {
                    workoutLogSetId: setId,
                    position: n,
                    completed: true,
                    values: [
                      { measurementCode: 'WEIGHT', value: kg },
                      { measurementCode: 'REPS', value: 5 },
                    ],
                  },
                ],
              },
            ],
          });
          if (response.status === 200) acknowledged.push({ auth, logId, setId, kg });
        } catch {
          // The connection died with the server: this set was never acknowledged.
        }
      }
    });
    // Let the members log a good number of sets, then pull the plug without warning.
    for (let waited = 0; acknowledged.length < 30 && waited < 20_000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
    server.kill('SIGKILL');
    killed = true;
    await Promise.all(loggers);
    expect(acknowledged.length).toBeGreaterThanOrEqual(30);

    server = startServer();
    await waitUntilUp();
    const byLog = new Map<string, typeof acknowledged>();
    for (const entry of acknowledged) byLog.set(entry.logId, [...(byLog.get(entry.logId) ?? []), entry]);
    for (const [logId, entries] of byLog) {
      // Tokens survive a restart: they are signed, not stored in memory.
      const response = await call(entries[0]!.auth, 'GET', `/workout-logs/${logId}`);
      expect(response.status).toBe(200);
      const log = (await response.json()).data;
      const sets = new Map<string, { values: { measurementCode: string; value: number }[] }>(
        log.logExercises.flatMap((exercise: { sets: { workoutLogSetId: string }[] }) =>
          exercise.sets.map((set) => [set.workoutLogSetId, set]),
        ),
      );
      for (const entry of entries)
        expect(sets.get(entry.setId)?.values).toEqual([
          { measurementCode: 'REPS', value: 5 },
          { measurementCode: 'WEIGHT', value: entry.kg },
        ]);
    }
  } finally {
    server.kill('SIGKILL');
  }
});
