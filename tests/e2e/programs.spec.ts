// Programs in the built app: a creator builds a two-week program in the builder (Workout, Rest and Cardio days,
// week 1 copied to week 2), publishes it and sees its grid; another member starts it and sees today's workout, then
// rates it. Axe finds no serious or critical violation on /programs, the builder and the program page.
import { expect, test } from './support/test';
import { type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousViolations, newAccount, signInViaApi, signUpViaApi, unique } from './support/shell';

const SCREENSHOTS = 'test-results/screenshots';
const WIDTHS = [375, 800, 1440];

async function creatorWithWorkouts(request: APIRequestContext) {
  const account = await signUpViaApi(request, newAccount('planner_'));
  const profile = await request.post('/api/creator-profiles', { data: { fullName: 'Plan Coach', userName: unique('plan') } });
  expect(profile.status()).toBe(201);
  await signInViaApi(request, account);
  const creatorProfileId = (await profile.json()).data.creatorProfileId;
  const titles = [unique('Push '), unique('Pull ')];
  for (const workoutTitle of titles) {
    const response = await request.post('/api/workouts', {
      data: {
        workoutTitle,
        creatorProfileId,
        publishedStatusCode: 'PUBLISHED',
        workoutExercises: [{ exerciseCode: 'BARBELL_BENCH_PRESS', sets: [{ targets: [{ measurementCode: 'REPS', value: 8 }] }] }],
      },
    });
    expect(response.status()).toBe(201);
  }
  return titles;
}

async function setDay(page: Page, slot: string, type: string, workoutTitle?: string) {
  await page.locator(`[data-testid="builder-day"][data-slot="${slot}"]`).click();
  const editor = page.getByTestId('day-editor');
  await editor.getByText(type, { exact: true }).click();
  if (workoutTitle) await editor.getByTestId('day-workout').selectOption({ label: workoutTitle });
  await editor.getByTestId('day-done').click();
  await expect(editor).toBeHidden();
}

test('a creator builds and publishes a two-week program; a member starts it and sees today’s workout', async ({ page, browser }) => {
  const [push] = await creatorWithWorkouts(page.request);
  const title = unique('Two Week Block ');
  await page.goto('/programs/create');
  await page.getByTestId('program-title').fill(title);
  await setDay(page, '1/1', 'Workout', push);
  await setDay(page, '1/2', 'Rest');
  await setDay(page, '1/3', 'Cardio');
  await page.getByTestId('program-copy-week-1').click();
  await expect(page.locator('[data-testid="builder-day"][data-slot="2/1"]')).toContainText(push!);
  await page.getByRole('button', { name: /Summit/ }).click();
  await page.getByTestId('program-as-creator').click();
  await page.getByLabel('Status').selectOption('PUBLISHED');
  await expectNoSeriousViolations(page);
  await page.getByTestId('program-save').click();

  await expect(page.getByTestId('program-page')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId('program-day')).toHaveCount(14);
  await expect(page.locator('[data-testid="program-day"][data-day-type="Workout"]')).toHaveCount(2);
  await expect(page.locator('[data-testid="program-day"][data-day-type="Cardio"]')).toHaveCount(2);
  await expect(page.getByTestId('program-summary')).toContainText('2 weeks');
  const programUrl = page.url();
  const stored = (await (await page.request.get(`/api/workout-programs/${programUrl.split('/').pop()}`)).json()).data;
  expect(stored.programBackgroundImage.fileUrl).toMatch(/^\/media\//);
  await expectNoSeriousViolations(page);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    // Away from the sidebar, which expands while hovered.
    await page.mouse.move(width - 5, 895);
    await page.screenshot({ path: `${SCREENSHOTS}/program-page-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/programs');
  await expect(page.getByTestId('program-card').filter({ hasText: title })).toBeVisible();
  await expectNoSeriousViolations(page);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    // Away from the sidebar, which expands while hovered.
    await page.mouse.move(width - 5, 895);
    await page.screenshot({ path: `${SCREENSHOTS}/programs-${width}.png`, fullPage: true });
  }

  // Its export imports back as a draft copy with the same grid.
  const programId = programUrl.split('/').pop()!;
  const exported = await (await page.request.get(`/api/workout-programs/${programId}/export`)).text();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/programs');
  await page
    .getByTestId('program-import')
    .setInputFiles({ name: 'block.liftmates.json', mimeType: 'application/json', buffer: Buffer.from(exported) });
  await expect(page).not.toHaveURL(programUrl);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.locator('[data-testid="program-day"][data-day-type="Workout"]')).toHaveCount(2);

  const member = await browser.newContext();
  const memberPage = await member.newPage();
  await signUpViaApi(memberPage.request, newAccount('follower_'));
  await memberPage.goto(programUrl);
  await memberPage.getByTestId('program-start').click();
  const today = memberPage.getByTestId('program-enrollment');
  await expect(today).toContainText('Today: Week 1 · Day 1');
  await expect(today.getByRole('link', { name: 'Open workout' })).toBeVisible();
  await memberPage.getByRole('radio', { name: '5 stars' }).click();
  await expect(memberPage.getByTestId('program-summary')).toContainText('5.0 (1)');
  await memberPage.goto('/programs');
  await expect(memberPage.getByTestId('program-enrollment').filter({ hasText: title })).toContainText('Week 1 · Day 1');
  await memberPage.goto(programUrl);
  await memberPage.getByTestId('program-leave').click();
  await expect(memberPage.getByTestId('program-enrollment')).toHaveCount(0);
  await member.close();
});
