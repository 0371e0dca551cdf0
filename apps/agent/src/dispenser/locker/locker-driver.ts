import { setTimeout as sleep } from 'node:timers/promises';
import {
  unitIdOf,
  type DispenseOutcome,
  type Dispenser,
  type DispenserStatus,
  type UnitInput,
  type UnitRecord,
} from '@kiosk/device-link';
import type { DriverConfig, DriverFactory } from '../driver';
import { LockerBus } from './bus';
import type { BoardState } from './protocol';
import { lockerSettings, type LockerPlace, type LockerSettings } from './settings';

type Read = { closed: boolean; itemSeen: boolean } | null;

const STATUS_READ_TRIES = 3;

/** One locker's door and item sensor out of its board's state. */
const pick = (state: BoardState, place: LockerPlace): NonNullable<Read> => ({
  closed: state.closed[place.channel - 1]!,
  itemSeen: state.itemSeen[place.channel - 1]!,
});

/**
 * Lockers on Kerong-style RS-485 lock-control boards (docs/hardware.md, "Locker towers"). One unit is
 * one locker door: read the board, fire the lock once, watch the door open and (by default) close again.
 * A lock is fired at most once per unit id, whatever the board answers: a garbled or missing answer
 * is followed by status reads only, never a second unlock.
 */
export class LockerDriver implements Dispenser {
  private readonly units = new Map<string, Promise<DispenseOutcome>>();
  private readonly faulted = new Set<string>();
  private queue: Promise<unknown> = Promise.resolve();
  private isOnline = true;

  constructor(
    private readonly settings: LockerSettings,
    private readonly config: Pick<DriverConfig, 'log' | 'onMotorTurn'>,
  ) {}

  dispenseUnit(input: UnitInput): Promise<DispenseOutcome> {
    const unitId = unitIdOf(input);
    const known = this.units.get(unitId);
    if (known) return known;
    const run = this.onBus((bus) => this.giveOne(bus, input.slot)).catch((): DispenseOutcome => 'fault');
    this.units.set(unitId, run);
    return run;
  }

  /** A unit this process ran: its outcome. One it did not (a restart): what the board shows now. */
  async unitOutcome(input: UnitInput): Promise<UnitRecord> {
    const known = this.units.get(unitIdOf(input));
    if (known) return known;
    const place = this.settings.slots.get(input.slot);
    if (!place) return 'unknown';
    const now = await this.onBus((bus) => this.read(bus, place, STATUS_READ_TRIES)).catch(() => null);
    if (!now) return 'unknown';
    // Only an unlock opens a door: open now means it opened for this unit.
    if (!now.closed) return this.settings.givenWhen === 'opened' ? 'dropped' : 'unknown';
    // Shut with its item still inside: nothing left the locker.
    if (this.settings.itemSensor && now.itemSeen) return 'jammed';
    return 'unknown';
  }

  async status(): Promise<DispenserStatus> {
    return { isOnline: this.isOnline, faultedSlots: [...this.faulted] };
  }

  async close(): Promise<void> {
    await this.queue.catch(() => undefined);
  }

  /** Runs a job with the bus open, after the jobs before it; the port is closed when the job ends. */
  private onBus<T>(job: (bus: LockerBus) => Promise<T>): Promise<T> {
    const { path, baudRate, replyMs } = this.settings;
    const run = this.queue.then(async () => {
      const bus = await LockerBus.open(path, baudRate, replyMs).catch((error: unknown) => {
        this.isOnline = false;
        throw error;
      });
      try {
        return await job(bus);
      } finally {
        await bus.close();
      }
    });
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** The locker's door and item sensor; null when the board gave no good answer in `tries` reads. */
  private async read(bus: LockerBus, place: LockerPlace, tries = 1): Promise<Read> {
    if (bus.closed) this.isOnline = false;
    for (let attempt = 0; attempt < tries && !bus.closed; attempt += 1) {
      try {
        const state = await bus.request(place.board, place.channel - 1, 'status');
        this.isOnline = true;
        return pick(state, place);
      } catch {
        this.isOnline = false;
      }
    }
    return null;
  }

  /**
   * Polls the locker until `wanted` holds ('seen'), or `ms` passed with the board answering ('not seen'),
   * or the board stopped answering or the port went ('lost': what the door did is not known).
   */
  private async waitFor(
    bus: LockerBus,
    place: LockerPlace,
    wanted: (r: NonNullable<Read>) => boolean,
    ms: number,
  ): Promise<'seen' | 'not seen' | 'lost'> {
    const until = Date.now() + ms;
    for (;;) {
      const now = await this.read(bus, place, STATUS_READ_TRIES);
      if (!now) return 'lost';
      if (wanted(now)) return 'seen';
      if (Date.now() >= until) return 'not seen';
      await sleep(this.settings.pollMs);
    }
  }

  private fail(slot: string, outcome: DispenseOutcome, why: string): DispenseOutcome {
    this.faulted.add(slot);
    this.config.log('locker: unit not given', { slot, outcome, why });
    return outcome;
  }

  private async giveOne(bus: LockerBus, slot: string): Promise<DispenseOutcome> {
    const place = this.settings.slots.get(slot);
    if (!place) return this.fail(slot, 'fault', 'slot is not in LOCKER_SLOTS');
    const before = await this.read(bus, place, STATUS_READ_TRIES);
    if (!before) return this.fail(slot, 'fault', 'board did not answer');
    if (!before.closed) return this.fail(slot, 'fault', 'door already open');
    if (this.settings.itemSensor && !before.itemSeen)
      return this.fail(slot, 'empty', 'item sensor sees nothing');
    this.config.onMotorTurn?.(slot);
    const answer = await bus.request(place.board, place.channel - 1, 'unlock').then(
      (state) => pick(state, place),
      () => null,
    );
    const { openWaitMs, closeWaitMs, givenWhen, itemSensor } = this.settings;
    // Open, or already shut again with its item gone (a quick hand between two reads).
    const wasOpened = (r: NonNullable<Read>) => !r.closed || (itemSensor && !r.itemSeen);
    const opened =
      answer && wasOpened(answer) ? 'seen' : await this.waitFor(bus, place, wasOpened, openWaitMs);
    if (opened === 'lost') return this.fail(slot, 'fault', 'board lost while the lock fired');
    if (opened === 'not seen')
      return answer
        ? this.fail(slot, 'jammed', 'door did not open')
        : this.fail(slot, 'fault', 'unlock unanswered and door did not open');
    if (givenWhen === 'opened') return 'dropped';
    const closed = await this.waitFor(bus, place, (r) => r.closed, closeWaitMs);
    if (closed === 'lost') return this.fail(slot, 'fault', 'board lost while the door was open');
    if (closed === 'not seen') return this.fail(slot, 'fault', 'door opened and was not closed again');
    return 'dropped';
  }
}

/** The locker driver (`AGENT_DRIVER=<path to this file>`), from its LOCKER_* settings. */
const createLockerDriver: DriverFactory = ({ env, log, onMotorTurn }) =>
  new LockerDriver(lockerSettings(env), { log, ...(onMotorTurn ? { onMotorTurn } : {}) });
export default createLockerDriver;

/** The port the driver opens: LOCKER_PORT (the agent claims it while it runs). */
export const serialPort = (env: Record<string, string | undefined>) => lockerSettings(env).path;
