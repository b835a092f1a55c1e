// /w/{workoutId} for link previews and crawlers: a published PUBLIC workout's HTML carries its title, a description
// and its background as og:image (absolute); drafts, private and unknown workouts keep the defaults.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, unique, type Auth, type TestServer } from '../support/server.js';

let server: TestServer;
let coach: Auth;
let profileId: string;

beforeAll(async () => {
  server = await startTestServer();
  coach = await server.signUp();
  profileId = (
    await server.api('POST', '/creator-profiles', {
      body: { fullName: 'Page Coach', displayName: 'Coach P', userName: unique('pg') },
      auth: coach,
    })
  ).body.data.creatorProfileId;
  coach = await server.signIn(coach.email, coach.password);
});
afterAll(() => server.close());

const html = async (path: string) => (await fetch(`${server.url}${path}`)).text();

describe('the workout page for link previews', () => {
  it('puts a public workout’s title, description and background into the HTML of /w/{id}', async () => {
    const [background] = (await server.api('GET', '/static/workout-card-backgrounds/')).body.data;
    const workout = (
      await server.api('POST', '/workouts', {
        auth: coach,
        body: {
          workoutTitle: 'Push & <Pull>',
          creatorProfileId: profileId,
          publishedStatusCode: 'PUBLISHED',
          workoutBackgroundImageId: background.mediaAsset.mediaAssetId,
          workoutExercises: [{ exerciseCode: 'PULL_UP', sets: [{ targets: [{ measurementCode: 'REPS', value: 8 }] }] }],
        },
      })
    ).body.data;
    const page = await html(`/w/${workout.workoutId}`);
    expect(page).toContain('<title>Push &amp; &lt;Pull&gt; | Liftmates</title>');
    expect(page).toContain('<meta property="og:title" content="Push &amp; &lt;Pull&gt; | Liftmates">');
    expect(page).toMatch(/<meta name="description" content="A \d+-minute workout of 1 exercise by Coach P\./);
    expect(page).toContain(`<meta property="og:image" content="${server.url}${background.mediaAsset.fileUrl}"`);
    expect(page).not.toContain('<Pull>');

    await server.api('PUT', `/workouts/${workout.workoutId}`, {
      auth: coach,
      body: { workoutDescription: 'Six moves, no fluff.', visibility: 'PUBLIC' },
    });
    expect(await html(`/w/${workout.workoutId}`)).toContain('<meta name="description" content="Six moves, no fluff.">');
  });

  it('keeps the defaults for drafts, private and unknown workouts', async () => {
    const draft = (await server.api('POST', '/workouts', { auth: coach, body: { workoutTitle: 'Secret plan' } })).body.data;
    const hidden = (
      await server.api('POST', '/workouts', {
        auth: coach,
        body: { workoutTitle: 'Private plan', creatorProfileId: profileId, publishedStatusCode: 'PUBLISHED', visibility: 'PRIVATE' },
      })
    ).body.data;
    for (const path of [`/w/${draft.workoutId}`, `/w/${hidden.workoutId}`, '/w/nope']) {
      const page = await html(path);
      expect(page, path).not.toContain('plan | Liftmates');
      expect(page, path).toContain(`<meta property="og:image" content="${server.url}/og-image.png"`);
    }
  });
});
