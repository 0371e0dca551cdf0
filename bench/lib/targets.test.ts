import { describe, expect, it } from 'vitest';
import { REFERENCE_CEILING, targetRows, type Extras } from './targets';

/** A run whose bare ceiling for the list body was `speed` of the reference machine's, starting in `startMs`. */
const rowsAt = (speed: number, startMs: number) => {
  const extras: Extras = {
    starts: [{ database: 'PostgreSQL', freshMs: startMs, existingMs: startMs }],
    pgliteRssPeakMb: null,
    repeatedFetchStatus: 304,
    scale: null,
  };
  const ceiling = { bodyBytes: 7_700, perSecond: REFERENCE_CEILING.perSecond * speed, p50Ms: 1, p99Ms: 2 };
  return targetRows(
    {
      date: '2026-11-28',
      machine: { cpus: 2, memoryGb: 24, node: 'v24', loadAverage: [1, 1, 1] },
      settings: {},
      api: [{ database: 'PostgreSQL', ceiling: [ceiling], figures: [] }],
      bundles: [],
      browser: { skipped: 'no browser here' },
    },
    extras,
  );
};
const coldStart = (rows: ReturnType<typeof rowsAt>) => rows.find((r) => r.target.includes('existing data'))!;

describe('time targets scaled by the measured host speed', () => {
  it('gives a slower host longer: 1,000 ms at ×0.63 is 1,587 ms, shown beside the reference', () => {
    const row = coldStart(rowsAt(0.63, 1_500));
    expect(row.target).toContain('≤ 1000 ms (here 1587 ms)');
    expect(row.isMet).toBe(true);
    expect(coldStart(rowsAt(0.63, 1_600)).isMet).toBe(false);
  });

  it('gives a faster host less: 1,000 ms at ×1.60 is 625 ms', () => {
    expect(coldStart(rowsAt(1.6, 700)).target).toContain('(here 625 ms)');
    expect(coldStart(rowsAt(1.6, 700)).isMet).toBe(false);
  });
});
