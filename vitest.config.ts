import os from 'node:os';
import { defineConfig } from 'vitest/config';

// Server tests run over HTTP against a real database: SQLite always, PostgreSQL too when TEST_DATABASE_URL names
// a server (each run creates and drops its own database there). Web tests render components in jsdom; common tests
// check common/'s pure functions in node.
const providers = ['sqlite', ...(process.env.TEST_DATABASE_URL ? ['postgresql'] : [])];

export default defineConfig({
  test: {
    // Each server test file has a database of its own (tests/support/file-database.ts), so files run side by side:
    // one per core, where the default leaves one core to the runner.
    maxWorkers: Math.max(2, os.availableParallelism()),
    projects: [
      ...providers.map((provider) => ({
        test: {
          name: provider,
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/global-setup.ts'],
          env: { LIFTMATES_TEST_PROVIDER: provider },
          testTimeout: 30_000,
          hookTimeout: 120_000,
          pool: 'forks' as const,
        },
      })),
      {
        // What server and web app both run (common/): pure functions, property tests over every value a member types.
        test: {
          name: 'common',
          include: ['tests/common/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          include: ['tests/web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/web/setup.ts'],
          testTimeout: 15_000,
        },
      },
    ],
  },
});
