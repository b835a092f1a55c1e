// SQLite's log is copied back into the database file in the background, not by the commit that makes it long.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { openDatabase, sqliteConnectionOf } from '../../server/db/client.js';
import { sqlTransaction } from '../../server/db/sql.js';
import { CHECKPOINT_EVERY_MS, SAFETY_NET_PAGES, checkpointInBackground } from '../../server/db/sqlite-checkpoints.js';

/** The WAL index's counters (in the -shm file, little-endian here): frames in the log, and frames copied back so far. */
function walIndex(file: string) {
  const shm = fs.readFileSync(`${file}-shm`);
  return { frames: shm.readUInt32LE(16), copied: shm.readUInt32LE(96) };
}

describe('SQLite checkpoints', () => {
  it('leaves a long log to the background, which copies it back within a few seconds', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'liftmates-wal-'));
    const file = path.join(dir, 'checkpoints.db');
    const db = await openDatabase(`file:${file}`);
    try {
      // A commit past SQLite's own threshold (1,000 pages) would checkpoint; this connection's is the safety net's.
      expect(Number(sqliteConnectionOf(db)!.client.pragma('wal_autocheckpoint', { simple: true }))).toBe(SAFETY_NET_PAGES);
      await sqlTransaction(db, async (sql) => {
        await sql.run('CREATE TABLE "Filler" ("body" BLOB)');
        await sql.run(
          `INSERT INTO "Filler" ("body")
           WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n WHERE x < 1500) SELECT randomblob(3000) FROM n`,
        );
      });
      expect(walIndex(file).frames).toBeGreaterThan(1000);
      await expect
        .poll(
          () => {
            const { frames, copied } = walIndex(file);
            return copied === frames;
          },
          { timeout: CHECKPOINT_EVERY_MS * 5, interval: 100 },
        )
        .toBe(true);
    } finally {
      await db.$disconnect();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('gives the log file back once writes stop: it shrinks below 4 MiB after a burst that grew it past 12', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'liftmates-wal-'));
    const file = path.join(dir, 'truncate.db');
    const db = await openDatabase(`file:${file}`);
    try {
      await sqlTransaction(db, (sql) => sql.run('CREATE TABLE "Filler" ("body" BLOB)'));
      // Many commits, as members' saves are, while the background checkpoints run beside them.
      for (let batch = 0; batch < 40; batch += 1) {
        await sqlTransaction(db, (sql) =>
          sql.run(
            `INSERT INTO "Filler" ("body")
             WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n WHERE x < 100) SELECT randomblob(3000) FROM n`,
          ),
        );
      }
      expect(fs.statSync(`${file}-wal`).size).toBeGreaterThan(12 * 1024 * 1024);
      await expect
        .poll(() => fs.statSync(`${file}-wal`).size, { timeout: CHECKPOINT_EVERY_MS * 10, interval: 100 })
        .toBeLessThan(4 * 1024 * 1024);
      const [counted] = await db.$queryRawUnsafe<{ rows: bigint }[]>('SELECT count(*) AS "rows" FROM "Filler"');
      expect(Number(counted?.rows)).toBe(4000);
    } finally {
      await db.$disconnect();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reports a worker that cannot open the database, and stops at once (closing the app does not wait on it)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'liftmates-wal-'));
    const client = new Database(path.join(dir, 'app.db'));
    // The worker opens the file by the connection's name: one in a folder that is gone cannot be opened.
    const named = new Proxy(client, {
      get: (target, property) => (property === 'name' ? path.join(dir, 'gone', 'app.db') : Reflect.get(target, property, target)),
    });
    const errors: string[] = [];
    const stop = checkpointInBackground(named, (message) => errors.push(message));
    try {
      await expect.poll(() => errors.length, { timeout: 5000 }).toBeGreaterThan(0);
      expect(errors[0]).toMatch(/directory does not exist/);
      await stop();
    } finally {
      client.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
