import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UnitInput } from '@kiosk/device-link';
import { startLockerBench, type LockerBench } from './locker-bench';
import createLockerDriver, { type LockerDriver } from './locker-driver';

/**
 * One test per fault of the board emulator. Each fails on a second unlock for a unit, a lost outcome
 * (a unit whose door opened reported as not given, or the reverse) or a hang (the test's time limit).
 */
let bench: LockerBench | null = null;
let unitIndex = 0;
const unit = (slot: string): UnitInput => ({
  deviceId: 'd1',
  slot,
  orderId: 'faults',
  unitIndex: ++unitIndex,
});

async function driverOn(closeAfterMs = 600, env: Record<string, string> = {}) {
  bench = await startLockerBench(closeAfterMs);
  const turns: string[] = [];
  const driver = (await createLockerDriver({
    deviceId: 'd1',
    env: { ...bench.bench.env, ...env },
    log: () => undefined,
    onMotorTurn: (slot) => turns.push(slot),
  })) as LockerDriver;
  return { driver, turns, emulator: bench.emulator, pair: bench.pair };
}

afterEach(async () => {
  await bench?.close();
  bench = null;
});

describe('the locker driver on a faulty board', { timeout: 8_000 }, () => {
  it('a lock that does not open: jammed after one unlock, that locker flagged, the others still give', async () => {
    const { driver, emulator } = await driverOn();
    expect(await driver.dispenseUnit(unit('J1'))).toBe('jammed');
    expect(emulator.unlocks(0, 2)).toBe(1);
    expect(await driver.status()).toEqual({ isOnline: true, faultedSlots: ['J1'] });
    expect(await driver.dispenseUnit(unit('A1'))).toBe('dropped');
  });

  it('a door left open: fault, never dropped, never opened again for that unit or the next', async () => {
    const { driver, emulator } = await driverOn();
    const first = unit('S1');
    expect(await driver.dispenseUnit(first)).toBe('fault');
    expect(await driver.dispenseUnit(first)).toBe('fault');
    expect(await driver.dispenseUnit(unit('S1'))).toBe('fault');
    expect(emulator.unlocks(1, 1)).toBe(1);
    expect((await driver.status()).faultedSlots).toEqual(['S1']);
  });

  it('no answer: fault without firing the lock, offline until the board answers again', async () => {
    const { driver, emulator } = await driverOn();
    emulator.setBoardFault(0, 'silent');
    expect(await driver.dispenseUnit(unit('A1'))).toBe('fault');
    expect(emulator.unlocks(0, 1)).toBe(0);
    expect((await driver.status()).isOnline).toBe(false);
    emulator.setBoardFault(0, null);
    expect(await driver.dispenseUnit(unit('A1'))).toBe('dropped');
    expect((await driver.status()).isOnline).toBe(true);
  });

  it('no answer to the unlock: the lock is not fired again, and the unit is a fault', async () => {
    const { driver, emulator } = await driverOn();
    emulator.setBoardFault(0, 'silent', 'unlock');
    expect(await driver.dispenseUnit(unit('A1'))).toBe('fault');
    expect(emulator.unlocks(0, 1)).toBe(1);
  });

  it('a checksum error on the unlock answer: not fired again; the door is followed to dropped', async () => {
    const { driver, emulator, turns } = await driverOn();
    emulator.setBoardFault(0, 'bad checksum', 'unlock');
    expect(await driver.dispenseUnit(unit('A1'))).toBe('dropped');
    expect(emulator.unlocks(0, 1)).toBe(1);
    expect(turns).toEqual(['A1']);
  });

  it('checksum errors on every answer: fault without firing the lock', async () => {
    const { driver, emulator } = await driverOn();
    emulator.setBoardFault(0, 'bad checksum');
    expect(await driver.dispenseUnit(unit('A1'))).toBe('fault');
    expect(emulator.unlocks(0, 1)).toBe(0);
  });

  it('a board reset while it fires the lock: not fired again; the door is followed to dropped', async () => {
    const { driver, emulator } = await driverOn();
    emulator.setBoardFault(0, 'reset mid-command', 'unlock');
    expect(await driver.dispenseUnit(unit('A1'))).toBe('dropped');
    expect(emulator.unlocks(0, 1)).toBe(1);
  });

  it('the cable pulled while the door is open: fault at once, offline, no hang on the next unit', async () => {
    const { driver, emulator, pair } = await driverOn(60_000);
    const running = driver.dispenseUnit(unit('A1'));
    await vi.waitFor(() => expect(emulator.locker(0, 1).closed).toBe(false));
    await pair.close();
    expect(await running).toBe('fault');
    expect(await driver.status()).toMatchObject({ isOnline: false, faultedSlots: ['A1'] });
    expect(await driver.dispenseUnit(unit('A1'))).toBe('fault');
    expect(emulator.unlocks(0, 1)).toBe(1);
  });

  it('the same unit asked twice at once fires the lock once', async () => {
    const { driver, emulator } = await driverOn();
    const input = unit('A1');
    expect(await Promise.all([driver.dispenseUnit(input), driver.dispenseUnit(input)])).toEqual([
      'dropped',
      'dropped',
    ]);
    expect(emulator.unlocks(0, 1)).toBe(1);
  });
});

describe('the locker driver after a power cut: outcomes read from the board', { timeout: 8_000 }, () => {
  const restarted = (env: Record<string, string> = {}) =>
    createLockerDriver({ deviceId: 'd1', env: { ...bench!.bench.env, ...env }, log: () => undefined });

  it('a door open now: unknown while it may still be taken, dropped when opening is enough', async () => {
    const { driver, emulator } = await driverOn(60_000, { LOCKER_GIVEN_WHEN: 'opened' });
    const cut = unit('A1');
    expect(await driver.dispenseUnit(cut)).toBe('dropped');
    expect(await (await restarted()).unitOutcome(cut)).toBe('unknown');
    expect(await (await restarted({ LOCKER_GIVEN_WHEN: 'opened' })).unitOutcome(cut)).toBe('dropped');
    expect(emulator.unlocks(0, 1)).toBe(1);
  });

  it('a shut door with its item still seen: jammed (nothing left); without the sensor: unknown', async () => {
    await driverOn();
    const neverOpened = unit('A1');
    expect(await (await restarted()).unitOutcome(neverOpened)).toBe('jammed');
    expect(await (await restarted({ LOCKER_ITEM_SENSOR: 'off' })).unitOutcome(neverOpened)).toBe('unknown');
    expect(bench!.emulator.unlocks(0, 1)).toBe(0);
  });

  it('the board silent: unknown, never a guess', async () => {
    const { emulator } = await driverOn();
    emulator.setBoardFault(0, 'silent');
    expect(await (await restarted()).unitOutcome(unit('A1'))).toBe('unknown');
  });
});
