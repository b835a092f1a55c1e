import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, unique, type Auth, type TestServer } from '../support/server.js';
import { DIRECTIONS, gqlPages, restPages } from './sorted-pages.js';

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

describe('body weight, training goals and the onboarding', () => {
  /** A member who signed up through the API, as people do: their onboarding is pending. */
  async function signUpMember() {
    const email = `${unique('onboard')}@example.test`;
    const password = `pw-${unique()}`;
    const response = await server.api('POST', '/auth/signup', { body: { email, password } });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return server.signIn(email, password);
  }
  const session = async (auth: Auth) => (await server.api('GET', '/auth/session', { auth })).body.data.userInfo;
  const privateFields = 'onboardingStatus userPrivateMeta { gender bodyWeightKg trainingGoals }';
  const mutation = `mutation($input: UpdateCurrentUserInput!) { updateCurrentUser(input: $input) {
    __typename ... on MutationUpdateCurrentUserSuccess { data { onboardingStatus userPrivateMeta { bodyWeightKg trainingGoals } } }
    ... on AppError { code details { field message } } } }`;

  it('offers the onboarding to people who sign up, not to accounts an operator makes', async () => {
    const member = await signUpMember();
    expect(await session(member)).toMatchObject({
      onboardingStatus: 'PENDING',
      userPrivateMeta: { gender: 'Male', bodyWeightKg: null, trainingGoals: [] },
    });
    const made = await server.signUp();
    expect((await session(made)).onboardingStatus).toBe('NOT_OFFERED');
  });

  it('stores body weight in kilograms and goals from the fixed list, through REST and GraphQL alike', async () => {
    const member = await signUpMember();
    // 180 lb, converted by the client: kept as sent, so it shows as 180 lb again.
    const kg = 180 * 0.45359237;
    const viaRest = await server.api('PUT', '/user', {
      auth: member,
      body: {
        ...(await session(member)),
        userPrivateMeta: { gender: 'Female', bodyWeightKg: kg, trainingGoals: ['STRENGTH', 'MOBILITY'] },
      },
    });
    expect(viaRest.status, JSON.stringify(viaRest.body)).toBe(200);
    expect(viaRest.body.data.userPrivateMeta).toEqual({ gender: 'Female', bodyWeightKg: kg, trainingGoals: ['STRENGTH', 'MOBILITY'] });
    expect((await server.gql(`{ viewer { ${privateFields} } }`, {}, member)).data.viewer).toEqual({
      onboardingStatus: 'PENDING',
      userPrivateMeta: { gender: 'Female', bodyWeightKg: kg, trainingGoals: ['STRENGTH', 'MOBILITY'] },
    });

    // Left out, they stay; GraphQL changes one and clears the other.
    await server.api('PUT', '/user', { auth: member, body: { userPrivateMeta: { gender: 'Male' } } });
    expect((await session(member)).userPrivateMeta).toEqual({ gender: 'Male', bodyWeightKg: kg, trainingGoals: ['STRENGTH', 'MOBILITY'] });
    const viaGql = await server.gql(
      mutation,
      { input: { userPrivateMeta: { bodyWeightKg: null, trainingGoals: ['WEIGHT_LOSS'] } } },
      member,
    );
    expect(viaGql.data.updateCurrentUser.data).toEqual({
      onboardingStatus: 'PENDING',
      userPrivateMeta: { bodyWeightKg: null, trainingGoals: ['WEIGHT_LOSS'] },
    });
  });

  it('refuses a body weight out of range and goals off the list with clear messages, the same through both', async () => {
    const member = await signUpMember();
    const weightMessage = 'Enter a body weight between 20 and 400 kg';
    for (const bodyWeightKg of [5, 401, -80, 'heavy']) {
      const rest = await server.api('PUT', '/user', { auth: member, body: { userPrivateMeta: { bodyWeightKg } } });
      expect(rest.status).toBe(400);
      expect(rest.body.error.details).toEqual([{ field: 'userPrivateMeta.bodyWeightKg', message: weightMessage }]);
    }
    const gql = await server.gql(mutation, { input: { userPrivateMeta: { bodyWeightKg: 401 } } }, member);
    expect(gql.data.updateCurrentUser).toEqual({
      __typename: 'AppError',
      code: 'BAD_USER_INPUT',
      details: [{ field: 'userPrivateMeta.bodyWeightKg', message: weightMessage }],
    });

    const offList = await server.api('PUT', '/user', {
      auth: member,
      body: { userPrivateMeta: { trainingGoals: ['STRENGTH', 'FLYING'] } },
    });
    expect(offList.status).toBe(400);
    expect(offList.body.error.details).toEqual([
      {
        field: 'userPrivateMeta.trainingGoals.1',
        message: 'Choose from STRENGTH, MUSCLE, ENDURANCE, GENERAL_FITNESS, WEIGHT_LOSS, MOBILITY, SPORT',
      },
    ]);
    const twice = { userPrivateMeta: { trainingGoals: ['MUSCLE', 'MUSCLE'] } };
    const restTwice = await server.api('PUT', '/user', { auth: member, body: twice });
    expect(restTwice.body.error.details).toEqual([{ field: 'userPrivateMeta.trainingGoals', message: 'Name each goal once' }]);
    expect((await server.gql(mutation, { input: twice }, member)).data.updateCurrentUser.details).toEqual([
      { field: 'userPrivateMeta.trainingGoals', message: 'Name each goal once' },
    ]);
    // GraphQL refuses a goal off the list at its enum, before the service.
    expect(
      (await server.gql(mutation, { input: { userPrivateMeta: { trainingGoals: ['FLYING'] } } }, member)).errors?.[0]?.message,
    ).toContain('FLYING');
    expect((await session(member)).userPrivateMeta).toEqual({ gender: 'Male', bodyWeightKg: null, trainingGoals: [] });
    expect((await server.api('PUT', '/user', { body: { userPrivateMeta: { bodyWeightKg: 80 } } })).status).toBe(401);
  });

  it('ends a pending onboarding once, finished or skipped, and never opens it again', async () => {
    const finisher = await signUpMember();
    const finished = await server.api('PUT', '/user', {
      auth: finisher,
      body: { ...(await session(finisher)), onboardingStatus: 'FINISHED' },
    });
    expect(finished.body.data.onboardingStatus).toBe('FINISHED');
    // The whole userInfo sent back later (an old PENDING in it), or a skip afterwards, changes nothing.
    for (const onboardingStatus of ['PENDING', 'SKIPPED', 'NOT_OFFERED'])
      expect((await server.api('PUT', '/user', { auth: finisher, body: { onboardingStatus } })).body.data.onboardingStatus).toBe(
        'FINISHED',
      );

    const skipper = await signUpMember();
    const skipped = await server.gql(mutation, { input: { onboardingStatus: 'SKIPPED' } }, skipper);
    expect(skipped.data.updateCurrentUser.data.onboardingStatus).toBe('SKIPPED');
    expect(
      (await server.gql(mutation, { input: { onboardingStatus: 'PENDING' } }, skipper)).data.updateCurrentUser.data.onboardingStatus,
    ).toBe('SKIPPED');
    // A new sign-in carries the status: the onboarding follows the member, not the device.
    expect((await session(await server.signIn(skipper.email, skipper.password))).onboardingStatus).toBe('SKIPPED');

    // Members from before the onboarding are never sent to it, whatever they send.
    const earlier = await server.signUp();
    expect((await server.api('PUT', '/user', { auth: earlier, body: { onboardingStatus: 'FINISHED' } })).body.data.onboardingStatus).toBe(
      'NOT_OFFERED',
    );
    expect((await server.api('PUT', '/user', { auth: earlier, body: { onboardingStatus: 'LATER' } })).body.error.details).toEqual([
      { field: 'onboardingStatus', message: 'Use one of PENDING, FINISHED, SKIPPED, NOT_OFFERED' },
    ]);

    // An administrator may offer it again; a member may not do that for anyone.
    expect((await server.api('PUT', `/users/${earlier.userId}`, { auth: member, body: { onboardingStatus: 'PENDING' } })).status).toBe(403);
    const offered = await server.api('PUT', `/users/${earlier.userId}`, { auth: admin, body: { onboardingStatus: 'PENDING' } });
    expect(offered.body.data.onboardingStatus).toBe('PENDING');
  });

  it('shows body weight, goals and the onboarding to the member and administrators only', async () => {
    const owner = await signUpMember();
    await server.api('PUT', '/user', { auth: owner, body: { userPrivateMeta: { bodyWeightKg: 90, trainingGoals: ['ENDURANCE'] } } });
    const id = (await server.gql('{ viewer { id } }', {}, owner)).data.viewer.id;
    const read = (auth: Auth | null, fields = privateFields) =>
      server.gql(`query($id: ID!) { node(id: $id) { ... on User { userName ${fields} } } }`, { id }, auth);
    for (const auth of [null, member]) {
      for (const field of ['onboardingStatus', 'userPrivateMeta { bodyWeightKg }', 'userPrivateMeta { trainingGoals }']) {
        const answer = await read(auth, field);
        expect(answer.errors?.[0]?.extensions?.code, field).toBe(auth ? 'FORBIDDEN' : 'UNAUTHENTICATED');
      }
    }
    for (const auth of [owner, admin]) {
      const answer = await read(auth);
      expect(answer.errors).toBeUndefined();
      expect(answer.data.node).toMatchObject({
        onboardingStatus: 'PENDING',
        userPrivateMeta: { bodyWeightKg: 90, trainingGoals: ['ENDURANCE'] },
      });
    }
    expect((await server.api('GET', `/users/${owner.userId}`, { auth: member })).status).toBe(403);
    expect((await server.api('GET', `/users/${owner.userId}`, { auth: admin })).body.data.userPrivateMeta).toEqual({
      gender: 'Male',
      bodyWeightKg: 90,
      trainingGoals: ['ENDURANCE'],
    });
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

describe('sorted user lists with totals', () => {
  const marker = unique('srt');
  const id = (n: number) => `${marker}_${n}`;
  // Five accounts whose user names differ in case, with ties on createdAt and lastSignInAt and two that never
  // signed in, so each order is decided by the column, then by the tie-break on userId.
  const accounts = [
    { n: 1, userName: `b${marker}`, email: `${marker}.e@example.test`, createdAt: '2020-01-03', lastSignInAt: null },
    { n: 2, userName: `A${marker}`, email: `${marker}.a@example.test`, createdAt: '2020-01-01', lastSignInAt: '2021-05-01' },
    { n: 3, userName: `C${marker}`, email: `${marker}.d@example.test`, createdAt: '2020-01-03', lastSignInAt: null },
    { n: 4, userName: `d${marker}`, email: `${marker}.b@example.test`, createdAt: '2020-01-02', lastSignInAt: '2021-05-01' },
    { n: 5, userName: `E${marker}`, email: `${marker}.c@example.test`, createdAt: '2020-01-05', lastSignInAt: '2021-04-01' },
  ];
  const expected: Record<string, Record<(typeof DIRECTIONS)[number], number[]>> = {
    USER_NAME: { ASC: [2, 1, 3, 4, 5], DESC: [5, 4, 3, 1, 2] },
    EMAIL: { ASC: [2, 4, 5, 3, 1], DESC: [1, 3, 5, 4, 2] },
    CREATED_AT: { ASC: [2, 4, 1, 3, 5], DESC: [5, 3, 1, 4, 2] },
    // Never signed in: last in both directions.
    LAST_SIGN_IN_AT: { ASC: [5, 2, 4, 1, 3], DESC: [4, 2, 5, 3, 1] },
  };

  beforeAll(async () => {
    for (const account of accounts) {
      await server.db.user.create({
        data: {
          userId: id(account.n),
          userName: account.userName,
          userNameKey: account.userName.toLowerCase(),
          email: account.email,
          createdAt: new Date(account.createdAt),
          lastSignInAt: account.lastSignInAt ? new Date(account.lastSignInAt) : null,
          roles: { create: [{ roleCode: 'User' }] },
        },
      });
    }
  });

  it('sorts REST pages by every field in both directions, with the total on every page', async () => {
    for (const [sort, orders] of Object.entries(expected)) {
      for (const order of DIRECTIONS) {
        const pages = await restPages(server, `/users?search=${marker}&sort=${sort}&order=${order}`, admin, 'userId');
        expect({ sort, order, ids: pages.ids }).toEqual({ sort, order, ids: orders[order].map(id) });
        expect(pages.totalCount).toBe(5);
        expect(pages.pages).toBe(3);
      }
    }
    // Without sort and order: oldest first.
    expect((await restPages(server, `/users?search=${marker}`, admin, 'userId')).ids).toEqual(expected.CREATED_AT!.ASC.map(id));
    const filtered = await server.api('GET', `/users?search=${marker}.e@&limit=1`, { auth: admin });
    expect(filtered.body.data).toMatchObject({ totalCount: 1, nextCursor: null, items: [{ userId: id(1) }] });
  });

  it('refuses unknown sort fields and directions with per-field messages', async () => {
    const badSort = await server.api('GET', '/users?sort=NAME', { auth: admin });
    expect(badSort.status).toBe(400);
    expect(badSort.body.error.details).toEqual([{ field: 'sort', message: 'Use one of USER_NAME, EMAIL, CREATED_AT, LAST_SIGN_IN_AT' }]);
    const badOrder = await server.api('GET', '/users?sort=EMAIL&order=UP', { auth: admin });
    expect(badOrder.status).toBe(400);
    expect(badOrder.body.error.details).toEqual([{ field: 'order', message: 'Use ASC or DESC' }]);
    expect((await server.api('GET', '/users?sort=EMAIL', { auth: member })).status).toBe(403);
  });

  it('sorts GraphQL connections the same way, forwards and backwards, with totalCount', async () => {
    const query = `query($search: String, $orderBy: UserOrder, $after: String) {
      users(first: 2, after: $after, filter: { search: $search }, orderBy: $orderBy) {
        totalCount edges { node { userId } } pageInfo { hasNextPage endCursor } } }`;
    for (const [field, orders] of Object.entries(expected)) {
      for (const direction of DIRECTIONS) {
        const pages = await gqlPages(server, 'users', query, { search: marker, orderBy: { field, direction } }, admin, 'userId');
        expect({ field, direction, ids: pages.ids }).toEqual({ field, direction, ids: orders[direction].map(id) });
        expect(pages.totalCount).toBe(5);
      }
    }
    const byDefault = await gqlPages(server, 'users', query, { search: marker, orderBy: { field: 'EMAIL' } }, admin, 'userId');
    expect(byDefault.ids).toEqual(expected.EMAIL!.ASC.map(id));

    const last = await server.gql(
      `query($search: String) { users(last: 2, filter: { search: $search }, orderBy: { field: USER_NAME, direction: DESC }) {
        totalCount edges { node { userId } } pageInfo { hasPreviousPage } } }`,
      { search: marker },
      admin,
    );
    expect(last.data.users).toEqual({
      totalCount: 5,
      edges: [{ node: { userId: id(1) } }, { node: { userId: id(2) } }],
      pageInfo: { hasPreviousPage: true },
    });
    const onlyTotal = await server.gql(
      `query($search: String) { users(filter: { search: $search }) { totalCount } }`,
      { search: marker },
      admin,
    );
    expect(onlyTotal.data.users.totalCount).toBe(5);
    const denied = await server.gql(`{ users(orderBy: { field: EMAIL }) { totalCount } }`, {}, member);
    expect(denied.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const unknown = await server.gql(`{ users(orderBy: { field: NAME }) { totalCount } }`, {}, admin);
    expect(unknown.errors?.[0]?.message).toContain('NAME');
  });
});
