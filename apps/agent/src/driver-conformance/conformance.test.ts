import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadDriverModule } from '../dispenser/driver';
import { conformanceChecks, runConformance } from './conformance';

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

  it('npm run test:driver exits 1 on the broken driver, naming the failed checks', () => {
    const cli = fileURLToPath(new URL('./cli.ts', import.meta.url));
    const run = spawnSync(process.execPath, ['--import', 'tsx', cli, '--driver', brokenPath], {
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/FAIL jam \(\d+ ms\): a jammed slot gave dropped/);
    expect(run.stdout).toMatch(/3 of 6 checks failed/);
  });
});
