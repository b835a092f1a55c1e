// Helpers for the shell's browser tests: unique accounts, signing in through the API (page.request shares its
// cookies with the page), computed colours and axe.
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

export const ADMIN = { email: 'admin@e2e.liftmates.test', password: 'admin-password-e2e' };
export const PASSWORD = 'shell-password-123';

export function unique(prefix: string) {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
}

export function newAccount(prefix = 'shell_') {
  const userName = unique(prefix);
  return { userName, email: `${userName}@e2e.liftmates.test`, password: PASSWORD };
}

/**
 * Signs a new member up (which also signs in) through the API. The member is past the onboarding (they skipped it),
 * as members of tests about other things are; `{ onboarding: true }` leaves it pending.
 */
export async function signUpViaApi(request: APIRequestContext, account = newAccount(), options: { onboarding?: boolean } = {}) {
  const response = await request.post('/api/auth/signup', { data: account });
  expect(response.status(), await response.text()).toBe(201);
  if (!options.onboarding) {
    const skipped = await request.put('/api/user', { data: { onboardingStatus: 'SKIPPED' } });
    expect(skipped.ok(), await skipped.text()).toBe(true);
  }
  return account;
}

/** Signs a new member up through the register page, as a person does: they land on the onboarding. */
export async function signUpThroughTheUi(page: Page, account: { email: string; userName: string; password: string } = newAccount()) {
  await page.goto('/auth/register');
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('User name').fill(account.userName);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/onboarding\/units$/);
  return account;
}

export async function signInViaApi(request: APIRequestContext, account: { email: string; password: string }) {
  const response = await request.post('/api/auth/password/initiate', { data: { email: account.email, password: account.password } });
  expect(response.ok(), await response.text()).toBe(true);
}

export async function backgroundOf(locator: Locator) {
  return locator.evaluate((element) => getComputedStyle(element).backgroundColor);
}

/** The page background as painted: the first non-transparent background from body up to html. */
export async function pageBackground(page: Page) {
  return page.evaluate(() => {
    for (const element of [document.body, document.documentElement]) {
      const colour = getComputedStyle(element).backgroundColor;
      if (colour && colour !== 'rgba(0, 0, 0, 0)' && colour !== 'transparent') return colour;
    }
    return 'transparent';
  });
}

/**
 * Lets every finite animation and transition end (a button changing colour after a click), so colours are final; a
 * paused one is waited for two seconds at most.
 */
async function settleAnimations(page: Page) {
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]),
  );
}

/**
 * Axe on the page (or the part of it `include` selects) finds nothing serious or critical. Axe runs in the page
 * itself: its default, a partial run per frame finished in a new blank page, passes every checked node through JSON
 * and took 20-30 s on an admin form here against 2 s in the page; the app has no frames from other origins for it
 * to miss.
 */
export async function expectNoSeriousViolations(page: Page, include?: string) {
  await settleAnimations(page);
  const builder = new AxeBuilder({ page }).setLegacyMode();
  const { violations } = await (include ? builder.include(include) : builder).analyze();
  const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(
    serious.map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

/** Waits until the app has loaded (the first-load overlay) and rendered past the session check (the spinner). */
export async function waitForShell(page: Page) {
  await expect(page.locator('#root > *').first()).toBeAttached();
  await expect(page.getByTestId('loading-overlay')).toHaveCount(0);
  await expect(page.getByTestId('page-spinner')).toHaveCount(0);
}
