import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mqtt from 'mqtt';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAgent, type Agent } from '@kiosk/agent';
import { parseEvent, topics } from '@kiosk/device-link';
import { DispenserSimulator } from '@kiosk/device-link/simulator';
import { canStartBroker } from '@kiosk/device-link/testing';
import { startFleetBroker, type FleetBroker } from './support/fleet-broker';

const AGENTS = Number(process.env.FLEET_OUTAGE_AGENTS ?? 200);
/** The two minutes: long enough for every agent's back-off to reach its 30 s cap. */
const OUTAGE_MS = Number(process.env.FLEET_OUTAGE_SECONDS ?? 120) * 1_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(what: string, check: () => boolean, ms: number) {
  for (const end = Date.now() + ms; !check(); await sleep(100))
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
}

/** The API's side of the link as one MQTT client: hears every outcome and acknowledges it, as the server. */
async function apiSide(broker: FleetBroker) {
  const env = broker.serverEnv(0);
  const client = await mqtt.connectAsync(env.MQTT_URL!, {
    clientId: env.MQTT_USERNAME, // the account's bound client id
    username: env.MQTT_USERNAME,
    password: env.MQTT_PASSWORD,
    ca: readFileSync(env.MQTT_CA_FILE!),
    reconnectPeriod: 500,
  });
  const outcomes = new Map<string, string>();
  client.on('connect', () => void client.subscribe('kiosk/+/evt', { qos: 1 }));
  client.on('message', (topic, payload) => {
    const event = parseEvent(payload);
    if (event?.type !== 'unit' || event.record === 'in_progress') return;
    outcomes.set(event.unitId, event.record);
    const ack = { type: 'unit_ack', unitIds: [event.unitId] };
    client.publish(topic.replace(/evt$/, 'cmd'), JSON.stringify(ack), { qos: 1 });
  });
  await client.subscribeAsync('kiosk/+/evt', { qos: 1 });
  return { client, outcomes };
}

/**
 * A broker restart in a fleet (docs/device-agent.md, "Reconnecting"): 200 real agents in this process,
 * each with its own MQTT session, journal and pino log, counted line by line. The broker is killed
 * while every agent's unit turns, stays away for two minutes, and comes back.
 */
describe.skipIf(!canStartBroker)(`a broker away for ${OUTAGE_MS / 1000} s under ${AGENTS} agents`, () => {
  const deviceIds = Array.from({ length: AGENTS }, (_, i) => `outage-kiosk-${i}`);
  const dir = mkdtempSync(join(tmpdir(), 'fleet-broker-outage-'));
  const logLines = new Map<string, number>();
  const motorTurns: string[] = [];
  const agents: Agent[] = [];
  let broker: FleetBroker;
  let api: Awaited<ReturnType<typeof apiSide>>;

  beforeAll(async () => {
    broker = await startFleetBroker(deviceIds);
    api = await apiSide(broker);
    const dispenser = new DispenserSimulator({ unitMs: 5_000, onMotorTurn: (id) => motorTurns.push(id) });
    for (const deviceId of deviceIds) {
      logLines.set(deviceId, 0);
      const counted = { write: () => logLines.set(deviceId, logLines.get(deviceId)! + 1) };
      agents.push(
        startAgent({
          deviceId,
          brokerUrl: broker.url,
          journalPath: join(dir, `${deviceId}.jsonl`),
          dispenser,
          mqtt: broker.agentOptions(deviceId),
          offerEveryMs: 5_000,
          log: pino({ base: { deviceId } }, counted),
        }),
      );
    }
    await until('every agent online', () => agents.every((a) => a.client.connected), 60_000);
  }, 180_000);
  afterAll(async () => {
    await Promise.all(agents.map((a) => a.close().catch(() => undefined)));
    await api?.client.endAsync(true);
    await broker?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it(
    'logs a few lines per agent, reconnects them all spread over time, and loses no unit',
    async () => {
      for (const deviceId of deviceIds)
        api.client.publish(
          topics(deviceId).cmd,
          JSON.stringify({ type: 'dispense', unitId: `order-${deviceId}:1`, slot: 'A1' }),
          { qos: 1 },
        );
      await until('every motor turning', () => motorTurns.length === AGENTS, 30_000);
      await broker.kill(); // the units end while the broker is away: their outcomes wait in the agents
      await sleep(OUTAGE_MS);

      const connectedAt = new Map<string, number>();
      agents.forEach((a) => a.client.once('connect', () => connectedAt.set(a.deviceId, Date.now())));
      const backAt = Date.now();
      await broker.restart();
      await until('every agent back', () => connectedAt.size === AGENTS, 90_000);
      await until('every outcome heard', () => api.outcomes.size === AGENTS, 30_000);

      const afterMs = [...connectedAt.values()].map((at) => at - backAt);
      const perSecond = new Map<number, number>();
      for (const ms of afterMs)
        perSecond.set(Math.floor(ms / 1000), (perSecond.get(Math.floor(ms / 1000)) ?? 0) + 1);
      const busiestSecond = Math.max(...perSecond.values());
      console.log(
        `broker outage: all ${AGENTS} back within ${Math.max(...afterMs)} ms, over ${perSecond.size} distinct seconds ` +
          `(busiest ${busiestSecond}); log lines per agent at most ${Math.max(...logLines.values())}`,
      );
      expect(Math.max(...logLines.values())).toBeLessThanOrEqual(10);
      expect(Math.max(...afterMs)).toBeLessThan(60_000);
      expect(busiestSecond).toBeLessThanOrEqual(AGENTS / 3); // in lock-step, all in one second
      expect(Math.max(...afterMs) - Math.min(...afterMs)).toBeGreaterThan(10_000);
      expect([...api.outcomes.values()].every((o) => o === 'dropped')).toBe(true);
      expect(new Set(motorTurns).size).toBe(AGENTS); // each unit's motor once
      expect(motorTurns).toHaveLength(AGENTS);
    },
    OUTAGE_MS + 240_000,
  );
});
