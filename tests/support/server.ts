// A real server on a random loopback port, over the run's real database (see global-setup.ts). Each test file
// starts its own, so it can count the SQL statements its own requests cause.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { fileDatabaseUrl } from './file-database.js';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import { openDatabase, statementCounter, type Db, type StatementCounter } from '../../server/db/client.js';
import { createMailer } from '../../server/mail/mailer.js';
import { createDiskMediaStore } from '../../server/media/store.js';
import { createAccount } from '../../server/domains/users/service.js';
import type { RoleCode } from '../../server/auth/roles.js';

export interface Auth {
  /** Headers that carry this user's session: the cookies the sign-in response set. */
  headers: Record<string, string>;
  userId: string;
  email: string;
  password: string;
  accessToken: string;
  refreshToken: string;
}

export interface ApiResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

export interface TestServer {
  url: string;
  db: Db;
  app: FastifyInstance;
  statements: StatementCounter;
  api<T = any>(
    method: string,
    path: string,
    options?: { body?: unknown; auth?: Pick<Auth, 'headers'> | null; headers?: Record<string, string> },
  ): Promise<ApiResponse<T>>;
  gql<T = any>(
    query: string,
    variables?: Record<string, unknown>,
    auth?: Pick<Auth, 'headers'> | null,
  ): Promise<{ status: number; data: T; errors?: { message: string; extensions?: { code?: string } }[] }>;
  /** A new account made by the project's own account code, signed in over HTTP. */
  signUp(options?: { roles?: RoleCode[]; password?: string; email?: string }): Promise<Auth>;
  signIn(email: string, password: string): Promise<Auth>;
  close(): Promise<void>;
}

export const unique = (prefix = 'u') => `${prefix}${randomUUID().replaceAll('-', '').slice(0, 10)}`;

/** Pulls the session cookies out of a response's Set-Cookie headers. */
export function sessionCookies(headers: Headers): { accessToken?: string; refreshToken?: string } {
  const cookies = headers.getSetCookie();
  const read = (name: string) =>
    cookies
      .find((c) => c.startsWith(`${name}=`))
      ?.split(';')[0]
      ?.slice(name.length + 1) || undefined;
  return { accessToken: read('jwt_token'), refreshToken: read('refresh_token') };
}

/** A server over the file's database (file-database.ts), or over `databaseUrl` (see isolated-database.ts). */
export async function startTestServer(env: Record<string, string> = {}, given?: string): Promise<TestServer> {
  const databaseUrl = given ?? (await fileDatabaseUrl());
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'liftmates-media-'));
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    MEDIA_DIR: mediaDir,
    RATE_LIMIT_AUTH_PER_MINUTE: '100000',
    // A member read once is kept until a write to what it was read from: a request's statements (which tests count)
    // then do not depend on how long ago the member's previous request was. Tests of that time set it themselves.
    VIEWER_FRESH_MS: '600000',
    ...env,
  });
  const db = await openDatabase(databaseUrl);
  const app = await buildApp({
    db,
    config,
    mailer: createMailer(db, { from: config.mailFrom }),
    media: createDiskMediaStore(mediaDir),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  const authHeaders = (auth?: Pick<Auth, 'headers'> | null) => (auth ? auth.headers : {});

  const server: TestServer = {
    url,
    db,
    app,
    statements: statementCounter(db),
    async api(method, apiPath, options = {}) {
      const isForm = options.body instanceof FormData;
      const response = await fetch(`${url}/api${apiPath}`, {
        method,
        headers: {
          ...(options.body !== undefined && !isForm ? { 'content-type': 'application/json' } : {}),
          ...authHeaders(options.auth),
          ...options.headers,
        },
        body: options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body),
      });
      const text = await response.text();
      // Files (a CSV export) come back as text; everything else the API answers is JSON.
      const json = /json/.test(response.headers.get('content-type') ?? 'application/json');
      return { status: response.status, headers: response.headers, body: text ? (json ? JSON.parse(text) : text) : null };
    },
    async gql(query, variables = {}, auth) {
      const response = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...authHeaders(auth) },
        body: JSON.stringify({ query, variables }),
      });
      const json = (await response.json()) as { data: any; errors?: any[] };
      return { status: response.status, data: json.data, errors: json.errors };
    },
    async signIn(email, password) {
      const response = await server.api('POST', '/auth/password/initiate', { body: { email, password } });
      if (response.status !== 200) throw new Error(`Sign-in failed: ${JSON.stringify(response.body)}`);
      const { accessToken, refreshToken } = sessionCookies(response.headers);
      return {
        headers: { cookie: `jwt_token=${accessToken}; refresh_token=${refreshToken}` },
        userId: response.body.data.userInfo.userId,
        email,
        password,
        accessToken: accessToken!,
        refreshToken: refreshToken!,
      };
    },
    async signUp(options = {}) {
      const email = options.email ?? `${unique('member')}@example.test`;
      const password = options.password ?? `pw-${unique()}`;
      await createAccount(db, { email, password, roles: options.roles, emailConfirmed: true });
      return server.signIn(email, password);
    },
    async close() {
      await app.close();
      await db.$disconnect();
      fs.rmSync(mediaDir, { recursive: true, force: true });
    },
  };
  return server;
}
