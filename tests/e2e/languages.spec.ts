// The interface in Spanish: a visitor's `?lang=`, their browser's language and their remembered choice decide the
// language the server renders a page in and the browser hydrates it in; a member's choice in the selector is kept
// in their settings and follows them to another device; numbers are written as Spanish writes them, and the server's
// messages come in the same language.
import { expect, test } from './support/test';
import { newAccount, signUpViaApi, waitForShell } from './support/shell';

test('a visitor asking for Spanish gets the page rendered in Spanish, and it stays Spanish on the next visit', async ({ page }) => {
  const html = await (await page.request.get('/flexicon/explore?lang=es-ES')).text();
  expect(html).toContain('<html lang="es-ES"');
  expect(html).toContain('El Flexicón');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/flexicon/explore?lang=es-ES');
  await expect(page.getByRole('heading', { level: 1, name: 'El Flexicón' })).toBeVisible();
  await expect(page.getByPlaceholder('Busca por nombre, p. ej. sentadilla')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-ES');
  await page.screenshot({ path: 'test-results/screenshots/languages-flexicon-es-390.png', fullPage: true });

  // The choice is remembered: the next page comes in Spanish without asking again.
  await page.goto('/flexicon/explore');
  await expect(page.getByRole('heading', { level: 1, name: 'El Flexicón' })).toBeVisible();
  const again = await (await page.request.get('/flexicon/explore')).text();
  expect(again).toContain('<html lang="es-ES"');
});

test('a browser set to Spanish gets Spanish, one set to another language gets English', async ({ browser }) => {
  const spanish = await browser.newContext({ locale: 'es-MX', extraHTTPHeaders: { 'accept-language': 'es-MX,es;q=0.9' } });
  const page = await spanish.newPage();
  await page.goto('/flexicon/explore');
  await expect(page.getByRole('heading', { level: 1, name: 'El Flexicón' })).toBeVisible();
  await spanish.close();

  const german = await browser.newContext({ locale: 'de-DE', extraHTTPHeaders: { 'accept-language': 'de-DE,de;q=0.9' } });
  const other = await german.newPage();
  await other.goto('/flexicon/explore');
  await expect(other.getByRole('heading', { level: 1, name: 'The Flexicon' })).toBeVisible();
  await german.close();
});

test('the server answers a Spanish visitor in Spanish: a refused sign-in says why in their language', async ({ page }) => {
  await page.goto('/auth/login?lang=es-ES');
  await page.getByLabel('Correo electrónico').fill('nadie@example.com');
  await page.getByLabel('Contraseña').fill('no-es-la-clave');
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('form-error')).toHaveText('El correo electrónico o la contraseña no son correctos');
});

test('a member switches to Español in the selector: the app is in Spanish, and so is their next device', async ({
  page,
  browser,
  baseURL,
}) => {
  const account = await signUpViaApi(page.request, newAccount('idioma_'));
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/settings');
  await waitForShell(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await page.getByTestId('language-selector').click();
  await expect(page.getByTestId('language-fr-FR')).toHaveAttribute('data-disabled', '');
  await page.getByTestId('language-es-ES').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ajustes' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Navegación principal' }).getByText('Diario')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-ES');
  await expect.poll(async () => (await (await page.request.get('/api/auth/session')).json()).data.userInfo.language).toBe('es-ES');

  // Another device, with an English browser and no remembered choice, signs in and follows the member's setting.
  const other = await browser.newContext({ baseURL, locale: 'en-US' });
  const phone = await other.newPage();
  const signedIn = await phone.request.post('/api/auth/password/initiate', { data: { email: account.email, password: account.password } });
  expect(signedIn.ok()).toBe(true);
  await phone.setViewportSize({ width: 390, height: 844 });
  await phone.goto('/settings');
  await expect(phone.getByRole('heading', { level: 1, name: 'Ajustes' })).toBeVisible();
  await phone.screenshot({ path: 'test-results/screenshots/languages-settings-es-390.png', fullPage: true });
  await other.close();

  // Back to English, for the member and on this device.
  await page.getByTestId('language-selector').click();
  await page.getByTestId('language-en-US').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect.poll(async () => (await (await page.request.get('/api/auth/session')).json()).data.userInfo.language).toBe('en-US');
});
