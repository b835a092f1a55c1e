// Importing a Hevy history in the built app: the file is read, each exercise's match is shown and one is left out,
// the import runs with its progress bar to the end, the logbook lists the sessions, and the export downloads a CSV
// with Hevy's columns. Axe finds no serious or critical violation; screenshots at 375, 800 and 1440 px.
import { expect, test } from './support/test';
import { expectNoSeriousViolations, newAccount, signUpViaApi } from './support/shell';

const SCREENSHOTS = 'test-results/screenshots';
const HEADER =
  'title,start_time,end_time,description,exercise_title,superset_id,exercise_notes,set_index,set_type,weight_kg,reps,distance_km,duration_seconds,rpe';

test('a member imports a Hevy history and exports their logs', async ({ page }) => {
  await signUpViaApi(page.request, newAccount('history_'));
  const rows = [HEADER];
  for (const [day, kg] of [
    ['2026-04-01', 80],
    ['2026-04-04', 82.5],
    ['2026-04-08', 85],
  ] as const) {
    rows.push(`Push,${day}T18:00:00Z,${day}T19:00:00Z,,Bench Press (Barbell),,,0,normal,${kg},5,,,`);
    rows.push(`Push,${day}T18:00:00Z,${day}T19:00:00Z,,Mystery Move,,,0,normal,10,10,,,`);
  }
  await page.goto('/logbook/import');
  await page.getByTestId('history-file').setInputFiles({ name: 'hevy.csv', mimeType: 'text/csv', buffer: Buffer.from(rows.join('\n')) });
  const preview = page.getByTestId('history-preview');
  await expect(page.getByTestId('history-summary')).toContainText('3 sessions and 6 sets from Hevy');
  await expect(page.getByTestId('history-exercise')).toHaveCount(2);
  await expect(preview.getByLabel('Exercise for “Bench Press (Barbell)”')).toHaveValue('BARBELL_BENCH_PRESS');
  await preview.getByLabel('Exercise for “Mystery Move”').selectOption({ index: 0 });
  await expect(preview.getByLabel('Exercise for “Mystery Move”')).toHaveValue('');
  await expectNoSeriousViolations(page);
  for (const width of [375, 800, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SCREENSHOTS}/log-history-${width}.png`, fullPage: true });
  }
  await page.getByTestId('history-import').click();
  await expect(page.getByTestId('history-result')).toContainText('3 workouts added to your logbook (3 sets).');
  await expect(page.getByTestId('history-result')).toContainText('3 exercises left out.');
  await expect(page.getByTestId('history-progress')).toHaveAttribute('data-value', '100');
  await expect(page.getByTestId('history-progress')).toContainText('100%');
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: `${SCREENSHOTS}/log-history-result-${1440}.png`, fullPage: true });

  const download = page.waitForEvent('download');
  await page.getByTestId('export-csv').click();
  const file = await download;
  const text = await (await file.createReadStream()).toArray();
  const csv = Buffer.concat(text as Buffer[]).toString('utf8');
  expect(csv.split('\n')[0]).toBe(HEADER);
  expect(csv.trim().split('\n')).toHaveLength(4);

  await page.getByRole('link', { name: 'See your logbook' }).click();
  await expect(page.getByTestId('logbook-entry')).toHaveCount(3);
});
