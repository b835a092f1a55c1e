// The Creator Dash over HTTP: a creator's views, ratings, shares and duplicates counted per day over the period,
// the rating distribution, top content and drafts, the same on both APIs and in a fixed number of statements.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, unique, type Auth, type TestServer } from '../support/server.js';

let server: TestServer;
let coach: Auth;
let profileId: string;
const fans: Auth[] = [];

const workoutBody = (title: string, extra: Record<string, unknown> = {}) => ({
  workoutTitle: title,
  creatorProfileId: profileId,
  publishedStatusCode: 'PUBLISHED',
  workoutExercises: [{ exerciseCode: 'PLANK', sets: [{ targets: [{ measurementCode: 'DURATION', value: 30 }] }] }],
  ...extra,
});

async function post(path: string, body: unknown, auth: Auth) {
  const response = await server.api('POST', path, { body, auth });
  expect(response.status, JSON.stringify(response.body)).toBeLessThan(300);
  return response.body.data;
}

beforeAll(async () => {
  server = await startTestServer();
  coach = await server.signUp();
  profileId = (await server.api('POST', '/creator-profiles', { body: { fullName: 'Dash Coach', userName: unique('dash') }, auth: coach }))
    .body.data.creatorProfileId;
  coach = await server.signIn(coach.email, coach.password);
  for (let index = 0; index < 3; index += 1) fans.push(await server.signUp());
});
afterAll(() => server.close());

describe('the Creator Dash', () => {
  it('counts the period’s engagement per day and ranks the content', async () => {
    const popular = await post('/workouts', workoutBody('Popular'), coach);
    const quiet = await post('/workouts', workoutBody('Quiet'), coach);
    const draft = await post('/workouts', workoutBody('Unfinished', { publishedStatusCode: 'DRAFT' }), coach);
    const program = await post(
      '/workout-programs',
      {
        programTitle: 'Block',
        creatorProfileId: profileId,
        publishedStatusCode: 'PUBLISHED',
        programDays: [{ weekNumber: 1, dayNumber: 1, dayType: 'Workout', workoutId: popular.workoutId }],
      },
      coach,
    );
    for (const [index, fan] of fans.entries()) {
      await post(`/workouts/${popular.workoutId}/views`, {}, fan);
      await server.api('PUT', `/workouts/${popular.workoutId}/rating`, { auth: fan, body: { rating: 5 - index } });
    }
    await post(`/workouts/${quiet.workoutId}/views`, {}, fans[0]!);
    await post(`/workout-programs/${program.programId}/views`, {}, fans[1]!);
    await server.api('PUT', `/workout-programs/${program.programId}/rating`, { auth: fans[1]!, body: { rating: 4 } });
    await post(`/workouts/${popular.workoutId}/shares`, { channel: 'LINK' }, fans[0]!);
    await post(`/workouts/${popular.workoutId}/duplicate`, {}, fans[2]!);

    const dash = await server.api('GET', '/creator-dashboard?days=7', { auth: coach });
    expect(dash.status).toBe(200);
    const data = dash.body.data;
    expect(data).toMatchObject({
      days: 7,
      hasCreatorProfile: true,
      workoutCount: 3,
      programCount: 1,
      totals: { views: 5, ratings: 4, shares: 1, duplicates: 1, ratingCount: 4, ratingAverage: 4 },
      ratingDistribution: [
        { rating: 1, count: 0 },
        { rating: 2, count: 0 },
        { rating: 3, count: 1 },
        { rating: 4, count: 2 },
        { rating: 5, count: 1 },
      ],
    });
    expect(data.series).toHaveLength(7);
    expect(data.series.at(-1)).toEqual({ date: new Date().toISOString().slice(0, 10), views: 5, ratings: 4, shares: 1, duplicates: 1 });
    expect(data.series.slice(0, 6).every((day: { views: number }) => day.views === 0)).toBe(true);
    expect(data.topContent.map((item: { title: string; periodViews: number }) => [item.title, item.periodViews])).toEqual([
      ['Popular', 3],
      ['Block', 1],
      ['Quiet', 1],
    ]);
    expect(data.drafts.map((item: { contentId: string }) => item.contentId)).toEqual([draft.workoutId]);

    const gql = await server.gql(
      `{ creatorDashboard(days: 7) { __typename ... on QueryCreatorDashboardSuccess { data { totals { views ratings shares duplicates ratingAverage } ratingDistribution { rating count } series { date views } topContent { title periodViews contentType } drafts { title } } } } }`,
      {},
      coach,
    );
    const viaGql = gql.data.creatorDashboard.data;
    expect(viaGql.totals).toEqual({ views: 5, ratings: 4, shares: 1, duplicates: 1, ratingAverage: 4 });
    expect(viaGql.series.map((day: { views: number }) => day.views)).toEqual(data.series.map((day: { views: number }) => day.views));
    expect(viaGql.ratingDistribution).toEqual(data.ratingDistribution);
    expect(viaGql.topContent[1]).toEqual({ title: 'Block', periodViews: 1, contentType: 'Program' });
  });

  it('shows a member without content an empty dash that says they have no creator profile', async () => {
    const newcomer = await server.signUp();
    const dash = await server.api('GET', '/creator-dashboard', { auth: newcomer });
    expect(dash.body.data).toMatchObject({
      days: 30,
      hasCreatorProfile: false,
      workoutCount: 0,
      totals: { views: 0, ratingAverage: null },
      topContent: [],
      drafts: [],
    });
    expect(dash.body.data.series).toHaveLength(30);
    expect((await server.api('GET', '/creator-dashboard?days=14', { auth: newcomer })).body.error.details).toEqual([
      { field: 'days', message: 'Use 7, 30 or 90' },
    ]);
    expect((await server.api('GET', '/creator-dashboard')).status).toBe(401);
  });

  it('reads the dash in the same number of statements as the library and its engagement grow', async () => {
    const author = await server.signUp();
    const count = async () => {
      server.statements.reset();
      expect((await server.api('GET', '/creator-dashboard?days=90', { auth: author })).status).toBe(200);
      return server.statements.count;
    };
    await post('/workouts', { workoutTitle: 'One' }, author);
    const before = await count();
    for (let index = 0; index < 5; index += 1) await post('/workouts', { workoutTitle: `More ${index}` }, author);
    expect(await count()).toBe(before);
  });
});
