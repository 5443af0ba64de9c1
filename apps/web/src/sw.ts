/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { notificationTarget, readPushMessage } from './sw/push';
import { isPhotoRequest, PHOTO_CACHE, PHOTO_CACHE_LIMITS, SERVER_PATHS } from './sw/routes';

// The app's service worker (docs/decisions/028-offline-app-shell.md). Built by vite-plugin-pwa, which puts the
// build's file list in place of self.__WB_MANIFEST.
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

// The whole build: the page, every screen's chunk, the styles, icons and manifests. Each deploy's list replaces
// the last one, and files of older builds are removed once the new worker activates.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Any app route (/, /feed, /profile/ana, /quote-widget...) starts from the precached page, offline or not; the
// page then reads its data. The server's own paths always go to the network.
registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: [...SERVER_PATHS] }));

// Photos already seen, for offline use. A photo never changes under its name (the server sends it immutable), so
// a kept copy is served without asking again; only 200 answers are kept, so a refusal (403) or a 404 never is,
// and a photo this browser was never allowed to load is never in the cache. Sign-out deletes the cache.
registerRoute(
  ({ url, request }) => isPhotoRequest(url, self.location.origin, request.method),
  new CacheFirst({
    cacheName: PHOTO_CACHE,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ ...PHOTO_CACHE_LIMITS, purgeOnQuotaError: true }),
    ],
  }),
);

// A new build waits until the user chooses "Reload" in the app (workbox-window sends SKIP_WAITING), so a page
// never runs with the chunks of another build. The first install takes the open page at once.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
clientsClaim();

// Reminders (contract C): a message that is not the expected JSON shows nothing.
self.addEventListener('push', (event) => {
  const message = readPushMessage(event.data);
  if (!message) return;
  event.waitUntil(
    self.registration
      .showNotification(message.title, {
        body: message.body,
        tag: message.tag,
        icon: '/icon-192.png',
        badge: '/icon-192.png',
        data: { url: message.url },
      })
      .catch(() => undefined),
  );
});

// A click opens the reminder's screen in a Dayleaf window already open, else in a new one.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = notificationTarget((event.notification.data as { url?: unknown } | null)?.url, self.location.origin);
  event.waitUntil(openOrFocus(target));
});

async function openOrFocus(target: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (open) {
    const focused = await open.focus();
    await focused.navigate(target).catch(() => undefined);
    return;
  }
  await self.clients.openWindow(target);
}
