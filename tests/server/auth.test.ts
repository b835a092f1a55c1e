import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIEWER_FRESH_MS } from '../../server/auth/resolve-viewer.js';
import { sessionCookies, startTestServer, unique, type Auth, type TestServer } from '../support/server.js';

let server: TestServer;
let admin: Auth;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signUp({ roles: ['Admin'] });
});
afterAll(() => server.close());

/** The newest code mailed to an address, read through the admin outbox API. */
async function lastCode(email: string): Promise<string> {
  const outbox = await server.api('GET', `/mail-outbox?to=${encodeURIComponent(email)}&limit=1`, { auth: admin });
  expect(outbox.status).toBe(200);
  const text: string = outbox.body.data.items[0].text;
  return /\b(\d{6})\b/.exec(text)![1]!;
}

const cookieAuth = (accessToken: string, refreshToken = '') => ({
  headers: { cookie: `jwt_token=${accessToken}; refresh_token=${refreshToken}` },
});

describe('sign-up and e-mail confirmation', () => {
  it('creates an account, signs in with HttpOnly cookies and mails a confirmation code', async () => {
    const email = `${unique('new')}@example.test`;
    const response = await server.api('POST', '/auth/signup', {
      body: { email, password: 'correct horse battery', userTimezone: 'Europe/Madrid' },
    });
    expect(response.status).toBe(201);
    expect(response.body.data.accessToken).toMatch(/^ey/);
    expect(response.body.data.userInfo).toMatchObject({
      email,
      roles: ['User'],
      emailConfirmed: false,
      userTimezone: 'Europe/Madrid',
      userPrivateMeta: { gender: 'Male' },
      creatorProfile: null,
    });
    const setCookies = response.headers.getSetCookie();
    expect(setCookies.find((c) => c.startsWith('jwt_token='))).toMatch(/HttpOnly/);
    expect(setCookies.find((c) => c.startsWith('refresh_token='))).toMatch(/HttpOnly/);
    // The hint the web app reads to know it may hold a session holds nothing secret and is readable by scripts.
    expect(setCookies.find((c) => c.startsWith('liftmates-session='))).toMatch(/^liftmates-session=1;.*Max-Age=2592000/);
    expect(setCookies.find((c) => c.startsWith('liftmates-session='))).not.toMatch(/HttpOnly/);
    // The mail is kept as its template and parameters; the outbox words it when read.
    const [mail] = (await server.api('GET', `/mail-outbox?to=${encodeURIComponent(email)}&limit=1`, { auth: admin })).body.data.items;
    expect(mail).toMatchObject({ template: 'EMAIL_CONFIRMATION', params: { code: expect.stringMatching(/^\d{6}$/), hours: 24 } });
    expect(mail.params.link).toContain(`/auth/confirm-email?email=${encodeURIComponent(email)}&code=${mail.params.code}`);
    expect(mail.subject).toBe('Confirm your Liftmates e-mail');
    expect(mail.text).toBe(
      `Welcome to Liftmates!\n\nYour confirmation code is ${mail.params.code}. Or open ${mail.params.link}\n\nThe code works for 24 hours.`,
    );

    const { accessToken, refreshToken } = sessionCookies(response.headers);
    const auth = cookieAuth(accessToken!, refreshToken);
    const session = await server.api('GET', '/auth/session', { auth });
    expect(session.status).toBe(200);
    expect(Object.keys(session.body.data)).toEqual(['userInfo']);
    expect(session.body.data.userInfo.emailConfirmed).toBe(false);

    const resend = await server.api('POST', '/auth/resend-confirmation-email', { auth });
    expect(resend.body.data).toEqual({ sent: true, alreadyConfirmed: false });
    const code = await lastCode(email);
    const wrong = await server.api('POST', '/auth/confirm-email', { body: { email, code: code === '000000' ? '111111' : '000000' } });
    expect(wrong.status).toBe(400);
    const confirmed = await server.api('POST', '/auth/confirm-email', { body: { email, code } });
    expect(confirmed.status).toBe(200);
    const after = await server.api('GET', '/auth/session', { auth });
    expect(after.body.data.userInfo.emailConfirmed).toBe(true);
    const again = await server.api('POST', '/auth/resend-confirmation-email', { auth });
    expect(again.body.data).toEqual({ sent: false, alreadyConfirmed: true });
  });

  it('refuses a taken e-mail with 409 and bad input with per-field messages', async () => {
    const taken = await server.api('POST', '/auth/signup', { body: { email: admin.email, password: 'another password' } });
    expect(taken.status).toBe(409);
    expect(taken.body.error.code).toBe('CONFLICT');
    const bad = await server.api('POST', '/auth/signup', { body: { email: 'not-an-email', password: 'short' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('BAD_USER_INPUT');
    expect(bad.body.error.details).toEqual(
      expect.arrayContaining([
        { field: 'email', message: 'Enter a valid e-mail address' },
        { field: 'password', message: 'Must be at least 8 characters' },
      ]),
    );
  });
});

describe('password sign-in', () => {
  it('signs in with the right password and refuses a wrong one or an unknown e-mail alike', async () => {
    const user = await server.signUp();
    expect(user.accessToken).toBeTruthy();
    const wrong = await server.api('POST', '/auth/password/initiate', { body: { email: user.email, password: 'wrong password' } });
    const unknown = await server.api('POST', '/auth/password/initiate', {
      body: { email: `${unique()}@example.test`, password: 'whatever1' },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.error.message).toBe(unknown.body.error.message);
  });

  it('accepts the access token as a Bearer header', async () => {
    const user = await server.signUp();
    const session = await server.api('GET', '/auth/session', { headers: { authorization: `Bearer ${user.accessToken}` } });
    expect(session.status).toBe(200);
    expect(session.body.data.userInfo.email).toBe(user.email);
  });

  it('answers 401 without a session and for a forged token', async () => {
    expect((await server.api('GET', '/auth/session')).status).toBe(401);
    const forged = await server.api('GET', '/auth/session', {
      headers: { authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.bad' },
    });
    expect(forged.status).toBe(401);
    expect(forged.body.error.code).toBe('UNAUTHENTICATED');
  });

  it('refuses an access token once it expires, also one it accepted before', async () => {
    const shortLived = await startTestServer({ ACCESS_TOKEN_TTL_SECONDS: '1' });
    try {
      const user = await shortLived.signUp();
      const bearer = { authorization: `Bearer ${user.accessToken}` };
      expect((await shortLived.api('GET', '/auth/session', { headers: bearer })).status).toBe(200);
      // The token's expiry is in whole seconds: two seconds on, it has passed.
      await new Promise((resolve) => setTimeout(resolve, 2100));
      const later = await shortLived.api('GET', '/auth/session', { headers: bearer });
      expect(later.status).toBe(401);
      expect(later.body.error.code).toBe('UNAUTHENTICATED');
      expect((await shortLived.gql('{ viewer { userId } }', {}, { headers: bearer })).data?.viewer ?? null).toBeNull();
    } finally {
      await shortLived.close();
    }
  });

  it('refuses a disabled account at once, and on another instance once what it read of the member is stale', async () => {
    const other = await startTestServer({ VIEWER_FRESH_MS: String(VIEWER_FRESH_MS) });
    try {
      const user = await server.signUp();
      // Both instances have read the member for a request of theirs.
      for (const instance of [server, other]) expect((await instance.api('GET', '/auth/session', { auth: user })).status).toBe(200);
      const disabled = await server.api('PUT', `/users/${user.userId}`, { auth: admin, body: { disabled: true } });
      expect(disabled.status).toBe(200);
      const attempt = await server.api('POST', '/auth/password/initiate', { body: { email: user.email, password: user.password } });
      expect(attempt.status).toBe(403);
      expect((await server.api('GET', '/auth/session', { auth: user })).status).toBe(401);
      expect((await server.gql('{ viewer { userId } }', {}, user)).data?.viewer ?? null).toBeNull();
      // The other instance saw no write of its own: it refuses the member once what it read is VIEWER_FRESH_MS old.
      await new Promise((resolve) => setTimeout(resolve, VIEWER_FRESH_MS + 100));
      expect((await other.api('GET', '/auth/session', { auth: user })).status).toBe(401);
      expect((await other.gql('{ viewer { userId } }', {}, user)).data?.viewer ?? null).toBeNull();
    } finally {
      await other.close();
    }
  });

  it('takes a granted role into account from the next request, over REST and GraphQL', async () => {
    const user = await server.signUp();
    const adminOnly = '{ users(first: 1) { edges { node { userId } } } }';
    expect((await server.api('GET', `/users/${admin.userId}`, { auth: user })).status).toBe(403);
    expect((await server.gql(adminOnly, {}, user)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await server.api('PUT', `/users/${user.userId}`, { auth: admin, body: { roles: ['Admin'] } })).status).toBe(200);
    expect((await server.api('GET', `/users/${admin.userId}`, { auth: user })).status).toBe(200);
    expect((await server.gql(adminOnly, {}, user)).errors).toBeUndefined();
  });
});

describe('passwordless sign-in with a mailed code', () => {
  it('mails a code and signs in with it once', async () => {
    const user = await server.signUp();
    const initiate = await server.api('POST', '/auth/email/initiate', { body: { email: user.email } });
    expect(initiate.status).toBe(200);
    expect(initiate.body.data.sent).toBe(true);
    const code = await lastCode(user.email);
    const verify = await server.api('POST', '/auth/otp/verify', { body: { email: user.email, code } });
    expect(verify.status).toBe(200);
    expect(verify.body.data.userInfo.email).toBe(user.email);
    expect(sessionCookies(verify.headers).refreshToken).toBeTruthy();
    const reuse = await server.api('POST', '/auth/otp/verify', { body: { email: user.email, code } });
    expect(reuse.status).toBe(400);
  });

  it('answers the same for an unknown address and locks a code after five wrong guesses', async () => {
    const unknown = await server.api('POST', '/auth/email/initiate', { body: { email: `${unique()}@example.test` } });
    expect(unknown.status).toBe(200);
    expect(unknown.body.data.sent).toBe(true);

    const user = await server.signUp();
    await server.api('POST', '/auth/email/initiate', { body: { email: user.email } });
    const code = await lastCode(user.email);
    const wrongCode = code === '123456' ? '654321' : '123456';
    for (let i = 0; i < 5; i += 1) {
      expect((await server.api('POST', '/auth/otp/verify', { body: { email: user.email, code: wrongCode } })).status).toBe(400);
    }
    const locked = await server.api('POST', '/auth/otp/verify', { body: { email: user.email, code } });
    expect(locked.status).toBe(429);
  });
});

describe('forgot and reset password', () => {
  it('resets with the mailed code, ends older sessions and signs in with the new password', async () => {
    const user = await server.signUp();
    const forgot = await server.api('POST', '/auth/forgot-password', { body: { email: user.email } });
    expect(forgot.status).toBe(200);
    const code = await lastCode(user.email);
    const reset = await server.api('POST', '/auth/reset-password', { body: { email: user.email, code, password: 'a brand new password' } });
    expect(reset.status).toBe(200);
    const oldRefresh = await server.api('POST', '/auth/refresh', { body: { refreshToken: user.refreshToken } });
    expect(oldRefresh.status).toBe(401);
    expect((await server.api('POST', '/auth/password/initiate', { body: { email: user.email, password: user.password } })).status).toBe(
      401,
    );
    expect(
      (await server.api('POST', '/auth/password/initiate', { body: { email: user.email, password: 'a brand new password' } })).status,
    ).toBe(200);
  });
});

describe('refresh tokens', () => {
  it('rotates on every refresh, from the body or the cookie', async () => {
    const user = await server.signUp();
    const first = await server.api('POST', '/auth/refresh', { body: { refreshToken: user.refreshToken } });
    expect(first.status).toBe(200);
    expect(first.body.data.accessToken).toMatch(/^ey/);
    const rotated = sessionCookies(first.headers).refreshToken!;
    expect(rotated).not.toBe(user.refreshToken);
    const second = await server.api('POST', '/auth/refresh', { headers: { cookie: `refresh_token=${rotated}` } });
    expect(second.status).toBe(200);
  });

  it('revokes the whole family when a used refresh token comes back', async () => {
    const user = await server.signUp();
    const first = await server.api('POST', '/auth/refresh', { body: { refreshToken: user.refreshToken } });
    const current = sessionCookies(first.headers).refreshToken!;
    const replay = await server.api('POST', '/auth/refresh', { body: { refreshToken: user.refreshToken } });
    expect(replay.status).toBe(401);
    expect(replay.body.error.message).toMatch(/used twice/);
    expect(replay.headers.getSetCookie().some((c) => c.startsWith('refresh_token=;'))).toBe(true);
    expect(replay.headers.getSetCookie().some((c) => c.startsWith('liftmates-session=;'))).toBe(true);
    const afterReuse = await server.api('POST', '/auth/refresh', { body: { refreshToken: current } });
    expect(afterReuse.status).toBe(401);
  });

  it('signs out: the refresh token stops working and the cookies are cleared', async () => {
    const user = await server.signUp();
    const out = await server.api('POST', '/auth/signout', { auth: user });
    expect(out.status).toBe(204);
    expect(out.headers.getSetCookie().some((c) => c.startsWith('jwt_token=;'))).toBe(true);
    expect(out.headers.getSetCookie().some((c) => c.startsWith('liftmates-session=;'))).toBe(true);
    expect((await server.api('POST', '/auth/refresh', { body: { refreshToken: user.refreshToken } })).status).toBe(401);
  });

  it('gives a session begun without the hint cookie one with its next page, and a visitor none', async () => {
    const user = await server.signUp();
    const hint = (response: Response) => response.headers.getSetCookie().find((c) => c.startsWith('liftmates-session='));
    const page = (cookie?: string) => fetch(`${server.url}/logbook`, cookie ? { headers: { cookie } } : {});
    expect(hint(await page(`refresh_token=${user.refreshToken}`))).toMatch(/^liftmates-session=1;/);
    expect(hint(await page(`refresh_token=${user.refreshToken}; liftmates-session=1`))).toBeUndefined();
    expect(hint(await page())).toBeUndefined();
  });
});

describe('providers', () => {
  it('names the missing settings for an OAuth provider that is not configured and 404s an unknown one', async () => {
    const google = await server.api('POST', '/auth/google/initiate', { body: {} });
    expect(google.status).toBe(400);
    expect(google.body.error.message).toContain('GOOGLE_CLIENT_ID');
    expect((await server.api('POST', '/auth/myspace/initiate', { body: {} })).status).toBe(404);
  });

  it('returns the authorization URL when a provider is configured', async () => {
    const configured = await startTestServer({ GITHUB_CLIENT_ID: 'client-123', GITHUB_CLIENT_SECRET: 'secret-456' });
    try {
      const response = await configured.api('POST', '/auth/github/initiate', { body: {} });
      expect(response.status).toBe(200);
      const url = new URL(response.body.data.authorizationUrl);
      expect(url.hostname).toBe('github.com');
      expect(url.searchParams.get('client_id')).toBe('client-123');
      expect(url.searchParams.get('redirect_uri')).toBe(`${configured.url}/api/auth/github/callback`);
      expect(response.headers.getSetCookie().some((c) => c.startsWith('oauth_state=') && /HttpOnly/.test(c))).toBe(true);
      const forged = await configured.api('GET', '/auth/github/callback?code=abc&state=forged');
      expect(forged.status).toBe(400);
    } finally {
      await configured.close();
    }
  });
});

describe('rate limits', () => {
  const wrongPassword = { email: 'nobody@example.test', password: 'nothing123' };
  const signInMutation = (alias = 'signIn') =>
    `${alias}: signIn(email: "${wrongPassword.email}", password: "${wrongPassword.password}") { __typename ... on AppError { code message } }`;

  /** A sign-in over REST or GraphQL from one client: the status, or the GraphQL error code. */
  async function attempt(target: TestServer, api: 'rest' | 'gql', client?: string) {
    const headers: Record<string, string> = client ? { 'x-forwarded-for': client } : {};
    if (api === 'rest') return (await target.api('POST', '/auth/password/initiate', { body: wrongPassword, headers })).status;
    const response = await fetch(`${target.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query: `mutation { ${signInMutation()} }` }),
    });
    const body = (await response.json()) as { data: { signIn: { code: string } } };
    return body.data.signIn.code;
  }

  it('counts sign-in attempts per client whichever API they come through', async () => {
    const limited = await startTestServer({ RATE_LIMIT_AUTH_PER_MINUTE: '3' });
    try {
      const outcomes = [];
      for (const api of ['rest', 'gql', 'rest', 'gql', 'rest'] as const) outcomes.push(await attempt(limited, api));
      expect(outcomes).toEqual([401, 'UNAUTHENTICATED', 401, 'RATE_LIMITED', 429]);
      const last = await limited.api('POST', '/auth/password/initiate', { body: wrongPassword });
      expect(last.body.error).toMatchObject({
        code: 'RATE_LIMITED',
        message: expect.stringMatching(/^Too many attempts\. Try again in \d+ seconds\.$/),
      });
    } finally {
      await limited.close();
    }
  });

  it('counts every aliased sign-in of one GraphQL document', async () => {
    const limited = await startTestServer({ RATE_LIMIT_AUTH_PER_MINUTE: '3' });
    try {
      const aliases = ['a', 'b', 'c', 'd', 'e'];
      const answer = await limited.gql(`mutation { ${aliases.map((alias) => signInMutation(alias)).join(' ')} }`);
      expect(aliases.map((alias) => answer.data[alias].code)).toEqual([
        'UNAUTHENTICATED',
        'UNAUTHENTICATED',
        'UNAUTHENTICATED',
        'RATE_LIMITED',
        'RATE_LIMITED',
      ]);
    } finally {
      await limited.close();
    }
  });

  it('limits the mails one address is sent, sign-in codes and resets together, through both APIs', async () => {
    const user = await server.signUp();
    const sent = [];
    for (let i = 0; i < 7; i += 1) {
      if (i % 2 === 0) sent.push((await server.api('POST', '/auth/email/initiate', { body: { email: user.email } })).status);
      else {
        const answer = await server.gql(
          'mutation($email: String!) { forgotPassword(email: $email) { __typename ... on AppError { code } } }',
          { email: user.email },
        );
        sent.push(answer.data.forgotPassword.code ?? answer.data.forgotPassword.__typename);
      }
    }
    expect(sent).toEqual([200, 'MutationForgotPasswordSuccess', 200, 'MutationForgotPasswordSuccess', 200, 'RATE_LIMITED', 429]);
    const outbox = await server.api('GET', `/mail-outbox?to=${encodeURIComponent(user.email)}&limit=100`, { auth: admin });
    expect(outbox.body.data.items).toHaveLength(5);
    // The same for an address with no account, so the limit says nothing about who has one.
    const stranger = `${unique('stranger')}@example.test`;
    const strangerOutcomes = [];
    for (let i = 0; i < 6; i += 1)
      strangerOutcomes.push((await server.api('POST', '/auth/email/initiate', { body: { email: stranger } })).status);
    expect(strangerOutcomes).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('gives an account ten code guesses an hour, however many new codes it asks for', async () => {
    const user = await server.signUp();
    const verify = (code: string) => server.api('POST', '/auth/otp/verify', { body: { email: user.email, code } });
    const guess = (code: string) =>
      server
        .gql('mutation($e: String!, $c: String!) { verifySignInCode(email: $e, code: $c) { __typename ... on AppError { code } } }', {
          e: user.email,
          c: code,
        })
        .then((answer) => answer.data.verifySignInCode.code as string);
    await server.api('POST', '/auth/email/initiate', { body: { email: user.email } });
    const first = await lastCode(user.email);
    const wrong = (code: string) => (code === '123456' ? '654321' : '123456');
    for (let i = 0; i < 5; i += 1) expect((await verify(wrong(first))).status).toBe(400);
    expect((await verify(first)).status).toBe(429);
    await server.api('POST', '/auth/email/initiate', { body: { email: user.email } });
    const second = await lastCode(user.email);
    const outcomes = [];
    for (let i = 0; i < 4; i += 1) outcomes.push(await guess(wrong(second)));
    expect(outcomes).toEqual(['BAD_USER_INPUT', 'BAD_USER_INPUT', 'BAD_USER_INPUT', 'BAD_USER_INPUT']);
    const right = await verify(second);
    expect(right.status).toBe(429);
    expect(right.body.error.message).toMatch(/^Too many codes were tried for this account\./);
  });

  /** A client address of its own for this run, so earlier runs' counters in Redis do not matter. */
  const randomClient = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`;

  it('shares the counters between two instances through Redis, per client address behind a trusted proxy', async () => {
    const env = { RATE_LIMIT_AUTH_PER_MINUTE: '3', REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379', TRUST_PROXY: 'true' };
    const [first, second] = await Promise.all([startTestServer(env), startTestServer(env)]);
    try {
      const client = randomClient();
      const outcomes = [];
      for (const [target, api] of [
        [first, 'rest'],
        [second, 'gql'],
        [first, 'gql'],
        [second, 'rest'],
      ] as const)
        outcomes.push(await attempt(target, api, client));
      expect(outcomes).toEqual([401, 'UNAUTHENTICATED', 'UNAUTHENTICATED', 429]);
      expect(await attempt(first, 'rest', randomClient())).toBe(401);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });

  it('ignores a made-up X-Forwarded-For unless a proxy is trusted', async () => {
    const limited = await startTestServer({ RATE_LIMIT_AUTH_PER_MINUTE: '3' });
    try {
      const outcomes = [];
      for (let i = 0; i < 4; i += 1) outcomes.push(await attempt(limited, i % 2 ? 'gql' : 'rest', randomClient()));
      expect(outcomes).toEqual([401, 'UNAUTHENTICATED', 401, 'RATE_LIMITED']);
    } finally {
      await limited.close();
    }
  });
});

describe('GraphQL auth', () => {
  it('signs in, reads the viewer and refuses admin fields to members', async () => {
    const user = await server.signUp();
    const signIn = await server.gql(
      'mutation($e: String!, $p: String!) { signIn(email: $e, password: $p) { __typename ... on MutationSignInSuccess { data { accessToken user { email roles } } } ... on AppError { code message } } }',
      { e: user.email, p: user.password },
    );
    expect(signIn.errors).toBeUndefined();
    expect(signIn.data.signIn.__typename).toBe('MutationSignInSuccess');
    expect(signIn.data.signIn.data.user).toEqual({ email: user.email, roles: ['User'] });
    const wrong = await server.gql(
      'mutation { signIn(email: "nobody@example.test", password: "nothing123") { __typename ... on AppError { code message } } }',
    );
    expect(wrong.data.signIn).toEqual({ __typename: 'AppError', code: 'UNAUTHENTICATED', message: 'The e-mail or password is not right' });
    const viewer = await server.gql('{ viewer { email userPrivateMeta { gender } } }', {}, user);
    expect(viewer.data.viewer).toEqual({ email: user.email, userPrivateMeta: { gender: 'Male' } });
    expect((await server.gql('{ viewer { userId } }')).data.viewer).toBeNull();
    const users = await server.gql('{ users { edges { node { email } } } }', {}, user);
    expect(users.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
