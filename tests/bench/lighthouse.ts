// npm run lighthouse: first-load figures of the public pages. Builds the web app and the server when their sources
// changed, starts the production server (the built one, as npm run serve does) on a fresh SQLite database with the seeded catalogue,
// runs Lighthouse (mobile preset, simulated throttling) in the system's Chromium on each page and prints
// performance, accessibility, LCP, TBT, CLS, the JavaScript transferred and Lighthouse's measure of the machine's CPU
// (its benchmark index: the simulated phone is this machine slowed four times, so a slower machine scores lower).
//   npm run lighthouse [-- /some/path ...]   other pages than the default four ('/w/{workoutId}' names a public
//                                            workout made through the API for the run)
//   LIGHTHOUSE_RUNS=3                        runs per page; the run with the median performance score is shown
//   CHROME_PATH                              the browser (default /usr/bin/chromium)
// The full reports land in test-results/lighthouse/<page>.json.
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../../server/db/providers.js';

const DEFAULT_PAGES = ['/flexicon/explore', '/e/BARBELL_BACK_SQUAT', '/auth/login', '/w/{workoutId}'];
const pages = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1));
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// Headless Chromium with the networking it does on its own turned off (as in playwright.config.ts).
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
const REPORTS = path.join(ROOT, 'test-results/lighthouse');

/** The web app and the server as users run them, built again if their sources changed (scripts/build.mjs). */
function buildIfNeeded() {
  execFileSync(process.execPath, [path.join(ROOT, 'scripts/build.mjs'), 'web', 'server', '--if-changed'], { stdio: 'inherit' });
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function startServer(): Promise<{ base: string; child: ChildProcess; dir: string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'liftmates-lighthouse-'));
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts/serve.mjs')], {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `file:${path.join(dir, 'lighthouse.db')}`,
      MEDIA_DIR: path.join(dir, 'media'),
      JWT_SECRET: 'lighthouse-secret-that-is-long-enough-for-hs256',
      LOG_LEVEL: 'warn',
    },
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server stopped (exit code ${child.exitCode})`);
    const ready = await fetch(`${base}/api/openapi.json`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { base, child, dir };
    if (Date.now() > deadline) throw new Error('The server did not answer within 2 minutes');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** A client of the API that keeps the session's cookies between calls, as a browser would. */
function apiClient(base: string) {
  const cookies = new Map<string, string>();
  return async (method: string, url: string, body?: unknown) => {
    const response = await fetch(`${base}/api${url}`, {
      method,
      headers: { 'content-type': 'application/json', cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const at = pair!.indexOf('=');
      cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    const json = (await response.json()) as { data: Record<string, unknown> };
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${JSON.stringify(json)}`);
    return json.data;
  };
}

/**
 * A published public workout on the fresh database, made through the API as a creator would (a profile, a card
 * background, three exercises), for /w/{workoutId}.
 */
async function publicWorkout(base: string): Promise<string> {
  const api = apiClient(base);
  const account = { userName: 'lighthouse_coach', email: 'coach@lighthouse.liftmates.test', password: 'Lighthouse-coach-1' };
  await api('POST', '/auth/signup', account);
  const profile = await api('POST', '/creator-profiles', { fullName: 'Lighthouse Coach', userName: 'lighthouse_coach' });
  // A new sign-in carries the creator profile in the session.
  await api('POST', '/auth/password/initiate', { email: account.email, password: account.password });
  const [background] = (await api('GET', '/static/workout-card-backgrounds/')) as unknown as { mediaAsset: { mediaAssetId: string } }[];
  const sets = (targets: { measurementCode: string; value: number }[]) => [1, 2, 3].map(() => ({ targets }));
  const workout = await api('POST', '/workouts', {
    creatorProfileId: profile.creatorProfileId,
    publishedStatusCode: 'PUBLISHED',
    visibility: 'PUBLIC',
    workoutTitle: 'Upper Body Power',
    workoutDescription: 'Press, pull and hold: a 45-minute upper-body session for every level.',
    workoutBackgroundImageId: background?.mediaAsset.mediaAssetId,
    workoutExercises: [
      {
        exerciseCode: 'BARBELL_BENCH_PRESS',
        sets: sets([
          { measurementCode: 'REPS', value: 8 },
          { measurementCode: 'WEIGHT', value: 60 },
        ]),
      },
      { exerciseCode: 'PULL_UP', sets: sets([{ measurementCode: 'REPS', value: 8 }]) },
      { exerciseCode: 'PLANK', sets: sets([{ measurementCode: 'DURATION', value: 45 }]) },
    ],
  });
  return String(workout.workoutId);
}

interface Figures {
  performance: number;
  accessibility: number;
  lcp: number;
  tbt: number;
  cls: number;
  scriptBytes: number;
  benchmarkIndex: number;
}

interface Report {
  environment?: { benchmarkIndex?: number };
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number; details?: { items?: { resourceType?: string; transferSize?: number }[] } }>;
  runtimeError?: { message: string };
}

function figuresOf(report: Report): Figures {
  const score = (category: string) => Math.round((report.categories[category]?.score ?? 0) * 100);
  const numeric = (audit: string) => report.audits[audit]?.numericValue ?? NaN;
  const scripts = report.audits['resource-summary']?.details?.items?.find((item) => item.resourceType === 'script');
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    scriptBytes: scripts?.transferSize ?? NaN,
    benchmarkIndex: report.environment?.benchmarkIndex ?? NaN,
  };
}

/** One Lighthouse run in a fresh Chromium: the CLI, as anyone would run it. */
function lighthouse(url: string, output: string): Report {
  const cli = path.join(ROOT, 'node_modules/lighthouse/cli/index.js');
  const result = spawnSync(
    process.execPath,
    [
      cli,
      url,
      '--output=json',
      `--output-path=${output}`,
      '--only-categories=performance,accessibility',
      `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
      '--quiet',
    ],
    { cwd: ROOT, env: { ...process.env, CHROME_PATH: chromePath }, stdio: ['ignore', 'ignore', 'inherit'], timeout: 5 * 60_000 },
  );
  if (result.status !== 0 || !fs.existsSync(output)) throw new Error(`Lighthouse failed on ${url} (exit code ${result.status})`);
  const report = JSON.parse(fs.readFileSync(output, 'utf8')) as Report;
  if (report.runtimeError) throw new Error(`Lighthouse on ${url}: ${report.runtimeError.message}`);
  return report;
}

const cell = (text: string, width: number) => text.padStart(width);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const kilobytes = (bytes: number) => `${Math.round(bytes / 1024).toLocaleString('en-US')} KB`;

buildIfNeeded();
fs.mkdirSync(REPORTS, { recursive: true });
const { base, child, dir } = await startServer();
try {
  console.log(`Lighthouse (mobile, simulated throttling) against ${base}, ${runs} run${runs === 1 ? '' : 's'} per page`);
  const header = [
    'page'.padEnd(30),
    cell('perf', 5),
    cell('a11y', 5),
    cell('LCP', 7),
    cell('TBT', 8),
    cell('CLS', 6),
    cell('JS', 9),
    cell('CPU', 5),
  ];
  console.log(header.join('  '));
  const wanted = pages.length ? pages : DEFAULT_PAGES;
  const workoutId = wanted.some((page) => page.includes('{workoutId}')) ? await publicWorkout(base) : '';
  for (const page of wanted.map((path) => path.replace('{workoutId}', workoutId))) {
    const name = page.replace(/^\/+/, '').replace(/[^\w-]+/g, '_') || 'root';
    const measured: { report: Report; figures: Figures }[] = [];
    for (let run = 0; run < runs; run++) {
      const output = path.join(REPORTS, `${name}.${run}.json`);
      let report: Report;
      try {
        report = lighthouse(`${base}${page}`, output);
      } catch (error) {
        // A headless browser now and then fails to start or to finish a trace on a busy machine: one more try.
        console.warn(`${(error as Error).message}; trying once more`);
        report = lighthouse(`${base}${page}`, output);
      }
      measured.push({ report, figures: figuresOf(report) });
    }
    measured.sort((a, b) => a.figures.performance - b.figures.performance);
    const median = measured[Math.floor(measured.length / 2)]!;
    fs.writeFileSync(path.join(REPORTS, `${name}.json`), JSON.stringify(median.report));
    for (let run = 0; run < runs; run++) fs.rmSync(path.join(REPORTS, `${name}.${run}.json`), { force: true });
    const f = median.figures;
    console.log(
      [
        page.padEnd(30),
        cell(String(f.performance), 5),
        cell(String(f.accessibility), 5),
        cell(seconds(f.lcp), 7),
        cell(`${Math.round(f.tbt)} ms`, 8),
        cell(f.cls.toFixed(3), 6),
        cell(kilobytes(f.scriptBytes), 9),
        cell(String(Math.round(f.benchmarkIndex)), 5),
      ].join('  '),
    );
  }
} finally {
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  fs.rmSync(dir, { recursive: true, force: true });
}
