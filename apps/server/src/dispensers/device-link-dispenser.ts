import mqtt, { type IClientOptions, type IPublishPacket, type MqttClient } from 'mqtt';
import {
  UnitInDoubtError,
  UnitNotSentError,
  unitIdOf,
  isDispenseOutcome,
  type DeviceLinkRefusal,
  type DispenseOutcome,
  type Dispenser,
  type DispenserReports,
  type DispenserStatus,
  type UnitInput,
  type UnitRecord,
  deviceIdOfTopic,
  MAX_MESSAGE_BYTES,
  parseEvent,
  parseStatus,
  topics,
  type AgentStatus,
  type Command,
  type UnitAnswer,
  type UpdateCommand,
  backoffOptions,
  brokerProblemText,
  brokerHostOf,
  watchBroker,
  withBackoff,
} from '@kiosk/device-link';

export interface DeviceLinkOptions {
  brokerUrl: string;
  /** This API instance: its MQTT client id is `api-{instanceId}` unless `mqtt.clientId` names it. */
  instanceId: string;
  /** How long to wait for an outcome (or an answer) before asking the agent again. */
  timeoutMs: number;
  /** After this long without an answer about a unit, it stays unconfirmed (UnitInDoubtError). */
  giveUpMs: number;
  mqtt?: IClientOptions;
  /**
   * Emergency kits an agent dispensed offline; an outcome nobody here waits for and not live
   * (docs/device-agent.md: the agent offers it again until it is acknowledged, when the server gave up on
   * that unit or its instance stopped, or an older agent sent it); each agent status heard (the retained
   * ones at connect too). Set by the app through `listen` once its context exists.
   */
  onOfflineDispenses?: DispenserReports['onOfflineDispenses'];
  onLateOutcome?: DispenserReports['onLateOutcome'];
  onStatus?: DispenserReports['onStatus'];
  onUpdateState?: DispenserReports['onUpdateState'];
  /** A message dropped because it is not its kiosk's to send (counted in a metric, logged). */
  onRefused?: (deviceId: string, reason: DeviceLinkRefusal) => void;
  log?: (message: string, fields?: Record<string, unknown>) => void;
}

/**
 * MQTT 5 with the largest receive maximum: the broker keeps that many messages in flight to this instance
 * before it queues any, and it queues at most 1,000 more (deploy/fleet/mosquitto.conf) and drops the rest.
 * After a broker restart every kiosk's retained status reaches an instance at once; at MQTT 3.1.1's 20 in
 * flight, every status past the 1,020th was dropped, and those kiosks could not be sent a dispense.
 */
const BURST_READY: IClientOptions = { protocolVersion: 5, properties: { receiveMaximum: 65_535 } };

interface Waiter {
  deviceId: string;
  done: (answer: UnitAnswer | null) => void;
}

/**
 * The fleet's dispenser driver (DISPENSER=device-link): each unit is one QoS 1 command to the kiosk's
 * device agent over MQTT. It waits for the agent's sensor-confirmed outcome; after a timeout it asks the
 * agent about that unit id (the agent's journal answers), re-sends a command the agent never received,
 * and never guesses: no answer within giveUpMs is a UnitInDoubtError. A command waits (up to giveUpMs)
 * for this instance's broker connection, and a dispense for the agent's status heard on it; none is
 * queued while the connection is down, where it could reach the machine after the server gave up: a
 * dispense never sent by then is a UnitNotSentError (the machine never saw it).
 */
export class DeviceLinkDispenser implements Dispenser {
  readonly client: MqttClient;
  /** Who waits for an answer about a unit id, each bound to the kiosk whose topic must carry it. */
  private readonly waiters = new Map<string, Set<Waiter>>();
  private readonly statuses = new Map<string, AgentStatus>();
  /** The last connection error since start: what `connected` reports when no broker took the client. */
  private lastError: Error | undefined;
  /**
   * Kiosks whose agent left a command of this instance unanswered, with that unit: not online here until
   * the agent answers again (a query about the unit is sent when the status is asked, once per timeout).
   */
  private readonly unanswered = new Map<string, { unitId: string; askedAt: number }>();
  /** This instance's broker connections so far, and the one each kiosk's status was last heard on. */
  private connection = 0;
  private readonly heardOn = new Map<string, number>();
  /** Commands waiting for the connection or a kiosk's status (until), checked at each of them. */
  private readonly watchers = new Set<() => void>();

  /** Who records what the agents report unasked (set by the app once its context exists). */
  listen(reports: DispenserReports): void {
    Object.assign(this.options, reports);
  }

  constructor(private readonly options: DeviceLinkOptions) {
    this.client = withBackoff(
      mqtt.connect(options.brokerUrl, {
        clientId: `api-${options.instanceId}`.slice(0, 120),
        ...backoffOptions(),
        ...BURST_READY,
        connectTimeout: 5_000,
        ...options.mqtt,
      }),
    );
    this.client.on('connect', () => {
      this.connection++;
      this.client.subscribe(['kiosk/+/evt', 'kiosk/+/status'], { qos: 1 });
      this.notifyWatchers();
    });
    this.client.on('message', (topic, payload, packet) => this.onMessage(topic, payload, packet));
    this.client.on('error', (error) => (this.lastError = error));
    // One line per change of the connection, not per try (the tries back off up to 30 s apart).
    const at = brokerHostOf(options.brokerUrl);
    watchBroker(this.client, (change) =>
      this.options.log?.(
        change.state === 'failing'
          ? `device link: ${brokerProblemText(change.problem, at)}`
          : `device link: broker connection ${change.state}`,
      ),
    );
  }

  async dispenseUnit(unit: UnitInput): Promise<DispenseOutcome> {
    const unitId = unitIdOf(unit);
    const deadline = Date.now() + this.options.giveUpMs;
    const command: Command = { type: 'dispense', unitId, slot: unit.slot };
    if (!(await this.isReachableBy(unit.deviceId, deadline)))
      throw new UnitNotSentError(`unit ${unitId} not sent: ${unit.deviceId}'s agent not reachable`);
    let answer = await this.ask(unit.deviceId, command, unitId, deadline);
    while (Date.now() < deadline) {
      if (answer !== null && isDispenseOutcome(answer)) return answer;
      if (answer === 'unknown') break;
      if (answer === 'not_received') answer = await this.ask(unit.deviceId, command, unitId, deadline);
      else if (answer === 'in_progress') answer = await this.wait(unit.deviceId, unitId);
      else answer = await this.ask(unit.deviceId, { type: 'query', unitId }, unitId, deadline);
    }
    throw new UnitInDoubtError(`no outcome from the agent of ${unit.deviceId} for unit ${unitId}`);
  }

  async unitOutcome(unit: UnitInput): Promise<UnitRecord> {
    const unitId = unitIdOf(unit);
    const deadline = Date.now() + this.options.giveUpMs;
    while (Date.now() < deadline) {
      const answer = await this.ask(unit.deviceId, { type: 'query', unitId }, unitId, deadline);
      if (answer === 'in_progress') {
        const done = await this.wait(unit.deviceId, unitId);
        if (done !== null && done !== 'in_progress') return done;
      } else if (answer !== null) {
        return answer;
      }
    }
    return 'unknown';
  }

  sendUpdate(deviceId: string, command: UpdateCommand): void {
    this.send(deviceId, command);
  }

  /** unit_ack: the agent stops offering an outcome once the server has written it (docs/device-agent.md). */
  unitRecorded(unit: UnitInput): void {
    this.send(unit.deviceId, { type: 'unit_ack', unitIds: [unitIdOf(unit)] });
  }

  /**
   * The kiosk as this instance sees it: online while its agent's status says so, that status was heard on
   * this instance's current broker connection (the one a command would go out on) and no command of this
   * instance is left unanswered. A status kept from before a lost connection is not enough.
   */
  async status(deviceId: string): Promise<DispenserStatus> {
    const status = this.statuses.get(deviceId);
    const silent = this.unanswered.get(deviceId);
    if (silent && Date.now() - silent.askedAt >= this.options.timeoutMs) {
      silent.askedAt = Date.now();
      this.send(deviceId, { type: 'query', unitId: silent.unitId });
    }
    const isOnline = (status?.isOnline ?? false) && this.isReachable(deviceId) && !silent;
    return { isOnline, faultedSlots: status?.faultedSlots ?? [] };
  }

  private onStatusMessage(deviceId: string, payload: Buffer): void {
    const status: AgentStatus | null = payload.length
      ? parseStatus(payload)
      : { isOnline: false, faultedSlots: [], at: '', version: null };
    if (!status) return this.refuse(deviceId, 'malformed');
    this.statuses.set(deviceId, status);
    this.heardOn.set(deviceId, this.connection);
    this.notifyWatchers();
    this.options.onStatus?.(deviceId, status);
  }

  /** Resolves once the broker has accepted the connection; rejects after `timeoutMs` with the last error. */
  connected(timeoutMs: number): Promise<void> {
    if (this.client.connected) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const onConnect = () => {
        clearTimeout(timer);
        resolve();
      };
      // The last error since start, even one before this call (a refused account is met at once).
      const timer = setTimeout(() => {
        this.client.off('connect', onConnect);
        reject(this.lastError ?? new Error('no answer'));
      }, timeoutMs);
      this.client.once('connect', onConnect);
    });
  }

  async close(): Promise<void> {
    await this.client.endAsync(true);
  }

  /** Resolves true once `isMet` holds (checked now and at each connect or status), false at `deadline`. */
  private until(isMet: () => boolean, deadline: number): Promise<boolean> {
    if (isMet()) return Promise.resolve(true);
    return new Promise((resolve) => {
      const check = (force = false) => {
        if (!force && !isMet()) return;
        clearTimeout(timer);
        this.watchers.delete(check);
        resolve(isMet());
      };
      const timer = setTimeout(() => check(true), Math.max(0, deadline - Date.now()));
      this.watchers.add(check);
    });
  }

  /**
   * Whether the kiosk's agent can be sent a command before `deadline`: this instance connected, and the
   * agent's status heard on this connection (the agent subscribes before it publishes its status; after
   * a broker restart that lost its sessions, a command sent before that is dropped).
   */
  private isReachableBy(deviceId: string, deadline: number): Promise<boolean> {
    return this.until(() => this.isReachable(deviceId), deadline);
  }

  /** This instance connected, and the agent's status heard on this connection. */
  private isReachable(deviceId: string): boolean {
    return this.client.connected && this.heardOn.get(deviceId) === this.connection;
  }

  /**
   * Sends a command (QoS 1) once the broker connection is up, and waits for an answer on that unit (null:
   * none, or no connection before `deadline`); a command left unanswered marks the kiosk not online
   * (status) until its agent answers again. The wait starts when the command is sent.
   */
  private async ask(
    deviceId: string,
    command: Command,
    unitId: string,
    deadline: number,
  ): Promise<UnitAnswer | null> {
    if (!(await this.until(() => this.client.connected, deadline))) return null;
    const answer = this.wait(deviceId, unitId);
    this.send(deviceId, command);
    const answered = await answer;
    if (answered === null) this.unanswered.set(deviceId, { unitId, askedAt: Date.now() });
    return answered;
  }

  /** Waits for an answer about `unitId` on `deviceId`'s event topic (null after the timeout). */
  private wait(deviceId: string, unitId: string): Promise<UnitAnswer | null> {
    return new Promise((resolve) => {
      const set = this.waiters.get(unitId) ?? new Set();
      this.waiters.set(unitId, set);
      const waiter: Waiter = {
        deviceId,
        done: (answer) => {
          clearTimeout(timer);
          set.delete(waiter);
          if (set.size === 0) this.waiters.delete(unitId);
          resolve(answer);
        },
      };
      const timer = setTimeout(() => waiter.done(null), this.options.timeoutMs);
      set.add(waiter);
    });
  }

  private notifyWatchers(): void {
    for (const check of [...this.watchers]) check();
  }

  private refuse(deviceId: string, reason: DeviceLinkRefusal): void {
    this.options.onRefused?.(deviceId, reason);
  }

  private send(deviceId: string, command: Command): void {
    this.client.publish(topics(deviceId).cmd, JSON.stringify(command), { qos: 1 });
  }

  /**
   * A unit's answer, bound to the kiosk of the topic it came on: it settles only this kiosk's waits, and
   * an outcome nobody waits for is recorded only on an order of this kiosk. Anything else is refused.
   * A live answer nobody here waits for is another instance's (every instance hears every kiosk): that
   * instance records and acknowledges it; if it stopped or gave up, the agent's next offer (not live) is
   * recorded by whichever instance hears it.
   */
  private onUnit(deviceId: string, unitId: string, record: UnitAnswer, isLive: boolean): void {
    const all = [...(this.waiters.get(unitId) ?? [])];
    const waiting = all.filter((w) => w.deviceId === deviceId);
    if (all.length && !waiting.length) return this.refuse(deviceId, 'other_kiosk_unit');
    for (const waiter of waiting) waiter.done(record);
    if (waiting.length || isLive || !isDispenseOutcome(record) || !this.options.onLateOutcome) return;
    this.options
      .onLateOutcome(deviceId, unitId, record)
      .then((result) => {
        if (result === 'refused') this.refuse(deviceId, 'other_kiosk_unit');
        if (result === 'recorded' || result === 'already')
          this.send(deviceId, { type: 'unit_ack', unitIds: [unitId] });
      })
      .catch((error: unknown) => this.options.log?.('late outcome not recorded', { error: String(error) }));
  }

  /**
   * A kiosk's message. Refused before it is parsed: one over MAX_MESSAGE_BYTES, and a retained one on a
   * topic the protocol retains nothing on (only the status is retained). An empty message is a revoked
   * kiosk's topic being cleared (`kiosk:provision --revoke`): its status is then offline.
   */
  private onMessage(topic: string, payload: Buffer, packet: Pick<IPublishPacket, 'retain'>): void {
    const deviceId = deviceIdOfTopic(topic);
    if (!deviceId) return;
    if (payload.length > MAX_MESSAGE_BYTES) return this.refuse(deviceId, 'oversized');
    const isStatus = topic.endsWith('/status');
    if (packet.retain && !isStatus) return this.refuse(deviceId, 'retained');
    if (isStatus) return this.onStatusMessage(deviceId, payload);
    if (!payload.length) return; // a revoke clearing the topic
    const event = parseEvent(payload);
    if (!event) return this.refuse(deviceId, 'malformed');
    this.unanswered.delete(deviceId);
    if (event.type === 'unit')
      return this.onUnit(deviceId, event.unitId, event.record, event.isLive === true);
    if (event.type === 'update_state') return this.options.onUpdateState?.(deviceId, event);
    if (!this.options.onOfflineDispenses) return;
    this.options
      .onOfflineDispenses(deviceId, event.dispenses)
      .then((unitIds) => {
        if (unitIds.length) this.send(deviceId, { type: 'offline_ack', unitIds });
      })
      .catch((error: unknown) =>
        this.options.log?.('offline dispenses not recorded', { error: String(error) }),
      );
  }
}
