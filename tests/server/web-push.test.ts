// Web Push end to end, with the test as the browser and as its push service: a P-256 key pair and auth secret made
// here are saved as a member's subscription pointing at an HTTP endpoint this test listens on (127.0.0.1). A buddy
// request sent through the API reaches it as a push whose VAPID Authorization is a JWT signed with the server's
// public key for the endpoint's origin, and whose aes128gcm body (RFC 8291) decrypts with the test's private key to
// the inbox item. An endpoint answering 410 is forgotten, unsubscribing stops the pushes, configured VAPID keys are
// the ones used, and without them the server makes one pair and keeps it.
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type Auth, type TestServer } from '../support/server.js';
import { userNameOf } from '../support/social.js';
import { until } from '../support/subscription.js';

/** A browser's side of a subscription: its key pair and auth secret. */
function browserKeys() {
  const ecdh = crypto.createECDH('prime256v1');
  const publicKey = ecdh.generateKeys();
  return { ecdh, publicKey, auth: crypto.randomBytes(16) };
}
type BrowserKeys = ReturnType<typeof browserKeys>;

interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A push service on loopback: records each request and answers with the status `answer` gives for it. */
async function pushService(answer: (request: Received) => number = () => 201) {
  const received: Received[] = [];
  const service = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const push = { path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) };
      received.push(push);
      response.writeHead(answer(push)).end();
    });
  });
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
  return { origin, received, close: () => new Promise<void>((resolve) => service.close(() => resolve())) };
}

/** RFC 8291: the aes128gcm record (RFC 8188) opened with the browser's private key and auth secret. */
function decrypt(body: Buffer, keys: BrowserKeys): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const keyIdLength = body[20]!;
  const serverPublicKey = body.subarray(21, 21 + keyIdLength);
  const record = body.subarray(21 + keyIdLength);
  expect(keyIdLength).toBe(65);
  expect(record.length).toBeLessThanOrEqual(recordSize);
  const ecdhSecret = keys.ecdh.computeSecret(serverPublicKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), keys.publicKey, serverPublicKey]);
  const ikm = Buffer.from(crypto.hkdfSync('sha256', ecdhSecret, keys.auth, keyInfo, 32));
  const cek = Buffer.from(crypto.hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(crypto.hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = crypto.createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(-16));
  const plain = Buffer.concat([decipher.update(record.subarray(0, -16)), decipher.final()]);
  // The single (last) record ends with the delimiter 2, then any zero padding.
  let end = plain.length - 1;
  while (plain[end] === 0) end -= 1;
  expect(plain[end]).toBe(2);
  return plain.subarray(0, end).toString('utf8');
}

/** RFC 8292: `vapid t=<JWT>, k=<public key>`; the JWT's ES256 signature checks with that key. */
function vapidClaims(authorization: string | undefined, expectedKey: string) {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  expect(match, authorization).not.toBeNull();
  const [, token, key] = match!;
  expect(key).toBe(expectedKey);
  const [header, payload, signature] = token!.split('.') as [string, string, string];
  const point = Buffer.from(key!, 'base64url');
  const publicKey = crypto.createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') },
    format: 'jwk',
  });
  const signed = crypto.verify(
    'sha256',
    Buffer.from(`${header}.${payload}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  expect(signed, 'the JWT is signed with the server’s VAPID key').toBe(true);
  expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toMatchObject({ alg: 'ES256', typ: 'JWT' });
  return JSON.parse(Buffer.from(payload, 'base64url').toString()) as { aud: string; exp: number; sub: string };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function subscribeBrowser(target: TestServer, auth: Auth, endpoint: string, keys: BrowserKeys) {
  const saved = await target.api('POST', '/push-subscriptions', {
    auth,
    body: { endpoint, expirationTime: null, keys: { p256dh: keys.publicKey.toString('base64url'), auth: keys.auth.toString('base64url') } },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(201);
  return saved.body.data as { pushSubscriptionId: string; endpoint: string };
}

async function ask(target: TestServer, from: Auth, to: Auth) {
  const response = await target.api('POST', '/buddies/requests', { auth: from, body: { userName: await userNameOf(target, to) } });
  expect(response.status).toBe(201);
}

describe('a push for each inbox item', () => {
  it('reaches the member’s endpoint signed for its origin and encrypted for their browser; a 410 forgets it', async () => {
    let gone = false;
    const service = await pushService(() => (gone ? 410 : 201));
    try {
      const [ana, ben, cy] = [await server.signUp(), await server.signUp(), await server.signUp()];
      const keys = browserKeys();
      const endpoint = `${service.origin}/push/${crypto.randomUUID()}`;
      await subscribeBrowser(server, ben, endpoint, keys);
      const serverKey = (await server.api('GET', '/push-subscriptions/key', { auth: ben })).body.data.publicKey as string;
      expect((await server.gql('{ webPushKey { publicKey } }', {}, ben)).data.webPushKey.publicKey).toBe(serverKey);

      await ask(server, ana, ben);
      await until(() => service.received.length === 1, 'the push');
      const [push] = service.received;
      expect(push!.path).toBe(new URL(endpoint).pathname);
      expect(push!.headers['content-encoding']).toBe('aes128gcm');
      expect(Number(push!.headers.ttl)).toBeGreaterThan(0);
      const claims = vapidClaims(push!.headers.authorization, serverKey);
      expect(claims.aud).toBe(service.origin);
      expect(claims.sub).toMatch(/^(mailto:|https:)/);
      expect(claims.exp * 1000).toBeGreaterThan(Date.now());
      expect(claims.exp * 1000).toBeLessThanOrEqual(Date.now() + 24 * 3600 * 1000);

      const [item] = (await server.api('GET', '/activities', { auth: ben })).body.data.items;
      const anaName = await userNameOf(server, ana);
      expect(JSON.parse(decrypt(push!.body, keys))).toEqual({
        activityId: item.activityId,
        title: `${anaName} wants to be your workout buddy`,
        body: '',
        url: '/buddies',
      });

      // The push service has forgotten the browser: so does the server, and nothing more is sent there.
      gone = true;
      await ask(server, cy, ben);
      await until(() => service.received.length === 2, 'the second push');
      // The answer is handled once it arrives, after the request that caused the push was answered.
      for (let tries = 0; tries < 100 && (await server.db.pushSubscription.count({ where: { endpoint } })); tries += 1) await pause(20);
      expect(await server.db.pushSubscription.count({ where: { endpoint } })).toBe(0);
      expect((await server.api('DELETE', `/push-subscriptions?endpoint=${encodeURIComponent(endpoint)}`, { auth: ben })).status).toBe(404);
    } finally {
      await service.close();
    }
  });

  it('is worded in the recipient’s language, whatever the language of the member whose act caused it', async () => {
    const service = await pushService(() => 201);
    try {
      const [ana, ben] = [await server.signUp(), await server.signUp()];
      expect((await server.api('PUT', '/user', { auth: ben, body: { language: 'es-ES' } })).status).toBe(200);
      const keys = browserKeys();
      await subscribeBrowser(server, ben, `${service.origin}/push/${crypto.randomUUID()}`, keys);
      await ask(server, ana, ben);
      await until(() => service.received.length === 1, 'the push');
      const anaName = await userNameOf(server, ana);
      expect(JSON.parse(decrypt(service.received[0]!.body, keys))).toMatchObject({
        title: `${anaName} quiere ser tu compañero de entrenamiento`,
        url: '/buddies',
      });
    } finally {
      await service.close();
    }
  });

  it('stops when the browser unsubscribes; a browser signed in by another member is theirs from then on', async () => {
    const service = await pushService();
    try {
      const [dee, eli, fay] = [await server.signUp(), await server.signUp(), await server.signUp()];
      const endpoint = `${service.origin}/push/${crypto.randomUUID()}`;
      await subscribeBrowser(server, dee, endpoint, browserKeys());
      // The same browser, now with eli signed in: eli's news goes there, dee's does not.
      await subscribeBrowser(server, eli, endpoint, browserKeys());
      expect((await server.api('DELETE', `/push-subscriptions?endpoint=${encodeURIComponent(endpoint)}`, { auth: dee })).status).toBe(404);
      await ask(server, fay, dee);
      await ask(server, fay, eli);
      await until(() => service.received.length === 1, 'eli’s push');

      const removed = await server.gql('mutation($e: String!) { deletePushSubscription(endpoint: $e) }', { e: endpoint }, eli);
      expect(removed.data.deletePushSubscription).toBe(true);
      const gus = await server.signUp();
      await ask(server, gus, eli);
      expect((await server.api('GET', '/activities', { auth: eli })).body.data.items).toHaveLength(2);
      // Time enough for a push, had one been sent.
      await pause(500);
      expect(service.received).toHaveLength(1);
    } finally {
      await service.close();
    }
  });
});

describe('saving a subscription', () => {
  it('refuses what no browser sends, with the same fields named through REST and GraphQL', async () => {
    const member = await server.signUp();
    const keys = browserKeys();
    const good = { p256dh: keys.publicKey.toString('base64url'), auth: keys.auth.toString('base64url') };
    const cases: [unknown, string][] = [
      [{ endpoint: 'http://push.example.com/x', keys: good }, 'endpoint'],
      [{ endpoint: 'not a url', keys: good }, 'endpoint'],
      [{ endpoint: 'https://push.example.com/x', keys: { ...good, p256dh: Buffer.alloc(65, 4).toString('base64url') } }, 'keys.p256dh'],
      [{ endpoint: 'https://push.example.com/x', keys: { ...good, auth: 'c2hvcnQ' } }, 'keys.auth'],
    ];
    for (const [body, field] of cases) {
      const rest = await server.api('POST', '/push-subscriptions', { auth: member, body });
      expect(rest.status, JSON.stringify(body)).toBe(400);
      expect(rest.body.error.details.map((detail: { field: string }) => detail.field)).toEqual([field]);
      const gql = await server.gql(
        'mutation($s: PushSubscriptionInput!) { savePushSubscription(subscription: $s) { pushSubscriptionId } }',
        { s: body },
        member,
      );
      expect(gql.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect((gql.errors?.[0]?.extensions as { details: { field: string }[] }).details.map((detail) => detail.field)).toEqual([field]);
    }
    const saved = await server.gql(
      'mutation($s: PushSubscriptionInput!) { savePushSubscription(subscription: $s) { endpoint } }',
      { s: { endpoint: 'https://push.example.com/ok', keys: good } },
      member,
    );
    expect(saved.data.savePushSubscription.endpoint).toBe('https://push.example.com/ok');
  });
});

describe('VAPID keys', () => {
  it('are made once and kept: another instance over the same database signs with the same pair', async () => {
    const member = await server.signUp();
    const first = (await server.api('GET', '/push-subscriptions/key', { auth: member })).body.data.publicKey;
    const other = await startTestServer();
    try {
      expect((await other.api('GET', '/push-subscriptions/key', { auth: member })).body.data.publicKey).toBe(first);
    } finally {
      await other.close();
    }
  });

  it('come from VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT when they are set', async () => {
    const ecdh = crypto.createECDH('prime256v1');
    const publicKey = ecdh.generateKeys().toString('base64url');
    // The private scalar as its 32 bytes, leading zeros included.
    const privateKey = Buffer.concat([Buffer.alloc(32), ecdh.getPrivateKey()])
      .subarray(-32)
      .toString('base64url');
    const configured = await startTestServer({
      VAPID_PUBLIC_KEY: publicKey,
      VAPID_PRIVATE_KEY: privateKey,
      VAPID_SUBJECT: 'https://liftmates.example/contact',
    });
    const service = await pushService();
    try {
      const [hal, ivy] = [await configured.signUp(), await configured.signUp()];
      expect((await configured.api('GET', '/push-subscriptions/key', { auth: ivy })).body.data.publicKey).toBe(publicKey);
      await subscribeBrowser(configured, ivy, `${service.origin}/push/${crypto.randomUUID()}`, browserKeys());
      await ask(configured, hal, ivy);
      await until(() => service.received.length === 1, 'the push');
      expect(vapidClaims(service.received[0]!.headers.authorization, publicKey)).toMatchObject({
        aud: service.origin,
        sub: 'https://liftmates.example/contact',
      });
    } finally {
      await service.close();
      await configured.close();
    }
  });
});
