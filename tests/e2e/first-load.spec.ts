// The first load of the public pages, as a phone sees it: nothing on screen jumps while the page's code and data
// arrive (the layout shifts add up to well under Lighthouse's 'good' 0.1, with the network or the CPU slowed so the
// loading states and partly parsed pages are really painted); the pages' data leaves while the session is still being checked (the routes' loaders
// preload it), and no query is sent twice.
import { expect, test } from './support/test';
import { signUpViaApi } from './support/shell';
import { type Page, type Request } from '@playwright/test';

const PHONE = { width: 412, height: 823 };

/** Records every layout shift from the first paint on (those right after input do not count, as in CLS). */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          sources: entry.sources.map((source) => {
            const element = source.node instanceof Element ? source.node : null;
            return element
              ? `${element.tagName.toLowerCase()}${element.getAttribute('data-testid') ? `[${element.getAttribute('data-testid')}]` : ''}`
              : '#text';
          }),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Every GraphQL and session answer comes late, so the page paints its loading state first. */
async function slowData(page: Page) {
  await page.route(/\/(graphql|api\/auth\/)/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
}

async function layoutShift(page: Page) {
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: { value: number; sources: string[] }[] }).__shifts);
  return { total: shifts.reduce((sum, shift) => sum + shift.value, 0), shifts };
}

test.use({ viewport: PHONE });

test('the Flexicon keeps its place while the filters and the exercises load', async ({ page }) => {
  await recordShifts(page);
  await slowData(page);
  await page.goto('/flexicon/explore');
  await expect(page.getByTestId('exercise-card').first()).toBeVisible();
  // On a phone the filters wait behind their button; they load all the same, ready when it is pressed.
  await expect(page.getByTestId('flexicon-filters')).toBeAttached();
  await page.waitForTimeout(300);
  const { total, shifts } = await layoutShift(page);
  expect(total, JSON.stringify(shifts)).toBeLessThan(0.02);
  await page.getByTestId('flexicon-filters-toggle').click();
  await expect(page.getByTestId('flexicon-filters')).toBeVisible();
});

test('an exercise page keeps the footer below the fold while the exercise loads', async ({ page }) => {
  await recordShifts(page);
  await slowData(page);
  await page.goto('/e/BARBELL_BACK_SQUAT');
  await expect(page.getByRole('heading', { level: 1, name: 'Barbell Back Squat' })).toBeVisible();
  await page.waitForTimeout(300);
  const { total, shifts } = await layoutShift(page);
  expect(total, JSON.stringify(shifts)).toBeLessThan(0.02);
  const footer = await page.locator('footer').boundingBox();
  expect(footer?.y ?? 0).toBeGreaterThan(PHONE.height);
});

test('the sign-in page paints from the top: what a phone paints first stays put as the rest of the HTML arrives', async ({ page }) => {
  // A slow phone paints the server's HTML before it has parsed all of it. Whatever comes later (here the form's card,
  // taken out and put back) must not move what is already on screen, as a vertically centred column would.
  await page.goto('/auth/login');
  const logo = page.getByRole('link', { name: 'Liftmates home' });
  const card = page.locator('.chakra-card__root').first();
  const top = async () => (await logo.boundingBox())?.y;
  const whole = await top();
  await card.evaluate((element) => ((element as HTMLElement).style.display = 'none'));
  expect(await top()).toBe(whole);
  await card.evaluate((element) => ((element as HTMLElement).style.display = ''));
  expect(await top()).toBe(whole);
});

/** The operations' names, failing when one was sent twice. */
function onceEach(sent: { name: string }[]) {
  const names = sent.map((operation) => operation.name);
  expect(
    names.filter((name, index) => names.indexOf(name) !== index),
    'sent twice',
  ).toEqual([]);
  return names;
}

/**
 * Until no request has been under way for half a second. Playwright's 'networkidle' would wait for ever on a member's
 * page: the inbox's live subscription keeps its stream open.
 */
function quietNetwork(page: Page) {
  const pending = new Set<Request>();
  page.on('request', (request) => {
    if (!request.headers().accept?.includes('text/event-stream')) pending.add(request);
  });
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  return async () => {
    for (let quietSince = Date.now(); Date.now() - quietSince < 500; await page.waitForTimeout(50)) {
      if (pending.size) quietSince = Date.now();
    }
  };
}

/** The GraphQL operations a page sends, by name, with the time each left relative to the session's answer. */
async function watchOperations(page: Page, sessionDelayMs: number) {
  const sent: { name: string; beforeSession: boolean }[] = [];
  let sessionAnswered = false;
  await page.route('**/api/auth/session', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, sessionDelayMs));
    sessionAnswered = true;
    await route.continue();
  });
  page.on('request', (request) => {
    if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return;
    const name = (request.postDataJSON() as { operationName?: string } | null)?.operationName ?? '?';
    sent.push({ name, beforeSession: !sessionAnswered });
  });
  return sent;
}

// A visitor who is not signed in gets these pages rendered on the server with their data (server-render.spec.ts);
// a member's browser renders them itself, asking for the data as below.
test('the Flexicon asks for its data while the session is still being checked, and only once', async ({ page }) => {
  await signUpViaApi(page.request);
  const sent = await watchOperations(page, 1500);
  const quiet = quietNetwork(page);
  await page.goto('/flexicon/explore?eq=DUMBBELLS');
  await expect(page.getByTestId('exercise-card').first()).toBeVisible();
  await quiet();
  expect(sent.filter((operation) => operation.beforeSession).map((operation) => operation.name)).toEqual(
    expect.arrayContaining(['FlexiconReference', 'FlexiconPage']),
  );
  expect(onceEach(sent)).toEqual(expect.arrayContaining(['FlexiconPage', 'FlexiconReference']));
});

test('an exercise page asks for the exercise, its instructions and videos at once, each once', async ({ page }) => {
  await signUpViaApi(page.request);
  const sent = await watchOperations(page, 1500);
  const quiet = quietNetwork(page);
  await page.goto('/e/BARBELL_BACK_SQUAT');
  await expect(page.getByTestId('instruction').first()).toBeVisible();
  await quiet();
  const early = ['ExerciseInstructions', 'ExercisePage', 'ExerciseVideos', 'FlexiconReference'];
  expect(sent.filter((operation) => operation.beforeSession).map((operation) => operation.name)).toEqual(expect.arrayContaining(early));
  expect(onceEach(sent)).toEqual(expect.arrayContaining(early));
});

for (const path of ['/flexicon/explore', '/e/BARBELL_BACK_SQUAT', '/auth/login']) {
  test(`${path} names every script it needs in its HTML, so none waits for another to run`, async ({ page, request }) => {
    const html = await (await request.get(path)).text();
    // Linked in the head, or listed for the app's entry to fetch once a server-rendered page has been painted.
    const listed = /<script type="application\/json" id="liftmates-modules">([^<]*)<\/script>/.exec(html)?.[1];
    const announced = new Set([
      ...[...html.matchAll(/<(?:script type="module"[^>]* src|link rel="modulepreload"[^>]* href)="(\/assets\/[^"]+\.js)"/g)].map(
        (match) => match[1],
      ),
      ...(listed ? (JSON.parse(listed) as string[]) : []),
    ]);
    const loaded = new Set<string>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js')) loaded.add(url.pathname);
    });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(loaded.size).toBeGreaterThan(1);
    expect([...loaded].filter((script) => !announced.has(script))).toEqual([]);
  });
}
