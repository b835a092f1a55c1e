// Training together, as three buddies do it on their own devices (two phones and a laptop): one starts a session
// from the logger and asks a buddy, who joins from the inbox; the third comes in by the join link the first shows
// (as text and as a QR code). A set ticked on one appears on the others' screens without a reload, and the sets one
// ticks with the network gone reach the others once it is back.
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { newAccount, signUpViaApi, unique } from './support/shell';

const SHOTS = 'test-results/screenshots';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

interface Lifter {
  context: BrowserContext;
  page: Page;
  userName: string;
}

async function lifter(browser: Browser, viewport: { width: number; height: number }): Promise<Lifter> {
  const context = await browser.newContext({ viewport });
  const account = await signUpViaApi(context.request, newAccount('crew_'));
  const { userInfo } = (await (await context.request.get('/api/auth/session')).json()).data;
  await context.request.put('/api/user', {
    data: { userName: userInfo.userName, userTimezone: null, measurementSystem: 'METRIC', userPrivateMeta: userInfo.userPrivateMeta },
  });
  return { context, page: await context.newPage(), userName: account.userName };
}

async function befriend(a: Lifter, b: Lifter) {
  const asked = await a.context.request.post('/api/buddies/requests', { data: { userName: b.userName } });
  expect(asked.status(), await asked.text()).toBe(201);
  const { buddyshipId } = (await asked.json()).data;
  expect((await b.context.request.post(`/api/buddies/requests/${buddyshipId}/accept`)).ok()).toBe(true);
}

/** A published bench workout of three sets of 5 × 100 kg, to start the logs from. */
async function benchWorkout(api: APIRequestContext) {
  const profile = await api.post('/api/creator-profiles', { data: { fullName: 'Rack Three', userName: unique('rack') } });
  const created = await api.post('/api/workouts', {
    data: {
      workoutTitle: unique('Bench Night '),
      creatorProfileId: (await profile.json()).data.creatorProfileId,
      publishedStatusCode: 'PUBLISHED',
      workoutExercises: [
        {
          exerciseCode: 'BARBELL_BENCH_PRESS',
          restSeconds: 120,
          sets: Array.from({ length: 3 }, () => ({
            targets: [
              { measurementCode: 'REPS', value: 5 },
              { measurementCode: 'WEIGHT', value: 100 },
            ],
          })),
        },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()).data.workoutId as string;
}

async function tick(page: Page, index: number, kg: string, reps: string) {
  const set = page.getByTestId('live-set').nth(index);
  await set.locator('[data-measurement="WEIGHT"]').fill(kg);
  await set.locator('[data-measurement="REPS"]').fill(reps);
  await set.getByTestId('complete-set').click();
  await expect(set).toHaveAttribute('data-completed', 'true');
}

const crewCard = (page: Page, userName: string) => page.locator(`[data-testid="crew-card"][data-member="${userName}"]`);

test('three buddies train together: invited, by link and QR code, each set live on the others’ screens, offline sets too', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const [ana, ben, cy] = [await lifter(browser, PHONE), await lifter(browser, PHONE), await lifter(browser, DESKTOP)];
  await befriend(ana, ben);
  await befriend(ana, cy);
  // The workout is published by Cy, so that Ana and Ben go by their user names.
  const workoutId = await benchWorkout(cy.context.request);
  try {
    // Ana starts her workout and a session with it, and asks Ben.
    await ana.page.goto(`/log?workoutId=${workoutId}`);
    await expect(ana.page.getByTestId('live-set')).toHaveCount(3);
    await ana.page.getByTestId('train-together').click();
    const drawer = ana.page.getByRole('dialog', { name: 'Train together' });
    await expect(drawer).toBeVisible();
    await drawer.locator(`[data-choice="${ben.userName}"]`).click();
    await expect(drawer.getByRole('checkbox', { name: ben.userName })).toBeChecked();
    await drawer.getByTestId('send-invites').click();
    await expect(ana.page.getByText('1 buddy asked')).toBeVisible();
    await expect(drawer.getByText('Asked')).toBeVisible();
    const link = await drawer.getByTestId('join-link').inputValue();
    expect(link).toMatch(/\/together\/join\/[\w-]{16}$/);
    await expect(drawer.getByRole('img', { name: 'QR code of the join link' })).toBeVisible();
    await ana.page.screenshot({ path: `${SHOTS}/together-invite-390.png` });
    await drawer.getByRole('button', { name: 'Close' }).click();

    // Ben, at the next rack, has started the same workout; the invitation in his inbox brings him in.
    await ben.page.goto(`/log?workoutId=${workoutId}`);
    await expect(ben.page.getByTestId('live-set')).toHaveCount(3);
    await ben.page.goto('/inbox');
    await ben.page.getByText(`${ana.userName} asked you to train together`).click();
    await expect(ben.page).toHaveURL(/\/together\/[^/]+$/);
    await ben.page.getByTestId('join-session').click();
    await expect(ben.page).toHaveURL(/\/log$/);
    await expect(crewCard(ben.page, ana.userName)).toBeVisible();
    await expect(crewCard(ana.page, ben.userName)).toBeVisible();

    // Cy opens the shared link on his laptop, joins, then starts the workout: it is kept in the session.
    await cy.page.goto(new URL(link).pathname);
    await cy.page.getByTestId('join-session').click();
    await expect(cy.page).toHaveURL(/\/log$/);
    await cy.page.goto(`/log?workoutId=${workoutId}`);
    await expect(cy.page.getByTestId('live-set')).toHaveCount(3);
    await expect(crewCard(cy.page, ana.userName)).toBeVisible();
    await expect(crewCard(ana.page, cy.userName)).toContainText('Barbell Bench Press');

    // A set ticked on Ben's phone shows on Ana's phone and Cy's laptop, no reload.
    await tick(ben.page, 0, '100', '5');
    for (const page of [ana.page, cy.page])
      await expect(crewCard(page, ben.userName).getByTestId('crew-last-set')).toHaveText('100 kg × 5');
    await expect(crewCard(ana.page, ben.userName)).toContainText('set 2 of 3');
    await tick(ana.page, 0, '90', '5');
    await expect(crewCard(ben.page, ana.userName).getByTestId('crew-last-set')).toHaveText('90 kg × 5');

    // Cy loses the network, ticks two sets, and comes back: the others see both once they are sent.
    await cy.context.setOffline(true);
    await tick(cy.page, 0, '80', '8');
    await tick(cy.page, 1, '82.5', '6');
    await expect(cy.page.getByTestId('sync-status')).toContainText('Offline');
    await cy.context.setOffline(false);
    await expect(cy.page.getByTestId('sync-status')).toHaveText('All changes saved', { timeout: 20_000 });
    for (const page of [ana.page, ben.page]) {
      await expect(crewCard(page, cy.userName).getByTestId('crew-last-set')).toHaveText('82.5 kg × 6');
      await expect(crewCard(page, cy.userName)).toContainText('set 3 of 3');
    }

    // Props to Ben's set reach him.
    await crewCard(ana.page, ben.userName)
      .getByRole('button', { name: /Give props/ })
      .click();
    await expect(ben.page.getByText(`${ana.userName} gave props to your set`)).toBeVisible();

    for (const [who, page] of [
      ['ana', ana.page],
      ['ben', ben.page],
    ] as const) {
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: `${SHOTS}/together-${who}-390.png` });
    }
    await cy.page.screenshot({ path: `${SHOTS}/together-cy-1440.png` });

    // Everyone finishes (Cy keeps his log to himself): the session is one item in the feed, each log linked as allowed.
    for (const [who, visibility] of [
      [cy, 'PRIVATE'],
      [ben, 'BUDDIES'],
      [ana, 'BUDDIES'],
    ] as const) {
      const active = (await (await who.context.request.get('/api/workout-logs/active')).json()).data;
      const ended = await who.context.request.put(`/api/workout-logs/${active.workoutLogId}?action=End`, { data: { visibility } });
      expect(ended.ok(), await ended.text()).toBe(true);
    }
    await ben.page.goto('/logbook?tab=feed');
    const story = ben.page.locator('[data-content-type="TRAINING_SESSION"]');
    await expect(story).toHaveCount(1);
    await expect(story.getByTestId('feed-session')).toContainText(`${ana.userName}, ${ben.userName}, and Rack Three trained together`);
    // Ana's set and his own: Cy's are his alone.
    await expect(story.getByTestId('feed-session')).toContainText('2 sets');
    await expect(story.getByRole('link', { name: `${ana.userName}’s workout` })).toBeVisible();
    await expect(story.getByRole('link', { name: 'Rack Three’s workout' })).toHaveCount(0);
    await story.scrollIntoViewIfNeeded();
    await ben.page.screenshot({ path: `${SHOTS}/together-feed-390.png` });
  } finally {
    await Promise.all([ana.context.close(), ben.context.close(), cy.context.close()]);
  }
});
