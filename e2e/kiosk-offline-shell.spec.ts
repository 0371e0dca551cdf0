import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium';
import { watchCsp } from './support/csp';
import { consentToEmergency } from './support/emergency';
import {
  EMERGENCY_KIT,
  emergencyKitsReported,
  kitStock,
  pairKiosk,
  setUpKioskPcFleet,
} from './support/kiosk-pc';
import { waitForKioskShell } from './support/kiosk-shell';
import { DEMO_DEVICE, checkKioskScreen, kioskUrl } from './support/session';
import { expect, test } from './support/test';

/**
 * The kiosk's offline shell (apps/web/kiosk-shell.ts, docs/device-agent.md): a kiosk PC whose browser has
 * shown the kiosk once is started again, with the same browser profile, while the API is down (its process
 * stopped, its port closed). The kiosk still comes up from its service worker, says within 5 s that it is
 * offline, and gives the emergency kit through the device agent, with the steps. With the API back, the
 * server takes the agent's journal in: the report counts the kit once, and stock is one lower.
 */
const OFFLINE_HEADING = 'This kiosk is offline';

test.describe('the kiosk started again with the API down', () => {
  let browser: BrowserContext | null = null;
  const cspViolations: string[] = [];

  /** Chromium as the kiosk PC starts it: the same profile folder every time. */
  const startKioskBrowser = async (): Promise<Page> => {
    browser = await chromium.launchPersistentContext(join(kioskPc.folder, 'chromium-profile'), {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
      viewport: { width: 1080, height: 1920 },
      locale: 'en-US',
      timezoneId: 'America/Los_Angeles',
    });
    await watchCsp(browser, cspViolations);
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
  });

  test('shows that it is offline, gives the kit through the agent; back online, counted once', async () => {
    test.setTimeout(180_000);
    const { fleet } = kioskPc;
    const { base } = fleet;
    const before = await kitStock(base, DEMO_DEVICE);
    const reportedBefore = await emergencyKitsReported(base, DEMO_DEVICE);

    // The kiosk PC's first start: paired, the kiosk shown once (a visit begun), its offline shell installed.
    let page = await startKioskBrowser();
    await pairKiosk(browser!.request, base, DEMO_DEVICE);
    await page.goto(`${base}${kioskUrl('/', DEMO_DEVICE)}`);
    await page.getByRole('button', { name: 'Tap to begin' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a product' })).toBeVisible();
    await waitForKioskShell(page);
    await closeKioskBrowser();

    // The API goes down for real: its process exits and its port closes.
    await fleet.stopServer();

    // The kiosk PC starts Chromium again with the same profile.
    page = await startKioskBrowser();
    const started = Date.now();
    await page.goto(`${base}${kioskUrl('/', DEMO_DEVICE)}`);
    await expect(page.getByRole('heading', { level: 1, name: OFFLINE_HEADING })).toBeVisible({
      timeout: 5_000,
    });
    expect(Date.now() - started, 'ms until the kiosk shows it is offline').toBeLessThan(5_000);
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
      'Take your naloxone kit from the kiosk.',
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
