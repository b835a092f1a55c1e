// Logging a workout live in the built app against the real server: a member starts from a workout's page, logs
// sets (the rest timer starts, runs on other pages, takes +15 s and is skipped), loses the connection, logs two more
// sets while the screen says they wait on this device, reloads, comes back online, and finishes; the summary shows
// the records, and the log with every set is on the server and in the logbook. Axe finds no serious or critical
// violation on /log; screenshots at 375, 800 and 1440 px.
import { expect, test } from './support/test';
import { type Page } from '@playwright/test';
import { expectNoSeriousViolations, newAccount, signInViaApi, signUpViaApi, unique } from './support/shell';

const SCREENSHOTS = 'test-results/screenshots';

// The service worker is what lets the app reopen without a network.
test.use({ serviceWorkers: 'allow' });

async function logSet(page: Page, exercise: number, set: number, kg: string, reps: string) {
  const row = page.getByTestId('live-exercise').nth(exercise).getByTestId('live-set').nth(set);
  await row.locator('[data-measurement="WEIGHT"]').fill(kg);
  await row.locator('[data-measurement="REPS"]').fill(reps);
  await row.getByTestId('complete-set').click();
  await expect(row).toHaveAttribute('data-completed', 'true');
}

test('a member logs a workout live, offline in the middle, and finds it in the logbook', async ({ page, context }) => {
  // An error thrown on the page (a component refusing a value) can stop the updates after it, such as the save status.
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  const account = await signUpViaApi(page.request, newAccount('lifter_'));
  const profile = await page.request.post('/api/creator-profiles', { data: { fullName: 'Live Lifter', userName: unique('lifter') } });
  await signInViaApi(page.request, account);
  // This lifter logs in kilograms (a browser in the US would pick pounds).
  const { userInfo } = (await (await page.request.get('/api/auth/session')).json()).data;
  await page.request.put('/api/user', {
    data: { userName: userInfo.userName, userTimezone: null, measurementSystem: 'METRIC', userPrivateMeta: userInfo.userPrivateMeta },
  });
  const created = await page.request.post('/api/workouts', {
    data: {
      workoutTitle: unique('Bench Day '),
      creatorProfileId: (await profile.json()).data.creatorProfileId,
      publishedStatusCode: 'PUBLISHED',
      workoutExercises: [
        {
          exerciseCode: 'BARBELL_BENCH_PRESS',
          restSeconds: 120,
          sets: [1, 2].map(() => ({
            targets: [
              { measurementCode: 'REPS', value: 8 },
              { measurementCode: 'WEIGHT', value: 60 },
            ],
          })),
        },
      ],
    },
  });
  const workout = (await created.json()).data as { workoutId: string; workoutTitle: string };

  // The operations the logger sends: a tick is saved with the short answer, not the whole log again.
  const operations: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/graphql') && request.method() === 'POST')
      operations.push((request.postDataJSON() as { operationName?: string } | null)?.operationName ?? '');
  });
  await page.goto(`/w/${workout.workoutId}`);
  await page.getByTestId('workout-start').click();
  await expect(page).toHaveURL(/\/log$/);
  await expect(page.getByTestId('live-exercise')).toHaveCount(1);
  await expect(page.getByTestId('sync-status')).toHaveText('All changes saved');
  // The targets are in the fields as placeholders; the first set is done as planned, the tick taking them.
  const plannedWeight = page.getByTestId('live-set').first().locator('[data-measurement="WEIGHT"]');
  await expect(plannedWeight).toHaveValue('');
  await expect(plannedWeight).toHaveAttribute('placeholder', '60');
  await page.getByTestId('live-set').first().getByTestId('complete-set').click();
  await expect(plannedWeight).toHaveValue('60');
  await expect(page.getByTestId('rest-timer')).toBeVisible();
  // The lifter's first bench press sets a baseline: no record badge.
  await expect(page.getByTestId('sync-status')).toHaveText('All changes saved');
  await expect(page.getByTestId('live-set').first().getByTestId('record-badge')).toHaveCount(0);
  expect(operations).toContain('SaveLiveLogSets');
  const before = await page.getByTestId('rest-timer-left').textContent();
  await page.getByRole('button', { name: '15 seconds more rest' }).click();
  await expect(page.getByTestId('rest-timer-left')).not.toHaveText(before ?? '');
  // The rest runs on other pages too.
  await page.goto('/workouts');
  await expect(page.getByTestId('rest-timer')).toBeVisible();
  await page.getByRole('button', { name: 'Skip' }).click();
  await expect(page.getByTestId('rest-timer')).toHaveCount(0);
  await page.goto('/log');
  await logSet(page, 0, 1, '62.5', '8');
  await expect(page.getByTestId('sync-status')).toHaveText('All changes saved');
  await page.getByRole('button', { name: 'Skip' }).click();

  await expectNoSeriousViolations(page);
  for (const width of [375, 800, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SCREENSHOTS}/live-log-${width}.png`, fullPage: true });
  }

  // A basement gym: no signal. Two more sets are logged and wait on this device.
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Add set' }).click();
  await logSet(page, 0, 2, '65', '6');
  await page.getByRole('button', { name: 'Add set' }).click();
  await logSet(page, 0, 3, '65', '5');
  await expect(page.getByTestId('sync-status')).toContainText('Offline');
  await page.reload();
  await expect(page.getByTestId('live-set')).toHaveCount(4);
  await expect(page.getByTestId('live-set').nth(3)).toHaveAttribute('data-completed', 'true');
  await context.setOffline(false);
  await expect(page.getByTestId('sync-status')).toHaveText('All changes saved', { timeout: 15_000 });

  await page.getByTestId('finish-workout').click();
  await page.getByTestId('finish-dialog').getByLabel('How did it go?').fill('Felt strong');
  await page.getByTestId('finish-confirm').click();
  await expect(page.getByTestId('log-summary')).toBeVisible();
  await expect(page.getByTestId('summary-sets')).toHaveText('4');
  await expect(page.getByTestId('summary-records')).toHaveText('0');
  await expect(page.getByTestId('summary-first-time')).toContainText('Barbell Bench Press');
  await page.screenshot({ path: `${SCREENSHOTS}/live-log-summary.png`, fullPage: true });

  const logs = await (await page.request.get('/api/workout-logs')).json();
  const [log] = logs.data.items;
  expect(log).toMatchObject({ status: 'COMPLETED', notes: 'Felt strong', logSummary: { setCount: 4 } });
  const detail = await (await page.request.get(`/api/workout-logs/${log.workoutLogId}`)).json();
  expect(detail.data.logExercises[0].sets.map((set: { values: { measurementCode: string; value: number }[] }) => set.values)).toEqual([
    [
      { measurementCode: 'REPS', value: 8 },
      { measurementCode: 'WEIGHT', value: 60 },
    ],
    [
      { measurementCode: 'REPS', value: 8 },
      { measurementCode: 'WEIGHT', value: 62.5 },
    ],
    [
      { measurementCode: 'REPS', value: 6 },
      { measurementCode: 'WEIGHT', value: 65 },
    ],
    [
      { measurementCode: 'REPS', value: 5 },
      { measurementCode: 'WEIGHT', value: 65 },
    ],
  ]);
  await page.getByRole('link', { name: 'View in logbook' }).click();
  await expect(page).toHaveURL(new RegExp(`/logbook/${log.workoutLogId}`));
  expect(pageErrors).toEqual([]);
});

test('a workout with no completed set is discarded rather than finished', async ({ page }) => {
  await signUpViaApi(page.request, newAccount('empty_'));
  await page.goto('/log');
  await page.getByTestId('start-empty').click();
  await expect(page.getByTestId('add-exercise')).toBeVisible();
  await page.getByTestId('finish-workout').click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('No set is completed yet');
  await dialog.getByRole('button', { name: 'Discard' }).click();
  await expect(page).toHaveURL(/\/logbook\?tab=workout/);
  expect((await page.request.get('/api/workout-logs/active')).status()).toBe(204);
});

test('every change reaches the server, however quickly one follows another', async ({ page }) => {
  await signUpViaApi(page.request, newAccount('quick_'));
  const created = await page.request.post('/api/workouts', {
    data: {
      workoutTitle: unique('Quick Hands '),
      workoutExercises: [{ exerciseCode: 'BARBELL_BENCH_PRESS', sets: [{ targets: [{ measurementCode: 'REPS', value: 8 }] }] }],
    },
  });
  const { workoutId } = (await created.json()).data as { workoutId: string };
  expect((await page.request.post(`/api/workout-logs/from-workout/${workoutId}`)).status()).toBe(201);
  await page.goto('/log');
  await expect(page.getByTestId('sync-status')).toHaveText('All changes saved');
  // A value is committed when its field is left: each one typed here is a change of its own, queued while the one
  // before is still on its way or just confirmed.
  const row = page.getByTestId('live-set').first();
  for (let kg = 41; kg <= 70; kg += 1) {
    await row.locator('[data-measurement="WEIGHT"]').fill(String(kg));
    await row.locator('[data-measurement="REPS"]').fill(String(kg - 40));
  }
  await row.locator('[data-measurement="REPS"]').blur();
  await expect(page.getByTestId('sync-status')).toHaveText('All changes saved');
  const active = await (await page.request.get('/api/workout-logs/active')).json();
  const values = new Map(
    (active.data.logExercises[0].sets[0].values as { measurementCode: string; value: number }[]).map((v) => [v.measurementCode, v.value]),
  );
  // This browser's member logs in pounds; the server keeps kilograms.
  expect(values.get('REPS')).toBe(30);
  expect(values.get('WEIGHT')).toBeCloseTo(70 * 0.45359237, 4);
});
