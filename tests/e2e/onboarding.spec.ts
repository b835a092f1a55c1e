// The onboarding in the built app against the real server, on a phone: a new member signs up through the UI, lands on
// the onboarding and goes through every step (imperial units, a body weight, a preset then adjusted, goals, a buddy
// request, the import link), mostly from the keyboard; everything is found stored through the API, and signing out and
// in again goes straight to the logbook. A second member confirms their e-mail from the mailed link, skips the
// onboarding at its first step and is not shown it again; the administrator, whose account predates it, never is.
// Axe on three steps; screenshots in test-results/screenshots/onboarding-*.png.
import { request as playwrightRequest, type Page } from '@playwright/test';
import { presetCodes } from '../../web/src/features/onboarding/equipment-presets';
import { expect, test } from './support/test';
import { ADMIN, expectNoSeriousViolations, newAccount, signInViaApi, signUpThroughTheUi, signUpViaApi } from './support/shell';

const SCREENSHOTS = 'test-results/screenshots';
const KG_PER_LB = 0.45359237;

// A British browser: the units step starts on metric, so choosing imperial is the member's own doing.
test.use({ viewport: { width: 390, height: 844 }, locale: 'en-GB' });

async function signInThroughTheUi(page: Page, account: { email: string; password: string }) {
  await page.goto('/auth/login');
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await page.getByTestId('login-submit').click();
}

const step = (page: Page) => page.getByTestId('onboarding-step');
const shot = (page: Page, name: string) => page.screenshot({ path: `${SCREENSHOTS}/onboarding-${name}.png`, fullPage: true });

test('a new member goes through every step once, and everything is stored', async ({ page, request }) => {
  const buddy = await signUpViaApi(request, newAccount('buddy_'));
  const account = newAccount('onboard_');
  await signUpThroughTheUi(page, account);

  // 1. Units: metric from the browser's region, changed to imperial with the arrow keys.
  await expect(page.getByRole('heading', { level: 1, name: 'Your units' })).toBeFocused();
  await expect(page).toHaveTitle('Welcome: Your units | Liftmates');
  await expect(step(page).getByRole('progressbar')).toHaveAccessibleName('Setup progress: Step 1 of 6');
  await expect(page.getByRole('radio', { name: /Metric/ })).toBeChecked();
  await expect(step(page).getByRole('button', { name: 'Back' })).toHaveCount(0);
  await expectNoSeriousViolations(page);
  await shot(page, '1-units');
  await page.getByRole('radio', { name: /Metric/ }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: /Imperial/ })).toBeChecked();
  await page.getByTestId('onboarding-continue').click();

  // 2. Body weight in pounds: a typo is refused in the member's unit, Enter continues.
  await expect(page).toHaveURL(/\/onboarding\/body-weight$/);
  await expect(step(page).getByRole('progressbar')).toHaveAccessibleName('Setup progress: Step 2 of 6');
  const weight = page.getByLabel('Body weight (lb)');
  await weight.fill('1800');
  await weight.press('Enter');
  await expect(page.getByText('Enter a body weight between 45 and 881 lb')).toBeVisible();
  await shot(page, '2-body-weight');
  await weight.fill('180.5');
  await weight.press('Enter');

  // 3. Equipment: the home-gym preset, then one piece unticked by hand (the preset is no longer the choice).
  await expect(page).toHaveURL(/\/onboarding\/equipment$/);
  const catalogue = ((await (await page.request.get('/api/equipment')).json()).data as { equipmentCode: string }[]).map(
    (item) => item.equipmentCode,
  );
  await page.getByText('Home gym', { exact: true }).click();
  await expect(page.getByRole('radio', { name: /Home gym/ })).toBeChecked();
  const home = presetCodes('HOME_GYM', catalogue);
  expect(home.length).toBeGreaterThan(10);
  const yogaMat = page.getByTestId('equipment-option').filter({ hasText: 'Yoga Mat' });
  await expect(yogaMat.getByRole('checkbox')).toBeChecked();
  await page.getByRole('searchbox', { name: 'Find equipment' }).fill('yoga');
  await page.getByRole('searchbox', { name: 'Find equipment' }).press('Enter');
  await expect(page).toHaveURL(/\/onboarding\/equipment$/);
  await yogaMat.getByRole('checkbox').press('Space');
  await expect(yogaMat.getByRole('checkbox')).not.toBeChecked();
  await expect(page.getByRole('radio', { name: /Home gym/ })).not.toBeChecked();
  await page.getByRole('searchbox', { name: 'Find equipment' }).fill('');
  await expectNoSeriousViolations(page);
  await shot(page, '3-equipment');
  await page.getByTestId('onboarding-continue').click();

  // 4. Goals: two of them, from the keyboard.
  await expect(page).toHaveURL(/\/onboarding\/goals$/);
  await page.getByRole('checkbox', { name: /Strength/ }).press('Space');
  await page.getByRole('checkbox', { name: /Mobility/ }).press('Space');
  await expect(page.getByRole('checkbox', { name: /Strength/ })).toBeChecked();
  await expectNoSeriousViolations(page);
  await shot(page, '4-goals');
  await page.getByTestId('onboarding-continue').click();
  // Back from the next step finds what was saved.
  await expect(page).toHaveURL(/\/onboarding\/buddies$/);
  await step(page).getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/onboarding\/goals$/);
  await expect(page.getByRole('checkbox', { name: /Strength/ })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /Mobility/ })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /Muscle/ })).not.toBeChecked();
  await step(page).getByRole('button', { name: 'Skip' }).click();

  // 5. Buddies: a request to an existing member found by user name.
  await expect(page).toHaveURL(/\/onboarding\/buddies$/);
  const search = page.getByRole('searchbox', { name: 'Search members by user name' });
  await search.fill(buddy.userName);
  await search.press('Enter');
  const found = page.getByTestId('member-row').filter({ hasText: buddy.userName });
  await found.getByRole('button', { name: 'Add buddy' }).click();
  await expect(found.getByTestId('buddy-status')).toHaveText('Request sent');
  await expect(page).toHaveURL(/\/onboarding\/buddies$/);
  await shot(page, '5-buddies');
  await page.getByTestId('onboarding-continue').click();

  // 6. The import, then Finish.
  await expect(page).toHaveURL(/\/onboarding\/import$/);
  await expect(page.getByText('Coming from Strong or Hevy? Import your history', { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Import your history' })).toHaveAttribute('href', '/logbook/import');
  await expect(step(page).getByRole('button', { name: 'Skip', exact: true })).toHaveCount(0);
  await shot(page, '6-import');
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page).toHaveURL(/\/logbook\?tab=workout$/);

  const { userInfo } = (await (await page.request.get('/api/auth/session')).json()).data;
  expect(userInfo).toMatchObject({
    measurementSystem: 'IMPERIAL',
    onboardingStatus: 'FINISHED',
    userPrivateMeta: { trainingGoals: ['STRENGTH', 'MOBILITY'] },
  });
  expect(userInfo.userPrivateMeta.bodyWeightKg).toBeCloseTo(180.5 * KG_PER_LB, 5);
  const equipment = (await (await page.request.get('/api/user/equipment')).json()).data;
  expect(equipment).toEqual(home.filter((code) => code !== 'YOGA_MAT').sort());
  const buddies = (await (await page.request.get('/api/buddies')).json()).data;
  expect(buddies.outgoing.map((entry: { member: { userName: string } }) => entry.member.userName)).toEqual([buddy.userName]);

  // Signed out and in again: straight to the logbook; the onboarding's address sends the member on too.
  await page.request.post('/api/auth/signout', { data: {} });
  await signInThroughTheUi(page, account);
  await expect(page).toHaveURL(/\/logbook\?tab=workout$/);
  await page.goto('/onboarding');
  await expect(page).toHaveURL(/\/logbook\?tab=workout$/);
});

test('a member who confirms the e-mail and skips at the first step is not shown it again', async ({ page, baseURL }) => {
  const account = newAccount('skipper_');
  await signUpThroughTheUi(page, account);

  // The mailed link, read from the outbox by the administrator.
  const admin = await playwrightRequest.newContext({ baseURL: baseURL! });
  try {
    await signInViaApi(admin, ADMIN);
    const outbox = await admin.get(`/api/mail-outbox?to=${encodeURIComponent(account.email)}&limit=1`);
    const text: string = (await outbox.json()).data.items[0].text;
    const link = /https?:\/\/\S+\/auth\/confirm-email\?\S+/.exec(text)![0];
    await page.goto(new URL(link).pathname + new URL(link).search);
  } finally {
    await admin.dispose();
  }
  await expect(page.getByTestId('email-confirmed')).toBeVisible();
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/onboarding\/units$/);

  await page.getByTestId('onboarding-skip-all').click();
  await expect(page).toHaveURL(/\/logbook\?tab=workout$/);
  const { userInfo } = (await (await page.request.get('/api/auth/session')).json()).data;
  expect(userInfo).toMatchObject({ onboardingStatus: 'SKIPPED', emailConfirmed: true, measurementSystem: null });

  await page.request.post('/api/auth/signout', { data: {} });
  await signInThroughTheUi(page, account);
  await expect(page).toHaveURL(/\/logbook\?tab=workout$/);
});

test('an account from before the onboarding signs in where it was going', async ({ page }) => {
  await page.goto(`/auth/login?callbackUrl=${encodeURIComponent('/settings')}`);
  await page.getByLabel('E-mail').fill(ADMIN.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(ADMIN.password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/settings$/);
  await page.goto('/onboarding/units');
  await expect(page).toHaveURL(/\/logbook\?tab=workout$/);
});
