// The admin area in a browser: sign in as the e2e administrator through the login page, create an exercise with
// muscle usage (two muscles, 60/40, one primary) and instructions in en-US and es-ES, find it in the Flexicon, then
// create a duplicate, merge it into the first from the admin screen, and check that the duplicate's address shows
// the kept exercise. Axe on the exercise list and the editor; screenshots in test-results/screenshots/admin-*.png.
import { expect, test } from './support/test';
import { expectNoSeriousViolations } from './support/shell.js';
import { type Page } from '@playwright/test';

const ADMIN = { email: 'admin@e2e.liftmates.test', password: 'admin-password-e2e' };
const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
const FIRST = { name: `Admin Press ${stamp}`, code: `ADMIN_PRESS_${stamp.toUpperCase()}` };
const DUPLICATE = { name: `Admin Press Duplicate ${stamp}`, code: `ADMIN_PRESS_DUPLICATE_${stamp.toUpperCase()}` };

test.describe.configure({ mode: 'serial' });

async function signIn(page: Page, callbackUrl: string) {
  await page.goto(`/auth/login?callbackUrl=${encodeURIComponent(callbackUrl)}`);
  await page.getByLabel('E-mail').fill(ADMIN.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(ADMIN.password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(new RegExp(`${callbackUrl.replace(/[/?]/g, '\\$&')}$`));
}

/**
 * Opens a language's tab of the instructions and gives its panel: the panel being left can still be on the page for a
 * moment, with fields of the same names.
 */
async function openLocale(page: Page, language: 'English' | 'Spanish') {
  await page.getByRole('tab', { name: new RegExp(language) }).click();
  return page.getByRole('tabpanel', { name: new RegExp(language) });
}

async function fillBasics(page: Page, exercise: { name: string; code: string }) {
  await page.getByLabel('Exercise name').fill(exercise.name);
  // The code is suggested from the name.
  await expect(page.getByLabel('Exercise code')).toHaveValue(exercise.code);
  await page.getByLabel('Exercise type').selectOption('WEIGHT_REPS');
  await page.getByLabel('Published status').selectOption('PUBLISHED');
}

test('an administrator creates an exercise, finds it in the Flexicon and merges a duplicate into it', async ({ page }) => {
  // One long journey (two accessibility scans, two new exercises, a merge): on a busy machine it alone takes close
  // to the default minute, though no step is slow.
  test.slow();
  await signIn(page, '/admin/exercises');
  await expect(page.getByRole('heading', { level: 1, name: 'Exercise List' })).toBeVisible();
  await expect(page.getByTestId('admin-exercise-row').first()).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: 'test-results/screenshots/admin-exercises.png', fullPage: true });

  // A new exercise: basics, muscle usage 60/40 with one primary, instructions in two locales.
  await page.getByRole('link', { name: 'New exercise' }).click();
  await expect(page).toHaveURL(/\/admin\/exercises\/new$/);
  await fillBasics(page, FIRST);

  const editor = page.getByTestId('muscle-usage-editor');
  const total = page.getByTestId('muscle-usage-total');
  await editor.getByRole('button', { name: 'Add muscle' }).click();
  await editor.getByLabel('Muscle 1', { exact: true }).selectOption('PECTORALIS_MAJOR_STERNAL');
  await expect(total).toHaveText('Total: 100%');
  await editor.getByLabel('Muscle 1 target percentage', { exact: true }).fill('60');
  await expect(total).toHaveText('Total: 60% (40% to go)');
  await expect(total).toHaveAttribute('data-complete', 'false');
  await editor.getByRole('button', { name: 'Add muscle' }).click();
  await editor.getByLabel('Muscle 2', { exact: true }).selectOption('TRICEPS_LONG_HEAD');
  await expect(editor.getByLabel('Muscle 2 target percentage', { exact: true })).toHaveValue('40');
  await expect(total).toHaveText('Total: 100%');
  await expect(total).toHaveAttribute('data-complete', 'true');
  await expect(editor.getByRole('checkbox', { name: 'Muscle 1: Primary' })).toBeChecked();
  await expect(editor.getByRole('checkbox', { name: 'Muscle 2: Primary' })).not.toBeChecked();

  const english = await openLocale(page, 'English');
  await english.getByRole('button', { name: 'Add instructions' }).click();
  await english.getByRole('textbox', { name: 'Step 1', exact: true }).fill('Lie on the bench with your feet flat on the floor.');
  await english.getByRole('button', { name: 'Add step' }).click();
  await english.getByRole('textbox', { name: 'Step 2', exact: true }).fill('Press the bar up until your arms are straight.');
  await english.getByRole('button', { name: 'Add tip' }).click();
  await english.getByRole('textbox', { name: 'Tip 1', exact: true }).fill('Keep your shoulder blades pulled together.');
  const spanish = await openLocale(page, 'Spanish');
  await spanish.getByRole('button', { name: 'Add instructions' }).click();
  await spanish.getByRole('textbox', { name: 'Step 1', exact: true }).fill('Túmbate en el banco con los pies apoyados en el suelo.');

  await expectNoSeriousViolations(page);
  await page.screenshot({ path: 'test-results/screenshots/admin-exercise-editor.png', fullPage: true });

  await page.getByRole('button', { name: 'Create exercise' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/admin/exercises/${FIRST.code}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Edit ${FIRST.name}` })).toBeVisible();

  // What was saved comes back: the muscle usage and both instructions.
  await expect(page.getByLabel('Muscle 1 target percentage', { exact: true })).toHaveValue('60');
  await expect(page.getByLabel('Muscle 2 target percentage', { exact: true })).toHaveValue('40');
  await expect(page.getByTestId('muscle-usage-total')).toHaveText('Total: 100%');
  await expect((await openLocale(page, 'Spanish')).getByRole('textbox', { name: 'Step 1', exact: true })).toHaveValue(
    'Túmbate en el banco con los pies apoyados en el suelo.',
  );
  await expect((await openLocale(page, 'English')).getByRole('textbox', { name: 'Step 2', exact: true })).toHaveValue(
    'Press the bar up until your arms are straight.',
  );
  // One stored instruction is deleted on its own; the other stays.
  await (await openLocale(page, 'Spanish')).getByRole('button', { name: /^Delete instructions in Spanish/ }).click();
  await page.getByRole('alertdialog', { name: 'Delete instructions?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(page.getByText(/^No instructions in Spanish/)).toBeVisible();
  await page.reload();
  await expect((await openLocale(page, 'Spanish')).getByText(/^No instructions in Spanish/)).toBeVisible();
  await expect((await openLocale(page, 'English')).getByRole('textbox', { name: 'Step 2', exact: true })).toHaveValue(
    'Press the bar up until your arms are straight.',
  );
  // Created without credits, the exercise credits whoever created it as its curator.
  await expect(page.getByRole('combobox', { name: 'Credit 1 role', exact: true })).toHaveValue('CURATOR');

  // The Flexicon finds it.
  await page.goto(`/flexicon?search=${encodeURIComponent(FIRST.name)}`);
  await expect(page.getByTestId('exercise-card').filter({ hasText: FIRST.name })).toBeVisible();

  // A duplicate, merged into the first from the duplicate's editor: the kept exercise opens afterwards.
  await page.goto('/admin/exercises/new');
  await fillBasics(page, DUPLICATE);
  await page.getByRole('button', { name: 'Create exercise' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/admin/exercises/${DUPLICATE.code}$`));

  await page.getByRole('button', { name: 'Merge a duplicate…' }).click();
  const dialog = page.getByTestId('merge-dialog');
  await dialog.getByLabel('Find the other exercise').fill(`Admin Press ${stamp}`);
  await dialog.getByRole('radio', { name: new RegExp(`^${FIRST.name}`) }).check({ force: true });
  await dialog.getByRole('radio', { name: `Keep ${FIRST.name} (${FIRST.code})` }).check({ force: true });
  await page.screenshot({ path: 'test-results/screenshots/admin-merge-dialog.png' });
  await dialog.getByRole('button', { name: 'Continue' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm.getByTestId('merge-explanation')).toContainText(
    `${DUPLICATE.name} (${DUPLICATE.code}) will be merged into ${FIRST.name} (${FIRST.code})`,
  );
  await expect(confirm.getByTestId('merge-explanation')).toContainText('workouts, workout logs, personal records, videos, instructions');
  await page.screenshot({ path: 'test-results/screenshots/admin-merge-confirm.png' });
  await confirm.getByRole('button', { name: 'Merge' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/exercises/${FIRST.code}$`));
  await expect(page.getByText(`Codes merged into this exercise (they still open it): ${DUPLICATE.code}`)).toBeVisible();

  // The duplicate's public address shows the kept exercise.
  await page.goto(`/e/${DUPLICATE.code}`);
  await expect(page.getByTestId('exercise-page')).toHaveAttribute('data-exercise-code', FIRST.code);
  await expect(page.getByRole('heading', { level: 1, name: FIRST.name })).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/admin-merged-exercise-page.png', fullPage: true });
});

test('the admin pages load and their tables sort from the headers', async ({ page }) => {
  await signIn(page, '/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Liftmates Admin' })).toBeVisible();
  await expect(page.getByTestId('dashboard-status-PUBLISHED')).toContainText(/\d/);
  await page.screenshot({ path: 'test-results/screenshots/admin-dashboard.png', fullPage: true });

  await page.goto('/admin/exercises');
  const nameHeader = page.getByRole('columnheader', { name: /^Name/ });
  await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
  await nameHeader.getByRole('button').click();
  await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(page).toHaveURL(/sort=NAME_DESC/);
  await page.getByTestId('status-chip-DRAFT').click();
  await expect(page).toHaveURL(/status=DRAFT/);

  const pages = [
    ['/admin/muscles', 'Muscles'],
    ['/admin/muscle-groups', 'Muscle Groups'],
    ['/admin/equipments', 'Equipments'],
    ['/admin/equipment-groups', 'Equipment Groups'],
    ['/admin/users', 'User Accounts'],
    ['/admin/creator-profiles', 'Creator Profiles'],
    ['/admin/social-media', 'Social Media Platform'],
    ['/admin/locales', 'Locales'],
  ] as const;
  for (const [path, title] of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await page.screenshot({ path: `test-results/screenshots/admin-${path.split('/').pop()}.png`, fullPage: true });
  }
  // The earlier addresses lead to the spec's.
  await page.goto('/admin/equipment');
  await expect(page).toHaveURL(/\/admin\/equipments$/);
  await page.goto('/admin/social-media-platforms');
  await expect(page).toHaveURL(/\/admin\/social-media$/);

  // A group with child groups cannot be deleted; the confirmation says why.
  await page.goto('/admin/muscle-groups');
  await page.getByRole('button', { name: 'Delete Upper Body' }).click();
  const confirmDelete = page.getByRole('alertdialog', { name: 'Delete muscle group?' });
  await confirmDelete.getByRole('button', { name: 'Delete' }).click();
  await expect(confirmDelete.getByRole('alert')).toContainText('still has child groups');
  await confirmDelete.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('muscle-group-UPPER_BODY')).toBeVisible();

  // Accounts: the total, and the server's order from a header.
  await page.goto('/admin/users');
  await expect(page.getByText(/^\d+ accounts?\b/)).toBeVisible();
  const joined = page.getByRole('columnheader', { name: /^Joined/ });
  await joined.getByRole('button').click();
  await expect(joined).toHaveAttribute('aria-sort', 'descending');
  const userName = page.getByRole('columnheader', { name: /^User name/ });
  await expect(userName).toHaveAttribute('aria-sort', 'none');
  await userName.getByRole('button').click();
  await expect(userName).toHaveAttribute('aria-sort', 'ascending');
  const adminRow = page.getByTestId('admin-user-row').filter({ hasText: ADMIN.email });
  await expect(adminRow).toBeVisible();
  // The account drawer edits the e-mail and the user name.
  await adminRow.getByRole('button', { name: /^Manage / }).click();
  const details = page.getByRole('form', { name: 'Account details' });
  await expect(details.getByRole('textbox', { name: /^E-mail/ })).toHaveValue(ADMIN.email);
  await expect(details.getByRole('button', { name: 'Save details' })).toBeDisabled();
  await expectNoSeriousViolations(page);
});

test('the exercise list and editor pass axe in the dark and oled themes too', async ({ page }) => {
  await signIn(page, '/admin/exercises');
  for (const variant of ['dark', 'oled']) {
    await page.evaluate((value) => {
      localStorage.setItem('theme-preference', 'dark');
      localStorage.setItem('theme-dark-variant', value);
    }, variant);
    await page.goto('/admin/exercises');
    await expect(page.getByTestId('admin-exercise-row').first()).toBeVisible();
    await expect(page.locator('html')).toHaveClass(new RegExp(variant === 'oled' ? '\\boled\\b' : '\\bdark\\b'));
    await expectNoSeriousViolations(page);
    await page.goto('/admin/exercises/BARBELL_BENCH_PRESS');
    await expect(page.getByTestId('muscle-usage-total')).toHaveText('Total: 100%');
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: `test-results/screenshots/admin-exercise-editor-${variant}.png`, fullPage: true });
  }
});
