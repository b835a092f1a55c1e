// The bench's baseline: the fastest honest way to serve each scenario's rows, in a process of its own so it never
// shares a CPU queue with the API under test. Plain node:http and the plain driver (better-sqlite3 or pg), the same
// database file or server, the same rows as JSON. Prints "listening <port>" once ready.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Database from 'better-sqlite3';
import pg from 'pg';
import { pgConnectionConfig } from '../../server/db/pg-config.js';
import { providerOf } from '../../server/db/providers.js';
import { SQLITE_PRAGMAS } from '../../server/db/client.js';
import { sqliteFilePath } from '../../server/db/sqlite-path.js';
import { benchScenarios, logbookScenarios, type RawQuery } from './scenarios.js';

const databaseUrl = process.env.BENCH_RAW_DATABASE_URL;
if (!databaseUrl) throw new Error('BENCH_RAW_DATABASE_URL names the database to read');

function openDriver(): RawQuery {
  if (providerOf(databaseUrl!) === 'sqlite') {
    const sqlite = new Database(sqliteFilePath(databaseUrl!), { readonly: true });
    for (const pragma of SQLITE_PRAGMAS) sqlite.pragma(pragma);
    const statements = new Map<string, Database.Statement>();
    return async (sql) => {
      let statement = statements.get(sql);
      if (!statement) statements.set(sql, (statement = sqlite.prepare(sql)));
      return statement.all() as Record<string, unknown>[];
    };
  }
  const pool = new pg.Pool({ ...pgConnectionConfig(databaseUrl!), max: 10 });
  return async (sql) => (await pool.query(sql)).rows as Record<string, unknown>[];
}

const query = openDriver();
const fixture = JSON.parse(process.env.BENCH_FIXTURE ?? 'null');
if (!fixture) throw new Error('BENCH_FIXTURE names the rows the workout scenarios read');
const logbook = process.env.BENCH_LOGBOOK_FIXTURE ? JSON.parse(process.env.BENCH_LOGBOOK_FIXTURE) : null;
const scenarios = [...benchScenarios(fixture), ...(logbook ? logbookScenarios(logbook, { viewer: {} }) : [])];
const routes = new Map(scenarios.flatMap((scenario) => (scenario.rawPath ? [[scenario.rawPath, scenario] as const] : [])));

const server = http.createServer((request, response) => {
  const scenario = routes.get(request.url ?? '');
  if (!scenario) {
    response.writeHead(404).end();
    return;
  }
  scenario.raw!(query).then(
    (data) => {
      const body = JSON.stringify({ data });
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
      response.end(body);
    },
    (error: unknown) => {
      console.error(error);
      response.writeHead(500).end();
    },
  );
});

server.listen(0, '127.0.0.1', () => console.log(`listening ${(server.address() as AddressInfo).port}`));
