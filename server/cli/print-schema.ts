// Prints the GraphQL schema to schema/schema.graphql. With --check it fails instead when the committed file
// differs from the schema the code builds (CI runs this).
import fs from 'node:fs';
import path from 'node:path';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { schema } from '../graphql/schema.js';
import { ROOT } from '../db/providers.js';

const target = path.join(ROOT, 'schema/schema.graphql');
const printed = `${printSchema(lexicographicSortSchema(schema))}\n`;

if (process.argv.includes('--check')) {
  const committed = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : '';
  if (committed !== printed) {
    console.error('schema/schema.graphql is out of date: run `npm run schema:print` and commit the result.');
    process.exit(1);
  }
  console.log('schema/schema.graphql is up to date.');
} else {
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, printed);
  console.log(`Wrote ${path.relative(ROOT, target)}`);
}
