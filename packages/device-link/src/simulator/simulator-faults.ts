/**
 * Faults the simulated dispenser is told to have, by configuration (SIMULATOR_FAULTS) or by the dev API.
 *
 * SIMULATOR_FAULTS is a comma-separated list of entries:
 *
 *     [deviceId/]slot:kind[@unit][xcount]
 *
 * - `kind` is `jam` (the motor turns, nothing falls), `fault` (the motor driver reports an error),
 *   `silent` (the item falls but the drop sensor stays silent, so no drop is seen) or `empty` (the slot
 *   has nothing left; it stays empty until the faults are cleared).
 * - `@unit`: the fault starts at this unit counted from the slot's first unit since start (default 1).
 * - `xcount`: how many units in a row jam, fault or go unseen (default 1); not allowed with `empty`.
 * - Without `deviceId/` the entry applies to every device.
 *
 * Examples: `A2:jam@2` (the 2nd unit from A2 jams, the others drop), `C4:empty`, `B1:faultx3`,
 * `demo-kiosk-0001/A1:jam@1x2`.
 */
export type SimulatedFaultKind = 'jam' | 'empty' | 'fault' | 'silent';
export const SIMULATED_FAULT_KINDS: readonly SimulatedFaultKind[] = ['jam', 'empty', 'fault', 'silent'];

export interface SimulatedFault {
  /** Null: every device. */
  deviceId: string | null;
  slot: string;
  kind: SimulatedFaultKind;
  /** 1-based unit of the slot at which the fault starts. */
  atUnit: number;
  /** Units in a row that jam or fault (1 for empty, which lasts until cleared). */
  count: number;
}

export const SLOT_PATTERN = /^[A-Za-z0-9-]{1,16}$/;
const ENTRY =
  /^(?:(?<device>[A-Za-z0-9][A-Za-z0-9_-]{2,63})\/)?(?<slot>[A-Za-z0-9-]{1,16}):(?<kind>jam|empty|fault|silent)(?:@(?<at>\d{1,4}))?(?:x(?<count>\d{1,4}))?$/;

export class SimulatorFaultsError extends Error {
  override name = 'SimulatorFaultsError';
}

/** Parses SIMULATOR_FAULTS; throws naming the first bad entry. Empty or blank text gives []. */
export function parseSimulatorFaults(text: string | undefined): SimulatedFault[] {
  if (!text?.trim()) return [];
  return text
    .split(',')
    .map((raw) => raw.trim())
    .map((entry) => {
      const groups = ENTRY.exec(entry)?.groups;
      if (!groups) {
        throw new SimulatorFaultsError(
          `"${entry}" is not [deviceId/]slot:jam|empty|fault|silent[@unit][xcount], e.g. A2:jam@2 or C4:empty`,
        );
      }
      const atUnit = groups.at === undefined ? 1 : Number(groups.at);
      const count = groups.count === undefined ? 1 : Number(groups.count);
      if (atUnit < 1 || count < 1) throw new SimulatorFaultsError(`"${entry}": @unit and xcount start at 1`);
      if (groups.kind === 'empty' && groups.count !== undefined) {
        throw new SimulatorFaultsError(
          `"${entry}": an empty slot stays empty until cleared, so it takes no xcount`,
        );
      }
      return {
        deviceId: groups.device ?? null,
        slot: groups.slot!,
        kind: groups.kind as SimulatedFaultKind,
        atUnit,
        count,
      };
    });
}
