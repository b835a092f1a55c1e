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

/** Makes `client.prepare` answer from a cache of statements by SQL text (the oldest dropped past 1,000). */
export function keepStatements(client: Database.Database) {
  const prepare = client.prepare.bind(client);
  const kept = new Map<string, ReturnType<typeof reusable>>();
  client.prepare = ((sql: string) => {
    let statement = kept.get(sql);
    if (!statement) {
      statement = reusable(prepare(sql));
      if (kept.size >= KEPT) kept.delete(kept.keys().next().value!);
      kept.set(sql, statement);
    }
    return statement;
  }) as unknown as typeof client.prepare;
}
