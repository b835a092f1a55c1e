// The hand-written SQL's driver paths (server/db/sql.ts) behave as Prisma does on either database: what a transaction
// sends without waiting is all or nothing, dates read back as the instant written whatever the process's time zone,
// and text Prisma would refuse is refused the same way.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileDatabaseUrl } from '../support/file-database.js';
import { openDatabase, type Db } from '../../server/db/client.js';
import { sqlOf, sqlTransaction } from '../../server/db/sql.js';
import { AppError } from '../../server/lib/errors.js';

let db: Db;
const prefix = `sql-driver-${randomUUID()}`;
const keys = () => db.serverKey.findMany({ where: { name: { startsWith: prefix } }, orderBy: { name: 'asc' } });

beforeAll(async () => {
  db = await openDatabase(await fileDatabaseUrl());
});

afterAll(async () => {
  await db.serverKey.deleteMany({ where: { name: { startsWith: prefix } } });
  await db.$disconnect();
});

describe('hand-written SQL', () => {
  it('commits what a transaction sent without waiting, in order, and statements after a send see it', async () => {
    const seen = await sqlTransaction(db, async (sql) => {
      for (const index of [1, 2, 3])
        sql.send('INSERT INTO "ServerKey" ("name", "value", "createdAt") VALUES (?, ?, ?)', [`${prefix}-${index}`, 'a', new Date()]);
      sql.send('UPDATE "ServerKey" SET "value" = ? WHERE "name" = ?', ['b', `${prefix}-2`]);
      return sql.all<{ name: string; value: string }>('SELECT "name", "value" FROM "ServerKey" WHERE "name" LIKE ? ORDER BY "name"', [
        `${prefix}%`,
      ]);
    });
    expect(seen.map((row) => row.value)).toEqual(['a', 'b', 'a']);
    expect((await keys()).map((row) => row.value)).toEqual(['a', 'b', 'a']);
  });

  it('rolls back everything when a sent statement fails, and reports that statement’s error', async () => {
    const name = `${prefix}-rolled-back`;
    await expect(
      sqlTransaction(db, async (sql) => {
        sql.send('INSERT INTO "ServerKey" ("name", "value", "createdAt") VALUES (?, ?, ?)', [name, 'x', new Date()]);
        // The same key again: a unique violation, sent without waiting like the first.
        sql.send('INSERT INTO "ServerKey" ("name", "value", "createdAt") VALUES (?, ?, ?)', [name, 'y', new Date()]);
      }),
    ).rejects.toThrow(/unique|UNIQUE|duplicate/);
    expect(await db.serverKey.findUnique({ where: { name } })).toBeNull();
    // The connection is clean for the next transaction.
    await sqlTransaction(db, (sql) =>
      sql.run('INSERT INTO "ServerKey" ("name", "value", "createdAt") VALUES (?, ?, ?)', [name, 'z', new Date()]),
    );
    expect((await db.serverKey.findUnique({ where: { name } }))?.value).toBe('z');
  });

  it('reads dates back as the instant written, as Prisma does, in any time zone of the process', async () => {
    const zone = process.env.TZ;
    const written = new Date('2026-03-29T01:30:00.123Z');
    try {
      for (const [index, tz] of ['UTC', 'America/New_York', 'Asia/Kolkata'].entries()) {
        process.env.TZ = tz;
        const name = `${prefix}-zone-${index}`;
        await sqlOf(db).run('INSERT INTO "ServerKey" ("name", "value", "createdAt") VALUES (?, ?, ?)', [name, tz, written]);
        const [row] = await sqlOf(db).all<{ createdAt: unknown }>('SELECT "createdAt" FROM "ServerKey" WHERE "name" = ?', [name]);
        const read = row!.createdAt instanceof Date ? row!.createdAt : new Date(String(row!.createdAt));
        expect(read.toISOString()).toBe(written.toISOString());
        expect((await db.serverKey.findUnique({ where: { name } }))?.createdAt.toISOString()).toBe(written.toISOString());
      }
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it('refuses text with NUL as Prisma does, before anything is sent', async () => {
    const attempt = sqlOf(db).run('INSERT INTO "ServerKey" ("name", "value", "createdAt") VALUES (?, ?, ?)', [
      `${prefix}-nul`,
      'a\u0000b',
      new Date(),
    ]);
    await expect(attempt).rejects.toBeInstanceOf(AppError);
    await expect(attempt).rejects.toMatchObject({ status: 400 });
    expect(await db.serverKey.findUnique({ where: { name: `${prefix}-nul` } })).toBeNull();
  });
});
