// The SQLite adapter prepares a statement for every query it runs, and preparing (parsing and planning the SQL) costs
// about as much as running a short indexed query. Prisma sends the same SQL text for each shape of query, so
// statements are kept by their text and reused, with each run's arguments passed to that run instead of bound for good.
import type Database from 'better-sqlite3';

const KEPT = 1000;

type Args = unknown[];

/** What the adapter calls on a prepared statement, over one statement shared by every run of its SQL. */
function reusable(statement: Database.Statement) {
  return {
    reader: statement.reader,
    columns: () => statement.columns(),
    run: (...args: Args) => statement.run(...args),
    bind: (args: Args) => ({
      reader: statement.reader,
      columns: () => statement.columns(),
      run: () => statement.run(...args),
      raw: () => ({ all: () => statement.raw(true).all(...args) }),
    }),
  };
}

const statementsOf = new WeakMap<Database.Database, (sql: string) => Database.Statement>();

/** Makes `client.prepare` answer from a cache of statements by SQL text (the oldest dropped past 1,000). */
export function keepStatements(client: Database.Database) {
  const prepare = client.prepare.bind(client);
  const kept = new Map<string, { statement: Database.Statement; shared: ReturnType<typeof reusable> }>();
  const keptEntry = (sql: string) => {
    let entry = kept.get(sql);
    if (!entry) {
      const statement = prepare(sql);
      entry = { statement, shared: reusable(statement) };
      if (kept.size >= KEPT) kept.delete(kept.keys().next().value!);
      kept.set(sql, entry);
    }
    return entry;
  };
  client.prepare = ((sql: string) => keptEntry(sql).shared) as unknown as typeof client.prepare;
  statementsOf.set(client, (sql) => keptEntry(sql).statement);
}

/** The kept statement itself, for SQL written by hand (sql.ts), from the same cache. */
export function keptStatement(client: Database.Database, sql: string): Database.Statement {
  const statement = statementsOf.get(client)?.(sql);
  if (!statement) throw new Error('This connection does not keep its statements');
  return statement;
}
