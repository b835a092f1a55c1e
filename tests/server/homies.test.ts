// Buddies and the Homies feed over HTTP: requests, accepting, declining, removing and blocking; what reaches whose
// feed (finished logs, records, posts, updates; never a PRIVATE log), its order and paging, props and comments,
// member pages, and new items arriving live through the GraphQL subscription, across two server instances that
// share Redis.
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type Auth, type TestServer } from '../support/server.js';
import { fileDatabaseUrl } from '../support/file-database.js';
import { makeBuddies, userNameOf } from '../support/social.js';

let server: TestServer;

const id = () => randomUUID();

/** A finished log of one bench set, as the logger would leave it. */
async function finishedLog(target: TestServer, auth: Auth, visibility: string, kg = 60) {
  const started = await target.api('POST', '/workout-logs', { auth, body: { workoutLogTitle: `Bench ${visibility}` } });
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  const logId = started.body.data.workoutLogId;
  await target.api('PUT', `/workout-logs/${logId}`, {
    auth,
    body: {
      exercises: [
        {
          workoutLogExerciseId: id(),
          exerciseCode: 'BARBELL_BENCH_PRESS',
          sets: [
            {
              workoutLogSetId: id(),
              completed: true,
              values: [
                { measurementCode: 'WEIGHT', value: kg },
                { measurementCode: 'REPS', value: 5 },
              ],
            },
          ],
        },
      ],
    },
  });
  const ended = await target.api('PUT', `/workout-logs/${logId}?action=End`, { auth, body: { visibility } });
  expect(ended.status, JSON.stringify(ended.body)).toBe(200);
  return logId as string;
}

const feedOf = async (auth: Auth, query = '') => (await server.api('GET', `/feed${query}`, { auth })).body.data;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('buddies', () => {
  it('asks, accepts, lists, declines and removes through REST and GraphQL', async () => {
    const [ana, ben, cy] = [await server.signUp(), await server.signUp(), await server.signUp()];
    const benName = await userNameOf(server, ben);
    const found = await server.api('GET', `/buddies/search?q=${benName.toUpperCase()}`, { auth: ana });
    expect(found.body.data.map((row: { member: { userName: string } }) => row.member.userName)).toContain(benName);

    const request = await server.api('POST', '/buddies/requests', { auth: ana, body: { userName: benName } });
    expect(request.body.data).toMatchObject({ status: 'REQUEST_SENT', member: { userName: benName } });
    const waiting = await server.gql('{ buddies { incoming { buddyshipId member { userId } } } }', {}, ben);
    expect(waiting.data.buddies.incoming).toEqual([{ buddyshipId: request.body.data.buddyshipId, member: { userId: ana.userId } }]);
    expect((await server.api('POST', `/buddies/requests/${request.body.data.buddyshipId}/accept`, { auth: ana })).status).toBe(404);
    const accepted = await server.gql(
      'mutation($id: ID!) { acceptBuddyRequest(buddyshipId: $id) { ... on MutationAcceptBuddyRequestSuccess { data { status } } } }',
      { id: request.body.data.buddyshipId },
      ben,
    );
    expect(accepted.data.acceptBuddyRequest.data.status).toBe('BUDDIES');
    expect(
      (await server.api('GET', '/buddies', { auth: ana })).body.data.buddies.map((b: { member: { userId: string } }) => b.member.userId),
    ).toEqual([ben.userId]);
    const again = await server.api('POST', '/buddies/requests', { auth: ben, body: { userName: await userNameOf(server, ana) } });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('You are already buddies');

    // Asking someone who already asked you makes you buddies at once; declining removes the request.
    const cyName = await userNameOf(server, cy);
    await server.api('POST', '/buddies/requests', { auth: cy, body: { userName: benName } });
    const crossed = await server.api('POST', '/buddies/requests', { auth: ben, body: { userName: cyName } });
    expect(crossed.body.data.status).toBe('BUDDIES');
    const toDecline = await server.api('POST', '/buddies/requests', { auth: cy, body: { userName: await userNameOf(server, ana) } });
    expect((await server.api('POST', `/buddies/requests/${toDecline.body.data.buddyshipId}/decline`, { auth: ana })).status).toBe(204);
    expect((await server.api('GET', '/buddies', { auth: cy })).body.data.outgoing).toEqual([]);

    expect((await server.api('DELETE', `/buddies/${cy.userId}`, { auth: ben })).status).toBe(204);
    expect((await server.api('DELETE', `/buddies/${cy.userId}`, { auth: ben })).status).toBe(404);
    const self = await server.api('POST', '/buddies/requests', { auth: ana, body: { userName: await userNameOf(server, ana) } });
    expect(self.status).toBe(400);
    const bad = await server.api('POST', '/buddies/requests', { auth: ana, body: { userName: '<script>' } });
    expect(bad.status).toBe(400);
  });

  it('blocking ends the buddyship and hides each member from the other', async () => {
    const [dee, eli] = [await server.signUp(), await server.signUp()];
    await makeBuddies(server, dee, eli);
    const eliName = await userNameOf(server, eli);
    const deeName = await userNameOf(server, dee);
    await finishedLog(server, eli, 'PUBLIC');
    expect((await server.api('POST', '/buddies/blocks', { auth: dee, body: { userName: eliName } })).status).toBe(204);
    expect((await server.api('GET', '/buddies', { auth: eli })).body.data.buddies).toEqual([]);
    expect((await server.api('GET', `/buddies/search?q=${eliName}`, { auth: dee })).body.data).toEqual([]);
    expect((await server.api('GET', `/buddies/search?q=${deeName}`, { auth: eli })).body.data).toEqual([]);
    expect((await server.api('GET', `/members/${eliName}`, { auth: dee })).status).toBe(404);
    expect((await server.api('GET', `/members/${deeName}`, { auth: eli })).status).toBe(404);
    expect((await server.api('POST', '/buddies/requests', { auth: eli, body: { userName: deeName } })).status).toBe(404);
    expect((await feedOf(dee)).items).toEqual([]);
    const blocked = await server.gql('{ blockedMembers { member { userName } } }', {}, dee);
    expect(blocked.data.blockedMembers).toEqual([{ member: { userName: eliName } }]);
    expect((await server.api('DELETE', `/buddies/blocks/${eli.userId}`, { auth: dee })).status).toBe(204);
    expect((await server.api('GET', `/members/${eliName}`, { auth: dee })).status).toBe(200);
  });
});

describe('the Homies feed', () => {
  it('shows the viewer’s and buddies’ items newest first, never a PRIVATE log, paged by cursor', async () => {
    const [fay, gus, hal] = [await server.signUp(), await server.signUp(), await server.signUp()];
    await makeBuddies(server, fay, gus);
    // Gus's first bench press (private) sets his baselines; the public one beats them, the lighter one does not.
    const privateLog = await finishedLog(server, gus, 'PRIVATE', 50);
    const publicLog = await finishedLog(server, gus, 'PUBLIC', 60);
    const buddiesLog = await finishedLog(server, gus, 'BUDDIES', 40);
    const post = await server.api('POST', '/feed', { auth: fay, body: { message: 'Deadlift day tomorrow' } });
    expect(post.status).toBe(201);
    await finishedLog(server, hal, 'PUBLIC');

    const feed = await feedOf(fay);
    const shown = feed.items.map((item: { contentType: string; workoutLog: { workoutLogId: string } | null; message: string | null }) => [
      item.contentType,
      item.workoutLog?.workoutLogId ?? item.message,
    ]);
    // One item per finished log, its records in it.
    expect(shown).toEqual([
      ['MESSAGE', 'Deadlift day tomorrow'],
      ['WORKOUT_LOG', buddiesLog],
      ['WORKOUT_LOG', publicLog],
    ]);
    expect(JSON.stringify(feed)).not.toContain(privateLog);
    const logItem = feed.items[2];
    expect(logItem.workoutLog).toMatchObject({
      logSummary: { setCount: 1, totalVolume: 300, personalRecordCount: 3 },
      topExercises: [{ exerciseCode: 'BARBELL_BENCH_PRESS', completedSetCount: 1, bestWeight: 60 }],
    });
    expect(logItem.workoutLog.muscleUsage.length).toBeGreaterThan(0);
    // 60 × 5 against 50 × 5: the heaviest weight, Epley's 60 × 35/30 = 70 and 300 kg; 5 reps at 60 kg is a baseline.
    expect(logItem.workoutLog.records).toEqual([
      { exerciseCode: 'BARBELL_BENCH_PRESS', exerciseName: expect.any(String), recordType: 'MAX_WEIGHT', value: 60, weight: null },
      { exerciseCode: 'BARBELL_BENCH_PRESS', exerciseName: expect.any(String), recordType: 'ESTIMATED_1RM', value: 70, weight: null },
      { exerciseCode: 'BARBELL_BENCH_PRESS', exerciseName: expect.any(String), recordType: 'MAX_SET_VOLUME', value: 300, weight: null },
    ]);
    expect(feed.items[1].workoutLog.records).toEqual([]);
    // Hal is nobody's buddy here: his PUBLIC log stays out of Fay's feed.
    expect(JSON.stringify(feed)).not.toContain(hal.userId);

    const first = await feedOf(fay, '?limit=2');
    const rest = await feedOf(fay, `?limit=2&cursor=${first.nextCursor}`);
    expect([...first.items, ...rest.items].map((item: { feedItemId: string }) => item.feedItemId)).toEqual(
      feed.items.map((item: { feedItemId: string }) => item.feedItemId),
    );
    const gql = await server.gql('{ feed(first: 2) { edges { node { feedItemId } } pageInfo { hasNextPage endCursor } } }', {}, fay);
    expect(gql.data.feed.edges.map((edge: { node: { feedItemId: string } }) => edge.node.feedItemId)).toEqual(
      first.items.map((item: { feedItemId: string }) => item.feedItemId),
    );

    // Making a log PRIVATE afterwards takes it out of every feed.
    await server.api('PUT', `/workout-logs/${publicLog}`, { auth: gus, body: { visibility: 'PRIVATE' } });
    expect(JSON.stringify(await feedOf(fay))).not.toContain(publicLog);
  });

  it('counts props once per member, takes comments, and lets only the right people delete', async () => {
    const [ivy, jon, kim] = [await server.signUp(), await server.signUp(), await server.signUp()];
    await makeBuddies(server, ivy, jon);
    await finishedLog(server, ivy, 'BUDDIES');
    const [item] = (await feedOf(jon)).items;
    await server.api('PUT', `/feed/${item.feedItemId}/props`, { auth: jon });
    const twice = await server.api('PUT', `/feed/${item.feedItemId}/props`, { auth: jon });
    expect(twice.body.data).toMatchObject({ propCount: 1, viewerGaveProps: true });
    const viaGql = await server.gql(
      'mutation($id: ID!) { giveProps(feedItemId: $id, given: false) { ... on MutationGivePropsSuccess { data { propCount viewerGaveProps } } } }',
      { id: item.feedItemId },
      jon,
    );
    expect(viaGql.data.giveProps.data).toEqual({ propCount: 0, viewerGaveProps: false });
    expect((await server.api('PUT', `/feed/${item.feedItemId}/props`, { auth: kim })).status).toBe(404);

    const comment = await server.api('POST', `/feed/${item.feedItemId}/comments`, { auth: jon, body: { body: '  Strong work  ' } });
    expect(comment.body.data).toMatchObject({ body: 'Strong work', viewerCanDelete: true });
    const empty = await server.api('POST', `/feed/${item.feedItemId}/comments`, { auth: jon, body: { body: '   ' } });
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toBe('body: Write something first');
    const comments = await server.api('GET', `/feed/${item.feedItemId}/comments`, { auth: ivy });
    expect(comments.body.data).toMatchObject({ totalCount: 1, items: [{ body: 'Strong work', viewerCanDelete: true }] });
    expect((await server.api('GET', `/feed/${item.feedItemId}`, { auth: ivy })).body.data.commentCount).toBe(1);
    expect((await server.api('DELETE', `/feed/${item.feedItemId}`, { auth: jon })).status).toBe(403);
    expect((await server.api('DELETE', `/feed/${item.feedItemId}/comments/${comment.body.data.feedCommentId}`, { auth: ivy })).status).toBe(
      204,
    );

    const update = await server.api('POST', '/feed', { auth: jon, body: { contentType: 'UPDATE', message: 'New feature' } });
    expect(update.status).toBe(403);
    const admin = await server.signUp({ roles: ['Admin'] });
    await server.api('POST', '/feed', { auth: admin, body: { contentType: 'UPDATE', message: 'Liftmates now logs sets offline' } });
    expect((await feedOf(kim)).items[0]).toMatchObject({ contentType: 'UPDATE', message: 'Liftmates now logs sets offline' });
  });

  it('announces a workout when it is first published, and follows its visibility afterwards', async () => {
    const [tom, uma] = [await server.signUp(), await server.signUp()];
    await makeBuddies(server, tom, uma);
    const profile = await server.api('POST', '/creator-profiles', {
      auth: tom,
      body: { fullName: 'Tom Coach', userName: `tom${randomUUID().slice(0, 8)}` },
    });
    const byline = { creatorProfileId: profile.body.data.creatorProfileId, publishedStatusCode: 'PUBLISHED', visibility: 'BUDDIES' };
    const draft = await server.api('POST', '/workouts', { auth: tom, body: { workoutTitle: 'Quiet draft' } });
    const workout = await server.api('POST', '/workouts', { auth: tom, body: { workoutTitle: 'Pull day', ...byline } });
    const announced = (await feedOf(uma)).items.filter((item: { contentType: string }) => item.contentType === 'WORKOUT');
    expect(announced.map((item: { workout: { workoutId: string } }) => item.workout.workoutId)).toEqual([workout.body.data.workoutId]);
    expect(JSON.stringify(await feedOf(uma))).not.toContain(draft.body.data.workoutId);
    await server.api('PUT', `/workouts/${workout.body.data.workoutId}`, { auth: tom, body: { publishedStatusCode: 'DRAFT' } });
    expect(JSON.stringify(await feedOf(uma))).not.toContain(workout.body.data.workoutId);
    await server.api('PUT', `/workouts/${workout.body.data.workoutId}`, { auth: tom, body: { publishedStatusCode: 'PUBLISHED' } });
    const again = (await feedOf(uma)).items.filter((item: { contentType: string }) => item.contentType === 'WORKOUT');
    expect(again).toHaveLength(1);
  });

  it('shows a member page with what the member shares with the viewer', async () => {
    const [lea, max, ned] = [await server.signUp(), await server.signUp(), await server.signUp()];
    await makeBuddies(server, lea, max);
    await finishedLog(server, lea, 'BUDDIES');
    await finishedLog(server, lea, 'PRIVATE');
    const leaName = await userNameOf(server, lea);
    const forBuddy = await server.api('GET', `/members/${leaName}`, { auth: max });
    expect(forBuddy.body.data).toMatchObject({ buddyStatus: 'BUDDIES', completedLogCount: 1 });
    expect(forBuddy.body.data.recentLogs).toHaveLength(1);
    expect(forBuddy.body.data.records.length).toBeGreaterThan(0);
    const forStranger = await server.gql(
      'query($u: String!) { memberPage(userName: $u) { relation completedLogCount recentLogs { workoutLogId } records { recordType } } }',
      { u: leaName },
      ned,
    );
    expect(forStranger.data.memberPage).toEqual({ relation: 'NONE', completedLogCount: 0, recentLogs: [], records: [] });
    expect((await server.api('GET', `/members/${leaName}`, { auth: ned })).body.data.completedLogCount).toBe(0);
    await finishedLog(server, lea, 'PUBLIC');
    expect((await server.api('GET', `/members/${leaName}`, { auth: ned })).body.data.completedLogCount).toBe(1);
    const viaGqlForBuddy = await server.gql('query($u: String!) { memberPage(userName: $u) { completedLogCount } }', { u: leaName }, max);
    expect(viaGqlForBuddy.data.memberPage.completedLogCount).toBe(2);
    const forSelf = await server.api('GET', `/members/${leaName.toUpperCase()}`, { auth: lea });
    expect(forSelf.body.data).toMatchObject({ buddyStatus: 'SELF', completedLogCount: 3 });
    expect(forSelf.body.data.recentLogs).toHaveLength(3);
  });
});

/** Opens the feed subscription over SSE and collects the item ids it delivers. */
async function subscribe(target: TestServer, auth: Auth) {
  const controller = new AbortController();
  const response = await fetch(`${target.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', ...auth.headers },
    body: JSON.stringify({ query: 'subscription { feedItemAdded { feedItemId contentType workoutLog { workoutLogId } } }' }),
    signal: controller.signal,
  });
  expect(response.headers.get('content-type')).toMatch(/text\/event-stream/);
  const received: { contentType: string; workoutLog: { workoutLogId: string } | null }[] = [];
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const event = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = event.split('\n').find((line) => line.startsWith('data:'));
          if (data && data.length > 6) received.push(JSON.parse(data.slice(5)).data.feedItemAdded);
        }
      }
    } catch {
      // Aborted when the test is done.
    }
  })();
  return { received, close: () => controller.abort() };
}

async function until(check: () => boolean, what: string) {
  for (let waited = 0; waited < 5000; waited += 50) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

describe('live feed', () => {
  it('delivers a buddy’s finished log to an open feed on another instance through Redis', async () => {
    const redis = { REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379' };
    const [one, two] = [await startTestServer(redis), await startTestServer(redis)];
    const streams: { close(): void }[] = [];
    try {
      const [ola, pia, quinn] = [await one.signUp(), await one.signUp(), await one.signUp()];
      await makeBuddies(one, ola, pia);
      const onOne = await subscribe(one, pia);
      const stranger = await subscribe(one, quinn);
      streams.push(onOne, stranger);
      // Give the subscriptions a moment to reach Redis before anything is published.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const hidden = await finishedLog(two, ola, 'PRIVATE');
      const logId = await finishedLog(two, ola, 'BUDDIES', 100);
      await until(() => onOne.received.length >= 1, 'the live item');
      // Give a second item, if one came, the time to arrive: a finished log is one item, records and all.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(onOne.received.map((item) => [item.contentType, item.workoutLog?.workoutLogId])).toEqual([['WORKOUT_LOG', logId]]);
      expect(JSON.stringify(onOne.received)).not.toContain(hidden);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(stranger.received).toEqual([]);
    } finally {
      for (const stream of streams) stream.close();
      await Promise.all([one.close(), two.close()]);
    }
  });

  it('stops listening the moment a client goes: its channels in Redis are left, however quiet the feed', async () => {
    const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
    const instance = await startTestServer({ REDIS_URL: redisUrl });
    const redis = new Redis(redisUrl);
    try {
      const member = await instance.signUp();
      const { userId } = (await instance.api('GET', '/auth/session', { auth: member })).body.data.userInfo;
      const listening = async () => Number(((await redis.pubsub('NUMSUB', `feed:${userId}`)) as [string, number])[1]);
      /** The number of the member's channel's listeners once it has settled on `expected` (or two seconds on). */
      const settled = async (expected: number) => {
        for (let waited = 0; waited < 2000 && (await listening()) !== expected; waited += 50)
          await new Promise((resolve) => setTimeout(resolve, 50));
        return listening();
      };
      for (let round = 0; round < 3; round += 1) {
        const live = await subscribe(instance, member);
        expect(await settled(1)).toBe(1);
        live.close();
        expect(await settled(0)).toBe(0);
      }
    } finally {
      redis.disconnect();
      await instance.close();
    }
  });

  it('works on one instance without Redis', async () => {
    const [rae, sol] = [await server.signUp(), await server.signUp()];
    await makeBuddies(server, rae, sol);
    const live = await subscribe(server, sol);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await server.api('POST', '/feed', { auth: rae, body: { message: 'Leg day done' } });
    try {
      await until(() => live.received.length === 1, 'the post');
      expect(live.received[0]!.contentType).toBe('MESSAGE');
    } finally {
      live.close();
    }
  });
});

describe('the cost of a feed page', () => {
  it('spends the same number of statements on a page of 2 items and of 20, in REST and GraphQL alike', async () => {
    const [viewer, buddy] = [await server.signUp(), await server.signUp()];
    await makeBuddies(server, viewer, buddy);
    const query = `{ feed(first: 20) { edges { node { feedItemId viewerGaveProps actor { userName }
      workoutLog { workoutLogTitle logSummary { setCount } topExercises { exerciseName } muscleUsage { muscleCode } records { recordType } } } } } }`;
    const cost = async () => {
      server.statements.reset();
      const rest = await server.api('GET', '/feed?limit=20', { auth: viewer });
      const restCount = server.statements.count;
      server.statements.reset();
      const gql = await server.gql(query, {}, viewer);
      expect(gql.errors).toBeUndefined();
      return { rest: restCount, graphql: server.statements.count, items: rest.body.data.items.length };
    };
    await finishedLog(server, buddy, 'BUDDIES', 60);
    const short = await cost();
    for (let kg = 65; kg < 65 + 5 * 24; kg += 5) await finishedLog(server, buddy, 'BUDDIES', kg);
    const long = await cost();
    // The buddy's one log, and the product updates (which reach every member) this file posted.
    expect(short.items).toBeLessThan(4);
    expect(long.items).toBe(20);
    expect({ rest: long.rest, graphql: long.graphql }).toEqual({ rest: short.rest, graphql: short.graphql });
  });
});

describe('each member’s feed kept as things change', () => {
  const post = async (auth: Auth, message: string, visibility = 'BUDDIES') => {
    const posted = await server.api('POST', '/feed', { auth, body: { message, visibility } });
    expect(posted.status, JSON.stringify(posted.body)).toBe(201);
    return posted.body.data.feedItemId as string;
  };
  // Product updates reach everyone (other tests post some); these tests follow members' own items.
  const ownItems = (items: { feedItemId: string; contentType: string }[]) =>
    items.filter((item) => item.contentType !== 'UPDATE').map((item) => item.feedItemId);
  const idsIn = async (auth: Auth) => ownItems((await feedOf(auth, '?limit=100')).items);

  it('brings a new buddy’s earlier items in, takes them out when the buddyship ends or a block comes, and back when renewed', async () => {
    const [vic, wes] = [await server.signUp(), await server.signUp()];
    const vicItems = [await post(vic, 'First', 'PUBLIC'), await post(vic, 'Second')];
    const hidden = await finishedLog(server, vic, 'PRIVATE');
    const wesItem = await post(wes, 'Hello');
    expect(await idsIn(wes)).toEqual([wesItem]);

    await makeBuddies(server, vic, wes);
    expect(await idsIn(wes)).toEqual([wesItem, ...vicItems.toReversed()]);
    expect(await idsIn(vic)).toEqual([wesItem, ...vicItems.toReversed()]);
    expect(JSON.stringify(await feedOf(wes))).not.toContain(hidden);
    const later = await post(vic, 'After we met');
    expect((await idsIn(wes))[0]).toBe(later);

    expect((await server.api('DELETE', `/buddies/${vic.userId}`, { auth: wes })).status).toBe(204);
    expect(await idsIn(wes)).toEqual([wesItem]);
    expect(await idsIn(vic)).toEqual([later, ...vicItems.toReversed()]);

    // A request the other already sent is accepted at once, and the feeds fill again.
    await server.api('POST', '/buddies/requests', { auth: vic, body: { userName: await userNameOf(server, wes) } });
    const crossed = await server.api('POST', '/buddies/requests', { auth: wes, body: { userName: await userNameOf(server, vic) } });
    expect(crossed.body.data.status).toBe('BUDDIES');
    expect(await idsIn(wes)).toEqual([later, wesItem, ...vicItems.toReversed()]);

    expect((await server.api('POST', '/buddies/blocks', { auth: vic, body: { userName: await userNameOf(server, wes) } })).status).toBe(
      204,
    );
    expect(await idsIn(wes)).toEqual([wesItem]);
    expect(await idsIn(vic)).toEqual([later, ...vicItems.toReversed()]);
  });

  it('takes an item out when it goes PRIVATE or is deleted, and puts it back in its place when shown again', async () => {
    const [xia, yan] = [await server.signUp(), await server.signUp()];
    await makeBuddies(server, xia, yan);
    const logId = await finishedLog(server, xia, 'BUDDIES', 70);
    const newer = await post(xia, 'Newer');
    const before = await idsIn(yan);
    expect(before).toHaveLength(2);
    await server.api('PUT', `/workout-logs/${logId}`, { auth: xia, body: { visibility: 'PRIVATE' } });
    expect(await idsIn(yan)).toEqual([newer]);
    expect(await idsIn(xia)).toEqual([newer]);
    await server.api('PUT', `/workout-logs/${logId}`, { auth: xia, body: { visibility: 'PUBLIC' } });
    expect(await idsIn(yan)).toEqual(before);
    await server.api('PUT', `/workout-logs/${logId}`, { auth: xia, body: { visibility: 'BUDDIES' } });
    expect(await idsIn(yan)).toEqual(before);
    expect((await server.api('DELETE', `/feed/${newer}`, { auth: xia })).status).toBe(204);
    expect(await idsIn(yan)).toEqual(before.slice(1));
  });

  it('brings in a new buddy’s latest 200 items and pages through them in the same number of statements a page', async () => {
    const [zed, amy] = [await server.signUp(), await server.signUp()];
    const own = await post(amy, 'Mine');
    const zeds: string[] = [];
    for (let n = 0; n < 205; n += 1) zeds.push(await post(zed, `Set ${n}`));
    await makeBuddies(server, zed, amy);
    const expected = [...zeds.slice(5).toReversed(), own];

    const seen: string[] = [];
    const counts: number[] = [];
    let cursor: string | null = null;
    do {
      server.statements.reset();
      const page: { items: { feedItemId: string; contentType: string }[]; nextCursor: string | null } = await feedOf(
        amy,
        `?limit=50${cursor ? `&cursor=${cursor}` : ''}`,
      );
      counts.push(server.statements.count);
      seen.push(...ownItems(page.items));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(expected);
    expect(counts.length).toBeGreaterThanOrEqual(5);
    expect(new Set(counts).size).toBe(1);

    const gql = await server.gql(
      'query($after: String) { feed(first: 50, after: $after) { edges { node { feedItemId contentType } } pageInfo { endCursor } } }',
      {},
      amy,
    );
    const next = await server.gql(
      'query($after: String) { feed(first: 50, after: $after) { edges { node { feedItemId contentType } } } }',
      { after: gql.data.feed.pageInfo.endCursor },
      amy,
    );
    const nodes = (data: { feed: { edges: { node: { feedItemId: string; contentType: string } }[] } }) =>
      ownItems(data.feed.edges.map((edge) => edge.node));
    expect([...nodes(gql.data), ...nodes(next.data)]).toEqual(seen.slice(0, nodes(gql.data).length + nodes(next.data).length));
  });
});

// SQLite runs one write at a time; on PostgreSQL a post and an accept can overlap.
if (process.env.LIFTMATES_TEST_PROVIDER === 'postgresql') {
  describe('a post written while its author’s buddyship is being accepted, on PostgreSQL', () => {
    it('waits for the accept, then reaches the new buddy', async () => {
      const { default: pg } = await import('pg');
      const { pgConnectionConfig } = await import('../../server/db/pg-config.js');
      const { pairKeyOf } = await import('../../server/domains/buddies/service.js');
      const [ana, ben] = [await server.signUp(), await server.signUp()];
      const request = await server.api('POST', '/buddies/requests', { auth: ben, body: { userName: await userNameOf(server, ana) } });
      expect(request.status).toBe(201);
      // The accept's first statement, held open by a connection of the test's own, as a slow accept would.
      const accept = new pg.Client(pgConnectionConfig(await fileDatabaseUrl()));
      await accept.connect();
      try {
        await accept.query('BEGIN');
        await accept.query(`UPDATE "Buddyship" SET "status" = 'ACCEPTED' WHERE "pairKey" = $1`, [pairKeyOf(ana.userId, ben.userId)]);
        const posting = server.api('POST', '/feed', { auth: ana, body: { message: 'Posted during the accept' } });
        const first = await Promise.race([
          posting.then(() => 'posted'),
          new Promise((resolve) => setTimeout(() => resolve('waiting'), 500)),
        ]);
        expect(first).toBe('waiting');
        await accept.query('COMMIT');
        expect((await posting).status).toBe(201);
      } finally {
        await accept.end();
      }
      const feed = await feedOf(ben);
      expect(feed.items.map((item: { message: string | null }) => item.message)).toContain('Posted during the accept');
    });
  });
}
