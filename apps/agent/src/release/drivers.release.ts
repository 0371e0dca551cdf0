import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLockerBench, type LockerBench } from '../dispenser/locker/locker-bench';
import { openSpiralBench, type SpiralBench } from '../dispenser/spiral/test-bench';
import { unpackedRelease } from './kiosk-pc-tarball';

const run = promisify(execFile);

/**
 * What the agent does with AGENT_DRIVER, run by the release's own Node from a folder outside the
 * repository (no node_modules to fall back on): import the bundled driver, build it, drop one unit.
 */
const DROP_ONE = `
const [driverPath, slot, env] = process.argv.slice(2);
const { default: create } = await import(driverPath);
const driver = await create({ deviceId: 'd1', env: JSON.parse(env), log: () => undefined });
const outcome = await driver.dispenseUnit({ deviceId: 'd1', slot, orderId: 'release', unitIndex: 1 });
await driver.close?.();
console.log(JSON.stringify({ outcome }));
`;

describe('the kiosk PC release carries the hardware drivers', () => {
  let release: string;
  let script: string;
  beforeAll(() => {
    release = unpackedRelease().dir;
    script = join(mkdtempSync(join(tmpdir(), 'kiosk-pc-driver-')), 'drop-one.mjs');
    writeFileSync(script, DROP_ONE);
  });
  const dropOne = async (driver: string, slot: string, env: Record<string, string>) => {
    const node = join(release, 'node/bin/node');
    const args = [script, join(release, 'agent/drivers', driver), slot, JSON.stringify(env)];
    const { stdout } = await run(node, args, { cwd: tmpdir(), timeout: 20_000 });
    return JSON.parse(stdout) as { outcome: unknown };
  };

  it('holds locker.mjs, spiral.mjs, kiosk-hw.mjs and serialport.node for linux-x64', () => {
    for (const file of ['locker.mjs', 'spiral.mjs', 'kiosk-hw.mjs', 'serialport.node'])
      expect(existsSync(join(release, 'agent/drivers', file)), file).toBe(true);
  });

  describe('the spiral driver, on the emulated vending board', () => {
    let bench: SpiralBench;
    beforeAll(async () => {
      bench = await openSpiralBench();
    });
    afterAll(() => bench?.close());

    it("drops one unit with the release's Node and serialport's native add-on", async () => {
      expect(await dropOne('spiral.mjs', '10', bench.env)).toEqual({ outcome: 'dropped' });
      expect(bench.board.motorTurns).toEqual([10]);
    });
  });

  describe('the locker driver, on the emulated lock boards', () => {
    let bench: LockerBench;
    beforeAll(async () => {
      bench = await startLockerBench();
    });
    afterAll(() => bench?.close());

    it("kiosk:hw probes the bus and tests a locker with the release's Node", async () => {
      const node = join(release, 'node/bin/node');
      const kioskHw = join(release, 'agent/drivers/kiosk-hw.mjs');
      const env = { ...bench.bench.env!, AGENT_DRIVER: join(release, 'agent/drivers/locker.mjs') };
      const options = { cwd: tmpdir(), timeout: 20_000, env: { ...env, SERIAL_LOCK_DIR: tmpdir() } };
      const probe = await run(node, [kioskHw, 'probe', '--json'], options);
      expect(JSON.parse(probe.stdout)).toMatchObject({
        driver: 'locker',
        details: expect.arrayContaining(['Boards answering: 0, 1']),
      });
      const test = await run(node, [kioskHw, 'test', '0:3'], options).catch((e: { stdout: string }) => e);
      expect(test.stdout).toContain('empty');
      expect(bench.emulator.unlocks(0, 3)).toBe(0);
    });

    it("opens one locker with the release's Node and serialport's native add-on", async () => {
      const env = bench.bench.env!;
      expect(await dropOne('locker.mjs', bench.bench.slots.stocked, env)).toEqual({ outcome: 'dropped' });
      expect(bench.emulator.unlocks(0, 1)).toBe(1);
      expect(bench.emulator.locker(0, 1).items).toBe(99);
    });
  });
});
