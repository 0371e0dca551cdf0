import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DriverLoadError, loadDriver } from './driver';
import { DispenserSimulator } from '@kiosk/device-link/simulator';

const config = { deviceId: 'd1', env: {}, log: () => undefined };
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

describe('AGENT_DRIVER', () => {
  it('builds the simulator when unset or "simulator"', async () => {
    expect(await loadDriver(undefined, config)).toBeInstanceOf(DispenserSimulator);
    expect(await loadDriver('simulator', config)).toBeInstanceOf(DispenserSimulator);
  });

  it('builds a driver module from its default export', async () => {
    const driver = await loadDriver(here('../driver-conformance/fixtures/broken-driver.ts'), config);
    expect(await driver.status('d1')).toEqual({ isOnline: true, faultedSlots: [] });
  });

  it('refuses a module without a default export, or a missing file, naming it', async () => {
    await expect(loadDriver(here('./index.ts'), config)).rejects.toThrow(/index\.ts has no default export/);
    await expect(loadDriver(here('./no-such-driver.js'), config)).rejects.toThrow(DriverLoadError);
  });
});
