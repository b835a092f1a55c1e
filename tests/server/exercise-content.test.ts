// Exercise videos and localized instructions: REST and GraphQL, permissions, validation, en-US fallback.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, unique, type Auth, type TestServer } from '../support/server.js';

let server: TestServer;
let admin: Auth;
let owner: Auth;
let other: Auth;
let ownerProfileId: string;
let otherProfileId: string;

/** Seeded by the house creator in en-US and es-ES. */
const BILINGUAL = 'BARBELL_BACK_SQUAT';
/** Written by the house in en-US only (every seeded exercise has Spanish too), made before the tests. */
let ENGLISH_ONLY: string;
const HOUSE = 'liftmates';

async function makeCreator(auth: Auth, fullName: string) {
  const response = await server.api('POST', '/creator-profiles', { body: { fullName, userName: unique('coach') }, auth });
  expect(response.status).toBe(201);
  return response.body.data.creatorProfileId as string;
}

/** An exercise of this test's own, so lists and orders are not shared with other test files. */
async function makeExercise() {
  const exerciseCode = unique('EX_').toUpperCase();
  await server.db.exercise.create({
    data: {
      exerciseCode,
      exerciseName: `Test ${exerciseCode}`,
      exerciseTypeCode: 'WEIGHT_REPS',
      publishedStatusCode: 'PUBLISHED',
      searchText: exerciseCode.toLowerCase(),
    },
  });
  return exerciseCode;
}

const pngOf = (size: number) =>
  sharp({ create: { width: size, height: size, channels: 3, background: '#22aa66' } })
    .png()
    .toBuffer();

async function upload(auth: Auth, data: string | Buffer, fileName: string, type: string) {
  const form = new FormData();
  form.append('file', new Blob([typeof data === 'string' ? data : new Uint8Array(data)], { type }), fileName);
  const response = await server.api('POST', '/media-assets', { body: form, auth });
  expect(response.status).toBe(201);
  return response.body.data as { mediaAssetId: string; fileUrl: string; fileFormat: string };
}

const videoPath = (code: string, creator: string, id?: string) => `/exercises/${code}/videos/${creator}${id ? `/${id}` : ''}`;
const instructionPath = (code: string, locale: string, creator: string) => `/exercises/${code}/instructions/${locale}/${creator}`;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signUp({ roles: ['Admin'] });
  owner = await server.signUp();
  other = await server.signUp();
  ownerProfileId = await makeCreator(owner, 'Owner Coach');
  otherProfileId = await makeCreator(other, 'Other Coach');
  ENGLISH_ONLY = unique('EN_ONLY_').toUpperCase();
  const steps = ['Unrack the bar onto your front delts.', 'Squat down between your heels.', 'Drive the bar up as you stand.'];
  const created = await server.api('PUT', `/exercises/${ENGLISH_ONLY}`, {
    auth: admin,
    body: {
      exerciseName: `English Only ${ENGLISH_ONLY}`,
      exerciseTypeCode: 'WEIGHT_REPS',
      publishedStatusCode: 'PUBLISHED',
      muscleUsage: [{ muscleCode: 'QUADRICEPS', targetPercentage: 100, isPrimary: true }],
      instructions: [{ localeCode: 'en-US', creatorProfileId: HOUSE, steps }],
    },
  });
  expect(created.status).toBe(200);
});
afterAll(() => server.close());

describe('exercise videos', () => {
  it('lets only the owning creator or an administrator add, change and delete videos', async () => {
    const code = await makeExercise();
    const body = { title: 'Side view', videoUrl: 'https://www.youtube.com/watch?v=abc123' };
    expect((await server.api('POST', videoPath(code, ownerProfileId), { body })).status).toBe(401);
    const refused = await server.api('POST', videoPath(code, ownerProfileId), { body, auth: other });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('FORBIDDEN');

    const created = await server.api('POST', videoPath(code, ownerProfileId), { body, auth: owner });
    expect(created.status).toBe(201);
    expect(created.body.data).toEqual({
      exerciseVideoId: expect.any(String),
      exerciseCode: code,
      creatorProfileId: ownerProfileId,
      title: 'Side view',
      videoUrl: 'https://www.youtube.com/watch?v=abc123',
      videoAsset: null,
      thumbnail: null,
      sortOrder: 0,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      updatedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      creatorProfile: {
        creatorProfileId: ownerProfileId,
        fullName: 'Owner Coach',
        displayName: null,
        userName: expect.any(String),
        profilePhoto: null,
        isVerified: false,
      },
    });
    const id = created.body.data.exerciseVideoId;
    const byAdmin = await server.api('POST', videoPath(code, ownerProfileId), {
      body: { videoUrl: 'https://vimeo.com/123456' },
      auth: admin,
    });
    expect(byAdmin.status).toBe(201);
    expect(byAdmin.body.data).toMatchObject({ creatorProfileId: ownerProfileId, title: null, sortOrder: 1 });
    const adminVideoId = byAdmin.body.data.exerciseVideoId;

    const change = { title: 'Front view', sortOrder: 5 };
    expect((await server.api('PUT', videoPath(code, ownerProfileId, id), { body: change })).status).toBe(401);
    expect((await server.api('PUT', videoPath(code, ownerProfileId, id), { body: change, auth: other })).status).toBe(403);
    const changed = await server.api('PUT', videoPath(code, ownerProfileId, id), { body: change, auth: owner });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ title: 'Front view', sortOrder: 5, videoUrl: 'https://www.youtube.com/watch?v=abc123' });
    const cleared = await server.api('PUT', videoPath(code, ownerProfileId, id), { body: { title: null }, auth: admin });
    expect(cleared.status).toBe(200);
    expect(cleared.body.data).toMatchObject({ title: null, sortOrder: 5 });

    expect((await server.api('DELETE', videoPath(code, ownerProfileId, id))).status).toBe(401);
    expect((await server.api('DELETE', videoPath(code, ownerProfileId, id), { auth: other })).status).toBe(403);
    expect((await server.api('DELETE', videoPath(code, ownerProfileId, id), { auth: owner })).status).toBe(204);
    expect((await server.api('DELETE', videoPath(code, ownerProfileId, id), { auth: owner })).status).toBe(404);
    expect((await server.api('DELETE', videoPath(code, ownerProfileId, adminVideoId), { auth: admin })).status).toBe(204);
    expect((await server.api('GET', `/exercises/${code}/videos`)).body.data.items).toEqual([]);
  });

  it('answers 404 for unknown exercises and creators and for videos of another exercise or creator', async () => {
    const code = await makeExercise();
    const otherCode = await makeExercise();
    const video = await server.api('POST', videoPath(code, ownerProfileId), {
      body: { videoUrl: 'https://example.com/squat.mp4' },
      auth: owner,
    });
    const id = video.body.data.exerciseVideoId;

    const missing = await server.api('POST', videoPath('NO_SUCH_EXERCISE', ownerProfileId), {
      body: { videoUrl: 'https://example.com/a.mp4' },
      auth: owner,
    });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toMatchObject({ code: 'NOT_FOUND', message: 'Exercise NO_SUCH_EXERCISE was not found' });
    expect((await server.api('GET', '/exercises/NO_SUCH_EXERCISE/videos')).status).toBe(404);
    const noCreator = await server.api('POST', videoPath(code, 'no-such-creator'), {
      body: { videoUrl: 'https://example.com/a.mp4' },
      auth: admin,
    });
    expect(noCreator.status).toBe(404);
    expect(noCreator.body.error.message).toBe('Creator profile was not found');
    expect((await server.api('GET', `/exercises/${code}/videos?creatorProfileId=no-such-creator`)).status).toBe(404);

    // The right video id under the wrong exercise or creator is not found, even for an administrator.
    expect((await server.api('PUT', videoPath(otherCode, ownerProfileId, id), { body: { title: 'x' }, auth: owner })).status).toBe(404);
    expect((await server.api('PUT', videoPath(code, otherProfileId, id), { body: { title: 'x' }, auth: admin })).status).toBe(404);
    expect((await server.api('DELETE', videoPath(code, otherProfileId, id), { auth: admin })).status).toBe(404);
    expect((await server.api('DELETE', videoPath(code, ownerProfileId, 'no-such-video'), { auth: owner })).status).toBe(404);
    expect(await server.db.exerciseVideo.count({ where: { exerciseVideoId: id } })).toBe(1);
  });

  it('refuses bad input field by field', async () => {
    const code = await makeExercise();
    const post = (body: unknown) => server.api('POST', videoPath(code, ownerProfileId), { body, auth: owner });

    const none = await post({ title: 'No source' });
    expect(none.status).toBe(400);
    expect(none.body.error).toMatchObject({
      code: 'BAD_USER_INPUT',
      details: [{ field: 'videoUrl', message: 'Give a video address (videoUrl) or an uploaded video (videoAssetId)' }],
    });
    const invalid = await post({ videoUrl: 'http://example.com/plain.mp4', title: 'x'.repeat(201), sortOrder: -1 });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error.details).toEqual(
      expect.arrayContaining([
        { field: 'videoUrl', message: 'Use an https address, such as a YouTube or Vimeo link' },
        { field: 'title', message: 'Must be at most 200 characters' },
        { field: 'sortOrder', message: 'Must be at least 0' },
      ]),
    );
    expect((await post({ videoUrl: 'not a url' })).body.error.details).toEqual([
      { field: 'videoUrl', message: 'Use an https address, such as a YouTube or Vimeo link' },
    ]);
    const both = await post({ videoUrl: 'https://example.com/a.mp4', videoAssetId: 'some-asset' });
    expect(both.body.error.details).toEqual([{ field: 'videoAssetId', message: 'Give either videoUrl or videoAssetId, not both' }]);
    const unknownAsset = await post({ videoAssetId: 'no-such-asset' });
    expect(unknownAsset.status).toBe(400);
    expect(unknownAsset.body.error.details).toEqual([{ field: 'videoAssetId', message: 'No media asset has this id' }]);
    const picture = await upload(owner, await pngOf(4), 'thumb.png', 'image/png');
    const notAVideo = await post({ videoAssetId: picture.mediaAssetId });
    expect(notAVideo.body.error.details).toEqual([{ field: 'videoAssetId', message: 'This media asset is not a video' }]);
    const unknownThumb = await post({ videoUrl: 'https://example.com/a.mp4', thumbnailId: 'no-such-asset' });
    expect(unknownThumb.body.error.details).toEqual([{ field: 'thumbnailId', message: 'No media asset has this id' }]);
    expect((await post({ videoUrl: 'https://example.com/a.mp4', extra: true })).status).toBe(400);
    expect(await server.db.exerciseVideo.count({ where: { exerciseCode: code } })).toBe(0);

    const lowercase = await server.api('GET', '/exercises/barbell_back_squat/videos');
    expect(lowercase.status).toBe(400);
    expect(lowercase.body.error.details[0].field).toBe('exerciseCode');
    expect((await server.api('GET', `/exercises/${code}/videos?limit=0`)).status).toBe(400);
  });

  it('stores a video uploaded as a media asset, with a thumbnail, and can switch it to an address', async () => {
    const code = await makeExercise();
    const video = await upload(owner, '\x00\x00\x00\x18ftypmp42 not really a movie', 'squat.mp4', 'video/mp4');
    expect(video.fileFormat).toBe('mp4');
    const thumb = await upload(owner, await pngOf(8), 'thumb.png', 'image/png');

    const created = await server.api('POST', videoPath(code, ownerProfileId), {
      body: { title: 'Uploaded', videoAssetId: video.mediaAssetId, thumbnailId: thumb.mediaAssetId },
      auth: owner,
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      videoUrl: video.fileUrl,
      videoAsset: { mediaAssetId: video.mediaAssetId, fileName: 'squat.mp4', fileUrl: video.fileUrl, fileFormat: 'mp4' },
      thumbnail: { mediaAssetId: thumb.mediaAssetId, fileFormat: 'png' },
    });
    const thumbAsVideo = await server.api('PUT', videoPath(code, ownerProfileId, created.body.data.exerciseVideoId), {
      body: { thumbnailId: video.mediaAssetId },
      auth: owner,
    });
    expect(thumbAsVideo.body.error.details).toEqual([{ field: 'thumbnailId', message: 'This media asset is not a picture' }]);

    const switched = await server.api('PUT', videoPath(code, ownerProfileId, created.body.data.exerciseVideoId), {
      body: { videoUrl: 'https://youtu.be/xyz', thumbnailId: null },
      auth: owner,
    });
    expect(switched.status).toBe(200);
    expect(switched.body.data).toMatchObject({ videoUrl: 'https://youtu.be/xyz', videoAsset: null, thumbnail: null, title: 'Uploaded' });
    const back = await server.api('PUT', videoPath(code, ownerProfileId, created.body.data.exerciseVideoId), {
      body: { videoAssetId: video.mediaAssetId },
      auth: owner,
    });
    expect(back.body.data).toMatchObject({ videoUrl: video.fileUrl, videoAsset: { mediaAssetId: video.mediaAssetId } });
  });

  it('lists pinned and verified creators first, then by sort order, filters by creator and pages', async () => {
    const code = await makeExercise();
    const verifiedOwner = await server.signUp();
    const verifiedId = await makeCreator(verifiedOwner, 'Verified Coach');
    expect((await server.api('PUT', `/creator-profiles/${verifiedId}`, { body: { isVerified: true }, auth: admin })).status).toBe(200);
    const add = async (creator: string, auth: Auth, title: string, sortOrder?: number) => {
      const response = await server.api('POST', videoPath(code, creator), {
        body: { title, videoUrl: `https://example.com/${title}.mp4`, ...(sortOrder === undefined ? {} : { sortOrder }) },
        auth,
      });
      expect(response.status).toBe(201);
    };
    await add(ownerProfileId, owner, 'owner-b', 2);
    await add(ownerProfileId, owner, 'owner-a', 1);
    await add(verifiedId, verifiedOwner, 'verified-b', 9);
    await add(verifiedId, verifiedOwner, 'verified-a', 3);
    // The house creator has no account: only administrators write for it. It is pinned and verified.
    expect(
      (await server.api('POST', videoPath(code, HOUSE), { body: { videoUrl: 'https://example.com/house.mp4' }, auth: owner })).status,
    ).toBe(403);
    await add(HOUSE, admin, 'house');

    const list = await server.api('GET', `/exercises/${code}/videos`);
    expect(list.status).toBe(200);
    expect(list.body.data.nextCursor).toBeNull();
    expect(list.body.data.items.map((v: { title: string }) => v.title)).toEqual([
      'house',
      'verified-a',
      'verified-b',
      'owner-a',
      'owner-b',
    ]);
    expect(list.body.data.items[0].creatorProfile).toMatchObject({
      creatorProfileId: HOUSE,
      displayName: 'Liftmates Team',
      isVerified: true,
    });

    const mine = await server.api('GET', `/exercises/${code}/videos?creatorProfileId=${ownerProfileId}`);
    expect(mine.body.data.items.map((v: { title: string }) => v.title)).toEqual(['owner-a', 'owner-b']);

    const titles: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { body: { data: { items: { title: string }[]; nextCursor: string | null } } } = await server.api(
        'GET',
        `/exercises/${code}/videos?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(page.body.data.items.length).toBeLessThanOrEqual(2);
      titles.push(...page.body.data.items.map((v) => v.title));
      cursor = page.body.data.nextCursor;
    } while (cursor && titles.length < 20);
    expect(titles).toEqual(['house', 'verified-a', 'verified-b', 'owner-a', 'owner-b']);
  });

  it('loads a page of videos with their creators and media in the same number of statements as rows grow', async () => {
    const code = await makeExercise();
    const add = () =>
      server.api('POST', videoPath(code, ownerProfileId), { body: { videoUrl: `https://example.com/${unique()}.mp4` }, auth: owner });
    await add();
    await add();
    const query = `query($code: String!) { exerciseVideos(exerciseCode: $code) { edges { node {
      title videoUrl videoAsset { fileUrl } thumbnail { fileUrl } creatorProfile { fullName profilePhoto { fileUrl } } } } } }`;
    server.statements.reset();
    await server.api('GET', `/exercises/${code}/videos`);
    const restBefore = server.statements.count;
    server.statements.reset();
    expect((await server.gql(query, { code })).errors).toBeUndefined();
    const gqlBefore = server.statements.count;
    await add();
    await add();
    await add();
    server.statements.reset();
    const rest = await server.api('GET', `/exercises/${code}/videos`);
    expect(rest.body.data.items).toHaveLength(5);
    expect(server.statements.count).toBe(restBefore);
    server.statements.reset();
    const gql = await server.gql(query, { code });
    expect(gql.data.exerciseVideos.edges).toHaveLength(5);
    expect(server.statements.count).toBe(gqlBefore);
    expect(restBefore).toBeGreaterThan(0);
  });

  it('follows the code of an exercise merged into another', async () => {
    const code = await makeExercise();
    const oldCode = unique('OLD_').toUpperCase();
    await server.db.exerciseAlias.create({ data: { exerciseCode: code, alias: oldCode, isMergedCode: true } });
    const created = await server.api('POST', videoPath(oldCode, ownerProfileId), {
      body: { videoUrl: 'https://example.com/merged.mp4' },
      auth: owner,
    });
    expect(created.status).toBe(201);
    expect(created.body.data.exerciseCode).toBe(code);
    const list = await server.api('GET', `/exercises/${oldCode}/videos`);
    expect(list.body.data.items.map((v: { exerciseVideoId: string }) => v.exerciseVideoId)).toEqual([created.body.data.exerciseVideoId]);
    const id = created.body.data.exerciseVideoId;
    expect((await server.api('PUT', videoPath(oldCode, ownerProfileId, id), { body: { title: 'Kept' }, auth: owner })).status).toBe(200);
    // A plain (not merged) alias is a name, not a code.
    const name = unique('NAME_').toUpperCase();
    await server.db.exerciseAlias.create({ data: { exerciseCode: code, alias: name } });
    expect((await server.api('GET', `/exercises/${name}/videos`)).status).toBe(404);
    const instructions = await server.api('PUT', instructionPath(oldCode, 'en-US', ownerProfileId), {
      body: { steps: ['Merged step'] },
      auth: owner,
    });
    expect(instructions.status).toBe(200);
    expect(instructions.body.data.exerciseCode).toBe(code);
  });
});

describe('exercise instructions', () => {
  it('serves the seeded instructions in the locale asked for', async () => {
    const spanish = await server.api('GET', `/exercises/${BILINGUAL}/instructions?localeCode=es-ES&creatorProfileId=${HOUSE}`);
    expect(spanish.status).toBe(200);
    expect(spanish.body.data.nextCursor).toBeNull();
    expect(spanish.body.data.items).toHaveLength(1);
    expect(spanish.body.data.items[0]).toEqual({
      exerciseCode: BILINGUAL,
      localeCode: 'es-ES',
      creatorProfileId: HOUSE,
      steps: expect.arrayContaining([expect.stringContaining('barra')]),
      tips: expect.any(Array),
      commonMistakes: expect.any(Array),
      updatedAt: expect.any(String),
      creatorProfile: {
        creatorProfileId: HOUSE,
        fullName: 'Liftmates',
        displayName: 'Liftmates Team',
        userName: 'liftmates',
        profilePhoto: null,
        isVerified: true,
      },
      isFallback: false,
    });
    expect(spanish.body.data.items[0].steps.length).toBeGreaterThan(2);

    const english = await server.api('GET', `/exercises/${BILINGUAL}/instructions?localeCode=en-US&creatorProfileId=${HOUSE}`);
    expect(english.body.data.items).toMatchObject([{ localeCode: 'en-US', isFallback: false }]);
    const all = await server.api('GET', `/exercises/${BILINGUAL}/instructions?creatorProfileId=${HOUSE}`);
    expect(all.body.data.items.map((i: { localeCode: string }) => i.localeCode)).toEqual(['en-US', 'es-ES']);
    expect(all.body.data.items.every((i: { isFallback: boolean }) => !i.isFallback)).toBe(true);

    const one = await server.api('GET', instructionPath(BILINGUAL, 'es-ES', HOUSE));
    expect(one.status).toBe(200);
    expect(one.body.data).toEqual(spanish.body.data.items[0]);
  });

  it('falls back to the en-US instructions, flagged, when the locale has none', async () => {
    expect(await server.db.exerciseInstruction.count({ where: { exerciseCode: ENGLISH_ONLY, localeCode: 'es-ES' } })).toBe(0);
    const fallback = await server.api('GET', `/exercises/${ENGLISH_ONLY}/instructions?localeCode=es-ES`);
    expect(fallback.status).toBe(200);
    const house = fallback.body.data.items.find((i: { creatorProfileId: string }) => i.creatorProfileId === HOUSE);
    expect(house).toMatchObject({
      localeCode: 'en-US',
      isFallback: true,
      creatorProfile: { displayName: 'Liftmates Team' },
      steps: expect.arrayContaining([expect.stringMatching(/bar/)]),
    });
    expect(
      fallback.body.data.items.every((i: { localeCode: string; isFallback: boolean }) => i.localeCode === 'en-US' && i.isFallback),
    ).toBe(true);
    // A locale the site does not know yet falls back the same way.
    const french = await server.api('GET', `/exercises/${ENGLISH_ONLY}/instructions?localeCode=fr-FR&creatorProfileId=${HOUSE}`);
    expect(french.body.data.items).toMatchObject([{ localeCode: 'en-US', isFallback: true }]);
    // The single read does not fall back.
    expect((await server.api('GET', instructionPath(ENGLISH_ONLY, 'es-ES', HOUSE))).status).toBe(404);

    const bad = await server.api('GET', `/exercises/${ENGLISH_ONLY}/instructions?localeCode=Spanish`);
    expect(bad.status).toBe(400);
    expect(bad.body.error.details).toEqual([{ field: 'localeCode', message: 'Use a language tag such as en-US' }]);
    expect((await server.api('GET', '/exercises/NO_SUCH_EXERCISE/instructions')).status).toBe(404);
    expect((await server.api('GET', `/exercises/${ENGLISH_ONLY}/instructions?creatorProfileId=no-such-creator`)).status).toBe(404);
    expect((await server.api('GET', instructionPath('NO_SUCH_EXERCISE', 'en-US', HOUSE))).status).toBe(404);
    expect((await server.api('GET', instructionPath(ENGLISH_ONLY, 'en-US', 'no-such-creator'))).status).toBe(404);
  });

  it('lets only the owning creator or an administrator write instructions, and stops falling back once written', async () => {
    const code = await makeExercise();
    const body = { steps: ['Stand tall.', '  Squat down.  '], tips: ['Breathe.'], commonMistakes: [] };
    expect((await server.api('PUT', instructionPath(code, 'en-US', ownerProfileId), { body })).status).toBe(401);
    expect((await server.api('PUT', instructionPath(code, 'en-US', ownerProfileId), { body, auth: other })).status).toBe(403);
    const written = await server.api('PUT', instructionPath(code, 'en-US', ownerProfileId), { body, auth: owner });
    expect(written.status).toBe(200);
    expect(written.body.data).toMatchObject({
      exerciseCode: code,
      localeCode: 'en-US',
      creatorProfileId: ownerProfileId,
      steps: ['Stand tall.', 'Squat down.'],
      tips: ['Breathe.'],
      commonMistakes: [],
      isFallback: false,
      creatorProfile: { fullName: 'Owner Coach' },
    });
    const fallback = await server.api('GET', `/exercises/${code}/instructions?localeCode=es-ES&creatorProfileId=${ownerProfileId}`);
    expect(fallback.body.data.items).toMatchObject([{ localeCode: 'en-US', isFallback: true, steps: ['Stand tall.', 'Squat down.'] }]);

    const byAdmin = await server.api('PUT', instructionPath(code, 'es-ES', ownerProfileId), {
      body: { steps: ['Ponte de pie.'] },
      auth: admin,
    });
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body.data).toMatchObject({ localeCode: 'es-ES', steps: ['Ponte de pie.'], tips: [], commonMistakes: [] });
    const spanish = await server.api('GET', `/exercises/${code}/instructions?localeCode=es-ES`);
    expect(spanish.body.data.items).toMatchObject([{ localeCode: 'es-ES', isFallback: false, creatorProfileId: ownerProfileId }]);

    // Writing again replaces the whole instruction.
    const replaced = await server.api('PUT', instructionPath(code, 'en-US', ownerProfileId), {
      body: { steps: ['Only step.'], commonMistakes: ['Rushing.'] },
      auth: owner,
    });
    expect(replaced.body.data).toMatchObject({ steps: ['Only step.'], tips: [], commonMistakes: ['Rushing.'] });
    expect(await server.db.exerciseInstruction.count({ where: { exerciseCode: code } })).toBe(2);
    expect((await server.api('GET', instructionPath(code, 'en-US', ownerProfileId))).body.data.steps).toEqual(['Only step.']);

    expect((await server.api('PUT', instructionPath(code, 'en-US', HOUSE), { body, auth: owner })).status).toBe(403);
    expect((await server.api('PUT', instructionPath(code, 'en-US', HOUSE), { body, auth: admin })).status).toBe(200);
    expect((await server.api('PUT', instructionPath('NO_SUCH_EXERCISE', 'en-US', ownerProfileId), { body, auth: owner })).status).toBe(404);
    expect((await server.api('PUT', instructionPath(code, 'en-US', 'no-such-creator'), { body, auth: admin })).status).toBe(404);
  });

  it('refuses bad instructions and unknown locales field by field', async () => {
    const code = await makeExercise();
    const put = (body: unknown, locale = 'en-US') =>
      server.api('PUT', instructionPath(code, locale, ownerProfileId), { body, auth: owner });

    const missing = await put({ tips: ['A tip'] });
    expect(missing.status).toBe(400);
    expect(missing.body.error.details).toEqual([{ field: 'steps', message: 'Required' }]);
    expect((await put({ steps: [] })).body.error.details).toEqual([{ field: 'steps', message: 'Add at least one step' }]);
    expect((await put({ steps: Array.from({ length: 21 }, (_, i) => `Step ${i}`) })).body.error.details).toEqual([
      { field: 'steps', message: 'At most 20 steps' },
    ]);
    const items = await put({ steps: ['   ', 'x'.repeat(501)], tips: 'Not a list', commonMistakes: Array.from({ length: 21 }, () => 'm') });
    expect(items.body.error.details).toEqual(
      expect.arrayContaining([
        { field: 'steps.0', message: 'Required' },
        { field: 'steps.1', message: 'Must be at most 500 characters' },
        { field: 'tips', message: 'Must be a list of texts' },
        { field: 'commonMistakes', message: 'At most 20 common mistakes' },
      ]),
    );
    expect((await put({ steps: [7] })).body.error.details).toEqual([{ field: 'steps.0', message: 'Must be text' }]);

    const unknownLocale = await put({ steps: ['Go.'] }, 'fr-FR');
    expect(unknownLocale.status).toBe(400);
    expect(unknownLocale.body.error).toMatchObject({
      code: 'BAD_USER_INPUT',
      details: [{ field: 'localeCode', message: 'Unknown locale' }],
    });
    const malformed = await put({ steps: ['Go.'] }, 'English');
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.details).toEqual([{ field: 'localeCode', message: 'Use a language tag such as en-US' }]);
    expect(await server.db.exerciseInstruction.count({ where: { exerciseCode: code } })).toBe(0);
  });

  it('lets only the owning creator or an administrator delete an instruction, 404 once gone', async () => {
    const code = await makeExercise();
    const body = { steps: ['Go.'] };
    for (const locale of ['en-US', 'es-ES'])
      expect((await server.api('PUT', instructionPath(code, locale, ownerProfileId), { body, auth: owner })).status).toBe(200);
    const path = instructionPath(code, 'es-ES', ownerProfileId);
    expect((await server.api('DELETE', path)).status).toBe(401);
    expect((await server.api('DELETE', path, { auth: other })).status).toBe(403);
    expect((await server.api('DELETE', instructionPath(code, 'es-ES', otherProfileId), { auth: owner })).status).toBe(403);

    const deleted = await server.api('DELETE', path, { auth: owner });
    expect(deleted.status).toBe(204);
    expect(deleted.body).toBeNull();
    expect((await server.api('GET', path)).status).toBe(404);
    // The other locale stays, and now stands in for the deleted one.
    const fallback = await server.api('GET', `/exercises/${code}/instructions?localeCode=es-ES`);
    expect(fallback.body.data.items).toMatchObject([{ localeCode: 'en-US', isFallback: true }]);

    const again = await server.api('DELETE', path, { auth: owner });
    expect(again.status).toBe(404);
    expect(again.body.error.message).toBe(`The es-ES instruction of this creator for exercise ${code} was not found`);
    // Only the owner's or an administrator's request learns whether the instruction exists.
    expect((await server.api('DELETE', path, { auth: other })).status).toBe(403);
    expect((await server.api('DELETE', instructionPath(code, 'en-US', ownerProfileId), { auth: admin })).status).toBe(204);
    expect(await server.db.exerciseInstruction.count({ where: { exerciseCode: code } })).toBe(0);

    expect((await server.api('DELETE', instructionPath('NO_SUCH_EXERCISE', 'en-US', ownerProfileId), { auth: owner })).status).toBe(404);
    expect((await server.api('DELETE', instructionPath(code, 'en-US', 'no-such-creator'), { auth: admin })).status).toBe(404);
    const malformed = await server.api('DELETE', instructionPath(code, 'English', ownerProfileId), { auth: owner });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.details).toEqual([{ field: 'localeCode', message: 'Use a language tag such as en-US' }]);
    expect((await server.api('DELETE', instructionPath('lower', 'en-US', ownerProfileId), { auth: owner })).status).toBe(400);
  });

  it('pages through the instructions of many creators', async () => {
    const code = await makeExercise();
    for (const [creator, auth] of [
      [ownerProfileId, owner],
      [otherProfileId, other],
      [HOUSE, admin],
    ] as const) {
      for (const locale of ['en-US', 'es-ES'])
        expect(
          (await server.api('PUT', instructionPath(code, locale, creator), { body: { steps: [`${creator} ${locale}`] }, auth })).status,
        ).toBe(200);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { body: { data: { items: { localeCode: string; creatorProfileId: string }[]; nextCursor: string | null } } } =
        await server.api('GET', `/exercises/${code}/instructions?limit=4${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.body.data.items.map((i) => `${i.localeCode}/${i.creatorProfileId}`));
      cursor = page.body.data.nextCursor;
    } while (cursor && seen.length < 20);
    expect(seen).toHaveLength(6);
    expect(new Set(seen).size).toBe(6);
    // By locale, the pinned and verified house creator first within each.
    expect(seen[0]).toBe(`en-US/${HOUSE}`);
    expect(seen[3]).toBe(`es-ES/${HOUSE}`);

    const viaGraphql: string[] = [];
    let after: string | null = null;
    do {
      const page: {
        data: {
          exerciseInstructions: {
            edges: { node: { localeCode: string; creatorProfileId: string } }[];
            pageInfo: { hasNextPage: boolean; endCursor: string };
          };
        };
      } = await server.gql(
        `query($code: String!, $after: String) { exerciseInstructions(exerciseCode: $code, first: 4, after: $after) {
            edges { node { localeCode creatorProfileId } } pageInfo { hasNextPage endCursor } } }`,
        { code, after },
      );
      viaGraphql.push(...page.data.exerciseInstructions.edges.map(({ node }) => `${node.localeCode}/${node.creatorProfileId}`));
      after = page.data.exerciseInstructions.pageInfo.hasNextPage ? page.data.exerciseInstructions.pageInfo.endCursor : null;
    } while (after && viaGraphql.length < 20);
    expect(viaGraphql).toEqual(seen);
  });
});

describe('exercise content over GraphQL', () => {
  const createVideo = `mutation($code: String!, $creator: String!, $input: CreateExerciseVideoInput!) {
    createExerciseVideo(exerciseCode: $code, creatorProfileId: $creator, input: $input) {
      __typename
      ... on MutationCreateExerciseVideoSuccess { data { exerciseVideoId exerciseCode title videoUrl sortOrder creatorProfile { creatorProfileId } } }
      ... on AppError { code message details { field message } } } }`;

  it('creates, changes and deletes videos with typed errors', async () => {
    const code = await makeExercise();
    const input = { title: 'GraphQL video', videoUrl: 'https://vimeo.com/42' };
    const anonymous = await server.gql(createVideo, { code, creator: ownerProfileId, input });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const forbidden = await server.gql(createVideo, { code, creator: ownerProfileId, input }, other);
    expect(forbidden.data.createExerciseVideo).toMatchObject({ __typename: 'AppError', code: 'FORBIDDEN' });
    const invalid = await server.gql(createVideo, { code, creator: ownerProfileId, input: { videoUrl: 'ftp://x' } }, owner);
    expect(invalid.data.createExerciseVideo).toEqual({
      __typename: 'AppError',
      code: 'BAD_USER_INPUT',
      message: 'videoUrl: Use an https address, such as a YouTube or Vimeo link',
      details: [{ field: 'videoUrl', message: 'Use an https address, such as a YouTube or Vimeo link' }],
    });
    const notFound = await server.gql(createVideo, { code: 'NO_SUCH_EXERCISE', creator: ownerProfileId, input }, owner);
    expect(notFound.data.createExerciseVideo).toMatchObject({ code: 'NOT_FOUND', message: 'Exercise NO_SUCH_EXERCISE was not found' });

    const ok = await server.gql(createVideo, { code, creator: ownerProfileId, input }, owner);
    expect(ok.data.createExerciseVideo).toEqual({
      __typename: 'MutationCreateExerciseVideoSuccess',
      data: {
        exerciseVideoId: expect.any(String),
        exerciseCode: code,
        title: 'GraphQL video',
        videoUrl: 'https://vimeo.com/42',
        sortOrder: 0,
        creatorProfile: { creatorProfileId: ownerProfileId },
      },
    });
    const id = ok.data.createExerciseVideo.data.exerciseVideoId;

    const update = await server.gql(
      `mutation($code: String!, $creator: String!, $id: ID!) {
        updateExerciseVideo(exerciseCode: $code, creatorProfileId: $creator, exerciseVideoId: $id, input: { sortOrder: 4 }) {
          __typename ... on MutationUpdateExerciseVideoSuccess { data { sortOrder title } } ... on AppError { code } } }`,
      { code, creator: ownerProfileId, id },
      admin,
    );
    expect(update.data.updateExerciseVideo).toEqual({
      __typename: 'MutationUpdateExerciseVideoSuccess',
      data: { sortOrder: 4, title: 'GraphQL video' },
    });

    const list = await server.gql(
      `query($code: String!, $creator: String) { exerciseVideos(exerciseCode: $code, creatorProfileId: $creator, first: 10) {
        edges { node { exerciseVideoId videoAsset { fileUrl } creatorProfile { fullName } } } pageInfo { hasNextPage } } }`,
      { code, creator: ownerProfileId },
    );
    expect(list.errors).toBeUndefined();
    expect(list.data.exerciseVideos).toEqual({
      edges: [{ node: { exerciseVideoId: id, videoAsset: null, creatorProfile: { fullName: 'Owner Coach' } } }],
      pageInfo: { hasNextPage: false },
    });
    const missing = await server.gql(`{ exerciseVideos(exerciseCode: "NO_SUCH_EXERCISE") { edges { cursor } } }`);
    expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    const remove = `mutation($code: String!, $creator: String!, $id: ID!) {
      deleteExerciseVideo(exerciseCode: $code, creatorProfileId: $creator, exerciseVideoId: $id) {
        __typename ... on MutationDeleteExerciseVideoSuccess { data } ... on AppError { code } } }`;
    expect((await server.gql(remove, { code, creator: ownerProfileId, id }, other)).data.deleteExerciseVideo).toEqual({
      __typename: 'AppError',
      code: 'FORBIDDEN',
    });
    expect((await server.gql(remove, { code, creator: ownerProfileId, id }, owner)).data.deleteExerciseVideo).toEqual({
      __typename: 'MutationDeleteExerciseVideoSuccess',
      data: true,
    });
    expect((await server.gql(remove, { code, creator: ownerProfileId, id }, owner)).data.deleteExerciseVideo).toEqual({
      __typename: 'AppError',
      code: 'NOT_FOUND',
    });
  });

  it('reads instructions with the en-US fallback flag and writes them with typed errors', async () => {
    const read = await server.gql(
      `query($code: String!) { exerciseInstructions(exerciseCode: $code, localeCode: "es-ES", creatorProfileId: "liftmates") {
        edges { node { localeCode isFallback steps tips commonMistakes locale { localeName } creatorProfile { displayName isVerified } } } } }`,
      { code: ENGLISH_ONLY },
    );
    expect(read.errors).toBeUndefined();
    expect(read.data.exerciseInstructions.edges).toHaveLength(1);
    expect(read.data.exerciseInstructions.edges[0].node).toMatchObject({
      localeCode: 'en-US',
      isFallback: true,
      creatorProfile: { displayName: 'Liftmates Team', isVerified: true },
    });
    expect(read.data.exerciseInstructions.edges[0].node.steps.length).toBeGreaterThan(2);
    const spanish = await server.gql(
      `{ exerciseInstructions(exerciseCode: "${BILINGUAL}", localeCode: "es-ES", creatorProfileId: "liftmates") { edges { node { localeCode isFallback } } } }`,
    );
    expect(spanish.data.exerciseInstructions.edges).toEqual([{ node: { localeCode: 'es-ES', isFallback: false } }]);
    const one = await server.gql(
      `{ exerciseInstruction(exerciseCode: "${BILINGUAL}", localeCode: "en-US", creatorProfileId: "liftmates") { localeCode isFallback steps } }`,
    );
    expect(one.data.exerciseInstruction).toMatchObject({ localeCode: 'en-US', isFallback: false });

    const code = await makeExercise();
    const upsert = `mutation($code: String!, $locale: String!, $creator: String!, $input: UpsertExerciseInstructionInput!) {
      upsertExerciseInstruction(exerciseCode: $code, localeCode: $locale, creatorProfileId: $creator, input: $input) {
        __typename ... on MutationUpsertExerciseInstructionSuccess { data { localeCode steps tips commonMistakes isFallback } }
        ... on AppError { code details { field message } } } }`;
    const anonymous = await server.gql(upsert, { code, locale: 'en-US', creator: ownerProfileId, input: { steps: ['Go.'] } });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const forbidden = await server.gql(upsert, { code, locale: 'en-US', creator: ownerProfileId, input: { steps: ['Go.'] } }, other);
    expect(forbidden.data.upsertExerciseInstruction).toMatchObject({ __typename: 'AppError', code: 'FORBIDDEN' });
    const unknownLocale = await server.gql(upsert, { code, locale: 'fr-FR', creator: ownerProfileId, input: { steps: ['Go.'] } }, owner);
    expect(unknownLocale.data.upsertExerciseInstruction).toEqual({
      __typename: 'AppError',
      code: 'BAD_USER_INPUT',
      details: [{ field: 'localeCode', message: 'Unknown locale' }],
    });
    const invalid = await server.gql(upsert, { code, locale: 'en-US', creator: ownerProfileId, input: { steps: [] } }, owner);
    expect(invalid.data.upsertExerciseInstruction).toMatchObject({ code: 'BAD_USER_INPUT', details: [{ field: 'steps' }] });
    const ok = await server.gql(
      upsert,
      { code, locale: 'es-ES', creator: ownerProfileId, input: { steps: ['Baja.', 'Sube.'], tips: ['Respira.'] } },
      owner,
    );
    expect(ok.data.upsertExerciseInstruction).toEqual({
      __typename: 'MutationUpsertExerciseInstructionSuccess',
      data: { localeCode: 'es-ES', steps: ['Baja.', 'Sube.'], tips: ['Respira.'], commonMistakes: [], isFallback: false },
    });
  });

  it('deletes instructions with typed errors', async () => {
    const code = await makeExercise();
    expect(
      (await server.api('PUT', instructionPath(code, 'en-US', ownerProfileId), { body: { steps: ['Go.'] }, auth: owner })).status,
    ).toBe(200);
    const remove = `mutation($code: String!, $locale: String!, $creator: String!) {
      deleteExerciseInstruction(exerciseCode: $code, localeCode: $locale, creatorProfileId: $creator) {
        __typename ... on MutationDeleteExerciseInstructionSuccess { data } ... on AppError { code message details { field message } } } }`;
    const vars = { code, locale: 'en-US', creator: ownerProfileId };
    expect((await server.gql(remove, vars)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await server.gql(remove, vars, other)).data.deleteExerciseInstruction).toMatchObject({
      __typename: 'AppError',
      code: 'FORBIDDEN',
    });
    expect((await server.gql(remove, { ...vars, locale: 'English' }, owner)).data.deleteExerciseInstruction).toEqual({
      __typename: 'AppError',
      code: 'BAD_USER_INPUT',
      message: 'localeCode: Use a language tag such as en-US',
      details: [{ field: 'localeCode', message: 'Use a language tag such as en-US' }],
    });
    expect((await server.gql(remove, vars, owner)).data.deleteExerciseInstruction).toEqual({
      __typename: 'MutationDeleteExerciseInstructionSuccess',
      data: true,
    });
    expect((await server.gql(remove, vars, owner)).data.deleteExerciseInstruction).toMatchObject({
      __typename: 'AppError',
      code: 'NOT_FOUND',
      message: `The en-US instruction of this creator for exercise ${code} was not found`,
    });
  });
});
