import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import mqtt, { type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEvent, parseStatus, topics, type AgentEvent, type AgentStatus } from '@kiosk/device-link';
import { canStartBroker, startSecureBroker, type SecureTestBroker } from '@kiosk/device-link/testing';
import { openSpiralBench } from '../dispenser/spiral/test-bench';
import { unpackedRelease } from './kiosk-pc-tarball';

const DEVICE = 'release-kiosk-0001';
const t = topics(DEVICE);
const KIOSK_ORIGIN = 'https://kiosk.example.org';

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

async function until(check: () => boolean, what: string, ms = 15_000) {
  for (const end = Date.now() + ms; !check(); await new Promise((r) => setTimeout(r, 20)))
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
}

/**
 * The agent as a kiosk PC runs it: the release's own Node and bundle, from a directory outside the
 * checkout (no node_modules, no TypeScript), configured by environment only.
 */
describe.skipIf(!canStartBroker)('the agent from the kiosk PC tarball', () => {
  let release: string;
  let broker: SecureTestBroker;
  let kioskAccount = { username: '', password: '' };
  let server: MqttClient;
  let agent: ChildProcess | null = null;
  let output = '';
  const events: AgentEvent[] = [];
  let status: AgentStatus | null = null;
  const data = mkdtempSync(join(tmpdir(), 'kiosk-pc-agent-'));
  const journal = join(data, 'journal.jsonl');
  let emergencyPort = 0;

  const startAgent = (env: Record<string, string> = {}) => {
    agent = spawn(join(release, 'node/bin/node'), [join(release, 'agent/kiosk-agent.mjs')], {
      cwd: data,
      env: {
        PATH: '/usr/bin:/bin',
        AGENT_DEVICE_ID: DEVICE,
        MQTT_URL: broker.url,
        MQTT_USERNAME: kioskAccount.username,
        MQTT_PASSWORD: kioskAccount.password,
        MQTT_CA_FILE: broker.caFile,
        AGENT_JOURNAL: journal,
        DISPENSE_UNIT_MS: '300',
        AGENT_KIOSK_ORIGIN: KIOSK_ORIGIN,
        AGENT_EMERGENCY_PORT: String(emergencyPort),
        AGENT_EMERGENCY_KITS: 'naloxone-emergency-kit:E9', // a slot of its own: no cool-down from A1
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    agent.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    agent.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  };
  const stopAgent = async (signal: NodeJS.Signals) => {
    const child = agent;
    agent = null;
    if (!child || child.exitCode !== null) return;
    await new Promise((resolve) => child.once('exit', resolve).kill(signal));
  };
  const send = (command: object) => server.publishAsync(t.cmd, JSON.stringify(command), { qos: 1 });
  const answers = (unitId: string) =>
    events.filter((e) => e.type === 'unit' && e.unitId === unitId).map((e) => e.type === 'unit' && e.record);
  const motorRuns = (unitId: string) =>
    readFileSync(journal, 'utf8')
      .split('\n')
      .filter((l) => l.includes(`"${unitId}"`) && l.includes('"started"')).length;

  beforeAll(async () => {
    release = unpackedRelease().dir;
    broker = await startSecureBroker();
    const kiosk = await broker.kioskOptions(DEVICE);
    kioskAccount = { username: kiosk.username!, password: String(kiosk.password) };
    emergencyPort = await freePort();
    // The test plays the API's side, with the API's account.
    server = await mqtt.connectAsync(broker.url, {
      ...(await broker.apiOptions('release-test-server')),
      reconnectPeriod: 200,
    });
    server.on('message', (topic, payload) => {
      if (topic === t.evt) events.push(parseEvent(payload)!);
      if (topic === t.status) status = parseStatus(payload);
    });
    await server.subscribeAsync([t.evt, t.status], { qos: 1 });
    startAgent();
    await until(() => status?.isOnline === true, 'the agent online');
  });
  afterAll(async () => {
    await stopAgent('SIGTERM');
    await server?.endAsync();
    await broker?.stop();
  });

  it('reports its release version in its retained status', () => {
    expect(status?.version).toBe(readFileSync(join(release, 'VERSION'), 'utf8').trim());
    expect(output).toMatch(/"msg":"agent started"/);
  });

  it('drops a unit once, however often the command comes', async () => {
    await send({ type: 'dispense', unitId: 'order-r1:1', slot: 'A1' });
    await send({ type: 'dispense', unitId: 'order-r1:1', slot: 'A1' });
    await until(() => answers('order-r1:1').length === 2, 'two answers');
    expect(answers('order-r1:1')).toEqual(['dropped', 'dropped']);
    expect(motorRuns('order-r1:1')).toBe(1);
  });

  it('power cut mid-unit (SIGKILL): offline by its last will, then unknown from the journal, never run again', async () => {
    await send({ type: 'dispense', unitId: 'order-r2:1', slot: 'A1' });
    await until(() => motorRuns('order-r2:1') === 1, 'the motor started');
    await stopAgent('SIGKILL');
    await until(() => status?.isOnline === false, 'the last will', 20_000);
    startAgent();
    await until(() => status?.isOnline === true, 'the agent back');
    await send({ type: 'query', unitId: 'order-r2:1' });
    await send({ type: 'dispense', unitId: 'order-r2:1', slot: 'A1' });
    // The broker may also hand the new process the first command again (QoS 1: its ack may have died
    // with the old one): every answer is unknown all the same.
    await until(() => answers('order-r2:1').length >= 2, 'two answers');
    expect(new Set(answers('order-r2:1'))).toEqual(new Set(['unknown']));
    expect(motorRuns('order-r2:1')).toBe(1);
  });

  it('gives the emergency kit on loopback to the kiosk page only', async () => {
    const url = `http://127.0.0.1:${emergencyPort}/emergency-kit`;
    const body = JSON.stringify({ skuId: 'naloxone-emergency-kit', sessionId: randomUUID() });
    const headers = { 'content-type': 'application/json' };
    const stranger = await fetch(url, {
      method: 'POST',
      headers: { ...headers, origin: 'https://x.example' },
      body,
    });
    expect(stranger.status).toBe(403);
    const kiosk = await fetch(url, { method: 'POST', headers: { ...headers, origin: KIOSK_ORIGIN }, body });
    expect(kiosk.status).toBe(200);
  });

  it('runs a vendor driver named by AGENT_DRIVER', async () => {
    const driver = join(data, 'vendor-driver.mjs');
    writeFileSync(
      driver,
      `export default () => ({
        dispenseUnit: async () => 'empty',
        unitOutcome: async () => 'unknown',
        status: async () => ({ isOnline: true, faultedSlots: ['V1'] }),
      });\n`,
    );
    await stopAgent('SIGTERM');
    status = null;
    startAgent({ AGENT_DRIVER: driver });
    await until(() => status?.faultedSlots.includes('V1') === true, 'the vendor driver status');
    await send({ type: 'dispense', unitId: 'order-r3:1', slot: 'V1' });
    await until(() => answers('order-r3:1').length === 1, 'the answer');
    expect(answers('order-r3:1')).toEqual(['empty']);
  });

  it("runs the release's spiral driver named by AGENT_DRIVER: a unit asked over MQTT drops", async () => {
    const bench = await openSpiralBench();
    try {
      await stopAgent('SIGTERM');
      status = null;
      startAgent({ AGENT_DRIVER: join(release, 'agent/drivers/spiral.mjs'), ...bench.env });
      await until(() => status?.isOnline === true, 'the spiral board online');
      await send({ type: 'dispense', unitId: 'order-r4:1', slot: '10' });
      await until(() => answers('order-r4:1').length === 1, 'the answer');
      expect(answers('order-r4:1')).toEqual(['dropped']);
      expect(bench.board.motorTurns).toEqual([10]);
    } finally {
      await stopAgent('SIGTERM');
      await bench.close();
    }
  });
});

/**
 * A kiosk PC powered on without a network: no broker answers. The agent from the tarball must still serve
 * the kiosk page's emergency kit on loopback at once (kiosk-agent.service no longer waits for the network).
 */
describe('the agent from the kiosk PC tarball, with no broker to reach', () => {
  it('gives the emergency kit on loopback within seconds of its start', async () => {
    const release = unpackedRelease().dir;
    const data = mkdtempSync(join(tmpdir(), 'kiosk-pc-agent-offline-'));
    const port = await freePort();
    const child = spawn(join(release, 'node/bin/node'), [join(release, 'agent/kiosk-agent.mjs')], {
      cwd: data,
      env: {
        PATH: '/usr/bin:/bin',
        AGENT_DEVICE_ID: DEVICE,
        MQTT_URL: `mqtt://127.0.0.1:${await freePort()}`, // nothing listens there
        AGENT_JOURNAL: join(data, 'journal.jsonl'),
        DISPENSE_UNIT_MS: '100',
        AGENT_KIOSK_ORIGIN: KIOSK_ORIGIN,
        AGENT_EMERGENCY_PORT: String(port),
      },
      stdio: 'ignore',
    });
    try {
      const started = Date.now();
      const kit = () =>
        fetch(`http://127.0.0.1:${port}/emergency-kit`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: KIOSK_ORIGIN },
          body: JSON.stringify({ skuId: 'naloxone-emergency-kit', sessionId: randomUUID() }),
        }).catch(() => null);
      let answer = await kit();
      while (!answer && Date.now() - started < 10_000) {
        await new Promise((r) => setTimeout(r, 100));
        answer = await kit();
      }
      expect(answer?.status).toBe(200);
      expect(((await answer!.json()) as { data: { outcome: string } }).data.outcome).toBe('dropped');
    } finally {
      await new Promise((resolve) => child.once('exit', resolve).kill('SIGTERM'));
    }
  });
});
