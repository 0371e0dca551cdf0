import { describe, expect, it } from 'vitest';
import { runFleetLoad } from './support/load-run';

const hasTools = process.env.TEST_DATABASE_URL !== undefined;
const KIOSKS = Number(process.env.FLEET_LOAD_KIOSKS ?? 100);
const SECONDS = Number(process.env.FLEET_LOAD_SECONDS ?? 30);

/**
 * `npm run bench:fleet` reduced: its harness runs in every `npm test`, so it cannot rot. Only
 * what holds on any machine is asserted: every call answered, every unit recorded once; the latencies
 * are the bench's to report (bench/results/fleet-scale.md), not this test's.
 */
describe.skipIf(!hasTools)('the fleet under load, reduced: 100 kiosks for 30 s', () => {
  it('walks every visit to a dispensed order: 0 failed calls, 0 units lost or doubled', async () => {
    const figures = await runFleetLoad({
      kiosks: KIOSKS,
      visitsPerSecond: 2,
      seconds: SECONDS,
      unitMs: 20,
      compareOneInstance: false,
      adminUrl: process.env.TEST_DATABASE_URL!,
      operators: 1,
    });
    expect(figures.two.failures).toEqual([]);
    expect(figures.two.failedCalls).toBe(0);
    expect(figures.two.visits).toBe(2 * SECONDS);
    expect(figures.unitsDropped).toBe(figures.two.visits);
    expect({ lost: figures.unitsLost, doubled: figures.unitsDoubled }).toEqual({ lost: 0, doubled: 0 });
    expect(figures.console.failed).toBe(0);
    // The database's work by table is counted: a visit writes its order more than once (made, paid,
    // dispensing, dispensed), and holds then takes its unit from the kiosk's stock.
    expect(figures.two.tablesPerVisit.orders?.writes).toBeGreaterThan(1);
    expect(figures.two.tablesPerVisit.device_stock?.writes).toBeGreaterThan(0);
  }, 300_000);
});
