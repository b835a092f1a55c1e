// Database commands: migrate (apply), migration <name> (create for both providers), reset, seed [--demo], records
// (every member's records derived again under the current rules).
// Runs in its own process: the migration engine cannot be closed, so this exits explicitly.
import { applyMigrations, createMigration, resetDatabase } from '../db/migrate.js';
import { loadConfig } from '../config.js';

const [command, ...args] = process.argv.slice(2);
const config = loadConfig();

async function main() {
  switch (command) {
    case 'migrate': {
      const applied = await applyMigrations(config.databaseUrl);
      console.log(applied.length ? `Applied ${applied.join(', ')}` : 'Database is up to date.');
      return;
    }
    case 'migration': {
      const name = args.find((arg) => !arg.startsWith('-'));
      if (!name || !/^[a-z0-9_]+$/.test(name)) throw new Error('Usage: npm run db:migration -- <name_in_snake_case>');
      const { createScratchDatabases } = await import('../db/scratch.js');
      const scratch = await createScratchDatabases();
      try {
        for (const [provider, url] of scratch.urls) {
          const created = await createMigration(provider, url, name);
          console.log(created ? `${provider}: created ${created}` : `${provider}: schema unchanged, no migration`);
        }
      } finally {
        await scratch.drop();
      }
      return;
    }
    case 'reset': {
      await resetDatabase(config.databaseUrl);
      const applied = await applyMigrations(config.databaseUrl);
      console.log(`Reset; applied ${applied.length} migrations.`);
      return;
    }
    case 'seed': {
      const { openDatabase } = await import('../db/client.js');
      const { seedCatalogue, seedDemo } = await import('../db/seed.js');
      const db = await openDatabase(config.databaseUrl);
      try {
        const started = performance.now();
        const counts = await seedCatalogue(db);
        console.log('Catalogue:', counts, `in ${((performance.now() - started) / 1000).toFixed(1)} s`);
        if (args.includes('--demo')) console.log('Demo:', await seedDemo(db));
      } finally {
        await db.$disconnect();
      }
      return;
    }
    case 'records': {
      const { openDatabase } = await import('../db/client.js');
      const { recomputeRecords } = await import('../domains/workout-logs/records.js');
      const db = await openDatabase(config.databaseUrl);
      try {
        const pairs = await db.workoutLogExercise.findMany({
          where: { completedSetCount: { gt: 0 } },
          distinct: ['userId', 'exerciseCode'],
          select: { userId: true, exerciseCode: true },
        });
        for (const { userId, exerciseCode } of pairs)
          await db.$transaction((tx) => recomputeRecords(tx, userId, exerciseCode), { timeout: 60_000, maxWait: 20_000 });
        console.log(`Records derived again for ${pairs.length} member-exercise histories.`);
      } finally {
        await db.$disconnect();
      }
      return;
    }
    default:
      throw new Error('Usage: tsx server/cli/db.ts migrate | migration <name> | reset | seed [--demo] | records');
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
