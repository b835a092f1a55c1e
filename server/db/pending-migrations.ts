// Whether a start has migrations to apply, in one query: the migration engine (WebAssembly, in a process of its own)
// costs seconds to start, and a start on a migrated database needs none of it.
import fs from 'node:fs';
import type { Db, Provider } from './client.js';
import { migrationsDir } from './providers.js';

/** The migrations of `provider` not yet applied to the database; all of them when it has never been migrated. */
export async function pendingMigrations(db: Db, provider: Provider): Promise<string[]> {
  const dir = migrationsDir(provider);
  const names = fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  // The engine's own table: a migration counts once it finished and was not rolled back (a failed one is pending, so
  // the engine is started and reports it).
  const applied = await db
    .$queryRawUnsafe<{ migration_name: string }[]>(
      'SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL',
    )
    .then(
      (rows) => new Set(rows.map((row) => row.migration_name)),
      () => new Set<string>(),
    );
  return names.filter((name) => !applied.has(name)).sort();
}
