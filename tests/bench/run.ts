// npm run bench: the API under load from autocannon, each scenario against the same rows served by the plain driver
// and node:http in a separate process (raw-server.ts), so the ratio shows what everything above the driver costs.
// BENCH_DATABASE_URL picks the database (default: a fresh SQLite file); BENCH_SECONDS the duration per run,
// BENCH_CONNECTIONS the concurrent connections, BENCH_ROUNDS how many times each pair is loaded, alternating.
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import readline from 'node:readline';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { openDatabase } from '../../server/db/client.js';
import { ROOT } from '../../server/db/providers.js';
import { sqliteFilePath } from '../../server/db/sqlite-path.js';
import { createBenchFixture } from './fixtures.js';
import { createLogbookData, LOGBOOK_PASSWORD, type LogbookFixture } from './logbook-data.js';
import { benchScenarios, loggingScenarios, logbookScenarios, type ApiRequest, type Scenario } from './scenarios.js';
import { createLiveMembers } from './live-members.js';
import { runTogether, TOGETHER_NAME } from './together.js';
import { openLoop, type OpenLoopFigures } from './open-loop.js';
import { describeGcPauses, watchGcPauses, type GcPause } from './gc-pauses.js';
import { CROWD_NAME, runCrowd } from './crowd.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'liftmates-bench-'));
const databaseUrl = process.env.BENCH_DATABASE_URL ?? `file:${path.join(tmp, 'bench.db')}`;

for (const command of ['migrate', 'seed']) {
  execFileSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server/cli/db.ts'), command], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: 'ignore',
  });
}

const db = await openDatabase(databaseUrl);
const fixture = await createBenchFixture(db);
// The logbook's data set is generated on SQLite (BENCH_LOGBOOK=0 leaves it out). In a database named by
// BENCH_DATABASE_URL it is generated once and its fixture kept beside the file, so later runs measure at once.
async function logbookData(): Promise<LogbookFixture | null> {
  if (!databaseUrl.startsWith('file:') || process.env.BENCH_LOGBOOK === '0') return null;
  const kept = process.env.BENCH_DATABASE_URL ? `${sqliteFilePath(databaseUrl)}.logbook.json` : null;
  if (kept && fs.existsSync(kept)) return JSON.parse(fs.readFileSync(kept, 'utf8')) as LogbookFixture;
  const generated = await createLogbookData(db, databaseUrl);
  if (kept) fs.writeFileSync(kept, JSON.stringify(generated));
  return generated;
}
const logbook = await logbookData();
// Where there is no logbook (PostgreSQL, BENCH_LOGBOOK=0), the set-logging scenarios run for members of their own.
const live = logbook?.live ?? (await createLiveMembers(db));
// From here on the database is the API's: the bench speaks to it over HTTP only.
await db.$disconnect();

/** A port nobody listens on now, for a process that will. */
async function freePort(): Promise<number> {
  const probe = net.createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as net.AddressInfo;
  probe.close();
  return port;
}

// The API runs as users run it (npm run serve: the built server, in production mode), in a process of its own like
// the baseline's, so neither shares a CPU queue with the load generator. It is built first, outside the process measured.
execFileSync(process.execPath, [path.join(ROOT, 'scripts/build.mjs'), 'server', '--if-changed'], { stdio: 'inherit' });
const apiPort = await freePort();
// BENCH_PROFILE=<dir> writes the API process's CPU profile there when the bench ends (open it in Chrome's DevTools).
const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_PROFILE)}`] : [];
// BENCH_GC=1 prints the API's garbage-collection pauses beside each run at a fixed rate (gc-pauses.ts).
const traceGc = process.env.BENCH_GC === '1';
// BENCH_WORKERS: the API's processes (the server's WORKERS: a number or auto), sharing through BENCH_REDIS_URL.
const workers = process.env.BENCH_WORKERS ?? '1';
const shared = workers === '1' ? {} : { WORKERS: workers, REDIS_URL: process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379' };
const spawnedAt = performance.now();
const apiProcess = spawn(process.execPath, [...profile, ...(traceGc ? ['--trace-gc'] : []), path.join(ROOT, 'scripts/serve.mjs')], {
  env: {
    ...process.env,
    ...shared,
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    PORT: String(apiPort),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret!',
    MEDIA_DIR: tmp,
    RATE_LIMIT_AUTH_PER_MINUTE: '100000',
  },
  stdio: ['ignore', traceGc ? 'pipe' : 'ignore', 'inherit'],
});
process.on('exit', () => apiProcess.kill());
const gcPauses = traceGc ? watchGcPauses(apiProcess.stdout!) : null;
const base = `http://127.0.0.1:${apiPort}`;
for (let attempt = 0; ; attempt += 1) {
  const answered = await fetch(`${base}/`).then(
    () => true,
    () => false,
  );
  if (answered) break;
  if (attempt > 3000) throw new Error('The API did not start within a minute');
  await new Promise((resolve) => setTimeout(resolve, 20));
}
const startMs = performance.now() - spawnedAt;
// Memory after start is read once the start's work (other workers, the render thread) has settled.
const STARTED_SETTLE_MS = 5000;
await new Promise((resolve) => setTimeout(resolve, STARTED_SETTLE_MS));

/** The resident memory of the API's processes (with WORKERS, the primary's and its workers'), from /proc. */
function apiResidentBytes(): number {
  const rss = (pid: string) => Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
  const children = fs.readdirSync('/proc').filter((entry) => {
    if (!/^\d+$/.test(entry)) return false;
    try {
      return (
        fs
          .readFileSync(`/proc/${entry}/stat`, 'utf8')
          .replace(/^.*\) /s, '')
          .split(' ')[1] === String(apiProcess.pid)
      );
    } catch {
      return false;
    }
  });
  return [String(apiProcess.pid), ...children].reduce((sum, pid) => {
    try {
      return sum + rss(pid);
    } catch {
      return sum;
    }
  }, 0);
}

/** A member's session cookie, signed in over HTTP like any client. */
async function sessionOf(email: string) {
  const response = await fetch(`${base}/api/auth/password/initiate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: LOGBOOK_PASSWORD }),
  });
  const token = response.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith('jwt_token='))
    ?.split(';')[0];
  if (!token) throw new Error(`Signing in ${email} failed: ${response.status}`);
  return { cookie: token };
}

// BENCH_ONLY=feed,history (pieces of scenarios' names) runs just the matching scenarios; BENCH_ONLY=crowd the crowd.
const only = process.env.BENCH_ONLY?.toLowerCase().split(',');
const selected = (name: string) => !only || only.some((piece) => name.toLowerCase().includes(piece));
const scenarios: Scenario[] = [
  ...benchScenarios(fixture),
  ...(logbook ? logbookScenarios(logbook, { viewer: await sessionOf(logbook.viewer.email) }) : []),
  ...(live.length ? loggingScenarios(live, await Promise.all(live.map((entry) => sessionOf(entry.email)))) : []),
];

const startedResident = apiResidentBytes();
const rawProcess = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'tests/bench/raw-server.ts')], {
  env: {
    ...process.env,
    BENCH_RAW_DATABASE_URL: databaseUrl,
    BENCH_FIXTURE: JSON.stringify(fixture),
    BENCH_LOGBOOK_FIXTURE: logbook ? JSON.stringify(logbook) : '',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const [firstLine] = (await once(readline.createInterface({ input: rawProcess.stdout! }), 'line')) as [string];
const rawBase = `http://127.0.0.1:${/^listening (\d+)$/.exec(firstLine)?.[1] ?? 'none'}`;

interface Figures {
  requestsPerSecond: number;
  p99: number;
  errors: number;
}

/** Loads `origin` with `request` from every connection, each sending again as soon as it is answered. */
async function load(origin: string, request: ApiRequest): Promise<Figures> {
  const next = request.next;
  const result = await autocannon({
    url: `${origin}${request.path}`,
    method: request.method,
    body: request.body,
    headers: { ...(request.body ? { 'content-type': 'application/json' } : {}), ...request.headers },
    connections,
    duration: seconds,
    ...(next ? { requests: [{ method: request.method, setupRequest: (req: object) => ({ ...req, ...next() }) }] } : {}),
  });
  return {
    requestsPerSecond: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

// BENCH_RATES: the arrival rates (requests a second) at which writes marked fixedRates are also measured, sent evenly
// whatever the answers do (open-loop.ts). A saturated run gives throughput, and its latency is mostly queueing behind
// the other connections; at a fixed rate below saturation the latency is what one save waits while others save too.
const rates = (process.env.BENCH_RATES ?? '50,100,200')
  .split(',')
  .map(Number)
  .filter((rate) => rate > 0);

/** The mean throughput of the rounds, the worst p99 and every error. */
function summary(runs: Figures[]): Figures {
  return {
    requestsPerSecond: runs.reduce((sum, run) => sum + run.requestsPerSecond, 0) / runs.length,
    p99: Math.max(...runs.map((run) => run.p99)),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
  };
}

console.log(
  `Liftmates bench on ${databaseUrl.startsWith('file:') ? 'SQLite' : 'PostgreSQL'}, ${connections} connections, ${seconds}s per run, ${rounds} rounds alternating, ${workers} API process(es)`,
);
console.log(
  `The API (npm run serve, migrated database) answered ${startMs.toFixed(0)} ms after it was started; resident memory ${(startedResident / 1048576).toFixed(0)} MiB ${STARTED_SETTLE_MS / 1000} s later`,
);
for (const scenario of scenarios.filter((entry) => selected(entry.name))) {
  const apiLine = (figures: Figures) =>
    `  ${scenario.api.method} ${scenario.api.path.padEnd(26)} ${figures.requestsPerSecond.toFixed(0).padStart(7)} req/s  p99 ${figures.p99} ms  errors ${figures.errors}`;
  if (!scenario.rawPath || !scenario.raw || !scenario.assertSameRows) {
    // A write: its own throughput and latency, nothing to compare rows with.
    const runs: Figures[] = [];
    for (let round = 0; round < rounds; round += 1) {
      await scenario.setup?.(base);
      runs.push(await load(base, scenario.api));
    }
    console.log(`\n${scenario.name}`);
    console.log(apiLine(summary(runs)));
    for (const rate of scenario.fixedRates ? rates : []) {
      const fixed: OpenLoopFigures[] = [];
      const pauses: GcPause[] = [];
      for (let round = 0; round < rounds; round += 1) {
        await scenario.setup?.(base);
        const pausesSince = gcPauses?.mark();
        fixed.push(await openLoop(base, scenario.api, rate, seconds));
        pauses.push(...(pausesSince?.() ?? []));
      }
      const worst = (pick: (figures: OpenLoopFigures) => number) => Math.max(...fixed.map(pick));
      const errors = fixed.reduce((sum, figures) => sum + figures.errors, 0);
      console.log(
        `  sent at ${rate} req/s: p50 ${worst((f) => f.p50)} ms  p99 ${worst((f) => f.p99)} ms  errors ${errors}; in the server: p50 ${worst((f) => f.serverP50)} ms  p99 ${worst((f) => f.serverP99)} ms`,
      );
      if (gcPauses) console.log(`    the API's GC pauses meanwhile: ${describeGcPauses(pauses)}`);
    }
    continue;
  }
  // Both answers must carry the same rows, or the comparison means nothing.
  const api = await (
    await fetch(`${base}${scenario.api.path}`, {
      method: scenario.api.method,
      body: scenario.api.body,
      headers: { 'content-type': 'application/json', ...scenario.api.headers },
    })
  ).json();
  const raw = await (await fetch(`${rawBase}${scenario.rawPath}`)).json();
  scenario.assertSameRows(api, raw);

  // Measured without the response cache (a client's `Cache-Control: no-cache`), and, for anonymous reads, with it.
  const uncached: ApiRequest = { ...scenario.api, headers: { ...scenario.api.headers, 'cache-control': 'no-cache' } };
  const anonymous = scenario.api.path === '/graphql' && !scenario.api.headers?.cookie;
  // Alternating rounds, so a busy moment of the machine does not land on one side only.
  const apiRuns: Figures[] = [];
  const cachedRuns: Figures[] = [];
  const rawRuns: Figures[] = [];
  for (let round = 0; round < rounds; round += 1) {
    apiRuns.push(await load(base, uncached));
    if (anonymous) cachedRuns.push(await load(base, scenario.api));
    rawRuns.push(await load(rawBase, { path: scenario.rawPath, method: 'GET' }));
  }
  const apiFigures = summary(apiRuns);
  const rawFigures = summary(rawRuns);
  const ratio = (figures: Figures) => (figures.requestsPerSecond / rawFigures.requestsPerSecond).toFixed(2);
  console.log(`\n${scenario.name}`);
  console.log(apiLine(apiFigures));
  if (anonymous) console.log(`${apiLine(summary(cachedRuns))}  (response cache)`);
  console.log(
    `  plain driver ${scenario.rawPath.padEnd(26)} ${rawFigures.requestsPerSecond.toFixed(0).padStart(7)} req/s  p99 ${rawFigures.p99} ms  errors ${rawFigures.errors}`,
  );
  console.log(
    `  ratio (api / plain driver): ${ratio(apiFigures)}${anonymous ? `; with the response cache: ${ratio(summary(cachedRuns))}` : ''}`,
  );
}

if (selected(TOGETHER_NAME)) await runTogether(base);

if (selected(CROWD_NAME)) {
  await runCrowd({ base, rawBase, rawPath: '/bench/raw/flexicon-first-page', databaseUrl, seconds, residentBytes: apiResidentBytes });
}

rawProcess.kill();
apiProcess.kill();
if (profile.length) await once(apiProcess, 'exit');
fs.rmSync(tmp, { recursive: true, force: true });
process.exit(0);
