import type { AgentEvent, AgentStatus, OfflineDispense, UpdateCommand } from './protocol';

/** One unit out of one slot, confirmed (or not) by the drop sensor: the words, written once here. */
export const DISPENSE_OUTCOMES = ['dropped', 'jammed', 'empty', 'fault'] as const;
export type DispenseOutcome = (typeof DISPENSE_OUTCOMES)[number];
/** The outcomes of a unit that did not come out: its slot needs a staff check. */
export const FAILED_OUTCOMES = ['jammed', 'empty', 'fault'] as const satisfies readonly DispenseOutcome[];
export type FailedOutcome = (typeof FAILED_OUTCOMES)[number];
export const isDispenseOutcome = (value: unknown): value is DispenseOutcome =>
  (DISPENSE_OUTCOMES as readonly unknown[]).includes(value);

/**
 * What a dispenser knows of one unit id (`{orderId}:{unitIndex}`) when asked after the fact:
 * its sensor-confirmed outcome, 'not_received' when the command provably never reached the motor
 * (nothing journalled), or 'unknown' when it cannot tell (the process that ran it is gone).
 */
export type UnitRecord = DispenseOutcome | 'not_received' | 'unknown';

export interface UnitInput {
  deviceId: string;
  slot: string;
  orderId: string;
  unitIndex: number;
}

export const unitIdOf = (unit: Pick<UnitInput, 'orderId' | 'unitIndex'>) =>
  `${unit.orderId}:${unit.unitIndex}`;

const UNIT_ID = /^(.+):(\d{1,4})$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * A unit id back into its parts (unitIdOf's inverse): null unless it is `{orderId}:{unitIndex}` with an
 * index of 1-4 digits, and with `uuidOrder` an order id that is a (lower-case) UUID, as the server's
 * orders and the agent's offline orders are.
 */
export function parseUnitId(
  unitId: string,
  { uuidOrder = false }: { uuidOrder?: boolean } = {},
): Pick<UnitInput, 'orderId' | 'unitIndex'> | null {
  const match = UNIT_ID.exec(unitId);
  if (!match || (uuidOrder && !UUID.test(match[1]!))) return null;
  return { orderId: match[1]!, unitIndex: Number(match[2]) };
}

/**
 * The dispenser could not say what a unit did within the time allowed (the device is unreachable):
 * the caller must not guess a drop or a failure; it leaves the unit unconfirmed for a staff check.
 */
export class UnitInDoubtError extends Error {
  override name = 'UnitInDoubtError';
}

/**
 * The unit's command never left the server (its connection to the devices did not come back within the
 * time allowed): the machine never saw it, so nothing came out and its slot is not suspect. The caller
 * ends the unit as not attempted; the command is not kept to be sent later.
 */
export class UnitNotSentError extends Error {
  override name = 'UnitNotSentError';
}

export interface DispenserStatus {
  isOnline: boolean;
  faultedSlots: string[];
}

/**
 * What became of an outcome nobody waited for: 'recorded' and 'already' are acknowledged to the agent;
 * 'refused' (a unit of another kiosk's order) is counted; 'pending' waits for the agent's next offer.
 */
export type LateOutcome = 'recorded' | 'already' | 'pending' | 'refused';

/** What a dispenser reports unasked, to whoever records it (the server's dispensing and console). */
export interface DispenserReports {
  /** Emergency kits dispensed offline; resolves with the unit ids recorded, to acknowledge them. */
  onOfflineDispenses(deviceId: string, dispenses: OfflineDispense[]): Promise<string[]>;
  /** A unit's outcome that came after nobody waited for it any more (docs/device-agent.md). */
  onLateOutcome(deviceId: string, unitId: string, outcome: DispenseOutcome): Promise<LateOutcome>;
  /** A kiosk's status as its agent reports it (online, faulted slots, release). */
  onStatus(deviceId: string, status: AgentStatus): void;
  /** A roll-out's step on a kiosk, as its agent reports it (every instance hears each one). */
  onUpdateState?(deviceId: string, event: Extract<AgentEvent, { type: 'update_state' }>): void;
}

/** The dispenser driver (docs/architecture.md, house rule 5): the simulator here, the hardware through the device agent in a fleet. */
export interface Dispenser {
  /** Drops one unit; a unit id already run returns its recorded outcome and never drops again. */
  dispenseUnit(input: UnitInput): Promise<DispenseOutcome>;
  /** What happened to a unit id, for a dispense taken over from an instance that stopped. */
  unitOutcome(input: UnitInput): Promise<UnitRecord>;
  status(deviceId: string): Promise<DispenserStatus>;
  /**
   * The server has written this unit's outcome (the device link tells the agent, which then stops
   * offering it again); the simulator keeps nothing to tell.
   */
  unitRecorded?(input: UnitInput): void;
  /**
   * Who records what the devices report unasked (the device link's agents); the simulator reports
   * nothing: its outcomes are all answers.
   */
  listen?(reports: DispenserReports): void;
  /** Sends a kiosk a release to install (the device link, QoS 1); the simulator has no agent to tell. */
  sendUpdate?(deviceId: string, command: UpdateCommand): void;
  /** Resolves once the devices can be reached (the device link's broker), or rejects after `timeoutMs`. */
  connected?(timeoutMs: number): Promise<void>;
  /** Releases connections (the device link); the simulator has none. */
  close?(): Promise<void>;
  /**
   * A hardware driver's check that its machine works, without turning a motor (a release of the agent on
   * trial runs it before it is kept): undefined when it passed, else why not. Without it, `status` must say
   * online.
   */
  selfTest?(deviceId: string): Promise<string | undefined>;
}
