// The history import's review step on a phone: a Strong export that names no unit is read in pounds (its plates say
// so, and the preview says why), its clock times in the member's zone, which the member changes before anything is
// written; a name the matcher is not sure of waits for the member, who keeps it as an exercise of their own (of the
// type its sets suggest, which they can change); after the import, undo removes what it added (that exercise too),
// and an import still listed after a reload can be undone from the list. A Hevy file that names its unit cannot be
// read in another.
import { expect, test } from './support/test';
import { expectNoSeriousViolations, newAccount, signUpViaApi } from './support/shell';

const SCREENSHOTS = 'test-results/screenshots';
const HEADER = 'Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE';

function strongFile() {
  const rows = [HEADER];
  for (const [day, top] of [
    ['2026-03-02', 225],
    ['2026-03-05', 235],
  ] as const) {
    for (const [order, pounds] of [
      [1, 45],
      [2, 135],
      [3, top],
    ] as const)
      rows.push(`${day} 07:15:00,"Legs",1h 5m,"Squat (Barbell)",${order},${pounds}.0,5,0,0,"","",`);
    rows.push(`${day} 07:15:00,"Legs",1h 5m,"Zzzdump2",1,95.0,10,0,0,"","",`);
  }
  return rows.join('\n');
}

test.use({ viewport: { width: 390, height: 844 } });

test('a lifter reviews and undoes a Strong import on a phone', async ({ page }) => {
  const account = { ...newAccount('phone_history_'), measurementSystem: 'IMPERIAL', userTimezone: 'America/New_York' };
  await signUpViaApi(page.request, account);
  await page.goto('/logbook/import');
  await page.getByTestId('history-file').setInputFiles({ name: 'strong.csv', mimeType: 'text/csv', buffer: Buffer.from(strongFile()) });

  await expect(page.getByTestId('history-summary')).toContainText('2 sessions and 8 sets from Strong');
  const unit = page.getByTestId('history-unit');
  await expect(unit).toHaveValue('LB');
  await expect(unit).toBeEnabled();
  await expect(page.getByTestId('history-unit-note')).toContainText('pound plate steps');
  const zone = page.getByTestId('history-zone');
  await expect(zone).toHaveValue('America/New_York');
  await zone.selectOption('Europe/Berlin');
  await expect(zone).toHaveValue('Europe/Berlin');
  await expect(zone).toBeEnabled();
  await expect(page.getByTestId('history-summary')).toContainText('2 sessions and 8 sets from Strong');
  // Only the zone was chosen: the unit is still the file's plates' to decide, with their reason.
  await expect(unit).toHaveValue('LB');
  await expect(page.getByTestId('history-unit-note')).toContainText('pound plate steps');
  // The unit chosen by hand, and back: the zone stays as chosen.
  await unit.selectOption('KG');
  await expect(page.getByTestId('history-unit-note')).toContainText('you chose it');
  await expect(zone).toHaveValue('Europe/Berlin');
  await expect(unit).toBeEnabled();
  await unit.selectOption('LB');
  await expect(unit).toHaveValue('LB');
  await expect(unit).toBeEnabled();

  const squat = page.getByLabel('Exercise for “Squat (Barbell)”');
  await expect(squat).toHaveValue('BARBELL_BACK_SQUAT');
  await expect(page.getByTestId('history-needs-review')).toHaveCount(1);
  await expect(page.getByTestId('history-review-count')).toContainText('1 name could not be matched for sure');
  await expect(page.getByLabel('Exercise for “Zzzdump2”')).toHaveValue('');

  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: `${SCREENSHOTS}/log-history-review-390.png`, fullPage: true });

  // Nothing in the Flexicon is a "Zzzdump2": the member keeps it as their own, logged with weight and reps as its
  // sets suggest, after trying another type.
  await page.getByRole('button', { name: 'Keep “Zzzdump2” as your own exercise' }).click();
  await expect(page.getByLabel('Exercise for “Zzzdump2”')).toHaveValue('own');
  await expect(page.getByTestId('history-own-badge')).toHaveText('Your own exercise');
  await expect(page.getByTestId('history-needs-review')).toHaveCount(0);
  await expect(page.getByTestId('history-review-count')).toHaveCount(0);
  const ownType = page.getByLabel('What “Zzzdump2” is logged with');
  await expect(ownType).toHaveValue('WEIGHT_REPS');
  await ownType.selectOption('REPS_ONLY');
  await expect(ownType).toHaveValue('REPS_ONLY');
  await ownType.selectOption('WEIGHT_REPS');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousViolations(page);
  // From the top, so the sticky header is drawn where it belongs.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SCREENSHOTS}/log-history-keep-own-390.png`, fullPage: true });

  await page.getByTestId('history-import').click();
  await expect(page.getByTestId('history-result')).toContainText('2 workouts added to your logbook (8 sets).');
  await expect(page.getByTestId('history-result-details')).toContainText('Kept as your own: Zzzdump2 (Weight & reps).');
  const kept = await (await page.request.get('/api/workout-logs?limit=10')).json();
  const detail = await (await page.request.get(`/api/workout-logs/${kept.data.items[0].workoutLogId}`)).json();
  const dump = detail.data.logExercises.find((exercise: { exerciseName: string }) => exercise.exerciseName === 'Zzzdump2');
  expect(dump.exerciseCode).toMatch(/^MY_/);
  // 95 lb for 10, read in the file's pounds and kept in kilograms.
  const values = Object.fromEntries(
    dump.sets[0].values.map((value: { measurementCode: string; value: number }) => [value.measurementCode, value.value]),
  );
  expect(values.REPS).toBe(10);
  expect(values.WEIGHT).toBeCloseTo(43.09, 1);
  // Only its owner has it: the Flexicon lists it to no one.
  expect((await (await page.request.get('/api/exercises?search=Zzzdump2')).json()).data.items).toEqual([]);
  const logs = await (await page.request.get('/api/workout-logs?limit=10')).json();
  // 07:15 on a Berlin clock, as chosen: 06:15 UTC in March.
  expect(logs.data.items.map((log: { startedAt: string }) => log.startedAt).sort()).toEqual([
    '2026-03-02T06:15:00.000Z',
    '2026-03-05T06:15:00.000Z',
  ]);
  await page.screenshot({ path: `${SCREENSHOTS}/log-history-result-390.png`, fullPage: true });

  await page.getByTestId('history-undo').click();
  await expect(page.getByRole('alertdialog')).toContainText('Remove the 2 workouts this import added?');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Undo this import' }).click();
  await expect(page.getByTestId('history-undone')).toContainText('2 workouts removed.');
  await expect(page.getByTestId('history-undone')).toBeFocused();
  expect((await page.request.get(`/api/exercises/${dump.exerciseCode}`)).status()).toBe(404);
  await expect(page.getByTestId('history-imports')).toHaveCount(0);
  const after = await (await page.request.get('/api/workout-logs?limit=10')).json();
  expect(after.data.items).toEqual([]);

  // Imported again and the page left: the import waits in the list, and is undone from there.
  await page.getByTestId('history-file').setInputFiles({ name: 'strong.csv', mimeType: 'text/csv', buffer: Buffer.from(strongFile()) });
  await page.getByTestId('history-import').click();
  await expect(page.getByTestId('history-result')).toContainText('2 workouts added to your logbook');
  await page.reload();
  const entry = page.getByTestId('history-import-entry');
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText('Strong: strong.csv');
  await expect(entry).toContainText('2 workouts, 6 sets');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // The same file once more: nothing new in it, until the earlier import is undone from the list.
  await page.getByTestId('history-file').setInputFiles({ name: 'strong.csv', mimeType: 'text/csv', buffer: Buffer.from(strongFile()) });
  await expect(page.getByTestId('history-preview')).toContainText('2 sessions already in your logbook will be skipped.');
  await expect(page.getByTestId('history-import')).toBeDisabled();
  await entry.getByRole('button', { name: 'Undo the import “Strong: strong.csv”' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Undo this import' }).click();
  await expect(page.getByTestId('history-undone')).toContainText('2 workouts removed.');
  await expect(page.getByTestId('history-imports')).toHaveCount(0);
  await expect(page.getByTestId('history-import')).toHaveText('Import 2 sessions');
  await expect(page.getByTestId('history-import')).toBeEnabled();
  expect((await (await page.request.get('/api/workout-logs?limit=10')).json()).data.items).toEqual([]);
});

test('a file that names its unit is read in it, and a name with no match is searched for', async ({ page }) => {
  const account = { ...newAccount('phone_unit_'), measurementSystem: 'IMPERIAL' };
  await signUpViaApi(page.request, account);
  const hevy = [
    'title,start_time,end_time,description,exercise_title,superset_id,exercise_notes,set_index,set_type,weight_kg,reps,distance_km,duration_seconds,rpe',
    'Push,"1 Apr 2026, 18:00","1 Apr 2026, 19:00",,Bench Press (Barbell),,,0,normal,80,5,,,',
    'Push,"1 Apr 2026, 18:00","1 Apr 2026, 19:00",,Zzzdump2,,,0,normal,12,10,,,',
  ].join('\n');
  await page.goto('/logbook/import');
  await page.getByTestId('history-file').setInputFiles({ name: 'hevy.csv', mimeType: 'text/csv', buffer: Buffer.from(hevy) });
  await expect(page.getByTestId('history-summary')).toContainText('1 session and 2 sets from Hevy, on Apr 1, 2026');
  await expect(page.getByTestId('history-unit')).toHaveValue('KG');
  await expect(page.getByTestId('history-unit')).toBeDisabled();
  await expect(page.getByTestId('history-unit-note')).toContainText('names its unit');

  await expect(page.getByTestId('history-needs-review')).toHaveCount(1);
  await page.getByRole('button', { name: 'Search the Flexicon for “Zzzdump2”' }).click();
  await page.getByRole('searchbox', { name: 'Search the Flexicon for “Zzzdump2”' }).fill('curl');
  const result = page.getByTestId('history-search-result').first();
  const name = (await result.textContent())!;
  await result.click();
  const choice = page.getByLabel('Exercise for “Zzzdump2”');
  await expect(choice.locator('option:checked')).toHaveText(name);
  await expect(page.getByTestId('history-needs-review')).toHaveCount(0);
  await expect(page.getByTestId('history-review-count')).toHaveCount(0);
  await expectNoSeriousViolations(page);

  await page.getByTestId('history-import').click();
  await expect(page.getByTestId('history-result')).toContainText('1 workout added to your logbook (2 sets).');
});
