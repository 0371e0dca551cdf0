import { DISPENSE_OUTCOMES, isDispenseOutcome, type DispenseOutcome, type UnitRecord } from './dispenser';

/**
 * The device link between the API and each kiosk's agent over MQTT (QoS 1 both ways):
 * commands `kiosk/{deviceId}/cmd`, events `kiosk/{deviceId}/evt`, retained status with a last will
 * `kiosk/{deviceId}/status`. A unit id is `{orderId}:{unitIndex}`.
 */
export const topics = (deviceId: string) => ({
  cmd: `kiosk/${deviceId}/cmd`,
  evt: `kiosk/${deviceId}/evt`,
  status: `kiosk/${deviceId}/status`,
});

/**
 * The largest message of the protocol, in bytes: the API refuses (and counts) a longer one before parsing
 * it. Its messages stay far below: an agent sends at most OFFLINE_DISPENSES_PER_MESSAGE kits in one. The
 * broker refuses any packet over 8 KB (`max_packet_size`, deploy/fleet/mosquitto.conf).
 */
export const MAX_MESSAGE_BYTES = 4096;
/** Offline dispenses per `offline_dispenses` event (the rest follow once these are acknowledged). */
export const OFFLINE_DISPENSES_PER_MESSAGE = 20;

/** The device id in a `kiosk/{deviceId}/…` topic. */
export const deviceIdOfTopic = (topic: string): string | null =>
  /^kiosk\/([^/]+)\/[a-z]+$/.exec(topic)?.[1] ?? null;

/**
 * Why the API dropped a device-link message: a unit outcome for a unit that is not its kiosk's, an offline
 * kit its kiosk may not record, or a message that is not one of the protocol's.
 */
export const DEVICE_LINK_REFUSALS = [
  'other_kiosk_unit',
  'refused_kit',
  'malformed',
  'oversized',
  'retained',
] as const;
export type DeviceLinkRefusal = (typeof DEVICE_LINK_REFUSALS)[number];

export type Command =
  /** Drop this unit (or, if the journal has it, answer with its recorded outcome). */
  | { type: 'dispense'; unitId: string; slot: string }
  /** What happened to this unit? */
  | { type: 'query'; unitId: string }
  /** The server recorded these journalled offline dispenses: the agent stops offering them. */
  | { type: 'offline_ack'; unitIds: string[] }
  /** The server recorded these units' outcomes: the agent stops offering them again. */
  | { type: 'unit_ack'; unitIds: string[] };

/** A unit's record; 'in_progress' while its motor turns. */
export type UnitAnswer = UnitRecord | 'in_progress';

/** An emergency kit the agent dispensed while the kiosk could not reach the API. */
export interface OfflineDispense {
  unitId: string;
  slot: string;
  skuId: string;
  outcome: DispenseOutcome;
  at: string;
}

export type AgentEvent =
  /**
   * A unit's record. `isLive` when it answers a command just received (`dispense`, `query`): the instance
   * that sent the command waits for it. Absent when the journal offers an unacknowledged outcome again,
   * and from agents older than the flag (docs/device-agent.md).
   */
  | { type: 'unit'; unitId: string; record: UnitAnswer; isLive?: boolean }
  | { type: 'offline_dispenses'; dispenses: OfflineDispense[] };

export interface AgentStatus {
  isOnline: boolean;
  faultedSlots: string[];
  at: string;
  /** The agent's release (`kiosk-pc-{version}`); null in its last will and from older agents. */
  version: string | null;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const isString = (value: unknown): value is string => typeof value === 'string' && value.length <= 200;

function parse(payload: Buffer | string): unknown {
  try {
    return JSON.parse(String(payload));
  } catch {
    return null;
  }
}

/** A command from the broker, or null when it is not one (ignored, never acted on). */
export function parseCommand(payload: Buffer | string): Command | null {
  const value = parse(payload);
  if (!isObject(value)) return null;
  if (value.type === 'dispense' && isString(value.unitId) && isString(value.slot))
    return { type: 'dispense', unitId: value.unitId, slot: value.slot };
  if (value.type === 'query' && isString(value.unitId)) return { type: 'query', unitId: value.unitId };
  if (
    (value.type === 'offline_ack' || value.type === 'unit_ack') &&
    Array.isArray(value.unitIds) &&
    value.unitIds.every(isString)
  )
    return { type: value.type, unitIds: value.unitIds as string[] };
  return null;
}

const ANSWERS: readonly string[] = [...DISPENSE_OUTCOMES, 'not_received', 'unknown', 'in_progress'];

export function parseEvent(payload: Buffer | string): AgentEvent | null {
  const value = parse(payload);
  if (!isObject(value)) return null;
  if (value.type === 'unit' && isString(value.unitId) && ANSWERS.includes(value.record as string))
    return {
      type: 'unit',
      unitId: value.unitId,
      record: value.record as UnitAnswer,
      // Anything but a boolean reads as absent: handled as a re-offer, as every outcome once was.
      ...(typeof value.isLive === 'boolean' ? { isLive: value.isLive } : {}),
    };
  if (value.type === 'offline_dispenses' && Array.isArray(value.dispenses)) {
    const dispenses = value.dispenses.filter(
      (d): d is OfflineDispense =>
        isObject(d) &&
        isString(d.unitId) &&
        isString(d.slot) &&
        isString(d.skuId) &&
        isString(d.at) &&
        isDispenseOutcome(d.outcome),
    );
    return { type: 'offline_dispenses', dispenses };
  }
  return null;
}

export function parseStatus(payload: Buffer | string): AgentStatus | null {
  const value = parse(payload);
  if (!isObject(value) || typeof value.isOnline !== 'boolean') return null;
  const faultedSlots = Array.isArray(value.faultedSlots) ? value.faultedSlots.filter(isString) : [];
  return {
    isOnline: value.isOnline,
    faultedSlots,
    at: isString(value.at) ? value.at : '',
    version: isString(value.version) ? value.version : null,
  };
}
