import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDriver } from '../driver';
import { conformanceChecks, runConformance } from '../../driver-conformance/conformance';
import createSpiralDriver, { conformanceBench } from './spiral-driver';
import { openSpiralBench, type SpiralBench } from './test-bench';
import { Command } from './frame';

let bench: SpiralBench;
beforeAll(async () => {
  bench = await openSpiralBench();
});
afterAll(() => bench.close());

describe('the spiral driver against the emulated board', () => {
  it.each(conformanceChecks.map((c) => c.name))('passes "%s"', async (name) => {
    const [result] = await runConformance(
      {
        name: 'spiral',
        create: createSpiralDriver,
        bench: { ...conformanceBench, env: bench.env, checkLimitMs: 10_000 },
      },
      [name],
    );
    expect(result).toMatchObject({ check: name, error: null });
  });

  it('turned a motor once for each drive command, and never drove an empty spiral', () => {
    const drives = bench.board.received.filter((f) => f.command === Command.driveSelection);
    expect(drives.length).toBeGreaterThan(0);
    expect(bench.board.motorTurns).toHaveLength(drives.length);
    expect(bench.board.motorTurns).not.toContain(30);
  });

  it('loads as AGENT_DRIVER names it, and drops a unit through it', async () => {
    const path = fileURLToPath(new URL('./spiral-driver.ts', import.meta.url));
    const driver = await loadDriver(path, { deviceId: 'd1', env: bench.env, log: () => undefined });
    const input = { deviceId: 'd1', slot: '10', orderId: 'agent-driver', unitIndex: 1 };
    expect(await driver.dispenseUnit(input)).toBe('dropped');
    await driver.close?.();
    const badEnv = { ...bench.env, SPIRAL_VEND_TIMEOUT_MS: 'later' };
    await expect(loadDriver(path, { deviceId: 'd1', env: badEnv, log: () => undefined })).rejects.toThrow(
      /^SPIRAL_VEND_TIMEOUT_MS/,
    );
  });
});
