/*
 * Channel Countdown's service worker (registered when the Push Notifications switch subscribes this device):
 * shows the reminders the server pushes (Web Push, payload as in the contract's PushPayload) and opens the
 * reminder's page when one is clicked. It caches nothing: the app is always loaded from the server.
 */
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => {
  let payload;
  try {
    payload = event.data ? event.data.json() : {};
  } catch {
    payload = { body: event.data ? event.data.text() : '' };
  }
  const title = payload.title || 'Channel Countdown';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: payload.body || '',
      tag: payload.tag,
      icon: '/icons/icon-192.png',
      badge: '/icons/badge-96.png',
      silent: Boolean(payload.silent),
      vibrate: Array.isArray(payload.vibrate) ? payload.vibrate : undefined,
      data: {
        url: typeof payload.url === 'string' && payload.url.startsWith('/') ? payload.url : '/dashboard',
      },
    }),
  );
});

/** A click opens the reminder's page: in an open tab of the app if there is one, else in a new window. */
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(
    event.notification.data && event.notification.data.url ? event.notification.data.url : '/dashboard',
    self.location.origin,
  ).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        await open.focus();
        if ('navigate' in open) return open.navigate(url);
        return undefined;
      }
      return self.clients.openWindow(url);
    })(),
  );
});
