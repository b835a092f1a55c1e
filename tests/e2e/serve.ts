// The server the browser tests talk to: the real app as npm run serve runs it (the built server, over the built web
// app; playwright.config.ts builds what changed first), a fresh SQLite database seeded by the project's own seed code,
// and a known administrator. The mail outbox is readable by that admin over the API.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'liftmates-e2e-'));
Object.assign(process.env, {
  NODE_ENV: 'test',
  PORT: process.env.E2E_PORT ?? '4173',
  HOST: '127.0.0.1',
  DATABASE_URL: `file:${path.join(dir, 'e2e.db')}`,
  MEDIA_DIR: path.join(dir, 'media'),
  JWT_SECRET: 'e2e-secret-that-is-long-enough-for-hs256-signing',
  ADMIN_EMAIL: 'admin@e2e.liftmates.test',
  ADMIN_PASSWORD: 'admin-password-e2e',
  RATE_LIMIT_AUTH_PER_MINUTE: '10000',
  RATE_LIMIT_PAGE_RENDERS_PER_MINUTE: '10000',
  LOG_LEVEL: 'warn',
});

await import('../../scripts/serve.mjs');
