import { describe, expect, it } from 'vitest';
import { phaseTimes } from '../../../../scripts/phase-times.mjs';

/** A clock the phases move: each phase's body advances it by its own duration. */
function clock() {
  let ms = 0;
  return { now: () => ms, advance: (by: number) => (ms += by) };
}

describe("npm test's table of phase times", () => {
  it('lists every phase with its wall time, and the total', () => {
    const time = clock();
    const phases = phaseTimes(time.now);
    phases.time('npx vitest run', () => (time.advance(22 * 60_000 + 5_400), true));
    phases.time('npm run build', () => (time.advance(95_000), true));
    phases.add('npm run test:fleet', null, 'skipped (haproxy not found)');
    expect(phases.table().split('\n')).toEqual([
      'npm test phases:',
      'phase                  m:ss  result',
      'npx vitest run        22:05  ok',
      'npm run build          1:35  ok',
      'npm run test:fleet        -  skipped (haproxy not found)',
      'total                 23:40  ',
    ]);
  });

  it('says where a failed run stopped', () => {
    const time = clock();
    const phases = phaseTimes(time.now);
    expect(phases.time('npx vitest run', () => (time.advance(60_000), true))).toBe(true);
    expect(phases.time('npm run test:resilience', () => (time.advance(30_000), false))).toBe(false);
    const table = phases.table();
    expect(table).toMatch(
      /^npm test stopped at "npm run test:resilience"; the phases after it did not run\./,
    );
    expect(table).toMatch(/npm run test:resilience\s+0:30 {2}FAILED/);
    expect(table).toMatch(/total\s+1:30/);
  });
});
