// Throw-away databases to create migrations against: a temporary SQLite file and a temporary PostgreSQL database
// on the server named by MIGRATION_DATABASE_URL (default: the local server).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Provider } from './providers.js';
import { pgConnectionConfig } from './pg-config.js';

export async function createScratchDatabases() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'liftmates-migration-'));
  const server = process.env.MIGRATION_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
  const config = pgConnectionConfig(server);
  const database = `liftmates_scratch_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client(config);
  await admin.connect();
  await admin.query(`CREATE DATABASE "${database}"`);
  const pgUrl = new URL(server);
  pgUrl.pathname = `/${database}`;
  const urls: [Provider, string][] = [
    ['sqlite', `file:${path.join(dir, 'scratch.db')}`],
    ['postgresql', pgUrl.toString()],
  ];
  return {
    urls,
    async drop() {
      await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
      await admin.end();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
