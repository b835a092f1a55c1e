// Opens the database named by DATABASE_URL with the client generated for its provider. Both clients share one
// model, so the rest of the server is written against the SQLite client's types.
import fs from 'node:fs';
import path from 'node:path';
import type BetterSqlite3 from 'better-sqlite3';
import type { Pool, types as PgTypes } from 'pg';
import type { SqlDriverAdapter, SqlDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import type { PrismaClient } from './generated/sqlite/client.ts';
import { providerOf, type Provider } from './providers.js';
import { sqliteFilePath } from './sqlite-path.js';
import { pgConnectionConfig } from './pg-config.js';
import { refusingNul } from './nul-guard.js';
import { keepStatements } from './sqlite-statements.js';
import { checkpointInBackground } from './sqlite-checkpoints.js';

export type Db = PrismaClient;
export type { Provider };

/** Counts the SQL statements sent to the database, so tests and benches can see N+1 patterns. */
export class StatementCounter {
  count = 0;
  /** When a set, every table the statements read is added to it (tests that check what a request reads). */
  readTables: Set<string> | null = null;
  reset() {
    this.count = 0;
  }
}

const counters = new WeakMap<Db, StatementCounter>();
const providers = new WeakMap<Db, Provider>();

export function statementCounter(db: Db): StatementCounter {
  const counter = counters.get(db);
  if (!counter) throw new Error('This client was not opened by openDatabase');
  return counter;
}

export function providerOfClient(db: Db): Provider {
  return providers.get(db) ?? 'sqlite';
}

/** The tables a statement reads from, as Prisma and the hand-written SQL spell them on either database. */
const READ_TABLES = /\b(?:FROM|JOIN)\s+(?:[`"]?\w+[`"]?\.)?[`"](\w+)[`"]/gi;

/** The table an INSERT, UPDATE or DELETE statement writes, as Prisma spells it on either database. */
const WRITTEN_TABLE = /^\s*(?:INSERT\s+INTO|UPDATE|DELETE\s+FROM)\s+(?:[`"]?\w+[`"]?\.)?[`"]?(\w+)[`"]?/i;

function counting<T extends object>(target: T, counter: StatementCounter, listeners: Set<(model: string) => void>): T {
  return new Proxy(target, {
    get(obj, prop, receiver) {
      const value = Reflect.get(obj, prop, receiver);
      if (typeof value !== 'function') return value;
      if (prop === 'queryRaw' || prop === 'executeRaw') {
        return async (...args: unknown[]) => {
          counter.count += 1;
          const sql = (args[0] as { sql?: string } | undefined)?.sql ?? '';
          if (counter.readTables) for (const [, read] of sql.matchAll(READ_TABLES)) counter.readTables.add(read!);
          const result: unknown = await (value as (...a: unknown[]) => Promise<unknown>).apply(obj, args);
          const table = WRITTEN_TABLE.exec(sql)?.[1];
          if (table) for (const listener of listeners) listener(table);
          return result;
        };
      }
      if (prop === 'startTransaction') {
        return async (...args: unknown[]) =>
          counting(await (value as (...a: unknown[]) => Promise<object>).apply(obj, args), counter, listeners);
      }
      return value.bind(obj);
    },
  });
}

function countingFactory(
  factory: SqlDriverAdapterFactory,
  counter: StatementCounter,
  listeners: Set<(model: string) => void>,
): SqlDriverAdapterFactory {
  return {
    provider: factory.provider,
    adapterName: factory.adapterName,
    connect: async () => counting<SqlDriverAdapter>(await factory.connect(), counter, listeners),
  };
}

/**
 * The better-sqlite3 connection behind the SQLite adapter (its `client`) reuses its prepared statements, and its
 * checkpoints run in the background (sqlite-checkpoints.ts).
 */
function keepingStatements(
  factory: SqlDriverAdapterFactory,
  onClient: (client: BetterSqlite3.Database, adapter: SqlDriverAdapter) => void,
): SqlDriverAdapterFactory {
  return {
    provider: factory.provider,
    adapterName: factory.adapterName,
    connect: async () => {
      const adapter = await factory.connect();
      const client = (adapter as unknown as { client?: BetterSqlite3.Database }).client;
      if (client && typeof client.prepare === 'function') {
        keepStatements(client);
        const stopCheckpoints = checkpointInBackground(client, (message) => console.error(`SQLite checkpoint: ${message}`));
        const dispose = adapter.dispose.bind(adapter);
        adapter.dispose = async () => {
          await stopCheckpoints();
          await dispose();
        };
        onClient(client, adapter);
      }
      return adapter;
    },
  };
}

const TIMESTAMP_OID = 1114;
/**
 * Prisma keeps DateTime as `timestamp(3)` in UTC, and pg would read it in the process's time zone: the hand-written
 * SQL's rows are read as Prisma reads its own (which sets its parsers per query, so this does not touch them).
 */
const utcTimestamps =
  (types: typeof PgTypes) =>
  (oid: number, format?: 'text' | 'binary'): ((value: string) => unknown) =>
    oid === TIMESTAMP_OID && format !== 'binary'
      ? (text) => new Date(`${text.replace(' ', 'T')}Z`)
      : (types.getTypeParser(oid, format as 'text') as (value: string) => unknown);

const writeListeners = new WeakMap<Db, Set<(model: string) => void>>();
interface SqliteConnection {
  client: BetterSqlite3.Database;
  /** Prisma's adapter over it: its transactions take the lock every Prisma transaction waits on. */
  adapter: SqlDriverAdapter;
}
const sqliteConnections = new WeakMap<Db, () => SqliteConnection | undefined>();
const pgPools = new WeakMap<Db, Pool>();

/** The pg pool a PostgreSQL client's adapter runs on (undefined on SQLite), for sql.ts. */
export function pgPoolOf(db: Db): Pool | undefined {
  return pgPools.get(db);
}

/** The better-sqlite3 connection a SQLite client runs on (undefined on PostgreSQL), for sql.ts. */
export function sqliteConnectionOf(db: Db): SqliteConnection | undefined {
  return sqliteConnections.get(db)?.();
}

/** Counts a statement sent past Prisma and tells the write listeners what it wrote, as Prisma's own are. */
export function noteStatement(db: Db, sql: string) {
  statementCounter(db).count += 1;
  const table = WRITTEN_TABLE.exec(sql)?.[1];
  if (table) for (const listener of writeListeners.get(db) ?? []) listener(table);
}

/** Calls `listener` with the table's name after each statement that writes it, from Prisma's queries and raw SQL alike. */
export function onWrite(db: Db, listener: (model: string) => void): () => void {
  const listeners = writeListeners.get(db);
  if (!listeners) throw new Error('This client was not opened by openDatabase');
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * How the SQLite file is opened: WAL with NORMAL sync (a commit survives a crash of the process, not of the machine's
 * power), and the file mapped into memory with a 64 MiB page cache, so reading rows scattered over a large file
 * (a member's sets among millions) costs no read calls. The log is cut back to 4 MiB each time it starts over
 * (sqlite-checkpoints.ts). The bench's plain-driver baseline opens it the same way.
 */
export const SQLITE_PRAGMAS = [
  'journal_mode = WAL',
  'synchronous = NORMAL',
  'mmap_size = 1073741824',
  'cache_size = -65536',
  'journal_size_limit = 4194304',
];

export async function openDatabase(databaseUrl: string): Promise<Db> {
  const provider = providerOf(databaseUrl);
  const counter = new StatementCounter();
  const listeners = new Set<(model: string) => void>();
  let db: Db;
  let sqliteConnection: SqliteConnection | undefined;
  let pgPool: Pool | undefined;
  if (provider === 'sqlite') {
    const { PrismaBetterSqlite3 } = await import('@prisma/adapter-better-sqlite3');
    const { PrismaClient: SqliteClient } = await import('./generated/sqlite/client.ts');
    const file = sqliteFilePath(databaseUrl);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    // better-sqlite3 enforces foreign keys by default; `timeout` is SQLite's busy timeout.
    const adapter = countingFactory(
      keepingStatements(
        new PrismaBetterSqlite3({ url: file, timeout: 5000 }),
        (client, adapter) => (sqliteConnection = { client, adapter }),
      ),
      counter,
      listeners,
    );
    db = new SqliteClient({ adapter });
    for (const pragma of SQLITE_PRAGMAS) await db.$queryRawUnsafe(`PRAGMA ${pragma}`);
  } else {
    const { PrismaPg } = await import('@prisma/adapter-pg');
    const { default: pg } = await import('pg');
    const { PrismaClient: PgClient } = await import('./generated/postgresql/client.ts');
    // One pool for Prisma and the hand-written SQL alike, so both count against the same connections. Pipelined:
    // statements sent without waiting for the one before go out at once (save-sets.ts sends its writes so).
    pgPool = new pg.Pool({
      ...pgConnectionConfig(databaseUrl),
      max: 10,
      pipeline: true,
      types: { getTypeParser: utcTimestamps(pg.types) },
    });
    const adapter = countingFactory(new PrismaPg(pgPool, { disposeExternalPool: true }), counter, listeners);
    db = new PgClient({ adapter }) as unknown as Db;
  }
  db = refusingNul(db);
  writeListeners.set(db, listeners);
  sqliteConnections.set(db, () => sqliteConnection);
  if (pgPool) pgPools.set(db, pgPool);
  counters.set(db, counter);
  providers.set(db, provider);
  counter.reset();
  return db;
}
