import type { Page } from '@playwright/test';
import { until } from './kiosk-pc';

/**
 * Waits until the kiosk's offline shell controls the page and has kept the device config. The first load
 * installs the shell; when it takes control, the page fetches its device config once more, through the
 * shell, so that the config is kept for an offline start (docs/device-agent.md).
 */
export const waitForKioskShell = (page: Page): Promise<void> =>
  until(
    () =>
      page.evaluate(async () => {
        const config = await (await caches.open('kiosk-device-config')).keys();
        return navigator.serviceWorker.controller !== null && config.length === 1;
      }),
    'the offline shell in control, the device config kept',
  );
