// Public pages rendered on the server (server/web-render.ts, web/src/entry-server.tsx): a visitor who is not signed in
// gets the page itself in the first HTML response (what crawlers and link previews read, and what a phone paints
// before any script has run), compressed; the browser then hydrates it with the answers the server read, asking
// GraphQL nothing again, and the page responds as any other. A signed-in member gets the app as before. A kept render
// is dropped when the data it shows changes. (How rendered pages travel, compressed, is in delivery.spec.ts.)
import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { ADMIN, signInViaApi, signUpViaApi } from './support/shell';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The page's #root as the server sent it, and whether it carries the data the browser hydrates with. */
async function served(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  const root = /<div id="root">([\s\S]*?)<\/div><script type="application\/json" id="liftmates-server-data">/.exec(html)?.[1] ?? null;
  return { html, root };
}

test('the exercise page comes rendered: its name, type and steps are in the HTML', async ({ request }) => {
  const exercise = (await (await request.get('/api/exercises/BARBELL_BACK_SQUAT')).json()).data;
  const instructions = (await (await request.get('/api/exercises/BARBELL_BACK_SQUAT/instructions?localeCode=en-US')).json()).data.items;
  const { html, root } = await served(request, '/e/BARBELL_BACK_SQUAT');
  expect(root, 'the page is rendered into #root').not.toBeNull();
  expect(root).toMatch(/<h1[^>]*>Barbell Back Squat<\/h1>/);
  expect(root).toContain(escapeHtml(exercise.exerciseType.exerciseTypeName));
  const firstStep: string = instructions[0].steps[0];
  expect(root).toContain(escapeHtml(firstStep));
  expect(root).toContain('data-testid="instruction"');
  // The page's own title and description stay in the head, for link previews.
  expect(html).toContain('<title>Barbell Back Squat');
  // Its modules are listed for the app to fetch after the first paint, not linked to be fetched before it.
  expect(html).toMatch(/<script type="application\/json" id="liftmates-modules">\[[^\]]*\/assets\/start-/);
  expect(html).not.toMatch(/rel="modulepreload"[^>]*\/assets\/start-/);
});

test('the Flexicon and the sign-in page come rendered', async ({ request }) => {
  const flexicon = await served(request, '/flexicon/explore');
  expect(flexicon.root).toMatch(/<h1[^>]*>The Flexicon<\/h1>/);
  expect(flexicon.root!.match(/data-testid="exercise-card"/g)?.length ?? 0).toBeGreaterThanOrEqual(12);
  const login = await served(request, '/auth/login');
  expect(login.root).toMatch(/<h1[^>]*>Sign in<\/h1>/);
  expect(login.root).toContain('type="password"');
});

test('the documents come rendered: their title and text are in the HTML', async ({ request }) => {
  for (const documentId of ['terms', 'privacy', 'pmf']) {
    const doc = (await (await request.get(`/api/docs/${documentId}`)).json()).data;
    // A line of plain prose (no Markdown marks, nothing React escapes differently), as it must appear in the page.
    const prose = (doc.content as string).split('\n').find((line) => /^[A-Z][^*_`[\]#<>&'"]{20,}$/.test(line));
    expect(prose, `${documentId} has a line of plain prose`).toBeTruthy();
    const { html, root } = await served(request, `/${documentId}`);
    expect(root, `/${documentId} is rendered into #root`).toContain('data-testid="doc-page"');
    expect(root).toContain(prose!.trim());
    expect(html).toContain(`<title>${escapeHtml(doc.title)}`);
    // The link preview describes the document by its first paragraph, not the app's default line.
    const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
    expect(description.length).toBeGreaterThan(20);
    expect(doc.content).toContain(description.replace(/…$/, '').split(' ').slice(0, 4).join(' '));
  }
});

test('a page comes in the dark appearance its visitor last saw, so it is dark from the first paint', async ({ page, baseURL }) => {
  const htmlTag = async (cookie: string) =>
    /<html[^>]*>/.exec(await (await page.request.get('/e/BARBELL_BACK_SQUAT', { headers: { cookie } })).text())?.[0];
  expect(await htmlTag('liftmates-appearance=oled')).toContain('class="dark oled"');
  // Light, the default, is sent as the app would set it, so hydrating does not restyle the page.
  for (const cookie of ['liftmates-appearance=light', 'liftmates-appearance=__proto__', '']) {
    expect(await htmlTag(cookie)).toContain('class="light" data-theme="light" style="color-scheme: light"');
  }

  // Choosing a theme in the app writes the cookie the server reads.
  await page.goto('/e/BARBELL_BACK_SQUAT');
  await page.getByTestId('theme-toggle').click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  const cookies = await page.context().cookies(baseURL!);
  expect(cookies.find((cookie) => cookie.name === 'liftmates-appearance')?.value).toMatch(/^(dark|oled)$/);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
});

test('a signed-in member gets the app, not a page rendered for visitors', async ({ request }) => {
  await signUpViaApi(request);
  const { html, root } = await served(request, '/e/BARBELL_BACK_SQUAT');
  expect(root).toBeNull();
  expect(html).toContain('<div id="root"></div>');
  expect(html).toMatch(/rel="modulepreload"[^>]*\/assets\/start-/);
});

/** Opens a rendered page and waits for it to hydrate, recording the GraphQL operations and errors it sends and meets. */
async function hydrate(page: Page, path: string) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !/status of 401/.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  const operations: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/graphql')) operations.push(request.postDataJSON()?.operationName ?? '?');
  });
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  return { problems, operations };
}

test('the browser hydrates a rendered page without asking GraphQL again, and the page responds', async ({ page }) => {
  const { problems, operations } = await hydrate(page, '/flexicon/explore?eq=DUMBBELLS');
  await expect(page.getByTestId('exercise-card').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(operations).toEqual([]);
  expect(problems).toEqual([]);

  // A filter is answered by a request of its own: the hydrated page is the app.
  await page.getByRole('button', { name: 'Kettlebells', exact: true }).first().click();
  await expect.poll(() => operations).toContain('FlexiconPage');
  await page.getByTestId('exercise-card').first().click();
  await expect(page).toHaveURL(/\/e\/[A-Z0-9_]+/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(problems).toEqual([]);
});

test('on a slow phone too, hydrating takes what the server sent however long it lasts', async ({ page }) => {
  // Six times slower than this machine: hydration lasts seconds. A query that asked again once some time had passed
  // would re-render its part of the page in one long task when the answer came.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  for (const path of ['/flexicon/explore', '/e/BARBELL_BACK_SQUAT']) {
    const { problems, operations } = await hydrate(page, path);
    await page.waitForLoadState('networkidle');
    expect(operations, path).toEqual([]);
    expect(problems, path).toEqual([]);
  }
});

test('hydrating leaves the style elements and <html> as the server sent them, so the page is not restyled', async ({ page, request }) => {
  const { html, root } = await served(request, '/e/BARBELL_BACK_SQUAT');
  expect(root).not.toContain('<style');
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head).toMatch(/<style data-emotion="lm-global [^"]+" data-s="">[^<]*--chakra-colors-gray-50/);
  expect(head).toMatch(/<meta name="emotion-insertion-point"[^>]*><style data-emotion="lm-server [^"]+" data-s="">/);

  // Every change to <html>'s attributes and every style element taken out of the document, from the first byte on.
  await page.addInitScript(() => {
    const changes: string[] = [];
    (window as unknown as { styleChanges: string[] }).styleChanges = changes;
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'attributes' && record.target === document.documentElement && record.attributeName !== 'data-app') {
          changes.push(`<html> ${record.attributeName}`);
        }
        for (const node of record.removedNodes) if (node.nodeName === 'STYLE') changes.push('a style element moved or removed');
      }
    }).observe(document, { subtree: true, childList: true, attributes: true });
  });
  const { problems } = await hydrate(page, '/e/BARBELL_BACK_SQUAT');
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { styleChanges: string[] }).styleChanges)).toEqual([]);
  // Styled as before, and the server's token styles answer a change of theme.
  const heading = page.getByRole('heading', { level: 1 });
  expect(await heading.evaluate((element) => parseFloat(getComputedStyle(element).fontSize))).toBeGreaterThan(20);
  await page.getByTestId('theme-toggle').click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(0, 0, 0)');
});

test('hydrating the Flexicon and an exercise page makes the browser build no number format or collator', async ({ page }) => {
  // The first of each in a page load costs 25-40 ms of a phone's main thread, in the middle of hydration (README).
  await page.addInitScript(() => {
    const calls: string[] = [];
    (window as unknown as { icuCalls: string[] }).icuCalls = calls;
    // Replaced by plain assignment, so each keeps the property's own attributes.
    const counted = <T extends object>(name: string, original: T): T =>
      new Proxy(original, {
        construct: (target, args: unknown[]) => (calls.push(name), Reflect.construct(target as () => void, args) as object),
        apply: (target, self, args: unknown[]) => (calls.push(name), Reflect.apply(target as () => void, self, args)),
      });
    Intl.NumberFormat = counted('Intl.NumberFormat', Intl.NumberFormat);
    Intl.Collator = counted('Intl.Collator', Intl.Collator);
    const { toLocaleString } = Number.prototype;
    Number.prototype.toLocaleString = function (this: number, ...args: Parameters<typeof toLocaleString>) {
      calls.push('toLocaleString');
      return toLocaleString.apply(this, args);
    };
    const { localeCompare } = String.prototype;
    String.prototype.localeCompare = function (this: string, ...args: Parameters<typeof localeCompare>) {
      calls.push('localeCompare');
      return localeCompare.apply(this, args);
    };
  });
  for (const path of ['/flexicon/explore', '/e/BARBELL_BACK_SQUAT']) {
    const { problems } = await hydrate(page, path);
    await page.waitForLoadState('networkidle');
    expect(problems, path).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { icuCalls: string[] }).icuCalls), path).toEqual([]);
  }
});

test('a rendered document hydrates without asking for its text again', async ({ page }) => {
  const { problems, operations } = await hydrate(page, '/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(operations).toEqual([]);
  expect(problems).toEqual([]);
});

test('a form sent before the page is hydrated does not leave as a plain request', async ({ page }) => {
  // The app's code is held back, so the page stays as the server rendered it.
  await page.route(/\/assets\/start-[^/]+\.js$/, () => undefined);
  await page.goto('/auth/login?callbackUrl=%2Fprofile', { waitUntil: 'domcontentloaded' });
  await page.getByLabel('E-mail').fill('someone@e2e.liftmates.test');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('not-in-the-address');
  await page.getByTestId('login-submit').click();
  await page.waitForTimeout(300);
  expect(page.url()).not.toContain('not-in-the-address');
  expect(page.url()).toMatch(/\/auth\/login\?callbackUrl=%2Fprofile$/);
});

test('a kept render is dropped when what it shows changes', async ({ request, baseURL }) => {
  const code = 'HEEL_WALK';
  const before = await served(request, `/e/${code}`);
  expect(before.root).toContain('data-testid="exercise-page"');
  const admin = await playwrightRequest.newContext({ baseURL: baseURL! });
  try {
    await signInViaApi(admin, ADMIN);
    const description = `Walk on your heels, toes up (${Date.now()}).`;
    const changed = await admin.put(`/api/exercises/${code}`, { data: { description } });
    expect(changed.ok(), await changed.text()).toBe(true);
    const after = await served(request, `/e/${code}`);
    expect(after.root).toContain(description);
  } finally {
    await admin.dispose();
  }
});
