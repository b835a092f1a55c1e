// Migrations through Prisma's own schema engine compiled to WebAssembly, driven over the same driver adapters
// the app queries with. The engine keeps handles open and cannot be closed, so callers run this in a process of
// its own (server/cli/db.ts) and exit when done.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { PrismaBetterSqlite3 } from '@prisma/adapter-better-sqlite3';
import { PrismaPg } from '@prisma/adapter-pg';
import {
  bindMigrationAwareSqlAdapterFactory,
  type SqlDriverAdapter,
  type SqlMigrationAwareDriverAdapterFactory,
} from '@prisma/driver-adapter-utils';
import * as runtime from '@prisma/schema-engine-wasm/schema_engine_bg';
import type { MigrationList, SchemaEngine } from '@prisma/schema-engine-wasm';
import { type Provider, derivedSchemaPath, migrationsDir, providerOf } from './providers.js';
import { sqliteFilePath } from './sqlite-path.js';
import { pgConnectionConfig } from './pg-config.js';

const filters = { externalTables: [], externalEnums: [] };
const LOCK_FILE = 'migration_lock.toml';

let wasmStarted = false;
function startWasm() {
  if (wasmStarted) return;
  const require = createRequire(import.meta.url);
  const dir = path.dirname(require.resolve('@prisma/schema-engine-wasm/schema_engine_bg'));
  const module = new WebAssembly.Module(fs.readFileSync(path.join(dir, 'schema_engine_bg.wasm')));
  const instance = new WebAssembly.Instance(module, { './schema_engine_bg.js': runtime as unknown as WebAssembly.ModuleImports });
  runtime.__wbg_set_wasm(instance.exports);
  (instance.exports.__wbindgen_start as () => void)();
  wasmStarted = true;
}

/** The engine replays a whole migration file with one parameterless executeRaw; better-sqlite3 takes one statement per call. */
function acceptScripts(adapter: SqlDriverAdapter): SqlDriverAdapter {
  return new Proxy(adapter, {
    get(target, prop, receiver) {
      if (prop === 'executeRaw') {
        return async (query: { sql: string; args: unknown[] }) => {
          if (query.args.length === 0) {
            await target.executeScript(query.sql);
            return 0;
          }
          return target.executeRaw(query as Parameters<SqlDriverAdapter['executeRaw']>[0]);
        };
      }
      const value = Reflect.get(target, prop, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** Introspection reads a "char" column (OID 18) that adapter-pg cannot decode; read it as text in this process only. */
function readCharColumnsAsText() {
  const Result = (pg as unknown as { Result: { prototype: { addFields(fields: { dataTypeID: number }[]): void } } }).Result;
  const original = Result.prototype.addFields;
  Result.prototype.addFields = function addFields(fields) {
    for (const field of fields) if (field.dataTypeID === 18) field.dataTypeID = 25;
    original.call(this, fields);
  };
}

function migrationFactory(provider: Provider, databaseUrl: string): SqlMigrationAwareDriverAdapterFactory {
  if (provider === 'sqlite') {
    const file = sqliteFilePath(databaseUrl);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const inner = new PrismaBetterSqlite3({ url: file });
    return {
      provider: inner.provider,
      adapterName: inner.adapterName,
      connect: () => inner.connect(),
      connectToShadowDb: async () => acceptScripts(await inner.connectToShadowDb()),
    };
  }
  readCharColumnsAsText();
  const config = pgConnectionConfig(databaseUrl);
  const inner = new PrismaPg(config);
  return {
    provider: inner.provider,
    adapterName: inner.adapterName,
    connect: () => inner.connect(),
    // adapter-pg's own shadow database leaks (it drops the database before closing its pool), so manage it here.
    connectToShadowDb: async () => {
      const database = `liftmates_shadow_${randomUUID().replaceAll('-', '')}`;
      const admin = new pg.Client(config);
      await admin.connect();
      await admin.query(`CREATE DATABASE "${database}"`);
      await admin.end();
      const adapter = await new PrismaPg({ ...config, database }).connect();
      const dispose = adapter.dispose.bind(adapter);
      adapter.dispose = async () => {
        await dispose();
        const dropper = new pg.Client(config);
        await dropper.connect();
        await dropper.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
        await dropper.end();
      };
      return adapter;
    },
  };
}

interface Engine {
  engine: SchemaEngine;
  describeError(error: unknown): Error;
}

async function openEngine(provider: Provider, databaseUrl: string): Promise<Engine> {
  startWasm();
  const schemaPath = derivedSchemaPath(provider);
  const schema = fs.readFileSync(schemaPath, 'utf8');
  const bound = bindMigrationAwareSqlAdapterFactory(migrationFactory(provider, databaseUrl));
  const log = (line: string) => {
    if (process.env.LIFTMATES_MIGRATION_DEBUG) console.error(line);
  };
  const engine = await runtime.SchemaEngine.new({ datamodels: [[schemaPath, schema]] }, log, bound);
  return {
    engine,
    describeError(error) {
      const message = error instanceof Error ? error.message : String(error);
      const id = /External error id#(\d+)/.exec(message)?.[1];
      const record = id ? bound.errorRegistry.consumeError(Number(id)) : undefined;
      return new Error(record ? `${message}: ${JSON.stringify(record.error)}` : message);
    },
  };
}

function readMigrations(provider: Provider): MigrationList {
  const baseDir = migrationsDir(provider);
  fs.mkdirSync(baseDir, { recursive: true });
  const lockPath = path.join(baseDir, LOCK_FILE);
  const lock = fs.existsSync(lockPath) ? fs.readFileSync(lockPath, 'utf8') : null;
  const migrationDirectories = fs
    .readdirSync(baseDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .map((name) => ({
      path: name,
      migrationFile: {
        path: 'migration.sql',
        content: { tag: 'ok' as const, value: fs.readFileSync(path.join(baseDir, name, 'migration.sql'), 'utf8') },
      },
    }));
  return { baseDir, lockfile: { path: LOCK_FILE, content: lock }, shadowDbInitScript: '', migrationDirectories };
}

/** Applies every pending migration of the database's provider; returns the names applied. */
export async function applyMigrations(databaseUrl: string): Promise<string[]> {
  const provider = providerOf(databaseUrl);
  const { engine, describeError } = await openEngine(provider, databaseUrl);
  try {
    const result = await engine.applyMigrations({ migrationsList: readMigrations(provider), filters });
    return result.appliedMigrationNames;
  } catch (error) {
    throw describeError(error);
  }
}

/** Creates a migration for one provider from the schema, against a scratch database; null when nothing changed. */
export async function createMigration(provider: Provider, databaseUrl: string, name: string): Promise<string | null> {
  const { engine, describeError } = await openEngine(provider, databaseUrl);
  const schemaPath = derivedSchemaPath(provider);
  const schema = { files: [{ path: schemaPath, content: fs.readFileSync(schemaPath, 'utf8') }] };
  try {
    // The order `prisma migrate dev` uses: bring the scratch database up to date, check it, then diff.
    await engine.applyMigrations({ migrationsList: readMigrations(provider), filters });
    await engine.devDiagnostic({ migrationsList: readMigrations(provider), filters });
    const migrationsList = readMigrations(provider);
    const created = await engine.createMigration({ draft: false, migrationName: name, migrationsList, schema, filters });
    if (!created.migrationScript) return null;
    const dir = path.join(migrationsList.baseDir, created.generatedMigrationName);
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'migration.sql'), created.migrationScript);
    const lockPath = path.join(migrationsList.baseDir, LOCK_FILE);
    if (!fs.existsSync(lockPath)) {
      fs.writeFileSync(lockPath, `# Written by npm run db:migration; do not edit.\nprovider = "${provider}"\n`);
    }
    return created.generatedMigrationName;
  } catch (error) {
    throw describeError(error);
  }
}

/** Drops everything in the database, leaving it empty. */
export async function resetDatabase(databaseUrl: string): Promise<void> {
  const { engine, describeError } = await openEngine(providerOf(databaseUrl), databaseUrl);
  try {
    await engine.reset({ filter: filters });
  } catch (error) {
    throw describeError(error);
  }
}
