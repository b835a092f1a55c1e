// The Flexicon in the built app against the real server and its seeded catalogue: a visitor filters
// by Lower Body → Quads and Dumbbells (the URL and the count follow), opens an exercise, sees the body map and the
// instructions and switches them to Español; more pages load by button and by scrolling; an exercise without
// Spanish instructions says 'Se muestra en inglés' (the address's language is the interface's too); an unknown code is a 404; a member can keep to the equipment they
// have. Axe finds no serious or critical violation on /flexicon/explore and /e/BARBELL_BACK_SQUAT.
import { expect, test } from './support/test';
import { type Page } from '@playwright/test';
import { exercises } from '../../prisma/seed/exercises/index.js';
import { ADMIN, expectNoSeriousViolations, signInViaApi } from './support/shell.js';

const SCREENSHOTS = 'test-results/screenshots';

function unique(prefix: string) {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
}

/** The number in '{n} exercises'. */
async function resultCount(page: Page) {
  const text = (await page.getByTestId('flexicon-count').textContent()) ?? '';
  const match = /^([\d,]+) exercises?$/.exec(text.trim());
  expect(match, `count text: ${text}`).not.toBeNull();
  return Number(match?.[1]?.replace(/,/g, ''));
}

test('a visitor filters the Flexicon, opens an exercise and reads it in Spanish', async ({ page }) => {
  await page.goto('/flexicon/explore');
  await expect(page).toHaveTitle('The Flexicon | Liftmates');
  await expect(page.getByRole('heading', { level: 1, name: 'The Flexicon' })).toBeVisible();
  await expect(page.getByTestId('flexicon-count')).toHaveText(/^[\d,]+ exercises$/);
  const total = await resultCount(page);
  // Every published exercise of the seeded catalogue, whatever other tests add.
  expect(total).toBeGreaterThanOrEqual(exercises.length);
  await expect(page.getByTestId('exercise-card')).toHaveCount(24);
  await page.screenshot({ path: `${SCREENSHOTS}/flexicon-explore.png`, fullPage: true });

  // Lower Body, then its Quads subgroup: chips are buttons that say whether they are pressed.
  const lowerBody = page.getByRole('button', { name: 'Lower Body', exact: true });
  await expect(lowerBody).toHaveAttribute('aria-pressed', 'false');
  await lowerBody.click();
  await expect(page).toHaveURL(/\/flexicon\/explore\?muscles=LOWER_BODY$/);
  await expect(lowerBody).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => resultCount(page)).toBeLessThan(total);
  const lowerBodyCount = await resultCount(page);

  await page.getByRole('group', { name: 'Lower Body muscles' }).getByRole('button', { name: 'Quads', exact: true }).click();
  await expect(page).toHaveURL(/muscles=LOWER_BODY,QUADS$/);
  await expect.poll(() => resultCount(page)).toBeLessThan(lowerBodyCount);
  const quadsCount = await resultCount(page);

  const dumbbells = page.getByRole('group', { name: 'Equipment' }).getByRole('button', { name: 'Dumbbells', exact: true });
  await dumbbells.click();
  await expect(dumbbells).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/\/flexicon\/explore\?muscles=LOWER_BODY,QUADS&equipment=DUMBBELLS$/);
  await expect.poll(() => resultCount(page)).toBeLessThan(quadsCount);
  const filteredCount = await resultCount(page);
  expect(filteredCount).toBeGreaterThan(0);
  await expect(page.getByTestId('exercise-card')).toHaveCount(Math.min(filteredCount, 24));
  await page.screenshot({ path: `${SCREENSHOTS}/flexicon-filtered.png`, fullPage: true });

  // Back undoes the last filter; forward brings it back.
  await page.goBack();
  await expect(page).toHaveURL(/muscles=LOWER_BODY,QUADS$/);
  await expect(dumbbells).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(() => resultCount(page)).toBe(quadsCount);
  await page.goForward();
  await expect(dumbbells).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => resultCount(page)).toBe(filteredCount);

  // Open an exercise from its card.
  const card = page.getByTestId('exercise-card').filter({ hasText: 'Bulgarian Split Squat' });
  await expect(card).toContainText('Quads');
  await expect(card).toContainText('Dumbbells');
  await card.getByRole('link', { name: 'Bulgarian Split Squat' }).click();
  await expect(page).toHaveURL(/\/e\/BULGARIAN_SPLIT_SQUAT$/);
  await expect(page).toHaveTitle('Bulgarian Split Squat | Liftmates');
  await expect(page.getByRole('heading', { level: 1, name: 'Bulgarian Split Squat' })).toBeVisible();

  // The body map: two labelled figures, the quads region coloured and titled, and the table alternative.
  const map = page.getByTestId('body-map');
  await expect(map.locator('svg[role="img"]')).toHaveCount(2);
  await expect(map.locator('g[data-region="front-quads"] > title')).toHaveText(/^Quads: \d+%, primary/);
  await expect(map.getByRole('table', { name: 'Muscles worked, by target percentage' })).toContainText('Quads');
  await expect(page.getByTestId('exercise-muscle-groups')).toContainText('Quads');

  // Instructions in English, credited to their creator; then in Spanish.
  const instruction = page.getByTestId('instruction').first();
  await expect(instruction).toHaveAttribute('lang', 'en-US');
  await expect(instruction.getByTestId('creator-credit')).toContainText('@');
  await expect(instruction.getByRole('heading', { name: 'Steps' })).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/flexicon-exercise.png`, fullPage: true });

  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Español (ES)' });
  await expect(page).toHaveURL(/\/e\/BULGARIAN_SPLIT_SQUAT\?lang=es-ES$/);
  await expect(page.getByTestId('instruction').first()).toHaveAttribute('lang', 'es-ES');
  await expect(page.getByTestId('instruction').first()).toContainText('Colócate');
  await expect(page.getByTestId('instruction-fallback')).toHaveCount(0);
  // The name follows the language, and the choice stays for the next visit to the Flexicon on this device.
  await expect(page.getByRole('heading', { level: 1, name: 'Sentadilla búlgara' })).toBeVisible();
  await expect(page).toHaveTitle('Sentadilla búlgara | Liftmates');
  await page.screenshot({ path: `${SCREENSHOTS}/flexicon-exercise-es.png`, fullPage: true });
  await page.goto('/flexicon/explore?q=sentadilla%20bulgara');
  const bulgarian = page.locator('[data-testid="exercise-card"][data-exercise-code="BULGARIAN_SPLIT_SQUAT"]');
  await expect(bulgarian.getByRole('link', { name: 'Sentadilla búlgara', exact: true })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('es-ES');
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'English (US)' });
  await expect(bulgarian.getByRole('link', { name: 'Bulgarian Split Squat', exact: true })).toBeVisible();
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Español (ES)' });
  await page.goto('/flexicon/explore?q=press%20banca');
  await expect(page.getByTestId('exercise-card').first()).toBeVisible();
  await expect(page.locator('[data-exercise-code="BARBELL_BENCH_PRESS"]')).toHaveCount(1);
});

test('an exercise that needs one of several items says so', async ({ page }) => {
  await page.goto('/e/BARBELL_BACK_SQUAT');
  const equipment = page.getByTestId('exercise-equipment');
  await expect(equipment).toContainText('One of:');
  await expect(equipment.getByRole('listitem').filter({ hasText: 'One of:' })).toContainText(/Power Rack\s*or\s*Squat Rack/);
});

test('more exercises load with the button and by scrolling', async ({ page }) => {
  await page.goto('/flexicon/explore');
  const cards = page.getByTestId('exercise-card');
  await expect(cards).toHaveCount(24);
  await page.getByRole('button', { name: 'Load more' }).click();
  // The button loads the next page; the sentinel just below it may come into view with it and load one more.
  await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(48);
  await page.getByTestId('flexicon-sentinel').scrollIntoViewIfNeeded();
  await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(72);
  // Cards are unique: pages were appended, not repeated.
  const codes = await page
    .getByTestId('exercise-card')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-exercise-code')));
  expect(new Set(codes).size).toBe(codes.length);
});

test('search as you type, an empty result and clearing the filters', async ({ page }) => {
  await page.goto('/flexicon/explore');
  const total = await (async () => {
    await expect(page.getByTestId('flexicon-count')).toHaveText(/exercises$/);
    return resultCount(page);
  })();
  await page.getByRole('searchbox', { name: 'Search exercises' }).fill('goblet');
  await expect(page).toHaveURL(/\?q=goblet$/);
  await expect(page.getByTestId('exercise-card').first()).toContainText('Goblet');
  await page.getByRole('searchbox', { name: 'Search exercises' }).fill('no such exercise anywhere');
  await expect(page.getByTestId('flexicon-empty')).toContainText('No exercises match these filters');
  await page.getByTestId('flexicon-empty').getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/flexicon\/explore$/);
  await expect.poll(() => resultCount(page)).toBe(total);
});

test('an exercise not yet translated shows its English name and instructions, marked', async ({ page }) => {
  await signInViaApi(page.request, ADMIN);
  const exerciseCode = unique('UNTRANSLATED_').toUpperCase();
  const created = await page.request.put(`/api/exercises/${exerciseCode}`, {
    data: {
      exerciseName: `Untranslated Lunge ${exerciseCode}`,
      exerciseTypeCode: 'WEIGHT_REPS',
      publishedStatusCode: 'PUBLISHED',
      muscleUsage: [{ muscleCode: 'QUADRICEPS', targetPercentage: 100, isPrimary: true }],
      instructions: [{ localeCode: 'en-US', steps: ['Step forward into a long stride.', 'Push back to standing.'] }],
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  await page.goto(`/e/${exerciseCode}?lang=es-ES`);
  await expect(page.getByRole('heading', { level: 1, name: `Untranslated Lunge ${exerciseCode}` })).toBeVisible();
  await expect(page.getByTestId('instruction-fallback')).toContainText('Se muestra en inglés');
  await expect(page.getByTestId('instruction').first()).toHaveAttribute('lang', 'en-US');
});

test('an unknown exercise code is a 404', async ({ page }) => {
  await page.goto('/e/NO_SUCH_EXERCISE_ANYWHERE');
  await expect(page.getByText('404', { exact: false }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Get Me Outta Here!' })).toBeVisible();
  // The 404 page says it all: no error toast on top of it. Counted once, not awaited: a toast shown would also be
  // gone a few seconds later.
  expect(await page.locator('[data-scope="toast"]').filter({ hasText: 'was not found' }).count()).toBe(0);
});

test('a member keeps to the equipment they have in the app’s Flexicon', async ({ page }) => {
  const userName = unique('flex_');
  const email = `${userName}@e2e.liftmates.test`;
  const password = 'flexicon-password-123';
  const signup = await page.request.post('/api/auth/signup', { data: { email, password, userName } });
  expect(signup.status(), await signup.text()).toBeLessThan(300);
  const signin = await page.request.post('/api/auth/password/initiate', { data: { email, password } });
  expect(signin.ok(), await signin.text()).toBe(true);

  await page.goto('/flexicon');
  await expect(page.getByRole('heading', { level: 1, name: 'The Flexicon' })).toBeVisible();
  await expect(page.getByTestId('flexicon-count')).toHaveText(/exercises$/);
  const total = await resultCount(page);
  await page.getByText('Only what I have').click();
  await expect(page).toHaveURL(/\/flexicon\?mine=1$/);
  // With no equipment recorded, only exercises that need none remain.
  await expect.poll(() => resultCount(page)).toBeLessThan(total);
  await expect(page.getByTestId('exercise-card').first()).toContainText('No equipment needed');
});

test('the Flexicon and an exercise page have no serious accessibility violations', async ({ page }) => {
  for (const theme of ['light', 'dark'] as const) {
    await page.addInitScript((value) => window.localStorage.setItem('theme-preference', value), theme);
    await page.goto('/flexicon/explore?muscles=LOWER_BODY');
    await expect(page.getByTestId('exercise-card').first()).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.goto('/e/BARBELL_BACK_SQUAT');
    await expect(page.getByTestId('instruction').first()).toBeVisible();
    await expect(page.getByTestId('exercise-related')).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: `${SCREENSHOTS}/flexicon-back-squat-${theme}.png`, fullPage: true });
  }
});
