import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { DEVICE_CONFIG_PATH, keptDeviceConfig } from './kept-device-config';
import { KIOSK_SHELL_ALLOWLIST } from './kiosk-shell-routes';

/**
 * The kiosk's offline shell, built to `/sw.js` (apps/web/kiosk-shell.ts, docs/device-agent.md): the kiosk's
 * pages, code, texts and fonts from the precache; the device config from the API whenever it answers well,
 * else the last good answer kept.
 */

/** The parts of the service worker's global scope used here (the page's DOM types have no worker scope). */
type TShellScope = {
  __WB_MANIFEST: Parameters<typeof precacheAndRoute>[0];
  skipWaiting: () => Promise<void>;
  addEventListener: (type: 'message', listener: (event: MessageEvent<unknown>) => void) => void;
};
const scope = self as unknown as TShellScope;

// The build writes the precache list here: the page, its icon, the kiosk's code and styles, the fonts.
// (The build looks for `self.__WB_MANIFEST` word for word.)
precacheAndRoute((self as unknown as TShellScope).__WB_MANIFEST);
cleanupOutdatedCaches();
// The first shell takes the open kiosk page at once (so its device config is kept from then on); later
// builds wait for the page's word (SKIP_WAITING at the idle screen, never mid-visit).
clientsClaim();
scope.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown } | null;
  if (data?.type === 'SKIP_WAITING') void scope.skipWaiting();
});

// Kiosk pages only: the staff's, the console's and the phone's pages always come from the server.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), { allowlist: KIOSK_SHELL_ALLOWLIST }),
);

const answerDeviceConfig = keptDeviceConfig(() => caches.open('kiosk-device-config'));
registerRoute(
  ({ url, request }) => request.method === 'GET' && DEVICE_CONFIG_PATH.test(url.pathname),
  ({ request }) => answerDeviceConfig(request),
);

// Font files not in the precache (Chinese, Japanese, Korean): kept once shown.
registerRoute(
  ({ url }) => /\/assets\/[^/]+\.woff2$/.test(url.pathname),
  new CacheFirst({
    cacheName: 'kiosk-fonts',
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 2000 })],
  }),
);
