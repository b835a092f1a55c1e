// REST and GraphQL are two faces of the same services. Every case here goes through both with the same input and
// must come out the same: the same fields with the same values, the same error code. A rule kept in one API only
// (or a JSON shape that drifts from its GraphQL type) fails here.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../server/graphql/schema.js';
import { startTestServer, unique, type Auth, type TestServer } from '../support/server.js';

let server: TestServer;
let admin: Auth;
let member: Auth;
let other: Auth;
let contributor: Auth;
let contributorProfileId: string;
let otherProfileId: string;
let pictureId: string;
/** A DRAFT exercise with instructions and a video, credited to `contributor`. */
let draft: string;

// ---------------------------------------------------------------------------------------------------------------
// Running one case through both APIs
// ---------------------------------------------------------------------------------------------------------------

interface Outcome {
  code: string;
  details?: { field: string }[];
  data?: unknown;
}

async function restCall(method: string, path: string, body: unknown, auth: Auth | null): Promise<Outcome> {
  const response = await server.api(method, path, { body, auth });
  if (response.status < 300) return { code: 'OK', data: response.body?.data ?? null };
  return { code: response.body.error.code, details: response.body.error.details };
}

async function gqlCall(document: string, variables: Record<string, unknown>, auth: Auth | null): Promise<Outcome> {
  const answer = await server.gql(document, variables, auth);
  const [field] = Object.keys(answer.data ?? {});
  const result = field
    ? (answer.data[field] as { __typename?: string; code?: string; details?: { field: string }[]; data?: unknown })
    : null;
  if (answer.errors?.length)
    return {
      code: answer.errors[0]!.extensions?.code ?? 'GRAPHQL',
      details: (answer.errors[0]!.extensions as { details?: { field: string }[] })?.details,
    };
  if (result?.__typename === 'AppError') return { code: result.code!, details: result.details };
  return { code: 'OK', data: result && typeof result === 'object' && 'data' in result ? result.data : result };
}

/** Runs both and checks they agree on the outcome (and the fields refused), and that it is the expected one. */
async function both(
  expected: string,
  rest: { method: string; path: string; body?: unknown },
  gql: { document: string; variables?: Record<string, unknown> },
  auth: Auth | null,
) {
  const [viaRest, viaGql] = await Promise.all([
    restCall(rest.method, rest.path, rest.body, auth),
    gqlCall(gql.document, gql.variables ?? {}, auth),
  ]);
  const fields = (outcome: Outcome) => (outcome.details ?? []).map((detail) => detail.field).sort();
  expect({ rest: viaRest.code, gql: viaGql.code }).toEqual({ rest: expected, gql: expected });
  expect(fields(viaGql)).toEqual(fields(viaRest));
  return { rest: viaRest.data, gql: viaGql.data };
}

const result = (type: string) => `{ __typename ... on ${type} { data { __typename } } ... on AppError { code message details { field } } }`;

// ---------------------------------------------------------------------------------------------------------------
// Shapes: the REST JSON is the GraphQL type's fields
// ---------------------------------------------------------------------------------------------------------------

// The schema's objects come from the server's copy of graphql-js, so types are read by shape, not by class.
interface TypeShape {
  name?: string;
  ofType?: TypeShape;
  getFields?: () => Record<string, { type: TypeShape }>;
  getInterfaces?: () => unknown[];
}
const namedOf = (type: TypeShape): TypeShape => (type.ofType ? namedOf(type.ofType) : type);

/**
 * The GraphQL selection that asks for exactly the fields of a REST JSON value, walking the GraphQL type beside
 * it; a JSON field the type lacks is recorded as missing.
 */
function selectionFor(type: TypeShape, value: unknown, path: string, missing: string[]): string {
  const named = namedOf(type);
  if (!named.getInterfaces) return '';
  const samples = (Array.isArray(value) ? value : [value]).filter(
    (item): item is Record<string, unknown> => !!item && typeof item === 'object',
  );
  if (!samples.length) return '{ __typename }';
  const keys = [...new Set(samples.flatMap((sample) => Object.keys(sample)))];
  const fields = named.getFields!();
  const parts = keys.flatMap((key) => {
    const field = fields[key];
    if (!field) {
      missing.push(`${path}.${key}`);
      return [];
    }
    const nested = samples.map((sample) => sample[key]).flat();
    return [`${key} ${selectionFor(field.type, nested, `${path}.${key}`, missing)}`];
  });
  return `{ ${parts.join(' ')} }`;
}

/** Fetches a REST path, asks GraphQL for the same fields, and expects the same values. */
async function sameShape(options: {
  path: string;
  auth?: Auth | null;
  type: string;
  /** The REST value to compare: the data, or a part of it (a page's items). */
  pick?: (data: any) => unknown;
  query: (selection: string) => string;
  /** The GraphQL value to compare. */
  gqlPick: (data: any) => unknown;
}) {
  const rest = await server.api('GET', options.path, { auth: options.auth ?? null });
  expect(rest.status, options.path).toBe(200);
  const restValue = options.pick ? options.pick(rest.body.data) : rest.body.data;
  expect(Array.isArray(restValue) ? restValue.length : 1, `${options.path} returns something to compare`).toBeGreaterThan(0);
  const missing: string[] = [];
  const selection = selectionFor(schema.getType(options.type) as TypeShape, restValue, options.type, missing);
  expect(missing, `REST fields of ${options.path} that GraphQL's ${options.type} lacks`).toEqual([]);
  const answer = await server.gql(options.query(selection), {}, options.auth ?? null);
  expect(answer.errors, options.path).toBeUndefined();
  expect(options.gqlPick(answer.data), options.path).toEqual(restValue);
}

const items = (data: { items: unknown[] }) => data.items;
const nodes = (connection: { edges: { node: unknown }[] }) => connection.edges.map((edge) => edge.node);

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signUp({ roles: ['Admin'] });
  member = await server.signUp();
  other = await server.signUp();
  contributor = await server.signUp();
  const profile = await server.api('POST', '/creator-profiles', {
    body: {
      fullName: 'Parity Coach',
      userName: unique('parity'),
      socialLinks: [{ socialMediaPlatformCode: 'INSTAGRAM', username: 'parity.coach' }],
    },
    auth: contributor,
  });
  contributorProfileId = profile.body.data.creatorProfileId;
  contributor = await server.signIn(contributor.email, contributor.password);
  const otherProfile = await server.api('POST', '/creator-profiles', {
    body: { fullName: 'Other Coach', userName: unique('other') },
    auth: other,
  });
  otherProfileId = otherProfile.body.data.creatorProfileId;
  other = await server.signIn(other.email, other.password);

  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366ff' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'blue.png');
  pictureId = (await server.api('POST', '/media-assets', { body: form, auth: admin })).body.data.mediaAssetId;

  draft = unique('DRAFT_').toUpperCase();
  const created = await server.api('POST', '/exercises', {
    auth: admin,
    body: {
      exerciseCode: draft,
      exerciseName: `Draft ${draft}`,
      exerciseTypeCode: 'WEIGHT_REPS',
      publishedStatusCode: 'DRAFT',
      muscleUsage: [{ muscleCode: 'QUADRICEPS', targetPercentage: 100, isPrimary: true }],
      contributions: [{ creatorProfileId: contributorProfileId, contributionRole: 'ORIGINAL_AUTHOR' }],
      instructions: [{ localeCode: 'en-US', creatorProfileId: contributorProfileId, steps: ['Stand.', 'Squat.'] }],
    },
  });
  expect(created.status).toBe(201);
  const video = await server.api('POST', `/exercises/${draft}/videos/${contributorProfileId}`, {
    auth: contributor,
    body: { videoUrl: 'https://videos.example/draft.mp4', title: 'Draft take' },
  });
  expect(video.status).toBe(201);
  const houseVideo = await server.api('POST', '/exercises/BARBELL_BACK_SQUAT/videos/liftmates', {
    auth: admin,
    body: { videoUrl: 'https://videos.example/squat.mp4', title: 'Squat from the side', thumbnailId: pictureId },
  });
  expect(houseVideo.status).toBe(201);
  await server.api('PUT', '/user/equipment', { auth: member, body: { equipmentCodes: ['BARBELL', 'DUMBBELLS'] } });
  await server.api('POST', '/feedback', { auth: member, body: { feedback: 'Parity feedback' } });
});
afterAll(() => server.close());

describe('the REST JSON of every read is its GraphQL type’s fields, with the same values', () => {
  it('exercises: the Flexicon page, one exercise, related exercises', async () => {
    await sameShape({
      path: '/exercises?limit=5&muscleGroupCodes=CHEST&sort=NAME_DESC',
      type: 'Exercise',
      pick: items,
      query: (s) => `{ exercises(first: 5, filter: { muscleGroupCodes: ["CHEST"] }, sort: NAME_DESC) { edges { node ${s} } } }`,
      gqlPick: (data) => nodes(data.exercises),
    });
    await sameShape({
      path: '/exercises/BARBELL_BACK_SQUAT',
      type: 'Exercise',
      query: (s) => `{ exercise(exerciseCode: "BARBELL_BACK_SQUAT") ${s} }`,
      gqlPick: (data) => data.exercise,
    });
    await sameShape({
      path: '/exercises/BARBELL_BACK_SQUAT/related?limit=4',
      type: 'Exercise',
      query: (s) => `{ exercise(exerciseCode: "BARBELL_BACK_SQUAT") { relatedExercises(limit: 4) ${s} } }`,
      gqlPick: (data) => data.exercise.relatedExercises,
    });
  });

  it('pages with the same cursors and totals', async () => {
    const rest = await server.api('GET', '/exercises?limit=3&exerciseTagCodes=COMPOUND');
    const gql = await server.gql(
      '{ exercises(first: 3, filter: { exerciseTagCodes: ["COMPOUND"] }) { totalCount pageInfo { endCursor hasNextPage } } }',
    );
    expect(gql.data.exercises).toEqual({
      totalCount: rest.body.data.totalCount,
      pageInfo: { endCursor: rest.body.data.nextCursor, hasNextPage: true },
    });
    const next = await server.api('GET', `/exercises?limit=3&exerciseTagCodes=COMPOUND&cursor=${rest.body.data.nextCursor}`);
    const gqlNext = await server.gql(
      `{ exercises(first: 3, after: "${rest.body.data.nextCursor}", filter: { exerciseTagCodes: ["COMPOUND"] }) { edges { node { exerciseCode } } } }`,
    );
    expect(nodes(gqlNext.data.exercises)).toEqual(
      next.body.data.items.map((item: { exerciseCode: string }) => ({ exerciseCode: item.exerciseCode })),
    );
    // Backwards from the second page's last row: the rows before it, the same through both APIs.
    const cursor = next.body.data.nextCursor;
    const back = await server.api('GET', `/exercises?limit=4&exerciseTagCodes=COMPOUND&backward=true&cursor=${cursor}`);
    const gqlBack = await server.gql(
      `{ exercises(last: 4, before: "${cursor}", filter: { exerciseTagCodes: ["COMPOUND"] }) { edges { node { exerciseCode } } pageInfo { hasPreviousPage startCursor } } }`,
    );
    const codes = (items: { exerciseCode: string }[]) => items.map((item) => item.exerciseCode);
    expect(codes(nodes(gqlBack.data.exercises) as { exerciseCode: string }[])).toEqual(codes(back.body.data.items));
    expect(codes(back.body.data.items)).toEqual([...codes(rest.body.data.items).slice(1), ...codes(next.body.data.items).slice(0, 2)]);
    expect(gqlBack.data.exercises.pageInfo).toEqual({ hasPreviousPage: true, startCursor: back.body.data.nextCursor });
  });

  it('exercise content: instructions with their fallback flag, one instruction, videos', async () => {
    await sameShape({
      path: '/exercises/BARBELL_FRONT_SQUAT/instructions?localeCode=es-ES',
      type: 'ExerciseInstruction',
      pick: items,
      query: (s) => `{ exerciseInstructions(exerciseCode: "BARBELL_FRONT_SQUAT", localeCode: "es-ES") { edges { node ${s} } } }`,
      gqlPick: (data) => nodes(data.exerciseInstructions),
    });
    await sameShape({
      path: '/exercises/BARBELL_BACK_SQUAT/instructions/es-ES/liftmates',
      type: 'ExerciseInstruction',
      query: (s) => `{ exerciseInstruction(exerciseCode: "BARBELL_BACK_SQUAT", localeCode: "es-ES", creatorProfileId: "liftmates") ${s} }`,
      gqlPick: (data) => data.exerciseInstruction,
    });
    await sameShape({
      path: '/exercises/BARBELL_BACK_SQUAT/videos',
      type: 'ExerciseVideo',
      pick: items,
      query: (s) => `{ exerciseVideos(exerciseCode: "BARBELL_BACK_SQUAT") { edges { node ${s} } } }`,
      gqlPick: (data) => nodes(data.exerciseVideos),
    });
  });

  it('the catalogue: muscles, muscle groups, equipment, groups, tags, types, measurements, statuses, locales, docs', async () => {
    const cases: [string, string, string, (data: any) => unknown][] = [
      ['/muscles', 'Muscle', '{ muscles %s }', (d) => d.muscles],
      ['/muscles/QUADRICEPS', 'Muscle', '{ muscle(muscleCode: "QUADRICEPS") %s }', (d) => d.muscle],
      ['/muscle-groups', 'MuscleGroup', '{ muscleGroups %s }', (d) => d.muscleGroups],
      ['/muscle-groups/CHEST', 'MuscleGroup', '{ muscleGroup(muscleGroupCode: "CHEST") %s }', (d) => d.muscleGroup],
      ['/equipment', 'Equipment', '{ equipment %s }', (d) => d.equipment],
      ['/equipment/BARBELL', 'Equipment', '{ equipmentItem(equipmentCode: "BARBELL") %s }', (d) => d.equipmentItem],
      ['/equipment-groups', 'EquipmentGroup', '{ equipmentGroups %s }', (d) => d.equipmentGroups],
      ['/equipment-groups/DUMBBELLS', 'EquipmentGroup', '{ equipmentGroup(equipmentGroupCode: "DUMBBELLS") %s }', (d) => d.equipmentGroup],
      ['/exercise-tags', 'ExerciseTag', '{ exerciseTags %s }', (d) => d.exerciseTags],
      ['/exercise-types', 'ExerciseType', '{ exerciseTypes %s }', (d) => d.exerciseTypes],
      ['/measurements', 'Measurement', '{ measurements %s }', (d) => d.measurements],
      ['/published-statuses', 'PublishedStatus', '{ publishedStatuses %s }', (d) => d.publishedStatuses],
      ['/locales', 'Locale', '{ locales %s }', (d) => d.locales],
      ['/docs/terms', 'Doc', '{ doc(documentId: "terms") %s }', (d) => d.doc],
      ['/social-media-platforms', 'SocialMediaPlatform', '{ socialMediaPlatforms %s }', (d) => d.socialMediaPlatforms],
      [
        '/social-media-platforms/X',
        'SocialMediaPlatform',
        '{ socialMediaPlatform(socialMediaPlatformCode: "X") %s }',
        (d) => d.socialMediaPlatform,
      ],
      [
        '/social-media-platforms/INSTAGRAM/validate-username/@lift.mates',
        'UsernameCheck',
        '{ validateSocialUsername(socialMediaPlatformCode: "INSTAGRAM", username: "@lift.mates") %s }',
        (d) => d.validateSocialUsername,
      ],
      [`/media-assets/${'%id'}`, 'MediaAsset', '{ mediaAsset(mediaAssetId: "%id") %s }', (d) => d.mediaAsset],
    ];
    for (const [path, type, query, gqlPick] of cases) {
      await sameShape({
        path: path.replace('%id', pictureId),
        type,
        query: (s) => query.replace('%id', pictureId).replace('%s', s),
        gqlPick,
      });
    }
  });

  it('people: creators, users, the session, roles, feedback, my equipment', async () => {
    await sameShape({
      path: '/creator-profiles?limit=5&sort=CREATED_AT&order=DESC',
      type: 'CreatorProfile',
      pick: items,
      query: (s) => `{ creatorProfiles(first: 5, orderBy: { field: CREATED_AT, direction: DESC }) { edges { node ${s} } } }`,
      gqlPick: (data) => nodes(data.creatorProfiles),
    });
    await sameShape({
      path: `/creator-profiles/${contributorProfileId}`,
      type: 'CreatorProfile',
      query: (s) => `{ creatorProfile(creatorProfileId: "${contributorProfileId}") ${s} }`,
      gqlPick: (data) => data.creatorProfile,
    });
    await sameShape({
      path: `/users?limit=5&search=${encodeURIComponent(contributor.email)}`,
      auth: admin,
      type: 'User',
      pick: items,
      query: (s) => `{ users(first: 5, filter: { search: "${contributor.email}" }) { edges { node ${s} } } }`,
      gqlPick: (data) => nodes(data.users),
    });
    // The session with everything a member tells about themselves, and an onboarding under way.
    const signedUp = await server.api('POST', '/auth/signup', {
      body: { email: `${unique('parity')}@example.test`, password: 'parity-pass-1' },
    });
    const newcomer = await server.signIn(signedUp.body.data.userInfo.email, 'parity-pass-1');
    await server.api('PUT', '/user', {
      auth: newcomer,
      body: { userPrivateMeta: { bodyWeightKg: 72.5, trainingGoals: ['MUSCLE', 'SPORT'] } },
    });
    for (const auth of [contributor, newcomer])
      await sameShape({
        path: '/auth/session',
        auth,
        type: 'User',
        pick: (data) => data.userInfo,
        query: (s) => `{ viewer ${s} }`,
        gqlPick: (data) => data.viewer,
      });
    await sameShape({
      path: `/users/${newcomer.userId}`,
      auth: admin,
      type: 'User',
      query: (s) => `{ users(first: 1, filter: { search: "${newcomer.email}" }) { edges { node ${s} } } }`,
      gqlPick: (data) => nodes(data.users)[0],
    });
    await sameShape({ path: '/roles', auth: member, type: 'Role', query: (s) => `{ roles ${s} }`, gqlPick: (data) => data.roles });
    await sameShape({
      path: '/feedback?limit=3',
      auth: admin,
      type: 'Feedback',
      pick: items,
      query: (s) => `{ feedback(first: 3) { edges { node ${s} } } }`,
      gqlPick: (data) => nodes(data.feedback),
    });
    const equipment = await server.api('GET', '/user/equipment', { auth: member });
    expect((await server.gql('{ myEquipment }', {}, member)).data.myEquipment).toEqual(equipment.body.data);
  });

  it('the inbox: its items, the bell’s numbers, the Web Push key', async () => {
    const [asker, asked] = [await server.signUp(), await server.signUp()];
    const userName = (await server.api('GET', '/auth/session', { auth: asked })).body.data.userInfo.userName;
    await server.api('POST', '/buddies/requests', { auth: asker, body: { userName } });
    await sameShape({
      path: '/activities?limit=5',
      auth: asked,
      type: 'Activity',
      pick: items,
      query: (s) => `{ activities(first: 5) { edges { node ${s} } } }`,
      gqlPick: (data) => nodes(data.activities),
    });
    await sameShape({
      path: '/activities/badge',
      auth: asked,
      type: 'InboxBadge',
      query: (s) => `{ inboxBadge ${s} }`,
      gqlPick: (data) => data.inboxBadge,
    });
    await sameShape({
      path: '/push-subscriptions/key',
      auth: asked,
      type: 'WebPushKey',
      query: (s) => `{ webPushKey ${s} }`,
      gqlPick: (data) => data.webPushKey,
    });
  });
});

describe('training together through either API', () => {
  it('reads a session, its members and their last sets alike; refuses an outsider and bad input alike', async () => {
    const [host, guest, outsider] = [await server.signUp(), await server.signUp(), await server.signUp()];
    const guestName = (await server.api('GET', '/auth/session', { auth: guest })).body.data.userInfo.userName;
    const asked = await server.api('POST', '/buddies/requests', { auth: host, body: { userName: guestName } });
    await server.api('POST', `/buddies/requests/${asked.body.data.buddyshipId}/accept`, { auth: guest });
    const log = (await server.api('POST', '/workout-logs', { auth: host, body: { workoutLogTitle: 'Parity bench' } })).body.data;
    const session = (await server.api('POST', '/training-sessions', { auth: host, body: {} })).body.data;
    const id = session.trainingSessionId as string;
    await server.api('POST', `/training-sessions/${id}/invitations`, { auth: host, body: { userNames: [guestName] } });
    await server.api('POST', '/training-sessions/join', { auth: guest, body: { trainingSessionId: id } });
    await server.api('PUT', `/workout-logs/${log.workoutLogId}`, {
      auth: host,
      body: {
        exercises: [
          {
            workoutLogExerciseId: crypto.randomUUID(),
            exerciseCode: 'BARBELL_BENCH_PRESS',
            sets: [
              {
                workoutLogSetId: crypto.randomUUID(),
                completed: true,
                values: [
                  { measurementCode: 'WEIGHT', value: 80 },
                  { measurementCode: 'REPS', value: 5 },
                ],
              },
            ],
          },
        ],
      },
    });
    await sameShape({
      path: `/training-sessions/${id}`,
      auth: guest,
      type: 'TrainingSession',
      query: (s) => `{ trainingSession(trainingSessionId: "${id}") { ... on QueryTrainingSessionSuccess { data ${s} } } }`,
      gqlPick: (data) => data.trainingSession.data,
    });
    await sameShape({
      path: '/training-sessions/mine',
      auth: guest,
      type: 'MyTrainingSessions',
      query: (s) => `{ myTrainingSessions ${s} }`,
      gqlPick: (data) => data.myTrainingSessions,
    });
    await both(
      'NOT_FOUND',
      { method: 'GET', path: `/training-sessions/${id}` },
      {
        document: `query($id: ID!) { trainingSession(trainingSessionId: $id) ${result('QueryTrainingSessionSuccess')} }`,
        variables: { id },
      },
      outsider,
    );
    await both(
      'BAD_USER_INPUT',
      { method: 'POST', path: `/training-sessions/${id}/reactions`, body: { kind: 'PROPS' } },
      {
        document: `mutation($id: ID!) { reactInTrainingSession(trainingSessionId: $id, kind: PROPS) ${result('MutationReactInTrainingSessionSuccess')} }`,
        variables: { id },
      },
      guest,
    );
  });
});

describe('one visibility rule for exercises and what hangs off them', () => {
  const exerciseQuery = '($code: ID!) { exercise(exerciseCode: $code) { exerciseCode } }';

  it('hides a draft, its instructions, its videos and its related list from everyone but contributors and administrators', async () => {
    for (const auth of [null, member, other]) {
      await both(
        'NOT_FOUND',
        { method: 'GET', path: `/exercises/${draft}` },
        { document: `query${exerciseQuery}`, variables: { code: draft } },
        auth,
      );
      await both(
        'NOT_FOUND',
        { method: 'GET', path: `/exercises/${draft}/instructions` },
        { document: `{ exerciseInstructions(exerciseCode: "${draft}") { edges { node { localeCode } } } }` },
        auth,
      );
      await both(
        'NOT_FOUND',
        { method: 'GET', path: `/exercises/${draft}/instructions/en-US/${contributorProfileId}` },
        {
          document: `{ exerciseInstruction(exerciseCode: "${draft}", localeCode: "en-US", creatorProfileId: "${contributorProfileId}") { steps } }`,
        },
        auth,
      );
      await both(
        'NOT_FOUND',
        { method: 'GET', path: `/exercises/${draft}/videos` },
        { document: `{ exerciseVideos(exerciseCode: "${draft}") { edges { node { title } } } }` },
        auth,
      );
      await both(
        'NOT_FOUND',
        { method: 'GET', path: `/exercises/${draft}/related` },
        { document: `{ exercise(exerciseCode: "${draft}") { relatedExercises { exerciseCode } } }` },
        auth,
      );
    }
  });

  it('answers a hidden draft exactly as an unknown code', async () => {
    const hidden = await server.api('GET', `/exercises/${draft}/related`);
    const unknown = await server.api('GET', '/exercises/NO_SUCH_EXERCISE/related');
    expect(hidden.status).toBe(unknown.status);
    expect(hidden.body.error.message.replace(draft, 'CODE')).toBe(unknown.body.error.message.replace('NO_SUCH_EXERCISE', 'CODE'));
  });

  it('shows the draft and its content to its contributor and to administrators', async () => {
    for (const auth of [contributor, admin]) {
      await both(
        'OK',
        { method: 'GET', path: `/exercises/${draft}` },
        { document: `query${exerciseQuery}`, variables: { code: draft } },
        auth,
      );
      const videos = await both(
        'OK',
        { method: 'GET', path: `/exercises/${draft}/videos` },
        { document: `{ exerciseVideos(exerciseCode: "${draft}") { edges { node { title } } } }` },
        auth,
      );
      expect((videos.rest as { items: unknown[] }).items).toHaveLength(1);
    }
  });

  it('keeps drafts out of lists unless asked for by someone who may see them', async () => {
    const search = `?search=${draft}&publishedStatusCodes=DRAFT`;
    const gql = `{ exercises(filter: { search: "${draft}", publishedStatusCodes: ["DRAFT"] }) { totalCount } }`;
    for (const [auth, count] of [
      [null, 0],
      [member, 0],
      [contributor, 1],
      [admin, 1],
    ] as const) {
      expect((await server.api('GET', `/exercises${search}`, { auth })).body.data.totalCount).toBe(count);
      expect((await server.gql(gql, {}, auth)).data.exercises.totalCount).toBe(count);
    }
    expect((await server.api('GET', `/exercises?search=${draft}`, { auth: contributor })).body.data.totalCount).toBe(0);
  });
});

describe('codes are checked by the services', () => {
  const cases: [string, { method: string; path: string; body: unknown }, string][] = [
    [
      'a muscle group',
      {
        method: 'POST',
        path: '/muscle-groups',
        body: { muscleGroupCode: 'bad code', muscleGroupName: 'Bad', muscleGroupType: 'subgroup' },
      },
      `mutation { createMuscleGroup(muscleGroupCode: "bad code", input: { muscleGroupName: "Bad", muscleGroupType: subgroup }) ${result('MutationCreateMuscleGroupSuccess')} }`,
    ],
    [
      'a muscle group by upsert',
      { method: 'PUT', path: '/muscle-groups/lower_case', body: { muscleGroupName: 'Bad', muscleGroupType: 'subgroup' } },
      `mutation { upsertMuscleGroup(muscleGroupCode: "lower_case", input: { muscleGroupName: "Bad", muscleGroupType: subgroup }) ${result('MutationUpsertMuscleGroupSuccess')} }`,
    ],
    [
      'equipment',
      { method: 'PUT', path: '/equipment/Bad-Code', body: { equipmentName: 'Bad' } },
      `mutation { upsertEquipment(equipmentCode: "Bad-Code", input: { equipmentName: "Bad" }) ${result('MutationUpsertEquipmentSuccess')} }`,
    ],
    [
      'an equipment group',
      { method: 'POST', path: '/equipment-groups', body: { equipmentGroupCode: 'X', equipmentGroupName: 'Bad' } },
      `mutation { createEquipmentGroup(equipmentGroupCode: "X", input: { equipmentGroupName: "Bad" }) ${result('MutationCreateEquipmentGroupSuccess')} }`,
    ],
    [
      'an exercise',
      { method: 'PUT', path: '/exercises/no%20spaces', body: { exerciseName: 'Bad', exerciseTypeCode: 'WEIGHT_REPS' } },
      `mutation { upsertExercise(exerciseCode: "no spaces", input: { exerciseName: "Bad", exerciseTypeCode: "WEIGHT_REPS" }) ${result('MutationUpsertExerciseSuccess')} }`,
    ],
    [
      'a locale',
      { method: 'POST', path: '/locales', body: { localeCode: 'EN_us', localeName: 'Bad' } },
      `mutation { createLocale(localeCode: "EN_us", input: { localeName: "Bad" }) ${result('MutationCreateLocaleSuccess')} }`,
    ],
  ];
  for (const [what, rest, document] of cases) {
    it(`refuses to store ${what} under a code that breaks the rule`, async () => {
      await both('BAD_USER_INPUT', rest, { document }, admin);
    });
  }
});

describe('a create answers CONFLICT when the code is taken', () => {
  const cases: [string, { method: string; path: string; body: unknown }, string][] = [
    [
      'muscle group',
      { method: 'POST', path: '/muscle-groups', body: { muscleGroupCode: 'CHEST', muscleGroupName: 'Chest', muscleGroupType: 'subgroup' } },
      `mutation { createMuscleGroup(muscleGroupCode: "CHEST", input: { muscleGroupName: "Chest", muscleGroupType: subgroup }) ${result('MutationCreateMuscleGroupSuccess')} }`,
    ],
    [
      'equipment',
      { method: 'POST', path: '/equipment', body: { equipmentCode: 'BARBELL', equipmentName: 'Barbell' } },
      `mutation { createEquipment(equipmentCode: "BARBELL", input: { equipmentName: "Barbell" }) ${result('MutationCreateEquipmentSuccess')} }`,
    ],
    [
      'equipment group',
      { method: 'POST', path: '/equipment-groups', body: { equipmentGroupCode: 'DUMBBELLS', equipmentGroupName: 'Dumbbells' } },
      `mutation { createEquipmentGroup(equipmentGroupCode: "DUMBBELLS", input: { equipmentGroupName: "Dumbbells" }) ${result('MutationCreateEquipmentGroupSuccess')} }`,
    ],
    [
      'exercise',
      {
        method: 'POST',
        path: '/exercises',
        body: { exerciseCode: 'BARBELL_BACK_SQUAT', exerciseName: 'Squat', exerciseTypeCode: 'WEIGHT_REPS' },
      },
      `mutation { createExercise(exerciseCode: "BARBELL_BACK_SQUAT", input: { exerciseName: "Squat", exerciseTypeCode: "WEIGHT_REPS" }) ${result('MutationCreateExerciseSuccess')} }`,
    ],
    [
      'locale',
      { method: 'POST', path: '/locales', body: { localeCode: 'en-US', localeName: 'English' } },
      `mutation { createLocale(localeCode: "en-US", input: { localeName: "English" }) ${result('MutationCreateLocaleSuccess')} }`,
    ],
  ];
  for (const [what, rest, document] of cases) {
    it(`for a ${what}`, async () => {
      await both('CONFLICT', rest, { document }, admin);
    });
  }
});

describe('null clears a clearable field through either API', () => {
  it('moves a muscle group to the top level and removes its thumbnail', async () => {
    const codes = [unique('MG_').toUpperCase(), unique('MG_').toUpperCase()];
    for (const code of codes) {
      const made = await server.api('PUT', `/muscle-groups/${code}`, {
        auth: admin,
        body: { muscleGroupName: 'Clearable', muscleGroupType: 'exercise_group', muscleGroupParent: 'CHEST', thumbnailId: pictureId },
      });
      expect(made.body.data).toMatchObject({ muscleGroupParent: 'CHEST', muscleGroupThumbnail: { mediaAssetId: pictureId } });
    }
    const viaRest = await server.api('PUT', `/muscle-groups/${codes[0]}`, {
      auth: admin,
      body: { muscleGroupParent: null, thumbnailId: null },
    });
    const viaGql = await server.gql(
      `mutation($code: ID!) { upsertMuscleGroup(muscleGroupCode: $code, input: { muscleGroupParent: null, thumbnailId: null }) {
        ... on MutationUpsertMuscleGroupSuccess { data { muscleGroupParent muscleGroupThumbnail { mediaAssetId } } } } }`,
      { code: codes[1] },
      admin,
    );
    expect(viaRest.body.data).toMatchObject({ muscleGroupParent: null, muscleGroupThumbnail: null });
    expect(viaGql.data.upsertMuscleGroup.data).toEqual({ muscleGroupParent: null, muscleGroupThumbnail: null });
  });

  it('clears an exercise description but leaves fields it cannot clear as they are', async () => {
    const codes = [unique('CLR_').toUpperCase(), unique('CLR_').toUpperCase()];
    for (const code of codes)
      await server.api('PUT', `/exercises/${code}`, {
        auth: admin,
        body: { exerciseName: 'Clearable', exerciseTypeCode: 'WEIGHT_REPS', description: 'Goes away' },
      });
    const viaRest = await server.api('PUT', `/exercises/${codes[0]}`, { auth: admin, body: { description: null, exerciseName: null } });
    const viaGql = await server.gql(
      `mutation($code: ID!) { upsertExercise(exerciseCode: $code, input: { description: null, exerciseName: null }) {
        ... on MutationUpsertExerciseSuccess { data { description exerciseName } } } }`,
      { code: codes[1] },
      admin,
    );
    expect(viaRest.body.data).toMatchObject({ description: null, exerciseName: 'Clearable' });
    expect(viaGql.data.upsertExercise.data).toEqual({ description: null, exerciseName: 'Clearable' });
  });

  it('clears a creator’s bio and display name', async () => {
    await server.api('PUT', `/creator-profiles/${otherProfileId}`, { auth: other, body: { bio: 'Coach', displayName: 'Coachy' } });
    const viaGql = await server.gql(
      `mutation($id: String!) { updateCreatorProfile(creatorProfileId: $id, input: { bio: null, displayName: null }) {
        ... on MutationUpdateCreatorProfileSuccess { data { bio displayName fullName } } } }`,
      { id: otherProfileId },
      other,
    );
    expect(viaGql.data.updateCreatorProfile.data).toEqual({ bio: null, displayName: null, fullName: 'Other Coach' });
  });
});

describe('permissions and input rules answer the same', () => {
  it('refuses a member who changes someone else’s creator profile or posts videos under it', async () => {
    await both(
      'FORBIDDEN',
      { method: 'PUT', path: `/creator-profiles/${otherProfileId}`, body: { bio: 'Mine now' } },
      {
        document: `mutation { updateCreatorProfile(creatorProfileId: "${otherProfileId}", input: { bio: "Mine now" }) ${result('MutationUpdateCreatorProfileSuccess')} }`,
      },
      member,
    );
    await both(
      'FORBIDDEN',
      {
        method: 'POST',
        path: `/exercises/BARBELL_BACK_SQUAT/videos/${otherProfileId}`,
        body: { videoUrl: 'https://videos.example/x.mp4' },
      },
      {
        document: `mutation { createExerciseVideo(exerciseCode: "BARBELL_BACK_SQUAT", creatorProfileId: "${otherProfileId}", input: { videoUrl: "https://videos.example/x.mp4" }) ${result('MutationCreateExerciseVideoSuccess')} }`,
      },
      member,
    );
    await both(
      'FORBIDDEN',
      { method: 'PUT', path: `/creator-profiles/${otherProfileId}`, body: { isVerified: true } },
      {
        document: `mutation { updateCreatorProfile(creatorProfileId: "${otherProfileId}", input: { isVerified: true }) ${result('MutationUpdateCreatorProfileSuccess')} }`,
      },
      other,
    );
  });

  it('refuses bad input with the same fields named', async () => {
    await both(
      'BAD_USER_INPUT',
      {
        method: 'PUT',
        path: '/exercises/BARBELL_BACK_SQUAT',
        body: { muscleUsage: [{ muscleCode: 'QUADRICEPS', targetPercentage: 60, isPrimary: true }] },
      },
      {
        document: `mutation { upsertExercise(exerciseCode: "BARBELL_BACK_SQUAT", input: { muscleUsage: [{ muscleCode: "QUADRICEPS", targetPercentage: 60, isPrimary: true }] }) ${result('MutationUpsertExerciseSuccess')} }`,
      },
      admin,
    );
    await both(
      'BAD_USER_INPUT',
      { method: 'PUT', path: '/user', body: { userPrivateMeta: { bodyWeightKg: 1000, trainingGoals: ['MUSCLE', 'MUSCLE'] } } },
      {
        document: `mutation { updateCurrentUser(input: { userPrivateMeta: { bodyWeightKg: 1000, trainingGoals: [MUSCLE, MUSCLE] } }) ${result('MutationUpdateCurrentUserSuccess')} }`,
      },
      member,
    );
    await both(
      'BAD_USER_INPUT',
      { method: 'POST', path: '/feedback', body: { feedback: '   ' } },
      { document: `mutation { submitFeedback(input: { feedback: "   " }) ${result('MutationSubmitFeedbackSuccess')} }` },
      member,
    );
    // PostgreSQL cannot store U+0000 and SQLite would: refused the same on both, before any query.
    await both(
      'BAD_USER_INPUT',
      { method: 'GET', path: '/creator-profiles/a%00b' },
      { document: '{ creatorProfile(creatorProfileId: "a\\u0000b") { userName } }' },
      null,
    );
    await both(
      'BAD_USER_INPUT',
      { method: 'POST', path: '/feedback', body: { feedback: 'nul \u0000 inside' } },
      { document: `mutation { submitFeedback(input: { feedback: "nul \\u0000 inside" }) ${result('MutationSubmitFeedbackSuccess')} }` },
      member,
    );
    await both(
      'BAD_USER_INPUT',
      { method: 'GET', path: '/exercises?limit=101' },
      { document: '{ exercises(first: 101) { totalCount } }' },
      null,
    );
    await both(
      'BAD_USER_INPUT',
      { method: 'GET', path: '/exercises?cursor=!!!' },
      { document: '{ exercises(after: "!!!") { totalCount } }' },
      null,
    );
    await both(
      'BAD_USER_INPUT',
      { method: 'GET', path: `/creator-profiles?search=${'x'.repeat(101)}` },
      { document: `{ creatorProfiles(filter: { search: "${'x'.repeat(101)}" }) { totalCount } }` },
      null,
    );
  });
});
