import type { DispenseOutcome, Dispenser, DispenserStatus, UnitInput, UnitRecord } from '@kiosk/device-link';
import type { ConformanceBench, DriverConfig, DriverFactory } from '../driver';
import { Command, SelectionState, selectionBytes, selectionOf, VendState, type Frame } from './frame';
import { selectionOfSlot, slotOfSelection, spiralSettings, type SpiralSettings } from './settings';
import { VmcLink } from './vmc-link';

/** One link per serial port in a process: a driver built again (a restart in tests) shares it. */
const links = new Map<string, { link: VmcLink; users: number }>();

async function linkFor(settings: SpiralSettings, log: DriverConfig['log']): Promise<VmcLink> {
  const shared = links.get(settings.path);
  if (shared) {
    shared.users += 1;
    return shared.link;
  }
  const link = new VmcLink(settings, log);
  links.set(settings.path, { link, users: 1 });
  await link.open();
  return link;
}

async function releaseLink(link: VmcLink): Promise<void> {
  const shared = links.get(link.settings.path);
  if (!shared || shared.link !== link) return;
  shared.users -= 1;
  if (shared.users > 0) return;
  links.delete(link.settings.path);
  await link.close();
}

const keyOf = (unit: UnitInput) => `${unit.deviceId}|${unit.orderId}|${unit.unitIndex}`;

/** What the board's vend result means for the unit. Only the drop sensor's "dropped" is a drop. */
function outcomeOfVend(state: number | null): DispenseOutcome {
  if (state === VendState.dropped) return 'dropped';
  if (state === VendState.jammed) return 'jammed';
  return 'fault';
}

/**
 * A spiral cabinet behind a vending control board on RS-232 (docs/hardware.md). Per unit: check the
 * selection (out of stock is `empty`, no motor turned), then one drive command with the drop sensor
 * on, then the board's result. The drive command is sent once and never repeated: a lost answer, a
 * board that restarts or a pulled cable give `fault` for that unit, never a second turn.
 */
export class SpiralDispenser implements Dispenser {
  private readonly outcomes = new Map<string, DispenseOutcome>();
  private readonly running = new Map<string, Promise<DispenseOutcome>>();
  private readonly faulted = new Set<string>();
  private readonly onBoardFrame = (frame: Frame) => this.noteUnasked(frame);

  constructor(
    private readonly link: VmcLink,
    private readonly settings: SpiralSettings,
    private readonly config: DriverConfig,
  ) {
    link.on('frame', this.onBoardFrame);
  }

  dispenseUnit(input: UnitInput): Promise<DispenseOutcome> {
    const key = keyOf(input);
    const known = this.outcomes.get(key);
    if (known) return Promise.resolve(known);
    const running = this.running.get(key);
    if (running) return running;
    const run = this.link
      .exclusive(() => this.runUnit(input.slot))
      .catch((): DispenseOutcome => 'fault')
      .then((outcome) => {
        this.outcomes.set(key, outcome);
        this.running.delete(key);
        if (outcome === 'dropped') this.faulted.delete(input.slot);
        else this.faulted.add(input.slot);
        return outcome;
      });
    this.running.set(key, run);
    return run;
  }

  async unitOutcome(input: UnitInput): Promise<UnitRecord> {
    // A unit still running, or one this instance never ran (the agent restarted): not known.
    return this.outcomes.get(keyOf(input)) ?? 'unknown';
  }

  async status(): Promise<DispenserStatus> {
    return { isOnline: this.link.isOnline, faultedSlots: [...this.faulted] };
  }

  async close(): Promise<void> {
    this.link.off('frame', this.onBoardFrame);
    await releaseLink(this.link);
  }

  private async runUnit(slot: string): Promise<DispenseOutcome> {
    const selection = selectionOfSlot(slot, this.settings.slots);
    if (selection === null || !this.link.isOpen) return 'fault';
    const state = await this.checkSelection(selection);
    if (state === SelectionState.outOfStock) return 'empty';
    if (state !== SelectionState.normal) return 'fault';
    const result = this.link.waitFor(
      (f) =>
        f.command === Command.dispensingStatus &&
        selectionOf(f.text, 1) === selection &&
        f.text[0] !== VendState.dispensing,
      this.settings.vendTimeoutMs,
    );
    const sent = this.link.send(Command.driveSelection, [1, 0, ...selectionBytes(selection)]);
    void sent.then(() => this.config.onMotorTurn?.(slot));
    const answer = await result;
    if (!answer) {
      this.link.clearOutbox();
      this.config.log('spiral board: no vend result; the unit is a fault, never driven again', { slot });
    }
    return outcomeOfVend(answer ? answer.text[0]! : null);
  }

  /** The selection's state from the board, or null when it does not answer. */
  private async checkSelection(selection: number): Promise<number | null> {
    const answer = this.link.waitFor(
      (f) => f.command === Command.selectionStatus && selectionOf(f.text, 1) === selection,
      this.settings.answerTimeoutMs,
    );
    void this.link.send(Command.checkSelection, selectionBytes(selection));
    const frame = await answer;
    if (!frame) this.link.clearOutbox();
    return frame ? frame.text[0]! : null;
  }

  /** A vend result nobody waits for (its unit's agent stopped mid-vend): logged, its slot flagged if not a drop. */
  private noteUnasked(frame: Frame): void {
    if (frame.command !== Command.dispensingStatus || frame.text[0] === VendState.dispensing) return;
    if (this.running.size) return;
    const slot = slotOfSelection(selectionOf(frame.text, 1), this.settings.slots);
    this.config.log('spiral board: result of an earlier vend', { slot, state: frame.text[0] });
    if (frame.text[0] !== VendState.dropped) this.faulted.add(slot);
  }
}

/** The spiral driver (`AGENT_DRIVER` = this module): SPIRAL_SERIAL_PORT and the settings in docs/hardware.md. */
const createSpiralDriver: DriverFactory = async (config) => {
  const settings = spiralSettings(config.env);
  return new SpiralDispenser(await linkFor(settings, config.log), settings, config);
};
export default createSpiralDriver;

/** The port the driver opens: SPIRAL_SERIAL_PORT (the agent claims it while it runs). */
export const serialPort = (env: Record<string, string | undefined>) => spiralSettings(env).path;

/**
 * The bench `npm run test:driver` runs on: a board (or the emulator, docs/hardware.md) on
 * SPIRAL_SERIAL_PORT with selection 10 stocked, 20 jammed, 30 empty and 40 with its drop sensor covered.
 */
export const conformanceBench: ConformanceBench = {
  slots: { stocked: '10', jammed: '20', empty: '30', silentSensor: '40' },
};
