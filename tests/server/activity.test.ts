// The activity inbox over HTTP, through REST and GraphQL alike: who hears of a buddy request, an acceptance, props,
// a comment and a buddy's records (and who does not: the giver, strangers, PRIVATE logs, blocked members), the bell's
// count and the waiting requests, seen and read, paging, another member's item, and new items arriving live on the
// recipient's activity channel, on one instance and across two sharing Redis.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type Auth, type TestServer } from '../support/server.js';
import { benchLog } from '../support/logs.js';
import { makeBuddies, userNameOf } from '../support/social.js';
import { subscribe, until } from '../support/subscription.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

interface Item {
  activityId: string;
  kind: string;
  createdAt: string;
  seenAt: string | null;
  readAt: string | null;
  actor: { userId: string; userName: string };
  buddyStatus: string;
  buddyshipId: string | null;
  feedItemId: string | null;
  feedItemContentType: string | null;
  workoutLogId: string | null;
  workoutLogTitle: string | null;
  commentBody: string | null;
  recordCount: number | null;
  trainingSessionId: string | null;
}

const FIELDS = `activityId kind createdAt seenAt readAt actor { userId userName displayName creatorProfileId profilePhotoUrl } buddyStatus buddyshipId feedItemId
  feedItemContentType workoutLogId workoutLogTitle workoutId programId commentBody recordCount trainingSessionId`;

async function inbox(auth: Auth, query = ''): Promise<{ items: Item[]; nextCursor: string | null }> {
  const response = await server.api('GET', `/activities${query}`, { auth });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data;
}

/** The inbox through both APIs, which must agree item for item. */
async function inboxBoth(auth: Auth): Promise<Item[]> {
  const { items } = await inbox(auth, '?limit=100');
  const answer = await server.gql(`{ activities(first: 100) { edges { node { ${FIELDS} } } } }`, {}, auth);
  expect(answer.errors).toBeUndefined();
  const nodes = answer.data.activities.edges.map((edge: { node: unknown }) => edge.node);
  expect(nodes).toEqual(items);
  return items;
}

async function badge(auth: Auth) {
  const rest = (await server.api('GET', '/activities/badge', { auth })).body.data;
  const gql = (await server.gql('{ inboxBadge { unseenCount buddyRequestCount } }', {}, auth)).data.inboxBadge;
  expect(gql).toEqual(rest);
  return rest as { unseenCount: number; buddyRequestCount: number };
}

async function ask(from: Auth, to: Auth) {
  const response = await server.api('POST', '/buddies/requests', { auth: from, body: { userName: await userNameOf(server, to) } });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data.buddyshipId as string;
}

async function post(auth: Auth, message: string) {
  const response = await server.api('POST', '/feed', { auth, body: { message } });
  expect(response.status).toBe(201);
  return response.body.data.feedItemId as string;
}

const finishedLog = (auth: Auth, visibility: string, kg: number) => benchLog(server, auth, { kg, visibility, title: `Bench ${kg}` });

describe('who hears of what', () => {
  it('a request reaches the member asked, with its answer buttons’ state; the acceptance reaches the one who asked', async () => {
    const [ana, ben] = [await server.signUp(), await server.signUp()];
    const buddyshipId = await ask(ana, ben);
    expect(await inboxBoth(ana)).toEqual([]);
    const [request] = await inboxBoth(ben);
    expect(request).toMatchObject({
      kind: 'BUDDY_REQUEST',
      actor: { userId: ana.userId, userName: await userNameOf(server, ana) },
      buddyStatus: 'REQUEST_RECEIVED',
      buddyshipId,
      seenAt: null,
      readAt: null,
    });
    expect(await badge(ben)).toEqual({ unseenCount: 1, buddyRequestCount: 1 });
    expect(await badge(ana)).toEqual({ unseenCount: 0, buddyRequestCount: 0 });

    // Sending the request again adds nothing; accepting it tells the one who asked, and the request needs no more
    // attention: it is seen and read, and its actor is a buddy now.
    await ask(ana, ben);
    expect(await inboxBoth(ben)).toHaveLength(1);
    const accepted = await server.gql(
      'mutation($id: ID!) { acceptBuddyRequest(buddyshipId: $id) { ... on MutationAcceptBuddyRequestSuccess { data { status } } } }',
      { id: buddyshipId },
      ben,
    );
    expect(accepted.data.acceptBuddyRequest.data.status).toBe('BUDDIES');
    const [answered] = await inboxBoth(ben);
    expect(answered).toMatchObject({ activityId: request!.activityId, buddyStatus: 'BUDDIES' });
    expect(answered!.readAt).not.toBeNull();
    expect(answered!.seenAt).not.toBeNull();
    expect(await badge(ben)).toEqual({ unseenCount: 0, buddyRequestCount: 0 });
    expect(await inboxBoth(ana)).toEqual([
      expect.objectContaining({ kind: 'BUDDY_ACCEPTED', actor: expect.objectContaining({ userId: ben.userId }), buddyStatus: 'BUDDIES' }),
    ]);
  });

  it('asking a member who already asked you tells them you accepted; a declined request leaves the inbox', async () => {
    const [cy, dee, eli] = [await server.signUp(), await server.signUp(), await server.signUp()];
    await ask(cy, dee);
    await ask(dee, cy);
    expect((await inboxBoth(cy)).map((item) => [item.kind, item.actor.userId])).toEqual([['BUDDY_ACCEPTED', dee.userId]]);

    const buddyshipId = await ask(eli, dee);
    expect((await inboxBoth(dee)).map((item) => item.kind)).toEqual(['BUDDY_REQUEST', 'BUDDY_REQUEST']);
    expect((await server.api('POST', `/buddies/requests/${buddyshipId}/decline`, { auth: dee })).status).toBe(204);
    expect((await inboxBoth(dee)).map((item) => item.actor.userId)).toEqual([cy.userId]);
  });

  it('props and comments reach the item’s author once, never the giver; props taken back and comments deleted leave', async () => {
    const [fay, gus] = [await server.signUp(), await server.signUp()];
    await makeBuddies(server, fay, gus);
    const feedItemId = await post(fay, 'New squat PR incoming');
    await server.api('PUT', `/feed/${feedItemId}/props`, { auth: fay });
    await server.api('PUT', `/feed/${feedItemId}/props`, { auth: gus });
    await server.gql(
      'mutation($id: ID!) { giveProps(feedItemId: $id) { ... on MutationGivePropsSuccess { data { propCount } } } }',
      { id: feedItemId },
      gus,
    );
    const comment = await server.api('POST', `/feed/${feedItemId}/comments`, { auth: gus, body: { body: 'Go get it!' } });
    await server.api('POST', `/feed/${feedItemId}/comments`, { auth: fay, body: { body: 'Thanks' } });
    const items = await inboxBoth(fay);
    expect(items.map((item) => [item.kind, item.actor.userId, item.feedItemId, item.feedItemContentType, item.commentBody])).toEqual([
      ['COMMENT', gus.userId, feedItemId, 'MESSAGE', 'Go get it!'],
      ['PROPS', gus.userId, feedItemId, 'MESSAGE', null],
      ['BUDDY_ACCEPTED', gus.userId, null, null, null],
    ]);
    // The giver hears of nothing (the request in their inbox came from making them buddies).
    expect((await inboxBoth(gus)).map((item) => item.kind)).toEqual(['BUDDY_REQUEST']);

    await server.api('DELETE', `/feed/${feedItemId}/props`, { auth: gus });
    await server.api('DELETE', `/feed/${feedItemId}/comments/${comment.body.data.feedCommentId}`, { auth: gus });
    expect((await inboxBoth(fay)).map((item) => item.kind)).toEqual(['BUDDY_ACCEPTED']);
  });

  it('a buddy’s finished log that broke records reaches each buddy once, and leaves when the log turns PRIVATE', async () => {
    const [hal, ivy, jon, kim] = [await server.signUp(), await server.signUp(), await server.signUp(), await server.signUp()];
    await makeBuddies(server, hal, ivy);
    await makeBuddies(server, hal, jon);
    const baseline = await finishedLog(hal, 'BUDDIES', 60);
    const heavier = await finishedLog(hal, 'BUDDIES', 100);
    expect(heavier.personalRecordCount).toBeGreaterThan(0);
    // Ending again changes nothing, and so tells nobody again.
    await server.api('PUT', `/workout-logs/${heavier.logId}?action=End`, { auth: hal, body: {} });
    const secret = await finishedLog(hal, 'PRIVATE', 140);
    expect(secret.personalRecordCount).toBeGreaterThan(0);

    for (const buddy of [ivy, jon]) {
      const records = (await inboxBoth(buddy)).filter((item) => item.kind === 'RECORDS');
      const expected = [heavier, ...(baseline.personalRecordCount ? [baseline] : [])];
      expect(records.map((item) => [item.workoutLogId, item.recordCount, item.workoutLogTitle, item.actor.userId])).toEqual(
        expected.map((log) => [log.logId, log.personalRecordCount, log.logId === heavier.logId ? 'Bench 100' : 'Bench 60', hal.userId]),
      );
    }
    expect(await inboxBoth(kim)).toEqual([]);
    expect((await inboxBoth(hal)).filter((item) => item.kind === 'RECORDS')).toEqual([]);

    await server.api('PUT', `/workout-logs/${heavier.logId}`, { auth: hal, body: { visibility: 'PRIVATE' } });
    expect((await inboxBoth(ivy)).filter((item) => item.workoutLogId === heavier.logId)).toEqual([]);
  });

  it('hides a blocked member’s items from the inbox and the count, whoever blocked whom', async () => {
    const [lea, max] = [await server.signUp(), await server.signUp()];
    await makeBuddies(server, lea, max);
    const leaItem = await post(lea, 'Deadlifts today');
    const maxItem = await post(max, 'Rest day');
    await server.api('PUT', `/feed/${leaItem}/props`, { auth: max });
    await server.api('PUT', `/feed/${maxItem}/props`, { auth: lea });
    expect((await inboxBoth(lea)).map((item) => item.kind)).toEqual(['PROPS', 'BUDDY_ACCEPTED']);
    expect((await inboxBoth(max)).map((item) => item.kind)).toEqual(['PROPS', 'BUDDY_REQUEST']);
    expect((await badge(lea)).unseenCount).toBe(2);

    const blocked = await server.api('POST', '/buddies/blocks', { auth: lea, body: { userName: await userNameOf(server, max) } });
    expect(blocked.status).toBe(204);
    expect(await inboxBoth(lea)).toEqual([]);
    expect(await inboxBoth(max)).toEqual([]);
    expect(await badge(lea)).toEqual({ unseenCount: 0, buddyRequestCount: 0 });
    expect(await badge(max)).toEqual({ unseenCount: 0, buddyRequestCount: 0 });

    // Lifting the block does not bring back what it ended (the buddyship and its news); the props were never taken
    // back, so they show again.
    await server.api('DELETE', `/buddies/blocks/${max.userId}`, { auth: lea });
    expect((await inboxBoth(lea)).map((item) => item.kind)).toEqual(['PROPS']);
  });
});

describe('seen and read', () => {
  it('opening the inbox quiets the bell; one item or all are marked read; the count counts only what came since', async () => {
    const [ned, ola, pia] = [await server.signUp(), await server.signUp(), await server.signUp()];
    await ask(ola, ned);
    await ask(pia, ned);
    expect(await badge(ned)).toEqual({ unseenCount: 2, buddyRequestCount: 2 });

    const seen = await server.api('POST', '/activities/seen', { auth: ned });
    expect(seen.body.data).toEqual({ unseenCount: 0, buddyRequestCount: 2 });
    const items = await inboxBoth(ned);
    expect(items.every((item) => item.seenAt && !item.readAt)).toBe(true);

    const one = await server.gql(
      `mutation($id: ID!) { markActivityRead(activityId: $id) { ${FIELDS} } }`,
      { id: items[0]!.activityId },
      ned,
    );
    expect(one.data.markActivityRead.readAt).not.toBeNull();
    const viaRest = await server.api('POST', `/activities/${items[0]!.activityId}/read`, { auth: ned });
    expect(viaRest.body.data.readAt).toBe(one.data.markActivityRead.readAt);

    const qua = await server.signUp();
    await ask(qua, ned);
    expect((await badge(ned)).unseenCount).toBe(1);
    const all = await server.gql('mutation { markAllActivitiesRead { unseenCount buddyRequestCount } }', {}, ned);
    expect(all.data.markAllActivitiesRead).toEqual({ unseenCount: 0, buddyRequestCount: 3 });
    expect((await inboxBoth(ned)).every((item) => item.readAt && item.seenAt)).toBe(true);
  });

  it('answers another member’s item as unknown, through both APIs', async () => {
    const [rae, sol] = [await server.signUp(), await server.signUp()];
    await ask(rae, sol);
    const [item] = (await inbox(sol)).items;
    expect((await server.api('POST', `/activities/${item!.activityId}/read`, { auth: rae })).status).toBe(404);
    const answer = await server.gql('mutation($id: ID!) { markActivityRead(activityId: $id) { readAt } }', { id: item!.activityId }, rae);
    expect(answer.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await inbox(sol)).items[0]!.readAt).toBeNull();
  });

  it('counts up to 100, in a number of statements that does not grow with the history', async () => {
    const [tom, uma] = [await server.signUp(), await server.signUp()];
    await makeBuddies(server, tom, uma);
    const feedItemId = await post(tom, 'Form check please');
    const comment = (n: number) => server.api('POST', `/feed/${feedItemId}/comments`, { auth: uma, body: { body: `Note ${n}` } });
    await comment(0);
    server.statements.reset();
    expect((await badge(tom)).unseenCount).toBe(2);
    const few = server.statements.count;
    for (let n = 1; n <= 100; n += 1) await comment(n);
    server.statements.reset();
    expect((await badge(tom)).unseenCount).toBe(100);
    expect(server.statements.count).toBe(few);
  });
});

interface Connection {
  edges: { node: { activityId: string } }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

describe('paging', () => {
  it('walks the inbox newest first with the same cursors through REST and GraphQL', async () => {
    const [vic, wes] = [await server.signUp(), await server.signUp()];
    await makeBuddies(server, vic, wes);
    const feedItemId = await post(vic, 'Bench day');
    for (const n of [1, 2, 3, 4]) await server.api('POST', `/feed/${feedItemId}/comments`, { auth: wes, body: { body: `Comment ${n}` } });
    const bodies: (string | null)[] = [];
    let cursor: string | null = null;
    let after: string | null = null;
    do {
      const page: { items: Item[]; nextCursor: string | null } = await inbox(vic, `?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      const answer: { data: { activities: Connection } } = await server.gql(
        'query($after: String) { activities(first: 2, after: $after) { edges { node { activityId } } pageInfo { hasNextPage endCursor } } }',
        { after },
        vic,
      );
      const connection = answer.data.activities;
      expect(connection.edges.map((edge) => edge.node.activityId)).toEqual(page.items.map((item) => item.activityId));
      expect(connection.pageInfo.hasNextPage).toBe(!!page.nextCursor);
      bodies.push(...page.items.map((item) => item.commentBody));
      cursor = page.nextCursor;
      after = connection.pageInfo.endCursor;
    } while (cursor);
    expect(bodies).toEqual(['Comment 4', 'Comment 3', 'Comment 2', 'Comment 1', null]);
    expect((await server.api('GET', '/activities?cursor=%21%21', { auth: vic })).status).toBe(400);
  });
});

const LIVE = `subscription { inboxUpdated { badge { unseenCount buddyRequestCount } activity { activityId kind actor { userId } buddyStatus } } }`;
interface LiveUpdate {
  badge: { unseenCount: number; buddyRequestCount: number };
  activity: { activityId: string; kind: string; actor: { userId: string }; buddyStatus: string } | null;
}

describe('live', () => {
  it('opens with the numbers, then delivers each new item with them on its recipient’s channel only', async () => {
    const [xan, yul, zed] = [await server.signUp(), await server.signUp(), await server.signUp()];
    await ask(xan, zed);
    const recipient = await subscribe<LiveUpdate>(server, yul, LIVE, 'inboxUpdated');
    const bystander = await subscribe<LiveUpdate>(server, zed, LIVE, 'inboxUpdated');
    try {
      const opening = { activity: null, badge: { unseenCount: 0, buddyRequestCount: 0 } };
      await until(() => recipient.received.length === 1 && bystander.received.length === 1, 'the opening numbers');
      expect(recipient.received).toEqual([opening]);
      expect(bystander.received).toEqual([{ ...opening, badge: { unseenCount: 1, buddyRequestCount: 1 } }]);
      // Sent the moment the subscription has answered: the channel already listens.
      await ask(xan, yul);
      await until(() => recipient.received.length === 2, 'the request');
      const [item] = (await inbox(yul)).items;
      expect(recipient.received[1]).toEqual({
        badge: { unseenCount: 1, buddyRequestCount: 1 },
        activity: { activityId: item!.activityId, kind: 'BUDDY_REQUEST', actor: { userId: xan.userId }, buddyStatus: 'REQUEST_RECEIVED' },
      });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(bystander.received).toHaveLength(1);
    } finally {
      recipient.close();
      bystander.close();
    }
    const anonymous = await server.gql(LIVE.replace('subscription', 'subscription Anonymous'), {}, null);
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('reaches a member listening on another instance through Redis', async () => {
    const redis = { REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379' };
    const [one, two] = [await startTestServer(redis), await startTestServer(redis)];
    try {
      const [amy, bo] = [await one.signUp(), await one.signUp()];
      const live = await subscribe<LiveUpdate>(one, bo, LIVE, 'inboxUpdated');
      try {
        // Give the subscription a moment to reach Redis before anything is published.
        await new Promise((resolve) => setTimeout(resolve, 300));
        await two.api('POST', '/buddies/requests', { auth: amy, body: { userName: await userNameOf(two, bo) } });
        await until(() => live.received.length === 2, 'the request through Redis');
        expect(live.received[1]).toMatchObject({
          badge: { unseenCount: 1 },
          activity: { kind: 'BUDDY_REQUEST', actor: { userId: amy.userId } },
        });
      } finally {
        live.close();
        // Let the server see the stream go and unsubscribe before its Redis connections close.
        await new Promise((resolve) => setTimeout(resolve, 300));
      }
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });
});
