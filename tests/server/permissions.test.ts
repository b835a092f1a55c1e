// Every GraphQL root field and every REST route declares who may use it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../server/graphql/schema.js';
import { startTestServer, type TestServer } from '../support/server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('declared permissions', () => {
  it('every query and mutation field has explicit auth scopes', () => {
    const undeclared: string[] = [];
    for (const type of [schema.getQueryType()!, schema.getMutationType()!]) {
      for (const [name, field] of Object.entries(type.getFields())) {
        const options = (field.extensions as { pothosOptions?: { authScopes?: unknown } }).pothosOptions;
        if (name !== 'node' && name !== 'nodes' && !options?.authScopes) undeclared.push(`${type.name}.${name}`);
      }
    }
    expect(undeclared).toEqual([]);
  });

  it('every REST route states its access level in the OpenAPI document', async () => {
    const response = await fetch(`${server.url}/api/openapi.json`);
    expect(response.status).toBe(200);
    const document = (await response.json()) as { paths: Record<string, Record<string, { description?: string }>> };
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ path, method, op })),
    );
    expect(operations.length).toBeGreaterThan(20);
    const missing = operations.filter(({ op }) => !/^Access: (Anon|User|Creator|Admin)/.test(op.description ?? ''));
    expect(missing.map(({ method, path }) => `${method} ${path}`)).toEqual([]);
    const docs = await fetch(`${server.url}/api/docs/`);
    expect(docs.status).toBe(200);
    expect(await docs.text()).toContain('<html');
  });

  it('enforces the declared access of every route: 401 when signed out, 403 for a member on admin routes', async () => {
    const document = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { description?: string }>>;
    };
    const member = await server.signUp();
    const checked: string[] = [];
    const wrong: string[] = [];
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        const access = /^Access: (\w+)/.exec(op.description ?? '')?.[1];
        if (!access || access === 'Anon') continue;
        // The access check runs before any input is read, so placeholder parameters are enough.
        const url = path.replace(/^\/api/, '').replace(/\{[^}]+\}/g, 'PLACEHOLDER_VALUE');
        const body = method === 'get' || method === 'delete' ? undefined : {};
        const anonymous = await server.api(method.toUpperCase(), url, { body });
        if (anonymous.status !== 401) wrong.push(`${method} ${path} signed out: ${anonymous.status}`);
        if (access === 'Admin' || access === 'Creator') {
          const asMember = await server.api(method.toUpperCase(), url, { body, auth: member });
          if (asMember.status !== 403) wrong.push(`${method} ${path} as member: ${asMember.status}`);
        }
        checked.push(`${method} ${path}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(checked.length).toBeGreaterThan(30);
    expect(checked).toEqual(
      expect.arrayContaining([
        'get /api/users',
        'delete /api/muscle-groups/{muscleGroupCode}',
        'delete /api/exercises/{exerciseCode}/instructions/{localeCode}/{creatorProfileId}',
      ]),
    );
  });

  it('documents the sort and order parameters of sortable lists', async () => {
    const document = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { parameters?: { name: string; in: string; schema?: { enum?: string[] } }[] }>>;
    };
    const enumOf = (path: string, name: string) =>
      document.paths[path]?.get?.parameters?.find((parameter) => parameter.in === 'query' && parameter.name === name)?.schema?.enum;
    expect(enumOf('/api/users', 'sort')).toEqual(['USER_NAME', 'EMAIL', 'CREATED_AT', 'LAST_SIGN_IN_AT']);
    expect(enumOf('/api/users', 'order')).toEqual(['ASC', 'DESC']);
    expect(enumOf('/api/creator-profiles', 'sort')).toEqual(['PINNED', 'DISPLAY_NAME', 'USER_NAME', 'CREATED_AT']);
    expect(enumOf('/api/creator-profiles', 'order')).toEqual(['ASC', 'DESC']);
  });

  it('answers unknown API paths with a 404 in the error shape', async () => {
    const response = await server.api('GET', '/no-such-thing');
    expect(response.status).toBe(404);
    expect(response.body.error.code).toBe('NOT_FOUND');
  });

  it('refuses malformed JSON with a 400 in the error shape', async () => {
    const response = await fetch(`${server.url}/api/auth/password/initiate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":',
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('BAD_USER_INPUT');
  });
});
