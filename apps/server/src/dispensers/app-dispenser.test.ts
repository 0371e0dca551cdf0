import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { canStartBroker, startSecureBroker, type SecureTestBroker } from '@kiosk/device-link/testing';
import { DispenserSimulator } from '@kiosk/device-link/simulator';
import { createTestApp } from '../test/harness';
import { DeviceLinkDispenser } from './device-link-dispenser';

// The app's dispenser is built once with the app, carried on its context, and closed with it, once.
describe('the app’s dispenser', () => {
  it('is the simulator by default, one per app', async () => {
    const [one, two] = await Promise.all([
      createTestApp('pglite', { seed: false }),
      createTestApp('pglite', { seed: false }),
    ]);
    try {
      expect(one.ctx.dispenser).toBeInstanceOf(DispenserSimulator);
      expect(one.ctx.dispenser).not.toBe(two.ctx.dispenser);
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });

  describe.skipIf(!canStartBroker)('with DISPENSER=device-link', () => {
    let broker: SecureTestBroker;
    beforeAll(async () => {
      broker = await startSecureBroker();
    }, 30_000);
    afterAll(async () => broker?.stop());

    it('connects to the broker when the app is built and ends the connection once when it closes', async () => {
      const t = await createTestApp('pglite', {
        seed: false,
        env: { DISPENSER: 'device-link', ...(await broker.apiEnv()) },
      });
      const link = t.ctx.dispenser;
      if (!(link instanceof DeviceLinkDispenser))
        throw new Error('DISPENSER=device-link builds the device link');
      const close = vi.spyOn(link, 'close');
      try {
        await link.connected(10_000);
        expect(link.client.connected).toBe(true);
      } finally {
        await t.close();
      }
      expect(close).toHaveBeenCalledTimes(1);
      expect(link.client.connected).toBe(false);
    });
  });
});
