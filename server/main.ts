// Start-up: read config, apply pending migrations (in a child process: the migration engine cannot be closed),
// open the database, seed the catalogue, bootstrap the admin, listen.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { ROOT } from './db/providers.js';
import { seedCatalogue, seedDemo } from './db/seed.js';
import { bootstrapAdmin } from './domains/users/service.js';
import { createMailer } from './mail/mailer.js';
import { createDiskMediaStore } from './media/store.js';
import { buildApp } from './app.js';

const config = loadConfig();
const migration = spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server/cli/db.ts'), 'migrate'], {
  stdio: 'inherit',
  env: process.env,
});
if (migration.status !== 0) {
  console.error('Migrations failed; not starting.');
  process.exit(1);
}

const db = await openDatabase(config.databaseUrl);
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
