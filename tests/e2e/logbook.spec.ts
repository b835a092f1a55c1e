// The logbook in the built app against the real server: two logged workouts (made through the REST API) are in the
// list and on the calendar (moved through with the keyboard); a log page shows every set with its records and is
// edited afterwards (a weight changed: the volume and the records follow); the exercise's history draws its charts,
// each with its figures in a hidden table; a log is deleted after confirming; a log still running offers to resume. Axe finds no serious or critical
// violation on each page; screenshots at 375, 800 and 1440 px.
import { randomUUID } from 'node:crypto';
import { expect, test } from './support/test';
import { type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousViolations, newAccount, signUpViaApi } from './support/shell';

const SCREENSHOTS = 'test-results/screenshots';

async function logged(request: APIRequestContext, title: string, kg: number) {
  const started = await request.post('/api/workout-logs', { data: { workoutLogTitle: title } });
  expect(started.ok()).toBe(true);
  const logId = (await started.json()).data.workoutLogId as string;
  const changed = await request.put(`/api/workout-logs/${logId}`, {
    data: {
      exercises: [
        {
          workoutLogExerciseId: randomUUID(),
          exerciseCode: 'BARBELL_BENCH_PRESS',
          sets: [0, 1].map((position) => ({
            workoutLogSetId: randomUUID(),
            position,
            completed: true,
            values: [
              { measurementCode: 'WEIGHT', value: kg },
              { measurementCode: 'REPS', value: 5 },
            ],
          })),
        },
      ],
    },
  });
  expect(changed.ok()).toBe(true);
  expect((await request.put(`/api/workout-logs/${logId}?action=End`, { data: {} })).ok()).toBe(true);
  return logId;
}

async function screenshots(page: Page, name: string) {
  for (const width of [375, 800, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SCREENSHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('the logbook lists, shows, edits and deletes logs, and charts an exercise', async ({ page }) => {
  await signUpViaApi(page.request, newAccount('logbook_'));
  const { userInfo } = (await (await page.request.get('/api/auth/session')).json()).data;
  await page.request.put('/api/user', {
    data: { userName: userInfo.userName, userTimezone: null, measurementSystem: 'METRIC', userPrivateMeta: userInfo.userPrivateMeta },
  });

  await page.goto('/logbook?tab=workout');
  await expect(page.getByTestId('logbook-empty')).toBeVisible();
  await expect(page.getByTestId('logbook-empty').getByRole('link', { name: 'Start an empty workout' })).toHaveAttribute(
    'href',
    '/log?empty=1',
  );

  const first = await logged(page.request, 'Bench one', 80);
  const second = await logged(page.request, 'Bench two', 85);

  await page.goto('/logbook?tab=workout');
  await expect(page.getByRole('heading', { level: 1, name: 'Logbook' })).toBeVisible();
  await expect(page.getByTestId('logbook-entry')).toHaveCount(2);
  await expect(page.getByTestId('logbook-entry').first()).toContainText('Bench two');
  await expect(page.getByTestId('logbook-entry').first()).toContainText('850 kg');
  await expect(page.getByTestId('logbook-week-sets')).toContainText('Chest');
  await expect(page.getByRole('link', { name: 'Import or export your history' })).toHaveAttribute('href', '/logbook/import');
  await expectNoSeriousViolations(page);
  await screenshots(page, 'logbook');

  await page.getByText('Calendar', { exact: true }).click();
  const calendar = page.getByTestId('logbook-calendar');
  await expect(calendar.locator('[data-has-logs]')).toHaveCount(1);
  const today = calendar.locator('[aria-current="date"]');
  await today.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowLeft');
  await expect(today).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('calendar-day-logs').getByTestId('logbook-entry')).toHaveCount(2);
  await expectNoSeriousViolations(page);
  await screenshots(page, 'logbook-calendar');

  await page.getByTestId('calendar-day-logs').getByRole('link', { name: 'Bench two' }).click();
  await expect(page).toHaveURL(new RegExp(`/logbook/${second}$`));
  await expect(page.getByTestId('log-set')).toHaveCount(2);
  await expect(page.getByTestId('log-set').first().getByTestId('record-badge').first()).toBeVisible();
  await expect(page.getByTestId('log-volume')).toHaveText('850 kg');
  await expect(page.getByRole('link', { name: 'Repeat' })).toHaveAttribute('href', `/log?repeat=${second}`);
  await expectNoSeriousViolations(page);
  await screenshots(page, 'logbook-log');

  await page.getByTestId('log-edit').click();
  await expect(page.getByTestId('log-editor')).toBeVisible();
  await expectNoSeriousViolations(page);
  await screenshots(page, 'logbook-log-edit');
  await page.getByLabel('Barbell Bench Press, set 2: Weight (kg)').fill('90');
  await page.getByLabel('Notes').fill('Felt strong');
  await page.getByTestId('log-save').click();
  await expect(page.getByTestId('log-editor')).toHaveCount(0);
  await expect(page.getByTestId('log-volume')).toHaveText('875 kg');
  await expect(page.getByTestId('log-set').nth(1).getByTestId('log-set-values')).toHaveText('90 kg × 5');
  await expect(page.getByTestId('log-set').nth(1)).toContainText('Heaviest weight');
  await expect(page.getByText('Felt strong')).toBeVisible();

  await page.getByRole('link', { name: 'Barbell Bench Press' }).click();
  await expect(page).toHaveURL(/\/logbook\/exercises\/BARBELL_BENCH_PRESS$/);
  await expect(page.getByTestId('exercise-history')).toBeVisible();
  await expect(page.getByTestId('history-charts').locator('svg.recharts-surface')).toHaveCount(4);
  await expect(page.getByTestId('chart-table-e1rm').locator('tbody tr')).toHaveCount(2);
  await expect(page.getByTestId('chart-table-weight').locator('tbody tr').last()).toContainText('90');
  await expect(page.getByTestId('history-table').locator('tbody tr')).toHaveCount(2);
  await expect(page.getByTestId('epley')).toHaveText('Epley: 1RM = weight × (1 + reps ÷ 30)');
  await expect(page.getByTestId('history-records')).toContainText('Heaviest weight');
  await expectNoSeriousViolations(page);
  await screenshots(page, 'logbook-exercise-history');

  await page.goto(`/logbook/${second}`);
  await page.getByTestId('log-delete').click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/logbook\?tab=workout$/);
  await expect(page.getByTestId('logbook-entry')).toHaveCount(1);
  await expect(page.getByTestId('logbook-entry')).toContainText('Bench one');
  expect((await page.request.get(`/api/workout-logs/${second}`)).status()).toBe(404);

  await page.goto(`/logbook/${second}`);
  await expect(page.getByTestId('log-not-found')).toBeVisible();
  // The first log of the bench press sets baselines: no records, and says so.
  await page.goto(`/logbook/${first}`);
  await expect(page.getByTestId('first-time')).toBeVisible();
  await expect(page.getByTestId('record-badge')).toHaveCount(0);

  const running = await page.request.post('/api/workout-logs', { data: { workoutLogTitle: 'Bench three' } });
  expect(running.ok()).toBe(true);
  await page.goto('/logbook?tab=workout');
  const live = page.getByTestId('logbook-entry').filter({ hasText: 'Bench three' });
  await expect(live).toContainText('In progress');
  await expect(live.getByRole('link', { name: 'Resume Bench three' })).toHaveAttribute('href', '/log');
  await page.getByRole('tab', { name: 'Homies' }).click();
  await expect(page).toHaveURL(/\/logbook\?tab=feed$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Homies' })).toBeVisible();
});
