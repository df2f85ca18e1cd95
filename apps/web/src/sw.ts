/// <reference lib="webworker" />
// The service worker (vite-plugin-pwa injectManifest): app shell precache, image cache, offline page, Web Push.
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkOnly } from 'workbox-strategies';
import { readPushPayload, safeTargetUrl } from './lib/push-payload';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

const OFFLINE_PAGE = '/offline.html';
const SERVER_ONLY = [/^\/api\//, /^\/uploads\//];

// Navigations first, so they win over the precache route: the page always comes fresh from the
// server (which answers index.html for every app route) and, when the network or the server is
// down, the offline page replaces the browser's error. The cached shell alone is of no use
// offline: the app needs the API (town configuration) before its first render.
const network = new NetworkOnly();
registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        const response = await network.handle(options);
        if (response.status < 500) return response;
      } catch {
        // Offline: falls through to the offline page.
      }
      return (await matchPrecache(OFFLINE_PAGE)) ?? Response.error();
    },
    { denylist: SERVER_ONLY },
  ),
);

// App shell: index.html, the hashed assets, icons and the offline page (the list is injected at build).
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Photos never change under one name (the server names each upload): cache first, bounded. A
// private photo (a private group's, a report's: `cache-control: private`) is never kept, so it
// does not outlive the session on a shared device.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/uploads/'),
  new CacheFirst({
    cacheName: 'uploads',
    plugins: [
      {
        // Replaces the strategy's own check, so the status is checked here too.
        cacheWillUpdate: async ({ response }) =>
          response.status === 200 && !/\bprivate\b/.test(response.headers.get('cache-control') ?? '') ? response : null,
      },
      new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true }),
    ],
  }),
);

// The API is always live data: never from a cache.
registerRoute(({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/api/'), new NetworkOnly());

// registerType 'prompt': a new version waits until the resident presses 'Mettre à jour'.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// The first install takes control of the open pages at once (later versions wait, see above).
self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

self.addEventListener('push', (event) => {
  const payload = readPushPayload(event.data?.text());
  event.waitUntil(
    self.registration.showNotification(payload.title, {
      body: payload.body,
      data: { url: payload.url },
      tag: payload.tag,
      icon: '/icons/icon-192.png',
      lang: 'fr',
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = safeTargetUrl(
    String((event.notification.data as { url?: unknown } | null)?.url ?? ''),
    self.location.origin,
  );
  event.waitUntil(openPage(url));
});

/** Brings an open PortMarin tab to the front on `url`, or opens one. */
async function openPage(url: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const client = windows.find((c) => c.focused) ?? windows.find((c) => c.visibilityState === 'visible') ?? windows[0];
  if (client) {
    const focused = await client.focus();
    // navigate() only works for pages this worker controls; otherwise a new window.
    if (await focused.navigate(url).catch(() => null)) return;
  }
  await self.clients.openWindow(url);
}
