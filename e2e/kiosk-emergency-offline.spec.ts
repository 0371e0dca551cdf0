import { consentToEmergency } from './support/emergency';
import {
  EMERGENCY_KIT as KIT,
  emergencyKitsReported,
  kitStock,
  pairKiosk,
  setUpKioskPcFleet,
} from './support/kiosk-pc';
import { DEMO_DEVICE, checkKioskScreen, kioskUrl } from './support/session';
import { expect, test } from './support/test';

/**
 * Emergency naloxone without the network (docs/device-agent.md): a fleet of one on this machine, the
 * server with DISPENSER=device-link, a Mosquitto of its own (TLS, the kiosk's and the API's own accounts, as
 * deployed) and the real device agent (simulator driver) with its loopback emergency endpoint. The kiosk loads, then its PC is cut off (the API origin aborted in
 * the browser, the broker gone for the agent): the kit still comes out of the agent, with the steps and
 * the 911 banner. Back in touch, the server takes the agent's journal in: one emergency kit in the
 * report, stock one lower.
 */
const BANNER = 'In a life-threatening situation, call 911.';

test.describe('emergency naloxone with the API unreachable', () => {
  const kioskPc = setUpKioskPcFleet({ deviceId: DEMO_DEVICE, folderPrefix: 'kiosk-offline-e2e-' });

  test('the kit comes from the agent on the kiosk PC; back online, the report counts it once and stock is one lower', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const { base } = kioskPc.fleet;
    const before = await kitStock(base, DEMO_DEVICE);
    const reportedBefore = await emergencyKitsReported(base, DEMO_DEVICE);
    await page.setViewportSize({ width: 1080, height: 1920 });
    await pairKiosk(page.request, base, DEMO_DEVICE);
    await page.goto(`${base}${kioskUrl('/products', DEMO_DEVICE)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a product' })).toBeVisible();

    // The kiosk PC loses the network: the browser cannot reach the API, the agent cannot reach the broker.
    const apiCalls: string[] = [];
    await page.route(`${base}/**`, (route) => {
      apiCalls.push(`${route.request().method()} ${new URL(route.request().url()).pathname}`);
      return route.abort('internetdisconnected');
    });
    await kioskPc.broker.kill();

    await consentToEmergency(page);
    const steps = page.getByRole('dialog', { name: 'Naloxone instructions' });
    await expect(steps.getByTestId('emergency-911-banner')).toHaveText(BANNER);
    await expect(steps.getByRole('list', { name: 'Naloxone steps' }).getByRole('listitem')).toHaveCount(7);
    await expect(steps.getByTestId('emergency-dispense-status')).toHaveText(
      'This kiosk is offline, but the naloxone kit still works. Take your naloxone kit from the kiosk.',
      { timeout: 20_000 },
    );
    await checkKioskScreen(page, 'emergency-offline-steps');
    expect(apiCalls).toContain(`POST /devices/${DEMO_DEVICE}/orders`);

    // The agent journalled one offline kit: started before the motor, done after the drop sensor.
    expect(kioskPc.journalEntries()).toEqual([
      expect.objectContaining({ state: 'started', isOffline: true, skuId: KIT }),
      expect.objectContaining({ state: 'done', outcome: 'dropped' }),
    ]);
    expect(await kitStock(base, DEMO_DEVICE)).toMatchObject({ onHand: before.onHand });

    // Back in touch: the agent offers its journal, the server records the kit once and acknowledges it.
    await kioskPc.broker.restart();
    await page.unroute(`${base}/**`);
    await kioskPc.untilJournalTakenIn(reportedBefore);
    expect(await kitStock(base, DEMO_DEVICE)).toMatchObject({ onHand: before.onHand - 1, held: before.held });
    expect(await emergencyKitsReported(base, DEMO_DEVICE)).toBe(reportedBefore + 1);
  });
});
