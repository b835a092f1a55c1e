import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, unique, type Auth, type TestServer } from '../support/server.js';

let server: TestServer;
let admin: Auth;
let member: Auth;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signUp({ roles: ['Admin'] });
  member = await server.signUp();
});
afterAll(() => server.close());

describe('PUT /user', () => {
  it('updates the signed-in user from the session userInfo merged with the changes', async () => {
    const user = await server.signUp();
    const session = (await server.api('GET', '/auth/session', { auth: user })).body.data.userInfo;
    const userName = unique('lifter');
    const response = await server.api('PUT', '/user', {
      auth: user,
      body: {
        ...session,
        userName,
        userTimezone: 'America/New_York',
        measurementSystem: 'IMPERIAL',
        userPrivateMeta: { gender: 'Female' },
        roles: ['Admin'],
      },
    });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      userName,
      userTimezone: 'America/New_York',
      measurementSystem: 'IMPERIAL',
      userPrivateMeta: { gender: 'Female' },
      roles: ['User'],
    });
  });

  it('refuses bad values with per-field messages, a taken user name with 409, and anonymous callers with 401', async () => {
    const user = await server.signUp();
    const bad = await server.api('PUT', '/user', {
      auth: user,
      body: { userTimezone: 'Mars/Olympus', measurementSystem: 'CUBITS', userPrivateMeta: { gender: 'Robot' } },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details).toEqual([
      { field: 'userTimezone', message: 'Not a known time zone' },
      { field: 'measurementSystem', message: 'Choose METRIC or IMPERIAL' },
      { field: 'userPrivateMeta.gender', message: 'Choose Male or Female' },
    ]);
    const other = (await server.api('GET', '/auth/session', { auth: member })).body.data.userInfo.userName;
    expect((await server.api('PUT', '/user', { auth: user, body: { userName: other.toUpperCase() } })).status).toBe(409);
    expect((await server.api('PUT', '/user', { body: { userName: 'nobody' } })).status).toBe(401);
  });
});

describe('user administration', () => {
  it('lists users for administrators only, with search and cursor pages', async () => {
    expect((await server.api('GET', '/users')).status).toBe(401);
    expect((await server.api('GET', '/users', { auth: member })).status).toBe(403);
    const marker = unique('findme');
    for (let i = 0; i < 3; i += 1) await server.signUp({ email: `${marker}${i}@example.test` });
    const first = await server.api('GET', `/users?search=${marker}&limit=2`, { auth: admin });
    expect(first.status).toBe(200);
    expect(first.body.data.items).toHaveLength(2);
    expect(first.body.data.nextCursor).toBeTruthy();
    const second = await server.api('GET', `/users?search=${marker}&limit=2&cursor=${first.body.data.nextCursor}`, { auth: admin });
    expect(second.body.data.items).toHaveLength(1);
    expect(second.body.data.nextCursor).toBeNull();
    const emails = [...first.body.data.items, ...second.body.data.items].map((u: { email: string }) => u.email).sort();
    expect(emails).toEqual([0, 1, 2].map((i) => `${marker}${i}@example.test`));
    expect((await server.api('GET', '/users?limit=1000', { auth: admin })).status).toBe(400);
  });

  it('lets a user read themselves but not others; administrators read anyone', async () => {
    const other = await server.signUp();
    expect((await server.api('GET', `/users/${member.userId}`, { auth: member })).status).toBe(200);
    expect((await server.api('GET', `/users/${other.userId}`, { auth: member })).status).toBe(403);
    expect((await server.api('GET', `/users/${other.userId}`)).status).toBe(401);
    expect((await server.api('GET', `/users/${other.userId}`, { auth: admin })).body.data.email).toBe(other.email);
    expect((await server.api('GET', '/users/nope', { auth: admin })).status).toBe(404);
  });

  it("changes roles and disables accounts, but never the admin's own", async () => {
    const other = await server.signUp();
    expect((await server.api('PUT', `/users/${other.userId}`, { auth: member, body: { roles: ['Admin'] } })).status).toBe(403);
    const promoted = await server.api('PUT', `/users/${other.userId}`, { auth: admin, body: { roles: ['Creator'] } });
    expect(promoted.body.data.roles).toEqual(['Creator', 'User']);
    const self = await server.api('PUT', `/users/${admin.userId}`, { auth: admin, body: { disabled: true } });
    expect(self.status).toBe(409);
    const badRole = await server.api('PUT', `/users/${other.userId}`, { auth: admin, body: { roles: ['Emperor'] } });
    expect(badRole.status).toBe(400);
  });

  it('deletes accounts for administrators only', async () => {
    const other = await server.signUp();
    expect((await server.api('DELETE', `/users/${other.userId}`, { auth: member })).status).toBe(403);
    expect((await server.api('DELETE', `/users/${other.userId}`, { auth: admin })).status).toBe(204);
    expect((await server.api('GET', `/users/${other.userId}`, { auth: admin })).status).toBe(404);
    expect((await server.api('DELETE', `/users/${other.userId}`, { auth: admin })).status).toBe(404);
    expect((await server.api('POST', '/auth/password/initiate', { body: { email: other.email, password: other.password } })).status).toBe(
      401,
    );
  });

  it('lists roles for signed-in users', async () => {
    expect((await server.api('GET', '/roles')).status).toBe(401);
    const roles = await server.api('GET', '/roles', { auth: member });
    expect(roles.body.data.map((r: { roleCode: string }) => r.roleCode)).toEqual(['Admin', 'Creator', 'User']);
  });
});

describe('users over GraphQL', () => {
  it('pages users for administrators and hides private fields of others', async () => {
    const query = '{ users(first: 2, filter: { role: Admin }) { edges { cursor node { userId email roles } } pageInfo { hasNextPage } } }';
    const page = await server.gql(query, {}, admin);
    expect(page.errors).toBeUndefined();
    expect(page.data.users.edges.length).toBeGreaterThan(0);
    expect(page.data.users.edges.every((e: { node: { roles: string[] } }) => e.node.roles.includes('Admin'))).toBe(true);
    expect((await server.gql(query, {}, member)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('updates the current user with typed errors', async () => {
    const user = await server.signUp();
    const mutation = `mutation($input: UpdateCurrentUserInput!) { updateCurrentUser(input: $input) {
      __typename ... on MutationUpdateCurrentUserSuccess { data { measurementSystem userPrivateMeta { gender } } } ... on AppError { code details { field message } } } }`;
    const ok = await server.gql(mutation, { input: { measurementSystem: 'METRIC', userPrivateMeta: { gender: 'Female' } } }, user);
    expect(ok.data.updateCurrentUser.data).toEqual({ measurementSystem: 'METRIC', userPrivateMeta: { gender: 'Female' } });
    const bad = await server.gql(mutation, { input: { userTimezone: 'Nowhere/Land' } }, user);
    expect(bad.data.updateCurrentUser).toEqual({
      __typename: 'AppError',
      code: 'BAD_USER_INPUT',
      details: [{ field: 'userTimezone', message: 'Not a known time zone' }],
    });
  });
});
