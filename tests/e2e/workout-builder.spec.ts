// The workout builder in the built app against the real server: a creator signs up through the UI, gets a creator
// profile, builds a three-exercise workout (a rep range, weights in the browser's units, a superset, a keyboard
// reorder), publishes it and finds everything again after a reload, with the summary's numbers equal to the
// server's. Axe on the Build and Publish tabs; screenshots at 375, 800 and 1440 px wide.
import { expect, test } from './support/test';
import { type Locator, type Page } from '@playwright/test';
import { expectNoSeriousViolations, newAccount, signInViaApi, signUpThroughTheUi, waitForShell } from './support/shell';

const SCREENSHOTS = 'test-results/screenshots';

async function signUpAndSkipOnboarding(page: Page) {
  const account = await signUpThroughTheUi(page, newAccount('builder_'));
  await page.getByTestId('onboarding-skip-all').click();
  await expect(page).toHaveURL(/\/logbook\?tab=workout$/);
  return account;
}

const exerciseItem = (page: Page, name: string) => page.getByTestId('builder-exercise').filter({ hasText: name });
const target = (item: Locator, set: number, measurement: string) =>
  item.getByTestId('set-row').nth(set).locator(`[data-measurement="${measurement}"]`);

async function addExercise(page: Page, name: string) {
  const drawer = page.getByRole('dialog', { name: 'Add an exercise' });
  await drawer.getByRole('searchbox', { name: 'Search exercises' }).fill(name);
  const add = drawer.getByTestId('picker-results').getByRole('button', { name: `Add ${name}`, exact: true });
  await add.click();
  await expect(exerciseItem(page, name)).toHaveCount(1);
}

test('a creator builds, publishes and reopens a workout with a superset and a rep range', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const account = await signUpAndSkipOnboarding(page);
  const profile = await page.request.post('/api/creator-profiles', { data: { fullName: 'Builder Coach', userName: account.userName } });
  expect(profile.status(), await profile.text()).toBe(201);
  // A new sign-in carries the new profile in the session.
  await signInViaApi(page.request, account);

  await page.goto('/workouts/create');
  await waitForShell(page);
  await expect(page).toHaveTitle('Build a workout | Liftmates');
  await page.getByLabel('Title').fill('Push and squat');
  await page.getByLabel('Description').fill('Squats, then bench and push-ups back to back.');

  await page.getByRole('button', { name: 'Add exercise' }).click();
  for (const name of ['Barbell Back Squat', 'Barbell Bench Press', 'Push-Up']) await addExercise(page, name);
  await page.screenshot({ path: `${SCREENSHOTS}/workout-builder-picker.png` });
  await page.getByRole('dialog', { name: 'Add an exercise' }).getByRole('button', { name: 'Close' }).click();

  // The browser is en-US, so weights are typed in pounds (spec §4).
  const squat = exerciseItem(page, 'Barbell Back Squat');
  await expect(squat.getByText('Weight (lb)')).toBeVisible();
  await target(squat, 0, 'REPS').fill('8-12');
  await target(squat, 0, 'WEIGHT').fill('135');
  await squat.getByRole('button', { name: 'Add set' }).click();
  await expect(target(squat, 1, 'REPS')).toHaveValue('8–12');
  await target(squat, 1, 'WEIGHT').fill('155');

  const bench = exerciseItem(page, 'Barbell Bench Press');
  await target(bench, 0, 'REPS').fill('10');
  await target(bench, 0, 'WEIGHT').fill('95');
  await bench.getByText('Superset with next').click();
  const pushUp = exerciseItem(page, 'Push-Up');
  await target(pushUp, 0, 'REPS').fill('15');
  await expect(bench).toHaveAttribute('data-superset', 'true');
  await expect(pushUp).toHaveAttribute('data-superset', 'true');
  await expect(squat).not.toHaveAttribute('data-superset', 'true');

  // Keyboard reorder: the squat goes to the end with Space, arrows and Space on its handle.
  const handle = squat.getByRole('button', { name: 'Reorder Barbell Back Squat' });
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByText('Barbell Back Squat moved to position 2 of 3.')).toBeAttached();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByText('Barbell Back Squat moved to position 3 of 3.')).toBeAttached();
  await page.keyboard.press('Space');
  await expect(page.getByTestId('builder-exercise-name')).toHaveText(['1. Barbell Bench Press', '2. Push-Up', '3. Barbell Back Squat']);
  await expect(page.getByTestId('summary-exercises')).toHaveText('3');
  await expectNoSeriousViolations(page);

  await page.getByRole('tab', { name: 'Publish' }).click();
  await expect(page.getByLabel('Creator profile')).toHaveValue(/.+/);
  await page.getByLabel('Status').selectOption('PUBLISHED');
  await page.getByLabel('Visibility').selectOption('PUBLIC');
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: `${SCREENSHOTS}/workout-builder-publish.png` });
  const live = {
    duration: await page.getByTestId('summary-duration').getAttribute('data-value'),
    volume: await page.getByTestId('summary-volume').getAttribute('data-value'),
  };

  await page.getByRole('button', { name: 'Create workout' }).click();
  await expect(page).toHaveURL(/\/workouts\/[^/]+$/);
  await expect(page.getByRole('heading', { name: 'Edit workout', level: 1 })).toBeVisible();
  const workoutId = new URL(page.url()).pathname.split('/').pop()!;

  await page.reload();
  await waitForShell(page);
  await expect(page).toHaveTitle('Edit Push and squat | Liftmates');
  await expect(page.getByLabel('Title')).toHaveValue('Push and squat');
  await expect(page.getByTestId('builder-exercise-name')).toHaveText(['1. Barbell Bench Press', '2. Push-Up', '3. Barbell Back Squat']);
  await expect(exerciseItem(page, 'Barbell Bench Press')).toHaveAttribute('data-superset', 'true');
  await expect(exerciseItem(page, 'Push-Up')).toHaveAttribute('data-superset', 'true');
  const savedSquat = exerciseItem(page, 'Barbell Back Squat');
  await expect(target(savedSquat, 0, 'REPS')).toHaveValue('8–12');
  await expect(target(savedSquat, 0, 'WEIGHT')).toHaveValue('135');
  await expect(target(savedSquat, 1, 'WEIGHT')).toHaveValue('155');
  await expect(page.getByTestId('draft-restored')).toHaveCount(0);
  await page.getByRole('tab', { name: 'Publish' }).click();
  await expect(page.getByLabel('Status')).toHaveValue('PUBLISHED');
  await expect(page.getByLabel('Visibility')).toHaveValue('PUBLIC');

  const response = await page.request.get(`/api/workouts/${workoutId}`);
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as {
    data: { workoutSummary: { exerciseCount: number; estimatedDuration: number; totalVolume: number } };
  };
  expect(data.workoutSummary.exerciseCount).toBe(3);
  await expect(page.getByTestId('summary-duration')).toHaveAttribute('data-value', String(data.workoutSummary.estimatedDuration));
  await expect(page.getByTestId('summary-volume')).toHaveAttribute('data-value', String(data.workoutSummary.totalVolume));
  expect(live).toEqual({ duration: String(data.workoutSummary.estimatedDuration), volume: String(data.workoutSummary.totalVolume) });

  await page.getByRole('tab', { name: 'Build' }).click();
  for (const width of [375, 800, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SCREENSHOTS}/workout-builder-${width}.png`, fullPage: true });
  }

  // Saved, the new workout's draft is gone: the builder opens empty.
  await page.goto('/workouts/create');
  await waitForShell(page);
  await expect(page.getByText('No exercises yet. Add some from the Flexicon.')).toBeVisible();
  await expect(page.getByTestId('draft-restored')).toHaveCount(0);
});
