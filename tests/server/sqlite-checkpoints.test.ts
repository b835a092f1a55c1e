// SQLite's log is copied back into the database file in the background, not by the commit that makes it long.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase, sqliteConnectionOf } from '../../server/db/client.js';
import { sqlTransaction } from '../../server/db/sql.js';
import { CHECKPOINT_EVERY_MS, SAFETY_NET_PAGES } from '../../server/db/sqlite-checkpoints.js';

/** The WAL index's counters (in the -shm file, little-endian here): frames in the log, and frames copied back so far. */
function walIndex(file: string) {
  const shm = fs.readFileSync(`${file}-shm`);
  return { frames: shm.readUInt32LE(16), copied: shm.readUInt32LE(96) };
}

describe('SQLite checkpoints', () => {
  it('leaves a long log to the background, which copies it back within a few seconds', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'liftmates-wal-')), 'checkpoints.db');
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
    }
  });
});
