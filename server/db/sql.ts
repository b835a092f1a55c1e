// Hand-written SQL for the few paths run many times a second (signing a request in, ticking a set and reading the
// log back, the feed's page, an exercise's history, the Flexicon's pages) and for bulk writes (a history import). Prisma costs a fraction of a millisecond per query in planning and mapping, far more than a short indexed
// statement on SQLite, so these paths speak to the driver directly: on SQLite to the better-sqlite3 connection
// Prisma itself uses (so transactions still queue on its lock), on PostgreSQL to the pg pool Prisma's adapter uses, as
// prepared statements (through Prisma's raw queries only inside a Prisma transaction, which holds its own connection).
// One text serves both databases: "?" placeholders (numbered $1..$n for PostgreSQL) and double-quoted identifiers.
import { createHash } from 'node:crypto';
import type { Socket } from 'node:net';
import type { PoolClient, QueryConfig, QueryResult } from 'pg';
import type { Db } from './client.js';
import { noteStatement, pgPoolOf, providerOfClient, sqliteConnectionOf } from './client.js';
import { keptStatement } from './sqlite-statements.js';
import { holdsNul, NUL_MESSAGE } from './nul-guard.js';
import { badInput } from '../lib/errors.js';

export type Row = Record<string, unknown>;

export interface Sql {
  /** Which database's SQL it speaks, for the few expressions the two spell differently (jsonRows). */
  readonly dialect: 'sqlite' | 'postgresql';
  /** The rows a statement returns. */
  all<T extends Row = Row>(text: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs a statement, returning how many rows it changed. */
  run(text: string, params?: readonly unknown[]): Promise<number>;
  /**
   * Runs a write whose answer is not needed before the next statement: on a pipelined connection it goes out at once
   * behind the ones before, without a round trip of its own. Statements after it see it. Whoever sends waits with
   * `settled()` before relying on it (a transaction of sqlTransaction does so before it commits).
   */
  send(text: string, params?: readonly unknown[]): void;
  /** Waits for what was sent, failing with the first of its errors. */
  settled(): Promise<void>;
}

/** Text PostgreSQL cannot hold, refused on both databases as Prisma's queries are (nul-guard.ts). */
const nulRefused = () => badInput(NUL_MESSAGE, [{ field: '_', message: NUL_MESSAGE }]);

interface Statements {
  dialect: Sql['dialect'];
  all: Sql['all'];
  run: Sql['run'];
}

/**
 * `send` over statements. Where the connection keeps the order of what it is given (better-sqlite3 runs each at
 * once, a pipelined pg connection answers in order) a send is simply not waited for; elsewhere (a pool, Prisma's
 * transaction) the statements after a send wait for it, and reads sent together still run side by side.
 */
function sending({ dialect, all, run }: Statements, keepsOrder: boolean): Sql {
  let pending: Promise<unknown>[] = [];
  let lastSent: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(make: () => Promise<T>): Promise<T> => (keepsOrder ? make() : lastSent.then(make));
  return {
    dialect,
    all: (text, params) => (holdsNul(params) ? Promise.reject(nulRefused()) : inTurn(() => all(text, params))),
    run: (text, params) => (holdsNul(params) ? Promise.reject(nulRefused()) : inTurn(() => run(text, params))),
    send(text, params) {
      if (holdsNul(params)) throw nulRefused();
      const sent = inTurn(() => run(text, params));
      if (!keepsOrder) lastSent = sent.catch(() => undefined);
      // Its failure is reported by settled(), not as an unhandled rejection in between.
      sent.catch(() => undefined);
      pending.push(sent);
    },
    async settled() {
      const waiting = pending;
      pending = [];
      await Promise.all(waiting);
    },
  };
}

type Raw = Pick<Db, '$queryRawUnsafe' | '$executeRawUnsafe'>;

/** Dates as Prisma writes them on SQLite (ISO with an explicit offset), so text comparisons with its rows hold. */
const sqliteValue = (value: unknown) =>
  value instanceof Date ? value.toISOString().replace('Z', '+00:00') : typeof value === 'boolean' ? Number(value) : (value ?? null);

const numbered = (text: string) => {
  let index = 0;
  return text.replace(/\?/g, () => `$${++index}`);
};

type RowOf = (values: readonly unknown[]) => Row;
const rowMakers = new WeakMap<object, RowOf>();

/**
 * Rows as objects, built from the driver's arrays by a function made once per statement: better-sqlite3 names each
 * row's columns one by one, which costs more on a page of rows than the query itself. The names are the statement's
 * own columns (SQL written here), quoted as JSON.
 */
function rowMakerOf(statement: { columns(): { name: string }[] }): RowOf {
  let make = rowMakers.get(statement);
  if (!make) {
    const fields = statement.columns().map((column, index) => `${JSON.stringify(column.name)}: values[${index}]`);
    make = new Function('values', `return { ${fields.join(', ')} };`) as RowOf;
    rowMakers.set(statement, make);
  }
  return make;
}

function sqliteSql(db: Db): Sql {
  const { client } = sqliteConnectionOf(db)!;
  return sending(
    {
      dialect: 'sqlite',
      all: <T extends Row>(text: string, params: readonly unknown[] = []) => {
        noteStatement(db, text);
        const statement = keptStatement(client, text);
        const values = statement.raw(true).all(...params.map(sqliteValue)) as unknown[][];
        return Promise.resolve(values.map(rowMakerOf(statement)) as T[]);
      },
      run: (text: string, params: readonly unknown[] = []) => {
        noteStatement(db, text);
        return Promise.resolve(keptStatement(client, text).run(...params.map(sqliteValue)).changes);
      },
    },
    true,
  );
}

function prismaRawSql(raw: Raw): Sql {
  return sending(
    {
      dialect: 'postgresql',
      all: <T extends Row>(text: string, params: readonly unknown[] = []) => raw.$queryRawUnsafe<T[]>(numbered(text), ...params),
      run: (text: string, params: readonly unknown[] = []) => raw.$executeRawUnsafe(numbered(text), ...params),
    },
    false,
  );
}

/** Dates as Prisma writes them on PostgreSQL (UTC, no offset, for `timestamp` columns). */
const pgValue = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, -1) : (value ?? null));

/**
 * A statement with few enough parameters is prepared once per connection under a name from its text: planning a
 * short statement costs PostgreSQL more than running it. A prepared statement lasts as long as its connection, so
 * both caps bound what each connection holds: a bulk INSERT would make a name per row count, and the Flexicon's
 * filters, which visitors choose, combine into many texts. Past the first NAMED_MAX_TEXTS texts (the hot ones come
 * first), statements run unnamed.
 */
const NAMED_MAX_PARAMS = 32;
const NAMED_MAX_TEXTS = 500;
const names = new Map<string, string>();
function queryOf(text: string, params: readonly unknown[]): QueryConfig {
  const numberedText = numbered(text);
  let name = params.length <= NAMED_MAX_PARAMS ? names.get(numberedText) : undefined;
  if (!name && params.length <= NAMED_MAX_PARAMS && names.size < NAMED_MAX_TEXTS) {
    name = `lm_${createHash('sha1').update(numberedText).digest('hex').slice(0, 24)}`;
    names.set(numberedText, name);
  }
  return { text: numberedText, values: params.map(pgValue), name };
}

type PgQuery = (query: QueryConfig) => Promise<QueryResult>;

function postgresSql(db: Db, query: PgQuery, keepsOrder: boolean): Sql {
  return sending(
    {
      dialect: 'postgresql',
      all: async <T extends Row>(text: string, params: readonly unknown[] = []) => {
        const config = queryOf(text, params);
        noteStatement(db, text);
        return (await query(config)).rows as T[];
      },
      run: async (text: string, params: readonly unknown[] = []) => {
        const config = queryOf(text, params);
        noteStatement(db, text);
        return (await query(config)).rowCount ?? 0;
      },
    },
    keepsOrder,
  );
}

/**
 * Queries on one pipelined connection whose socket is corked until the current tick ends: what a transaction sends
 * together (BEGIN with its first writes, a burst of writes and the read after them, the last writes with COMMIT)
 * leaves in one write. Each write to a loopback or LAN socket costs a system call and a wake-up of the database's
 * process, which under load cost more than the statements. pg corks each query's messages itself; corks nest.
 */
function corkedQueries(connection: PoolClient): PgQuery {
  const stream = (connection as unknown as { connection?: { stream?: Socket } }).connection?.stream;
  let corked = false;
  return (config) => {
    if (stream && !corked) {
      corked = true;
      stream.cork();
      process.nextTick(() => {
        corked = false;
        stream.uncork();
      });
    }
    return connection.query(config);
  };
}

/**
 * Statements outside a transaction, or inside the Prisma transaction `tx` (on SQLite there is one connection, so
 * statements sent while `tx` holds it are part of it).
 */
export function sqlOf(db: Db, tx?: Raw): Sql {
  if (providerOfClient(db) === 'sqlite') return sqliteSql(db);
  const pool = pgPoolOf(db)!;
  return tx ? prismaRawSql(tx) : postgresSql(db, (config) => pool.query(config), false);
}

/**
 * Statements in one transaction, committed when `work` resolves and rolled back when it throws. On SQLite it takes
 * the lock of Prisma's adapter directly (Prisma's own interactive transaction costs more than the statements of a
 * short one), so it queues with Prisma's transactions on the one connection.
 */
export async function sqlTransaction<T>(db: Db, work: (sql: Sql) => Promise<T>): Promise<T> {
  if (providerOfClient(db) !== 'sqlite') return pgTransaction(db, work);
  const { client, adapter } = sqliteConnectionOf(db)!;
  const transaction = await adapter.startTransaction();
  let result: T;
  try {
    const sql = sqliteSql(db);
    result = await work(sql);
    await sql.settled();
    keptStatement(client, 'COMMIT').run();
  } catch (error) {
    if (client.inTransaction) keptStatement(client, 'ROLLBACK').run();
    await transaction.rollback();
    throw error;
  }
  await transaction.commit();
  return result;
}

/** On PostgreSQL, one of the pool's connections for the transaction, as Prisma's adapter takes one for its own. */
async function pgTransaction<T>(db: Db, work: (sql: Sql) => Promise<T>): Promise<T> {
  const connection = await pgPoolOf(db)!.connect();
  let broken: unknown;
  try {
    // BEGIN goes out with the transaction's first statements and COMMIT with its last: the connection is pipelined.
    // A COMMIT behind a statement that failed ends the transaction as a ROLLBACK, and the failure is what is thrown.
    const query = corkedQueries(connection);
    const begun = query({ text: 'BEGIN' });
    begun.catch(() => undefined);
    const sql = postgresSql(db, query, true);
    const result = await work(sql);
    const committed = query({ text: 'COMMIT' });
    committed.catch(() => undefined);
    await Promise.all([begun, sql.settled()]);
    await committed;
    return result;
  } catch (error) {
    await connection.query('ROLLBACK').catch((rollbackError: unknown) => (broken = rollbackError));
    throw error;
  } finally {
    // A connection that could not roll back is closed rather than handed to the next request.
    connection.release(broken instanceof Error ? broken : undefined);
  }
}

/**
 * Bound parameters per statement: far under SQLite's 32,766 and PostgreSQL's 65,535, and large enough that a
 * statement carries hundreds of rows.
 */
const PARAMS_PER_STATEMENT = 8000;

/**
 * Multi-row INSERTs, as many statements as the parameter limit asks for. Prisma's createMany spends about half a
 * millisecond of its own per row (a 20,000-row import took 9 s to write, 1 s of it in SQLite); plain INSERTs take a
 * third of that. Every column is given (ids, timestamps), so nothing relies on a default Prisma would have filled in.
 */
export async function insertRows(sql: Sql, table: string, rows: readonly Record<string, unknown>[]) {
  for (const [text, params] of rowInserts(table, rows)) await sql.run(text, params);
}

/** insertRows without waiting: the statements are sent (Sql.send). */
export function sendRows(sql: Sql, table: string, rows: readonly Record<string, unknown>[]) {
  for (const [text, params] of rowInserts(table, rows)) sql.send(text, params);
}

function* rowInserts(table: string, rows: readonly Record<string, unknown>[]): Generator<[string, unknown[]]> {
  if (!rows.length) return;
  const columns = Object.keys(rows[0]!);
  const perStatement = Math.max(1, Math.floor(PARAMS_PER_STATEMENT / columns.length));
  const tuple = `(${columns.map(() => '?').join(', ')})`;
  for (let start = 0; start < rows.length; start += perStatement) {
    const chunk = rows.slice(start, start + perStatement);
    yield [
      `INSERT INTO "${table}" (${columns.map((column) => `"${column}"`).join(', ')}) VALUES ${chunk.map(() => tuple).join(', ')}`,
      chunk.flatMap((row) => columns.map((column) => row[column] ?? null)),
    ];
  }
}

/**
 * An aggregate of the rows it runs over as one JSON list of `values` lists, in `order`: a parent row carries its
 * children in one value, where a statement of its own would return a row (and make an object) per child. Read it back
 * with jsonRowsOf.
 */
export const jsonRows = (sql: Sql, values: readonly string[], order: string) =>
  sql.dialect === 'sqlite'
    ? `json_group_array(json_array(${values.join(', ')}) ORDER BY ${order})`
    : `json_agg(json_build_array(${values.join(', ')}) ORDER BY ${order})`;

/** What jsonRows made, from either driver: SQLite gives JSON text, PostgreSQL the parsed value (null for no rows). */
export const jsonRowsOf = (value: unknown): unknown[][] =>
  typeof value === 'string' ? (JSON.parse(value) as unknown[][]) : ((value ?? []) as unknown[][]);

/** One "?" per item, for an IN list. */
export const placeholders = (items: readonly unknown[]) => items.map(() => '?').join(', ');

/** A date from either driver: PostgreSQL gives Date objects, SQLite the text Prisma wrote. */
export const dateOf = (value: unknown): Date => (value instanceof Date ? value : new Date(String(value)));
export const dateOrNull = (value: unknown): Date | null => (value === null || value === undefined ? null : dateOf(value));
/** A number from either driver (PostgreSQL counts and sums arrive as bigint or decimal text). */
export const numberOf = (value: unknown): number => Number(value ?? 0);
