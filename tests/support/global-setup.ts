// Creates one migrated, seeded database per test run and provider (each test file works on a copy of it,
// file-database.ts), and drops it and its copies afterwards.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import type {} from 'vitest';
import { pgConnectionConfig } from '../../server/db/pg-config.js';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}

const root = path.resolve(import.meta.dirname, '../..');

function runDbCommand(databaseUrl: string, ...args: string[]) {
  execFileSync(process.execPath, ['--import', 'tsx', path.join(root, 'server/cli/db.ts'), ...args], {
    env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent' },
    stdio: 'inherit',
  });
}

export default async function setup(project: TestProject) {
  // Global setup runs in the main process: the project's env (vitest.config.ts) is read from its config.
  const provider = project.config.env?.LIFTMATES_TEST_PROVIDER ?? 'sqlite';
  let databaseUrl: string;
  let teardown: () => Promise<void>;
  if (provider === 'postgresql') {
    const server = process.env.TEST_DATABASE_URL!;
    const config = pgConnectionConfig(server);
    const database = `liftmates_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
    const admin = new pg.Client(config);
    await admin.connect();
    await admin.query(`CREATE DATABASE "${database}"`);
    await admin.end();
    const url = new URL(server);
    url.pathname = `/${database}`;
    databaseUrl = url.toString();
    teardown = async () => {
      const dropper = new pg.Client(config);
      await dropper.connect();
      // The files' copies of it first (file-database.ts), then the original.
      const copies = await dropper.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE $1`, [`${database}\\_%`]);
      for (const { datname } of copies.rows) await dropper.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
      await dropper.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
      await dropper.end();
    };
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'liftmates-test-'));
    databaseUrl = `file:${path.join(dir, 'test.db')}`;
    teardown = async () => fs.rmSync(dir, { recursive: true, force: true });
  }
  runDbCommand(databaseUrl, 'migrate');
  runDbCommand(databaseUrl, 'seed');
  project.provide('databaseUrl', databaseUrl);
  return teardown;
}
