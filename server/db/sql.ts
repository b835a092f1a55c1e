// Hand-written SQL for the few paths run many times a second (signing a request in, ticking a set and reading the
// log back, the feed's page, an exercise's history, the Flexicon's pages) and for bulk writes (a history import). Prisma costs a fraction of a millisecond per query in planning and mapping, far more than a short indexed
// statement on SQLite, so these paths speak to the driver directly: on SQLite to the better-sqlite3 connection
// Prisma itself uses (so transactions still queue on its lock), on PostgreSQL through Prisma's raw queries.
// One text serves both databases: "?" placeholders (numbered $1..$n for PostgreSQL) and double-quoted identifiers.
import type { Db } from './client.js';
import { noteStatement, providerOfClient, sqliteConnectionOf } from './client.js';
import { keptStatement } from './sqlite-statements.js';

export type Row = Record<string, unknown>;

export interface Sql {
  /** Which database's SQL it speaks, for the few expressions the two spell differently (jsonRows). */
  readonly dialect: 'sqlite' | 'postgresql';
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
  return {
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
  };
}

function postgresSql(raw: Raw): Sql {
  return {
    dialect: 'postgresql',
    all: <T extends Row>(text: string, params: readonly unknown[] = []) => raw.$queryRawUnsafe<T[]>(numbered(text), ...params),
    run: (text: string, params: readonly unknown[] = []) => raw.$executeRawUnsafe(numbered(text), ...params),
  };
}

/**
 * Statements outside a transaction, or inside the Prisma transaction `tx` (on SQLite there is one connection, so
 * statements sent while `tx` holds it are part of it).
 */
export function sqlOf(db: Db, tx?: Raw): Sql {
  return providerOfClient(db) === 'sqlite' ? sqliteSql(db) : postgresSql(tx ?? db);
}

/**
 * Statements in one transaction, committed when `work` resolves and rolled back when it throws. On SQLite it takes
 * the lock of Prisma's adapter directly (Prisma's own interactive transaction costs more than the statements of a
 * short one), so it queues with Prisma's transactions on the one connection.
 */
export async function sqlTransaction<T>(db: Db, work: (sql: Sql) => Promise<T>): Promise<T> {
  if (providerOfClient(db) !== 'sqlite') return db.$transaction((tx) => work(sqlOf(db, tx)));
  const { client, adapter } = sqliteConnectionOf(db)!;
  const transaction = await adapter.startTransaction();
  let result: T;
  try {
    result = await work(sqliteSql(db));
    keptStatement(client, 'COMMIT').run();
  } catch (error) {
    if (client.inTransaction) keptStatement(client, 'ROLLBACK').run();
    await transaction.rollback();
    throw error;
  }
  await transaction.commit();
  return result;
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
  if (!rows.length) return;
  const columns = Object.keys(rows[0]!);
  const perStatement = Math.max(1, Math.floor(PARAMS_PER_STATEMENT / columns.length));
  const tuple = `(${columns.map(() => '?').join(', ')})`;
  for (let start = 0; start < rows.length; start += perStatement) {
    const chunk = rows.slice(start, start + perStatement);
    await sql.run(
      `INSERT INTO "${table}" (${columns.map((column) => `"${column}"`).join(', ')}) VALUES ${chunk.map(() => tuple).join(', ')}`,
      chunk.flatMap((row) => columns.map((column) => row[column] ?? null)),
    );
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
