import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DispenseOutcome } from '../dispenser';
import { DispenserSimulator } from './simulator';
import { parseSimulatorFaults } from './simulator-faults';

let units = 0;
/** A new unit id each time: the simulator's journal returns a repeated unit id's outcome instead. */
const unit = (deviceId: string, slot: string) => ({
  deviceId,
  slot,
  orderId: 'o-1',
  unitIndex: ++units,
});

/** Runs n units from one slot, one after another, and gives their outcomes. */
async function run(
  sim: DispenserSimulator,
  deviceId: string,
  slot: string,
  n: number,
): Promise<DispenseOutcome[]> {
  const outcomes: DispenseOutcome[] = [];
  for (let i = 0; i < n; i += 1) outcomes.push(await sim.dispenseUnit(unit(deviceId, slot)));
  return outcomes;
}

describe('simulated dispenser: timing and the drop sensor', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('takes the configured time per unit, and knows the outcome only when the sensor window ends', async () => {
    const sim = new DispenserSimulator({ unitMs: 1000 });
    let outcome: DispenseOutcome | undefined;
    void sim.dispenseUnit(unit('d1', 'A1')).then((o) => (outcome = o));
    await vi.advanceTimersByTimeAsync(800);
    expect(outcome).toBeUndefined(); // the motor has turned; the sensor has not yet seen the drop
    await vi.advanceTimersByTimeAsync(199);
    expect(outcome).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toBe('dropped');
  });

  it('runs units of one device strictly one after another (one motor), whoever calls', async () => {
    const sim = new DispenserSimulator({ unitMs: 100 });
    const done: string[] = [];
    const calls = [
      sim.dispenseUnit(unit('d1', 'A1')).then(() => done.push('order-1 A1')),
      sim.dispenseUnit(unit('d1', 'B2')).then(() => done.push('order-2 B2')),
      sim.dispenseUnit(unit('d1', 'A1')).then(() => done.push('order-1 A1 again')),
    ];
    await vi.advanceTimersByTimeAsync(100);
    expect(done).toEqual(['order-1 A1']);
    await vi.advanceTimersByTimeAsync(100);
    expect(done).toEqual(['order-1 A1', 'order-2 B2']);
    await vi.advanceTimersByTimeAsync(100);
    await Promise.all(calls);
    expect(done).toEqual(['order-1 A1', 'order-2 B2', 'order-1 A1 again']);
  });

  it('runs different devices at the same time', async () => {
    const sim = new DispenserSimulator({ unitMs: 100 });
    const done: string[] = [];
    void sim.dispenseUnit(unit('d1', 'A1')).then(() => done.push('d1'));
    void sim.dispenseUnit(unit('d2', 'A1')).then(() => done.push('d2'));
    await vi.advanceTimersByTimeAsync(100);
    expect(done.sort()).toEqual(['d1', 'd2']);
  });

  it('keeps the queue going after a failed unit', async () => {
    const sim = new DispenserSimulator({ unitMs: 50 });
    sim.injectFault('d1', { slot: 'A1', kind: 'fault' });
    const first = sim.dispenseUnit(unit('d1', 'A1'));
    const second = sim.dispenseUnit(unit('d1', 'A1'));
    await vi.advanceTimersByTimeAsync(100);
    expect([await first, await second]).toEqual(['fault', 'dropped']);
  });
});

describe('simulated dispenser: faults', () => {
  it('jams the 2nd unit of A2 when configured A2:jam@2, then drops again', async () => {
    const sim = new DispenserSimulator({ unitMs: 0, faults: parseSimulatorFaults('A2:jam@2') });
    expect(await run(sim, 'd1', 'A2', 4)).toEqual(['dropped', 'jammed', 'dropped', 'dropped']);
    expect(await run(sim, 'd1', 'A1', 2)).toEqual(['dropped', 'dropped']);
  });

  it('keeps a configured empty slot empty until cleared, and shows it in status', async () => {
    const sim = new DispenserSimulator({ unitMs: 0, faults: parseSimulatorFaults('C4:empty') });
    expect((await sim.status('d1')).faultedSlots).toEqual(['C4']);
    expect(await run(sim, 'd1', 'C4', 3)).toEqual(['empty', 'empty', 'empty']);
    sim.clearFaults('d1');
    expect(await run(sim, 'd1', 'C4', 1)).toEqual(['dropped']);
    expect(await sim.status('d1')).toEqual({ isOnline: true, faultedSlots: [] });
  });

  it('runs a slot empty from a given unit (C4:empty@3)', async () => {
    const sim = new DispenserSimulator({ unitMs: 0, faults: parseSimulatorFaults('C4:empty@3') });
    expect((await sim.status('d1')).faultedSlots).toEqual([]);
    expect(await run(sim, 'd1', 'C4', 4)).toEqual(['dropped', 'dropped', 'empty', 'empty']);
  });

  it('faults several units in a row (B1:faultx3)', async () => {
    const sim = new DispenserSimulator({ unitMs: 0, faults: parseSimulatorFaults('B1:faultx3') });
    expect(await run(sim, 'd1', 'B1', 4)).toEqual(['fault', 'fault', 'fault', 'dropped']);
  });

  it('applies a device-scoped configured fault to that device only', async () => {
    const sim = new DispenserSimulator({ unitMs: 0, faults: parseSimulatorFaults('kiosk-2/A1:jam') });
    expect(await run(sim, 'kiosk-1', 'A1', 1)).toEqual(['dropped']);
    expect(await run(sim, 'kiosk-2', 'A1', 1)).toEqual(['jammed']);
  });

  it('injects faults at run time: the next N units jam, after some that drop', async () => {
    const sim = new DispenserSimulator({ unitMs: 0 });
    await run(sim, 'd1', 'A1', 2);
    sim.injectFault('d1', { slot: 'A1', kind: 'jam', count: 2, after: 1 });
    expect(sim.pendingFaults('d1')).toEqual([{ slot: 'A1', kind: 'jam', atUnit: 4, count: 2 }]);
    expect(await run(sim, 'd1', 'A1', 4)).toEqual(['dropped', 'jammed', 'jammed', 'dropped']);
    expect(sim.pendingFaults('d1')).toEqual([]);
  });

  it('keeps slot state per device', async () => {
    const sim = new DispenserSimulator({ unitMs: 0 });
    sim.injectFault('d1', { slot: 'A1', kind: 'empty' });
    expect(await run(sim, 'd2', 'A1', 1)).toEqual(['dropped']);
    expect(await run(sim, 'd1', 'A1', 1)).toEqual(['empty']);
    expect((await sim.status('d2')).faultedSlots).toEqual([]);
  });

  it('flags a slot whose last unit failed, until a unit drops or the faults are cleared', async () => {
    const sim = new DispenserSimulator({ unitMs: 0 });
    sim.injectFault('d1', { slot: 'A1', kind: 'jam' });
    sim.injectFault('d1', { slot: 'B2', kind: 'fault' });
    await run(sim, 'd1', 'A1', 1);
    await run(sim, 'd1', 'B2', 1);
    expect((await sim.status('d1')).faultedSlots).toEqual(['A1', 'B2']);
    await run(sim, 'd1', 'A1', 1);
    expect((await sim.status('d1')).faultedSlots).toEqual(['B2']);
    sim.clearFaults('d1', 'B2');
    expect((await sim.status('d1')).faultedSlots).toEqual([]);
  });

  it('clears one slot without touching the others', async () => {
    const sim = new DispenserSimulator({ unitMs: 0 });
    sim.injectFault('d1', { slot: 'A1', kind: 'empty' });
    sim.injectFault('d1', { slot: 'B1', kind: 'empty' });
    sim.clearFaults('d1', 'A1');
    expect(await run(sim, 'd1', 'A1', 1)).toEqual(['dropped']);
    expect(await run(sim, 'd1', 'B1', 1)).toEqual(['empty']);
  });
});
