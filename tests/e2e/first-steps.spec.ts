// A new member's first steps on a phone, in the built app against the real server. The builder: "Create workout"
// (pressed twice while the server is slow) makes one workout and turns the page into its edit page (title, address,
// Save); saving again updates that workout; a member without a creator profile makes one in the Publish tab and
// publishes. The empty logbook starts an empty log at once, and a log of one of the member's workouts. Screenshots
// in test-results/screenshots/first-steps-*.png.
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoSeriousViolations, newAccount, signUpViaApi } from './support/shell';

const SCREENSHOTS = 'test-results/screenshots';

test.use({ viewport: { width: 390, height: 844 } });

async function myWorkouts(page: Page) {
  const response = await page.request.get('/api/workouts?mine=true&limit=50');
  expect(response.ok()).toBe(true);
  return (await response.json()).data.items as {
    workoutId: string;
    workoutTitle: string;
    publishedStatusCode: string;
    creatorProfile: { userName: string } | null;
  }[];
}

test('the builder becomes the workout’s edit page once created, and publishes with a profile made in place', async ({ page }) => {
  const account = await signUpViaApi(page.request, newAccount('firststeps_'));
  await page.goto('/workouts/create');
  // The first builder of a fresh server waits for its reference lists.
  await expect(page.getByRole('heading', { level: 1, name: 'Build a workout' })).toBeVisible({ timeout: 30_000 });
  await page.getByLabel('Title').fill('Push day');
  await page.getByRole('button', { name: 'Add exercise' }).click();
  const drawer = page.getByRole('dialog', { name: 'Add an exercise' });
  await drawer.getByRole('searchbox', { name: 'Search exercises' }).fill('Push-Up');
  await drawer.getByTestId('picker-results').getByRole('button', { name: 'Add Push-Up', exact: true }).click();
  await drawer.getByRole('button', { name: 'Close' }).click();

  // A slow server and an impatient thumb: two presses while the first is on its way.
  let creates = 0;
  await page.route('**/graphql', async (route) => {
    if (/createWorkout/.test(route.request().postData() ?? '')) {
      creates += 1;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    await route.continue();
  });
  // Every label the save button shows, as the page draws it: once the workout exists, it never offers to create it
  // again, not even for the moment before the address changes.
  await page.evaluate(() => {
    const labels: string[] = [];
    (window as unknown as { saveLabels: string[] }).saveLabels = labels;
    const record = () => {
      const label = document.querySelector('[data-testid="builder-save"]')?.textContent ?? '';
      if (labels.at(-1) !== label) labels.push(label);
    };
    new MutationObserver(record).observe(document.body, { subtree: true, childList: true, characterData: true });
    record();
  });
  const create = page.getByRole('button', { name: 'Create workout' });
  await create.click();
  // The second press waits for a "Create workout" button: none comes back, neither while the first is on its way
  // nor once it is answered and the page moves to the workout's address.
  await create.click({ timeout: 5_000 }).catch(() => undefined);
  await expect(page).toHaveURL(/\/workouts\/[^/]+$/);
  await page.unrouteAll({ behavior: 'wait' });
  expect(creates).toBe(1);
  const labels = await page.evaluate(() => (window as unknown as { saveLabels: string[] }).saveLabels);
  expect(labels.slice(labels.findIndex((label) => label.startsWith('Saving')))).not.toContain('Create workout');

  const workoutId = new URL(page.url()).pathname.split('/').pop()!;
  await expect(page.getByRole('heading', { level: 1, name: 'Edit workout' })).toBeVisible();
  await expect(page).toHaveTitle('Edit Push day | Liftmates');
  await expect(page.getByRole('button', { name: 'Create workout' })).toHaveCount(0);
  const save = page.getByTestId('builder-save');
  await expect(save).toHaveText('Save');
  await expect(save).toBeDisabled();

  // Saving again updates the same workout.
  await page.getByLabel('Title').fill('Push day A');
  await save.click();
  await expect(page.getByText('Workout saved')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/workouts/${workoutId}$`));
  expect((await myWorkouts(page)).map((workout) => [workout.workoutId, workout.workoutTitle])).toEqual([[workoutId, 'Push day A']]);

  // Publishing: the creator profile is made in the Publish tab, the user name already filled in.
  await page.getByRole('tab', { name: 'Publish' }).click();
  const form = page.getByTestId('new-creator-profile');
  await expect(form.getByLabel('Creator user name')).toHaveValue(account.userName);
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: `${SCREENSHOTS}/first-steps-publish-profile.png`, fullPage: true });
  await form.getByRole('button', { name: 'Create profile' }).click();
  await expect(form.getByText('Required')).toBeVisible();
  await form.getByLabel('Display name').fill('Coach First');
  await form.getByLabel('Bio').fill('New here, lifting since spring.');
  await form.getByRole('button', { name: 'Create profile' }).click();
  await expect(page.getByTestId('new-creator-profile')).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Creator profile' })).toHaveValue(/.+/);
  await page.getByRole('combobox', { name: 'Status' }).selectOption('PUBLISHED');
  // The first save's toast may still be on its way out; the next one must be this save's.
  await expect(page.getByText('Workout saved')).toHaveCount(0);
  await save.click();
  await expect(page.getByText('Workout saved')).toBeVisible();

  const [published] = await myWorkouts(page);
  expect(published).toMatchObject({ workoutId, publishedStatusCode: 'PUBLISHED', creatorProfile: { userName: account.userName } });
  expect(await myWorkouts(page)).toHaveLength(1);
  const { userInfo } = (await (await page.request.get('/api/auth/session')).json()).data;
  expect(userInfo.roles).toContain('Creator');
  const profile = await page.request.get(`/api/creator-profiles/${userInfo.creatorProfile.creatorProfileId}`);
  expect((await profile.json()).data).toMatchObject({ fullName: 'Coach First', bio: 'New here, lifting since spring.' });
});

test('the empty logbook starts a workout now: an empty log, or one of the member’s workouts', async ({ page }) => {
  await signUpViaApi(page.request, newAccount('emptylog_'));
  await page.goto('/logbook?tab=workout');
  const empty = page.getByTestId('logbook-empty');
  await expect(empty.getByText('No workouts of your own yet.')).toBeVisible();
  await expect(empty.getByRole('link', { name: 'Build a workout' })).toHaveAttribute('href', '/workouts/create');

  const created = await page.request.post('/api/workouts', {
    data: {
      workoutTitle: 'Legs first',
      workoutExercises: [{ exerciseCode: 'BARBELL_BACK_SQUAT', sets: [{ targets: [{ measurementCode: 'REPS', value: 5 }] }] }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  await page.reload();
  await expect(empty.getByTestId('logbook-start-workout')).toHaveText([/Legs first.*1 exercise/]);
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: `${SCREENSHOTS}/first-steps-logbook-empty.png`, fullPage: true });

  // An empty log, started by the one press.
  await empty.getByRole('link', { name: 'Start an empty workout' }).click();
  await expect(page.getByTestId('add-exercise')).toBeVisible();
  await expect(page).toHaveURL(/\/log$/);
  const active = async () => (await (await page.request.get('/api/workout-logs/active')).json()).data;
  await expect.poll(async () => (await active())?.status).toBe('IN_PROGRESS');
  const emptyLog = await active();
  expect(emptyLog.logExercises).toEqual([]);
  expect((await page.request.delete(`/api/workout-logs/${emptyLog.workoutLogId}`)).ok()).toBe(true);

  // One of their workouts, in the logger.
  await page.goto('/logbook?tab=workout');
  await empty.getByRole('link', { name: 'Start Legs first' }).click();
  await expect(page.getByText('Barbell Back Squat').first()).toBeVisible();
  await expect.poll(async () => (await active())?.workoutLogTitle).toBe('Legs first');
});
