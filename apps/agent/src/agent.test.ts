import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mqtt, { type IClientOptions, type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAgent, type Agent } from './agent';
import { DispenserSimulator } from '@kiosk/device-link/simulator';
import { parseEvent, parseStatus, topics, type AgentEvent, type AgentStatus } from '@kiosk/device-link';
import { canStartBroker, startSecureBroker, type SecureTestBroker } from '@kiosk/device-link/testing';

const DEVICE = 'agent-test-kiosk';
const t = topics(DEVICE);

/**
 * The API's side of the link, as a bare MQTT client: sends commands, collects events and status, and
 * (unless told not to) acknowledges each outcome it hears, as the server does once it is recorded.
 */
async function serverSide(url: string, options: IClientOptions, isAcking = true) {
  const client: MqttClient = await mqtt.connectAsync(url, {
    ...options,
    reconnectPeriod: 200,
  });
  const events: AgentEvent[] = [];
  let status: AgentStatus | null = null;
  client.on('message', (topic, payload) => {
    const event = topic === t.evt ? parseEvent(payload)! : null;
    if (event) events.push(event);
    if (isAcking && event?.type === 'unit' && event.record !== 'in_progress')
      client.publish(t.cmd, JSON.stringify({ type: 'unit_ack', unitIds: [event.unitId] }), { qos: 1 });
    if (topic === t.status) status = parseStatus(payload);
  });
  await client.subscribeAsync([t.evt, t.status], { qos: 1 });
  const until = async (check: () => boolean, ms = 5_000) => {
    for (const end = Date.now() + ms; !check();) {
      if (Date.now() > end) throw new Error('timed out');
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  return {
    client,
    events,
    status: () => status,
    send: (command: object) => client.publishAsync(t.cmd, JSON.stringify(command), { qos: 1 }),
    until,
    answersFor: (unitId: string) =>
      events
        .filter((e) => e.type === 'unit' && e.unitId === unitId)
        .map((e) => e.type === 'unit' && e.record),
    /** Each answer's isLive (undefined: a re-offer of the journal). */
    liveFor: (unitId: string) =>
      events
        .filter((e) => e.type === 'unit' && e.unitId === unitId)
        .map((e) => (e.type === 'unit' ? e.isLive : 'not a unit')),
  };
}

describe.skipIf(!canStartBroker)('the device agent on a real broker', () => {
  let broker: SecureTestBroker;
  let kioskMqtt: IClientOptions;
  const api = async (isAcking = true) =>
    serverSide(broker.url, await broker.apiOptions('test-server'), isAcking);
  const run = (dispenser: DispenserSimulator) =>
    startAgent({
      deviceId: DEVICE,
      brokerUrl: broker.url,
      journalPath,
      dispenser,
      mqtt: kioskMqtt,
      version: '1.2.3',
    });
  let agent: Agent;
  let server: Awaited<ReturnType<typeof serverSide>>;
  const simulator = new DispenserSimulator({ unitMs: 200 });
  const journalPath = join(mkdtempSync(join(tmpdir(), 'agent-test-')), 'journal.jsonl');
  const motorRuns = () =>
    readFileSync(journalPath, 'utf8')
      .split('\n')
      .filter((l) => l.includes('"started"'));

  beforeAll(async () => {
    broker = await startSecureBroker();
    kioskMqtt = await broker.kioskOptions(DEVICE);
    server = await api();
    agent = run(simulator);
    await server.until(() => server.status()?.isOnline === true);
  });
  afterAll(async () => {
    await agent?.close();
    await server?.client.endAsync();
    await broker?.stop();
  });

  it('publishes a retained online status, and a unit command’s outcome once per unit id', async () => {
    await server.send({ type: 'dispense', unitId: 'order-1:1', slot: 'A1' });
    await server.send({ type: 'dispense', unitId: 'order-1:1', slot: 'A1' });
    await server.until(() => server.answersFor('order-1:1').length === 2);
    expect(server.answersFor('order-1:1')).toEqual(['dropped', 'dropped']);
    // Both answer a command: live, for the instance that waits for them.
    expect(server.liveFor('order-1:1')).toEqual([true, true]);
    expect(motorRuns().filter((l) => l.includes('order-1:1'))).toHaveLength(1);
    expect(server.status()?.version).toBe('1.2.3');
  });

  it('answers a query from its journal: the outcome, or not_received, never a guess', async () => {
    await server.send({ type: 'query', unitId: 'order-1:1' });
    await server.send({ type: 'query', unitId: 'order-1:2' });
    await server.until(() => server.answersFor('order-1:2').length === 1);
    expect(server.answersFor('order-1:1')).toEqual(['dropped', 'dropped', 'dropped']);
    expect(server.answersFor('order-1:2')).toEqual(['not_received']);
    expect(server.liveFor('order-1:1')).toEqual([true, true, true]);
    expect(server.liveFor('order-1:2')).toEqual([true]);
  });

  it('reports a slot fault with the outcome and in its status', async () => {
    simulator.injectFault(DEVICE, { slot: 'B2', kind: 'jam' });
    await server.send({ type: 'dispense', unitId: 'order-2:1', slot: 'B2' });
    await server.until(() => server.answersFor('order-2:1').length === 1);
    expect(server.answersFor('order-2:1')).toEqual(['jammed']);
    await server.until(() => server.status()?.faultedSlots.includes('B2') === true);
  });

  it('finishes a unit while cut off from the broker and delivers the outcome once it is back', async () => {
    await server.send({ type: 'dispense', unitId: 'order-3:1', slot: 'A1' });
    await server.until(
      () => server.answersFor('order-3:1').length === 0 && motorRuns().some((l) => l.includes('order-3:1')),
    );
    agent.client.stream.destroy(); // the kiosk PC's network drops mid-unit
    await server.until(() => server.answersFor('order-3:1').length >= 1, 10_000);
    // At least once (the queued publish, and the offer on reconnect): always the same outcome.
    expect(new Set(server.answersFor('order-3:1'))).toEqual(new Set(['dropped']));
    expect(motorRuns().filter((l) => l.includes('order-3:1'))).toHaveLength(1);
  });

  it('offers an outcome no server heard again until the server acknowledges it', async () => {
    const isDone = (unitId: string, state = 'done') =>
      readFileSync(journalPath, 'utf8').includes(`{"unitId":"${unitId}","slot":"A1","state":"${state}"`);
    await server.send({ type: 'dispense', unitId: 'order-4:1', slot: 'A1' });
    await server.until(() => motorRuns().some((l) => l.includes('order-4:1')));
    await server.client.endAsync(); // no API instance listens while the unit finishes
    await server.until(() => isDone('order-4:1'));
    server = await api(false);
    agent.offerOutcomes();
    await server.until(() => server.answersFor('order-4:1').length === 1);
    agent.offerOutcomes();
    await server.until(() => server.answersFor('order-4:1').length === 2);
    expect(server.answersFor('order-4:1')).toEqual(['dropped', 'dropped']);
    // Offered again from the journal: not live, so whichever instance hears it records it.
    expect(server.liveFor('order-4:1')).toEqual([undefined, undefined]);
    await server.send({ type: 'unit_ack', unitIds: ['order-4:1'] });
    await server.until(() => isDone('order-4:1', 'reported'));
    agent.offerOutcomes();
    await new Promise((r) => setTimeout(r, 300));
    expect(server.answersFor('order-4:1')).toHaveLength(2);
    expect(motorRuns().filter((l) => l.includes('order-4:1'))).toHaveLength(1);
    await server.client.endAsync();
    server = await api();
  });

  it('keeps its journal across a restart: a repeated command after it never drops again', async () => {
    await agent.close();
    await server.until(() => server.status()?.isOnline === false);
    agent = run(new DispenserSimulator({ unitMs: 50 }));
    await server.until(() => server.status()?.isOnline === true);
    const before = server.answersFor('order-1:1').length;
    await server.send({ type: 'dispense', unitId: 'order-1:1', slot: 'A1' });
    await server.until(() => server.answersFor('order-1:1').length === before + 1);
    expect(server.answersFor('order-1:1').at(-1)).toBe('dropped');
    expect(motorRuns().filter((l) => l.includes('order-1:1'))).toHaveLength(1);
  });

  it('is shown offline by its last will when it vanishes', async () => {
    agent.client.end(true); // the connection cut without a goodbye, and no reconnect
    await server.until(() => server.status()?.isOnline === false, 10_000);
  });
});
