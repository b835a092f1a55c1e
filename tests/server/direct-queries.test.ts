// Queries POSTed as JSON are answered without Yoga's HTTP layer (server/graphql/direct-queries.ts) exactly as Yoga
// answers them: the same requests, good and bad, sent to a server that answers them directly and to one that does not
// (GRAPHQL_DIRECT_QUERIES=false) on the same database, compared header for header and byte for byte, hand-picked and
// generated. Which requests are answered directly is checked against the function itself.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { print } from 'graphql';
import { FlexiconPageDocument, HomiesFeedDocument } from '../../web/src/gql/graphql.js';
import { createYoga } from '../../server/graphql/yoga.js';
import { answerType, directQueries } from '../../server/graphql/direct-queries.js';
import type { AppContext } from '../../server/context.js';
import { startTestServer, type Auth, type TestServer } from '../support/server.js';

let direct: TestServer;
let yoga: TestServer;
let member: Auth;

beforeAll(async () => {
  direct = await startTestServer({ RESPONSE_CACHE_SECONDS: '0' });
  yoga = await startTestServer({ RESPONSE_CACHE_SECONDS: '0', GRAPHQL_DIRECT_QUERIES: 'false' });
  member = await direct.signUp();
});
afterAll(async () => {
  await direct?.close();
  await yoga?.close();
});

const page = print(FlexiconPageDocument);
const APOLLO_ACCEPT = 'application/graphql-response+json,application/json;q=0.9';

/** Headers that differ between any two answers (the time) or between the two servers by design (none else). */
const VARYING = new Set(['date', 'keep-alive', 'connection', 'server-timing']);

interface Sent {
  method?: string;
  headers?: Record<string, string>;
  body?: unknown;
  auth?: Auth;
}

/** One request's answer from each server: status, headers and body as sent. */
async function both({ method = 'POST', headers = {}, body, auth }: Sent) {
  const send = async (server: TestServer) => {
    const response = await fetch(`${server.url}/graphql`, {
      method,
      headers: { 'content-type': 'application/json', ...auth?.headers, ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    const kept = [...response.headers].filter(([name]) => !VARYING.has(name));
    return { status: response.status, headers: Object.fromEntries(kept), body: await response.text() };
  };
  return { direct: await send(direct), yoga: await send(yoga) };
}

describe('direct answers are Yoga’s answers', () => {
  it('answers queries in the media type each Accept header picks', async () => {
    for (const accept of [
      undefined,
      APOLLO_ACCEPT,
      'application/graphql-response+json',
      'application/json',
      '*/*',
      'application/*',
      'text/html, application/json;q=0.5',
      'application/json; charset=utf-8',
      'application/json; charset=iso-8859-1',
      'image/png',
      'text/event-stream',
      'multipart/mixed',
    ]) {
      const answers = await both({ headers: accept ? { accept } : {}, body: { query: page, variables: { first: 3 } } });
      expect(answers.direct, accept).toEqual(answers.yoga);
    }
    const apollo = await both({ headers: { accept: APOLLO_ACCEPT }, body: { query: page, variables: { first: 3 } } });
    expect(apollo.direct.status).toBe(200);
    expect(apollo.direct.headers['content-type']).toBe('application/graphql-response+json; charset=utf-8');
    expect(JSON.parse(apollo.direct.body).data.exercises.edges).toHaveLength(3);
  });

  it('answers errors met while executing with Yoga’s status for each media type', async () => {
    for (const accept of [APOLLO_ACCEPT, 'application/json']) {
      for (const body of [
        { query: '{ myEquipment }' },
        { query: '{ exercises(first: 2) { totalCount } myEquipment }' },
        { query: '{ exercises(first: -1) { totalCount } }' },
        { query: page, variables: { first: 'three' } },
        { query: page, variables: { first: 3, localeCode: null } },
      ]) {
        const answers = await both({ headers: { accept }, body });
        expect(JSON.parse(answers.direct.body).errors?.length, body.query).toBeGreaterThan(0);
        expect(answers.direct, body.query).toEqual(answers.yoga);
      }
    }
  });

  it('leaves to Yoga what it refuses or answers otherwise, with the same answers', async () => {
    const deep = `{ ${'viewer { homies(first: 1) { edges { node { '.repeat(3)} userName ${'} } } }'.repeat(3)} }`;
    for (const sent of [
      { body: { query: page, variables: { first: 2 }, unexpected: 1 } },
      { body: { query: page, variables: [2] } },
      { body: { query: page, extensions: 'x' } },
      { body: { query: 42 } },
      { body: { variables: {} } },
      { body: [{ query: '{ __typename }' }, { query: '{ __typename }' }] },
      { body: '"a string"' },
      { body: 'null' },
      { body: { query: '{ exercises(first: 2) { totalCount }' } },
      { body: { query: '{ noSuchField }' } },
      { body: { query: deep } },
      { body: { query: 'mutation { signOut }' } },
      { body: { query: 'query A { __typename } query B { __typename }' } },
      { body: { query: page, operationName: 'NoSuchOperation' } },
      { headers: { 'content-type': 'application/graphql+json' }, body: { query: '{ __typename }' } },
      { method: 'GET', headers: { 'apollo-require-preflight': '1' } },
    ] as Sent[]) {
      for (const accept of [APOLLO_ACCEPT, 'application/json']) {
        const answers = await both({ ...sent, headers: { accept, ...sent.headers } });
        expect(answers.direct, JSON.stringify(sent)).toEqual(answers.yoga);
      }
    }
  });

  it('answers parameters Yoga accepts as it does: nulls, a chosen operation, a charset', async () => {
    for (const sent of [
      { body: { query: page, variables: null, operationName: null, extensions: null, unexpected: null } },
      { body: { query: `${page} query Other { __typename }`, operationName: 'FlexiconPage', variables: { first: 2 } } },
      { body: { query: '{ __typename }', extensions: { persistedQuery: null } } },
      { headers: { 'content-type': 'application/json; charset=utf-8' }, body: { query: '{ __typename }' } },
    ]) {
      const answers = await both(sent);
      expect(answers.direct.status).toBe(200);
      expect(answers.direct, JSON.stringify(sent)).toEqual(answers.yoga);
    }
  });

  it('answers generated requests, valid and invalid, as Yoga does', async () => {
    const request = fc.record({
      accept: fc.constantFrom(
        undefined,
        '*/*',
        'application/json',
        APOLLO_ACCEPT,
        'application/graphql-response+json',
        'application/graphql-response+json, application/json',
        'application/json, application/graphql-response+json',
        'text/html, application/json;q=0.5',
        'application/json; charset=iso-8859-1',
        'text/event-stream',
        '',
      ),
      contentType: fc.constantFrom('application/json', 'application/json; charset=utf-8', 'application/graphql+json', 'text/plain'),
      query: fc.constantFrom(
        page,
        '{ __typename }',
        '{ myEquipment }',
        '{ exercises(first: 2) { totalCount }',
        '{ noSuchField }',
        'mutation { signOut }',
        'query A { __typename } query B { __typename }',
        42,
        undefined,
      ),
      variables: fc.oneof(
        fc.constantFrom(undefined, null, [2], 'x'),
        fc.record({ first: fc.oneof(fc.integer({ min: -2, max: 30 }), fc.string({ maxLength: 3 }), fc.constant(null)) }),
      ),
      operationName: fc.constantFrom(undefined, null, 'FlexiconPage', 'A', 'NoSuchOperation', 7),
      extensions: fc.constantFrom(undefined, null, {}, 'x'),
      unexpected: fc.constantFrom(undefined, null, 1),
      signedIn: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(request, async ({ accept, contentType, signedIn, ...body }) => {
        const headers: Record<string, string> = { 'content-type': contentType, ...(accept === undefined ? {} : { accept }) };
        const answers = await both({ headers, body, auth: signedIn ? member : undefined });
        expect(answers.direct, JSON.stringify({ accept, contentType, body })).toEqual(answers.yoga);
      }),
      { numRuns: 120 },
    );
  });

  it('answers a signed-in member’s feed alike', async () => {
    const answers = await both({ headers: { accept: APOLLO_ACCEPT }, body: { query: print(HomiesFeedDocument) }, auth: member });
    expect(answers.direct.status).toBe(200);
    expect(JSON.parse(answers.direct.body).data.viewer).not.toBeNull();
    expect(answers.direct).toEqual(answers.yoga);
  });
});

describe('which requests are answered directly', () => {
  it('answers in a media type only for the Accept headers whose answer it knows, and leaves the rest to Yoga', () => {
    expect(answerType(undefined)).toBe('application/json');
    expect(answerType('*/*')).toBe('application/json');
    expect(answerType('application/json')).toBe('application/json');
    expect(answerType(APOLLO_ACCEPT)).toBe('application/graphql-response+json');
    expect(answerType('application/graphql-response+json, application/json')).toBe('application/graphql-response+json');
    for (const accept of ['application/json, application/graphql-response+json', 'text/html,application/*', 'text/event-stream', ''])
      expect(answerType(accept), accept).toBeNull();
  });

  it('answers JSON POSTs of queries itself and hands everything else back', async () => {
    const { db, app } = direct;
    const config = app.liftmatesConfig;
    const services = { db, config, mailer: null as never, media: null as never };
    const answer = directQueries(createYoga(services));
    const visitor = () =>
      ({
        ...services,
        viewer: null,
        client: { ip: '127.0.0.1', userAgent: 'test', origin: direct.url },
        log: { info() {}, warn() {}, error() {} },
      }) as unknown as AppContext;
    const post = (body: unknown, headers: Record<string, string> = {}) => ({
      method: 'POST',
      url: '/graphql',
      protocol: 'http',
      headers: { 'content-type': 'application/json', ...headers },
      body,
    });

    const answered = await answer(post({ query: page, variables: { first: 2 } }, { accept: APOLLO_ACCEPT }), visitor());
    expect(answered?.status).toBe(200);
    expect(answered?.contentType).toBe('application/graphql-response+json; charset=utf-8');
    expect(JSON.parse(answered!.body).data.exercises.edges).toHaveLength(2);
    const refused = await answer(post({ query: '{ myEquipment }' }), visitor());
    expect(refused?.status).toBe(200);
    expect(JSON.parse(refused!.body).errors[0].extensions.code).toBe('UNAUTHENTICATED');

    for (const request of [
      post({ query: 'mutation { signOut }' }),
      post({ query: '{ noSuchField }' }),
      post({ query: '{' }),
      post({ query: page, unexpected: true }),
      post([{ query: '{ __typename }' }]),
      post({ query: '{ __typename }' }, { accept: 'text/event-stream' }),
      post({ query: '{ __typename }' }, { 'content-type': 'text/plain' }),
      { method: 'GET', url: '/graphql', protocol: 'http', headers: {}, body: undefined },
    ])
      expect(await answer(request, visitor()), JSON.stringify(request)).toBeNull();
  });
});
