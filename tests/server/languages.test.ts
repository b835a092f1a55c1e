// The interface's languages: how a visitor's tags settle on one (common/languages.ts), and a member's choice kept in
// their settings through both APIs, with anything else refused by name.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedLanguage, chooseLanguage, ENABLED_LANGUAGES, languageOf } from '../../common/languages.js';
import { startTestServer, type TestServer } from '../support/server.js';

describe('choosing a language', () => {
  it('reads a tag as its enabled language, by its primary language when the region is not written', () => {
    expect(languageOf('es-ES')).toBe('es-ES');
    expect(languageOf('es')).toBe('es-ES');
    expect(languageOf('ES-mx')).toBe('es-ES');
    expect(languageOf('es_419')).toBe('es-ES');
    expect(languageOf('en-GB')).toBe('en-US');
    expect(languageOf('de-DE')).toBeNull();
    expect(languageOf('')).toBeNull();
  });

  it("takes the Accept-Language header's best-weighted language the interface speaks", () => {
    expect(acceptedLanguage('de-DE,de;q=0.9,es;q=0.8,en;q=0.7')).toBe('es-ES');
    expect(acceptedLanguage('en;q=0.5, es-AR;q=0.9')).toBe('es-ES');
    expect(acceptedLanguage('es;q=0, en-US')).toBe('en-US');
    expect(acceptedLanguage('*')).toBeNull();
    expect(acceptedLanguage(undefined)).toBeNull();
  });

  it('always settles on an enabled language, the first candidate that names one', () => {
    fc.assert(
      fc.property(fc.array(fc.option(fc.string(), { nil: null })), (candidates) => {
        const chosen = chooseLanguage(...candidates);
        expect(ENABLED_LANGUAGES).toContain(chosen);
        const first = candidates.map(languageOf).find(Boolean);
        expect(chosen).toBe(first ?? 'en-US');
      }),
    );
  });
});

describe("a member's language", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('is kept through PUT /user, cleared by null, and anything but an enabled language is refused by name', async () => {
    const member = await server.signUp();
    expect((await server.api('GET', '/auth/session', { auth: member })).body.data.userInfo.language).toBeNull();
    const saved = await server.api('PUT', '/user', { auth: member, body: { language: 'es-ES' } });
    expect(saved.status).toBe(200);
    expect(saved.body.data.language).toBe('es-ES');
    expect((await server.api('GET', '/auth/session', { auth: member })).body.data.userInfo.language).toBe('es-ES');
    const refused = await server.api('PUT', '/user', { auth: member, body: { language: 'fr-FR' } });
    expect(refused.status).toBe(400);
    // The member speaks Spanish now, and so does the server to them.
    expect(refused.body.error.details).toEqual([{ field: 'language', message: 'Elige en-US o es-ES' }]);
    expect((await server.api('PUT', '/user', { auth: member, body: { language: null } })).body.data.language).toBeNull();
  });

  it('is kept through updateCurrentUser the same way, read back on the user', async () => {
    const member = await server.signUp();
    const mutation = `mutation($input: UpdateCurrentUserInput!) { updateCurrentUser(input: $input) {
      __typename ... on MutationUpdateCurrentUserSuccess { data { language } } ... on AppError { code details { field message } } } }`;
    const saved = await server.gql(mutation, { input: { language: 'es-ES' } }, member);
    expect(saved.data.updateCurrentUser).toEqual({ __typename: 'MutationUpdateCurrentUserSuccess', data: { language: 'es-ES' } });
    const refused = await server.gql(mutation, { input: { language: 'klingon' } }, member);
    expect(refused.data.updateCurrentUser).toEqual({
      __typename: 'AppError',
      code: 'BAD_USER_INPUT',
      details: [{ field: 'language', message: 'Elige en-US o es-ES' }],
    });
  });
});
