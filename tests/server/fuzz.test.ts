// Malformed input of every kind, sent to every REST route (read from the OpenAPI document) and every GraphQL root
// field (read from the schema), anonymously and as an administrator. Any 5xx, or a GraphQL error that is masked as
// unexpected, is a finding; the test fails and lists each with the request that caused it. The inputs come from a
// seeded generator and the server runs over a database of its own, so a run repeats the previous one exactly.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../server/graphql/schema.js';
import { createIsolatedDatabase, type IsolatedDatabase } from '../support/isolated-database.js';
import { startTestServer, type TestServer } from '../support/server.js';

const SEED = 20261123;
/** Odd values tried per parameter, property or argument, drawn from the pools below. */
const PER_SLOT = 3;

/** mulberry32: a small generator whose sequence depends only on the seed. */
function seeded(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    /** `count` distinct items, in a seeded order. */
    pick<T>(items: readonly T[], count: number): T[] {
      const pool = [...items];
      const chosen: T[] = [];
      while (chosen.length < count && pool.length) chosen.push(pool.splice(Math.floor(next() * pool.length), 1)[0]!);
      return chosen;
    },
  };
}

const HUGE = 'x'.repeat(100_000);
const LONG = 'A'.repeat(5_000);

/** Path segments as sent on the wire: encodings a router, a decoder or a file server may stumble on. */
const ODD_SEGMENTS = [
  '%00',
  '..',
  '%2e%2e',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '%ff%fe',
  '%',
  '%zz',
  LONG,
  '-1',
  '0',
  '1e309',
  'null',
  '%5B%5D',
  '%7B%7D',
  '%20',
  '%F0%9F%98%80',
  '%27%3B%20DROP%20TABLE%20users%3B--',
  '__proto__',
  'constructor',
];

/** Query-string values (already encoded). */
const ODD_QUERY_VALUES = ['', '%00', 'abc', '-1', '1.5', '1e309', '99999999999999999999', LONG, 'true', '%5B%5D', '%ff', '%'];

/** JSON values that break a property of any type. */
const ODD_JSON_VALUES: unknown[] = [
  null,
  0,
  -1,
  1.5,
  1e308,
  2 ** 53 + 1,
  '',
  ' ',
  'text',
  HUGE,
  '\u0000',
  '%00',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '😀'.repeat(300),
  '2020-13-45T99:99:99Z',
  true,
  [],
  [null],
  [HUGE],
  {},
  { nested: { deeper: [1, 'two', null] } },
  JSON.parse('{"__proto__": {"polluted": true}}') as unknown,
];

/** Bodies that are not the JSON they claim to be. */
const BAD_JSON = [
  '{',
  '{"a":',
  'nul',
  '',
  '[]',
  '"text"',
  '123',
  'null',
  '{"__proto__":{"polluted":1}}',
  '\u0000',
  `${'['.repeat(3000)}${']'.repeat(3000)}`,
];

/** Content types a JSON route does not expect, with a body that goes with each. */
const WRONG_CONTENT = [
  { type: 'text/plain', body: 'hello' },
  { type: 'application/xml', body: '<a/>' },
  { type: 'application/x-www-form-urlencoded', body: 'a=1&b=2' },
  { type: 'multipart/form-data', body: 'no boundary here' },
  {
    type: 'multipart/form-data; boundary=fuzz',
    body: '--fuzz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc',
  },
  { type: 'application/json; charset=utf-16', body: '{"a":1}' },
  { type: 'application/octet-stream', body: '\u0000\u0001\u0002' },
];

/** Credentials that are not what they look like: every route reads the session before its input. */
const ODD_CREDENTIALS: Record<string, string>[] = [
  { authorization: 'Bearer not-a-jwt' },
  { authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.' },
  { authorization: 'Basic Zm9vOmJhcg==' },
  { authorization: `Bearer ${LONG}` },
  { cookie: 'jwt_token=%00; refresh_token=%ff' },
  { cookie: 'oauth_state=not-json' },
  { cookie: 'oauth_state=%7B%22provider%22%3A%5B1%5D%7D' },
  { cookie: 'oauth_state=null' },
  { cookie: `jwt_token=${LONG}` },
];

interface FuzzRequest {
  /** Who sends it: each identity's requests go one after another, in order, so every run meets the same state. */
  identity: string;
  label: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

interface Identity {
  label: string;
  headers: Record<string, string>;
}

interface Finding {
  request: string;
  status: number;
  response: string;
}

const agent = new http.Agent({ keepAlive: true });

/** node:http sends the path exactly as given, where fetch would normalize `..` and re-encode. */
function send(base: URL, request: FuzzRequest): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      { agent, host: base.hostname, port: base.port, method: request.method, path: request.path, headers: request.headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(request.body);
  });
}

const excerpt = (text: string | undefined, length = 300) =>
  text && text.length > length ? `${text.slice(0, length)}… (${text.length} chars)` : (text ?? '');

interface ErrorBody {
  error?: { code?: string; message?: string };
  errors?: { message?: string; extensions?: { code?: string; originalError?: { message?: string; stack?: string } } }[];
}

/**
 * What went wrong, in one line per error: the message and code, and when the server shows it (in development) the
 * cause's last line and the first place in the project's code it passed through.
 */
function describeAnswer(text: string): string {
  let body: ErrorBody;
  try {
    body = JSON.parse(text) as ErrorBody;
  } catch {
    return excerpt(text);
  }
  if (body.error) return `${body.error.code}: ${body.error.message}`;
  const described = (body.errors ?? []).map((error) => {
    const original = error.extensions?.originalError;
    const cause = original?.message?.trim().split('\n').at(-1);
    const where = /\/(server\/[^\s)]+)/.exec(original?.stack ?? '')?.[1];
    return `${error.message} [${error.extensions?.code}]${cause ? ` caused by: ${cause}` : ''}${where ? ` at ${where}` : ''}`;
  });
  return described.length ? described.join('; ') : excerpt(text);
}

/** The codes of errors that escaped unmapped: the project's own, and Yoga's when it masks one. */
const SERVER_ERROR_CODES = new Set(['INTERNAL', 'INTERNAL_SERVER_ERROR']);

/** A server error: a 5xx status, or an error that was not mapped to a client error code. */
function isServerError(status: number, text: string): boolean {
  if (status >= 500) return true;
  let body: ErrorBody;
  try {
    body = JSON.parse(text) as ErrorBody;
  } catch {
    return false;
  }
  if (SERVER_ERROR_CODES.has(body?.error?.code ?? '')) return true;
  return (body?.errors ?? []).some(
    (error) => SERVER_ERROR_CODES.has(error.extensions?.code ?? '') || error.message === 'Unexpected error.',
  );
}

/**
 * Sends every request and answers the findings in the requests' order. Identities take turns on their own lanes:
 * the server stays busy, and what one request leaves behind (a profile created, a name taken) is met by the same
 * later requests on every run.
 */
async function runAll(server: TestServer, requests: FuzzRequest[]): Promise<Finding[]> {
  const base = new URL(server.url);
  const findings: (Finding | null)[] = new Array<Finding | null>(requests.length).fill(null);
  const lanes = new Map<string, number[]>();
  requests.forEach((request, index) => lanes.set(request.identity, [...(lanes.get(request.identity) ?? []), index]));
  const runLane = async (indexes: number[]) => {
    for (const index of indexes) {
      const request = requests[index]!;
      const { status, text } = await send(base, request);
      if (!isServerError(status, text)) continue;
      const contentType = request.headers['content-type'] ? ` [${request.headers['content-type']}]` : '';
      findings[index] = {
        request: `${request.label}: ${request.method} ${excerpt(request.path, 200)}${contentType} ${excerpt(request.body)}`,
        status,
        response: describeAnswer(text),
      };
    }
  };
  await Promise.all([...lanes.values()].map(runLane));
  return findings.filter((finding): finding is Finding => finding !== null);
}

const report = (findings: Finding[]) => findings.map((f) => `${f.request}\n    -> ${f.status} ${f.response}`).join('\n');

let isolated: IsolatedDatabase;
let server: TestServer;

beforeAll(async () => {
  isolated = await createIsolatedDatabase();
  server = await startTestServer({}, isolated.databaseUrl);
});
afterAll(async () => {
  agent.destroy();
  await server.close();
  await isolated.drop();
});

/** Anonymous, and a new administrator: what one test's requests did to their account does not reach the other's. */
async function newIdentities(): Promise<Identity[]> {
  const admin = await server.signUp({ roles: ['Admin'] });
  // A bearer token only: a fuzzed sign-out then has no refresh cookie to end, and the identity holds to the end.
  return [
    { label: 'anonymous', headers: {} },
    { label: 'admin', headers: { authorization: `Bearer ${admin.accessToken}` } },
  ];
}

// ---- REST ----------------------------------------------------------------------------------------------------------

interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minimum?: number;
  minLength?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  default?: unknown;
}

interface Operation {
  method: string;
  path: string;
  parameters: { in: string; name: string; schema?: JsonSchema }[];
  body?: JsonSchema;
}

/** Strings that satisfy the patterns the API uses (codes, slugs, locales, e-mail, URLs), tried in order. */
const STRING_CANDIDATES = ['FUZZ_CODE', 'fuzz', 'en-US', 'fuzz@example.test', 'https://example.test/{username}', 'fuzz-value-123'];

/**
 * A value of the right shape, so that breaking one property at a time reaches the checks behind the first. With
 * `requiredOnly` objects carry only their required properties.
 */
function sample(schema: JsonSchema | undefined, requiredOnly = false): unknown {
  if (!schema) return 'fuzz';
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return sample(variants[0], requiredOnly);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {})
          .filter(([key]) => !requiredOnly || schema.required?.includes(key))
          .map(([key, value]) => [key, sample(value, requiredOnly)]),
      );
    case 'array':
      return [sample(schema.items, requiredOnly)];
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return true;
    default: {
      if (schema.format === 'email') return 'fuzz@example.test';
      if (schema.format === 'date-time') return '2020-01-01T00:00:00.000Z';
      const pattern = schema.pattern ? new RegExp(schema.pattern) : null;
      const fits = STRING_CANDIDATES.find((candidate) => !pattern || pattern.test(candidate));
      return (fits ?? 'fuzz').padEnd(schema.minLength ?? 0, 'x');
    }
  }
}

/** The body schema's object variant with the most properties (sign-in accepts several shapes). */
function objectSchema(schema: JsonSchema | undefined): JsonSchema | undefined {
  const variants = schema?.anyOf ?? schema?.oneOf;
  if (!variants) return schema;
  return [...variants].sort((a, b) => Object.keys(b.properties ?? {}).length - Object.keys(a.properties ?? {}).length)[0];
}

function restRequests(operations: Operation[], identities: Identity[]): FuzzRequest[] {
  const random = seeded(SEED);
  const requests: FuzzRequest[] = [];
  for (const operation of operations) {
    const pathParams = operation.parameters.filter((p) => p.in === 'path');
    const queryParams = operation.parameters.filter((p) => p.in === 'query');
    const validPath = (overrides: Record<string, string> = {}) =>
      operation.path.replace(/\{([^}]+)\}/g, (_match, name: string) => {
        if (overrides[name] !== undefined) return overrides[name]!;
        return encodeURIComponent(String(sample(pathParams.find((p) => p.name === name)?.schema)));
      });
    const variants: Omit<FuzzRequest, 'label' | 'identity'>[] = [];
    const method = operation.method.toUpperCase();
    const hasBody = method !== 'GET' && method !== 'DELETE';
    const validBody = hasBody ? JSON.stringify(sample(operation.body) ?? {}) : undefined;
    const json = (body: string | undefined): Record<string, string> => (body === undefined ? {} : { 'content-type': 'application/json' });

    for (const param of pathParams) {
      for (const odd of random.pick(ODD_SEGMENTS, PER_SLOT + 1)) {
        variants.push({ method, path: validPath({ [param.name]: odd }), headers: json(validBody), body: validBody });
      }
    }
    for (const param of queryParams) {
      for (const odd of random.pick(ODD_QUERY_VALUES, PER_SLOT))
        variants.push({ method, path: `${validPath()}?${param.name}=${odd}`, headers: {} });
      variants.push({ method, path: `${validPath()}?${param.name}=1&${param.name}=2`, headers: {} });
      variants.push({ method, path: `${validPath()}?${param.name}[nested]=1`, headers: {} });
    }
    variants.push({ method, path: `${validPath()}?__proto__[polluted]=1&constructor[prototype][polluted]=1`, headers: {} });
    for (const headers of random.pick(ODD_CREDENTIALS, PER_SLOT))
      variants.push({ method, path: validPath(), headers: { ...json(validBody), ...headers }, body: validBody });

    if (hasBody) {
      for (const body of random.pick(BAD_JSON, PER_SLOT + 1)) variants.push({ method, path: validPath(), headers: json(''), body });
      for (const wrong of random.pick(WRONG_CONTENT, PER_SLOT)) {
        variants.push({ method, path: validPath(), headers: { 'content-type': wrong.type }, body: wrong.body });
      }
      const shape = objectSchema(operation.body);
      const valid = (sample(shape) ?? {}) as Record<string, unknown>;
      variants.push({ method, path: validPath(), headers: json(''), body: JSON.stringify({}) });
      variants.push({ method, path: validPath(), headers: json(''), body: JSON.stringify(sample(shape, true)) });
      variants.push({ method, path: validPath(), headers: json(''), body: JSON.stringify([valid]) });
      for (const [key, property] of Object.entries(shape?.properties ?? {})) {
        for (const odd of random.pick(ODD_JSON_VALUES, PER_SLOT)) {
          variants.push({ method, path: validPath(), headers: json(''), body: JSON.stringify({ ...valid, [key]: odd }) });
        }
        // One level down: the first item of a list of objects, or a nested object, broken the same way.
        const inner = property.items?.properties ? property.items : property.properties ? property : undefined;
        for (const innerKey of Object.keys(inner?.properties ?? {})) {
          const innerValid = sample(inner) as Record<string, unknown>;
          const broken = { ...innerValid, [innerKey]: random.pick(ODD_JSON_VALUES, 1)[0] };
          variants.push({
            method,
            path: validPath(),
            headers: json(''),
            body: JSON.stringify({ ...valid, [key]: property.items ? [broken] : broken }),
          });
        }
      }
    } else {
      variants.push({ method, path: validPath(), headers: {} });
    }
    for (const identity of identities) {
      for (const variant of variants) {
        requests.push({
          ...variant,
          identity: identity.label,
          label: identity.label,
          headers: { ...variant.headers, ...identity.headers },
        });
      }
    }
  }
  return requests;
}

/** Uploaded files are served outside the API: paths that try to leave the media folder or confuse the decoder. */
function mediaRequests(): FuzzRequest[] {
  return ODD_SEGMENTS.flatMap((odd) =>
    [`/media/${odd}`, `/media/${odd}/${odd}`, `/media/2020-01-01/${odd}.png`].map((path) => ({
      identity: 'anonymous',
      label: 'anonymous',
      method: 'GET',
      path,
      headers: {},
    })),
  );
}

// ---- GraphQL -------------------------------------------------------------------------------------------------------

// The schema's types are inspected by their shape, not with graphql-js's helpers: the test and the schema may load
// different copies of graphql (ESM and CommonJS), whose instanceof checks refuse each other's types.
interface TypeShape {
  name?: string;
  ofType?: TypeShape;
  constructor: { name: string };
  getFields?: () => Record<string, FieldShape>;
  getValues?: () => { value: unknown }[];
  getTypes?: () => TypeShape[];
}
interface FieldShape {
  name: string;
  type: TypeShape;
  args?: FieldShape[];
}

const kindOf = (type: TypeShape) => type.constructor.name;
const isNonNull = (type: TypeShape) => kindOf(type) === 'GraphQLNonNull';
const isList = (type: TypeShape) => kindOf(type) === 'GraphQLList';
const namedType = (type: TypeShape): TypeShape => (type.ofType ? namedType(type.ofType) : type);
const isLeaf = (type: TypeShape) => ['GraphQLScalarType', 'GraphQLEnumType'].includes(kindOf(namedType(type)));

/**
 * A well-typed value for an input type: the starting point that each variant breaks in one place. With `requiredOnly`
 * input objects carry only their required fields: fewer references to things that do not exist, so more requests
 * get past the lookups to the writes.
 */
function inputValue(type: TypeShape, requiredOnly = false, depth = 0): unknown {
  if (isNonNull(type)) return inputValue(type.ofType!, requiredOnly, depth);
  if (isList(type)) return [inputValue(type.ofType!, requiredOnly, depth)];
  if (kindOf(type) === 'GraphQLEnumType') return type.getValues!()[0]?.value;
  if (kindOf(type) === 'GraphQLInputObjectType') {
    const fields = Object.values(type.getFields!()).filter((field) => isNonNull(field.type) || (!requiredOnly && depth < 3));
    return Object.fromEntries(fields.map((field) => [field.name, inputValue(field.type, requiredOnly, depth + 1)]));
  }
  switch (type.name) {
    case 'Int':
      return 1;
    case 'Float':
      return 1.5;
    case 'Boolean':
      return true;
    case 'DateTime':
      return '2020-01-01T00:00:00.000Z';
    case 'JSON':
      return {};
    case 'ID':
      return 'fuzz-id';
    default:
      return 'fuzz';
  }
}

/** The scalar fields of an object type, and the same a few levels down, within the server's limits. */
function selectionOf(type: TypeShape, depth = 0): string {
  const named = namedType(type);
  if (isLeaf(named)) return '';
  if (kindOf(named) === 'GraphQLUnionType') {
    const members = named.getTypes!().map((member) => `... on ${member.name} ${selectionOf(member, depth)}`);
    return `{ __typename ${members.join(' ')} }`;
  }
  const fields = Object.values(named.getFields!()).filter((field) => (field.args ?? []).every((arg) => !isNonNull(arg.type)));
  const parts = fields.flatMap((field) => {
    if (isLeaf(field.type)) return [field.name];
    return depth < 2 ? [`${field.name} ${selectionOf(field.type, depth + 1)}`] : [];
  });
  return `{ __typename ${parts.join(' ')} }`;
}

function graphqlRequests(identities: Identity[]): FuzzRequest[] {
  const random = seeded(SEED + 1);
  const requests: FuzzRequest[] = [];
  const roots = [
    { keyword: 'query', type: schema.getQueryType()! },
    { keyword: 'mutation', type: schema.getMutationType()! },
  ];
  const payloads: { field: string; body: unknown }[] = [];
  for (const { keyword, type } of roots) {
    for (const field of Object.values((type as unknown as TypeShape).getFields!())) {
      const args = field.args ?? [];
      const declarations = args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
      const call = args.length ? `${field.name}(${args.map((arg) => `${arg.name}: $${arg.name}`).join(', ')})` : field.name;
      const operation = (selection: string) => `${keyword}${declarations ? `(${declarations})` : ''} { ${call} ${selection} }`;
      const valid = Object.fromEntries(args.map((arg) => [arg.name, inputValue(arg.type)]));
      const full = selectionOf(field.type);
      const add = (query: string, variables: unknown) => payloads.push({ field: `${keyword} ${field.name}`, body: { query, variables } });
      const minimal = Object.fromEntries(args.filter((arg) => isNonNull(arg.type)).map((arg) => [arg.name, inputValue(arg.type, true)]));
      for (const variables of [valid, minimal]) {
        // Only `__typename` selected: a resolver must still answer when no field of its row is asked for.
        add(operation(full ? '{ __typename }' : ''), variables);
        add(operation(full), variables);
      }
      add(operation(full), {});
      for (const arg of args) {
        for (const odd of random.pick(ODD_JSON_VALUES, PER_SLOT)) add(operation(full), { ...valid, [arg.name]: odd });
        const argType = namedType(arg.type);
        if (kindOf(argType) === 'GraphQLInputObjectType') {
          const base = valid[arg.name] as Record<string, unknown>;
          for (const inner of Object.keys(argType.getFields!())) {
            add(operation(full), { ...valid, [arg.name]: { ...base, [inner]: random.pick(ODD_JSON_VALUES, 1)[0] } });
          }
          add(operation(full ? '{ __typename }' : ''), { ...valid, [arg.name]: {} });
        }
        // Literal arguments are checked by validation, before any resolver: one wrong-typed literal per argument.
        const literal = args
          .map((other) => `${other.name}: ${other === arg ? '{ wrong: [1, "two", null] }' : `$${other.name}`}`)
          .join(', ');
        add(`${keyword}${declarations ? `(${declarations})` : ''} { ${field.name}(${literal}) ${full} }`, valid);
      }
    }
  }
  // Payloads that are not a well-formed GraphQL request at all.
  const malformed: unknown[] = [
    { query: '{ __typename }', variables: 'not an object' },
    { query: '{ __typename }', variables: [1, 2] },
    { query: 'query($a: Int!) { __typename }', variables: { a: HUGE } },
    { query: 123 },
    { query: null },
    {},
    [],
    'text',
    { query: '{ __typename }', operationName: 'Missing' },
    { query: 'query A { __typename } query B { __typename }' },
    { query: '{ __typename }', extensions: 'bad' },
    { query: 'mutation { __typename }' },
    { query: 'subscription { __typename }' },
    { query: '{ ...F } fragment F on Query { ...F }' },
    { query: `{ ${'__typename @skip(if: false) '.repeat(20)} }` },
    { query: '{ node(id: "x") { id } }' },
    { query: '\u0000' },
  ];
  for (const body of malformed) payloads.push({ field: 'malformed request', body });
  for (const identity of identities) {
    for (const { field, body } of payloads) {
      requests.push({
        identity: identity.label,
        label: `${identity.label} ${field}`,
        method: 'POST',
        path: '/graphql',
        headers: { 'content-type': 'application/json', ...identity.headers },
        body: JSON.stringify(body),
      });
    }
  }
  // The same requests without a body's help: GET with the query in the URL, and a body that is not JSON.
  for (const identity of identities) {
    for (const query of ['{ __typename }', '{ exercises(first: 1) { totalCount } }', '%00', '{', 'mutation { signOut { __typename } }']) {
      const path = `/graphql?query=${query.startsWith('%') ? query : encodeURIComponent(query)}`;
      requests.push({
        identity: identity.label,
        label: `${identity.label} GET`,
        method: 'GET',
        path,
        headers: { 'x-graphql-yoga-csrf': '1', ...identity.headers },
      });
    }
    for (const body of BAD_JSON) {
      requests.push({
        identity: identity.label,
        label: `${identity.label} bad JSON`,
        method: 'POST',
        path: '/graphql',
        headers: { 'content-type': 'application/json', ...identity.headers },
        body,
      });
    }
  }
  return requests;
}

// ---- the tests -----------------------------------------------------------------------------------------------------

describe('malformed input never causes a server error', () => {
  it('on any REST route, anonymously or as an administrator', async () => {
    const document = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as {
      paths: Record<
        string,
        Record<string, { parameters?: Operation['parameters']; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>
      >;
    };
    const operations: Operation[] = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({
        method,
        path,
        parameters: op.parameters ?? [],
        body: op.requestBody?.content?.['application/json']?.schema,
      })),
    );
    expect(operations.length).toBeGreaterThan(60);
    const requests = [...restRequests(operations, await newIdentities()), ...mediaRequests()];
    expect(requests.length).toBeGreaterThan(2_000);
    const findings = await runAll(server, requests);
    expect(findings, `Server errors on REST routes:\n${report(findings)}`).toEqual([]);
  });

  it('on any GraphQL query or mutation field, anonymously or as an administrator', async () => {
    const requests = graphqlRequests(await newIdentities());
    expect(requests.length).toBeGreaterThan(1_000);
    const findings = await runAll(server, requests);
    expect(findings, `Server errors on GraphQL fields:\n${report(findings)}`).toEqual([]);
  });
});
