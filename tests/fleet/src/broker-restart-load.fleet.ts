import { describe, expect, it } from 'vitest';
import { runFleetFault } from './support/fault-run';

const hasTools = process.env.TEST_DATABASE_URL !== undefined;
const AGENTS = 200;

/**
 * `npm run bench:fleet -- --fault broker-restart` reduced (docs/device-agent.md, "Reconnecting"): two API
 * instances behind the shipped HAProxy on PostgreSQL, 200 real agents, visits paying and dispensing at 2 a
 * second. Mosquitto is killed 8 s into the visits and started again 2 s later. Every unit the agents dropped
 * is recorded once, no order is left dispensing (a failed visit's order ends dispensed or failed, the customer
 * not charged for what was not dispensed), only calls in flight at the fault or sent while the broker was away
 * fail, and every agent is connected again within a minute of the broker's return. The figures (agents ready
 * through the proxy) are the bench's to report (bench/results/fleet-faults.md).
 */
describe.skipIf(!hasTools)(`a broker restart under ${AGENTS} agents with visits running`, () => {
  it('loses, doubles and strands no unit; every agent back online within 60 s', async () => {
    const figures = await runFleetFault({
      fault: 'broker-restart',
      kiosks: AGENTS,
      visitsPerSecond: 2,
      unitMs: 20,
      faultAfterMs: 8_000,
      awayMs: 2_000,
      recoveryMs: 10_000,
      adminUrl: process.env.TEST_DATABASE_URL!,
      giveUpMs: 20_000,
    });
    console.log(`broker restart under ${AGENTS} agents: ${JSON.stringify(figures)}`);
    expect({ lost: figures.unitsLost, doubled: figures.unitsDoubled, stuck: figures.stuck }).toEqual({
      lost: 0,
      doubled: 0,
      stuck: 0,
    });
    // Nothing failed before the broker went, nor anything sent after its return (a dispense waits for the
    // instance's connection and the kiosk's agent); every agent connected again within a minute of it.
    expect(figures.failedCalls).toMatchObject({ before: 0, after: 0 });
    expect(figures.agentsDropped).toBe(AGENTS);
    expect(figures.reconnectMs.all).not.toBeNull();
    expect(figures.reconnectMs.all!).toBeLessThan(60_000);
    // No failed visit's order is left dispensing: each ended, or its dispense can be asked again.
    expect(figures.failedOrders.dispensing ?? 0).toBe(0);
    // The visits before and after the outage end dispensed: the fleet works on once the broker is back.
    expect(figures.dispensed).toBeGreaterThan(figures.visits / 2);
  }, 300_000);
});
