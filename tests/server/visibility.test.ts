// Who sees a log and what hangs off it, through REST and GraphQL alike: a BUDDIES log, its feed item, the props and
// the comments on it reach its member's buddies, never a stranger, and no longer a buddy blocked since; a PUBLIC log
// reaches strangers but not across a block. Hidden answers as unknown (404, NOT_FOUND). Feed and buddy mutations
// answer failures as typed errors.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type Auth, type TestServer } from '../support/server.js';
import { benchLog } from '../support/logs.js';
import { makeBuddies, userNameOf } from '../support/social.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const APP_ERROR = '... on AppError { code message details { field message } }';

/** The feed item that announced a log, as its member's feed has it. */
async function itemOf(owner: Auth, logId: string): Promise<string> {
  const feed = await server.api('GET', '/feed?limit=20', { auth: owner });
  const item = feed.body.data.items.find(
    (entry: { workoutLog: { workoutLogId: string } | null }) => entry.workoutLog?.workoutLogId === logId,
  );
  expect(item, JSON.stringify(feed.body)).toBeTruthy();
  return item.feedItemId;
}

/** What the viewer may do with a log and its item, through both APIs: true for each door that opened. */
async function reach(viewer: Auth, logId: string, feedItemId: string) {
  const rest = {
    log: (await server.api('GET', `/workout-logs/${logId}`, { auth: viewer })).status,
    item: (await server.api('GET', `/feed/${feedItemId}`, { auth: viewer })).status,
    comments: (await server.api('GET', `/feed/${feedItemId}/comments`, { auth: viewer })).status,
    props: (await server.api('PUT', `/feed/${feedItemId}/props`, { auth: viewer })).status,
    comment: (await server.api('POST', `/feed/${feedItemId}/comments`, { auth: viewer, body: { body: 'Nice one' } })).status,
  };
  const log = await server.gql('query($id: ID!) { workoutLog(workoutLogId: $id) { workoutLogId } }', { id: logId }, viewer);
  const item = await server.gql('query($id: ID!) { feedItem(feedItemId: $id) { feedItemId } }', { id: feedItemId }, viewer);
  const comments = await server.gql('query($id: ID!) { feedComments(feedItemId: $id) { totalCount } }', { id: feedItemId }, viewer);
  const props = await server.gql(
    `mutation($id: ID!) { giveProps(feedItemId: $id) { __typename ... on MutationGivePropsSuccess { data { propCount } } ${APP_ERROR} } }`,
    { id: feedItemId },
    viewer,
  );
  const comment = await server.gql(
    `mutation($id: ID!) { addFeedComment(feedItemId: $id, body: "Nice one") { __typename ${APP_ERROR} } }`,
    { id: feedItemId },
    viewer,
  );
  const notFound = (answer: { data?: unknown; errors?: { extensions?: { code?: string } }[] }) =>
    answer.errors?.[0]?.extensions?.code === 'NOT_FOUND';
  return {
    rest: {
      log: rest.log === 200 ? true : rest.log === 404 ? false : rest.log,
      item: rest.item === 200 ? true : rest.item === 404 ? false : rest.item,
      comments: rest.comments === 200 ? true : rest.comments === 404 ? false : rest.comments,
      props: rest.props === 200 ? true : rest.props === 404 ? false : rest.props,
      comment: rest.comment === 201 ? true : rest.comment === 404 ? false : rest.comment,
    },
    gql: {
      log: log.data?.workoutLog?.workoutLogId === logId ? true : notFound(log) ? false : JSON.stringify(log),
      item: item.data?.feedItem?.feedItemId === feedItemId ? true : notFound(item) ? false : JSON.stringify(item),
      comments: typeof comments.data?.feedComments?.totalCount === 'number' ? true : notFound(comments) ? false : JSON.stringify(comments),
      props:
        props.data?.giveProps.__typename === 'MutationGivePropsSuccess'
          ? true
          : props.data?.giveProps.code === 'NOT_FOUND'
            ? false
            : JSON.stringify(props),
      comment:
        comment.data?.addFeedComment.__typename === 'MutationAddFeedCommentSuccess'
          ? true
          : comment.data?.addFeedComment.code === 'NOT_FOUND'
            ? false
            : JSON.stringify(comment),
    },
  };
}

const everything = (open: boolean) => {
  const doors = { log: open, item: open, comments: open, props: open, comment: open };
  return { rest: doors, gql: doors };
};

describe('a BUDDIES log and what hangs off it', () => {
  it('reaches a buddy, not a stranger, and no longer a buddy once either blocks the other', async () => {
    const [lea, max, ned, ola] = [await server.signUp(), await server.signUp(), await server.signUp(), await server.signUp()];
    await makeBuddies(server, lea, max);
    await makeBuddies(server, lea, ola);
    const { logId } = await benchLog(server, lea, { kg: 70, visibility: 'BUDDIES', title: 'Buddies bench' });
    const feedItemId = await itemOf(lea, logId);

    expect(await reach(max, logId, feedItemId)).toEqual(everything(true));
    expect(await reach(ned, logId, feedItemId)).toEqual(everything(false));

    // Blocked by the log's member, or blocking them: the buddyship goes, and with it every door.
    await server.api('POST', '/buddies/blocks', { auth: lea, body: { userName: await userNameOf(server, max) } });
    expect(await reach(max, logId, feedItemId)).toEqual(everything(false));
    await server.api('POST', '/buddies/blocks', { auth: ola, body: { userName: await userNameOf(server, lea) } });
    expect(await reach(ola, logId, feedItemId)).toEqual(everything(false));

    // The member page lists the log for buddies only.
    const leaName = await userNameOf(server, lea);
    const forStranger = await server.api('GET', `/members/${leaName}`, { auth: ned });
    expect(forStranger.body.data.recentLogs).toEqual([]);
    expect((await server.api('GET', `/members/${leaName}`, { auth: max })).status).toBe(404);
  });

  it('a PUBLIC log reaches a stranger, but not across a block', async () => {
    const [pia, quin, rex] = [await server.signUp(), await server.signUp(), await server.signUp()];
    const { logId } = await benchLog(server, pia, { kg: 50, visibility: 'PUBLIC', title: 'Public bench' });
    const feedItemId = await itemOf(pia, logId);
    expect(await reach(quin, logId, feedItemId)).toEqual(everything(true));
    const piaName = await userNameOf(server, pia);
    const page = await server.gql('query($u: String!) { memberPage(userName: $u) { recentLogs { workoutLogId } } }', { u: piaName }, quin);
    expect(page.data.memberPage.recentLogs).toEqual([{ workoutLogId: logId }]);
    await server.api('POST', '/buddies/blocks', { auth: rex, body: { userName: piaName } });
    expect(await reach(rex, logId, feedItemId)).toEqual(everything(false));
  });

  it('a log made PRIVATE since leaves its buddies, item and all', async () => {
    const [sam, tia] = [await server.signUp(), await server.signUp()];
    await makeBuddies(server, sam, tia);
    const { logId } = await benchLog(server, sam, { kg: 55, visibility: 'BUDDIES', title: 'Soon private' });
    const feedItemId = await itemOf(sam, logId);
    expect(await reach(tia, logId, feedItemId)).toEqual(everything(true));
    await server.api('PUT', `/workout-logs/${logId}`, { auth: sam, body: { visibility: 'PRIVATE' } });
    expect(await reach(tia, logId, feedItemId)).toEqual(everything(false));
    expect(await reach(sam, logId, feedItemId)).toEqual(everything(true));
  });
});

describe('feed and buddy mutations answer failures as typed errors', () => {
  it('names the code and the fields', async () => {
    const [uma, vic] = [await server.signUp(), await server.signUp()];
    const self = await server.gql(
      `mutation($u: String!) { sendBuddyRequest(userName: $u) { __typename ${APP_ERROR} } }`,
      { u: await userNameOf(server, uma) },
      uma,
    );
    expect(self.data.sendBuddyRequest).toEqual({
      __typename: 'AppError',
      code: 'BAD_USER_INPUT',
      message: 'userName: You cannot be your own buddy',
      details: [{ field: 'userName', message: 'You cannot be your own buddy' }],
    });
    const empty = await server.gql(`mutation { postToFeed(message: "   ") { __typename ${APP_ERROR} } }`, {}, uma);
    expect(empty.data.postToFeed).toMatchObject({
      code: 'BAD_USER_INPUT',
      details: [{ field: 'message', message: 'Write something first' }],
    });
    const update = await server.gql(`mutation { postToFeed(message: "News", contentType: UPDATE) { __typename ${APP_ERROR} } }`, {}, uma);
    expect(update.data.postToFeed).toMatchObject({ __typename: 'AppError', code: 'FORBIDDEN' });
    const posted = await server.gql(
      `mutation { postToFeed(message: "Mine") { __typename ... on MutationPostToFeedSuccess { data { feedItemId } } ${APP_ERROR} } }`,
      {},
      uma,
    );
    const feedItemId = posted.data.postToFeed.data.feedItemId;
    const foreign = await server.gql(
      `mutation($id: ID!) { deleteFeedItem(feedItemId: $id) { __typename ${APP_ERROR} } }`,
      { id: feedItemId },
      vic,
    );
    expect(foreign.data.deleteFeedItem).toMatchObject({ __typename: 'AppError', code: 'NOT_FOUND' });
    const deleted = await server.gql(
      `mutation($id: ID!) { deleteFeedItem(feedItemId: $id) { __typename ... on MutationDeleteFeedItemSuccess { data } } }`,
      { id: feedItemId },
      uma,
    );
    expect(deleted.data.deleteFeedItem).toEqual({ __typename: 'MutationDeleteFeedItemSuccess', data: true });
    for (const [field, mutation] of [
      ['removeBuddy', 'removeBuddy(userId: "nobody")'],
      ['unblockMember', 'unblockMember(userId: "nobody")'],
      ['acceptBuddyRequest', 'acceptBuddyRequest(buddyshipId: "nothing")'],
      ['declineBuddyRequest', 'declineBuddyRequest(buddyshipId: "nothing")'],
      ['blockMember', 'blockMember(userName: "no_such_member")'],
      ['deleteFeedComment', `deleteFeedComment(feedItemId: "${feedItemId}", feedCommentId: "nothing")`],
    ] as const) {
      const answer = await server.gql(`mutation { ${mutation} { __typename ${APP_ERROR} } }`, {}, uma);
      expect(answer.data?.[field], `${field}: ${JSON.stringify(answer)}`).toMatchObject({ __typename: 'AppError', code: 'NOT_FOUND' });
    }
  });
});
