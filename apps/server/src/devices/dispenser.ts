/** One unit out of one slot, confirmed (or not) by the drop sensor. */
export type DispenseOutcome = 'dropped' | 'jammed' | 'empty' | 'fault';

export interface DispenserStatus {
  isOnline: boolean;
  faultedSlots: string[];
}

/** The dispenser driver (DESIGN §2 rule 5): the simulator here, the hardware through the device agent in a fleet. */
export interface Dispenser {
  dispenseUnit(input: {
    deviceId: string;
    slot: string;
    orderId: string;
    unitIndex: number;
  }): Promise<DispenseOutcome>;
  status(deviceId: string): Promise<DispenserStatus>;
}
