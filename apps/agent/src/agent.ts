import mqtt, { type IClientOptions, type MqttClient } from 'mqtt';
import { pino, type Logger } from 'pino';
import { Journal } from './journal';
import {
  backoffOptions,
  brokerHostOf,
  brokerProblemText,
  watchBroker,
  withBackoff,
  type Backoff,
  type BrokerStateChange,
  OFFLINE_DISPENSES_PER_MESSAGE,
  parseCommand,
  topics,
  type AgentEvent,
  type AgentStatus,
  type Command,
  type Dispenser,
  type UpdateCommand,
} from '@kiosk/device-link';
import { UnitRunner } from './unit-runner';

export interface AgentOptions {
  deviceId: string;
  /** mqtt://host:1883, or mqtts:// with per-device credentials in production. */
  brokerUrl: string;
  journalPath: string;
  /** The driver: the simulator, or a hardware driver (docs/device-agent.md). */
  dispenser: Dispenser;
  /** Extra MQTT options: username/password, TLS ca/cert/key. */
  mqtt?: IClientOptions;
  /** Its log (pino, with levels); none: silent. */
  log?: AgentLog;
  /** Reconnect waits: full jitter up to 30 s by default (DEFAULT_BACKOFF). */
  backoff?: Backoff;
  /** Offline dispenses and unit outcomes not yet acknowledged are offered again this often (30 s). */
  offerEveryMs?: number;
  /** The agent's release, reported in its retained status (`AGENT_VERSION`). */
  version?: string;
  /** Who answers `update` commands (update/updater.ts); none: each is answered `failed`. */
  onUpdate?: (command: UpdateCommand) => Promise<void>;
  /** Called on every (re)connection to the broker (a release on trial counts it). */
  onConnected?: () => void;
}

/** The levels the agent logs at (a pino logger). */
export type AgentLog = Pick<Logger, 'debug' | 'info' | 'warn' | 'error'>;

export interface Agent {
  client: MqttClient;
  runner: UnitRunner;
  journal: Journal;
  deviceId: string;
  /** Sends the offline dispenses the server has not acknowledged yet (on connect, and after each). */
  offerOfflineDispenses(): void;
  /** Sends again the unit outcomes the server has not acknowledged yet (on connect, and periodically). */
  offerOutcomes(): void;
  /** Publishes an event with QoS 1; resolves once the broker has it. */
  publishEvent(event: AgentEvent): Promise<void>;
  close(): Promise<void>;
}

/** Unacknowledged outcomes sent again per offer, oldest first (the rest follow on the next offers). */
const MAX_OFFERED = 50;
const OFFLINE: AgentStatus = { isOnline: false, faultedSlots: [], at: '', version: null };

/**
 * The kiosk-side device agent: subscribes to its device's command topic (QoS 1, a persistent session
 * so commands sent during a short disconnection arrive), runs each unit once through the journal, and
 * publishes every outcome with QoS 1. Its retained status says online with the faulted slots; the
 * broker publishes the last will (offline) if the agent vanishes.
 */
export function startAgent(options: AgentOptions): Agent {
  const t = topics(options.deviceId);
  const log = options.log ?? pino({ enabled: false });
  const journal = new Journal(options.journalPath);
  const runner = new UnitRunner(options.deviceId, journal, options.dispenser);
  const client = connectToBroker(options, t.status);
  const publish = (event: AgentEvent) => client.publish(t.evt, JSON.stringify(event), { qos: 1 });
  let isClosing = false;
  const publishStatus = async () => {
    const faultedSlots = await runner.faultedSlots();
    if (isClosing) return;
    const status: AgentStatus = {
      isOnline: true,
      faultedSlots,
      at: new Date().toISOString(),
      version: options.version ?? null,
    };
    client.publish(t.status, JSON.stringify(status), { qos: 1, retain: true });
  };
  const offerOfflineDispenses = () => {
    const unreported = journal.unreportedOffline().slice(0, OFFLINE_DISPENSES_PER_MESSAGE);
    const dispenses = unreported.map(([unitId, u]) => ({
      unitId,
      slot: u.slot,
      skuId: u.skuId ?? '',
      outcome: u.outcome!,
      at: u.at,
    }));
    if (dispenses.length && client.connected) publish({ type: 'offline_dispenses', dispenses });
  };
  // At least once: an outcome published while no API instance listened is not lost, it is sent again
  // until the server says it is recorded (unit_ack); the server applies a unit once however often it comes.
  const offerOutcomes = () => {
    if (!client.connected) return;
    for (const [unitId, u] of journal.unreportedOutcomes().slice(0, MAX_OFFERED))
      publish({ type: 'unit', unitId, record: u.outcome! });
  };

  const publishEvent = (event: AgentEvent) =>
    client.publishAsync(t.evt, JSON.stringify(event), { qos: 1 }).then(() => undefined);
  const handle = (command: Command) =>
    command.type === 'update'
      ? (options.onUpdate ?? refuseUpdate(publishEvent))(command)
      : handleCommand(command, { runner, journal, publish, publishStatus, log });

  // The server may have missed an offer (no instance subscribed then): offered again until acknowledged.
  const offerTimer = setInterval(
    () => (offerOfflineDispenses(), offerOutcomes()),
    options.offerEveryMs ?? 30_000,
  );
  offerTimer.unref();

  client.on('connect', () => {
    client.subscribe(t.cmd, { qos: 1 });
    void publishStatus();
    offerOfflineDispenses();
    offerOutcomes();
    options.onConnected?.();
  });
  client.on('message', (_topic, payload) => {
    const command = parseCommand(payload);
    if (command)
      handle(command).catch((error: unknown) => log.error({ error: String(error) }, 'command failed'));
  });
  const at = brokerHostOf(options.brokerUrl);
  watchBroker(client, (change) => logBrokerChange(log, change, at));

  return {
    client,
    runner,
    journal,
    deviceId: options.deviceId,
    offerOfflineDispenses,
    offerOutcomes,
    publishEvent,
    async close() {
      isClosing = true;
      clearInterval(offerTimer);
      if (client.connected)
        await client
          .publishAsync(t.status, JSON.stringify(OFFLINE), { qos: 1, retain: true })
          .catch(() => undefined);
      await client.endAsync(!client.connected);
      journal.close();
    },
  };
}

/** Without an updater (update/updater.ts) every release offered is answered as not configured. */
const refuseUpdate = (publishEvent: (event: AgentEvent) => Promise<void>) => (command: UpdateCommand) =>
  publishEvent({
    type: 'update_state',
    rolloutId: command.rolloutId,
    version: command.version,
    state: 'failed',
    reason: 'updates are not configured',
  });

/**
 * A persistent session (commands sent while it was away still arrive), its last will the offline status;
 * reconnect tries back off with jitter, so a fleet does not come back in lock-step after a broker restart.
 */
function connectToBroker(options: AgentOptions, statusTopic: string): MqttClient {
  const client = mqtt.connect(options.brokerUrl, {
    clientId: `agent-${options.deviceId}`,
    clean: false,
    ...backoffOptions(options.backoff),
    connectTimeout: 5_000,
    will: { topic: statusTopic, payload: Buffer.from(JSON.stringify(OFFLINE)), qos: 1, retain: true },
    ...options.mqtt,
  });
  return withBackoff(client, options.backoff);
}

/** One line per change of the broker connection, never one per try. */
function logBrokerChange(log: AgentLog, change: BrokerStateChange, at: string): void {
  if (change.state === 'connected')
    log.info({ tries: change.tries, afterMs: change.afterMs }, 'connected to the broker');
  else if (change.state === 'lost') log.warn('lost the broker connection; reconnecting with back-off');
  else if (change.problem.kind === 'unreachable')
    log.warn(`${brokerProblemText(change.problem, at)} Retrying with back-off.`);
  else log.error(`${brokerProblemText(change.problem, at)} Retrying with back-off.`);
}

/** One unit command from the server: run a unit, answer what became of one, or note its acknowledgements. */
async function handleCommand(
  command: Exclude<Command, UpdateCommand>,
  {
    runner,
    journal,
    publish,
    publishStatus,
    log,
  }: {
    runner: UnitRunner;
    journal: Journal;
    publish: (event: AgentEvent) => void;
    publishStatus: () => Promise<void>;
    log: NonNullable<AgentOptions['log']>;
  },
): Promise<void> {
  if (command.type === 'dispense') {
    const record = await runner.run(command.unitId, command.slot);
    log.info({ unitId: command.unitId, record }, 'unit');
    // Live: the instance that commanded the unit waits for it (offerOutcomes sends no isLive).
    publish({ type: 'unit', unitId: command.unitId, record, isLive: true });
    await publishStatus();
  } else if (command.type === 'query') {
    const record = runner.answer(command.unitId);
    publish({ type: 'unit', unitId: command.unitId, record, isLive: true });
  } else {
    const isOffline = command.type === 'offline_ack';
    for (const unitId of command.unitIds) {
      const known = journal.get(unitId);
      if (known?.state === 'done' && known.isOffline === isOffline && !known.isReported)
        journal.append({ unitId, slot: known.slot, state: 'reported', at: new Date().toISOString() });
    }
  }
}
