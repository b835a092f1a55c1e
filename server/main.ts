// Start-up: read config, open the database, apply pending migrations (in a child process: the migration engine cannot
// be closed), seed the catalogue, bootstrap the admin, listen. Runs built (dist/server/main.js, npm run serve) or from
// source under tsx (npm run dev, the tests).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { ROOT, providerOf } from './db/providers.js';
import { pendingMigrations } from './db/pending-migrations.js';
import { seedCatalogue, seedDemo } from './db/seed.js';
import { bootstrapAdmin } from './domains/users/service.js';
import { createMailer } from './mail/mailer.js';
import { createDiskMediaStore } from './media/store.js';
import { buildApp } from './app.js';

const config = loadConfig();
// Built, the migration runner is the bundle's sibling (scripts/build.mjs); from source it is the CLI under tsx.
const migrator = import.meta.url.endsWith('.ts')
  ? ['--import', 'tsx', path.join(ROOT, 'server/cli/db.ts')]
  : [fileURLToPath(new URL('./db-cli.js', import.meta.url))];

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
