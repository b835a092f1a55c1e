// The database of one test file: a copy of the run's migrated and seeded database (global-setup.ts), made on first
// use. Files then run side by side without reading each other's rows, and the servers a file starts (a restart, two
// instances) share its copy. The run's teardown removes the copies with the original.
import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { pgConnectionConfig } from '../../server/db/pg-config.js';

/** The server's maintenance database, for creating and dropping others: never the template being copied. */
export function maintenanceUrl(databaseUrl: string) {
  const url = new URL(databaseUrl);
  url.pathname = '/postgres';
  return url.toString();
}

export async function adminQuery(databaseUrl: string, sql: string) {
  const client = new pg.Client(pgConnectionConfig(maintenanceUrl(databaseUrl)));
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function copyOfRunDatabase(): Promise<string> {
  const runUrl = inject('databaseUrl');
  const suffix = randomUUID().replaceAll('-', '').slice(0, 8);
  if (runUrl.startsWith('file:')) {
    const original = runUrl.slice('file:'.length);
    const copy = path.join(path.dirname(original), `file-${suffix}.db`);
    // Nothing writes to the original after the setup: with its write-ahead log, if one was left, the copy is whole.
    for (const part of ['', '-wal']) if (fs.existsSync(original + part)) fs.copyFileSync(original + part, copy + part);
    return `file:${copy}`;
  }
  const url = new URL(runUrl);
  const template = url.pathname.slice(1);
  const database = `${template}_${suffix}`;
  await adminQuery(runUrl, `CREATE DATABASE "${database}" TEMPLATE "${template}"`);
  url.pathname = `/${database}`;
  return url.toString();
}

let fileDatabase: Promise<string> | null = null;

/** This file's database, the same for every call in the file. */
export function fileDatabaseUrl(): Promise<string> {
  return (fileDatabase ??= copyOfRunDatabase());
}
