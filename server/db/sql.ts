// Hand-written SQL for the few paths run many times a second (ticking a set, signing a request in, reading a log
// back). Prisma costs a fraction of a millisecond per query in planning and mapping, far more than a short indexed
// statement on SQLite, so these paths speak to the driver directly: on SQLite to the better-sqlite3 connection
// Prisma itself uses (so transactions still queue on its lock), on PostgreSQL through Prisma's raw queries.
// One text serves both databases: "?" placeholders (numbered $1..$n for PostgreSQL) and double-quoted identifiers.
import type { Db } from './client.js';
import { noteStatement, providerOfClient, sqliteClientOf } from './client.js';
import { keptStatement } from './sqlite-statements.js';

export type Row = Record<string, unknown>;

export interface Sql {
  /** The rows a statement returns. */
  all<T extends Row = Row>(text: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs a statement, returning how many rows it changed. */
  run(text: string, params?: readonly unknown[]): Promise<number>;
}

type Raw = Pick<Db, '$queryRawUnsafe' | '$executeRawUnsafe'>;

/** Dates as Prisma writes them on SQLite (ISO with an explicit offset), so text comparisons with its rows hold. */
const sqliteValue = (value: unknown) =>
  value instanceof Date ? value.toISOString().replace('Z', '+00:00') : typeof value === 'boolean' ? Number(value) : (value ?? null);

const numbered = (text: string) => {
  let index = 0;
  return text.replace(/\?/g, () => `$${++index}`);
};

function sqliteSql(db: Db): Sql {
  const client = sqliteClientOf(db)!;
  return {
    all: <T extends Row>(text: string, params: readonly unknown[] = []) => {
      noteStatement(db, text);
      // The adapter reads the same kept statement in raw mode; rows by column name are asked for each time.
      return Promise.resolve(
        keptStatement(client, text)
          .raw(false)
          .all(...params.map(sqliteValue)) as T[],
      );
    },
    run: (text: string, params: readonly unknown[] = []) => {
      noteStatement(db, text);
      return Promise.resolve(keptStatement(client, text).run(...params.map(sqliteValue)).changes);
    },
  };
}

function postgresSql(raw: Raw): Sql {
  return {
    all: <T extends Row>(text: string, params: readonly unknown[] = []) => raw.$queryRawUnsafe<T[]>(numbered(text), ...params),
    run: (text: string, params: readonly unknown[] = []) => raw.$executeRawUnsafe(numbered(text), ...params),
  };
}

/** Statements outside a transaction. */
export function sqlOf(db: Db): Sql {
  return providerOfClient(db) === 'sqlite' ? sqliteSql(db) : postgresSql(db);
}

/** Statements in one transaction, committed when `work` resolves and rolled back when it throws. */
export function sqlTransaction<T>(db: Db, work: (sql: Sql) => Promise<T>): Promise<T> {
  return db.$transaction((tx) => work(providerOfClient(db) === 'sqlite' ? sqliteSql(db) : postgresSql(tx)));
}

/** A date from either driver: PostgreSQL gives Date objects, SQLite the text Prisma wrote. */
export const dateOf = (value: unknown): Date => (value instanceof Date ? value : new Date(String(value)));
export const dateOrNull = (value: unknown): Date | null => (value === null || value === undefined ? null : dateOf(value));
/** A number from either driver (PostgreSQL counts and sums arrive as bigint or decimal text). */
export const numberOf = (value: unknown): number => Number(value ?? 0);
