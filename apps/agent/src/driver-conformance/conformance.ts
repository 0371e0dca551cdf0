import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DispenseOutcome, Dispenser, UnitInput } from '@kiosk/device-link';
import { assertDispenser, type ConformanceBench, type DriverFactory } from '../dispenser/driver';
import { Journal } from '../journal';
import { UnitRunner } from '../unit-runner';

/** The driver under test, on its bench. */
export interface DriverUnderTest {
  name: string;
  create: DriverFactory;
  bench: ConformanceBench;
  /** The machine's device id on the bench. */
  deviceId?: string;
}

export interface CheckResult {
  check: string;
  error: string | null;
  ms: number;
}

class CheckFailed extends Error {}

function expectThat(isTrue: boolean, message: string): void {
  if (!isTrue) throw new CheckFailed(message);
}

interface Bench {
  deviceId: string;
  slots: ConformanceBench['slots'];
  /** A new unit of this check, from a slot. */
  unit(slot: string): UnitInput;
  /** A new instance of the driver, as the agent builds it at start; closed when the check ends. */
  start(): Promise<Dispenser>;
  /** A directory of this check, removed when it ends. */
  dir: string;
  /** How often the driver reported turning this slot's motor in this check (onMotorTurn). */
  motorTurns(slot: string): number;
}

const NOT_DROPPED: readonly DispenseOutcome[] = ['jammed', 'fault'];

/** A slot the driver says is faulted, or a machine it says is offline. */
async function isFlagged(dispenser: Dispenser, deviceId: string, slot: string): Promise<boolean> {
  const status = await dispenser.status(deviceId);
  return !status.isOnline || status.faultedSlots.includes(slot);
}

type Check = { name: string; run(bench: Bench): Promise<void> };

/** A unit from a slot set up faulted gives that outcome, and the driver's status flags the slot. */
function faultedSlotCheck(name: string, slot: 'jammed' | 'empty', outcome: DispenseOutcome): Check {
  return {
    name,
    async run({ start, unit, slots, deviceId }) {
      const dispenser = await start();
      const got = await dispenser.dispenseUnit(unit(slots[slot]));
      expectThat(got === outcome, `a${slot === 'empty' ? 'n' : ''} ${slot} slot gave ${got}, not ${outcome}`);
      expectThat(
        await isFlagged(dispenser, deviceId, slots[slot]),
        `status does not flag the ${slot} slot ${slots[slot]}`,
      );
    },
  };
}

/**
 * What every driver must do (docs/device-agent.md, "Writing a hardware driver"). Each check builds its
 * own driver instance and uses its own unit ids; the bench's slots are set up as their names say.
 */
export const conformanceChecks: Check[] = [
  {
    name: 'one unit',
    async run({ start, unit, slots, deviceId }) {
      const dispenser = await start();
      const input = unit(slots.stocked);
      const outcome = await dispenser.dispenseUnit(input);
      expectThat(outcome === 'dropped', `a stocked slot gave ${outcome}, not dropped`);
      const again = await dispenser.dispenseUnit(input);
      expectThat(again === 'dropped', `the same unit id asked again gave ${again}, not its outcome`);
      const record = await dispenser.unitOutcome(input);
      expectThat(
        record === 'dropped' || record === 'unknown',
        `unitOutcome of a dropped unit is ${record}: only dropped or unknown are true`,
      );
      const status = await dispenser.status(deviceId);
      expectThat(status.isOnline, 'status says offline after a unit dropped');
      expectThat(
        !status.faultedSlots.includes(slots.stocked),
        `status flags the stocked slot ${slots.stocked} as faulted`,
      );
    },
  },
  {
    name: 'several units',
    async run({ start, unit, slots }) {
      const dispenser = await start();
      // Asked all at once, as the agent may: one motor, so the driver runs them one after another.
      const inputs = [1, 2, 3].map(() => unit(slots.stocked));
      const finished: number[] = [];
      const outcomes = await Promise.all(
        inputs.map((input, i) => dispenser.dispenseUnit(input).then((o) => (finished.push(i), o))),
      );
      expectThat(
        outcomes.every((o) => o === 'dropped'),
        `three units from a stocked slot gave ${outcomes.join(', ')}`,
      );
      expectThat(finished.join() === '0,1,2', `units finished in the order ${finished.join(', ')}`);
    },
  },
  {
    name: 'one unit, one motor action',
    async run({ start, unit, slots, motorTurns }) {
      const dispenser = await start();
      const input = unit(slots.stocked);
      await dispenser.dispenseUnit(input);
      const turns = motorTurns(slots.stocked);
      expectThat(
        turns === 1,
        `a unit from a stocked slot turned its motor ${turns} times, not once (report each turn: onMotorTurn)`,
      );
      await dispenser.dispenseUnit(input);
      expectThat(motorTurns(slots.stocked) === 1, 'the same unit id asked again turned the motor again');
      await dispenser.dispenseUnit(unit(slots.jammed));
      const jammedTurns = motorTurns(slots.jammed);
      expectThat(
        jammedTurns === 1,
        `a unit from a jammed slot turned its motor ${jammedTurns} times: a jam is reported, never retried`,
      );
    },
  },
  faultedSlotCheck('jam', 'jammed', 'jammed'),
  faultedSlotCheck('empty slot', 'empty', 'empty'),
  {
    name: 'drop sensor silent',
    async run({ start, unit, slots, deviceId }) {
      const dispenser = await start();
      const outcome = await dispenser.dispenseUnit(unit(slots.silentSensor));
      expectThat(
        NOT_DROPPED.includes(outcome),
        `a unit the drop sensor did not see gave ${outcome}: only jammed or fault, never a guessed drop`,
      );
      expectThat(
        await isFlagged(dispenser, deviceId, slots.silentSensor),
        `status does not flag the slot ${slots.silentSensor} whose sensor saw nothing`,
      );
    },
  },
  {
    name: 'power loss mid-unit recovered from the journal',
    async run({ start, unit, slots, deviceId, dir }) {
      const journalPath = join(dir, 'agent.journal.jsonl');
      const atCut = join(dir, 'at-power-cut.journal.jsonl');
      const before = new Journal(journalPath);
      const cut = unit(slots.stocked);
      const unitId = `${cut.orderId}:${cut.unitIndex}`;
      const running = new UnitRunner(deviceId, before, await start()).run(unitId, slots.stocked);
      // The power goes while the motor turns: the disk holds what was fsynced by then.
      copyFileSync(journalPath, atCut);
      await running;
      before.close();

      const journal = new Journal(atCut);
      try {
        const dispenser = await start();
        let motorRuns = 0;
        const counted: Dispenser = {
          dispenseUnit: (input) => ((motorRuns += 1), dispenser.dispenseUnit(input)),
          unitOutcome: (input) => dispenser.unitOutcome(input),
          status: (id) => dispenser.status(id),
        };
        const runner = new UnitRunner(deviceId, journal, counted);
        const answer = runner.answer(unitId);
        expectThat(answer === 'unknown', `after the power cut the cut unit is ${answer}, not unknown`);
        const again = await runner.run(unitId, slots.stocked);
        expectThat(again === 'unknown' && motorRuns === 0, 'the cut unit was run again after restart');
        const next = unit(slots.stocked);
        const outcome = await runner.run(`${next.orderId}:${next.unitIndex}`, slots.stocked);
        expectThat(outcome === 'dropped', `the first unit after restart gave ${outcome}, not dropped`);
        expectThat((await counted.status(deviceId)).isOnline, 'status says offline after restart');
      } finally {
        journal.close();
      }
    },
  },
];

/** How long one check may take when the bench does not say (checkLimitMs). */
export const DEFAULT_CHECK_LIMIT_MS = 60_000;

/** The promise, or a failed check once `ms` passed (a driver call that never settles). */
async function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    const message = `did not finish within ${ms} ms: a driver call never settled (a stalled driver)`;
    timer = setTimeout(() => reject(new CheckFailed(message)), ms);
  });
  try {
    return await Promise.race([promise, limit]);
  } finally {
    clearTimeout(timer);
  }
}

/** One check on its own driver instances, directory and unit ids, within the bench's time limit. */
async function runCheck(driver: DriverUnderTest, check: Check, next: () => UnitInput['unitIndex']) {
  const deviceId = driver.deviceId ?? 'conformance-bench';
  const limitMs = driver.bench.checkLimitMs ?? DEFAULT_CHECK_LIMIT_MS;
  const dir = mkdtempSync(join(tmpdir(), 'driver-conformance-'));
  const orderId = `conformance-${Date.now().toString(36)}-${next()}`;
  const started: Dispenser[] = [];
  const turns: string[] = [];
  const startedAt = Date.now();
  let error: string | null = null;
  try {
    const run = check.run({
      deviceId,
      slots: driver.bench.slots,
      dir,
      unit: (slot) => ({ deviceId, slot, orderId, unitIndex: next() }),
      motorTurns: (slot) => turns.filter((s) => s === slot).length,
      async start() {
        const dispenser = await driver.create({
          deviceId,
          env: { ...process.env, ...driver.bench.env },
          log: () => undefined,
          onMotorTurn: (slot) => turns.push(slot),
        });
        assertDispenser(dispenser, driver.name);
        started.push(dispenser);
        return dispenser;
      },
    });
    await within(run, limitMs);
  } catch (failure) {
    error = failure instanceof CheckFailed ? failure.message : `threw ${String(failure)}`;
  } finally {
    const closing = Promise.allSettled(started.map((d) => d.close?.()));
    await within(closing, limitMs).catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  }
  return { check: check.name, error, ms: Date.now() - startedAt };
}

/**
 * Runs every check (or those named) against the driver; a failed check never stops the others, nor
 * does a stalled one: each has the bench's time limit (checkLimitMs, 60 s).
 */
export async function runConformance(
  driver: DriverUnderTest,
  only?: readonly string[],
): Promise<CheckResult[]> {
  const results: CheckResult[] = [];
  let unitIndex = 0;
  for (const check of conformanceChecks) {
    if (only && !only.includes(check.name)) continue;
    results.push(await runCheck(driver, check, () => ++unitIndex));
  }
  return results;
}
