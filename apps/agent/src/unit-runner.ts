import { parseUnitId, type DispenseOutcome, type Dispenser, type UnitAnswer } from '@kiosk/device-link';
import type { Journal } from './journal';

/** `{orderId}:{unitIndex}` back into its parts (an offline unit id has its own order id); else index 0. */
const partsOf = (unitId: string) => parseUnitId(unitId) ?? { orderId: unitId, unitIndex: 0 };

/**
 * Runs unit commands through the driver with the journal around each: 'started' before the motor
 * turns, 'done' with the drop sensor's outcome after. A unit id already journalled is never run again:
 * its recorded outcome is the answer, or 'unknown' if the agent stopped while its motor turned.
 */
export class UnitRunner {
  private readonly inFlight = new Map<string, Promise<DispenseOutcome>>();

  constructor(
    private readonly deviceId: string,
    private readonly journal: Journal,
    private readonly dispenser: Dispenser,
  ) {}

  async run(
    unitId: string,
    slot: string,
    offline?: { skuId: string; sessionId?: string },
  ): Promise<DispenseOutcome | 'unknown'> {
    const running = this.inFlight.get(unitId);
    if (running) return running;
    const known = this.journal.get(unitId);
    if (known) return known.outcome ?? 'unknown';
    const at = () => new Date().toISOString();
    this.journal.append({
      unitId,
      slot,
      state: 'started',
      at: at(),
      ...(offline ? { ...offline, isOffline: true } : {}),
    });
    const run = this.dispenser
      .dispenseUnit({ deviceId: this.deviceId, slot, ...partsOf(unitId) })
      .catch((): DispenseOutcome => 'fault')
      .then((outcome) => {
        this.journal.append({ unitId, slot, state: 'done', outcome, at: at() });
        return outcome;
      })
      .finally(() => this.inFlight.delete(unitId));
    this.inFlight.set(unitId, run);
    return run;
  }

  /** Whether a motor is turning now (an order's unit or an offline kit). */
  isBusy(): boolean {
    return this.inFlight.size > 0;
  }

  /** What the journal says of a unit id: never a guess. */
  answer(unitId: string): UnitAnswer {
    if (this.inFlight.has(unitId)) return 'in_progress';
    const known = this.journal.get(unitId);
    if (!known) return 'not_received';
    return known.outcome ?? 'unknown';
  }

  faultedSlots(): Promise<string[]> {
    return this.dispenser.status(this.deviceId).then((s) => s.faultedSlots);
  }
}
