// npm run bench: the API under load from autocannon, each scenario against a plain route that returns the same
// rows by raw SQL in the same process, so the ratio shows what the GraphQL and ORM layers cost.
// BENCH_DATABASE_URL picks the database (default: a fresh SQLite file); BENCH_SECONDS the duration per run.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import { openDatabase } from '../../server/db/client.js';
import { ROOT } from '../../server/db/providers.js';
import { createMailer } from '../../server/mail/mailer.js';
import { createDiskMediaStore } from '../../server/media/store.js';
import { scenarios } from './scenarios.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'liftmates-bench-'));
const databaseUrl = process.env.BENCH_DATABASE_URL ?? `file:${path.join(tmp, 'bench.db')}`;

for (const command of ['migrate', 'seed']) {
  execFileSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server/cli/db.ts'), command], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: 'ignore',
  });
}

const config = loadConfig({
  ...process.env,
  NODE_ENV: 'production',
  DATABASE_URL: databaseUrl,
  LOG_LEVEL: 'silent',
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret!',
  MEDIA_DIR: tmp,
});
const db = await openDatabase(databaseUrl);
const app = await buildApp({ db, config, mailer: createMailer(db, { from: config.mailFrom }), media: createDiskMediaStore(tmp) });
for (const scenario of scenarios) {
  app.get(scenario.rawPath, async () => ({ data: await scenario.raw(db) }));
}
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

interface Figures {
  requestsPerSecond: number;
  p99: number;
  errors: number;
}

async function load(request: { path: string; method: 'GET' | 'POST'; body?: string }): Promise<Figures> {
  const result = await autocannon({
    url: `${base}${request.path}`,
    method: request.method,
    body: request.body,
    headers: request.body ? { 'content-type': 'application/json' } : {},
    connections,
    duration: seconds,
  });
  return { requestsPerSecond: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

console.log(
  `Liftmates bench on ${databaseUrl.startsWith('file:') ? 'SQLite' : 'PostgreSQL'}, ${connections} connections, ${seconds}s per run`,
);
for (const scenario of scenarios) {
  // Both answers must carry the same rows, or the comparison means nothing.
  const api = await (
    await fetch(`${base}${scenario.api.path}`, {
      method: scenario.api.method,
      body: scenario.api.body,
      headers: { 'content-type': 'application/json' },
    })
  ).json();
  const raw = await (await fetch(`${base}${scenario.rawPath}`)).json();
  scenario.assertSameRows(api, raw);

  const apiFigures = await load(scenario.api);
  const rawFigures = await load({ path: scenario.rawPath, method: 'GET' });
  console.log(`\n${scenario.name}`);
  console.log(
    `  ${scenario.api.method} ${scenario.api.path.padEnd(20)} ${apiFigures.requestsPerSecond.toFixed(0).padStart(7)} req/s  p99 ${apiFigures.p99} ms  errors ${apiFigures.errors}`,
  );
  console.log(
    `  raw SQL ${scenario.rawPath.padEnd(18)} ${rawFigures.requestsPerSecond.toFixed(0).padStart(7)} req/s  p99 ${rawFigures.p99} ms  errors ${rawFigures.errors}`,
  );
  console.log(`  ratio (api / raw): ${(apiFigures.requestsPerSecond / rawFigures.requestsPerSecond).toFixed(2)}`);
}

await app.close();
await db.$disconnect();
fs.rmSync(tmp, { recursive: true, force: true });
process.exit(0);
