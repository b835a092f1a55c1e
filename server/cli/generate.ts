// Derives the per-provider schemas and generates a Prisma client for each, plus the Pothos types.
// The native schema engine is never used here: `prisma generate` only needs it to exist as a file.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { PROVIDERS, ROOT, SOURCE_SCHEMA, derivedSchemaPath, deriveSchema } from '../db/providers.js';

const source = fs.readFileSync(SOURCE_SCHEMA, 'utf8');
for (const provider of PROVIDERS) {
  const target = derivedSchemaPath(provider);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, deriveSchema(source, provider));
  execFileSync(path.join(ROOT, 'node_modules/.bin/prisma'), ['generate', '--schema', target, '--no-hints'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, PRISMA_SCHEMA_ENGINE_BINARY: process.execPath, PRISMA_HIDE_UPDATE_MESSAGE: '1' },
  });
}
