// The social side in the built app against the real server, with two members in two browsers: one finds the other
// on /buddies and asks them to be buddies; the other accepts. With the Homies feed open, the buddy sees the lifter's
// finished workout arrive live (no reload) and hears of it in the live region, gives props (the count moves to 1)
// and comments; the props and comment reach the server. The buddy then opens the lifter's member page, and an
// unknown name shows "Member not found"; /homies leads to the feed. Axe finds no serious or critical violation on
// /buddies, the feed and the member page; screenshots at 375, 800 and 1440 px.
import { randomUUID } from 'node:crypto';
import { expect, test } from './support/test';
import { type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousViolations, newAccount, signUpViaApi } from './support/shell';

const SCREENSHOTS = 'test-results/screenshots';
const WIDTHS = [375, 800, 1440];

async function userNameOf(request: APIRequestContext) {
  return (await (await request.get('/api/auth/session')).json()).data.userInfo.userName as string;
}

/** A workout started, three sets of squats ticked, and ended for buddies: what the logger sends, through the REST API. */
async function finishedLog(request: APIRequestContext, title: string) {
  const started = await request.post('/api/workout-logs', { data: { workoutLogTitle: title } });
  expect(started.status()).toBe(201);
  const logId = (await started.json()).data.workoutLogId as string;
  const changed = await request.put(`/api/workout-logs/${logId}`, {
    data: {
      exercises: [
        {
          workoutLogExerciseId: randomUUID(),
          exerciseCode: 'BARBELL_BACK_SQUAT',
          sets: [0, 1, 2].map((position) => ({
            workoutLogSetId: randomUUID(),
            position,
            setType: 'NORMAL',
            completed: true,
            values: [
              { measurementCode: 'WEIGHT', value: 100 + position * 5 },
              { measurementCode: 'REPS', value: 5 },
            ],
          })),
        },
      ],
    },
  });
  expect(changed.status()).toBe(200);
  const ended = await request.put(`/api/workout-logs/${logId}?action=End`, { data: { visibility: 'BUDDIES' } });
  expect(ended.status()).toBe(200);
  return logId;
}

async function screenshots(page: Page, name: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SCREENSHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('buddies find each other, and a finished workout reaches the open feed live', async ({ page, browser }) => {
  await signUpViaApi(page.request, newAccount('homie_'));
  const lifterContext = await browser.newContext();
  const lifter = await lifterContext.newPage();
  await signUpViaApi(lifter.request, newAccount('lifterh_'));
  const lifterName = await userNameOf(lifter.request);

  // The buddy finds the lifter by user name and asks; the row tells the request went out.
  await page.goto('/buddies');
  await expect(page.getByRole('heading', { level: 1, name: 'Buddies' })).toBeVisible();
  await page.getByLabel('Search members by user name').fill(lifterName);
  const found = page.getByRole('list', { name: 'Members found' }).getByTestId('member-row');
  await expect(found).toHaveCount(1);
  await found.getByRole('button', { name: 'Add buddy' }).click();
  await expect(found.getByTestId('buddy-status')).toHaveText('Request sent');
  const waiting = page.getByRole('list', { name: 'Waiting for an answer' }).getByTestId('member-row');
  await expect(waiting).toHaveCount(1);
  await expect(waiting.getByRole('button', { name: 'Cancel request' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await screenshots(page, 'buddies');

  // The lifter answers on their own /buddies page: the request moves to the buddy list without a reload.
  await lifter.goto('/buddies');
  const incoming = lifter.getByRole('list', { name: 'Requests for you' }).getByTestId('member-row');
  await expect(incoming).toHaveCount(1);
  await incoming.getByRole('button', { name: 'Accept' }).click();
  await expect(lifter.getByRole('list', { name: 'Your buddies' }).getByTestId('member-row')).toHaveCount(1);
  await expect(incoming).toHaveCount(0);

  // /homies leads to the feed, which is open when the workout ends: the item arrives without a reload.
  await page.goto('/homies');
  await expect(page).toHaveURL(/\/logbook\?tab=feed$/);
  await expect(page.getByTestId('feed-empty')).toBeVisible();
  await expect(page.getByTestId('feed-empty').getByRole('link', { name: 'Find buddies' })).toHaveAttribute('href', '/buddies');
  // The stream is open before the workout ends, or the item would come with the first page instead of live.
  await page.waitForTimeout(1_000);
  const title = `Squat day ${randomUUID().slice(0, 6)}`;
  const logId = await finishedLog(lifter.request, title);
  const item = page.locator('[data-testid="feed-item"][data-content-type="WORKOUT_LOG"]');
  await expect(item).toContainText(title, { timeout: 15_000 });
  await expect(page.getByRole('status').filter({ hasText: 'from your homies' })).toBeVisible();
  await expect(item.getByRole('link', { name: title })).toHaveAttribute('href', `/logbook/${logId}`);
  await expect(item.getByRole('link', { name: /./ }).first()).toHaveAttribute('href', `/u/${lifterName}`);
  await expect(item).toContainText('3 sets');
  await expect(item.getByTestId('body-map')).toBeVisible();
  // One card per finished log (its records would be in it; a first log of squats sets baselines instead).
  await expect(page.getByTestId('feed-item').filter({ hasText: title })).toHaveCount(1);

  const props = item.getByTestId('give-props');
  await expect(props).toHaveAttribute('aria-pressed', 'false');
  await props.click();
  await expect(item.getByTestId('prop-count')).toHaveText('1');
  await expect(props).toHaveAttribute('aria-pressed', 'true');
  await item.getByRole('button', { name: /comments?$/ }).click();
  await item.getByLabel('Write a comment').fill('Strong!');
  await item.getByRole('button', { name: 'Send' }).click();
  await expect(item.getByTestId('feed-comment')).toContainText('Strong!');
  await expect(item.getByRole('button', { name: '1 comment' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await screenshots(page, 'homies-feed');

  // The props and the comment reached the server: the lifter's own feed counts them.
  const feed = await (await lifter.request.get('/api/feed')).json();
  expect(feed.data.items.find((entry: { contentType: string }) => entry.contentType === 'WORKOUT_LOG')).toMatchObject({
    propCount: 1,
    commentCount: 1,
  });

  // The lifter's page: buddies now, the workout among the recent ones, their records shown to a buddy.
  await page.goto(`/u/${lifterName}`);
  const memberPage = page.getByTestId('member-page');
  await expect(memberPage.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(memberPage.getByTestId('relation-badge')).toHaveText('Buddies');
  await expect(memberPage.getByRole('link', { name: title })).toHaveAttribute('href', `/logbook/${logId}`);
  await expect(memberPage.getByTestId('member-record').first()).toBeVisible();
  await expectNoSeriousViolations(page);
  await screenshots(page, 'member-page');

  await page.goto(`/u/nobody_${randomUUID().slice(0, 8)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Member not found' })).toBeVisible();
  await lifterContext.close();
});
