import {
  unitIdOf,
  type DispenseOutcome,
  type Dispenser,
  type DispenserStatus,
  type UnitInput,
  type UnitRecord,
} from '../dispenser';
import type { SimulatedFault, SimulatedFaultKind } from './simulator-faults';

/** What the dev API (and tests) may ask of a dispenser that can be told to fail. */
export interface FaultInjection {
  slot: string;
  kind: SimulatedFaultKind;
  /** Units in a row that jam, fault or go unseen (default 1); ignored for empty, which lasts until cleared. */
  count?: number;
  /** Units that still drop before the fault starts (default 0: the very next unit). */
  after?: number;
}

export interface PendingFault {
  slot: string;
  kind: SimulatedFaultKind;
  /** The slot's unit number (1-based, since start) at which it starts. */
  atUnit: number;
  count: number;
}

export interface FaultInjectable {
  injectFault(deviceId: string, fault: FaultInjection): void;
  /** Clears one slot, or every slot of the device: pending faults, empty slots and fault flags. */
  clearFaults(deviceId: string, slot?: string): void;
  pendingFaults(deviceId: string): PendingFault[];
}

export const canInjectFaults = (dispenser: Dispenser): dispenser is Dispenser & FaultInjectable =>
  typeof (dispenser as Partial<FaultInjectable>).injectFault === 'function';

export interface SimulatorOptions {
  /** Time one unit takes: the motor turns one position, then the drop sensor's window. */
  unitMs: number;
  /** Faults from SIMULATOR_FAULTS, applied to each device when it is first used. */
  faults?: SimulatedFault[];
  sleep?: (ms: number) => Promise<void>;
  /** Told each time a slot's motor turns (once per unit run; the driver conformance suite counts them). */
  onMotorTurn?: (deviceId: string, slot: string) => void;
}

/** Share of a unit's time the motor turns; the rest is the drop sensor's window under the chute. */
const MOTOR_SHARE = 0.8;

interface SlotState {
  /** Units attempted from this slot since start. */
  attempted: number;
  pending: PendingFault[];
  isEmpty: boolean;
  lastOutcome: DispenseOutcome | null;
}

interface DeviceState {
  slots: Map<string, SlotState>;
  /** Every unit id run since start, with its outcome: a repeated command never drops twice. */
  journal: Map<string, Promise<DispenseOutcome>>;
  /** The end of the last queued unit: one motor, so units run one after another. */
  tail: Promise<unknown>;
}

/** What happens in the machine, before the sensor says anything. */
type Mechanism = 'falls' | 'falls-unseen' | 'jams' | 'empty' | 'driver-error';

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The simulated dispenser (embedded default): one motor per device, a drop sensor under the chute,
 * per-slot faults from configuration or the dev API. An outcome is `dropped` only when the simulated
 * sensor sees the item fall; a jam or an empty slot turns the motor with nothing falling.
 */
export class DispenserSimulator implements Dispenser, FaultInjectable {
  private readonly devices = new Map<string, DeviceState>();
  private readonly unitMs: number;
  private readonly configured: SimulatedFault[];
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly onMotorTurn: SimulatorOptions['onMotorTurn'];

  constructor(options: SimulatorOptions) {
    this.unitMs = options.unitMs;
    this.configured = options.faults ?? [];
    this.sleep = options.sleep ?? defaultSleep;
    this.onMotorTurn = options.onMotorTurn;
  }

  dispenseUnit(input: UnitInput): Promise<DispenseOutcome> {
    const device = this.device(input.deviceId);
    const unitId = unitIdOf(input);
    const known = device.journal.get(unitId);
    if (known) return known;
    const run = device.tail.then(() => {
      this.onMotorTurn?.(input.deviceId, input.slot);
      return this.runUnit(device, input.slot);
    });
    device.journal.set(unitId, run);
    device.tail = run.catch(() => undefined);
    return run;
  }

  /** Its journal lives in memory: a unit run before a restart is 'unknown', never guessed. */
  async unitOutcome(input: UnitInput): Promise<UnitRecord> {
    const known = this.device(input.deviceId).journal.get(unitIdOf(input));
    return known ? known.catch((): UnitRecord => 'fault') : 'unknown';
  }

  async status(deviceId: string): Promise<DispenserStatus> {
    const device = this.device(deviceId);
    for (const slot of device.slots.values()) this.settleEmpty(slot);
    const faultedSlots = [...device.slots]
      .filter(([, s]) => s.isEmpty || s.lastOutcome === 'jammed' || s.lastOutcome === 'fault')
      .map(([slot]) => slot)
      .sort();
    return { isOnline: true, faultedSlots };
  }

  injectFault(deviceId: string, fault: FaultInjection): void {
    const slot = this.slot(this.device(deviceId), fault.slot);
    slot.pending.push({
      slot: fault.slot,
      kind: fault.kind,
      atUnit: slot.attempted + (fault.after ?? 0) + 1,
      count: fault.kind === 'empty' ? 1 : (fault.count ?? 1),
    });
    this.settleEmpty(slot);
  }

  clearFaults(deviceId: string, slotName?: string): void {
    const device = this.device(deviceId);
    for (const [name, slot] of device.slots) {
      if (slotName !== undefined && name !== slotName) continue;
      slot.pending = [];
      slot.isEmpty = false;
      slot.lastOutcome = null;
    }
  }

  pendingFaults(deviceId: string): PendingFault[] {
    const device = this.device(deviceId);
    return [...device.slots.values()].flatMap((s) => s.pending.map((p) => ({ ...p })));
  }

  private async runUnit(device: DeviceState, slotName: string): Promise<DispenseOutcome> {
    const slot = this.slot(device, slotName);
    const mechanism = this.mechanism(slot);
    slot.attempted += 1;
    const motorMs = Math.round(this.unitMs * MOTOR_SHARE);
    if (motorMs > 0) await this.sleep(motorMs);
    let outcome: DispenseOutcome;
    if (mechanism === 'driver-error') {
      outcome = 'fault';
    } else {
      // A silent sensor sees nothing even when the item falls: no drop is claimed that was not seen.
      const isSeen = await this.dropSensor(mechanism === 'falls', this.unitMs - motorMs);
      outcome = isSeen ? 'dropped' : mechanism === 'empty' ? 'empty' : 'jammed';
    }
    slot.lastOutcome = outcome;
    return outcome;
  }

  /** The infrared beam under the chute: it sees an item only if one falls, within its window. */
  private async dropSensor(isFalling: boolean, windowMs: number): Promise<boolean> {
    if (windowMs > 0) await this.sleep(windowMs);
    return isFalling;
  }

  /** Decides what the machine does for the slot's next unit, consuming the fault that applies. */
  private mechanism(slot: SlotState): Mechanism {
    const unit = slot.attempted + 1;
    this.settleEmpty(slot);
    if (slot.isEmpty) return 'empty';
    const due = slot.pending.find((p) => p.kind !== 'empty' && p.atUnit <= unit);
    if (!due) return 'falls';
    due.count -= 1;
    if (due.count <= 0) slot.pending = slot.pending.filter((p) => p !== due);
    return due.kind === 'jam' ? 'jams' : due.kind === 'silent' ? 'falls-unseen' : 'driver-error';
  }

  /** An empty fault whose unit is the next one makes the slot empty, until cleared. */
  private settleEmpty(slot: SlotState): void {
    const due = slot.pending.find((p) => p.kind === 'empty' && p.atUnit <= slot.attempted + 1);
    if (!due) return;
    slot.isEmpty = true;
    slot.pending = slot.pending.filter((p) => p.kind !== 'empty' || p.atUnit > slot.attempted + 1);
  }

  private device(deviceId: string): DeviceState {
    let device = this.devices.get(deviceId);
    if (!device) {
      device = { slots: new Map(), journal: new Map(), tail: Promise.resolve() };
      this.devices.set(deviceId, device);
      for (const fault of this.configured) {
        if (fault.deviceId !== null && fault.deviceId !== deviceId) continue;
        this.slot(device, fault.slot).pending.push({
          slot: fault.slot,
          kind: fault.kind,
          atUnit: fault.atUnit,
          count: fault.count,
        });
      }
      for (const slot of device.slots.values()) this.settleEmpty(slot);
    }
    return device;
  }

  private slot(device: DeviceState, name: string): SlotState {
    let slot = device.slots.get(name);
    if (!slot) {
      slot = { attempted: 0, pending: [], isEmpty: false, lastOutcome: null };
      device.slots.set(name, slot);
    }
    return slot;
  }
}
