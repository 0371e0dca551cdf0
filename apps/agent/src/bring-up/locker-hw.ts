import { BusError, LockerBus } from '../dispenser/locker/bus';
import { LockerDriver } from '../dispenser/locker/locker-driver';
import { MAX_BOARD, type BoardState } from '../dispenser/locker/protocol';
import {
  lockerSettings,
  parseSlotMap,
  type LockerPlace,
  type LockerSettings,
} from '../dispenser/locker/settings';
import { PortRefused } from './port-check';
import type { ProbeReport, SlotRow, TestReport } from './report';

/** The locker driver's settings; LOCKER_SLOTS may be missing here (probe and map then suggest one). */
export function lockerHwSettings(env: Record<string, string | undefined>): LockerSettings {
  const given = Boolean(env.LOCKER_SLOTS?.trim());
  const settings = lockerSettings(given ? env : { ...env, LOCKER_SLOTS: 'none=0:1' });
  return given ? settings : { ...settings, slots: new Map() };
}

type Scan = Map<number, BoardState | 'bad checksum'>;

/** Reads every address of the bus once: the boards that answer, and their locks' state. */
async function scanBus(settings: LockerSettings): Promise<Scan> {
  const bus = await LockerBus.open(settings.path, settings.baudRate, settings.replyMs).catch(() => {
    throw new PortRefused(`${settings.path} cannot be opened`);
  });
  const found: Scan = new Map();
  try {
    for (let board = 0; board <= MAX_BOARD && !bus.closed; board += 1) {
      const state = await bus
        .request(board, 0, 'status')
        .catch((error: unknown) =>
          error instanceof BusError && error.reason === 'checksum' ? ('bad checksum' as const) : null,
        );
      if (state) found.set(board, state);
    }
  } finally {
    await bus.close();
  }
  return found;
}

function stateOf(scan: Scan, place: LockerPlace): string {
  const board = scan.get(place.board);
  if (!board) return 'no answer';
  if (board === 'bad checksum') return 'answers with a bad checksum';
  const door = board.closed[place.channel - 1] ? 'door shut' : 'door open';
  return `${door}, sensor ${board.itemSeen[place.channel - 1] ? 'sees an item' : 'sees nothing'}`;
}

/** The configured slots, or one suggested slot per lock of each board found (board 0: A1-A16, 1: B1…). */
function slotRows(settings: LockerSettings, scan: Scan): SlotRow[] {
  const places = settings.slots.size
    ? [...settings.slots]
    : [...scan.keys()].flatMap((board) =>
        Array.from({ length: 16 }, (_, i): [string, LockerPlace] => [
          `${String.fromCharCode(65 + board)}${i + 1}`,
          { board, channel: i + 1 },
        ]),
      );
  return places.map(([slot, place]) => ({
    slot,
    board: place.board,
    lock: place.channel,
    state: stateOf(scan, place),
  }));
}

function boardLine(address: number, state: BoardState | 'bad checksum'): string {
  if (state === 'bad checksum') return `Board ${address}: answers, with a bad checksum (noise on the line?)`;
  const list = (flags: boolean[]) => flags.flatMap((flag, i) => (flag ? [i + 1] : [])).join(',') || 'none';
  return `Board ${address}: doors open: ${list(state.closed.map((c) => !c))}; sensors seeing an item: ${list(state.itemSeen)}`;
}

export async function probeLocker(settings: LockerSettings): Promise<ProbeReport> {
  const scan = await scanBus(settings);
  const slots = slotRows(settings, scan);
  return {
    driver: 'locker',
    port: settings.path,
    board: `KR-CU16-style lock-control boards, RS-485 at ${settings.baudRate} baud`,
    version: 'not given by the KR-CU16 protocol (read the label on each board)',
    details: [
      scan.size ? `Boards answering: ${[...scan.keys()].join(', ')}` : 'Boards answering: none',
      ...[...scan].map(([address, state]) => boardLine(address, state)),
    ],
    slots,
    setting: scan.size ? `LOCKER_SLOTS=${slots.map((r) => `${r.slot}=${r.board}:${r.lock}`).join(',')}` : '',
  };
}

/** The slot's place: from LOCKER_SLOTS, or given as board:lock (before the map is written). */
function placeOf(settings: LockerSettings, slot: string): LockerPlace {
  const place = settings.slots.get(slot);
  if (place) return place;
  if (/^\d+:\d+$/.test(slot)) return parseSlotMap(`${slot}=${slot}`).get(slot)!;
  throw new PortRefused(`slot ${slot} is not in LOCKER_SLOTS (or give it as board:lock, e.g. 0:1)`);
}

const SAW: Record<string, (s: LockerSettings) => string> = {
  dropped: (s) =>
    s.givenWhen === 'opened'
      ? 'The lock fired and the door opened.'
      : 'The lock fired, the door opened and was shut again.',
  jammed: (s) =>
    `The lock was fired but the door did not open within ${s.openWaitMs} ms (lock stuck or unplugged?).`,
  empty: () => 'The item sensor saw nothing in the locker: the lock was not fired.',
  fault: () => 'The board did not answer, the door was already open, or it was not shut again.',
};

/** Opens one locker once through the driver, as the agent would, and says what the board showed. */
export async function testLocker(
  settings: LockerSettings,
  slot: string,
  say: (line: string) => void,
): Promise<TestReport> {
  const place = placeOf(settings, slot);
  const why: string[] = [];
  const driver = new LockerDriver(
    { ...settings, slots: new Map([[slot, place]]) },
    {
      log: (_message, fields) => why.push(String(fields?.why ?? '')),
      onMotorTurn: () =>
        say(settings.givenWhen === 'closed' ? 'Lock fired: take the item and shut the door.' : 'Lock fired.'),
    },
  );
  const outcome = await driver.dispenseUnit({
    deviceId: 'bring-up',
    slot,
    orderId: `bring-up-${Date.now()}`,
    unitIndex: 1,
  });
  await driver.close();
  const after = stateOf(await scanBus(settings), place);
  const reason = why.filter(Boolean).join('; ');
  return {
    driver: 'locker',
    port: settings.path,
    slot,
    place: `board ${place.board} lock ${place.channel}`,
    outcome,
    saw: `${SAW[outcome]?.(settings) ?? ''}${reason ? ` (${reason})` : ''} Now: ${after}.`,
    journalled: false,
  };
}
