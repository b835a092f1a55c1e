// The response cache keeps the Flexicon's answers until a write to one of the tables it names as the catalogue's
// (server/graphql/response-cache.ts). That list is written by hand, so this proves it: every root field the cache
// treats as the catalogue's is read with every field it can reach, anonymously, with the SQL of the request
// watched, and each table read must be in the list (a table missing there would leave answers stale after a write).
import fs from 'node:fs';
import { buildSchema, getNamedType, isObjectType, isNonNullType, type GraphQLField, type GraphQLObjectType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_FIELDS, CATALOGUE_MODELS } from '../../server/graphql/response-cache.js';
import { startTestServer, type TestServer } from '../support/server.js';

const schema = buildSchema(fs.readFileSync(new URL('../../schema/schema.graphql', import.meta.url), 'utf8'));
// As deep as the token limit lets a query go (past it the API refuses the query).
const DEPTH = 4;

/** Every field reachable from a type without arguments it cannot leave out, to a depth. */
function selectionOf(type: GraphQLObjectType, depth: number): string {
  const fields = Object.values(type.getFields()).filter(
    (field) => !field.args.some((arg) => isNonNullType(arg.type) && arg.defaultValue === undefined),
  );
  return fields
    .map((field) => {
      const named = getNamedType(field.type);
      if (!isObjectType(named)) return field.name;
      if (depth === 0) return null;
      const inner = selectionOf(named, depth - 1);
      return inner ? `${field.name} { ${inner} }` : null;
    })
    .filter(Boolean)
    .join(' ');
}

/** A root field's query, with a real code where it asks for one. */
function queryOf(field: GraphQLField<unknown, unknown>): string {
  const args = field.args
    .filter((arg) => isNonNullType(arg.type) && arg.defaultValue === undefined)
    .map((arg) => `${arg.name}: "BARBELL_BACK_SQUAT"`);
  // A short page: what a page reads does not depend on its length.
  if (field.args.some((arg) => arg.name === 'first')) args.push('first: 3');
  const named = getNamedType(field.type);
  const selection = isObjectType(named) ? `{ ${selectionOf(named, DEPTH)} }` : '';
  return `{ ${field.name}${args.length ? `(${args.join(', ')})` : ''} ${selection} }`;
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('the catalogue’s tables, as the response cache lists them', () => {
  const rootFields = schema.getQueryType()!.getFields();
  it.each([...CATALOGUE_FIELDS])('hold everything %s can read', async (name) => {
    const field = rootFields[name];
    expect(field, `${name} is a root field of the schema`).toBeDefined();
    const read = new Set<string>();
    server.statements.readTables = read;
    try {
      const response = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'cache-control': 'no-cache' },
        body: JSON.stringify({ query: queryOf(field!) }),
      });
      const body = (await response.json()) as { data?: unknown; errors?: { message: string }[] };
      expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    } finally {
      server.statements.readTables = null;
    }
    expect(read.size, 'the query read the database').toBeGreaterThan(0);
    expect([...read].filter((table) => !CATALOGUE_MODELS.has(table))).toEqual([]);
  });
});
