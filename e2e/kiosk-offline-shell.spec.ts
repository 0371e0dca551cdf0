import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium';
import { watchCsp } from './support/csp';
import { consentToEmergency } from './support/emergency';
import {
  EMERGENCY_KIT,
  emergencyKitsReported,
  kitStock,
  pairKioskInPage,
  setUpKioskPcFleet,
} from './support/kiosk-pc';
import { firstGoneAt, firstShownAt, recordFirstShown } from './support/first-shown';
import { waitForKioskShell } from './support/kiosk-shell';
import { DEMO_DEVICE, checkKioskScreen, kioskUrl } from './support/session';
import { expect, test } from './support/test';

/**
 * The kiosk's offline shell (apps/web/kiosk-shell.ts, docs/device-agent.md) in the fleet of
 * docs/operations.md: the kiosk reaches the API through HAProxy with the shipped deploy/fleet/haproxy.cfg
 * (TLS), and every API instance is stopped (HAProxy then answers each call with its own 503).
 * While a visit shows the grid, the API stops: the kiosk says it is offline within 10 s, without a reload,
 * and is back to normal within 10 s of the API's return. Then the kiosk PC's browser, which has shown the
 * kiosk once, is started again with the same profile while the API is down: the kiosk comes up from its
 * service worker, says within 10 s that it is offline, and gives the emergency kit through the device agent,
 * with the steps (the agent's address from the device config the shell kept, not the proxy's 503). With
 * the API back, the server takes the agent's journal in: the report counts the kit once, stock one lower.
 */
const OFFLINE_HEADING = 'This kiosk is offline';
const OFFLINE_NOTICE =
  'This kiosk is offline. Emergency naloxone still works; everything else is unavailable until it is back online.';

test.describe('the kiosk started again with the API down', () => {
  let browser: BrowserContext | null = null;
  const cspViolations: string[] = [];

  /** Chromium as the kiosk PC starts it: the same profile folder every time. */
  const startKioskBrowser = async (): Promise<Page> => {
    browser = await chromium.launchPersistentContext(join(kioskPc.folder, 'chromium-profile'), {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS, ...kioskPc.fleet.kioskBrowserArgs],
      viewport: { width: 1080, height: 1920 },
      locale: 'en-US',
      timezoneId: 'America/Los_Angeles',
    });
    await watchCsp(browser, cspViolations);
    await recordFirstShown(browser, [OFFLINE_HEADING, OFFLINE_NOTICE]);
    return browser.pages()[0] ?? (await browser.newPage());
  };
  const closeKioskBrowser = async () => {
    await browser?.close();
    browser = null;
  };
  // Before the fleet's teardown, which removes the folder the browser profile is in.
  test.afterAll(closeKioskBrowser);
  const kioskPc = setUpKioskPcFleet({
    deviceId: DEMO_DEVICE,
    folderPrefix: 'kiosk-offline-shell-e2e-',
    offerEveryMs: 1000,
    behindProxy: true,
  });

  test('offline within 10 s while a visit is on, and back; restarted offline, the kit through the agent, counted once', async () => {
    test.setTimeout(240_000);
    const { fleet } = kioskPc;
    const { base, kioskOrigin } = fleet;
    const before = await kitStock(base, DEMO_DEVICE);
    const reportedBefore = await emergencyKitsReported(base, DEMO_DEVICE);

    // The kiosk PC's first start: paired, the kiosk shown once (a visit begun), its offline shell installed.
    let page = await startKioskBrowser();
    await page.goto(`${kioskOrigin}/help`);
    await pairKioskInPage(page, DEMO_DEVICE);
    await page.goto(`${kioskOrigin}${kioskUrl('/', DEMO_DEVICE)}`);
    await page.getByRole('button', { name: 'Tap to begin' }).click();
    const grid = page.getByRole('heading', { level: 1, name: 'Choose a product' });
    await expect(grid).toBeVisible();
    await waitForKioskShell(page);

    // The API goes down while the grid shows (its process exits, its port closes; HAProxy answers 503).
    const notice = page.getByRole('status').filter({ hasText: OFFLINE_NOTICE });
    await fleet.stopServer();
    const stopped = Date.now();
    await expect(notice).toBeVisible({ timeout: 20_000 });
    const msOffline = (await firstShownAt(page, OFFLINE_NOTICE)) - stopped;
    expect(msOffline, 'ms until the kiosk shows it is offline').toBeLessThan(10_000);
    await expect(grid).toBeVisible();
    await expect(page.getByRole('button', { name: 'Emergency naloxone' })).toBeVisible();
    // The API back: normal again by itself, the grid's products loaded.
    await fleet.startServer();
    const backStarted = Date.now();
    await expect(notice).toHaveCount(0, { timeout: 20_000 });
    const msBack = (await firstGoneAt(page, OFFLINE_NOTICE)) - backStarted;
    expect(msBack, 'ms until the kiosk is back to normal').toBeLessThan(10_000);
    await expect(page.getByRole('list', { name: 'Choose a product' }).getByRole('listitem')).not.toHaveCount(
      0,
    );
    await closeKioskBrowser();

    // The API goes down again, and the kiosk PC starts Chromium again with the same profile.
    await fleet.stopServer();
    page = await startKioskBrowser();
    const started = Date.now();
    await page.goto(`${kioskOrigin}${kioskUrl('/', DEMO_DEVICE)}`);
    await expect(page.getByRole('heading', { level: 1, name: OFFLINE_HEADING })).toBeVisible({
      timeout: 20_000,
    });
    const msShown = (await firstShownAt(page, OFFLINE_HEADING)) - started;
    expect(msShown, 'ms until the kiosk shows it is offline').toBeLessThan(10_000);
    await expect(page.getByText(/Products, orders and reservations are unavailable/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Tap to begin' })).toHaveCount(0);
    await checkKioskScreen(page, 'kiosk-offline-shell');

    // The emergency steps work, and the kit comes from the agent.
    await consentToEmergency(page);
    const steps = page.getByRole('dialog', { name: 'Naloxone instructions' });
    await expect(steps.getByTestId('emergency-911-banner')).toHaveText(
      'In a life-threatening situation, call 911.',
    );
    await expect(steps.getByRole('list', { name: 'Naloxone steps' }).getByRole('listitem')).toHaveCount(7);
    await expect(steps.getByTestId('emergency-dispense-status')).toHaveText(
      'This kiosk is offline, but the naloxone kit still works. Take your naloxone kit from the kiosk.',
      { timeout: 20_000 },
    );
    expect(kioskPc.journalEntries()).toEqual([
      expect.objectContaining({ state: 'started', isOffline: true, skuId: EMERGENCY_KIT }),
      expect.objectContaining({ state: 'done', outcome: 'dropped' }),
    ]);
    await steps.getByRole('button', { name: 'Done' }).click();

    // The API back: the agent's journal is taken in once; the kiosk finds the API again by itself.
    await fleet.startServer();
    await kioskPc.untilJournalTakenIn(reportedBefore);
    expect(await kitStock(base, DEMO_DEVICE)).toMatchObject({ onHand: before.onHand - 1, held: before.held });
    expect(await emergencyKitsReported(base, DEMO_DEVICE)).toBe(reportedBefore + 1);
    await expect(page.getByRole('button', { name: 'Tap to begin' })).toBeVisible({ timeout: 15_000 });
    expect(cspViolations, 'Content-Security-Policy violations').toEqual([]);
  });
});
