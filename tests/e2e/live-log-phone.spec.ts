// The live logger in a lifter's hand, on a 390×844 phone against the real server: eight sets or more on the screen
// with the logger's header and the rest timer, every control of a set at least 44 px tall; a set logged from the
// keyboard with three presses of Tab and Enter once its first field has focus, its targets shown as placeholders
// until then, and the server holding what was done (and nothing for the sets not done); the set's options (type,
// RPE, note, remove) from the keyboard; and the rest timer naming the next set in the log's order, supersets in
// turn, on a line that is not cut off.
import { request as apiRequest, type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { ADMIN, newAccount, signUpViaApi, unique } from './support/shell';

const SCREENSHOTS = 'test-results/screenshots';

test.use({ viewport: { width: 390, height: 844 } });

type Value = { measurementCode: string; value: number };
const weightReps = (kg: number, reps: number, setType = 'NORMAL') => ({
  setType,
  targets: [
    { measurementCode: 'REPS', value: reps },
    { measurementCode: 'WEIGHT', value: kg },
  ],
});

/**
 * A member who signed up and confirmed their address (the code read from the admin's mail outbox), logging in
 * kilograms: the screen a lifter has after the first day, without the reminder to confirm.
 */
async function lifter(page: Page, baseURL: string | undefined) {
  const account = await signUpViaApi(page.request, newAccount('phone_'));
  const admin = await apiRequest.newContext({ baseURL });
  expect((await admin.post('/api/auth/password/initiate', { data: ADMIN })).ok()).toBe(true);
  const outbox = await (await admin.get(`/api/mail-outbox?to=${encodeURIComponent(account.email)}&limit=1`)).json();
  const code = /\b(\d{6})\b/.exec(outbox.data.items[0].text as string)![1];
  expect((await page.request.post('/api/auth/confirm-email', { data: { email: account.email, code } })).ok()).toBe(true);
  await admin.dispose();
  const { userInfo } = (await (await page.request.get('/api/auth/session')).json()).data;
  await page.request.put('/api/user', {
    data: { userName: userInfo.userName, userTimezone: null, measurementSystem: 'METRIC', userPrivateMeta: userInfo.userPrivateMeta },
  });
}

/** Starts a log from a new workout of these exercises and opens the logger. */
async function startLog(page: Page, workoutExercises: unknown[]) {
  const created = await page.request.post('/api/workouts', { data: { workoutTitle: unique('Gym Floor '), workoutExercises } });
  expect(created.ok(), await created.text()).toBe(true);
  const started = await page.request.post(`/api/workout-logs/from-workout/${(await created.json()).data.workoutId}`, { data: {} });
  expect(started.status()).toBe(201);
  await page.goto('/log');
  await expect(page.getByTestId('sync-status')).toHaveText('All changes saved');
}

async function activeLog(request: APIRequestContext) {
  const response = await request.get('/api/workout-logs/active');
  expect(response.status()).toBe(200);
  return (await response.json()).data as {
    logExercises: { exerciseCode: string; sets: { completedAt: string | null; rpe: number | null; setType: string; values: Value[] }[] }[];
  };
}

const exerciseCard = (page: Page, index: number) => page.getByTestId('live-exercise').nth(index);
const setRow = (page: Page, exercise: number, set: number) => exerciseCard(page, exercise).getByTestId('live-set').nth(set);

test('eight sets and more fit on a phone with the header and the rest timer, every control 44 px tall', async ({ page, baseURL }) => {
  await lifter(page, baseURL);
  await startLog(page, [
    {
      exerciseCode: 'BARBELL_BACK_SQUAT',
      restSeconds: 180,
      sets: [weightReps(60, 8, 'WARMUP'), weightReps(80, 5, 'WARMUP'), weightReps(100, 5), weightReps(100, 5), weightReps(100, 5)],
    },
    { exerciseCode: 'BARBELL_BENCH_PRESS', sets: [1, 2, 3, 4].map(() => weightReps(60, 8)) },
    { exerciseCode: 'PULL_UP', sets: [1, 2, 3].map(() => ({ targets: [{ measurementCode: 'REPS', value: 8 }] })) },
    { exerciseCode: 'PLANK', sets: [1, 2].map(() => ({ targets: [{ measurementCode: 'DURATION', value: 45 }] })) },
  ]);
  // The first warm-up done: the rest runs.
  await setRow(page, 0, 0).getByTestId('complete-set').click();
  const timer = page.getByTestId('rest-timer');
  await expect(timer).toBeVisible();

  const header = page.getByTestId('live-log-header');
  await expect(header).toBeInViewport({ ratio: 1 });
  const headerBox = (await header.boundingBox())!;
  const timerBox = (await timer.boundingBox())!;
  expect(timerBox.y + timerBox.height).toBeLessThanOrEqual(844);
  const rows = page.getByTestId('live-set');
  const boxes = await rows.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().toJSON() as DOMRect));
  const fullyVisible = boxes.filter((box) => box.top >= headerBox.y + headerBox.height && box.bottom <= timerBox.y);
  expect(fullyVisible.length).toBeGreaterThanOrEqual(8);
  // One line a set: no row taller than 48 px (44 px controls and a little air) while it has no records to show.
  for (const box of boxes) expect(box.height).toBeLessThanOrEqual(48);
  test.info().annotations.push({
    type: 'figures',
    description: `${fullyVisible.length} of ${boxes.length} sets fully visible; ${Math.max(...boxes.map((box) => box.height))} px a set`,
  });

  // Every control of every set is a thumb's size, and nothing runs off the side of the phone.
  const controls = await rows.evaluateAll((elements) =>
    elements.flatMap((row) =>
      [...row.querySelectorAll<HTMLElement>('input, button, select, textarea')]
        .filter((control) => control.getClientRects().length > 0)
        .map((control) => ({
          name: control.getAttribute('aria-label') ?? control.textContent,
          height: control.getBoundingClientRect().height,
        })),
    ),
  );
  expect(controls.length).toBeGreaterThanOrEqual(boxes.length * 2);
  expect(controls.filter((control) => control.height < 44)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // A column heading per exercise rather than a label per field; the fields keep their names for screen readers.
  await expect(exerciseCard(page, 0).getByTestId('set-columns')).toHaveText(/set\s*previous\s*kg\s*reps/i);
  await expect(setRow(page, 0, 2).getByRole('textbox', { name: 'Set 3 Weight (kg)' })).toBeVisible();
  // Warm-ups show W, working sets their own count; last time's set or a dash.
  await expect(setRow(page, 0, 1).getByTestId('set-options')).toHaveText('W');
  await expect(setRow(page, 0, 2).getByTestId('set-options')).toHaveText('1');
  await expect(setRow(page, 0, 2).getByTestId('previous-set')).toContainText('–');
  await page.screenshot({ path: `${SCREENSHOTS}/live-log-phone.png` });
});

test('a set is logged from the keyboard with three presses once its first field has focus, and read back from the server', async ({
  page,
  baseURL,
}) => {
  await lifter(page, baseURL);
  await startLog(page, [
    { exerciseCode: 'BARBELL_BENCH_PRESS', restSeconds: 120, sets: [1, 2, 3].map(() => weightReps(60, 8)) },
    { exerciseCode: 'PULL_UP', sets: [{ targets: [{ measurementCode: 'REPS', value: 8 }] }] },
  ]);
  const first = setRow(page, 0, 0);
  const weight = first.locator('[data-measurement="WEIGHT"]');
  const reps = first.locator('[data-measurement="REPS"]');
  // The plan is a placeholder, not a value: nothing is done yet.
  await expect(weight).toHaveValue('');
  await expect(weight).toHaveAttribute('placeholder', '60');
  await expect(reps).toHaveAttribute('placeholder', '8');

  let presses = 0;
  const press = async (key: 'Tab' | 'Enter') => {
    presses += 1;
    await page.keyboard.press(key);
  };
  await weight.focus();
  await page.keyboard.type('62.5');
  await press('Tab');
  await expect(reps).toBeFocused();
  await page.keyboard.type('6');
  await press('Tab');
  await expect(first.getByTestId('complete-set')).toBeFocused();
  await press('Enter');
  expect(presses).toBeLessThanOrEqual(3);
  await expect(first).toHaveAttribute('data-completed', 'true');
  await expect(page.getByTestId('rest-timer')).toBeVisible();

  // The next set done as planned: focus, Tab, Tab, Enter, and the tick takes the placeholders as what was done.
  const second = setRow(page, 0, 1);
  await second.locator('[data-measurement="WEIGHT"]').focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(second).toHaveAttribute('data-completed', 'true');
  await expect(second.locator('[data-measurement="WEIGHT"]')).toHaveValue('60');
  await expect(second.locator('[data-measurement="REPS"]')).toHaveValue('8');
  // From the tick, Tab goes on to the next set's first field: the set's options are not a tab stop.
  await page.keyboard.press('Tab');
  await expect(setRow(page, 0, 2).locator('[data-measurement="WEIGHT"]')).toBeFocused();

  await expect(page.getByTestId('sync-status')).toHaveText('All changes saved');
  await expect
    .poll(async () => (await activeLog(page.request)).logExercises[0]!.sets.map((set) => [!!set.completedAt, set.values]))
    .toEqual([
      [
        true,
        [
          { measurementCode: 'REPS', value: 6 },
          { measurementCode: 'WEIGHT', value: 62.5 },
        ],
      ],
      [
        true,
        [
          { measurementCode: 'REPS', value: 8 },
          { measurementCode: 'WEIGHT', value: 60 },
        ],
      ],
      // Not done: no result, whatever the plan said.
      [false, []],
    ]);

  // The set's options from the keyboard: Shift+F10 in a field, a warm-up, an RPE, a note; then remove it.
  const third = setRow(page, 0, 2);
  await third.locator('[data-measurement="WEIGHT"]').focus();
  await page.keyboard.press('Shift+F10');
  const options = page.getByTestId('set-options-panel');
  await expect(options).toBeVisible();
  await options.getByRole('button', { name: 'Warm-up' }).click();
  await options.getByLabel('RPE').selectOption('8');
  await options.getByLabel('Note').fill('Pause at the chest');
  await page.keyboard.press('Escape');
  await expect(options).toBeHidden();
  await expect(third.getByTestId('set-options')).toHaveText('W');
  await expect(third.getByTestId('set-rpe')).toHaveText('RPE 8');
  await expect(third.getByTestId('set-note')).toHaveText('Pause at the chest');
  await expect(page.getByTestId('sync-status')).toHaveText('All changes saved');
  await expect
    .poll(async () => {
      const set = (await activeLog(page.request)).logExercises[0]!.sets[2]!;
      return [set.setType, set.rpe];
    })
    .toEqual(['WARMUP', 8]);
  await third.getByTestId('set-options').click();
  await options.getByRole('button', { name: 'Remove set' }).click();
  await expect(exerciseCard(page, 0).getByTestId('live-set')).toHaveCount(2);
  await expect.poll(async () => (await activeLog(page.request)).logExercises[0]!.sets.length).toBe(2);
});

test('the rest timer names the next set in the log’s order, supersets in turn, on a line that is not cut off', async ({
  page,
  baseURL,
}) => {
  await lifter(page, baseURL);
  await startLog(page, [
    { exerciseCode: 'BARBELL_BACK_SQUAT', sets: [1, 2, 3].map(() => weightReps(100, 5)) },
    { exerciseCode: 'PULL_UP', sets: [{ targets: [{ measurementCode: 'REPS', value: 8 }] }] },
    { exerciseCode: 'BARBELL_BENCH_PRESS', supersetGroup: 1, sets: [1, 2].map(() => weightReps(60, 8)) },
    { exerciseCode: 'MACHINE_ASSISTED_NEUTRAL_GRIP_PULL_UP', supersetGroup: 1, sets: [{}, {}] },
  ]);
  const timer = page.getByTestId('rest-timer');
  const label = page.getByTestId('rest-timer-label');
  const notCut = async () => {
    const sizes = await label.evaluate((element) => ({
      scrollWidth: element.scrollWidth,
      clientWidth: element.clientWidth,
      scrollHeight: element.scrollHeight,
      clientHeight: element.clientHeight,
      right: element.getBoundingClientRect().right,
    }));
    expect(sizes.scrollWidth).toBeLessThanOrEqual(sizes.clientWidth);
    expect(sizes.scrollHeight).toBeLessThanOrEqual(sizes.clientHeight);
    expect(sizes.right).toBeLessThanOrEqual(390);
  };

  // After the first of three squat sets comes the second, not the pull-up.
  await setRow(page, 0, 0).getByTestId('complete-set').click();
  await expect(label).toHaveText('Next: Barbell Back Squat, set 2');
  await notCut();
  await page.screenshot({ path: `${SCREENSHOTS}/live-log-phone-rest.png` });
  await setRow(page, 0, 1).getByTestId('complete-set').click();
  await expect(label).toHaveText('Next: Barbell Back Squat, set 3');
  await setRow(page, 0, 2).getByTestId('complete-set').click();
  await expect(label).toHaveText('Next: Pull-Up, set 1');
  await timer.getByRole('button', { name: 'Skip' }).click();
  await expect(timer).toHaveCount(0);

  // A superset: bench, then straight on to the assisted pull-up (no rest in between); after the round, a rest and
  // the bench's second set, not the pull-up's; the bench's second set ends that rest, straight on again.
  await setRow(page, 2, 0).getByTestId('complete-set').click();
  await expect(setRow(page, 2, 0)).toHaveAttribute('data-completed', 'true');
  await expect(timer).toHaveCount(0);
  await setRow(page, 3, 0).locator('[data-measurement="REPS"]').fill('8');
  await setRow(page, 3, 0).getByTestId('complete-set').click();
  await expect(label).toHaveText('Next: Barbell Bench Press, set 2');
  await notCut();
  await setRow(page, 2, 1).getByTestId('complete-set').click();
  await expect(setRow(page, 2, 1)).toHaveAttribute('data-completed', 'true');
  await expect(timer).toHaveCount(0);
  // The pull-up left behind: after it, the one set still open. A long name wraps onto a second line, not cut.
  await setRow(page, 1, 0).getByTestId('complete-set').click();
  await expect(label).toHaveText('Next: Machine-Assisted Neutral-Grip Pull-Up, set 2');
  await notCut();
  expect((await label.boundingBox())!.height).toBeGreaterThan(20);
  await page.screenshot({ path: `${SCREENSHOTS}/live-log-phone-rest-long.png` });
});
