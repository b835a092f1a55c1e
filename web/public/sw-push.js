// Web Push for the inbox, loaded by sw.js: each push the server sends (server/domains/activity/push.ts) becomes a
// notification, and tapping it opens the page it is about, in a window of the app that is already open when there
// is one. A subscription the browser renews is handed to the server again.
self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    // Not ours to read: nothing to show.
    return;
  }
  if (!message.title) return;
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body || undefined,
      tag: message.activityId,
      icon: '/favicon.svg',
      badge: '/favicon.svg',
      data: { url: message.url || '/inbox' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url || '/inbox', self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        await open.focus();
        // A window this worker does not control cannot be navigated from here: a new one opens instead.
        const navigated = await open.navigate(url).catch(() => null);
        if (navigated) return;
      }
      await self.clients.openWindow(url);
    })(),
  );
});

self.addEventListener('pushsubscriptionchange', (event) => {
  const options = event.oldSubscription?.options;
  if (!options) return;
  event.waitUntil(
    (event.newSubscription ? Promise.resolve(event.newSubscription) : self.registration.pushManager.subscribe(options)).then(
      (subscription) =>
        fetch('/api/push-subscriptions', {
          method: 'POST',
          credentials: 'include',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(subscription.toJSON()),
        }),
    ),
  );
});
