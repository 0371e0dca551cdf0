import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conformanceChecks, runConformance } from '../../driver-conformance/conformance';
import { loadDriver } from '../driver';
import { startLockerBench, type LockerBench } from './locker-bench';
import createLockerDriver from './locker-driver';

describe('the locker driver against the board emulator', () => {
  let bench: LockerBench;
  beforeAll(async () => {
    bench = await startLockerBench();
  });
  afterAll(() => bench.close());

  it('passes every check of the driver conformance suite', async () => {
    const results = await runConformance({ name: 'locker', create: createLockerDriver, bench: bench.bench });
    expect(results.map((r) => r.check)).toEqual(conformanceChecks.map((c) => c.name));
    expect(results.filter((r) => r.error)).toEqual([]);
  });

  it('fired the stuck lock once per jammed unit and never opened the empty locker', () => {
    const { emulator } = bench;
    const jammedUnits = 2; // "one unit, one motor action" and "jam"
    expect(emulator.unlocks(0, 2)).toBe(jammedUnits);
    expect(emulator.unlocks(0, 3)).toBe(0);
    expect(emulator.unlocks(1, 1)).toBe(1);
  });

  it('loads as AGENT_DRIVER names it, and gives a unit through it', async () => {
    const path = fileURLToPath(new URL('./locker-driver.ts', import.meta.url));
    const env = bench.bench.env!;
    const driver = await loadDriver(path, { deviceId: 'd1', env, log: () => undefined });
    const input = { deviceId: 'd1', slot: 'A1', orderId: 'agent-driver', unitIndex: 1 };
    expect(await driver.dispenseUnit(input)).toBe('dropped');
    await driver.close?.();
    await expect(loadDriver(path, { deviceId: 'd1', env: {}, log: () => undefined })).rejects.toThrow(
      /^LOCKER_PORT/,
    );
  });
});
