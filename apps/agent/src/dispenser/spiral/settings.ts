import { DriverLoadError } from '../driver-load-error';

export interface SpiralSettings {
  path: string;
  baudRate: number;
  /** How long the board may take to answer a selection check. */
  answerTimeoutMs: number;
  /** How long a vend may take from the drive command to the board's result. */
  vendTimeoutMs: number;
  offlineAfterMs: number;
  reopenEveryMs: number;
  /** SPIRAL_SLOTS: the project's slot ids for selections (`A1=11,A2=12`); empty: a slot is its selection. */
  slots: Map<string, number>;
}

function whole(env: Record<string, string | undefined>, name: string, fallback: number, max: number) {
  const value = Number(env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1 || value > max)
    throw new DriverLoadError(`${name}: must be a whole number from 1 to ${max}`);
  return value;
}

/** The spiral driver's settings (docs/hardware.md), checked: a bad one stops the agent naming it. */
export function spiralSettings(env: Record<string, string | undefined>): SpiralSettings {
  const path = env.SPIRAL_SERIAL_PORT ?? '/dev/kiosk-spiral';
  if (!path.startsWith('/')) throw new DriverLoadError('SPIRAL_SERIAL_PORT: must be a device path');
  return {
    path,
    baudRate: whole(env, 'SPIRAL_BAUD_RATE', 57_600, 1_000_000),
    answerTimeoutMs: whole(env, 'SPIRAL_ANSWER_TIMEOUT_MS', 2_000, 60_000),
    vendTimeoutMs: whole(env, 'SPIRAL_VEND_TIMEOUT_MS', 30_000, 300_000),
    offlineAfterMs: whole(env, 'SPIRAL_OFFLINE_AFTER_MS', 1_500, 60_000),
    reopenEveryMs: whole(env, 'SPIRAL_REOPEN_EVERY_MS', 5_000, 600_000),
    slots: parseSpiralSlots(env.SPIRAL_SLOTS),
  };
}

/** `A1=11,A2=12`: each slot id and the board's selection number it names (1-65535), each once. */
export function parseSpiralSlots(text: string | undefined): Map<string, number> {
  const slots = new Map<string, number>();
  const entries = (text ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const match = /^([^=\s]+)=(\d{1,5})$/.exec(entry);
    const selection = Number(match?.[2]);
    if (!match || selection < 1 || selection > 0xffff)
      throw new DriverLoadError(`SPIRAL_SLOTS: "${entry}" is not slot=selection (selection 1-65535)`);
    if (slots.has(match[1]!) || [...slots.values()].includes(selection))
      throw new DriverLoadError(`SPIRAL_SLOTS: "${entry}" names a slot or a selection twice`);
    slots.set(match[1]!, selection);
  }
  return slots;
}

/**
 * A slot's selection number on the board: as SPIRAL_SLOTS maps it, or, for a slot it does not name, the
 * slot's name itself (1–65535, e.g. `11` for tray 1, spiral 1).
 */
export function selectionOfSlot(slot: string, slots?: Map<string, number>): number | null {
  const mapped = slots?.get(slot);
  if (mapped !== undefined) return mapped;
  if (!/^\d{1,5}$/.test(slot)) return null;
  const selection = Number(slot);
  return selection >= 1 && selection <= 0xffff ? selection : null;
}

/** The slot id of a selection: its SPIRAL_SLOTS name, or its number. */
export function slotOfSelection(selection: number, slots: Map<string, number>): string {
  for (const [slot, s] of slots) if (s === selection) return slot;
  return String(selection);
}
