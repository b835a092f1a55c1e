// A database of the run's provider for one test file alone, migrated and seeded like the run's (global-setup.ts).
// For a file whose accepted requests would change what the other files read, and whose outcomes must not depend on
// what those files do meanwhile.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { inject } from 'vitest';
import { adminQuery } from './file-database.js';

const root = path.resolve(import.meta.dirname, '../..');
const run = promisify(execFile);

export interface IsolatedDatabase {
  databaseUrl: string;
  drop(): Promise<void>;
}

async function runDbCommand(databaseUrl: string, command: 'migrate' | 'seed') {
  await run(process.execPath, ['--import', 'tsx', path.join(root, 'server/cli/db.ts'), command], {
    env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent' },
  });
}

export async function createIsolatedDatabase(): Promise<IsolatedDatabase> {
  const runUrl = inject('databaseUrl');
  let isolated: IsolatedDatabase;
  if (runUrl.startsWith('file:')) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'liftmates-isolated-'));
    isolated = { databaseUrl: `file:${path.join(dir, 'isolated.db')}`, drop: async () => fs.rmSync(dir, { recursive: true, force: true }) };
  } else {
    const database = `liftmates_isolated_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
    await adminQuery(runUrl, `CREATE DATABASE "${database}"`);
    const url = new URL(runUrl);
    url.pathname = `/${database}`;
    isolated = { databaseUrl: url.toString(), drop: () => adminQuery(runUrl, `DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`) };
  }
  await runDbCommand(isolated.databaseUrl, 'migrate');
  await runDbCommand(isolated.databaseUrl, 'seed');
  return isolated;
}
