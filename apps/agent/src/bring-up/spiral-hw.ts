import { setTimeout as sleep } from 'node:timers/promises';
import { Command, SelectionState, selectionBytes, selectionOf } from '../dispenser/spiral/frame';
import {
  selectionOfSlot,
  slotOfSelection,
  spiralSettings,
  type SpiralSettings,
} from '../dispenser/spiral/settings';
import createSpiralDriver from '../dispenser/spiral/spiral-driver';
import { VmcLink } from '../dispenser/spiral/vmc-link';
import { PortRefused } from './port-check';
import type { ProbeReport, SlotRow, TestReport } from './report';

export const spiralHwSettings = (env: Record<string, string | undefined>): SpiralSettings =>
  spiralSettings(env);

/** Trays 1-6, spirals 0-9: the selections checked when neither --slots nor SPIRAL_SLOTS names any. */
const DEFAULT_SELECTIONS = Array.from({ length: 60 }, (_, i) => 10 + i);

const SELECTION_STATE: Record<number, string> = {
  [SelectionState.normal]: 'normal',
  [SelectionState.outOfStock]: 'out of stock',
  [SelectionState.noSuchSelection]: 'no such selection',
  [SelectionState.paused]: 'paused',
};

const noBoard = (s: SpiralSettings) =>
  new PortRefused(
    `no POLL from a vending board on ${s.path} within ${2 * s.offlineAfterMs} ms: check the cable (TX to RX), ` +
      `the baud rate (SPIRAL_BAUD_RATE=${s.baudRate}) and the board's "upper computer" mode`,
  );

/** Waits for the board's POLLs: it is the master and speaks first. */
async function waitOnline(isOnline: () => boolean | Promise<boolean>, settings: SpiralSettings) {
  for (const end = Date.now() + 2 * settings.offlineAfterMs; !(await isOnline()); await sleep(20))
    if (Date.now() > end) throw noBoard(settings);
}

async function ask(
  link: VmcLink,
  settings: SpiralSettings,
  command: number,
  text: number[],
  reply: (f: { command: number; text: Buffer }) => boolean,
) {
  const answer = link.waitFor(reply, settings.answerTimeoutMs);
  void link.send(command, text);
  return answer;
}

/** The selections to check: --slots, else SPIRAL_SLOTS, else trays 1-6. */
function selectionsOf(
  settings: SpiralSettings,
  listed: number[] | null,
): { selections: number[]; isListed: boolean } {
  if (listed) return { selections: listed, isListed: true };
  if (settings.slots.size) return { selections: [...settings.slots.values()], isListed: true };
  return { selections: DEFAULT_SELECTIONS, isListed: false };
}

export async function probeSpiral(settings: SpiralSettings, listed: number[] | null): Promise<ProbeReport> {
  const link = new VmcLink(settings, () => undefined);
  await link.open();
  try {
    await waitOnline(() => link.isOnline, settings);
    const status = await ask(
      link,
      settings,
      Command.machineStatus,
      [],
      (f) => f.command === Command.machineStatusReply,
    );
    const { selections, isListed } = selectionsOf(settings, listed);
    const slots: SlotRow[] = [];
    for (const selection of selections) {
      const answer = await ask(
        link,
        settings,
        Command.checkSelection,
        selectionBytes(selection),
        (f) => f.command === Command.selectionStatus && selectionOf(f.text, 1) === selection,
      );
      const state = answer ? (SELECTION_STATE[answer.text[0]!] ?? `state ${answer.text[0]}`) : 'no answer';
      if (!isListed && state === 'no such selection') continue;
      const slot = slotOfSelection(selection, settings.slots);
      slots.push({ slot, selection, row: Math.floor(selection / 10), column: selection % 10, state });
    }
    const machine = status ? (status.text[0] === 0 ? 'normal' : `fault code ${status.text[0]}`) : 'no answer';
    return {
      driver: 'spiral',
      port: settings.path,
      board: `JSK-family vending control board (VMC), RS-232 at ${settings.baudRate} baud, POLLing`,
      version: 'not given by the VMC upper-computer protocol (read it in the board menu)',
      details: [`Machine status: ${machine}`],
      slots,
      setting: slots.length ? `SPIRAL_SLOTS=${slots.map((r) => `${r.slot}=${r.selection}`).join(',')}` : '',
    };
  } finally {
    await link.close();
  }
}

const SAW: Record<string, string> = {
  dropped: 'The motor turned and the drop sensor saw the item fall.',
  jammed: 'The motor turned and the drop sensor saw nothing: a jam, or a covered or unplugged drop sensor.',
  empty: 'The board says the selection is out of stock: the motor was not turned.',
  fault:
    'The board refused the selection (no such selection, paused) or gave no vend result in time: run probe.',
};

/** Turns one spiral once through the driver, as the agent would, and says what the board reported. */
export async function testSpiral(
  settings: SpiralSettings,
  env: Record<string, string | undefined>,
  slot: string,
  say: (line: string) => void,
): Promise<TestReport> {
  const selection = selectionOfSlot(slot, settings.slots);
  if (selection === null)
    throw new PortRefused(`slot ${slot} is neither in SPIRAL_SLOTS nor a selection number`);
  const driver = await createSpiralDriver({
    deviceId: 'bring-up',
    env,
    log: () => undefined,
    onMotorTurn: () => say('Motor started.'),
  });
  try {
    await waitOnline(async () => (await driver.status('bring-up')).isOnline, settings);
    const outcome = await driver.dispenseUnit({
      deviceId: 'bring-up',
      slot,
      orderId: `bring-up-${Date.now()}`,
      unitIndex: 1,
    });
    return {
      driver: 'spiral',
      port: settings.path,
      slot,
      place: `selection ${selection}`,
      outcome,
      saw: SAW[outcome] ?? '',
      journalled: false,
    };
  } finally {
    await driver.close?.();
  }
}
