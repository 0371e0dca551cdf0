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
  | { type: 'unit_ack'; unitIds: string[] }
  /** Install this release when idle, then keep it only if it passes its trial (docs/device-agent.md). */
  | UpdateCommand;

/**
 * A release to install. The agent downloads `path` (the tarball; its signed manifest is at
 * `{path}.manifest.json`) from its API origin with `Authorization: Bearer {token}`, resuming with HTTP range
 * requests, verifies it against the programme's key, installs it beside the current one, switches when the
 * kiosk is idle and commits only after a trial of `trialSeconds`. The token is valid for this kiosk and
 * release only; it comes over the kiosk's own command topic, which no other account can read.
 */
export interface UpdateCommand {
  type: 'update';
  rolloutId: string;
  version: string;
  path: string;
  token: string;
  sha256: string;
  trialSeconds: number;
}

/** Where a kiosk stands in a roll-out, as its agent reports it. */
export const UPDATE_STATES = [
  'downloading',
  'installed',
  'on_trial',
  'committed',
  'rolled_back',
  'failed',
] as const;
export type UpdateState = (typeof UPDATE_STATES)[number];

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
  | { type: 'offline_dispenses'; dispenses: OfflineDispense[] }
  /** A roll-out's step on this kiosk; `reason` says why it rolled back or failed (never a secret). */
  | { type: 'update_state'; rolloutId: string; version: string; state: UpdateState; reason?: string };

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
  return parseUpdateCommand(value);
}

const isSha256 = (value: unknown): value is string =>
  typeof value === 'string' && /^[0-9a-f]{64}$/.test(value);

function parseUpdateCommand(value: Record<string, unknown>): UpdateCommand | null {
  if (value.type !== 'update') return null;
  const { rolloutId, version, path, token, sha256, trialSeconds } = value;
  if (!isString(rolloutId) || !isString(version) || !isString(token) || !isSha256(sha256)) return null;
  if (!isString(path) || !path.startsWith('/') || path.startsWith('//')) return null;
  if (typeof trialSeconds !== 'number' || !Number.isInteger(trialSeconds) || trialSeconds < 1) return null;
  return { type: 'update', rolloutId, version, path, token, sha256, trialSeconds };
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
  if (
    value.type === 'update_state' &&
    isString(value.rolloutId) &&
    isString(value.version) &&
    UPDATE_STATES.includes(value.state as UpdateState)
  )
    return {
      type: 'update_state',
      rolloutId: value.rolloutId,
      version: value.version,
      state: value.state as UpdateState,
      ...(isString(value.reason) ? { reason: value.reason } : {}),
    };
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
