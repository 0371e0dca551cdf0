import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Dispenser, UnitInput } from '@kiosk/device-link';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DriverConfig } from '../driver';
import { Command } from './frame';
import createSpiralDriver from './spiral-driver';
import { openSpiralBench, type SpiralBench } from './test-bench';

let bench: SpiralBench;
let drivers: Dispenser[] = [];

let unitIndex = 0;
const unit = (slot: string): UnitInput => ({
  deviceId: 'k1',
  slot,
  orderId: 'o-faults',
  unitIndex: ++unitIndex,
});

/** A driver on the bench, with the motor turns it reports and the lines it logs. */
async function startDriver() {
  const turns: string[] = [];
  const logs: { message: string; fields?: Record<string, unknown> }[] = [];
  const config: DriverConfig = {
    deviceId: 'k1',
    env: bench.env,
    log: (message, fields) => logs.push({ message, ...(fields ? { fields } : {}) }),
    onMotorTurn: (slot) => turns.push(slot),
  };
  const driver = await createSpiralDriver(config);
  drivers.push(driver);
  return { driver, turns, logs };
}

const CLOSED = 'spiral board: port closed (cable pulled or board unplugged)';
const drivesSent = () => bench.board.received.filter((f) => f.command === Command.driveSelection).length;

afterEach(async () => {
  await Promise.all(drivers.map((d) => d.close?.()));
  drivers = [];
  await bench.close();
});

describe('the spiral driver on board faults', () => {
  it('a jam: jammed after one turn, the slot flagged, never turned again for that unit', async () => {
    bench = await openSpiralBench();
    const { driver, turns } = await startDriver();
    const input = unit('20');
    expect(await driver.dispenseUnit(input)).toBe('jammed');
    expect(await driver.dispenseUnit(input)).toBe('jammed');
    expect(turns).toEqual(['20']);
    expect(bench.board.motorTurns).toEqual([20]);
    expect((await driver.status('k1')).faultedSlots).toEqual(['20']);
  });

  it('an empty spiral: empty with no motor turned; a silent sensor: jammed, never a guessed drop', async () => {
    bench = await openSpiralBench();
    const { driver, turns } = await startDriver();
    expect(await driver.dispenseUnit(unit('30'))).toBe('empty');
    expect(bench.board.motorTurns).toEqual([]);
    expect(await driver.dispenseUnit(unit('40'))).toBe('jammed');
    // the item fell (the board's stock went down) but the sensor saw nothing: not reported dropped
    expect(bench.board.spirals[40]!.stock).toBe(49);
    expect(turns).toEqual(['40']);
    expect((await driver.status('k1')).faultedSlots.sort()).toEqual(['30', '40']);
  });

  it('no answer before the unit: fault, no motor turned, the board offline', async () => {
    bench = await openSpiralBench();
    const { driver, turns } = await startDriver();
    bench.board.isMuted = true;
    expect(await driver.dispenseUnit(unit('10'))).toBe('fault');
    expect(turns).toEqual([]);
    expect(bench.board.motorTurns).toEqual([]);
    expect((await driver.status('k1')).isOnline).toBe(false);
    bench.board.isMuted = false;
    await vi.waitFor(async () => expect((await driver.status('k1')).isOnline).toBe(true), { timeout: 5_000 });
    expect(await driver.dispenseUnit(unit('10'))).toBe('dropped');
  });

  it('no answer while the motor turns: fault, and the drive command is never sent again', async () => {
    bench = await openSpiralBench();
    const { driver, turns, logs } = await startDriver();
    const input = unit('10');
    const outcome = driver.dispenseUnit(input);
    await vi.waitFor(() => expect(bench.board.motorTurns).toHaveLength(1), { timeout: 5_000 });
    bench.board.isMuted = true;
    const mutedAt = Date.now();
    // the board answers again once the driver gave up waiting (SPIRAL_VEND_TIMEOUT_MS on the bench)
    await vi.waitFor(() => expect(Date.now() - mutedAt).toBeGreaterThan(1_600), { timeout: 5_000 });
    bench.board.isMuted = false;
    expect(await outcome).toBe('fault');
    expect(await driver.dispenseUnit(input)).toBe('fault');
    // the board's late result is read and logged; nothing is driven again
    await vi.waitFor(
      () => expect(logs.map((l) => l.message)).toContain('spiral board: result of an earlier vend'),
      { timeout: 5_000 },
    );
    expect(drivesSent()).toBe(1);
    expect(turns).toEqual(['10']);
    expect(bench.board.motorTurns).toEqual([10]);
  });

  it('checksum errors: bad frames are dropped, the repeated good one counts, one turn', async () => {
    bench = await openSpiralBench();
    const { driver, turns, logs } = await startDriver();
    bench.board.corruptNext = 3;
    expect(await driver.dispenseUnit(unit('10'))).toBe('dropped');
    expect(logs.filter((l) => /bad checksum/.test(l.message))).toHaveLength(3);
    expect(turns).toEqual(['10']);
    expect(bench.board.motorTurns).toEqual([10]);
  });

  it('a board reset while the motor turns: the lost result is a fault, never a second turn', async () => {
    bench = await openSpiralBench();
    const { driver, turns } = await startDriver();
    bench.board.restartDuringNextVend = true;
    const input = unit('10');
    expect(await driver.dispenseUnit(input)).toBe('fault');
    expect((await driver.status('k1')).faultedSlots).toEqual(['10']);
    expect(await driver.dispenseUnit(input)).toBe('fault');
    expect(drivesSent()).toBe(1);
    expect(turns).toEqual(['10']);
    // the board is back: the next unit drops and the slot is no longer flagged
    expect(await driver.dispenseUnit(unit('10'))).toBe('dropped');
    expect((await driver.status('k1')).faultedSlots).toEqual([]);
  });

  it('a board reset between units: its numbering starts again at 1 and its answers still count', async () => {
    bench = await openSpiralBench();
    const { driver } = await startDriver();
    expect(await driver.dispenseUnit(unit('30'))).toBe('empty');
    bench.board.restart();
    // the same answer, with the same packNo, after the board started again: not a repeat
    expect(await driver.dispenseUnit(unit('30'))).toBe('empty');
    expect(bench.board.motorTurns).toEqual([]);
  });

  it('the cable pulled mid-vend: fault at once, offline, and no motor turned until it is back', async () => {
    bench = await openSpiralBench();
    const { driver, turns, logs } = await startDriver();
    const outcome = driver.dispenseUnit(unit('10'));
    await vi.waitFor(() => expect(bench.board.motorTurns).toHaveLength(1), { timeout: 5_000 });
    await bench.board.pullCable();
    await bench.pty.close();
    expect(await outcome).toBe('fault');
    expect(logs.map((l) => l.message)).toContain(CLOSED);
    expect((await driver.status('k1')).isOnline).toBe(false);
    expect(await driver.dispenseUnit(unit('10'))).toBe('fault');
    expect(turns).toEqual(['10']);
  });

  it('the cable plugged back in: the port is opened again and units drop again', async () => {
    const link = join(mkdtempSync(join(tmpdir(), 'spiral-')), 'ttyKIOSK');
    bench = await openSpiralBench({}, link);
    const { driver, logs } = await startDriver();
    expect(await driver.dispenseUnit(unit('10'))).toBe('dropped');
    await bench.close();
    await vi.waitFor(() => expect(logs.map((l) => l.message)).toContain(CLOSED), { timeout: 5_000 });
    expect(await driver.dispenseUnit(unit('10'))).toBe('fault');
    bench = await openSpiralBench({}, link);
    await vi.waitFor(async () => expect((await driver.status('k1')).isOnline).toBe(true), { timeout: 5_000 });
    expect(await driver.dispenseUnit(unit('10'))).toBe('dropped');
    expect(bench.board.motorTurns).toEqual([10]);
  });

  it('after the agent stops mid-vend, the restarted driver reads the result from the board', async () => {
    bench = await openSpiralBench({ pollMs: 40, vendMs: 200 });
    const first = await startDriver();
    const cut = first.driver.dispenseUnit(unit('20'));
    await vi.waitFor(() => expect(bench.board.motorTurns).toHaveLength(1), { timeout: 5_000 });
    await first.driver.close!();
    expect(await cut).toBe('fault');
    const second = await startDriver();
    await vi.waitFor(
      () => expect(second.logs.map((l) => l.message)).toContain('spiral board: result of an earlier vend'),
      { timeout: 5_000 },
    );
    expect((await second.driver.status('k1')).faultedSlots).toEqual(['20']);
    expect(bench.board.motorTurns).toEqual([20]);
    expect([...first.turns, ...second.turns]).toEqual(['20']);
  });
});
