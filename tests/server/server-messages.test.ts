// The server's messages in the reader's language: every message the source can answer with has its Spanish (read
// from the source itself, so a new message without one fails here), templates keep the values they carry, and
// both APIs answer in the member's setting, else the visitor's cookie or browser, with `?lang=` above all.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { es } from '../../server/messages/es.js';
import { translateMessage } from '../../server/messages/translate.js';
import { findServerMessages } from '../support/server-messages.js';
import { startTestServer, type TestServer } from '../support/server.js';

const ROOT = new URL('../..', import.meta.url).pathname;
const found = findServerMessages(ROOT);
/** A field's name before its message ("cursor: Not a valid cursor") stays as the API names it. */
const withoutFieldNames = (template: string) => template.replace(/^(?:[a-zA-Z][\w.]*|\{\d+\}): /, '');
const hasWords = (template: string) => /[A-Za-z]{2,}/.test(template.replace(/\{\d+\}/g, ''));

describe('the Spanish catalogue', () => {
  it('finds the messages of the source (errors, their helpers, field errors and zod checks)', () => {
    const templates = new Set(found.map((message) => message.template));
    for (const known of ['{0} was not found', 'You need to sign in to do that', 'Must be at least 8 characters', 'Choose {0}'])
      expect(templates).toContain(known);
    expect(templates.size).toBeGreaterThan(300);
  });

  it('has every message the server can answer with', () => {
    const missing = found
      .filter((message) => hasWords(withoutFieldNames(message.template)))
      .filter((message) => translateMessage(message.template, 'es-ES') === message.template)
      .map((message) => `${message.file}:${message.line} ${JSON.stringify(message.template)}`);
    expect(missing, 'messages without a Spanish entry in server/messages/es.ts').toEqual([]);
  });

  it('keeps every value a template carries, wherever the Spanish puts it', () => {
    const templates = Object.keys(es).filter((key) => /\{\d+\}/.test(key));
    const value = fc.stringMatching(/^[A-Z0-9_]{1,12}$/);
    fc.assert(
      fc.property(fc.constantFrom(...templates), fc.array(value, { minLength: 4, maxLength: 4 }), (template, values) => {
        const english = template.replace(/\{(\d+)\}/g, (_, index: string) => values[Number(index)]!);
        const spanish = translateMessage(english, 'es-ES');
        expect(spanish).not.toMatch(/\{#?\d+\}/);
        for (const index of new Set([...template.matchAll(/\{(\d+)\}/g)].map((match) => Number(match[1]))))
          expect(spanish).toContain(values[index]!);
      }),
    );
  });

  it('translates the values that are themselves messages, and leaves what it does not know as written', () => {
    expect(translateMessage('Workout was not found', 'es-ES')).not.toContain('Workout');
    expect(translateMessage('Exercise BARBELL_CURL was not found', 'es-ES')).toContain('BARBELL_CURL');
    expect(translateMessage('Exercise BARBELL_CURL was not found', 'es-ES')).not.toContain('Exercise');
    expect(translateMessage('Workout was not found', 'en-US')).toBe('Workout was not found');
    expect(translateMessage('A sentence nobody wrote', 'es-ES')).toBe('A sentence nobody wrote');
  });
});

describe('answers in the reader’s language', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const spanish = (english: string) => {
    const translated = translateMessage(english, 'es-ES');
    expect(translated).not.toBe(english);
    return translated;
  };

  it('REST: the browser’s language, the cookie over it, `?lang=` over both; English as the spec words it otherwise', async () => {
    const missing = '/exercises/NO_SUCH_LIFT';
    const english = 'Exercise NO_SUCH_LIFT was not found';
    expect((await server.api('GET', missing)).body.error.message).toBe(english);
    const asked = await server.api('GET', missing, { headers: { 'accept-language': 'es-ES,es;q=0.9,en;q=0.5' } });
    expect(asked.status).toBe(404);
    expect(asked.body.error).toMatchObject({ code: 'NOT_FOUND', message: spanish(english) });
    expect((await server.api('GET', missing, { headers: { cookie: 'lm_lang=es-ES' } })).body.error.message).toBe(spanish(english));
    const overruled = await server.api('GET', `${missing}?lang=en-US`, { headers: { cookie: 'lm_lang=es-ES' } });
    expect(overruled.body.error.message).toBe(english);
    expect((await server.api('GET', '/activities', { headers: { 'accept-language': 'es' } })).body.error.message).toBe(
      spanish('You need to sign in to do that'),
    );
  });

  it('REST: a member’s setting goes with them to any device, each field’s message too', async () => {
    const member = await server.signUp();
    expect((await server.api('PUT', '/user', { auth: member, body: { language: 'es-ES' } })).status).toBe(200);
    const refused = await server.api('PUT', '/user', { auth: member, body: { language: 'fr-FR', userName: 'x' } });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(spanish('Some fields are not valid'));
    expect(refused.body.error.details).toEqual(
      expect.arrayContaining([
        { field: 'language', message: spanish('Choose en-US or es-ES') },
        { field: 'userName', message: spanish('Must be at least 3 characters') },
      ]),
    );
    // The address still picks the language of one answer.
    const once = await server.api('PUT', '/user?lang=en-US', { auth: member, body: { language: 'fr-FR' } });
    expect(once.body.error.details).toEqual([{ field: 'language', message: 'Choose en-US or es-ES' }]);
  });

  it('what an import preview noticed is worded for the member, as its errors are', async () => {
    const member = await server.signUp();
    expect((await server.api('PUT', '/user', { auth: member, body: { language: 'es-ES' } })).status).toBe(200);
    const text = 'Bench Press 3x8 @ 60kg\ndrank way too much coffee';
    const preview = await server.api('POST', '/workouts/import', { auth: member, body: { text } });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    const english = 'Line 2: no sets × reps found in “drank way too much coffee”';
    expect(preview.body.data.warnings).toEqual([{ lineNumber: 2, message: spanish(english) }]);
    const asked = await server.api('POST', '/workouts/import?lang=en-US', { auth: member, body: { text } });
    expect(asked.body.data.warnings).toEqual([{ lineNumber: 2, message: english }]);
  });

  it('GraphQL: thrown errors and typed error results alike', async () => {
    const anonymous = await server.gql('{ inboxBadge { __typename } }', {}, { headers: { 'accept-language': 'es' } });
    expect(anonymous.errors?.[0]).toMatchObject({
      message: spanish('You need to sign in to do that'),
      extensions: { code: 'UNAUTHENTICATED' },
    });
    expect((await server.gql('{ inboxBadge { __typename } }')).errors?.[0]?.message).toBe('You need to sign in to do that');

    const member = await server.signUp();
    expect((await server.api('PUT', '/user', { auth: member, body: { language: 'es-ES' } })).status).toBe(200);
    const mutation = `mutation($input: UpdateCurrentUserInput!) { updateCurrentUser(input: $input) {
      __typename ... on AppError { code message details { field message } } } }`;
    const refused = await server.gql(mutation, { input: { language: 'klingon' } }, member);
    expect(refused.data.updateCurrentUser).toEqual({
      __typename: 'AppError',
      code: 'BAD_USER_INPUT',
      message: spanish('language: Choose en-US or es-ES'),
      details: [{ field: 'language', message: spanish('Choose en-US or es-ES') }],
    });
  });
});
