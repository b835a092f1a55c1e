// The crowd: many visitors at once on the Flexicon, spread evenly over what its pages ask for — the REST list and an
// exercise, the Flexicon page's GraphQL query as the web app sends it, and the HTML of two public pages — with a
// browser's Accept-Encoding, so what compression costs is part of the figures. One autocannon instance per request,
// all at once and each with its share of the connections, so every request has its own latencies.
// BENCH_CROWD_CONNECTIONS (default 500) and BENCH_CROWD_SECONDS (default BENCH_SECONDS) size it; it runs
// BENCH_CROWD_ROUNDS times (default 3), printing the API's resident memory at its peak and after each round, so memory
// that grows round after round (a leak) shows.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import { ROOT } from '../../server/db/providers.js';
import { filtersFromSearchParams } from '../../web/src/features/flexicon/filters.js';
import { DEFAULT_INSTRUCTION_LOCALE } from '../../web/src/features/flexicon/constants.js';
import { flexiconPageVariables } from '../../web/src/features/flexicon/variables.js';
import { FLEXICON_PAGE } from './scenarios.js';

export const CROWD_NAME = 'Crowd: the Flexicon’s REST, GraphQL and pages at once';

interface CrowdRequest {
  label: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  headers: Record<string, string>;
}

const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };

function crowdRequests(): CrowdRequest[] {
  const explore = flexiconPageVariables(filtersFromSearchParams(new URLSearchParams()), { signedIn: false }, DEFAULT_INSTRUCTION_LOCALE);
  return [
    { label: 'REST exercise list', method: 'GET', path: '/api/exercises?limit=20', headers: { ...BROWSER, accept: 'application/json' } },
    {
      label: 'REST one exercise',
      method: 'GET',
      path: '/api/exercises/BARBELL_BACK_SQUAT',
      headers: { ...BROWSER, accept: 'application/json' },
    },
    {
      label: 'GraphQL FlexiconPage',
      method: 'POST',
      path: '/graphql',
      body: JSON.stringify({ operationName: 'FlexiconPage', query: FLEXICON_PAGE, variables: explore }),
      headers: {
        ...BROWSER,
        accept: 'application/graphql-response+json, application/json',
        'content-type': 'application/json',
      },
    },
    { label: 'page /flexicon/explore', method: 'GET', path: '/flexicon/explore', headers: { ...BROWSER, accept: 'text/html' } },
    { label: 'page /e/BARBELL_BACK_SQUAT', method: 'GET', path: '/e/BARBELL_BACK_SQUAT', headers: { ...BROWSER, accept: 'text/html' } },
  ];
}

interface Figures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  /** Of the errors, requests unanswered within autocannon's 10 s. */
  timeouts: number;
}

async function load(origin: string, request: CrowdRequest, connections: number, seconds: number): Promise<Figures> {
  const result = await autocannon({
    url: `${origin}${request.path}`,
    method: request.method,
    body: request.body,
    headers: request.headers,
    connections,
    duration: seconds,
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    timeouts: result.timeouts,
  };
}

const line = (label: string, figures: Figures) =>
  `  ${label.padEnd(34)} ${figures.requestsPerSecond.toFixed(0).padStart(7)} req/s  p50 ${figures.p50} ms  p99 ${figures.p99} ms  errors ${figures.errors} (timeouts ${figures.timeouts})`;

const mib = (bytes: number) => `${(bytes / 1048576).toFixed(0)} MiB`;

/**
 * Loads the API with the crowd, then the plain driver with the Flexicon page's rows (`rawPath`) at the same number
 * of connections, for what the machine serves when nothing but the query and JSON stands between. `residentBytes`
 * reads the API's memory (all its processes).
 */
export async function runCrowd(options: {
  base: string;
  rawBase: string;
  rawPath: string;
  databaseUrl: string;
  seconds: number;
  residentBytes: () => number;
}) {
  const connections = Number(process.env.BENCH_CROWD_CONNECTIONS ?? 500);
  const seconds = Number(process.env.BENCH_CROWD_SECONDS ?? options.seconds);
  const rounds = Number(process.env.BENCH_CROWD_ROUNDS ?? 3);
  // The demo members, workouts and programs, as the site shows them (the seed is idempotent).
  execFileSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server/cli/db.ts'), 'seed', '--demo'], {
    env: { ...process.env, DATABASE_URL: options.databaseUrl },
    stdio: 'ignore',
  });
  const requests = crowdRequests();
  for (const request of requests) {
    const response = await fetch(`${options.base}${request.path}`, {
      method: request.method,
      body: request.body,
      headers: request.headers,
    });
    if (response.status !== 200) throw new Error(`${request.label}: ${response.status} ${await response.text()}`);
  }
  const share = Math.max(1, Math.round(connections / requests.length));
  console.log(`\n${CROWD_NAME} (${share * requests.length} connections, ${seconds}s, ${rounds} rounds)`);
  console.log(`  the API's resident memory before: ${mib(options.residentBytes())}`);
  for (let round = 1; round <= rounds; round += 1) {
    let peak = 0;
    const sampler = setInterval(() => (peak = Math.max(peak, options.residentBytes())), 250);
    const figures = await Promise.all(requests.map((request) => load(options.base, request, share, seconds)));
    clearInterval(sampler);
    console.log(`  round ${round}: peak ${mib(peak)}, after ${mib(options.residentBytes())}`);
    console.log(
      line('all together (worst p50, p99)', {
        requestsPerSecond: figures.reduce((sum, entry) => sum + entry.requestsPerSecond, 0),
        p50: Math.max(...figures.map((entry) => entry.p50)),
        p99: Math.max(...figures.map((entry) => entry.p99)),
        errors: figures.reduce((sum, entry) => sum + entry.errors, 0),
        timeouts: figures.reduce((sum, entry) => sum + entry.timeouts, 0),
      }),
    );
    for (const [index, request] of requests.entries()) console.log(line(request.label, figures[index]!));
  }
  const raw = await load(
    options.rawBase,
    { label: 'plain driver', method: 'GET', path: options.rawPath, headers: {} },
    connections,
    seconds,
  );
  console.log(line(`plain driver ${options.rawPath}`, raw));
}
