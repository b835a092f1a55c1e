// My Workouts and a workout's public page in the built app against the real server: a creator's published workout
// (made through the API with the browser's own session) is listed with its numbers; a visitor opens /w/{id} signed
// out and the HTML already carries its title; a second member rates it, copies it (a private draft in their list)
// and shares it (the count rises); a private workout is the 404 page for them. Axe finds no serious or critical
// violation on /workouts and /w/{id}; screenshots at 375, 800 and 1440 px.
import { expect, test } from './support/test';
import { type APIRequestContext } from '@playwright/test';
import { expectNoSeriousViolations, newAccount, signInViaApi, signUpViaApi, unique } from './support/shell';

const SCREENSHOTS = 'test-results/screenshots';
const WIDTHS = [375, 800, 1440];

async function creator(request: APIRequestContext) {
  const account = await signUpViaApi(request, newAccount('coach_'));
  const profile = await request.post('/api/creator-profiles', { data: { fullName: 'Coach Browser', userName: unique('coach') } });
  expect(profile.status()).toBe(201);
  // A new sign-in carries the creator profile in the session.
  await signInViaApi(request, account);
  return (await profile.json()).data.creatorProfileId as string;
}

async function createWorkout(request: APIRequestContext, body: Record<string, unknown>) {
  const response = await request.post('/api/workouts', { data: body });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).data as { workoutId: string; workoutTitle: string };
}

test('a creator lists a workout, a visitor reads it, a member rates, copies and shares it', async ({ page, browser }) => {
  const creatorProfileId = await creator(page.request);
  const [background] = (await (await page.request.get('/api/static/workout-card-backgrounds/')).json()).data;
  const title = unique('Upper Power ');
  const published = { creatorProfileId, publishedStatusCode: 'PUBLISHED', visibility: 'PUBLIC' };
  const workout = await createWorkout(page.request, {
    ...published,
    workoutTitle: title,
    workoutDescription: 'Press, pull and hold.',
    workoutBackgroundImageId: background.mediaAsset.mediaAssetId,
    workoutExercises: [
      {
        exerciseCode: 'BARBELL_BENCH_PRESS',
        sets: [1, 2, 3].map(() => ({
          targets: [
            { measurementCode: 'REPS', value: 8, valueMax: 12 },
            { measurementCode: 'WEIGHT', value: 60 },
          ],
        })),
      },
      { exerciseCode: 'PULL_UP', supersetGroup: 1, sets: [{ targets: [{ measurementCode: 'REPS', value: 8 }] }] },
      { exerciseCode: 'PLANK', supersetGroup: 1, sets: [{ targets: [{ measurementCode: 'DURATION', value: 45 }] }] },
    ],
  });
  const hidden = await createWorkout(page.request, { ...published, visibility: 'PRIVATE', workoutTitle: unique('Private ') });

  await page.goto('/workouts');
  const card = page.locator(`[data-testid="workout-card"][data-workout-id="${workout.workoutId}"]`);
  await expect(card).toBeVisible();
  await expect(card).toContainText(title);
  await expect(card).toContainText('3 exercises');
  await expect(card.getByTestId('workout-rating')).toContainText('N/A');
  await expectNoSeriousViolations(page);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    // Away from the sidebar, which expands while hovered.
    await page.mouse.move(width - 5, 895);
    await page.screenshot({ path: `${SCREENSHOTS}/my-workouts-${width}.png`, fullPage: true });
  }

  // A visitor: the server's HTML names the workout before any script runs; the page reads signed out.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  const html = await (await visitorPage.request.get(`/w/${workout.workoutId}`)).text();
  expect(html).toContain(`<meta property="og:title" content="${title} | Liftmates">`);
  expect(html).toContain(`${background.mediaAsset.fileUrl}"`);
  await visitorPage.goto(`/w/${workout.workoutId}`);
  await expect(visitorPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(visitorPage.getByTestId('workout-exercise')).toHaveCount(3);
  await expect(visitorPage.getByTestId('workout-superset')).toHaveCount(1);
  await expect(visitorPage.getByTestId('workout-set').first()).toHaveText(/8–12 reps · (60 kg|132\.3 lb)/);
  await expect(visitorPage.getByTestId('workout-rate')).toContainText('Sign in to rate');
  await expectNoSeriousViolations(visitorPage);
  for (const width of WIDTHS) {
    await visitorPage.setViewportSize({ width, height: 900 });
    // Away from the sidebar, which expands while hovered.
    await visitorPage.mouse.move(width - 5, 895);
    await visitorPage.screenshot({ path: `${SCREENSHOTS}/workout-page-${width}.png`, fullPage: true });
  }
  await visitor.close();

  // A second member rates, shares and copies it; the private one is not theirs to see.
  const member = await browser.newContext();
  await member.grantPermissions(['clipboard-read', 'clipboard-write']);
  const memberPage = await member.newPage();
  await signUpViaApi(memberPage.request, newAccount('fan_'));
  await memberPage.goto(`/w/${workout.workoutId}`);
  await memberPage.getByRole('radio', { name: '4 stars' }).click();
  await expect(memberPage.getByTestId('workout-rating-average')).toContainText('4.0');
  await expect(memberPage.getByRole('radio', { name: '4 stars' })).toHaveAttribute('aria-checked', 'true');
  await memberPage.getByTestId('workout-share').click();
  await memberPage.getByRole('dialog').getByRole('button', { name: 'Copy link' }).click();
  await expect.poll(() => memberPage.evaluate(() => navigator.clipboard.readText())).toContain(`/w/${workout.workoutId}`);
  await memberPage.keyboard.press('Escape');
  await expect
    .poll(async () => (await (await memberPage.request.get(`/api/workouts/${workout.workoutId}`)).json()).data.workoutAnalytics)
    .toMatchObject({ shareCount: 1, ratingCount: 1, ratingAverage: 4 });
  await memberPage.getByTestId('workout-duplicate').click();
  await expect(memberPage).toHaveURL(/\/workouts\/[^/]+$/);
  const copyId = memberPage.url().split('/').pop()!;
  expect(copyId).not.toBe(workout.workoutId);
  await memberPage.goto('/workouts');
  const copyCard = memberPage.locator(`[data-testid="workout-card"][data-workout-id="${copyId}"]`);
  await expect(copyCard).toContainText(title);
  await expect(copyCard).toContainText('Draft');
  await memberPage.goto(`/w/${hidden.workoutId}`);
  await expect(memberPage.getByText(/^(Error )?404$/)).toBeVisible();
  await member.close();
});
