import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadDriverModule } from '../dispenser/driver';
import { conformanceChecks, runConformance } from './conformance';
import { bench, doubleTurnDriver, stalledDriver } from './fixtures/misbehaving-drivers';

const brokenPath = fileURLToPath(new URL('./fixtures/broken-driver.ts', import.meta.url));

describe('driver conformance suite', () => {
  it.each(conformanceChecks.map((c) => c.name))('the simulator passes "%s"', async (name) => {
    const simulator = await loadDriverModule('simulator');
    const [result] = await runConformance(
      { name: 'simulator', create: simulator.create, bench: simulator.bench! },
      [name],
    );
    expect(result).toMatchObject({ check: name, error: null });
  });

  it('fails a driver that reports drops its sensor never saw', async () => {
    const broken = await loadDriverModule(brokenPath);
    const results = await runConformance({ name: 'broken', create: broken.create, bench: broken.bench! });
    expect(results.filter((r) => r.error).map((r) => r.check)).toEqual([
      'jam',
      'empty slot',
      'drop sensor silent',
    ]);
    expect(results.find((r) => r.check === 'drop sensor silent')?.error).toMatch(/never a guessed drop/);
  });

  it('fails a driver that stalls on a jam, within the time limit of each check, and goes on', async () => {
    const startedAt = Date.now();
    const results = await runConformance({
      name: 'stalled',
      create: stalledDriver,
      bench: { ...bench, checkLimitMs: 500 },
    });
    expect(Date.now() - startedAt).toBeLessThan(10_000);
    expect(results.map((r) => r.check)).toEqual(conformanceChecks.map((c) => c.name));
    const failed = results.filter((r) => r.error);
    expect(failed.map((r) => r.check)).toEqual(['one unit, one motor action', 'jam']);
    for (const result of failed) expect(result.error).toMatch(/did not finish within 500 ms/);
  });

  it('fails a driver that retries a jam by turning the motor again, naming the check', async () => {
    const results = await runConformance({ name: 'double turn', create: doubleTurnDriver, bench });
    expect(results.filter((r) => r.error)).toEqual([
      {
        check: 'one unit, one motor action',
        error: expect.stringMatching(/jammed slot turned its motor 2 times/),
        ms: expect.any(Number),
      },
    ]);
  });

  it('npm run test:driver exits 1 on the broken driver, naming the failed checks', () => {
    const cli = fileURLToPath(new URL('./cli.ts', import.meta.url));
    const run = spawnSync(process.execPath, ['--import', 'tsx', cli, '--driver', brokenPath], {
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/FAIL jam \(\d+ ms\): a jammed slot gave dropped/);
    expect(run.stdout).toMatch(/3 of 7 checks failed/);
  });
});
