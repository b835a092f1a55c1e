// The inbox in the built app against the real server, with two members in two browsers, on a 1440×900 desktop and
// a 390×844 phone: member A asks member B to be buddies; B's bell count and the sidebar's Buddies badge rise live
// (no reload); B opens the inbox (the popover on the desktop, /inbox on the phone), which quiets the bell, accepts
// the request right there, and the waiting count returns to 0. A hears of the acceptance. Axe finds nothing serious
// in the inbox; screenshots land in test-results/screenshots.
import { expect, test } from './support/test';
import { type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousViolations, newAccount, signUpViaApi } from './support/shell';

const SCREENSHOTS = 'test-results/screenshots';

const VIEWPORTS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
];

async function userNameOf(request: APIRequestContext) {
  return (await (await request.get('/api/auth/session')).json()).data.userInfo.userName as string;
}

/** The bell that is showing at this size (the desktop's popover trigger or the phone's link). */
const bellOf = (page: Page) => page.getByTestId('inbox-bell').filter({ visible: true });

for (const viewport of VIEWPORTS) {
  test(`a buddy request rings the bell live and is accepted from the inbox (${viewport.width}×${viewport.height})`, async ({
    page,
    browser,
  }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const asked = await signUpViaApi(page.request, newAccount('asked_'));
    const askerContext = await browser.newContext();
    const asker = await askerContext.newPage();
    const askerAccount = await signUpViaApi(asker.request, newAccount('asker_'));
    const askerName = await userNameOf(asker.request);

    await page.goto('/logbook?tab=workout');
    await expect(bellOf(page)).toHaveAccessibleName('Inbox');
    await expect(page.getByTestId('inbox-count').filter({ visible: true })).toHaveCount(0);
    // Marks this document: a reload would lose it.
    await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));

    const request = await asker.request.post('/api/buddies/requests', { data: { userName: asked.userName } });
    expect(request.status()).toBe(201);

    await expect(page.getByTestId('inbox-count').filter({ visible: true })).toHaveText('1');
    await expect(bellOf(page)).toHaveAccessibleName('Inbox, 1 new');
    if (viewport.name === 'desktop') {
      await expect(page.getByTestId('sidebar-link-/buddies').getByTestId('sidebar-badge')).toHaveText('1');
      await expect(page.getByTestId('sidebar-link-/buddies')).toContainText('1 buddy request waiting');
    }
    expect(await page.evaluate(() => (window as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
    await page.screenshot({ path: `${SCREENSHOTS}/inbox-bell-${viewport.width}.png` });

    await bellOf(page).click();
    if (viewport.name === 'phone') await expect(page).toHaveURL(/\/inbox$/);
    const panel = page.getByTestId('inbox-panel');
    const item = panel.getByTestId('inbox-item').filter({ hasText: `${askerName} wants to be your workout buddy` });
    await expect(item).toHaveCount(1);
    await expect(item.getByRole('link', { name: `${askerName} wants to be your workout buddy` })).toHaveAttribute('href', '/buddies');
    // Opening the inbox is seeing it: the bell goes quiet, the request still waits for an answer.
    await expect(page.getByTestId('inbox-count').filter({ visible: true })).toHaveCount(0);
    await expect(bellOf(page)).toHaveAccessibleName('Inbox');
    await expectNoSeriousViolations(page, '[data-testid="inbox-panel"]');
    await page.screenshot({ path: `${SCREENSHOTS}/inbox-open-${viewport.width}.png` });

    await item.getByRole('button', { name: 'Accept' }).click();
    await expect(page.getByText(`You and ${askerName} are buddies`)).toBeVisible();
    await expect(item.getByRole('button', { name: 'Accept' })).toHaveCount(0);
    await expect(item).toContainText('You are buddies now');
    await expect(item).not.toHaveAttribute('data-unread');
    const badge = await (await page.request.get('/api/activities/badge')).json();
    expect(badge.data).toEqual({ unseenCount: 0, buddyRequestCount: 0 });
    await expect(page.getByTestId('inbox-count').filter({ visible: true })).toHaveCount(0);
    if (viewport.name === 'desktop') {
      await expect(page.getByTestId('sidebar-link-/buddies').getByTestId('sidebar-badge')).toHaveCount(0);
    }

    // The one who asked hears of it, live, on their own bell.
    await asker.setViewportSize({ width: viewport.width, height: viewport.height });
    await asker.goto('/logbook?tab=workout');
    await expect(asker.getByTestId('inbox-count').filter({ visible: true })).toHaveText('1');
    const accepted = (await (await asker.request.get('/api/activities')).json()).data.items;
    expect(accepted.map((entry: { kind: string; actor: { userName: string } }) => [entry.kind, entry.actor.userName])).toEqual([
      ['BUDDY_ACCEPTED', asked.userName],
    ]);
    expect(askerAccount.userName).toBe(askerName);
    await askerContext.close();
  });
}
