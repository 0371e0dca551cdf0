import { describe, expect, it } from 'vitest';
import { phaseTimes } from '../../../../scripts/phase-times.mjs';

/** A clock the phases move by hand. */
function clock() {
  let ms = 0;
  return { now: () => ms, advance: (by: number) => (ms += by) };
}

describe("npm test's table of phase times", () => {
  it('lists every phase with its start and wall time, and the total', async () => {
    const time = clock();
    const phases = phaseTimes(time.now);
    await phases.time('npx vitest run', () => (time.advance(22 * 60_000 + 5_400), true));
    await phases.time('npm run build', () => (time.advance(95_000), true));
    phases.add('npm run test:fleet', 'skipped (haproxy not found)');
    expect(phases.table().split('\n')).toEqual([
      'npm test phases:',
      'phase                from     m:ss  result',
      'npx vitest run       0:00    22:05  ok',
      'npm run build       22:05     1:35  ok',
      'npm run test:fleet      -        -  skipped (haproxy not found)',
      'total                        23:40  ',
    ]);
  });

  it('shows phases run side by side as overlapping spans, in the order they started', async () => {
    const time = clock();
    const phases = phaseTimes(time.now);
    let finishVitest = (_: boolean) => {};
    const vitest = phases.time('vitest', () => new Promise<boolean>((resolve) => (finishVitest = resolve)));
    time.advance(10_000);
    await phases.time('build', () => (time.advance(60_000), true));
    time.advance(30_000);
    finishVitest(true);
    await vitest;
    const rows = phases.table().split('\n');
    expect(rows[2]).toMatch(/^vitest\s+0:00\s+1:40 {2}ok$/);
    expect(rows[3]).toMatch(/^build\s+0:10\s+1:00 {2}ok$/);
    expect(rows[4]).toMatch(/^total\s+1:40/);
  });

  it('says where a failed run stopped', async () => {
    const time = clock();
    const phases = phaseTimes(time.now);
    expect(await phases.time('npx vitest run', () => (time.advance(60_000), true))).toBe(true);
    expect(await phases.time('npm run test:resilience', () => (time.advance(30_000), false))).toBe(false);
    const table = phases.table();
    expect(table).toMatch(/^npm test failed in "npm run test:resilience"; later phases did not run\./);
    expect(table).toMatch(/npm run test:resilience\s+1:00\s+0:30 {2}FAILED/);
    expect(table).toMatch(/total\s+1:30/);
  });
});
