// The app without a network, with its service worker (web/offline-shell.ts) as a visitor's browser runs it. A
// member who has loaded nothing but the sign-in page logs sets, loses the connection, logs more, and reloads the
// logger: it opens from the precached shell with the sets waiting on this device, says it is offline, logs no error
// for as long as the network is away, and sends the sets as soon as it is back. Any other signed-in page opens
// offline too, saying so. Online, the worker changes nothing: a signed-out visitor still gets the server's render of
// a public page, and no answer of the API is ever kept by the worker.
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { newAccount, signUpViaApi, unique } from './support/shell';

const SCREENSHOTS = 'test-results/screenshots';

test.use({ serviceWorkers: 'allow' });

/** A member who logs in kilograms, signed in on `api`, with a bench press workout of `sets` sets of 8 × 60 kg. */
async function lifterWithWorkout(api: APIRequestContext, sets: number) {
  const account = await signUpViaApi(api, newAccount('offline_'));
  const { userInfo } = (await (await api.get('/api/auth/session')).json()).data;
  await api.put('/api/user', {
    data: { userName: userInfo.userName, userTimezone: null, measurementSystem: 'METRIC', userPrivateMeta: userInfo.userPrivateMeta },
  });
  const profile = await api.post('/api/creator-profiles', { data: { fullName: 'Basement Lifter', userName: unique('basement') } });
  const created = await api.post('/api/workouts', {
    data: {
      workoutTitle: unique('Basement Bench '),
      creatorProfileId: (await profile.json()).data.creatorProfileId,
      publishedStatusCode: 'PUBLISHED',
      workoutExercises: [
        {
          exerciseCode: 'BARBELL_BENCH_PRESS',
          sets: Array.from({ length: sets }, () => ({
            targets: [
              { measurementCode: 'REPS', value: 8 },
              { measurementCode: 'WEIGHT', value: 60 },
            ],
          })),
        },
      ],
    },
  });
  return { account, workoutId: (await created.json()).data.workoutId as string };
}

/** Once the worker controls the page it has precached the build (it activates only after that). */
async function workerInCharge(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, { timeout: 30_000 });
}

/** Everything the worker keeps, by address: the build's files only. */
async function cachedPaths(page: Page) {
  return page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    }
    return paths;
  });
}

async function logSet(page: Page, index: number, kg: string, reps: string) {
  const set = page.getByTestId('live-set').nth(index);
  await set.locator('[data-measurement="WEIGHT"]').fill(kg);
  await set.locator('[data-measurement="REPS"]').fill(reps);
  await set.getByTestId('complete-set').click();
  await expect(set).toHaveAttribute('data-completed', 'true');
}

function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('a member who only loaded the sign-in page reloads the logger offline and finds the waiting sets', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  // The fixtures come from the API in a context of their own: the browser loads nothing before the sign-in page.
  const { account, workoutId } = await lifterWithWorkout(request, 2);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/auth/login?callbackUrl=${encodeURIComponent(`/log?workoutId=${workoutId}`)}`);
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/log$/);
  const sets = page.getByTestId('live-set');
  await expect(sets).toHaveCount(2);
  await logSet(page, 0, '60', '8');
  await expect(page.getByTestId('sync-status')).toHaveText('All changes saved');
  await workerInCharge(page);

  const errors = collectErrors(page);
  await context.setOffline(true);
  const offlineSince = Date.now();
  await expect(page.getByTestId('offline-notice')).toBeVisible();
  await logSet(page, 1, '62.5', '8');
  await page.getByRole('button', { name: 'Add set' }).click();
  await logSet(page, 2, '65', '6');
  await expect(page.getByTestId('sync-status')).toContainText('Offline');

  // The page was never loaded in full: the worker answers its reload with the precached shell.
  const reloaded = await page.reload();
  expect(reloaded?.fromServiceWorker()).toBe(true);
  await expect(sets).toHaveCount(3);
  for (const index of [0, 1, 2]) await expect(sets.nth(index)).toHaveAttribute('data-completed', 'true');
  await expect(sets.nth(2).locator('[data-measurement="WEIGHT"]')).toHaveValue('65');
  await expect(page.getByTestId('sync-status')).toContainText('Offline');
  await expect(page.getByTestId('offline-notice')).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SCREENSHOTS}/offline-log-390.png` });

  // Nothing retries loudly while the network is away.
  await page.waitForTimeout(Math.max(0, 15_000 - (Date.now() - offlineSince)));
  expect(errors).toEqual([]);

  await context.setOffline(false);
  await expect(page.getByTestId('sync-status')).toHaveText('All changes saved', { timeout: 10_000 });
  await expect(page.getByTestId('offline-notice')).toHaveCount(0);
  const active = (await (await request.get('/api/workout-logs/active')).json()).data;
  const saved = active.logExercises[0].sets as { completedAt: string | null; values: { measurementCode: string; value: number }[] }[];
  expect(saved.map((set) => ({ done: !!set.completedAt, values: set.values }))).toEqual([
    {
      done: true,
      values: [
        { measurementCode: 'REPS', value: 8 },
        { measurementCode: 'WEIGHT', value: 60 },
      ],
    },
    {
      done: true,
      values: [
        { measurementCode: 'REPS', value: 8 },
        { measurementCode: 'WEIGHT', value: 62.5 },
      ],
    },
    {
      done: true,
      values: [
        { measurementCode: 'REPS', value: 6 },
        { measurementCode: 'WEIGHT', value: 65 },
      ],
    },
  ]);
  expect(errors).toEqual([]);
});

test('after a first visit to one page, another signed-in page opens offline and says so', async ({ page, context }) => {
  await signUpViaApi(page.request, newAccount('offline_'));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await workerInCharge(page);

  await context.setOffline(true);
  const response = await page.goto('/logbook');
  expect(response?.fromServiceWorker()).toBe(true);
  await expect(page.getByTestId('offline-notice')).toBeVisible();
  // Not an empty logbook: one that cannot be read now.
  await expect(page.getByTestId('logbook-unavailable')).toHaveText('Your logged workouts show here once you are back online.');
  await expect(page.getByTestId('logbook-empty')).toHaveCount(0);
  await page.screenshot({ path: `${SCREENSHOTS}/offline-logbook-390.png` });

  await context.setOffline(false);
  await expect(page.getByTestId('offline-notice')).toHaveCount(0);
  await expect(page.getByTestId('logbook-empty')).toBeVisible();
});

test('online, the worker leaves pages to the server and keeps only the build', async ({ page, request }) => {
  await page.goto('/auth/login');
  await workerInCharge(page);
  // The cache the worker of earlier builds kept pages in goes once a page registers the worker.
  await page.evaluate(() => caches.open('liftmates-shell-v1').then((cache) => cache.put('/logbook', new Response('an old page'))));
  await page.reload();
  await expect.poll(() => page.evaluate(() => caches.has('liftmates-shell-v1'))).toBe(false);

  // A signed-out visitor still gets the page rendered by the server, through the worker, and the page responds.
  const response = await page.goto('/flexicon/explore');
  expect(response?.fromServiceWorker()).toBe(true);
  const html = await response!.text();
  expect(html).toMatch(/<div id="root"><[\s\S]*<h1[^>]*>The Flexicon<\/h1>/);
  expect(html).toContain('id="liftmates-server-data"');
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  await expect(page.getByTestId('exercise-card').first()).toBeVisible();

  // After signing in and reading data, the worker has kept the build's own files and nothing else.
  await signUpViaApi(page.request, newAccount('offline_'));
  await page.goto('/logbook');
  await expect(page.getByTestId('logbook-empty')).toBeVisible();
  const paths = await cachedPaths(page);
  expect(paths).toContain('/index.html');
  expect(paths.filter((path) => !/^\/(assets\/[^/]+\.(js|css)|index\.html|favicon\.svg)$/.test(path))).toEqual([]);
  // The shell kept is the build's index.html, not a page the server made for someone.
  const shell = await page.evaluate(async () => (await (await caches.match('/index.html', { ignoreSearch: true }))?.text()) ?? '');
  expect(shell).toBe(await (await request.get('/index.html')).text());
});

test.describe('with the connection up but the server out of reach', () => {
  // The requests are cut here (page.route), which a service worker would answer before.
  test.use({ serviceWorkers: 'block' });

  test('the logger asks again less and less often, and at once when the network is back', async ({ page, context }) => {
    test.setTimeout(90_000);
    const { workoutId } = await lifterWithWorkout(page.request, 1);
    await page.goto(`/log?workoutId=${workoutId}`);
    await expect(page.getByTestId('live-set')).toHaveCount(1);
    await expect(page.getByTestId('sync-status')).toHaveText('All changes saved');

    // The values are saved; the tick is what cannot reach the server.
    const set = page.getByTestId('live-set').first();
    await set.locator('[data-measurement="WEIGHT"]').fill('100');
    await set.locator('[data-measurement="REPS"]').fill('5');
    await expect(page.getByTestId('sync-status')).toHaveText('All changes saved');
    const attempts: number[] = [];
    await page.route('**/graphql', async (route) => {
      const operation = (route.request().postDataJSON() as { operationName?: string } | null)?.operationName ?? '';
      if (!operation.startsWith('SaveLiveLog')) return route.continue();
      attempts.push(Date.now());
      return route.abort('connectionrefused');
    });
    await set.getByTestId('complete-set').click();
    await expect(page.getByTestId('sync-status')).toContainText('Offline');
    await expect.poll(() => attempts.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(4);
    const gaps = attempts.slice(1, 4).map((at, index) => at - attempts[index]!);
    expect(gaps[0]).toBeGreaterThan(1500);
    expect(gaps[1]).toBeGreaterThan(gaps[0]! * 1.5);
    expect(gaps[2]).toBeGreaterThan(gaps[1]! * 1.5);

    // The next try is 16 s away; the network coming back sends the set at once.
    await page.unroute('**/graphql');
    await context.setOffline(true);
    await context.setOffline(false);
    await expect(page.getByTestId('sync-status')).toHaveText('All changes saved', { timeout: 5_000 });
    const active = (await (await page.request.get('/api/workout-logs/active')).json()).data;
    expect(active.logExercises[0].sets[0].completedAt).toBeTruthy();
    expect(active.logExercises[0].sets[0].values).toEqual([
      { measurementCode: 'REPS', value: 5 },
      { measurementCode: 'WEIGHT', value: 100 },
    ]);
  });
});
