// Web Push (VAPID, RFC 8292; payloads encrypted as aes128gcm, RFC 8291): a member's browsers that agreed to
// notifications get each new inbox item as a push. web-push encrypts and signs; the request goes out through
// fetch, and a push service that answers 404 or 410 has forgotten the subscription, which goes too.
import crypto from 'node:crypto';
import webpush from 'web-push';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { requireUser } from '../../auth/permissions.js';
import { badInput, notFound } from '../../lib/errors.js';
import { parseInput } from '../../lib/validate.js';
import { activityHref, activityWords, type ActivityFacts } from '../../../common/activity.js';
import { WORDS } from '../../../common/words/index.js';
import { chooseLanguage, type Language } from '../../../common/languages.js';
import { endpointQuery, pushSubscriptionInput } from './schemas.js';

type PushContext = Pick<AppContext, 'db' | 'config' | 'log'>;
interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** How long a push service keeps trying a browser that is offline: a day, after which the news is stale. */
const PUSH_TTL_SECONDS = 24 * 60 * 60;
const PUSH_TIMEOUT_MS = 10_000;
const VAPID_KEY_NAME = 'vapid';

const storedKeys = new WeakMap<Db, Promise<VapidKeys>>();

/** The configured key pair, or the one this database keeps (made on first use, then shared by every instance). */
export function vapidKeys(ctx: Pick<AppContext, 'db' | 'config'>): Promise<VapidKeys> {
  if (ctx.config.webPush.keys) return Promise.resolve(ctx.config.webPush.keys);
  let keys = storedKeys.get(ctx.db);
  if (!keys) {
    keys = readOrMakeKeys(ctx.db);
    storedKeys.set(ctx.db, keys);
    keys.catch(() => storedKeys.delete(ctx.db));
  }
  return keys;
}

async function readOrMakeKeys(db: Db): Promise<VapidKeys> {
  const read = () => db.serverKey.findUnique({ where: { name: VAPID_KEY_NAME } });
  let row = await read();
  if (!row) {
    // Two instances starting together may both make a pair: the first stored wins, and both read it back.
    await db.serverKey
      .create({ data: { name: VAPID_KEY_NAME, value: JSON.stringify(webpush.generateVAPIDKeys()) } })
      .catch((error: unknown) => {
        if ((error as { code?: string }).code !== 'P2002') throw error;
      });
    row = await read();
  }
  const { publicKey, privateKey } = JSON.parse(row!.value) as VapidKeys;
  return { publicKey, privateKey };
}

/** What a browser needs to subscribe: the server's public key (the applicationServerKey). */
export async function webPushKey(ctx: AppContext) {
  requireUser(ctx);
  return { publicKey: (await vapidKeys(ctx)).publicKey };
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Push services are HTTPS. Outside production a push service on this machine may speak plain HTTP (a local one for
 * development or a test's), which is never another host's.
 */
function checkEndpoint(ctx: AppContext, endpoint: string) {
  const url = new URL(endpoint);
  const secure = url.protocol === 'https:';
  const local = url.protocol === 'http:' && LOOPBACK.has(url.hostname) && !ctx.config.isProduction;
  if ((!secure && !local) || url.username || url.password)
    throw badInput('endpoint: Must be a push service’s https: address', [
      { field: 'endpoint', message: 'Must be a push service’s https: address' },
    ]);
}

function checkPublicKey(p256dh: string) {
  try {
    crypto.ECDH.convertKey(Buffer.from(p256dh, 'base64url'), 'prime256v1');
  } catch {
    throw badInput('keys.p256dh: Not a point on P-256', [{ field: 'keys.p256dh', message: 'Not a point on P-256' }]);
  }
}

const subscriptionJson = (row: { pushSubscriptionId: string; endpoint: string; createdAt: Date }) => ({
  pushSubscriptionId: row.pushSubscriptionId,
  endpoint: row.endpoint,
  createdAt: row.createdAt,
});

/** Keeps a browser's subscription for the viewer; a browser someone else signed in on before is the viewer's now. */
export async function savePushSubscription(ctx: AppContext, rawInput: unknown) {
  const viewer = requireUser(ctx);
  const input = parseInput(pushSubscriptionInput, rawInput);
  checkEndpoint(ctx, input.endpoint);
  checkPublicKey(input.keys.p256dh);
  const data = { userId: viewer.userId, p256dh: input.keys.p256dh, auth: input.keys.auth };
  const row = await ctx.db.pushSubscription.upsert({
    where: { endpoint: input.endpoint },
    create: { endpoint: input.endpoint, ...data },
    update: data,
  });
  return subscriptionJson(row);
}

/** The browser unsubscribed (or the member turned pushes off): nothing more goes to it. */
export async function deletePushSubscription(ctx: AppContext, rawQuery: unknown) {
  const viewer = requireUser(ctx);
  const { endpoint } = parseInput(endpointQuery, rawQuery ?? {});
  const { count } = await ctx.db.pushSubscription.deleteMany({ where: { endpoint, userId: viewer.userId } });
  if (!count) throw notFound('Push subscription');
}

/** What the service worker shows (web/public/sw-push.js): the item's words and the page it opens. */
const payloadOf = (activity: ActivityFacts & { activityId: string }, language: Language) => {
  const words = activityWords(activity, language);
  return JSON.stringify({
    activityId: activity.activityId,
    title: words.title || WORDS[language].activity.fallback,
    body: words.detail ?? '',
    url: activityHref(activity),
  });
};

/** Sends each item to every browser its recipient subscribed. Failures are logged: the inbox has the item anyway. */
export async function pushActivities(ctx: PushContext, activities: (ActivityFacts & { activityId: string; recipientId: string })[]) {
  if (!activities.length) return;
  const subscriptions = await ctx.db.pushSubscription.findMany({
    where: { userId: { in: [...new Set(activities.map((activity) => activity.recipientId))] } },
  });
  if (!subscriptions.length) return;
  // Each push is worded in its recipient's language (their setting; English when they chose none).
  const recipients = await ctx.db.user.findMany({
    where: { userId: { in: [...new Set(subscriptions.map((subscription) => subscription.userId))] } },
    select: { userId: true, language: true },
  });
  const languageOf = new Map(recipients.map((recipient) => [recipient.userId, chooseLanguage(recipient.language)]));
  const keys = await vapidKeys(ctx);
  await Promise.all(
    subscriptions.flatMap((subscription) =>
      activities
        .filter((activity) => activity.recipientId === subscription.userId)
        .map((activity) => sendPush(ctx, keys, subscription, payloadOf(activity, languageOf.get(subscription.userId)!))),
    ),
  );
}

async function sendPush(
  ctx: PushContext,
  keys: VapidKeys,
  subscription: { pushSubscriptionId: string; endpoint: string; p256dh: string; auth: string },
  payload: string,
) {
  const origin = new URL(subscription.endpoint).origin;
  try {
    const request = webpush.generateRequestDetails(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      payload,
      { vapidDetails: { subject: ctx.config.webPush.subject, ...keys }, TTL: PUSH_TTL_SECONDS, contentEncoding: 'aes128gcm' },
    );
    // fetch works the length out itself; every other header goes as web-push made it.
    const headers = Object.entries(request.headers as Record<string, string | number>)
      .filter(([name]) => name.toLowerCase() !== 'content-length')
      .map(([name, value]): [string, string] => [name, String(value)]);
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers,
      body: new Uint8Array(request.body),
      redirect: 'manual',
      signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
    });
    await response.body?.cancel();
    if (response.status === 404 || response.status === 410) {
      await ctx.db.pushSubscription.deleteMany({ where: { pushSubscriptionId: subscription.pushSubscriptionId } });
    } else if (!response.ok) {
      ctx.log.warn({ origin, status: response.status }, 'push service refused a push');
    }
  } catch (error) {
    ctx.log.warn({ origin, err: error }, 'push not sent');
  }
}
