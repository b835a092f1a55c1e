import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
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

/** A fresh, valid language tag: a made-up language with an 8-character region-like subtag. */
const localeCode = () => `zz-${unique('').slice(0, 8)}`;
const docId = () => `doc-${unique('').slice(0, 10)}`;

const redPng = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#ff0000' } })
    .png()
    .toBuffer();

function uploadForm(data: Uint8Array | string, fileName: string, type: string, description?: string) {
  const form = new FormData();
  if (description !== undefined) form.append('description', description);
  form.append('file', new Blob([typeof data === 'string' ? data : new Uint8Array(data)], { type }), fileName);
  return form;
}

async function uploadPng(target: TestServer, auth: Auth, description?: string) {
  const png = await redPng();
  const response = await target.api('POST', '/media-assets', { body: uploadForm(png, 'red.png', 'image/png', description), auth });
  expect(response.status).toBe(201);
  return { png, asset: response.body.data };
}

/** The GraphQL multipart request spec: operations, a map, then the file. */
async function gqlUpload(target: TestServer, data: Uint8Array | string, fileName: string, type: string, auth?: Auth) {
  const mutation = `mutation($file: File!, $description: String) { uploadMediaAsset(file: $file, description: $description) {
    __typename ... on MutationUploadMediaAssetSuccess { data { mediaAssetId fileUrl fileFormat width height thumbHash description } } ... on AppError { code message } } }`;
  const form = new FormData();
  form.append('operations', JSON.stringify({ query: mutation, variables: { file: null, description: 'Via GraphQL' } }));
  form.append('map', JSON.stringify({ 0: ['variables.file'] }));
  form.append('0', new Blob([typeof data === 'string' ? data : new Uint8Array(data)], { type }), fileName);
  // A multipart request is one a browser could send cross-site: it must carry the CSRF header.
  const response = await fetch(`${target.url}/graphql`, {
    method: 'POST',
    headers: { 'x-graphql-yoga-csrf': '1', ...(auth?.headers ?? {}) },
    body: form,
  });
  return (await response.json()) as { data: any; errors?: { extensions?: { code?: string } }[] };
}

describe('locales', () => {
  it('lists the seeded locales and filters by published', async () => {
    const all = await server.api('GET', '/locales');
    expect(all.status).toBe(200);
    const en = all.body.data.find((l: { localeCode: string }) => l.localeCode === 'en-US');
    const es = all.body.data.find((l: { localeCode: string }) => l.localeCode === 'es-ES');
    expect(en).toEqual({ localeCode: 'en-US', localeName: 'English (United States)', published: true, localeIcon: null });
    expect(es).toEqual({ localeCode: 'es-ES', localeName: 'Spanish (Spain)', published: true, localeIcon: null });
    const codes = all.body.data.map((l: { localeCode: string }) => l.localeCode);
    expect(codes).toEqual([...codes].sort());

    const hidden = localeCode();
    expect((await server.api('PUT', `/locales/${hidden}`, { body: { localeName: 'Hidden', published: false }, auth: admin })).status).toBe(
      200,
    );

    const published = await server.api('GET', '/locales?published=true');
    expect(published.status).toBe(200);
    const publishedCodes = published.body.data.map((l: { localeCode: string }) => l.localeCode);
    expect(publishedCodes).toEqual(expect.arrayContaining(['en-US', 'es-ES']));
    expect(publishedCodes).not.toContain(hidden);
    expect(published.body.data.every((l: { published: boolean }) => l.published)).toBe(true);

    const unpublished = await server.api('GET', '/locales?published=false');
    expect(unpublished.status).toBe(200);
    const unpublishedCodes = unpublished.body.data.map((l: { localeCode: string }) => l.localeCode);
    expect(unpublishedCodes).toContain(hidden);
    expect(unpublishedCodes).not.toContain('en-US');
    expect(unpublished.body.data.every((l: { published: boolean }) => !l.published)).toBe(true);

    const bad = await server.api('GET', '/locales?published=maybe');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ code: 'BAD_USER_INPUT', details: [{ field: 'published', message: 'Use true or false' }] });
  });

  it('lets only administrators change or create a locale', async () => {
    const body = { localeName: 'English (United States)' };
    const anon = await server.api('PUT', '/locales/en-US', { body });
    expect(anon.status).toBe(401);
    expect(anon.body.error.code).toBe('UNAUTHENTICATED');
    const denied = await server.api('PUT', '/locales/en-US', { body, auth: member });
    expect(denied.status).toBe(403);
    expect(denied.body.error.code).toBe('FORBIDDEN');
    const ok = await server.api('PUT', '/locales/en-US', { body, auth: admin });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toEqual({ localeCode: 'en-US', localeName: 'English (United States)', published: true, localeIcon: null });

    const code = localeCode();
    const nameless = await server.api('PUT', `/locales/${code}`, { body: { published: true }, auth: admin });
    expect(nameless.status).toBe(400);
    expect(nameless.body.error.details).toEqual([{ field: 'localeName', message: 'Required for a new locale' }]);
    expect((await server.api('GET', '/locales')).body.data.map((l: { localeCode: string }) => l.localeCode)).not.toContain(code);

    const created = await server.api('PUT', `/locales/${code}`, { body: { localeName: 'Zed', published: false }, auth: admin });
    expect(created.status).toBe(200);
    expect(created.body.data).toEqual({ localeCode: code, localeName: 'Zed', published: false, localeIcon: null });
    // Changing an existing locale needs no name; what is not sent stays.
    const edited = await server.api('PUT', `/locales/${code}`, { body: { published: true }, auth: admin });
    expect(edited.body.data).toEqual({ localeCode: code, localeName: 'Zed', published: true, localeIcon: null });

    const { asset } = await uploadPng(server, admin);
    const withIcon = await server.api('PUT', `/locales/${code}`, { body: { iconId: asset.mediaAssetId }, auth: admin });
    expect(withIcon.status).toBe(200);
    expect(withIcon.body.data.localeIcon).toEqual(asset);
    const listed = (await server.api('GET', '/locales')).body.data.find((l: { localeCode: string }) => l.localeCode === code);
    expect(listed.localeIcon.fileUrl).toBe(asset.fileUrl);
    const unknownIcon = await server.api('PUT', `/locales/${code}`, { body: { iconId: 'no-such-asset' }, auth: admin });
    expect(unknownIcon.status).toBe(400);
    expect(unknownIcon.body.error.details).toEqual([{ field: 'iconId', message: 'No media asset has this id' }]);
  });

  it('refuses bad tags and bad bodies', async () => {
    for (const tag of ['EN-us', 'english', 'e', 'en_US', 'en-US-toolongsubtag']) {
      const bad = await server.api('PUT', `/locales/${tag}`, { body: { localeName: 'Bad' }, auth: admin });
      expect(bad.status, tag).toBe(400);
      expect(bad.body.error.details, tag).toEqual([{ field: 'localeCode', message: 'Use a language tag such as en-US' }]);
    }
    const blankName = await server.api('PUT', '/locales/en-US', { body: { localeName: '  ' }, auth: admin });
    expect(blankName.status).toBe(400);
    expect(blankName.body.error.details).toEqual([{ field: 'localeName', message: 'Required' }]);
    const notBoolean = await server.api('PUT', '/locales/en-US', { body: { published: 'yes' }, auth: admin });
    expect(notBoolean.status).toBe(400);
    expect(notBoolean.body.error.details).toEqual([{ field: 'published', message: 'Use true or false' }]);
    expect((await server.api('PUT', '/locales/en-US', { body: { flag: 'us' }, auth: admin })).status).toBe(400);
    // Nothing above changed the seeded locale.
    const en = (await server.api('GET', '/locales')).body.data.find((l: { localeCode: string }) => l.localeCode === 'en-US');
    expect(en).toMatchObject({ localeName: 'English (United States)', published: true });
  });

  it('works over GraphQL', async () => {
    const list = await server.gql(
      `query($p: Boolean) { locales(published: $p) { localeCode localeName published localeIcon { fileUrl } } }`,
      { p: true },
    );
    expect(list.errors).toBeUndefined();
    expect(list.data.locales).toEqual(
      expect.arrayContaining([
        { localeCode: 'en-US', localeName: 'English (United States)', published: true, localeIcon: null },
        { localeCode: 'es-ES', localeName: 'Spanish (Spain)', published: true, localeIcon: null },
      ]),
    );
    expect(list.data.locales.every((l: { published: boolean }) => l.published)).toBe(true);

    const mutation = `mutation($code: ID!, $input: UpsertLocaleInput!) { upsertLocale(localeCode: $code, input: $input) {
      __typename ... on MutationUpsertLocaleSuccess { data { localeCode localeName published } } ... on AppError { code message details { field message } } } }`;
    const code = localeCode();
    const created = await server.gql(mutation, { code, input: { localeName: 'Zed GraphQL', published: false } }, admin);
    expect(created.errors).toBeUndefined();
    expect(created.data.upsertLocale).toEqual({
      __typename: 'MutationUpsertLocaleSuccess',
      data: { localeCode: code, localeName: 'Zed GraphQL', published: false },
    });
    const rest = (await server.api('GET', '/locales?published=false')).body.data.find((l: { localeCode: string }) => l.localeCode === code);
    expect(rest).toMatchObject({ localeName: 'Zed GraphQL', published: false });

    const nameless = await server.gql(mutation, { code: localeCode(), input: { published: true } }, admin);
    expect(nameless.data.upsertLocale).toEqual({
      __typename: 'AppError',
      code: 'BAD_USER_INPUT',
      message: 'localeName: Required for a new locale',
      details: [{ field: 'localeName', message: 'Required for a new locale' }],
    });
    // GraphQL hands the code over unchecked by any route schema, so the service must check it.
    const badTag = await server.gql(mutation, { code: 'Not A Tag', input: { localeName: 'Bad' } }, admin);
    expect(badTag.data.upsertLocale).toMatchObject({ __typename: 'AppError', code: 'BAD_USER_INPUT', details: [{ field: 'localeCode' }] });

    const denied = await server.gql(mutation, { code: 'en-US', input: { localeName: 'Hacked' } }, member);
    expect(denied.data).toBeNull();
    expect(denied.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const anonymous = await server.gql(mutation, { code: 'en-US', input: { localeName: 'Hacked' } });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const en = (await server.api('GET', '/locales')).body.data.find((l: { localeCode: string }) => l.localeCode === 'en-US');
    expect(en.localeName).toBe('English (United States)');
  });
});

describe('docs', () => {
  it('serves the seeded pages to anyone', async () => {
    for (const [documentId, title] of [
      ['terms', 'Terms of Service'],
      ['privacy', 'Privacy Policy'],
      ['pmf', 'WTF is Liftmates?'],
    ]) {
      const doc = await server.api('GET', `/docs/${documentId}`);
      expect(doc.status, documentId).toBe(200);
      expect(doc.body.data).toEqual({ documentId, title, content: expect.stringMatching(/^# /), updatedAt: expect.any(String) });
      expect(new Date(doc.body.data.updatedAt).toISOString()).toBe(doc.body.data.updatedAt);
    }
    expect((await server.api('GET', '/docs/terms')).body.data.content).toContain('By creating an account you agree to these terms.');
    const missing = await server.api('GET', '/docs/no-such-page');
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('NOT_FOUND');
    expect((await server.api('GET', '/docs/Not_A_Doc')).status).toBe(400);
  });

  it('lets only administrators create pages, once per id', async () => {
    const documentId = docId();
    const body = { documentId, title: 'House rules', content: '# House rules\n\nRe-rack your weights.' };
    expect((await server.api('POST', '/docs', { body })).status).toBe(401);
    expect((await server.api('POST', '/docs', { body, auth: member })).status).toBe(403);
    expect((await server.api('GET', `/docs/${documentId}`)).status).toBe(404);

    const created = await server.api('POST', '/docs', { body, auth: admin });
    expect(created.status).toBe(201);
    expect(created.body.data).toEqual({ ...body, updatedAt: expect.any(String) });
    expect((await server.api('GET', `/docs/${documentId}`)).body.data).toEqual(created.body.data);
    const row = await server.db.doc.findUnique({ where: { documentId } });
    expect(row?.updatedById).toBe(admin.userId);

    const duplicate = await server.api('POST', '/docs', { body: { ...body, title: 'Again' }, auth: admin });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.error).toMatchObject({
      code: 'CONFLICT',
      details: [{ field: 'documentId', message: 'This document id is taken' }],
    });
    const seededDuplicate = await server.api('POST', '/docs', { body: { ...body, documentId: 'terms' }, auth: admin });
    expect(seededDuplicate.status).toBe(409);
    expect((await server.api('GET', '/docs/terms')).body.data.title).toBe('Terms of Service');
  });

  it('validates new pages', async () => {
    const missing = await server.api('POST', '/docs', { body: {}, auth: admin });
    expect(missing.status).toBe(400);
    expect(missing.body.error.details.map((d: { field: string }) => d.field).sort()).toEqual(['content', 'documentId', 'title']);
    const badId = await server.api('POST', '/docs', { body: { documentId: 'House Rules', title: 'T', content: 'C' }, auth: admin });
    expect(badId.status).toBe(400);
    expect(badId.body.error.details).toEqual([
      { field: 'documentId', message: 'Use lower-kebab-case: small letters and digits joined by hyphens' },
    ]);
    const blankTitle = await server.api('POST', '/docs', { body: { documentId: docId(), title: '   ', content: 'C' }, auth: admin });
    expect(blankTitle.body.error.details).toEqual([{ field: 'title', message: 'Required' }]);
    const longContent = await server.api('POST', '/docs', {
      body: { documentId: docId(), title: 'T', content: 'x'.repeat(100_001) },
      auth: admin,
    });
    expect(longContent.status).toBe(400);
    expect(longContent.body.error.details).toEqual([{ field: 'content', message: 'Must be at most 100,000 characters' }]);
    const extra = await server.api('POST', '/docs', { body: { documentId: docId(), title: 'T', content: 'C', author: 'me' }, auth: admin });
    expect(extra.status).toBe(400);
  });

  it('lets administrators change a page', async () => {
    const documentId = docId();
    const created = await server.api('POST', '/docs', { body: { documentId, title: 'Draft', content: 'First words' }, auth: admin });
    const body = { title: 'Final' };
    expect((await server.api('PUT', `/docs/${documentId}`, { body })).status).toBe(401);
    expect((await server.api('PUT', `/docs/${documentId}`, { body, auth: member })).status).toBe(403);

    const other = await server.signUp({ roles: ['Admin'] });
    const updated = await server.api('PUT', `/docs/${documentId}`, { body, auth: other });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ documentId, title: 'Final', content: 'First words' });
    expect(new Date(updated.body.data.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(created.body.data.updatedAt).getTime());
    expect((await server.db.doc.findUnique({ where: { documentId } }))?.updatedById).toBe(other.userId);
    const content = await server.api('PUT', `/docs/${documentId}`, { body: { content: '# New\n\nwords' }, auth: admin });
    expect(content.body.data).toMatchObject({ title: 'Final', content: '# New\n\nwords' });
    expect((await server.api('GET', `/docs/${documentId}`)).body.data).toEqual(content.body.data);

    const blank = await server.api('PUT', `/docs/${documentId}`, { body: { content: '' }, auth: admin });
    expect(blank.status).toBe(400);
    expect(blank.body.error.details).toEqual([{ field: 'content', message: 'Required' }]);
    expect((await server.api('PUT', `/docs/${documentId}`, { body: { documentId: 'renamed' }, auth: admin })).status).toBe(400);
    const missing = await server.api('PUT', '/docs/no-such-page', { body, auth: admin });
    expect(missing.status).toBe(404);
    expect((await server.api('GET', '/docs/no-such-page')).status).toBe(404);
    expect((await server.api('PUT', '/docs/Bad_Id', { body, auth: admin })).status).toBe(400);
  });

  it('works over GraphQL', async () => {
    const read = await server.gql(`query($id: ID!) { doc(documentId: $id) { documentId title content updatedAt } }`, { id: 'privacy' });
    expect(read.errors).toBeUndefined();
    expect(read.data.doc).toMatchObject({ documentId: 'privacy', title: 'Privacy Policy' });
    expect(read.data.doc).toEqual((await server.api('GET', '/docs/privacy')).body.data);
    const missing = await server.gql(`{ doc(documentId: "no-such-page") { title } }`);
    expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    const create = `mutation($input: CreateDocInput!) { createDoc(input: $input) {
      __typename ... on MutationCreateDocSuccess { data { documentId title content } } ... on AppError { code message details { field message } } } }`;
    const documentId = docId();
    const input = { documentId, title: 'GraphQL page', content: 'Hello' };
    const created = await server.gql(create, { input }, admin);
    expect(created.errors).toBeUndefined();
    expect(created.data.createDoc).toEqual({ __typename: 'MutationCreateDocSuccess', data: input });
    const duplicate = await server.gql(create, { input }, admin);
    expect(duplicate.data.createDoc).toMatchObject({ __typename: 'AppError', code: 'CONFLICT', details: [{ field: 'documentId' }] });
    const invalid = await server.gql(create, { input: { documentId: 'Bad Id', title: 'T', content: 'C' } }, admin);
    expect(invalid.data.createDoc).toMatchObject({ __typename: 'AppError', code: 'BAD_USER_INPUT', details: [{ field: 'documentId' }] });
    expect((await server.gql(create, { input: { ...input, documentId: docId() } }, member)).errors?.[0]?.extensions?.code).toBe(
      'FORBIDDEN',
    );
    expect((await server.gql(create, { input: { ...input, documentId: docId() } })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    const update = `mutation($id: ID!, $input: UpdateDocInput!) { updateDoc(documentId: $id, input: $input) {
      __typename ... on MutationUpdateDocSuccess { data { documentId title content } } ... on AppError { code message details { field message } } } }`;
    const updated = await server.gql(update, { id: documentId, input: { content: 'Changed' } }, admin);
    expect(updated.data.updateDoc).toEqual({
      __typename: 'MutationUpdateDocSuccess',
      data: { documentId, title: 'GraphQL page', content: 'Changed' },
    });
    const unknown = await server.gql(update, { id: 'no-such-page', input: { title: 'X' } }, admin);
    expect(unknown.data.updateDoc).toMatchObject({ __typename: 'AppError', code: 'NOT_FOUND' });
    const blank = await server.gql(update, { id: documentId, input: { title: '' } }, admin);
    expect(blank.data.updateDoc).toMatchObject({
      __typename: 'AppError',
      code: 'BAD_USER_INPUT',
      details: [{ field: 'title', message: 'Required' }],
    });
    expect((await server.gql(update, { id: documentId, input: { title: 'X' } }, member)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await server.api('GET', `/docs/${documentId}`)).body.data).toMatchObject({ title: 'GraphQL page', content: 'Changed' });
  });
});

interface HookRequest {
  method: string;
  url: string;
  contentType: string | undefined;
  body: any;
}

/** A stand-in for the automation webhook: records what it receives and answers with `status`. */
async function startWebhook() {
  const hook = {
    status: 200,
    received: [] as HookRequest[],
    url: '',
    server: http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        hook.received.push({
          method: request.method!,
          url: request.url!,
          contentType: request.headers['content-type'],
          body: text ? JSON.parse(text) : null,
        });
        response.writeHead(hook.status, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ ok: hook.status < 300 }));
      });
    }),
  };
  await new Promise<void>((resolve) => hook.server.listen(0, '127.0.0.1', resolve));
  hook.url = `http://127.0.0.1:${(hook.server.address() as AddressInfo).port}/hook`;
  return hook;
}

const closeHttp = (target: http.Server) =>
  new Promise<void>((resolve, reject) => target.close((error) => (error ? reject(error) : resolve())));

async function userNameOf(auth: Auth) {
  const user = await server.db.user.findUnique({ where: { userId: auth.userId }, select: { userName: true } });
  return user!.userName;
}

describe('feedback without a webhook', () => {
  it('stores feedback from a member and shows it to administrators only', async () => {
    const text = `Love the Flexicon ${unique()}`;
    const sent = await server.api('POST', '/feedback', { body: { feedback: `  ${text}  `, userAgent: 'TestBrowser/1.0' }, auth: member });
    expect(sent.status).toBe(201);
    // The sender learns that it arrived (the same receipt GraphQL's submitFeedback answers); the rest is for administrators.
    expect(sent.body.data).toEqual({ feedbackId: expect.any(String), createdAt: expect.any(String) });
    const row = await server.db.feedback.findUnique({ where: { feedbackId: sent.body.data.feedbackId } });
    expect(row).toMatchObject({ userId: member.userId, feedback: text, webhookStatus: null });

    expect((await server.api('GET', '/feedback')).status).toBe(401);
    const denied = await server.api('GET', '/feedback', { auth: member });
    expect(denied.status).toBe(403);
    expect(denied.body.error.code).toBe('FORBIDDEN');
    const list = await server.api('GET', '/feedback?limit=100', { auth: admin });
    expect(list.status).toBe(200);
    expect(list.body.data.items).toContainEqual({
      feedbackId: sent.body.data.feedbackId,
      username: await userNameOf(member),
      email: member.email,
      feedback: text,
      isAnonymous: false,
      userAgent: 'TestBrowser/1.0',
      webhookStatus: null,
      createdAt: sent.body.data.createdAt,
    });
    expect((await server.api('GET', '/feedback?limit=0', { auth: admin })).status).toBe(400);
  });

  it('pages through feedback newest first', async () => {
    const first = await server.api('POST', '/feedback', { body: { feedback: `older ${unique()}` } });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await server.api('POST', '/feedback', { body: { feedback: `newer ${unique()}` } });
    const page = await server.api('GET', '/feedback?limit=100', { auth: admin });
    const ids = page.body.data.items.map((f: { feedbackId: string }) => f.feedbackId);
    expect(ids.indexOf(second.body.data.feedbackId)).toBeLessThan(ids.indexOf(first.body.data.feedbackId));
    expect(ids.indexOf(first.body.data.feedbackId)).toBeGreaterThanOrEqual(0);

    const one = await server.api('GET', '/feedback?limit=1', { auth: admin });
    expect(one.body.data.items).toHaveLength(1);
    expect(one.body.data.nextCursor).toEqual(expect.any(String));
    const next = await server.api('GET', `/feedback?limit=1&cursor=${one.body.data.nextCursor}`, { auth: admin });
    expect(next.status).toBe(200);
    expect(next.body.data.items).toHaveLength(1);
    expect(next.body.data.items[0].feedbackId).not.toBe(one.body.data.items[0].feedbackId);
  });

  it('names anonymous and unknown senders and falls back to the request user agent', async () => {
    const anonymous = await server.api('POST', '/feedback', {
      body: { feedback: 'Secret', isAnonymous: true },
      auth: member,
      headers: { 'user-agent': 'HeaderAgent/2.0' },
    });
    expect(anonymous.status).toBe(201);
    expect(await server.db.feedback.findUnique({ where: { feedbackId: anonymous.body.data.feedbackId } })).toMatchObject({
      userId: null,
      username: 'anonymous',
      email: 'anonymous',
      isAnonymous: true,
      userAgent: 'HeaderAgent/2.0',
    });
    const visitor = await server.api('POST', '/feedback', { body: { feedback: 'Hello from outside' } });
    expect(visitor.status).toBe(201);
    expect(await server.db.feedback.findUnique({ where: { feedbackId: visitor.body.data.feedbackId } })).toMatchObject({
      username: 'unknown',
      email: 'unknown',
      isAnonymous: false,
    });
  });

  it('refuses empty and overlong feedback with the spec wording', async () => {
    for (const feedback of ['', '   \n\t ', undefined]) {
      const refused = await server.api('POST', '/feedback', { body: { feedback }, auth: member });
      expect(refused.status, JSON.stringify(feedback)).toBe(400);
      expect(refused.body.error.code).toBe('BAD_USER_INPUT');
      expect(refused.body.error.message).toContain('Please enter your feedback');
      expect(refused.body.error.details).toEqual([{ field: 'feedback', message: 'Please enter your feedback' }]);
    }
    const long = await server.api('POST', '/feedback', { body: { feedback: 'x'.repeat(1001) }, auth: member });
    expect(long.status).toBe(400);
    expect(long.body.error.message).toContain('Please keep feedback under 1000 characters');
    expect(long.body.error.details).toEqual([{ field: 'feedback', message: 'Please keep feedback under 1000 characters' }]);
    const limit = await server.api('POST', '/feedback', { body: { feedback: 'x'.repeat(1000) }, auth: member });
    expect(limit.status).toBe(201);
    expect((await server.api('POST', '/feedback', { body: { feedback: 'ok', isAnonymous: 'yes' } })).status).toBe(400);
    expect((await server.api('POST', '/feedback', { body: { feedback: 'ok', rating: 5 } })).status).toBe(400);
    const stored = await server.db.feedback.count({ where: { feedback: 'x'.repeat(1001) } });
    expect(stored).toBe(0);
  });

  it('works over GraphQL', async () => {
    const submit = `mutation($input: SubmitFeedbackInput!) { submitFeedback(input: $input) {
      __typename ... on MutationSubmitFeedbackSuccess { data { feedbackId createdAt } } ... on AppError { code message details { field message } } } }`;
    const text = `GraphQL feedback ${unique()}`;
    const sent = await server.gql(submit, { input: { feedback: text, userAgent: 'GqlAgent' } }, member);
    expect(sent.errors).toBeUndefined();
    expect(sent.data.submitFeedback).toEqual({
      __typename: 'MutationSubmitFeedbackSuccess',
      data: { feedbackId: expect.any(String), createdAt: expect.any(String) },
    });
    const row = await server.db.feedback.findUnique({ where: { feedbackId: sent.data.submitFeedback.data.feedbackId } });
    expect(row).toMatchObject({ feedback: text, userId: member.userId, email: member.email, userAgent: 'GqlAgent', isAnonymous: false });

    const visitor = await server.gql(submit, { input: { feedback: 'Visitor via GraphQL', isAnonymous: false } });
    expect(visitor.data.submitFeedback.__typename).toBe('MutationSubmitFeedbackSuccess');
    expect(await server.db.feedback.findUnique({ where: { feedbackId: visitor.data.submitFeedback.data.feedbackId } })).toMatchObject({
      username: 'unknown',
      email: 'unknown',
    });

    const blank = await server.gql(submit, { input: { feedback: '  ' } }, member);
    expect(blank.data.submitFeedback).toMatchObject({
      __typename: 'AppError',
      code: 'BAD_USER_INPUT',
      details: [{ field: 'feedback', message: 'Please enter your feedback' }],
    });
    const long = await server.gql(submit, { input: { feedback: 'y'.repeat(1001) } }, member);
    expect(long.data.submitFeedback).toMatchObject({
      __typename: 'AppError',
      details: [{ field: 'feedback', message: 'Please keep feedback under 1000 characters' }],
    });

    const list = `{ feedback(first: 100) { edges { node { feedbackId feedback username webhookStatus } } } }`;
    const seen = await server.gql(list, {}, admin);
    expect(seen.errors).toBeUndefined();
    expect(seen.data.feedback.edges.map((e: { node: unknown }) => e.node)).toContainEqual({
      feedbackId: sent.data.submitFeedback.data.feedbackId,
      feedback: text,
      username: await userNameOf(member),
      webhookStatus: null,
    });
    expect((await server.gql(list, {}, member)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await server.gql(list)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('feedback with a webhook', () => {
  let hook: Awaited<ReturnType<typeof startWebhook>>;
  let hooked: TestServer;

  beforeAll(async () => {
    hook = await startWebhook();
    hooked = await startTestServer({ FEEDBACK_WEBHOOK_URL: hook.url });
  });
  afterAll(async () => {
    await hooked?.close();
    await closeHttp(hook.server);
  });

  const lastDelivery = () => hook.received[hook.received.length - 1]!;

  it('forwards a member’s feedback in the spec’s payload', async () => {
    hook.status = 200;
    hook.received.length = 0;
    const text = `Webhook me ${unique()}`;
    const before = Date.now();
    const sent = await hooked.api('POST', '/feedback', { body: { feedback: text, userAgent: 'HookBrowser/3.0' }, auth: member });
    expect(sent.status).toBe(201);
    expect(hook.received).toHaveLength(1);
    const delivery = lastDelivery();
    expect(delivery).toMatchObject({ method: 'POST', url: '/hook', contentType: 'application/json' });
    expect(delivery.body).toStrictEqual({
      type: 'UserFeedback',
      username: await userNameOf(member),
      email: member.email,
      timestamp: expect.any(String),
      additionalData: { feedback: text, isAnonymous: false, userAgent: 'HookBrowser/3.0' },
    });
    const timestamp = delivery.body.timestamp as string;
    expect(new Date(timestamp).toISOString()).toBe(timestamp);
    expect(new Date(timestamp).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(new Date(timestamp).getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    expect(sent.body.data).toEqual({ feedbackId: expect.any(String), createdAt: timestamp });
    expect((await hooked.db.feedback.findUnique({ where: { feedbackId: sent.body.data.feedbackId } }))?.webhookStatus).toBe(200);
  });

  it('sends anonymous for anonymous feedback and unknown for visitors', async () => {
    hook.status = 204;
    const anonymous = await hooked.api('POST', '/feedback', {
      body: { feedback: 'Anonymous note', isAnonymous: true },
      auth: member,
      headers: { 'user-agent': 'AnonAgent/1' },
    });
    expect(anonymous.status).toBe(201);
    expect(lastDelivery().body).toStrictEqual({
      type: 'UserFeedback',
      username: 'anonymous',
      email: 'anonymous',
      timestamp: expect.any(String),
      additionalData: { feedback: 'Anonymous note', isAnonymous: true, userAgent: 'AnonAgent/1' },
    });
    expect((await hooked.db.feedback.findUnique({ where: { feedbackId: anonymous.body.data.feedbackId } }))?.webhookStatus).toBe(204);

    const visitor = await hooked.api('POST', '/feedback', {
      body: { feedback: 'Visitor note' },
      headers: { 'user-agent': 'VisitorAgent/1' },
    });
    expect(visitor.status).toBe(201);
    expect(lastDelivery().body).toStrictEqual({
      type: 'UserFeedback',
      username: 'unknown',
      email: 'unknown',
      timestamp: expect.any(String),
      additionalData: { feedback: 'Visitor note', isAnonymous: false, userAgent: 'VisitorAgent/1' },
    });
  });

  it('does not call the webhook for refused input', async () => {
    hook.status = 200;
    const count = hook.received.length;
    expect((await hooked.api('POST', '/feedback', { body: { feedback: ' ' }, auth: member })).status).toBe(400);
    expect(hook.received).toHaveLength(count);
  });

  it('answers 502 when the webhook refuses, keeping the feedback', async () => {
    hook.status = 500;
    const text = `Refused ${unique()}`;
    const refused = await hooked.api('POST', '/feedback', { body: { feedback: text }, auth: member });
    expect(refused.status).toBe(502);
    expect(refused.body.error).toEqual({ code: 'BAD_GATEWAY', message: 'Failed to submit feedback via webhook.', details: [] });
    expect(lastDelivery().body.additionalData.feedback).toBe(text);
    const rows = await hooked.db.feedback.findMany({ where: { feedback: text } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: member.userId, webhookStatus: 500 });
    const listed = await hooked.api('GET', '/feedback?limit=100', { auth: admin });
    expect(listed.body.data.items).toContainEqual(expect.objectContaining({ feedback: text, webhookStatus: 500 }));

    const submit = `mutation($input: SubmitFeedbackInput!) { submitFeedback(input: $input) {
      __typename ... on MutationSubmitFeedbackSuccess { data { feedbackId } } ... on AppError { code message } } }`;
    const viaGraphql = await hooked.gql(submit, { input: { feedback: `GraphQL refused ${unique()}` } }, member);
    expect(viaGraphql.data.submitFeedback).toEqual({
      __typename: 'AppError',
      code: 'BAD_GATEWAY',
      message: 'Failed to submit feedback via webhook.',
    });
    hook.status = 200;
    const accepted = await hooked.gql(submit, { input: { feedback: `GraphQL accepted ${unique()}`, isAnonymous: true } }, member);
    expect(accepted.data.submitFeedback.__typename).toBe('MutationSubmitFeedbackSuccess');
    expect(lastDelivery().body).toMatchObject({ username: 'anonymous', email: 'anonymous', additionalData: { isAnonymous: true } });
  });

  it('answers 502 when the webhook cannot be reached, keeping the feedback', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await closeHttp(closed);
    const unreachable = await startTestServer({ FEEDBACK_WEBHOOK_URL: `http://127.0.0.1:${port}/hook` });
    try {
      const text = `Unreachable ${unique()}`;
      const failed = await unreachable.api('POST', '/feedback', { body: { feedback: text }, auth: member });
      expect(failed.status).toBe(502);
      expect(failed.body.error).toEqual({ code: 'BAD_GATEWAY', message: 'Failed to submit feedback. Please try again.', details: [] });
      const rows = await unreachable.db.feedback.findMany({ where: { feedback: text } });
      expect(rows).toHaveLength(1);
      expect(rows[0]!.webhookStatus).toBeNull();
    } finally {
      await unreachable.close();
    }
  });
});

describe('media assets', () => {
  it('stores an uploaded picture with its size and thumbHash, and serves it', async () => {
    const png = await redPng();
    expect((await server.api('POST', '/media-assets', { body: uploadForm(png, 'red.png', 'image/png') })).status).toBe(401);

    const uploaded = await server.api('POST', '/media-assets', {
      body: uploadForm(png, 'red.png', 'image/png', '  A red square  '),
      auth: member,
    });
    expect(uploaded.status).toBe(201);
    const asset = uploaded.body.data;
    expect(asset).toEqual({
      mediaAssetId: expect.any(String),
      fileName: 'red.png',
      filePath: expect.stringMatching(/^\d{4}-\d{2}-\d{2}\/[0-9a-f-]+\.png$/),
      fileUrl: `/media/${asset.filePath}`,
      fileFormat: 'png',
      fileSize: png.length,
      width: 64,
      height: 48,
      thumbHash: expect.stringMatching(/^[A-Za-z0-9+/]+=*$/),
      thumbnailUrl: `/media/${asset.filePath}.thumb.webp`,
      // Narrower than the smallest device width: the original is its only size.
      srcSet: `/media/${asset.filePath} 64w`,
      description: 'A red square',
    });
    expect(Buffer.from(asset.thumbHash, 'base64').length).toBeGreaterThan(4);
    expect((await server.db.mediaAsset.findUnique({ where: { mediaAssetId: asset.mediaAssetId } }))?.uploadedById).toBe(member.userId);

    const file = await fetch(`${server.url}${asset.fileUrl}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await file.arrayBuffer()).equals(png)).toBe(true);
    const thumbnail = await fetch(`${server.url}${asset.fileUrl}.thumb.webp`);
    expect(thumbnail.status).toBe(200);
    const thumbMeta = await sharp(Buffer.from(await thumbnail.arrayBuffer())).metadata();
    expect(thumbMeta).toMatchObject({ format: 'webp', width: 64, height: 48 });

    const read = await server.api('GET', `/media-assets/${asset.mediaAssetId}`);
    expect(read.status).toBe(200);
    expect(read.body.data).toEqual(asset);
    const missing = await server.api('GET', '/media-assets/no-such-asset');
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('NOT_FOUND');
  });

  it('keeps a wide picture at every device width below its own, listed in srcSet, ', async () => {
    const wide = await sharp({ create: { width: 1300, height: 400, channels: 3, background: '#2255aa' } })
      .jpeg()
      .toBuffer();
    const uploaded = await server.api('POST', '/media-assets', { body: uploadForm(wide, 'wide.jpg', 'image/jpeg'), auth: member });
    expect(uploaded.status).toBe(201);
    const { fileUrl, srcSet } = uploaded.body.data;
    const widths = [640, 750, 828, 1080, 1200];
    expect(srcSet).toBe([...widths.map((width) => `${fileUrl}.w${width}.webp ${width}w`), `${fileUrl} 1300w`].join(', '));
    for (const width of widths) {
      const copy = await fetch(`${server.url}${fileUrl}.w${width}.webp`);
      expect(copy.status).toBe(200);
      const meta = await sharp(Buffer.from(await copy.arrayBuffer())).metadata();
      expect(meta).toMatchObject({ format: 'webp', width, height: Math.round((400 * width) / 1300) });
    }
    expect((await fetch(`${server.url}${fileUrl}.w1920.webp`)).status).toBe(404);

    const svg = await server.api('POST', '/media-assets', {
      body: uploadForm('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>', 'dot.svg', 'image/svg+xml'),
      auth: member,
    });
    expect(svg.status).toBe(415);
    expect(svg.body.error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('refuses files of other types, unreadable images and missing files', async () => {
    const text = await server.api('POST', '/media-assets', { body: uploadForm('just words', 'notes.txt', 'text/plain'), auth: member });
    expect(text.status).toBe(415);
    expect(text.body.error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(text.body.error.message).toContain('text/plain');

    const mine = () => server.db.mediaAsset.count({ where: { uploadedById: member.userId } });
    const before = await mine();
    const garbage = await server.api('POST', '/media-assets', {
      body: uploadForm('this is not a png at all', 'fake.png', 'image/png'),
      auth: member,
    });
    expect(garbage.status).toBe(415);
    expect(garbage.body.error).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'The file could not be read as the type it claims to be',
    });

    const onlyDescription = new FormData();
    onlyDescription.append('description', 'Where is the file?');
    const noFile = await server.api('POST', '/media-assets', { body: onlyDescription, auth: member });
    expect(noFile.status).toBe(400);
    expect(noFile.body.error.details).toEqual([{ field: 'file', message: 'Choose a file to upload' }]);
    const empty = await server.api('POST', '/media-assets', { body: uploadForm('', 'empty.png', 'image/png'), auth: member });
    expect(empty.status).toBe(400);
    expect(empty.body.error.details).toEqual([{ field: 'file', message: 'Choose a file to upload' }]);
    const json = await server.api('POST', '/media-assets', { body: { file: 'red.png' }, auth: member });
    expect(json.status).toBe(400);
    expect(json.body.error.details).toEqual([{ field: 'file', message: 'Send the file as multipart/form-data' }]);

    const png = await redPng();
    const longDescription = await server.api('POST', '/media-assets', {
      body: uploadForm(png, 'red.png', 'image/png', 'd'.repeat(501)),
      auth: member,
    });
    expect(longDescription.status).toBe(400);
    expect(longDescription.body.error.details).toEqual([{ field: 'description', message: 'Must be at most 500 characters' }]);
    expect(await mine()).toBe(before);
  });

  it('refuses files above MEDIA_MAX_BYTES with 413', async () => {
    const small = await startTestServer({ MEDIA_MAX_BYTES: '1000' });
    try {
      const noisy = await sharp({
        create: { width: 64, height: 64, channels: 3, background: '#000000', noise: { type: 'gaussian', mean: 128, sigma: 60 } },
      })
        .png()
        .toBuffer();
      expect(noisy.length).toBeGreaterThan(1000);
      const uploader = await small.signUp();
      const tooLarge = await small.api('POST', '/media-assets', { body: uploadForm(noisy, 'noise.png', 'image/png'), auth: uploader });
      expect(tooLarge.status).toBe(413);
      expect(tooLarge.body.error).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: 'The upload is larger than allowed' });
      const viaGraphql = await gqlUpload(small, noisy, 'noise.png', 'image/png', uploader);
      expect(viaGraphql.data.uploadMediaAsset).toEqual({
        __typename: 'AppError',
        code: 'PAYLOAD_TOO_LARGE',
        message: 'The upload is larger than allowed',
      });
      expect(await small.db.mediaAsset.count({ where: { uploadedById: uploader.userId } })).toBe(0);

      // A picture under the limit still goes through on the same server.
      const png = await redPng();
      expect(png.length).toBeLessThan(1000);
      const ok = await small.api('POST', '/media-assets', { body: uploadForm(png, 'red.png', 'image/png'), auth: uploader });
      expect(ok.status).toBe(201);
    } finally {
      await small.close();
    }
  });

  it('works over GraphQL', async () => {
    const { asset } = await uploadPng(server, member, 'For GraphQL');
    const query = `query($id: ID!) { mediaAsset(mediaAssetId: $id) { mediaAssetId fileName filePath fileUrl fileFormat fileSize width height thumbHash thumbnailUrl srcSet description } }`;
    const read = await server.gql(query, { id: asset.mediaAssetId });
    expect(read.errors).toBeUndefined();
    expect(read.data.mediaAsset).toEqual(asset);
    const missing = await server.gql(query, { id: 'no-such-asset' });
    expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('uploads over GraphQL multipart requests', async () => {
    const upload = (data: Uint8Array | string, fileName: string, type: string, auth?: Auth) =>
      gqlUpload(server, data, fileName, type, auth);
    const png = await redPng();
    const ok = await upload(png, 'gql.png', 'image/png', member);
    expect(ok.errors).toBeUndefined();
    expect(ok.data.uploadMediaAsset).toEqual({
      __typename: 'MutationUploadMediaAssetSuccess',
      data: {
        mediaAssetId: expect.any(String),
        fileUrl: expect.stringMatching(/^\/media\/.+\.png$/),
        fileFormat: 'png',
        width: 64,
        height: 48,
        thumbHash: expect.any(String),
        description: 'Via GraphQL',
      },
    });
    const file = await fetch(`${server.url}${ok.data.uploadMediaAsset.data.fileUrl}`);
    expect(Buffer.from(await file.arrayBuffer()).equals(png)).toBe(true);
    const text = await upload('words', 'notes.txt', 'text/plain', member);
    expect(text.data.uploadMediaAsset).toMatchObject({ __typename: 'AppError', code: 'UNSUPPORTED_MEDIA_TYPE' });
    const garbage = await upload('not a png', 'fake.png', 'image/png', member);
    expect(garbage.data.uploadMediaAsset).toMatchObject({ __typename: 'AppError', code: 'UNSUPPORTED_MEDIA_TYPE' });
    expect((await upload(png, 'gql.png', 'image/png')).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
