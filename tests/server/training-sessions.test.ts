// Training together over HTTP: a session started from a workout in progress, buddies asked in (and only buddies),
// joining by invitation and by join code, sets ticked by one member arriving on the others' open subscriptions with
// their best before, a PRIVATE log sharing nothing but presence, blocks keeping a member out, reactions, leaving and
// the last one out ending it; a restart in the middle losing nothing; and a session spanning two instances through
// Redis. Each rule is checked through REST and GraphQL.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type Auth, type TestServer } from '../support/server.js';
import { makeBuddies, userNameOf } from '../support/social.js';
import { subscribe, until, type OpenSubscription } from '../support/subscription.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const id = () => randomUUID();

const SESSION_FIELDS = `trainingSessionId status viewerStatus joinCode host { userName }
  members { member { userName } status isHost isViewer sharesLog
    log { workoutLogId visibility setCount currentExercise { exerciseCode completedSets } }
    lastSet { workoutLogSetId exerciseCode values { measurementCode value } bestBefore restEndsAt } }`;

const UPDATES = (sessionId: string) => `subscription { trainingSessionUpdated(trainingSessionId: "${sessionId}") {
  kind userId session { ${SESSION_FIELDS} } sets { workoutLogSetId exerciseCode values { measurementCode value } bestBefore }
  reaction { kind from { userName } workoutLogSetId } } }`;

interface Update {
  kind: string;
  userId: string | null;
  session: { members: { member: { userName: string }; status: string; sharesLog: boolean; log: unknown; lastSet: unknown }[] };
  sets: { workoutLogSetId: string; values: { measurementCode: string; value: number }[]; bestBefore: number | null }[];
  reaction: { kind: string; from: { userName: string }; workoutLogSetId: string | null } | null;
}

async function startLog(target: TestServer, auth: Auth, title = 'Push day') {
  const started = await target.api('POST', '/workout-logs', { auth, body: { workoutLogTitle: title } });
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  return started.body.data.workoutLogId as string;
}

/** Ticks one bench set: kg × reps. */
async function tick(target: TestServer, auth: Auth, workoutLogId: string, kg: number, reps: number, exerciseId = id()) {
  const setId = id();
  const saved = await target.api('PUT', `/workout-logs/${workoutLogId}`, {
    auth,
    body: {
      exercises: [
        {
          workoutLogExerciseId: exerciseId,
          exerciseCode: 'BARBELL_BENCH_PRESS',
          restSeconds: 120,
          sets: [
            {
              workoutLogSetId: setId,
              completed: true,
              values: [
                { measurementCode: 'WEIGHT', value: kg },
                { measurementCode: 'REPS', value: reps },
              ],
            },
          ],
        },
      ],
    },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return setId;
}

async function endLog(target: TestServer, auth: Auth, workoutLogId: string, visibility = 'BUDDIES') {
  const ended = await target.api('PUT', `/workout-logs/${workoutLogId}?action=End`, { auth, body: { visibility } });
  expect(ended.status, JSON.stringify(ended.body)).toBe(200);
}

/** Three buddies of the host, signed up and befriended. */
async function crew(target: TestServer) {
  const [ana, ben, cy] = [await target.signUp(), await target.signUp(), await target.signUp()];
  await makeBuddies(target, ana, ben);
  await makeBuddies(target, ana, cy);
  const names = { ana: await userNameOf(target, ana), ben: await userNameOf(target, ben), cy: await userNameOf(target, cy) };
  return { ana, ben, cy, names };
}

describe('a session trained together', () => {
  it('starts with the host’s workout, asks only buddies, lets in the invited and the link, and ends with the last one out', async () => {
    const { ana, ben, cy, names } = await crew(server);
    const stranger = await server.signUp();
    const anaLog = await startLog(server, ana);

    const started = await server.api('POST', '/training-sessions', { auth: ana, body: {} });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const session = started.body.data;
    expect(session).toMatchObject({ status: 'OPEN', viewerStatus: 'JOINED', host: { userName: names.ana } });
    expect(session.joinCode).toMatch(/^[\w-]{16}$/);
    expect(session.members).toEqual([
      expect.objectContaining({ status: 'JOINED', isHost: true, isViewer: true, log: expect.objectContaining({ workoutLogId: anaLog }) }),
    ]);
    const sessionId = session.trainingSessionId as string;

    // One open session at a time.
    const again = await server.api('POST', '/training-sessions', { auth: ana, body: {} });
    expect(again.status).toBe(409);

    // Only buddies are asked; a stranger's name answers as one nobody has.
    const strangerName = await userNameOf(server, stranger);
    const refused = await server.api('POST', `/training-sessions/${sessionId}/invitations`, {
      auth: ana,
      body: { userNames: [strangerName] },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toContain('is not one of your buddies');
    const refusedGql = await server.gql(
      `mutation($id: ID!, $names: [String!]!) { inviteToTrainingSession(trainingSessionId: $id, userNames: $names) {
        ... on AppError { message } } }`,
      { id: sessionId, names: [strangerName] },
      ana,
    );
    expect(JSON.stringify(refusedGql)).toContain('is not one of your buddies');

    // Nobody outside sees the session, through either API.
    for (const outsider of [stranger, ben]) {
      expect((await server.api('GET', `/training-sessions/${sessionId}`, { auth: outsider })).status).toBe(404);
      const gql = await server.gql(
        `query($id: ID!) { trainingSession(trainingSessionId: $id) { ... on AppError { message } } }`,
        { id: sessionId },
        outsider,
      );
      expect(JSON.stringify(gql)).toContain('Training session was not found');
    }

    const invited = await server.api('POST', `/training-sessions/${sessionId}/invitations`, {
      auth: ana,
      body: { userNames: [names.ben] },
    });
    expect(invited.status, JSON.stringify(invited.body)).toBe(200);
    expect(invited.body.data.members.map((member: { status: string }) => member.status)).toEqual(['JOINED', 'INVITED']);
    // The invitation is in Ben's inbox, leading to the session.
    const inbox = await server.api('GET', '/activities', { auth: ben });
    expect(inbox.body.data.items).toContainEqual(expect.objectContaining({ kind: 'SESSION_INVITE', trainingSessionId: sessionId }));
    const mine = await server.gql(
      `{ myTrainingSessions { current { trainingSessionId } invitations { trainingSessionId joinCode } } }`,
      {},
      ben,
    );
    expect(mine.data.myTrainingSessions).toEqual({ current: null, invitations: [{ trainingSessionId: sessionId, joinCode: null }] });

    // Ben joins by invitation through GraphQL, with no workout yet; the one he starts is kept in the session.
    const joined = await server.gql(
      `mutation($id: ID!) { joinTrainingSession(trainingSessionId: $id) { ... on MutationJoinTrainingSessionSuccess { data { viewerStatus joinCode } } } }`,
      { id: sessionId },
      ben,
    );
    expect(joined.data.joinTrainingSession.data).toMatchObject({ viewerStatus: 'JOINED', joinCode: session.joinCode });
    const benLog = await startLog(server, ben, 'Bench with Ana');
    const seen = (await server.api('GET', `/training-sessions/${sessionId}`, { auth: ana })).body.data;
    expect(seen.members.find((member: { member: { userName: string } }) => member.member.userName === names.ben).log.workoutLogId).toBe(
      benLog,
    );

    // Cy was not asked: the join code lets him in, a wrong one does not.
    expect((await server.api('POST', '/training-sessions/join', { auth: cy, body: { trainingSessionId: sessionId } })).status).toBe(404);
    expect((await server.api('POST', '/training-sessions/join', { auth: cy, body: { joinCode: 'not-the-code-at-all' } })).status).toBe(404);
    const cyJoined = await server.api('POST', '/training-sessions/join', { auth: cy, body: { joinCode: session.joinCode } });
    expect(cyJoined.status, JSON.stringify(cyJoined.body)).toBe(200);
    expect(cyJoined.body.data.members).toHaveLength(3);

    // Finishing a workout leaves the session; the last one out ends it.
    await tick(server, ana, anaLog, 60, 10);
    await endLog(server, ana, anaLog);
    expect((await server.api('GET', `/training-sessions/${sessionId}`, { auth: ben })).body.data.status).toBe('OPEN');
    await server.api('POST', `/training-sessions/${sessionId}/leave`, { auth: cy });
    const left = await server.gql(
      `mutation($id: ID!) { leaveTrainingSession(trainingSessionId: $id) { ... on MutationLeaveTrainingSessionSuccess { data { status members { status } } } } }`,
      { id: sessionId },
      ben,
    );
    expect(left.data.leaveTrainingSession.data).toEqual({
      status: 'ENDED',
      members: [{ status: 'LEFT' }, { status: 'LEFT' }, { status: 'LEFT' }],
    });
    expect((await server.api('POST', '/training-sessions/join', { auth: cy, body: { joinCode: session.joinCode } })).status).toBe(409);
    // Ben's log is still his, in progress, and still names the session it was kept in.
    const benLogRead = await server.api('GET', `/workout-logs/${benLog}`, { auth: ben });
    expect(benLogRead.body.data.status).toBe('IN_PROGRESS');
  });

  it('sends each ticked set to the others live, with the best before it; a PRIVATE log shares only that its member is there', async () => {
    const { ana, ben, cy, names } = await crew(server);
    // Ben's best bench before today: 100 × 5, an estimated 116.67 kg.
    const earlier = await startLog(server, ben, 'Last week');
    await tick(server, ben, earlier, 100, 5);
    await endLog(server, ben, earlier);

    await startLog(server, ana);
    const sessionId = (await server.api('POST', '/training-sessions', { auth: ana, body: {} })).body.data.trainingSessionId as string;
    await server.api('POST', `/training-sessions/${sessionId}/invitations`, { auth: ana, body: { userNames: [names.ben, names.cy] } });
    const benLog = await startLog(server, ben);
    const cyLog = await startLog(server, cy);
    await server.api('PUT', `/workout-logs/${cyLog}`, { auth: cy, body: { visibility: 'PRIVATE' } });
    await server.api('POST', '/training-sessions/join', { auth: ben, body: { trainingSessionId: sessionId } });
    await server.api('POST', '/training-sessions/join', { auth: cy, body: { trainingSessionId: sessionId } });

    const streams: OpenSubscription<Update>[] = [];
    try {
      const onAna = await subscribe<Update>(server, ana, UPDATES(sessionId), 'trainingSessionUpdated');
      const onCy = await subscribe<Update>(server, cy, UPDATES(sessionId), 'trainingSessionUpdated');
      streams.push(onAna, onCy);
      await until(() => onAna.received.length >= 1 && onCy.received.length >= 1, 'the first updates');
      expect(onAna.received[0]!.kind).toBe('OPENED');

      const benSet = await tick(server, ben, benLog, 105, 5);
      await until(() => onAna.received.some((update) => update.kind === 'SETS'), 'Ben’s set on Ana’s phone');
      const update = onAna.received.find((candidate) => candidate.kind === 'SETS')!;
      expect(update.sets).toEqual([
        {
          workoutLogSetId: benSet,
          exerciseCode: 'BARBELL_BENCH_PRESS',
          values: [
            { measurementCode: 'REPS', value: 5 },
            { measurementCode: 'WEIGHT', value: 105 },
          ],
          bestBefore: expect.closeTo(116.667, 2),
        },
      ]);
      const benState = update.session.members.find((member) => member.member.userName === names.ben)!;
      expect(benState.log).toMatchObject({ setCount: 1, currentExercise: { exerciseCode: 'BARBELL_BENCH_PRESS', completedSets: 1 } });
      expect(benState.lastSet).toMatchObject({ workoutLogSetId: benSet, restEndsAt: expect.any(String) });

      // Cy's PRIVATE log: the others see him there and nothing of what he lifts, live or read.
      const before = onAna.received.length;
      const cySet = await tick(server, cy, cyLog, 80, 8);
      await until(() => onAna.received.length > before, 'the update of Cy’s set');
      const cyUpdate = onAna.received.at(-1)!;
      expect(cyUpdate.sets).toEqual([]);
      expect(cyUpdate.session.members.find((member) => member.member.userName === names.cy)).toMatchObject({
        status: 'JOINED',
        sharesLog: false,
        log: null,
        lastSet: null,
      });
      const read = (await server.api('GET', `/training-sessions/${sessionId}`, { auth: ben })).body.data;
      expect(JSON.stringify(read)).not.toContain(cyLog);
      // Cy himself sees his own log.
      const own = (await server.api('GET', `/training-sessions/${sessionId}`, { auth: cy })).body.data;
      expect(own.members.find((member: { isViewer: boolean }) => member.isViewer).log.workoutLogId).toBe(cyLog);

      // Props to Ben's set and a word to everyone arrive for all; props to a PRIVATE set, or one's own, are refused.
      const props = await server.api('POST', `/training-sessions/${sessionId}/reactions`, {
        auth: cy,
        body: { kind: 'PROPS', workoutLogSetId: benSet },
      });
      expect(props.status, JSON.stringify(props.body)).toBe(201);
      const word = await server.gql(
        `mutation($id: ID!) { reactInTrainingSession(trainingSessionId: $id, kind: ONE_MORE) { ... on MutationReactInTrainingSessionSuccess { data { kind } } } }`,
        { id: sessionId },
        ben,
      );
      expect(word.data.reactInTrainingSession.data).toEqual({ kind: 'ONE_MORE' });
      await until(() => onAna.received.filter((candidate) => candidate.kind === 'REACTION').length >= 2, 'the reactions');
      expect(onAna.received.filter((candidate) => candidate.kind === 'REACTION').map((candidate) => candidate.reaction)).toEqual([
        { kind: 'PROPS', from: { userName: names.cy }, workoutLogSetId: benSet },
        { kind: 'ONE_MORE', from: { userName: names.ben }, workoutLogSetId: null },
      ]);
      expect(
        (
          await server.api('POST', `/training-sessions/${sessionId}/reactions`, {
            auth: ana,
            body: { kind: 'PROPS', workoutLogSetId: cySet },
          })
        ).status,
      ).toBe(404);
      expect(
        (
          await server.api('POST', `/training-sessions/${sessionId}/reactions`, {
            auth: ben,
            body: { kind: 'PROPS', workoutLogSetId: benSet },
          })
        ).status,
      ).toBe(404);
      // Every field is checked by name.
      const bad = await server.api('POST', `/training-sessions/${sessionId}/reactions`, { auth: ben, body: { kind: 'PROPS' } });
      expect(bad.status).toBe(400);
      expect(JSON.stringify(bad.body)).toContain('workoutLogSetId');
      const extra = await server.api('POST', `/training-sessions/${sessionId}/reactions`, {
        auth: ben,
        body: { kind: 'FORM', colour: 'red' },
      });
      expect(extra.status).toBe(400);
      expect(JSON.stringify(extra.body)).toContain('colour');
    } finally {
      for (const stream of streams) stream.close();
    }
  });

  it('ends with one feed item in every member’s and their buddies’ feeds, each log linked as far as its reader may see it', async () => {
    const { ana, ben, cy, names } = await crew(server);
    const [dee, stranger] = [await server.signUp(), await server.signUp()];
    await makeBuddies(server, ben, dee);
    const anaLog = await startLog(server, ana);
    const sessionId = (await server.api('POST', '/training-sessions', { auth: ana, body: {} })).body.data.trainingSessionId as string;
    await server.api('POST', `/training-sessions/${sessionId}/invitations`, { auth: ana, body: { userNames: [names.ben, names.cy] } });
    const logs = new Map([[ana, anaLog]]);
    for (const guest of [ben, cy]) {
      logs.set(guest, await startLog(server, guest));
      await server.api('POST', '/training-sessions/join', { auth: guest, body: { trainingSessionId: sessionId } });
    }
    for (const [member, log] of logs) {
      await tick(server, member, log, 80, 5);
      await tick(server, member, log, 85, 3);
    }
    await endLog(server, cy, logs.get(cy)!, 'PRIVATE');
    await endLog(server, ben, logs.get(ben)!, 'BUDDIES');
    await endLog(server, ana, anaLog, 'BUDDIES');

    const sessionItems = async (auth: Auth) =>
      ((await server.api('GET', '/feed?limit=50', { auth })).body.data.items as { contentType: string; trainingSession: unknown }[]).filter(
        (item) => item.contentType === 'TRAINING_SESSION',
      );
    const member = (name: string, workoutLogId: string | null, setCount: number | null) =>
      expect.objectContaining({ member: expect.objectContaining({ userName: name }), workoutLogId, setCount });
    // Ana sees every log but Cy's PRIVATE one; Dee, Ben's buddy only, sees Ben's alone, and the totals of what she sees.
    expect(await sessionItems(ana)).toEqual([
      expect.objectContaining({
        trainingSession: expect.objectContaining({
          setCount: 4,
          members: [member(names.ana, anaLog, 2), member(names.ben, logs.get(ben)!, 2), member(names.cy, null, null)],
        }),
      }),
    ]);
    const forDee = await sessionItems(dee);
    expect(forDee).toEqual([
      expect.objectContaining({
        trainingSession: expect.objectContaining({
          setCount: 2,
          members: [member(names.ana, null, null), member(names.ben, logs.get(ben)!, 2), member(names.cy, null, null)],
        }),
      }),
    ]);
    expect(await sessionItems(stranger)).toEqual([]);
    // GraphQL shows Dee the same.
    const gql = await server.gql(
      `{ feed(first: 50) { edges { node { contentType trainingSession { setCount members { member { userName } workoutLogId setCount } } } } } }`,
      {},
      dee,
    );
    const nodes = gql.data.feed.edges
      .map((edge: { node: { contentType: string } }) => edge.node)
      .filter((node: { contentType: string }) => node.contentType === 'TRAINING_SESSION');
    expect(nodes).toEqual([
      {
        contentType: 'TRAINING_SESSION',
        trainingSession: {
          setCount: 2,
          members: [
            { member: { userName: names.ana }, workoutLogId: null, setCount: null },
            { member: { userName: names.ben }, workoutLogId: logs.get(ben)!, setCount: 2 },
            { member: { userName: names.cy }, workoutLogId: null, setCount: null },
          ],
        },
      },
    ]);
  });

  it('keeps a blocked member out: no invitation, no join by code, no subscription', async () => {
    const { ana, ben, names } = await crew(server);
    const dee = await server.signUp();
    await makeBuddies(server, ana, dee);
    await startLog(server, ana);
    const session = (await server.api('POST', '/training-sessions', { auth: ana, body: {} })).body.data;
    await server.api('POST', '/training-sessions/join', { auth: ben, body: { joinCode: session.joinCode } });
    // Dee blocked Ben, who is in the session: Ana cannot ask her, and her join code finds nothing.
    await server.api('POST', '/buddies/blocks', { auth: dee, body: { userName: names.ben } });
    const deeName = await userNameOf(server, dee);
    expect(
      (
        await server.api('POST', `/training-sessions/${session.trainingSessionId}/invitations`, {
          auth: ana,
          body: { userNames: [deeName] },
        })
      ).status,
    ).toBe(400);
    expect((await server.api('POST', '/training-sessions/join', { auth: dee, body: { joinCode: session.joinCode } })).status).toBe(404);
    const gql = await server.gql(
      `mutation($code: String) { joinTrainingSession(joinCode: $code) { ... on AppError { message } } }`,
      { code: session.joinCode },
      dee,
    );
    expect(JSON.stringify(gql)).toContain('Training session was not found');
    // The subscription is refused with the same answer, and no update of the session ever comes.
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', ...dee.headers },
      body: JSON.stringify({ query: UPDATES(session.trainingSessionId) }),
    });
    const stream = await response.text();
    expect(stream).toContain('Training session was not found');
    expect(stream).not.toContain('"trainingSessionUpdated":{');
  });

  it('loses nothing in a restart: the session, its members and their sets are read back as they were', async () => {
    const first = await startTestServer();
    const { ana, ben, names } = await crew(first);
    const benLog = await startLog(first, ben);
    const sessionId = (await first.api('POST', '/training-sessions', { auth: ben, body: {} })).body.data.trainingSessionId as string;
    await first.api('POST', `/training-sessions/${sessionId}/invitations`, { auth: ben, body: { userNames: [names.ana] } });
    const joinCode = (await first.api('GET', `/training-sessions/${sessionId}`, { auth: ben })).body.data.joinCode;
    await first.api('POST', '/training-sessions/join', { auth: ana, body: { joinCode } });
    const setId = await tick(first, ben, benLog, 90, 6);
    await first.close();

    const second = await startTestServer();
    try {
      const read = (await second.api('GET', `/training-sessions/${sessionId}`, { auth: ana })).body.data;
      expect(read.status).toBe('OPEN');
      expect(read.members.map((member: { status: string }) => member.status)).toEqual(['JOINED', 'JOINED']);
      expect(
        read.members.find((member: { member: { userName: string } }) => member.member.userName === names.ben).lastSet.workoutLogSetId,
      ).toBe(setId);
      // And it goes on: the next set reaches Ana's new subscription.
      const onAna = await subscribe<Update>(second, ana, UPDATES(sessionId), 'trainingSessionUpdated');
      try {
        await until(() => onAna.received.length >= 1, 'the first update');
        const next = await tick(second, ben, benLog, 90, 6);
        await until(
          () => onAna.received.some((update) => update.sets.some((set) => set.workoutLogSetId === next)),
          'the set after the restart',
        );
      } finally {
        onAna.close();
      }
    } finally {
      await second.close();
    }
  });

  it('spans two instances through Redis: a set saved on one reaches a member subscribed on the other', async () => {
    const redis = { REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379' };
    const [one, two] = [await startTestServer(redis), await startTestServer(redis)];
    try {
      const { ana, ben, names } = await crew(one);
      await startLog(one, ana);
      const sessionId = (await one.api('POST', '/training-sessions', { auth: ana, body: {} })).body.data.trainingSessionId as string;
      await one.api('POST', `/training-sessions/${sessionId}/invitations`, { auth: ana, body: { userNames: [names.ben] } });
      const onAna = await subscribe<Update>(one, ana, UPDATES(sessionId), 'trainingSessionUpdated');
      try {
        await until(() => onAna.received.length >= 1, 'the first update');
        // Give the subscription a moment to reach Redis before anything is published.
        await new Promise((resolve) => setTimeout(resolve, 300));
        await two.api('POST', '/training-sessions/join', { auth: ben, body: { trainingSessionId: sessionId } });
        const benLog = await startLog(two, ben);
        const setId = await tick(two, ben, benLog, 70, 10);
        await until(
          () => onAna.received.some((update) => update.sets.some((set) => set.workoutLogSetId === setId)),
          'the set from the other instance',
        );
        expect(onAna.received.map((update) => update.kind)).toEqual(expect.arrayContaining(['OPENED', 'MEMBERS', 'SETS']));
      } finally {
        onAna.close();
      }
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });
});
