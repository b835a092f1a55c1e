// The Creator Dash in the built app: a member without a creator profile is told how to become one; once a
// creator with a published workout that another member viewed and rated, the dash counts it, draws its charts and
// lists it as top content. The chart library is fetched on /dashboard only. Axe finds no serious or critical
// violation; screenshots at 375, 800 and 1440 px.
import { expect, test } from './support/test';
import { expectNoSeriousViolations, newAccount, signInViaApi, signUpViaApi, unique } from './support/shell';

const SCREENSHOTS = 'test-results/screenshots';

test('a creator sees views, ratings and top content of the period, with charts', async ({ page, browser }) => {
  const account = await signUpViaApi(page.request, newAccount('dash_'));
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/workouts');
  await expect(page.getByRole('heading', { level: 1, name: 'My Workouts' })).toBeVisible();
  const beforeDash = scripts.length;
  await page.goto('/dashboard');
  await expect(page.getByTestId('dashboard-no-creator')).toBeVisible();
  const dashChunks = scripts.slice(beforeDash);
  // The charts come with the page's own chunk, never with the pages before it.
  expect(scripts.slice(0, beforeDash).some((url) => /DashboardPage/.test(url))).toBe(false);
  expect(dashChunks.some((url) => /DashboardPage/.test(url))).toBe(true);

  const profile = await page.request.post('/api/creator-profiles', { data: { fullName: 'Dash Coach', userName: unique('dash') } });
  const creatorProfileId = (await profile.json()).data.creatorProfileId;
  await signInViaApi(page.request, account);
  const title = unique('Core Finisher ');
  const created = await page.request.post('/api/workouts', {
    data: {
      workoutTitle: title,
      creatorProfileId,
      publishedStatusCode: 'PUBLISHED',
      workoutExercises: [{ exerciseCode: 'PLANK', sets: [{ targets: [{ measurementCode: 'DURATION', value: 30 }] }] }],
    },
  });
  const workoutId = (await created.json()).data.workoutId;
  const fan = await browser.newContext();
  await signUpViaApi(fan.request, newAccount('dashfan_'));
  // The workout's page counts the view itself, once it shows the workout.
  const fanPage = await fan.newPage();
  const viewed = fanPage.waitForResponse(
    (response) => response.url().endsWith('/graphql') && response.request().postDataJSON()?.operationName === 'RecordWorkoutView',
  );
  await fanPage.goto(`/w/${workoutId}`);
  await expect(fanPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
  expect((await viewed).ok()).toBe(true);
  expect((await fan.request.put(`/api/workouts/${workoutId}/rating`, { data: { rating: 4 } })).ok()).toBe(true);
  await fan.close();

  await page.goto('/dashboard');
  await expect(page.getByTestId('dashboard-no-creator')).toHaveCount(0);
  await expect(page.getByTestId('dashboard-views')).toHaveText('1');
  await expect(page.getByTestId('dashboard-average')).toContainText('4.0');
  await expect(page.getByTestId('dashboard-top').first()).toContainText(title);
  await expect(page.getByTestId('dashboard-charts').locator('svg.recharts-surface').first()).toBeVisible();
  await expect(page.getByTestId('dashboard-distribution').getByRole('row')).toHaveText(['1 ★0', '2 ★0', '3 ★0', '4 ★1', '5 ★0']);
  await page.getByTestId('dashboard-period-90').click();
  await expect(page).toHaveURL(/days=90/);
  await expect(page.getByTestId('dashboard-views')).toHaveText('1');
  await expectNoSeriousViolations(page);
  for (const width of [375, 800, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.mouse.move(width - 5, 895);
    await page.screenshot({ path: `${SCREENSHOTS}/dashboard-${width}.png`, fullPage: true });
  }
});
