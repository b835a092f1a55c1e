// The app shell in the built app against the real server (spec §2, §4, §8, §9): signing up through the UI, the
// sidebar's links, sections and active states, the collapse choice kept across reloads, the `t` theme cycle
// including OLED, logout reaching other tabs, the admin guard, the layout at three widths, and axe.
import { expect, test } from './support/test';
import { type Page } from '@playwright/test';
import {
  ADMIN,
  backgroundOf,
  expectNoSeriousViolations,
  newAccount,
  pageBackground,
  signInViaApi,
  signUpViaApi,
  waitForShell,
} from './support/shell';

const sidebar = (page: Page) => page.getByTestId('app-sidebar');
const nav = (page: Page) => sidebar(page).getByRole('navigation', { name: 'Main navigation' });

test.describe('signing up', () => {
  test('a visitor signs up through the UI and lands signed in, reminded to confirm the e-mail', async ({ page }) => {
    const account = newAccount('signup_');
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Liftmates', level: 1 })).toBeVisible();
    await expect(page.getByText('Fitness is more fun together!', { exact: true })).toBeVisible();
    await expect(page.getByText('Create, share, and discover workouts', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Explore the Flexicon' })).toHaveAttribute('href', '/flexicon/explore');
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect(page).toHaveURL(/\/auth\/register$/);
    await expect(page).toHaveTitle('Create your account | Liftmates');

    // Field errors come from the server's details.
    await page.getByLabel('E-mail').fill('not-an-email');
    await page.getByLabel('Password').fill('short');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Enter a valid e-mail address')).toBeVisible();
    await expect(page.getByText('Must be at least 8 characters')).toBeVisible();

    await page.getByLabel('E-mail').fill(account.email);
    await page.getByLabel('User name').fill(account.userName);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Create account' }).click();

    // A new member meets the onboarding first (tests/e2e/onboarding.spec.ts goes through it).
    await expect(page).toHaveURL(/\/onboarding\/units$/);
    await page.getByTestId('onboarding-skip-all').click();
    await expect(page).toHaveURL(/\/logbook\?tab=workout$/);
    await expect(nav(page)).toBeVisible();
    await expect(page.getByTestId('account-menu-trigger')).toHaveAccessibleName(`Account menu for ${account.userName}`);
    const banner = page.getByTestId('confirm-email-banner');
    await expect(banner).toContainText(account.email);
    await banner.getByRole('button', { name: 'Resend' }).click();
    await expect(page.getByText('Confirmation e-mail sent')).toBeVisible();

    // A reload keeps the session (cookies), and /auth/login sends a signed-in user on.
    await page.reload();
    await expect(nav(page)).toBeVisible();
    await page.goto('/auth/login');
    await expect(page).toHaveURL(/\/logbook\?tab=workout$/);
  });
});

test.describe('sidebar', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('member: links, sections by role, active states and the account popover', async ({ page }) => {
    const account = await signUpViaApi(page.request);
    await page.goto('/logbook?tab=workout');
    await waitForShell(page);

    const logbook = nav(page).getByRole('link', { name: 'Logbook' });
    const homies = nav(page).getByRole('link', { name: 'Homies' });
    await expect(logbook).toHaveAttribute('href', '/logbook?tab=workout');
    await expect(homies).toHaveAttribute('href', '/logbook?tab=feed');
    await expect(nav(page).getByRole('link', { name: 'The Flexicon' })).toHaveAttribute('href', '/flexicon');
    await expect(logbook).toHaveAttribute('aria-current', 'page');
    await expect(homies).not.toHaveAttribute('aria-current', 'page');
    // Members see the Creator section (their own workouts and programs) but not the Admin section.
    await expect(nav(page).getByRole('link', { name: 'Creator Dash' })).toHaveAttribute('href', '/dashboard');
    await expect(nav(page).getByRole('link', { name: 'Admin Panel' })).toHaveCount(0);
    await expect(nav(page).getByRole('link', { name: 'Debugging Page' })).toHaveCount(0);
    await expect(sidebar(page).getByRole('link', { name: 'Workout', exact: true })).toHaveAttribute('href', '/workouts/create');
    await expect(sidebar(page).getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms');
    await expect(sidebar(page).getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy');
    for (const name of ['Twitter', 'Telegram', 'Email']) await expect(sidebar(page).getByRole('link', { name })).toBeVisible();

    // The query decides between Logbook and Homies (same path).
    await homies.click();
    await expect(page).toHaveURL(/\/logbook\?tab=feed$/);
    await expect(homies).toHaveAttribute('aria-current', 'page');
    await expect(logbook).not.toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { name: 'Homies', level: 1 })).toBeVisible();

    // Breadcrumbs on large screens.
    await sidebar(page).getByRole('link', { name: 'Workout', exact: true }).click();
    await expect(page).toHaveURL(/\/workouts\/create$/);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs).toContainText('Dashboard');
    await expect(crumbs).toContainText('Workouts');
    await expect(crumbs).toContainText('Create');

    // The account popover: user, roles, profile, settings and the support mail.
    await page.getByTestId('account-menu-trigger').click();
    const menu = page.getByTestId('account-menu');
    await expect(menu).toContainText(account.email);
    await expect(menu.getByRole('listitem').filter({ hasText: 'User' })).toBeVisible();
    const support = menu.getByRole('link', { name: 'Contact support' });
    await expect(support).toHaveAttribute('href', /^mailto:support@liftmates\.app\?cc=/);
    expect(decodeURIComponent((await support.getAttribute('href')) ?? '')).toContain(account.email);
    await menu.getByRole('link', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page).toHaveTitle('Settings | Liftmates');
    await expect(page.getByTestId('header-title')).toHaveText('Settings');
  });

  test('the clicked link shows a spinner and the progress bar runs until the page has loaded', async ({ page }) => {
    await signUpViaApi(page.request);
    await page.goto('/settings');
    await waitForShell(page);
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    // Hold back the logbook page's module so the navigation stays in progress.
    await page.route(/\/assets\/LogbookPage-[^/]+\.js$/, async (route) => {
      await gate;
      await route.continue();
    });
    const homies = nav(page).getByRole('link', { name: 'Homies' });
    await homies.click();
    await expect(homies).toHaveAttribute('data-pending', '');
    await expect(homies.getByLabel('Loading')).toBeVisible();
    const bar = page.getByTestId('route-progress');
    await expect(bar).toBeVisible();
    expect(Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(8);
    release();
    await expect(page).toHaveURL(/\/logbook\?tab=feed$/);
    await expect(homies).not.toHaveAttribute('data-pending', '');
    await expect(bar).toHaveCount(0);
  });

  test('admin: Creator and Admin sections, and the admin area', async ({ page }) => {
    await signInViaApi(page.request, ADMIN);
    await page.goto('/dashboard');
    await waitForShell(page);
    await expect(nav(page).getByRole('link', { name: 'Creator Dash' })).toHaveAttribute('aria-current', 'page');
    const links: [string, string][] = [
      ['My Workouts', '/workouts'],
      ['My Programs', '/programs'],
      ['Import Workout', '/workouts/import'],
      ['Admin Panel', '/admin'],
      ['Debugging Page', '/debug'],
    ];
    for (const [name, href] of links) {
      await expect(nav(page).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    // §2.4: /dashboard shows the title, the theme toggle and the language selector.
    await expect(page.getByTestId('header-title')).toHaveText('Dashboard');
    await page.getByTestId('language-selector').click();
    await expect(page.getByRole('menuitem', { name: /Français \(FR\).*Coming Q4 2025/ })).toHaveAttribute('data-disabled', '');
    await expect(page.getByRole('menuitem', { name: /Español \(ES\)/ })).not.toHaveAttribute('data-disabled', '');
    await page.keyboard.press('Escape');

    await nav(page).getByRole('link', { name: 'Import Workout' }).click();
    await expect(page).toHaveURL(/\/workouts\/import$/);
    // The most specific link is the active one.
    await expect(nav(page).getByRole('link', { name: 'Import Workout' })).toHaveAttribute('aria-current', 'page');
    await expect(nav(page).getByRole('link', { name: 'My Workouts' })).not.toHaveAttribute('aria-current', 'page');

    await nav(page).getByRole('link', { name: 'Admin Panel' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    const adminNav = page.getByRole('navigation', { name: 'Admin navigation' });
    await adminNav.getByRole('link', { name: 'User Accounts' }).click();
    await expect(page).toHaveURL(/\/admin\/users$/);
    await expect(page.getByRole('heading', { name: 'User Accounts', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Search accounts')).toBeVisible();
    await expect(page).toHaveTitle('User Accounts | Liftmates');
    await expect(page.getByRole('complementary', { name: 'Admin sidebar' }).getByRole('link', { name: 'Admin Panel' })).toHaveAttribute(
      'href',
      '/admin/exercises',
    );
    // §2.6: the sidebar's paths.
    const adminLinks: [string, string][] = [
      ['Equipments', '/admin/equipments'],
      ['Social Media Platform', '/admin/social-media'],
    ];
    for (const [name, href] of adminLinks) {
      await expect(adminNav.getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  test('the collapsed choice is kept across reloads; hovering expands and collapses again', async ({ page }) => {
    await signUpViaApi(page.request);
    await page.goto('/logbook?tab=workout');
    await waitForShell(page);
    await expect(sidebar(page)).toHaveAttribute('data-expanded', 'true');
    expect((await sidebar(page).boundingBox())?.width).toBe(240);

    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await page.mouse.move(900, 400);
    await expect(sidebar(page)).toHaveAttribute('data-collapsed', 'true');
    await expect(sidebar(page)).toHaveAttribute('data-expanded', 'false');
    await expect.poll(async () => (await sidebar(page).boundingBox())?.width).toBe(70);
    expect(await page.evaluate(() => localStorage.getItem('sidebar-collapsed'))).toBe('true');

    await page.reload();
    await waitForShell(page);
    await expect(sidebar(page)).toHaveAttribute('data-collapsed', 'true');
    await expect.poll(async () => (await sidebar(page).boundingBox())?.width).toBe(70);

    // Hover expands over the content; leaving collapses it again (after 350 ms).
    await sidebar(page).hover();
    await expect(sidebar(page)).toHaveAttribute('data-expanded', 'true');
    await page.mouse.move(900, 400);
    await expect(sidebar(page)).toHaveAttribute('data-expanded', 'false');

    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await page.mouse.move(900, 400);
    await expect(sidebar(page)).toHaveAttribute('data-collapsed', 'false');
    await page.reload();
    await expect(sidebar(page)).toHaveAttribute('data-expanded', 'true');
  });
});

test.describe('theme', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('t cycles light → dark → oled → light, with the stored preference and the painted colours', async ({ page }) => {
    await signUpViaApi(page.request);
    await page.goto('/logbook?tab=workout');
    await waitForShell(page);
    const html = page.locator('html');

    await expect(html).toHaveClass(/light/);
    expect(await pageBackground(page)).toBe('rgb(245, 245, 245)');
    expect(await backgroundOf(sidebar(page))).toBe('rgb(255, 255, 255)');

    await page.keyboard.press('t');
    await expect(html).toHaveClass(/dark/);
    await expect(html).not.toHaveClass(/oled/);
    await expect.poll(() => pageBackground(page)).toBe('rgb(0, 0, 0)');
    await expect.poll(() => backgroundOf(sidebar(page))).toBe('rgb(24, 24, 27)');
    expect(await page.evaluate(() => localStorage.getItem('theme-preference'))).toBe('dark');

    await page.keyboard.press('t');
    await expect(html).toHaveClass(/oled/);
    await expect.poll(() => backgroundOf(sidebar(page))).toBe('rgb(0, 0, 0)');
    expect(await pageBackground(page)).toBe('rgb(0, 0, 0)');
    expect(await page.evaluate(() => localStorage.getItem('theme-dark-variant'))).toBe('oled');

    // The choice survives a reload.
    await page.reload();
    await waitForShell(page);
    await expect(html).toHaveClass(/oled/);

    await page.keyboard.press('t');
    await expect(html).toHaveClass(/light/);
    await expect.poll(() => pageBackground(page)).toBe('rgb(245, 245, 245)');

    // Typing in a field never changes the theme.
    await page.goto('/settings');
    await page.getByLabel('User name').fill('typing_t_here');
    await expect(html).toHaveClass(/light/);
  });
});

test('an expired access token is refreshed with the refresh cookie; without it the visitor is sent to sign in', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const account = await signUpViaApi(page.request);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();

  // The access cookie expires: the session check answers 401, one refresh runs, and the user stays signed in.
  await context.clearCookies({ name: 'jwt_token' });
  const refreshed = page.waitForResponse((response) => response.url().endsWith('/api/auth/refresh') && response.status() === 200);
  await page.reload();
  await refreshed;
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect(page.getByLabel('User name')).toHaveValue(account.userName);
  expect((await context.cookies()).some((cookie) => cookie.name === 'jwt_token')).toBe(true);

  // Both cookies gone: the refresh fails and the guard sends the visitor to sign in, keeping where they were.
  await context.clearCookies();
  await page.goto('/profile?tab=about');
  await expect(page).toHaveURL(/\/auth\/login\?callbackUrl=%2Fprofile%3Ftab%3Dabout$/);
});

test('logging out in one tab signs the other tab out', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const first = await context.newPage();
  await signUpViaApi(first.request);
  const second = await context.newPage();
  await first.goto('/logbook?tab=workout');
  await second.goto('/settings');
  await waitForShell(first);
  await expect(second.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();

  await first.getByTestId('account-menu-trigger').click();
  await first.getByTestId('logout-button').click();
  await expect(first).toHaveURL(/\/auth\/login$/);
  await expect(second).toHaveURL(/\/auth\/login/);
  await expect(second.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
  // The cookies are gone: a fresh visit is signed out too.
  await second.goto('/logbook');
  await expect(second).toHaveURL(/\/auth\/login\?callbackUrl=%2Flogbook/);
  await context.close();
});

test.describe('admin guard', () => {
  test('a signed-out visitor goes to the login page with callbackUrl and comes back after signing in', async ({ page }) => {
    await page.goto('/admin/users');
    await expect(page).toHaveURL(/\/auth\/login\?callbackUrl=%2Fadmin%2Fusers$/);
    await page.getByLabel('E-mail').fill(ADMIN.email);
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('form-error')).toHaveText('The e-mail or password is not right');
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByTestId('login-submit').click();
    await expect(page).toHaveURL(/\/admin\/users$/);
    await expect(page.getByRole('heading', { name: 'User Accounts', level: 1 })).toBeVisible();
  });

  test('a member sees the 403 page', async ({ page }) => {
    await signUpViaApi(page.request);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'You need to be an administrator' })).toBeVisible();
    await expect(page.getByText('403')).toBeVisible();
    await page.goto('/debug');
    await expect(page.getByRole('heading', { name: 'You need to be an administrator' })).toBeVisible();
  });

  test('callbackUrl only follows same-origin paths', async ({ page }) => {
    const account = await signUpViaApi(page.request);
    await page.request.post('/api/auth/signout', { data: {} });
    await page.goto('/auth/login?callbackUrl=https%3A%2F%2Fevil.example%2F');
    await page.getByLabel('E-mail').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByTestId('login-submit').click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/logbook\?tab=workout$/);
  });
});

test.describe('layout at three widths', () => {
  for (const width of [375, 800, 1440]) {
    test(`${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await signUpViaApi(page.request);
      await page.goto('/logbook?tab=workout');
      await waitForShell(page);
      await expect(page.getByRole('heading', { name: 'Logbook', level: 1 })).toBeVisible();
      const menuButton = page.getByTestId('mobile-menu-button');
      if (width < 1024) {
        // Below lg: no rail, a menu button opening a drawer that closes on navigation.
        await expect(sidebar(page)).toBeHidden();
        await expect(page.getByTestId('breadcrumbs')).toBeHidden();
        await menuButton.click();
        const drawer = page.getByTestId('mobile-nav');
        await expect(drawer).toBeVisible();
        // A dialog opened from the drawer sits above it and takes the focus; Escape closes the dialog first.
        await drawer.getByRole('button', { name: 'Feedback', exact: true }).click();
        const feedback = page.getByRole('dialog', { name: 'Share Your Feedback' });
        await expect(feedback).toBeVisible();
        await expect(feedback.getByRole('textbox')).toBeFocused();
        await page.keyboard.press('Escape');
        await expect(feedback).toBeHidden();
        await expect(drawer).toBeVisible();
        await drawer.getByRole('link', { name: 'Homies' }).click();
        await expect(page).toHaveURL(/\/logbook\?tab=feed$/);
        await expect(drawer).toBeHidden();
      } else {
        await expect(sidebar(page)).toBeVisible();
        await expect(menuButton).toBeHidden();
        await expect(page.getByTestId('breadcrumbs')).toBeVisible();
      }
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `test-results/screenshots/shell-${width}.png`, fullPage: true });
    });
  }
});

test.describe('pages and accessibility', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('signed-out pages: landing, auth pages and documents have no serious axe violations', async ({ page }) => {
    for (const path of ['/', '/auth/login', '/auth/register', '/forgot-password', '/privacy', '/pmf', '/terms']) {
      await page.goto(path);
      await waitForShell(page);
      await expect(page.locator('main h1').first()).toBeVisible();
      await expectNoSeriousViolations(page);
    }
    await expect(page.getByRole('heading', { name: 'Terms of Service', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle('Terms of Service | Liftmates');
    await expect(page.getByRole('navigation', { name: 'Website' }).getByRole('link', { name: 'Terms' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('signed-in pages: settings and profile in light, dark and oled have no serious axe violations', async ({ page }) => {
    await signUpViaApi(page.request);
    await page.goto('/settings');
    for (const theme of ['light', 'dark', 'oled'] as const) {
      const stored = { preference: theme === 'light' ? 'light' : 'dark', variant: theme === 'oled' ? 'oled' : 'dark' };
      await page.evaluate(({ preference, variant }) => {
        localStorage.setItem('theme-preference', preference);
        localStorage.setItem('theme-dark-variant', variant);
      }, stored);
      for (const path of ['/settings', '/profile', '/terms']) {
        await page.goto(path);
        await waitForShell(page);
        await expect(page.locator('main h1').first()).toBeVisible();
        await expect(page.locator('html')).toHaveClass(new RegExp(theme === 'light' ? 'light' : theme));
        await expectNoSeriousViolations(page);
      }
    }
  });

  test('every signed-in shell page has no serious axe violations', async ({ page }) => {
    await signUpViaApi(page.request);
    const paths = ['/logbook?tab=workout', '/logbook?tab=feed', '/homies', '/buddies', '/dashboard', '/workouts', '/workouts/new'];
    for (const path of [...paths, '/workouts/import', '/programs', '/flexicon']) {
      await page.goto(path);
      await waitForShell(page);
      await expect(page.locator('main h1').first()).toBeVisible();
      await expectNoSeriousViolations(page);
    }
  });

  test('settings save through the session with a success toast, and server field errors show', async ({ page }) => {
    const account = await signUpViaApi(page.request);
    await page.goto('/settings');
    await waitForShell(page);
    await page.getByLabel('User name').fill('x');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByTestId('settings-form').getByText('Must be at least 3 characters')).toBeVisible();

    await page.getByLabel('User name').fill(`${account.userName}_2`);
    await page.getByLabel('Time zone').selectOption('Asia/Tokyo');
    await page.getByText('Female', { exact: true }).click();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Settings saved')).toBeVisible();
    const session = await page.request.get('/api/auth/session');
    const { data } = await session.json();
    expect(data.userInfo).toMatchObject({
      userName: `${account.userName}_2`,
      userTimezone: 'Asia/Tokyo',
      userPrivateMeta: { gender: 'Female' },
    });
  });

  test('profile: becoming a creator shows the creator profile', async ({ page }) => {
    const account = await signUpViaApi(page.request);
    await page.goto('/profile');
    await waitForShell(page);
    await expect(page.getByTestId('profile-username')).toHaveText(account.userName);
    await page.getByLabel('Full name').fill('Sam Lifter');
    await page.getByLabel('Display name').fill('Coach Sam');
    await page.getByLabel('Bio').fill('Strength coach.');
    await page.getByTestId('become-creator-submit').click();
    const profile = page.getByTestId('creator-profile');
    await expect(profile.getByRole('heading', { name: 'Coach Sam' })).toBeVisible();
    await expect(profile).toContainText(`@${account.userName}`);
    await expect(profile).toContainText('Strength coach.');
    // The new role reaches the sidebar.
    await expect(nav(page).getByRole('link', { name: 'Creator Dash' })).toBeVisible();

    // The owner edits the profile in place: a new display name and an Instagram link the server checks.
    await profile.getByRole('button', { name: 'Edit profile' }).click();
    const form = page.getByTestId('creator-profile-form');
    await form.getByLabel('Display name').fill('Coach Samantha');
    await form.getByRole('button', { name: 'Add social link' }).click();
    await form.getByLabel('Link 1 platform').selectOption('INSTAGRAM');
    await form.getByLabel('Link 1 username').fill('coach.sam');
    await expect(form.getByText('Opens https://www.instagram.com/coach.sam')).toBeVisible();
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Your creator profile is saved.')).toBeVisible();
    await expect(form).toBeHidden();
    await expect(profile.getByRole('heading', { name: 'Coach Samantha' })).toBeVisible();

    await page.reload();
    await waitForShell(page);
    await expect(profile.getByRole('heading', { name: 'Coach Samantha' })).toBeVisible();
    await expect(profile.getByRole('link', { name: 'Instagram: coach.sam (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://www.instagram.com/coach.sam',
    );
  });
});
