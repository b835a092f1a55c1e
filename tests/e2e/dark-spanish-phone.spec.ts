// The creator, inbox, onboarding and admin pages as a Spanish reader sees them on a 390×844 phone in the dark theme,
// each loaded directly (a full load, as a reload or a bookmark): the page is no wider than the screen, its heading
// shows, and it is drawn dark. Spanish words run longer than English ones, and the dark theme is where colours written
// for a light page stop reading. Screenshots land in test-results/screenshots/.
import fs from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { makeLifter, type Lifter } from './support/lifter';
import { ADMIN, newAccount, signUpViaApi } from './support/shell';

const SHOTS = 'test-results/screenshots';
const PHONE = { width: 390, height: 844 };

let lifter: Lifter;

async function darkSpanishPhone(browser: Browser, baseURL: string, account: { email: string; password: string } | null) {
  const context = await browser.newContext({ baseURL, viewport: PHONE, locale: 'es-ES', colorScheme: 'dark' });
  await context.addInitScript(() => localStorage.setItem('theme-preference', 'dark'));
  if (account) {
    const signedIn = await context.request.post('/api/auth/password/initiate', {
      data: { email: account.email, password: account.password },
    });
    expect(signedIn.ok(), await signedIn.text()).toBe(true);
  }
  return context;
}

/** Loads each route directly and lists what is wrong with it; every page is photographed. */
async function visit(page: Page, routes: Record<string, string>) {
  const failures: string[] = [];
  for (const [name, route] of Object.entries(routes)) {
    await page.goto(`${route}${route.includes('?') ? '&' : '?'}lang=es`);
    const heading = page.getByRole('heading', { level: 1 }).first();
    // The builders load the Flexicon's picker data first: on a busy machine that takes a while.
    await expect(heading, `${route}: a heading`).toBeVisible({ timeout: 30_000 });
    // Signed-in pages keep a live connection open: no network idle to wait for, the heading and the loading
    // placeholders say when the page is there.
    await expect(page.locator('.chakra-skeleton, [aria-busy="true"]')).toHaveCount(0);
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-ES');
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }));
    if (scrollWidth > innerWidth) failures.push(`${route}: ${scrollWidth} px wide on a ${innerWidth} px screen`);
    await page.screenshot({ path: `${SHOTS}/dark-es-390-${name}.png`, fullPage: true });
  }
  return failures;
}

/** WCAG contrast of an element's text on its own background, both as the browser computed them. */
function contrastOf(page: Page, selector: string) {
  return page.locator(selector).evaluate((element) => {
    const probe = document.createElement('canvas').getContext('2d')!;
    const rgb = (colour: string) => {
      probe.fillStyle = '#000';
      probe.fillStyle = colour;
      probe.fillRect(0, 0, 1, 1);
      return [...probe.getImageData(0, 0, 1, 1).data.slice(0, 3)];
    };
    const luminance = (colour: string) => {
      const [r, g, b] = rgb(colour).map((channel) => {
        const value = channel / 255;
        return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const style = getComputedStyle(element);
    const [light, dark] = [luminance(style.color), luminance(style.backgroundColor)].sort((a, b) => b - a);
    return { contrast: (light! + 0.05) / (dark! + 0.05), background: luminance(style.backgroundColor) };
  });
}

test.describe('dark and Spanish on a phone', () => {
  test.describe.configure({ timeout: 300_000 });

  test.beforeAll(async ({ baseURL }) => {
    fs.mkdirSync(SHOTS, { recursive: true });
    lifter = await makeLifter(baseURL!);
  });
  test.afterAll(async () => lifter?.close());

  test("a creator's pages fit the screen, and the dashboard lists its content", async ({ browser, baseURL }) => {
    const context = await darkSpanishPhone(browser, baseURL!, lifter.account);
    const page = await context.newPage();
    const [workoutId] = lifter.workoutIds;
    const failures = await visit(page, {
      dashboard: '/dashboard',
      inbox: '/inbox',
      workouts: '/workouts',
      'workouts-discover': '/workouts?tab=discover',
      'workout-builder-new': '/workouts/create',
      'workout-builder': `/workouts/${workoutId}`,
      workout: `/w/${workoutId}`,
      programs: '/programs',
      program: `/programs/${lifter.programId}`,
      'program-builder-new': '/programs/create',
      'program-builder': `/programs/${lifter.programId}/edit`,
    });
    expect(failures).toEqual([]);

    // Another member looks at a workout and rates it, so the dashboard has top content to list.
    const fan = await browser.newContext({ baseURL });
    await signUpViaApi(fan.request, newAccount('fan_'));
    expect((await fan.request.post(`/api/workouts/${workoutId}/views`)).ok()).toBe(true);
    expect((await fan.request.put(`/api/workouts/${workoutId}/rating`, { data: { rating: 5 } })).ok()).toBe(true);
    await fan.close();

    // Each of the top content's lines fits: a title too long to share its line with its figures puts them under it.
    await page.goto('/dashboard?lang=es');
    const top = page.getByTestId('dashboard-top').first();
    await expect(top).toBeVisible();
    const overflow = await top.evaluate((line) => {
      const outer = line.getBoundingClientRect();
      return [...line.children].map((child) => Math.max(0, Math.round(child.getBoundingClientRect().right - outer.right)));
    });
    expect(overflow).toEqual([0, 0]);
    await context.close();
  });

  test('a new member’s onboarding fits the screen', async ({ browser, baseURL }) => {
    const account = newAccount('nuevo_');
    const context = await darkSpanishPhone(browser, baseURL!, null);
    await signUpViaApi(context.request, account, { onboarding: true });
    const page = await context.newPage();
    const steps = ['units', 'body-weight', 'equipment', 'goals', 'buddies', 'import'];
    const failures = await visit(page, Object.fromEntries(steps.map((step) => [`onboarding-${step}`, `/onboarding/${step}`])));
    expect(failures).toEqual([]);
    await context.close();
  });

  test('the admin pages fit the screen; the home names its sections and its statuses read on the dark page', async ({
    browser,
    baseURL,
  }) => {
    const context = await darkSpanishPhone(browser, baseURL!, ADMIN);
    const page = await context.newPage();
    const failures = await visit(page, {
      'admin-home': '/admin',
      'admin-exercises': '/admin/exercises',
      'admin-exercise': '/admin/exercises/BARBELL_BACK_SQUAT',
      'admin-exercise-new': '/admin/exercises/new',
      'admin-muscles': '/admin/muscles',
      'admin-muscle-groups': '/admin/muscle-groups',
      'admin-equipment': '/admin/equipments',
      'admin-equipment-groups': '/admin/equipment-groups',
      'admin-users': '/admin/users',
      'admin-creator-profiles': '/admin/creator-profiles',
      'admin-social-media': '/admin/social-media',
      'admin-locales': '/admin/locales',
    });
    expect(failures).toEqual([]);

    await page.goto('/admin?lang=es');
    const main = page.locator('main');
    await expect(main.getByRole('link', { name: 'Lista de ejercicios' })).toBeVisible();
    await expect(main.getByText(/app\.adminNav\./)).toHaveCount(0);
    const published = await contrastOf(page, '[data-testid="dashboard-status-PUBLISHED"]');
    expect(published.background, 'a dark tile on the dark page').toBeLessThan(0.1);
    expect(published.contrast).toBeGreaterThanOrEqual(4.5);

    await page.goto('/admin/exercises?lang=es');
    const chip = page.getByTestId('status-chip-PUBLISHED');
    await chip.click();
    await expect(chip.locator('input')).toBeChecked();
    expect((await contrastOf(page, '[data-testid="status-chip-PUBLISHED"]')).contrast).toBeGreaterThanOrEqual(4.5);
    await page.screenshot({ path: `${SHOTS}/dark-es-390-admin-exercises-published.png` });

    // The muscle hierarchy's deepest rows keep their kind beside the name, clear of the row's buttons.
    await page.goto('/admin/muscle-groups?lang=es');
    const row = page.getByTestId('muscle-group-UPPER_CHEST');
    await expect(row).toBeVisible();
    const badge = await row.locator('.chakra-badge').first().boundingBox();
    const edit = await row.getByRole('button').first().boundingBox();
    expect(badge!.x + badge!.width).toBeLessThanOrEqual(edit!.x);
    await context.close();
  });
});
