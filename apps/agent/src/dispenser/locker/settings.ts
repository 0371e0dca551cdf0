import { DriverLoadError } from '../driver-load-error';
import { CHANNELS_PER_BOARD, MAX_BOARD } from './protocol';

/** Where a slot's locker is: its board's address on the bus and its channel (1-16, as printed). */
export interface LockerPlace {
  board: number;
  channel: number;
}

export interface LockerSettings {
  path: string;
  baudRate: number;
  slots: Map<string, LockerPlace>;
  /** When a unit counts as given: its door opened and closed again (default), or opened. */
  givenWhen: 'closed' | 'opened';
  /** The boards' item sensors are wired: a locker whose sensor sees nothing is empty and not opened. */
  itemSensor: boolean;
  replyMs: number;
  pollMs: number;
  openWaitMs: number;
  closeWaitMs: number;
}

function whole(env: Record<string, string | undefined>, name: string, fallback: number, max: number): number {
  const value = Number(env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1 || value > max)
    throw new DriverLoadError(`${name}: must be a whole number from 1 to ${max}`);
  return value;
}

function oneOf<T extends string>(env: Record<string, string | undefined>, name: string, values: T[]): T {
  const value = (env[name] ?? values[0]) as T;
  if (!values.includes(value)) throw new DriverLoadError(`${name}: must be one of ${values.join(', ')}`);
  return value;
}

/** `A1=0:1,A2=0:2,B1=1:16`: each slot id, its board address (0-15) and channel (1-16). */
export function parseSlotMap(text: string | undefined): Map<string, LockerPlace> {
  const slots = new Map<string, LockerPlace>();
  const places = new Set<string>();
  for (const entry of (text ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)) {
    const match = /^([^=\s]+)=(\d+):(\d+)$/.exec(entry);
    const board = Number(match?.[2]);
    const channel = Number(match?.[3]);
    if (!match || board > MAX_BOARD || channel < 1 || channel > CHANNELS_PER_BOARD)
      throw new DriverLoadError(
        `LOCKER_SLOTS: "${entry}" is not slot=board:channel (board 0-15, channel 1-16)`,
      );
    if (slots.has(match[1]!) || places.has(`${board}:${channel}`))
      throw new DriverLoadError(`LOCKER_SLOTS: "${entry}" names a slot or a locker twice`);
    slots.set(match[1]!, { board, channel });
    places.add(`${board}:${channel}`);
  }
  if (!slots.size) throw new DriverLoadError('LOCKER_SLOTS: names no slot (slot=board:channel,...)');
  return slots;
}

/** The locker driver's settings from the environment, checked: a bad one stops the agent naming it. */
export function lockerSettings(env: Record<string, string | undefined>): LockerSettings {
  if (!env.LOCKER_PORT) throw new DriverLoadError('LOCKER_PORT: the serial device of the RS-485 adapter');
  return {
    path: env.LOCKER_PORT,
    baudRate: whole(env, 'LOCKER_BAUD', 19_200, 115_200),
    slots: parseSlotMap(env.LOCKER_SLOTS),
    givenWhen: oneOf(env, 'LOCKER_GIVEN_WHEN', ['closed', 'opened']),
    itemSensor: oneOf(env, 'LOCKER_ITEM_SENSOR', ['off', 'on']) === 'on',
    replyMs: whole(env, 'LOCKER_REPLY_MS', 300, 10_000),
    pollMs: whole(env, 'LOCKER_POLL_MS', 200, 10_000),
    openWaitMs: whole(env, 'LOCKER_OPEN_WAIT_MS', 3_000, 60_000),
    closeWaitMs: whole(env, 'LOCKER_CLOSE_WAIT_MS', 120_000, 3_600_000),
  };
}
