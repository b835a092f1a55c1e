// The two databases Liftmates runs on, derived from the single data model in prisma/schema.prisma.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export type Provider = 'sqlite' | 'postgresql';
export const PROVIDERS: readonly Provider[] = ['sqlite', 'postgresql'];

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const SOURCE_SCHEMA = path.join(ROOT, 'prisma/schema.prisma');
export const derivedSchemaPath = (provider: Provider) => path.join(ROOT, 'prisma/derived', `${provider}.prisma`);
export const migrationsDir = (provider: Provider) => path.join(ROOT, 'prisma/migrations', provider);

export function providerOf(databaseUrl: string): Provider {
  if (/^postgres(ql)?:\/\//.test(databaseUrl)) return 'postgresql';
  if (databaseUrl.startsWith('file:')) return 'sqlite';
  throw new Error(`DATABASE_URL must start with file: (SQLite) or postgres:// (PostgreSQL), got "${databaseUrl}"`);
}

/**
 * The schema as one provider sees it: same models, its own datasource provider and its own client output.
 * Only the SQLite copy emits the Pothos types; the models are the same for both.
 */
export function deriveSchema(source: string, provider: Provider): string {
  let out = source.replace(/datasource db \{[^}]*\}/, `datasource db {\n  provider = "${provider}"\n}`);
  out = out.replace(/output\s*=\s*"\.\.\/server\/db\/generated\/sqlite"/, `output       = "../../server/db/generated/${provider}"`);
  if (provider === 'sqlite') {
    out = out.replace(
      /output\s*=\s*"\.\.\/server\/db\/generated\/pothos-types\.ts"/,
      'output       = "../../server/db/generated/pothos-types.ts"',
    );
  } else {
    out = out.replace(/generator pothos \{[^}]*\}/, '');
  }
  return out;
}
