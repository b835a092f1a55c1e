// Every route, as a lifter meets it: loaded directly (a full load, as a reload, a bookmark or a link from a mail does)
// and reached inside the app (the router moving to it, no new document), on a 390×844 phone and a 1440×900 desktop, in
// light and dark (the in-app visits in light only: a style lost on one way in is lost in either theme), signed out,
// as a member with a few weeks of history and as an administrator. A page fails on any
// console error or failed request, a page wider than the screen, something cut off, a control drawn without its
// styles, a document reloaded by an in-app move, or computed styles that differ between the two visits. Screenshots of
// every direct load land in test-results/walk/.
import fs from 'node:fs';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { makeLifter, type Lifter } from './support/lifter';
import { inspect, trackRequests, type PageReport } from './support/page-checks';
import { ADMIN } from './support/shell';

const SHOTS = 'test-results/walk';
const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;
const THEMES = ['light', 'dark'] as const;
type Role = 'visitor' | 'member' | 'admin';

let lifter: Lifter;

function routesOf(role: Role): string[] {
  const [workoutId] = lifter.workoutIds;
  const [logId] = lifter.finishedLogIds;
  const everyone = [
    '/flexicon/explore',
    '/e/BARBELL_BACK_SQUAT',
    `/w/${workoutId}`,
    `/programs/${lifter.programId}`,
    '/terms',
    '/privacy',
    '/pmf',
  ];
  if (role === 'visitor')
    return [
      '/',
      '/auth/login',
      '/auth/register',
      '/auth/forgot-password',
      ...everyone,
      '/logbook?tab=workout',
      '/this-page-does-not-exist',
    ];
  const app = ['/logbook?tab=workout', '/logbook?tab=feed', '/dashboard', '/workouts', '/programs', '/flexicon', '/settings', '/profile'];
  if (role === 'admin')
    return [
      ...app,
      '/admin',
      '/admin/exercises',
      '/admin/exercises/BARBELL_BACK_SQUAT',
      '/admin/exercises/new',
      '/admin/muscles',
      '/admin/muscle-groups',
      '/admin/equipments',
      '/admin/equipment-groups',
      '/admin/users',
      '/admin/creator-profiles',
      '/admin/social-media',
      '/admin/locales',
      '/debug',
    ];
  return [
    ...app,
    `/logbook/${logId}`,
    '/logbook/exercises/BARBELL_BENCH_PRESS',
    '/logbook/import',
    '/log',
    '/buddies',
    '/inbox',
    '/together/join/a-code-someone-shared',
    `/u/${lifter.buddy.userName}`,
    '/workouts/create',
    `/workouts/${workoutId}`,
    '/workouts/import',
    '/programs/create',
    `/programs/${lifter.programId}/edit`,
    '/onboarding/units',
    '/onboarding/equipment',
    '/onboarding/buddies',
    ...everyone,
  ];
}

/** Console errors, uncaught errors and failed requests since the last call. */
function watch(page: Page) {
  let seen: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') seen.push(`console error: ${message.text().slice(0, 300)}`);
  });
  page.on('pageerror', (error) => seen.push(`uncaught: ${error.message.slice(0, 300)}`));
  page.on('requestfailed', (request) => {
    // A navigation cut short by the next one, or a stream closed as the page moves on, is not a failure.
    if (!/ERR_ABORTED/.test(request.failure()?.errorText ?? ''))
      seen.push(`request failed: ${request.url()} ${request.failure()?.errorText}`);
  });
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (response.status() >= 400 && url.origin === new URL(page.url() || 'http://x').origin)
      seen.push(`HTTP ${response.status()}: ${url.pathname}${url.search}`);
  });
  return () => {
    const taken = seen;
    seen = [];
    return taken;
  };
}

async function openContext(browser: Browser, role: Role, viewport: (typeof VIEWPORTS)[number], theme: string) {
  const context = await browser.newContext({ viewport, colorScheme: theme === 'dark' ? 'dark' : 'light' });
  await context.addInitScript((preference) => localStorage.setItem('theme-preference', preference), theme);
  if (role !== 'visitor') {
    const credentials = role === 'admin' ? ADMIN : lifter.account;
    const response = await context.request.post('/api/auth/password/initiate', {
      data: { email: credentials.email, password: credentials.password },
    });
    expect(response.ok()).toBe(true);
  }
  return context;
}

/** A screenshot's name: the route, with the fixture's ids named for what they are. */
function slug(route: string) {
  const named = route
    .replace(lifter.workoutIds[0]!, 'workout')
    .replace(lifter.programId, 'program')
    .replace(lifter.finishedLogIds[0]!, 'log')
    .replace(lifter.buddy.userName, 'buddy');
  return (
    named
      .replace(/^\//, '')
      .replace(/[^a-z0-9]+/gi, '-')
      .replace(/-$/, '') || 'home'
  );
}

/** A route loaded directly once more in a page of its own, given time to finish: the second look at a difference. */
async function loadAgain(context: BrowserContext, route: string): Promise<PageReport> {
  const page = await context.newPage();
  const requests = trackRequests(page);
  await page.goto(route);
  await page.mouse.move((page.viewportSize()?.width ?? 400) - 3, (page.viewportSize()?.height ?? 800) - 3);
  await requests.quiet();
  await page.waitForTimeout(1500);
  await requests.quiet();
  const report = await inspect(page);
  await page.close();
  return report;
}

async function walk(context: BrowserContext, role: Role, label: string, inApp: boolean) {
  const page = await context.newPage();
  const taken = watch(page);
  const requests = trackRequests(page);
  const settle = () => requests.quiet();
  // Away from the sidebar, which expands while hovered.
  const rest = () => page.mouse.move((page.viewportSize()?.width ?? 400) - 3, (page.viewportSize()?.height ?? 800) - 3);
  const failures: string[] = [];
  const direct = new Map<string, PageReport & { text: string }>();
  // What the page says, to tell in a failure which of the two visits showed something else.
  const said = () =>
    page.evaluate(() => `${location.pathname}${location.search}: ${document.body.innerText.replace(/\s+/g, ' ').slice(0, 240)}`);
  const routes = routesOf(role);

  for (const route of routes) {
    await page.goto(route);
    await rest();
    await settle();
    const report = await inspect(page);
    direct.set(route, { ...report, text: await said() });
    await page.screenshot({ path: `${SHOTS}/${label}-${slug(route)}.png`, fullPage: true });
    for (const problem of [...taken(), ...report.problems]) failures.push(`${route} (direct): ${problem}`);
  }

  if (!inApp) {
    await page.close();
    return failures;
  }
  // In the app: one document, the router moving from page to page as a link or the back button moves it.
  await page.goto(routes[0]!);
  await settle();
  await page.evaluate(() => ((window as unknown as { walkDocument: boolean }).walkDocument = true));
  taken();
  for (const route of [...routes.slice(1), routes[0]!]) {
    // An entry as the router writes its own (its key and index), then the event the back and forward buttons send.
    await page.evaluate((to) => {
      const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
      window.history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx: index + 1 }, '', to);
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    }, route);
    await rest();
    await settle();
    const sameDocument = await page.evaluate(() => (window as unknown as { walkDocument?: boolean }).walkDocument === true);
    if (!sameDocument) {
      failures.push(`${route} (in app): moving here loaded a new document`);
      await page.evaluate(() => ((window as unknown as { walkDocument: boolean }).walkDocument = true));
    }
    const report = await inspect(page);
    for (const problem of [...taken(), ...report.problems]) failures.push(`${route} (in app): ${problem}`);
    const same = (a: PageReport, b: PageReport) => a.styles.join('\n') === b.styles.join('\n');
    let first = direct.get(route)!;
    let inApp = report;
    // A page caught still moving (on a busy machine the next request of a page can start more than the quiet
    // window after the last answer) is looked at again, both ways, before its difference counts: lost styles stay.
    if (!same(first, inApp)) {
      await page.waitForTimeout(1500);
      await settle();
      inApp = await inspect(page);
      if (!same(first, inApp)) first = { ...(await loadAgain(context, route)), text: first.text };
    }
    if (!same(first, inApp)) {
      await page.screenshot({ path: `${SHOTS}/${label}-${slug(route)}-in-app.png`, fullPage: true });
      const index = first.styles.findIndex((style, at) => style !== inApp.styles[at]);
      failures.push(
        `${route}: styles differ between the direct load and the in-app visit, from element ${index}: ` +
          `${first.styles[index] ?? '(none)'} ≠ ${inApp.styles[index] ?? '(none)'} (${first.styles.length} and ${inApp.styles.length} elements); ` +
          `the direct load said "${first.text}", the in-app visit "${await said()}"`,
      );
    }
  }
  await page.close();
  return failures;
}

test.describe('every route, loaded any way', () => {
  test.describe.configure({ timeout: 600_000 });

  test.beforeAll(async ({ baseURL }) => {
    fs.mkdirSync(SHOTS, { recursive: true });
    lifter = await makeLifter(baseURL!);
  });
  test.afterAll(async () => lifter?.close());

  for (const role of ['visitor', 'member', 'admin'] as const) {
    for (const viewport of VIEWPORTS) {
      for (const theme of THEMES) {
        test(`${role}, ${viewport.name}, ${theme}`, async ({ browser }) => {
          const context = await openContext(browser, role, viewport, theme);
          // Styles lost on one way in are lost in either theme: the dark walk loads every page directly only.
          const failures = await walk(context, role, `${role}-${viewport.name}-${theme}`, theme === 'light');
          await context.close();
          expect(failures).toEqual([]);
        });
      }
    }
  }
});
