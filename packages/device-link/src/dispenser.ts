/** One unit out of one slot, confirmed (or not) by the drop sensor. */
export type DispenseOutcome = 'dropped' | 'jammed' | 'empty' | 'fault';

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

/**
 * The dispenser could not say what a unit did within the time allowed (the device is unreachable):
 * the caller must not guess a drop or a failure; it leaves the unit unconfirmed for a staff check.
 */
export class UnitInDoubtError extends Error {
  override name = 'UnitInDoubtError';
}

export interface DispenserStatus {
  isOnline: boolean;
  faultedSlots: string[];
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
  /** Releases connections (the device link); the simulator has none. */
  close?(): Promise<void>;
}
