// The workout card backgrounds: twelve pictures the project draws itself, each a media asset with a thumbHash and
// WebP copies, listed the same through REST and GraphQL, and usable as a workout's background.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('workout card backgrounds', () => {
  it('lists at least 12 distinct generated pictures that are served as images', async () => {
    const list = await server.api('GET', '/static/workout-card-backgrounds/');
    expect(list.status).toBe(200);
    const backgrounds = list.body.data as {
      workoutCardBackgroundId: string;
      name: string;
      sortOrder: number;
      mediaAsset: { fileUrl: string; thumbHash: string; width: number; height: number; srcSet: string; thumbnailUrl: string };
    }[];
    expect(backgrounds.length).toBeGreaterThanOrEqual(12);
    expect(new Set(backgrounds.map((b) => b.name)).size).toBe(backgrounds.length);
    expect(backgrounds.map((b) => b.sortOrder)).toEqual([...backgrounds.map((b) => b.sortOrder)].sort((a, b) => a - b));
    const sizes = new Set<number>();
    for (const { mediaAsset } of backgrounds) {
      expect(mediaAsset).toMatchObject({ width: 1200, height: 630, thumbHash: expect.stringMatching(/^[A-Za-z0-9+/=]{20,}$/) });
      const picture = await fetch(`${server.url}${mediaAsset.fileUrl}`);
      expect(picture.status).toBe(200);
      expect(picture.headers.get('content-type')).toBe('image/png');
      const bytes = Buffer.from(await picture.arrayBuffer());
      sizes.add(bytes.length);
      expect((await sharp(bytes).metadata()).width).toBe(1200);
      expect((await fetch(`${server.url}${mediaAsset.thumbnailUrl}`)).status).toBe(200);
      expect(mediaAsset.srcSet).toContain('640w');
    }
    // Distinct designs make distinct files.
    expect(sizes.size).toBe(backgrounds.length);
    const again = await server.api('GET', '/static/workout-card-backgrounds');
    expect(again.body.data).toEqual(backgrounds);
    const gql = await server.gql(`{ workoutCardBackgrounds { workoutCardBackgroundId name mediaAsset { fileUrl thumbHash } } }`);
    expect(gql.data.workoutCardBackgrounds).toEqual(
      backgrounds.map((b) => ({
        workoutCardBackgroundId: b.workoutCardBackgroundId,
        name: b.name,
        mediaAsset: { fileUrl: b.mediaAsset.fileUrl, thumbHash: b.mediaAsset.thumbHash },
      })),
    );
  });

  it('gives a workout one of them as its background', async () => {
    const author = await server.signUp();
    const [first] = (await server.api('GET', '/static/workout-card-backgrounds/')).body.data;
    const created = await server.api('POST', '/workouts', {
      auth: author,
      body: { workoutTitle: 'Painted', workoutBackgroundImageId: first.mediaAsset.mediaAssetId },
    });
    expect(created.status).toBe(201);
    expect(created.body.data.workoutBackgroundImage).toMatchObject({
      fileUrl: first.mediaAsset.fileUrl,
      thumbHash: first.mediaAsset.thumbHash,
    });
  });
});
