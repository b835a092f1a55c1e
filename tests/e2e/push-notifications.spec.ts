// The service worker's side of Web Push in the built app: sw.js loads sw-push.js, and a push shaped as the server
// sends it (server/domains/activity/push.ts; tests/server/web-push.test.ts decrypts a real one) becomes a
// notification with the item's words, tagged with its id, that opens the item's page. Chromium's DevTools protocol
// hands the message to the worker as a push service would (it has no push service to reach here). The inbox offers
// the opt-in without asking for permission on load.
import { expect, test } from './support/test';
import { newAccount, signUpViaApi } from './support/shell';

test.use({ serviceWorkers: 'allow' });

test('a push becomes a notification that leads to its page, and nothing asks for permission unprompted', async ({
  page,
  context,
  baseURL,
}) => {
  await signUpViaApi(page.request, newAccount('pushed_'));
  const asked: string[] = [];
  await page.exposeFunction('permissionAsked', (what: string) => asked.push(what));
  await page.addInitScript(() => {
    const request = Notification.requestPermission.bind(Notification);
    Notification.requestPermission = (...args) => {
      (window as unknown as { permissionAsked: (what: string) => void }).permissionAsked('notifications');
      return request(...args);
    };
  });
  await page.goto('/inbox');
  await expect(page.getByTestId('inbox-panel')).toBeVisible();
  await expect(page.getByTestId('push-opt-in').getByRole('button', { name: 'Turn on' })).toBeVisible();
  expect(asked).toEqual([]);

  await context.grantPermissions(['notifications'], { origin: baseURL });
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  const cdp = await context.newCDPSession(page);
  const registrations = new Map<string, string>();
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => {
    for (const registration of updated) if (!registration.isDeleted) registrations.set(registration.scopeURL, registration.registrationId);
  });
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => registrations.get(`${baseURL}/`)).toBeTruthy();

  const message = { activityId: 'activity-1', title: 'Ana wants to be your workout buddy', body: 'Leg day?', url: '/buddies' };
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: baseURL!,
    registrationId: registrations.get(`${baseURL}/`)!,
    data: JSON.stringify(message),
  });
  const shown = () =>
    page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((notification) => ({
        title: notification.title,
        body: notification.body,
        tag: notification.tag,
        data: notification.data as unknown,
      })),
    );
  await expect.poll(shown).toEqual([{ title: message.title, body: message.body, tag: message.activityId, data: { url: '/buddies' } }]);
});
