// The site's service worker for Web Push (app/features/push): shows the notifications the server sends and opens
// the site's page a notification names when it is clicked. It caches nothing; pages are always fetched as usual.

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

/** The payload the server sends: { title, body, url } (JSON). */
function read(event) {
  try {
    const data = event.data ? event.data.json() : null;
    if (data && typeof data.title === 'string') return data;
  } catch {
    // not JSON: shown as text below
  }
  return { title: self.registration.scope ? new URL(self.registration.scope).host : '', body: event.data ? event.data.text() : '', url: '/' };
}

self.addEventListener('push', (event) => {
  const message = read(event);
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      icon: '/pwa/icon-192.png',
      badge: '/pwa/icon-192.png',
      data: { url: typeof message.url === 'string' ? message.url : '/' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  // Only a page of this site opens: the URL is resolved against the site and anything else becomes the home page.
  let target = new URL('/', self.location.origin);
  try {
    const url = new URL(event.notification.data?.url ?? '/', self.location.origin);
    if (url.origin === self.location.origin) target = url;
  } catch {
    // keep the home page
  }
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
      if (open) return open.focus().then((w) => (w && 'navigate' in w ? w.navigate(target.href) : undefined));
      return self.clients.openWindow(target.href);
    }),
  );
});

// The push service replaced the subscription: subscribe again with the same key and tell the server (the member's
// cookie goes with the request; a visitor's is refused and the old row is removed at the next 410).
self.addEventListener('pushsubscriptionchange', (event) => {
  const options = event.oldSubscription ? event.oldSubscription.options : null;
  if (!options || !options.applicationServerKey) return;
  event.waitUntil(
    self.registration.pushManager
      .subscribe({ userVisibleOnly: true, applicationServerKey: options.applicationServerKey })
      .then((subscription) =>
        fetch('/mb/push-subscription', {
          method: 'POST',
          credentials: 'same-origin',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(subscription.toJSON()),
        }),
      )
      .catch(() => {}),
  );
});
