// The app's process: opens the database, applies pending migrations (in a child process: the migration engine cannot be
// closed), seeds the catalogue, bootstraps the admin, listens.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Config } from './config.js';
import { openDatabase } from './db/client.js';
import { ROOT, providerOf } from './db/providers.js';
import { pendingMigrations } from './db/pending-migrations.js';
import { seedCatalogue, seedDemo } from './db/seed.js';
import { bootstrapAdmin } from './domains/users/service.js';
import { createMailer } from './mail/mailer.js';
import { createDiskMediaStore } from './media/store.js';
import { buildApp } from './app.js';

// Built, the migration runner is the bundle's sibling (scripts/build.mjs); from source it is the CLI under tsx.
const migrator = import.meta.url.endsWith('.ts')
  ? ['--import', 'tsx', path.join(ROOT, 'server/cli/db.ts')]
  : [fileURLToPath(new URL('./db-cli.js', import.meta.url))];

/** The database as the app needs it: migrated, with the catalogue and the admin. */
async function prepareDatabase(config: Config) {
  let db = await openDatabase(config.databaseUrl);
  if ((await pendingMigrations(db, providerOf(config.databaseUrl))).length) {
    await db.$disconnect();
    const migration = spawnSync(process.execPath, [...migrator, 'migrate'], { stdio: 'inherit', env: process.env });
    if (migration.status !== 0) {
      console.error('Migrations failed; not starting.');
      process.exit(1);
    }
    db = await openDatabase(config.databaseUrl);
  }
  await seedCatalogue(db);
  if (config.seedDemo) await seedDemo(db);
  if (config.admin) await bootstrapAdmin(db, config.admin);
  return db;
}

/** Runs the app on `config.port`; `prepare` first readies the database (every process but the later workers). */
export async function serve(config: Config, prepare: boolean) {
  const db = prepare ? await prepareDatabase(config) : await openDatabase(config.databaseUrl);
  const app = await buildApp({
    db,
    config,
    mailer: createMailer(db, { smtpUrl: config.smtpUrl, from: config.mailFrom }),
    media: createDiskMediaStore(config.mediaDir),
  });
  const shutdown = async () => {
    await app.close();
    await db.$disconnect();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  await app.listen({ port: config.port, host: config.host });
}
