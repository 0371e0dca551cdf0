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
  };
}

/** A slot's name is its selection number on the board (1–65535, e.g. `11` for tray 1, spiral 1). */
export function selectionOfSlot(slot: string): number | null {
  if (!/^\d{1,5}$/.test(slot)) return null;
  const selection = Number(slot);
  return selection >= 1 && selection <= 0xffff ? selection : null;
}
