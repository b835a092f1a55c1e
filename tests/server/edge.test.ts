// The edge of the app over real HTTP: GraphQL limits and introspection, CORS, CSRF, what uploads may be and how
// media are served, the content security policy, and 4xx (never 5xx) for malformed requests the framework sees first.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { parse, print, visit, type DefinitionNode, type FragmentDefinitionNode, type OperationDefinitionNode } from 'graphql';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMIT_ERROR_CODE, MAX_ALIASES, MAX_COST, MAX_DEPTH, MAX_DIRECTIVES, MAX_TOKENS } from '../../server/graphql/limits.js';
import { MAX_IMAGE_PIXELS } from '../../server/media/inspect.js';
import { loadConfig } from '../../server/config.js';
import { startTestServer, type Auth, type TestServer } from '../support/server.js';

const ALLOWED_ORIGIN = 'https://app.example.test';

/** The development server (GraphiQL, introspection) and a production one, which is what the limits protect. */
let dev: TestServer;
let production: TestServer;
let member: Auth;

beforeAll(async () => {
  [dev, production] = await Promise.all([startTestServer({ CORS_ORIGINS: ALLOWED_ORIGIN }), startTestServer({ NODE_ENV: 'production' })]);
  member = await dev.signUp();
});
afterAll(async () => {
  await Promise.all([dev.close(), production.close()]);
});

interface GraphQLAnswer {
  status: number;
  headers: Headers;
  ms: number;
  body: { data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] };
}

/** A GraphQL POST as the web app sends it (Apollo accepts the GraphQL response media type first). */
async function graphql(server: TestServer, payload: unknown, headers: Record<string, string> = {}): Promise<GraphQLAnswer> {
  const started = performance.now();
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json;q=0.9', ...headers },
    body: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
  const body = (await response.json()) as GraphQLAnswer['body'];
  return { status: response.status, headers: response.headers, ms: performance.now() - started, body };
}

const codes = (answer: GraphQLAnswer) => (answer.body.errors ?? []).map((error) => error.extensions?.code);

/** Refused by a limit: 400 whatever the client accepts, the limit's code, and a message naming the limit. */
function expectRefused(answer: GraphQLAnswer, message: RegExp) {
  expect(answer.status).toBe(400);
  expect(answer.body.data).toBeUndefined();
  const refusal = answer.body.errors?.find((error) => error.extensions?.code === LIMIT_ERROR_CODE);
  expect(refusal?.message).toMatch(message);
}

/** node:http sends a path as written; fetch would resolve `..` before sending. */
function rawGet(server: TestServer, rawPath: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    http
      .get({ host: hostname, port, path: rawPath }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
      })
      .on('error', reject);
  });
}

function uploadForm(data: Uint8Array | string, fileName: string, type: string) {
  const form = new FormData();
  form.append('file', new Blob([typeof data === 'string' ? data : new Uint8Array(data)], { type }), fileName);
  return form;
}

// ---- GraphQL limits ------------------------------------------------------------------------------------------------

/** Every operation under web/src with the fragments it spreads, as the web app sends it. */
function webOperations(): { name: string; query: string }[] {
  const root = path.resolve(import.meta.dirname, '../../web/src');
  const files = (fs.readdirSync(root, { recursive: true }) as string[]).filter((file) => file.endsWith('.graphql'));
  const definitions: readonly DefinitionNode[] = files.flatMap((file) => parse(fs.readFileSync(path.join(root, file), 'utf8')).definitions);
  const fragments = new Map(
    definitions
      .filter((definition): definition is FragmentDefinitionNode => definition.kind === 'FragmentDefinition')
      .map((fragment) => [fragment.name.value, fragment]),
  );
  const spreadIn = (node: OperationDefinitionNode | FragmentDefinitionNode, found = new Set<string>()) => {
    visit(node, {
      FragmentSpread(spread) {
        if (found.has(spread.name.value)) return;
        found.add(spread.name.value);
        spreadIn(fragments.get(spread.name.value)!, found);
      },
    });
    return found;
  };
  return definitions
    .filter((definition): definition is OperationDefinitionNode => definition.kind === 'OperationDefinition')
    .map((operation) => ({
      name: operation.name!.value,
      query: [operation, ...[...spreadIn(operation)].map((name) => fragments.get(name)!)].map((node) => print(node)).join('\n'),
    }));
}

/** The same field written `copies` times, each under its own alias. */
const aliased = (copies: number, field: string) => `{ ${Array.from({ length: copies }, (_, i) => `a${i}: ${field}`).join(' ')} }`;

describe('GraphQL limits', () => {
  it('let every operation of the web app through', async () => {
    const operations = webOperations();
    expect(operations.length).toBeGreaterThan(40);
    const refused: string[] = [];
    for (const operation of operations) {
      // Without variables nothing runs: validation passes or fails first, then the missing variables stop execution.
      const answer = await graphql(production, { query: operation.query, operationName: operation.name });
      const problems = (answer.body.errors ?? []).filter((error) =>
        [LIMIT_ERROR_CODE, 'GRAPHQL_PARSE_FAILED', 'GRAPHQL_VALIDATION_FAILED', 'INTROSPECTION_DISABLED'].includes(
          String(error.extensions?.code),
        ),
      );
      if (problems.length) refused.push(`${operation.name}: ${problems.map((error) => error.message).join('; ')}`);
    }
    expect(refused).toEqual([]);
  });

  it('refuse deep nesting', async () => {
    const nested = (levels: number) =>
      `{ equipmentGroups { ${'children { '.repeat(levels - 2)}equipmentGroupCode${' }'.repeat(levels - 2)} } }`;
    expect((await graphql(production, { query: nested(MAX_DEPTH) })).status).toBe(200);
    expectRefused(await graphql(production, { query: nested(21) }), new RegExp(`depth limit of ${MAX_DEPTH} exceeded, found 21`));
    // 5,000 levels once overflowed the stack (a 500); now the token count stops the document long before.
    const abyss = `{ ${'a { '.repeat(5000)}b${' }'.repeat(5000)} }`;
    expectRefused(await graphql(production, { query: abyss }), new RegExp(`Token limit of ${MAX_TOKENS} exceeded`));
  });

  it('refuse alias fan-out', async () => {
    expect((await graphql(production, { query: aliased(MAX_ALIASES, 'exercises(first: 1) { totalCount }') })).status).toBe(200);
    const tooMany = await graphql(production, { query: aliased(MAX_ALIASES + 1, 'exercises(first: 1) { totalCount }') });
    expectRefused(tooMany, new RegExp(`Aliases limit of ${MAX_ALIASES} exceeded, found ${MAX_ALIASES + 1}`));
    // The finding: 500 aliases of a full page answered 4 MB.
    const flood = await graphql(production, {
      query: aliased(500, 'exercises(first: 100) { edges { node { exerciseCode exerciseName } } }'),
    });
    expectRefused(flood, /limit of \d+ exceeded/);
  });

  it('refuse a token flood quickly, before parsing it', async () => {
    // The finding: 27,000 copies of one field (290 KB) kept the server busy for seconds.
    const query = `{ ${'__typename '.repeat(27_000)}}`;
    expect(query.length).toBeGreaterThan(290_000);
    const answer = await graphql(production, { query });
    expectRefused(answer, new RegExp(`^Token limit of ${MAX_TOKENS} exceeded`));
    expect(answer.ms).toBeLessThan(1_000);
  });

  it('refuse too many directives', async () => {
    const directives = (count: number) =>
      `{ ${Array.from({ length: count }, (_, i) => `f${i}: __typename @include(if: true)`).join(' ')} }`;
    expect((await graphql(production, { query: directives(MAX_DIRECTIVES) })).status).toBe(200);
    expectRefused(
      await graphql(production, { query: directives(MAX_DIRECTIVES + 1) }),
      new RegExp(`Directives limit of ${MAX_DIRECTIVES} exceeded`),
    );
  });

  it('price page sizes, also when a variable or the default gives them', async () => {
    const page =
      'edges { node { exerciseCode exerciseName description exerciseTypeCode publishedStatusCode exerciseTagCodes createdAt updatedAt } }';
    // Ten full pages of eleven values an item (the edge, the node, eight fields, the page) cost 11,000.
    const literal = await graphql(production, { query: aliased(10, `exercises(first: 100) { ${page} }`) });
    expectRefused(literal, new RegExp(`Cost limit of ${MAX_COST} exceeded`));
    const variable = await graphql(production, {
      query: `query($size: Int) ${aliased(10, `exercises(first: $size) { ${page} }`)}`,
      variables: { size: 100 },
    });
    expectRefused(variable, new RegExp(`Cost limit of ${MAX_COST} exceeded`));
    // The same with default pages (20 items) fits.
    const defaults = await graphql(production, { query: aliased(10, `exercises { ${page} }`) });
    expect(defaults.status).toBe(200);
    expect(defaults.body.errors).toBeUndefined();
  });

  it('answer 400 to clients that accept only application/json too', async () => {
    const answer = await graphql(production, { query: `{ ${'__typename '.repeat(2_000)}}` }, { accept: 'application/json' });
    expect(answer.status).toBe(400);
    expect(codes(answer)).toEqual([LIMIT_ERROR_CODE]);
  });
});

describe('GraphQL introspection', () => {
  const introspection = { query: '{ __schema { queryType { name } } }' };

  it('is off in production, with field suggestions', async () => {
    const schema = await graphql(production, introspection);
    expect(schema.status).toBe(400);
    expect(codes(schema)).toEqual(['INTROSPECTION_DISABLED']);
    expect(codes(await graphql(production, { query: '{ __type(name: "Query") { name } }' }))).toEqual(['INTROSPECTION_DISABLED']);
    expect((await graphql(production, { query: '{ __typename }' })).body.data).toEqual({ __typename: 'Query' });
    const typo = await graphql(production, { query: '{ exercises { totalCont } }' });
    expect(typo.body.errors?.[0]?.message).toMatch(/Cannot query field "totalCont"/);
    expect(typo.body.errors?.[0]?.message).not.toMatch(/Did you mean/);
  });

  it('is on in production when GRAPHQL_INTROSPECTION=true, and in development', async () => {
    const opened = await startTestServer({ NODE_ENV: 'production', GRAPHQL_INTROSPECTION: 'true' });
    try {
      expect((await graphql(opened, introspection)).body.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
    } finally {
      await opened.close();
    }
    expect((await graphql(dev, introspection)).body.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
    expect((await graphql(dev, { query: '{ exercises { totalCont } }' })).body.errors?.[0]?.message).toMatch(/Did you mean "totalCount"/);
  });
});

// ---- CORS and CSRF -------------------------------------------------------------------------------------------------

describe('CORS', () => {
  const preflight = (server: TestServer, url: string, origin: string) =>
    fetch(`${server.url}${url}`, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
  const corsHeaders = (response: Response) =>
    Object.fromEntries([...response.headers].filter(([name]) => name.startsWith('access-control-')));

  it('answers nothing to origins that are not configured, nor to the null origin', async () => {
    for (const origin of ['https://evil.example', 'null', `${ALLOWED_ORIGIN}.evil.example`, ALLOWED_ORIGIN.replace('https:', 'http:')]) {
      for (const url of ['/graphql', '/api/exercises']) {
        const before = await preflight(dev, url, origin);
        expect(before.status).toBe(204);
        expect(corsHeaders(before)).toEqual({});
        expect(before.headers.get('vary')).toMatch(/Origin/);
      }
      const post = await graphql(dev, { query: '{ __typename }' }, { origin, cookie: member.headers.cookie! });
      expect(post.status).toBe(200);
      expect(corsHeaders(new Response(null, { headers: post.headers }))).toEqual({});
      const get = await fetch(`${dev.url}/api/exercises?limit=1`, { headers: { origin } });
      await get.arrayBuffer();
      expect(corsHeaders(get)).toEqual({});
    }
  });

  it('allows the configured origins, with credentials, on /graphql and /api', async () => {
    for (const url of ['/graphql', '/api/user']) {
      const allowed = await preflight(dev, url, ALLOWED_ORIGIN);
      expect(allowed.status).toBe(204);
      expect(corsHeaders(allowed)).toMatchObject({
        'access-control-allow-origin': ALLOWED_ORIGIN,
        'access-control-allow-credentials': 'true',
        'access-control-allow-methods': expect.stringContaining('POST'),
        'access-control-allow-headers': expect.stringMatching(/Content-Type/i),
      });
    }
    const response = await fetch(`${dev.url}/api/exercises?limit=1`, { headers: { origin: ALLOWED_ORIGIN } });
    await response.arrayBuffer();
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(ALLOWED_ORIGIN);
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
  });

  it('allows no cross-origin caller at all by default', async () => {
    const response = await preflight(production, '/graphql', ALLOWED_ORIGIN);
    expect(corsHeaders(response)).toEqual({});
  });

  it('refuses a setting that is not a list of origins', () => {
    const env = { NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(32) };
    expect(loadConfig({ ...env, CORS_ORIGINS: ' https://a.example.test/ , http://b.example.test:8080' }).corsOrigins).toEqual([
      'https://a.example.test',
      'http://b.example.test:8080',
    ]);
    for (const wrong of ['*', 'null', 'a.example.test', 'https://a.example.test/path', 'ftp://a.example.test']) {
      expect(() => loadConfig({ ...env, CORS_ORIGINS: wrong })).toThrow(/CORS_ORIGINS/);
    }
  });
});

describe('CSRF on /graphql', () => {
  const rename = (userName: string) => `mutation { updateCurrentUser(input: { userName: "${userName}" }) { __typename } }`;
  const userName = async () => (await dev.db.user.findUniqueOrThrow({ where: { userId: member.userId } })).userName;

  it('refuses a form post, which a browser sends cross-site without asking', async () => {
    const before = await userName();
    const form = new FormData();
    form.append('operations', JSON.stringify({ query: rename('csrf_victim') }));
    form.append('map', '{}');
    const multipart = await fetch(`${dev.url}/graphql`, { method: 'POST', headers: member.headers, body: form });
    expect(multipart.status).toBe(403);
    expect(((await multipart.json()) as GraphQLAnswer['body']).errors?.[0]?.message).toMatch(/CSRF/);
    const text = await fetch(`${dev.url}/graphql`, {
      method: 'POST',
      headers: { ...member.headers, 'content-type': 'text/plain' },
      body: JSON.stringify({ query: rename('csrf_victim') }),
    });
    expect(text.status).toBe(403);
    const urlEncoded = await fetch(`${dev.url}/graphql`, {
      method: 'POST',
      headers: { ...member.headers, 'content-type': 'application/x-www-form-urlencoded' },
      body: `query=${encodeURIComponent(rename('csrf_victim'))}`,
    });
    expect(urlEncoded.status).toBeGreaterThanOrEqual(400);
    expect(urlEncoded.status).toBeLessThan(500);
    expect(await userName()).toBe(before);
  });

  it('lets a multipart request through with a header no form can set', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#00ff00' } })
      .png()
      .toBuffer();
    const form = new FormData();
    const mutation = 'mutation($file: File!) { uploadMediaAsset(file: $file) { __typename } }';
    form.append('operations', JSON.stringify({ query: mutation, variables: { file: null } }));
    form.append('map', JSON.stringify({ 0: ['variables.file'] }));
    form.append('0', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'green.png');
    const response = await fetch(`${dev.url}/graphql`, {
      method: 'POST',
      headers: { ...member.headers, 'apollo-require-preflight': 'true' },
      body: form,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { uploadMediaAsset: { __typename: 'MutationUploadMediaAssetSuccess' } } });
  });

  it('asks the same header of GET requests; JSON posts need none', async () => {
    const get = async (headers: Record<string, string> = {}) => {
      const response = await fetch(`${dev.url}/graphql?query=${encodeURIComponent('{ __typename }')}`, { headers });
      await response.arrayBuffer();
      return response;
    };
    expect((await get()).status).toBe(403);
    expect((await get({ 'x-graphql-yoga-csrf': '1' })).status).toBe(200);
    expect((await get({ 'apollo-require-preflight': 'true' })).status).toBe(200);
    expect((await graphql(dev, { query: '{ __typename }' })).status).toBe(200);
  });
});

// ---- uploads and media ---------------------------------------------------------------------------------------------

/** A PNG of the given size whose pixels are all zero: the deflated rows make it tiny whatever its size. */
function blankPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // one bit per pixel, greyscale (colour type 0), no interlacing
  const rows = Buffer.alloc((Math.ceil(width / 8) + 1) * height);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('uploads', () => {
  const upload = (data: Uint8Array | string, fileName: string, type: string) =>
    dev.api('POST', '/media-assets', { body: uploadForm(data, fileName, type), auth: member });
  const uploadedCount = () => dev.db.mediaAsset.count({ where: { uploadedById: member.userId } });

  it('refuses SVG, which can carry scripts, over REST and GraphQL', async () => {
    const before = await uploadedCount();
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>';
    const rest = await upload(svg, 'x.svg', 'image/svg+xml');
    expect(rest.status).toBe(415);
    expect(rest.body.error).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: expect.stringMatching(/SVG images cannot be uploaded/),
    });
    // The same bytes claiming to be a PNG are not one.
    expect((await upload(svg, 'x.png', 'image/png')).status).toBe(415);
    const form = new FormData();
    const mutation = 'mutation($file: File!) { uploadMediaAsset(file: $file) { __typename ... on AppError { code message } } }';
    form.append('operations', JSON.stringify({ query: mutation, variables: { file: null } }));
    form.append('map', JSON.stringify({ 0: ['variables.file'] }));
    form.append('0', new Blob([svg], { type: 'image/svg+xml' }), 'x.svg');
    const viaGraphql = await fetch(`${dev.url}/graphql`, {
      method: 'POST',
      headers: { ...member.headers, 'x-graphql-yoga-csrf': '1' },
      body: form,
    });
    expect(((await viaGraphql.json()) as { data: { uploadMediaAsset: unknown } }).data.uploadMediaAsset).toMatchObject({
      __typename: 'AppError',
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
    expect(await uploadedCount()).toBe(before);
  });

  it('refuses a picture whose content is another format than it claims', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#0000ff' } })
      .png()
      .toBuffer();
    const asJpeg = await upload(png, 'blue.jpg', 'image/jpeg');
    expect(asJpeg.status).toBe(415);
    expect(asJpeg.body.error.message).toMatch(/PNG.*not the JPEG image/);
  });

  it('refuses a decompression bomb from its header, before decoding it', async () => {
    const bomb = blankPng(16_000, 16_000);
    expect(bomb.length).toBeLessThan(64 * 1024);
    expect(await sharp(bomb, { limitInputPixels: false }).metadata()).toMatchObject({ format: 'png', width: 16_000, height: 16_000 });
    const before = await uploadedCount();
    const started = performance.now();
    const response = await upload(bomb, 'bomb.png', 'image/png');
    expect(response.status).toBe(413);
    expect(response.body.error).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: `The picture is 16000 × 16000 pixels (256 megapixels); pictures may have at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels`,
    });
    // Decoding it took 5 to 16 seconds of CPU.
    expect(performance.now() - started).toBeLessThan(2_000);
    // One row more than the budget allows is refused too.
    const width = 8_000;
    const justOver = await upload(blankPng(width, Math.floor(MAX_IMAGE_PIXELS / width) + 1), 'over.png', 'image/png');
    expect(justOver.status).toBe(413);
    expect(await uploadedCount()).toBe(before);
  });

  it('accepts videos only when their first bytes are the container they claim', async () => {
    const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom', 'latin1'), Buffer.alloc(64)]);
    const webm = Buffer.concat([
      Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84]),
      Buffer.from('webm', 'latin1'),
      Buffer.alloc(64),
    ]);
    expect((await upload(mp4, 'clip.mp4', 'video/mp4')).status).toBe(201);
    expect((await upload(webm, 'clip.webm', 'video/webm')).status).toBe(201);
    for (const [data, type] of [
      ['<html><script>alert(1)</script></html>', 'video/mp4'],
      ['<html><script>alert(1)</script></html>', 'video/webm'],
      [mp4, 'video/webm'],
      [webm, 'video/mp4'],
    ] as const) {
      const refused = await upload(data, 'clip', type);
      expect(refused.status).toBe(415);
      expect(refused.body.error.message).toMatch(/is not the (MP4|WebM) video it claims to be/);
    }
  });
});

describe('media', () => {
  it('serves every file as inert content: no sniffing, a sandbox', async () => {
    const png = await sharp({ create: { width: 700, height: 400, channels: 3, background: '#ff00ff' } })
      .png()
      .toBuffer();
    const uploaded = await dev.api('POST', '/media-assets', { body: uploadForm(png, 'wide.png', 'image/png'), auth: member });
    expect(uploaded.status).toBe(201);
    const { fileUrl, thumbnailUrl } = uploaded.body.data as { fileUrl: string; thumbnailUrl: string };
    for (const url of [fileUrl, thumbnailUrl, `${fileUrl}.w640.webp`]) {
      const response = await fetch(`${dev.url}${url}`);
      await response.arrayBuffer();
      expect(response.status).toBe(200);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-security-policy')).toBe('sandbox');
      expect(response.headers.get('content-disposition')).toBeNull();
    }
  });

  it('makes SVGs uploaded before they were refused download instead of render', async () => {
    const mediaDir = dev.app.liftmatesConfig.mediaDir;
    fs.mkdirSync(path.join(mediaDir, '2020-01-01'), { recursive: true });
    fs.writeFileSync(
      path.join(mediaDir, '2020-01-01', 'old.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    const response = await fetch(`${dev.url}/media/2020-01-01/old.svg`);
    expect(await response.text()).toContain('<script>');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe('attachment');
    expect(response.headers.get('content-security-policy')).toBe('sandbox');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers paths that leave the media folder or cannot be decoded with a 4xx and a code', async () => {
    for (const rawPath of [
      '/media/../../etc/passwd',
      '/media/%2e%2e/%2e%2e/etc/passwd',
      '/media/%00',
      '/media/a%00b.png',
      '/media/%',
      '/media/%2e%2e%2fpackage.json',
    ]) {
      const response = await rawGet(dev, rawPath);
      expect(response.status, rawPath).toBeGreaterThanOrEqual(400);
      expect(response.status, rawPath).toBeLessThan(500);
      expect(JSON.parse(response.body).error.code, rawPath).toMatch(/^(FORBIDDEN|NOT_FOUND|BAD_USER_INPUT)$/);
      expect(response.body).not.toContain('root:');
    }
  });
});

// ---- content security policy ---------------------------------------------------------------------------------------

/** A policy's directives by name. */
function directives(policy: string | null): Record<string, string[]> {
  return Object.fromEntries(
    (policy ?? '')
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!, values]),
  );
}

/** Inline scripts a browser would run: a data block (`type="application/json"`, a server-rendered page's state) is not one. */
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*\btype="application\/json")[^>]*>([\s\S]*?)<\/script>/g)].map(([, body]) => body ?? '');

describe('content security policy', () => {
  it('runs no inline script on the app pages; styles may be inline', async () => {
    for (const server of [dev, production]) {
      const page = await fetch(`${server.url}/`);
      const policy = directives(page.headers.get('content-security-policy'));
      expect(policy['script-src']).toEqual(["'self'"]);
      expect(policy['script-src-attr']).toEqual(["'none'"]);
      expect(policy['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
      expect(policy['object-src']).toEqual(["'none'"]);
      expect(inlineScripts(await page.text()).filter((body) => body.trim())).toEqual([]);
    }
  });

  it('comes with the other security headers on pages, GraphQL answers, REST answers and errors', async () => {
    const answers = [
      await fetch(`${production.url}/`),
      await fetch(`${production.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ __typename }' }),
      }),
      await fetch(`${production.url}/api/muscles`),
      await fetch(`${production.url}/api/no-such-thing`),
    ];
    for (const answer of answers) {
      expect(answer.headers.get('x-content-type-options'), answer.url).toBe('nosniff');
      expect(answer.headers.get('x-frame-options'), answer.url).toBe('SAMEORIGIN');
      expect(answer.headers.get('referrer-policy'), answer.url).toBe('no-referrer');
      expect(answer.headers.get('strict-transport-security'), answer.url).toMatch(/^max-age=\d+/);
      expect(directives(answer.headers.get('content-security-policy'))['frame-ancestors'], answer.url).toEqual(["'self'"]);
    }
  });

  it('keeps the API documentation working under the same policy: its scripts are all files', async () => {
    const docs = await fetch(`${production.url}/api/docs/`);
    expect(docs.status).toBe(200);
    expect(directives(docs.headers.get('content-security-policy'))['script-src']).toEqual(["'self'"]);
    const html = await docs.text();
    expect(inlineScripts(html).filter((body) => body.trim())).toEqual([]);
    const scripts = [...html.matchAll(/<script src="([^"]+)"/g)].map(([, src]) => src!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      const script = await fetch(new URL(src, `${production.url}/api/docs/`));
      expect((await script.text()).length, src).toBeGreaterThan(0);
      expect(script.status, src).toBe(200);
      expect(script.headers.get('content-type'), src).toMatch(/javascript/);
    }
  });

  it('gives GraphiQL (development only) a policy of its own that allows just its inline scripts', async () => {
    const page = await fetch(`${dev.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('GraphiQL');
    const policy = directives(page.headers.get('content-security-policy'));
    expect(policy['script-src']).not.toContain("'unsafe-inline'");
    const scripts = inlineScripts(html);
    expect(scripts.length).toBeGreaterThan(0);
    for (const body of scripts) {
      const hash = `'sha256-${createHash('sha256').update(body).digest('base64')}'`;
      expect(policy['script-src']).toContain(hash);
    }
    const inProduction = await fetch(`${production.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(await inProduction.text()).not.toContain('GraphiQL');
  });
});

// ---- malformed requests --------------------------------------------------------------------------------------------

describe('malformed requests', () => {
  it('answer an upload without a multipart boundary with 400', async () => {
    for (const contentType of ['multipart/form-data', 'multipart/form-data; boundary=missing']) {
      const response = await fetch(`${dev.url}/api/media-assets`, {
        method: 'POST',
        headers: { ...member.headers, 'content-type': contentType },
        body: 'no parts here',
      });
      expect(response.status, contentType).toBe(400);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('BAD_USER_INPUT');
    }
  });

  it('answer a sign-in callback with a tampered state cookie as an expired link', async () => {
    for (const cookie of [
      'oauth_state=not-json',
      'oauth_state=null',
      'oauth_state=%5B1%5D',
      'oauth_state=%7B%22codeVerifier%22%3A%5B%5D%7D',
    ]) {
      const response = await dev.api('GET', '/auth/github/callback?code=abc&state=def', { headers: { cookie } });
      expect(response.status, cookie).toBe(400);
      expect(response.body.error).toMatchObject({ code: 'BAD_USER_INPUT', message: 'This sign-in link has expired. Please start again.' });
    }
  });
});
