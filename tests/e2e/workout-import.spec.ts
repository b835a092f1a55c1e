// Import Workout in the built app: a member pastes a workout with one name the Flexicon cannot place, picks the
// exercise by hand, saves, and lands in the builder with the workout the server stored. A Strong CSV goes through
// the file picker. Axe finds no serious or critical violation; screenshots at 375, 800 and 1440 px.
import { expect, test } from './support/test';
import { expectNoSeriousViolations, newAccount, signUpViaApi } from './support/shell';

const SCREENSHOTS = 'test-results/screenshots';

test('a member imports pasted text, fixes one exercise by hand and saves it', async ({ page }) => {
  await signUpViaApi(page.request, newAccount('importer_'));
  await page.goto('/workouts/import');
  await expect(page.getByRole('heading', { level: 1, name: 'Import Workout' })).toBeVisible();
  await page.getByTestId('import-text').fill('Garage session\nBench Press 3x8 @ 60kg\nZorblax Wiggle 3x10\nPlank 3 x 45s');
  await expectNoSeriousViolations(page);
  await page.getByTestId('import-read').click();
  const rows = page.getByTestId('import-exercise');
  await expect(rows).toHaveCount(3);
  await expect(page.getByTestId('import-title')).toHaveValue('Garage session');
  await expect(rows.nth(1)).toHaveAttribute('data-state', 'missing');
  await expect(page.getByTestId('import-save')).toBeDisabled();
  await expectNoSeriousViolations(page);
  for (const width of [375, 800, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.mouse.move(width - 5, 895);
    await page.screenshot({ path: `${SCREENSHOTS}/workout-import-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await rows.nth(1).getByTestId('import-search').fill('push-up');
  await rows.nth(1).getByText('Push-Up', { exact: true }).click();
  await expect(rows.nth(1)).toHaveAttribute('data-state', 'matched');
  await page.getByTestId('import-save').click();
  await expect(page).toHaveURL(/\/workouts\/(?!import$)[^/]+$/);
  const workoutId = page.url().split('/').pop()!;
  const stored = (await (await page.request.get(`/api/workouts/${workoutId}`)).json()).data;
  expect(stored.workoutTitle).toBe('Garage session');
  expect(stored.workoutExercises.map((e: { exerciseCode: string }) => e.exerciseCode)).toEqual(['BARBELL_BENCH_PRESS', 'PUSH_UP', 'PLANK']);
  expect(stored.workoutExercises[1].sets).toHaveLength(3);
  expect(stored.workoutExercises[1].sets[0].targets).toEqual([{ measurementCode: 'REPS', value: 10, valueMax: null }]);
});

test('a Strong export is read through the file picker', async ({ page }) => {
  await signUpViaApi(page.request, newAccount('strong_'));
  await page.goto('/workouts/import');
  await page.getByRole('button', { name: 'Upload file' }).click();
  const csv = [
    'Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE',
    '2026-11-02 07:00:00,Push A,45m,Bench Press (Barbell),1,80,5,0,0,,,',
    '2026-11-02 07:00:00,Push A,45m,Bench Press (Barbell),2,80,5,0,0,,,',
  ].join('\n');
  await page.getByTestId('import-file').setInputFiles({ name: 'strong.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByTestId('import-read').click();
  await expect(page.getByTestId('import-preview')).toContainText('1 exercise read from the strong export');
  await expect(page.getByTestId('import-title')).toHaveValue('Push A');
});
