import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import mqtt, { type IClientOptions } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAgent, type Agent } from '@kiosk/agent';
import { DispenserSimulator } from '@kiosk/device-link/simulator';
import { topics } from '@kiosk/device-link';
import { canStartBroker, startSecureBroker, type SecureTestBroker } from '@kiosk/device-link/testing';
import { rowsOf } from '@kiosk/server/src/db/client';
import { moveOrderTo } from '@kiosk/server/src/test/db-state';
import { DB_KINDS, DEMO, client, useTestApp } from '@kiosk/server/src/test/harness';
import { sandboxWebhook } from '@kiosk/server/src/test/payments-helpers';
import { ledgerViolations } from '@kiosk/server/src/test/ledger';
import { listRefunds } from '@kiosk/server/src/modules/payments/refunds.service';
import { DeviceLinkDispenser } from '@kiosk/server/src/dispensers/device-link-dispenser';

const UNIT_MS = 250;
/** Another kiosk, with a broker account of its own. */
const OTHER = 'demo-kiosk-0002';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.skipIf(!canStartBroker).each(DB_KINDS)('the device link (DISPENSER=device-link) on %s', (kind) => {
  let broker: SecureTestBroker;
  let kioskMqtt: IClientOptions;
  let otherKioskMqtt: IClientOptions;
  let apiEnv: Record<string, string>;
  let agent: Agent | null = null;
  const journalPath = join(mkdtempSync(join(tmpdir(), 'device-link-')), 'journal.jsonl');
  const simulator = new DispenserSimulator({ unitMs: UNIT_MS });
  const runAgent = () => {
    agent = startAgent({
      deviceId: DEMO,
      brokerUrl: broker.url,
      journalPath,
      dispenser: simulator,
      mqtt: kioskMqtt,
    });
    return agent;
  };
  beforeAll(async () => {
    broker = await startSecureBroker();
    kioskMqtt = await broker.kioskOptions(DEMO);
    otherKioskMqtt = await broker.kioskOptions(OTHER);
    apiEnv = await broker.apiEnv();
  }, 30_000);
  afterAll(async () => {
    await agent?.close();
    await broker.stop();
  });
  const t = useTestApp(kind, () => ({
    env: {
      DISPENSER: 'device-link',
      ...apiEnv,
      DEVICE_LINK_TIMEOUT_MS: '1000',
      // Past a broker restart: the API and the agent each reconnect after a random wait under 1 s, then
      // under 2 s, then 4 s (full jitter), so a busy machine can need several seconds before the answer.
      DEVICE_LINK_GIVE_UP_MS: '8000',
      DISPENSE_LEASE_MS: '2000',
    },
  }));
  const api = client(t);
  const dispense = (orderId: string) =>
    t.app.inject({ method: 'POST', url: `${api.base}/orders/${orderId}/dispense?locale=en` });
  const paidOrder = async (skuId: string, quantity: number) => {
    const orderId = (await api.createOrder([{ skuId, quantity }])).json().data.id as string;
    const transaction = (
      await t.app.inject({ method: 'POST', url: `${api.base}/orders/${orderId}/transactions` })
    ).json().data;
    const session = await t.app.inject({
      url: `${api.base}/orders/${orderId}/transactions/${transaction.id}/session?manualRedirect=true`,
    });
    await sandboxWebhook(t, session.json().data.url, { type: 'paid' });
    return orderId;
  };
  const order = async (orderId: string) => (await api.getOrder(orderId)).json().data;
  /** Motor runs per unit id of the order, from the agent's journal. */
  const motorRuns = (orderId: string) =>
    readFileSync(journalPath, 'utf8')
      .split('\n')
      .filter((l) => l.includes(orderId) && l.includes('"started"')).length;
  const waitFor = async (check: () => Promise<boolean> | boolean, ms = 10_000) => {
    for (const end = Date.now() + ms; !(await check());) {
      if (Date.now() > end) throw new Error('timed out');
      await sleep(25);
    }
  };
  const isOnline = async () => (await t.ctx.dispenser.status(DEMO)).isOnline;
  const deviceLink = () => {
    const link = t.ctx.dispenser;
    if (!(link instanceof DeviceLinkDispenser))
      throw new Error('DISPENSER=device-link builds the device link');
    return link;
  };
  /** The broker restarted (its sessions and retained statuses lost) with the instance back, not the agent. */
  const restartBrokerWithoutAgent = async () => {
    await agent!.close();
    agent = null;
    await broker.kill();
    await broker.restart();
    await waitFor(() => deviceLink().client.connected, 30_000);
  };
  const faultedSlots = async (skuId: string) =>
    rowsOf<{ slot_id: string }>(
      await t.ctx.db.execute(sql`select slot_id from device_slots
        where device_id = ${DEMO} and sku_id = ${skuId} and is_faulted`),
    ).map((r) => r.slot_id);

  it('dispenses through the kiosk’s agent, one command per unit, and knows the agent is online', async () => {
    runAgent();
    await waitFor(isOnline);
    const orderId = await paidOrder('condoms-3-pack', 3);
    const res = await dispense(orderId);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'dispensed', quantityDispensed: 3 });
    expect(motorRuns(orderId)).toBe(3);
    // Each written outcome is acknowledged at once: the agent does not offer it again (every 30 s).
    const reported = () =>
      readFileSync(journalPath, 'utf8')
        .split('\n')
        .filter((l) => l.includes(orderId) && l.includes('"reported"')).length;
    await waitFor(() => reported() === 3, 3_000);
    const ready = await t.app.inject({ url: `/devices/${DEMO}/readyz` });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().data).toEqual({
      deviceId: DEMO,
      isReady: true,
      dispenser: 'device-link',
      isOnline: true,
    });
  });

  it('refuses an outcome for this kiosk’s unit sent with another kiosk’s account, and counts it', async () => {
    // The other kiosk's PC may publish only on its own topics (the broker sees to it); there it claims
    // this kiosk's live units jammed. Unit ids are `{orderId}:{n}`: the order id is assumed known.
    const forger = await mqtt.connectAsync(broker.url, {
      ...otherKioskMqtt,
      clientId: `agent-${OTHER}`,
      reconnectPeriod: 0,
    });
    try {
      const orderId = await paidOrder('condoms-3-pack', 2);
      const call = dispense(orderId);
      await waitFor(() => motorRuns(orderId) >= 1);
      for (const unitIndex of [1, 2]) {
        const forged = { type: 'unit', unitId: `${orderId}:${unitIndex}`, record: 'jammed' };
        await forger.publishAsync(topics(OTHER).evt, JSON.stringify(forged), { qos: 1 });
      }
      const res = await call;
      expect(res.json().data).toMatchObject({ status: 'dispensed', quantityDispensed: 2 });
      expect(await ledgerViolations(t.ctx.db)).toEqual([]);
      const metrics = await t.app.inject({ url: '/metrics' });
      const refused = /kiosk_device_link_refused_total\{reason="other_kiosk_unit"\} (\d+)/.exec(metrics.body);
      expect(Number(refused?.[1])).toBeGreaterThanOrEqual(1);
    } finally {
      await forger.endAsync();
    }
  });

  const refusedFor = async (reason: string) => {
    const metrics = (await t.app.inject({ url: '/metrics' })).body;
    return Number(
      new RegExp(`kiosk_device_link_refused_total\\{reason="${reason}"\\} (\\d+)`).exec(metrics)?.[1],
    );
  };

  it('refuses and counts a kiosk’s message over 4 KB before parsing it', async () => {
    const kiosk = await mqtt.connectAsync(broker.url, {
      ...otherKioskMqtt,
      clientId: `agent-${OTHER}`,
      reconnectPeriod: 0,
    });
    try {
      const before = await refusedFor('oversized');
      // Valid JSON, under the broker's 8 KB: only the API's own limit stops it.
      const big = JSON.stringify({ type: 'offline_dispenses', dispenses: [], pad: 'x'.repeat(6_000) });
      await kiosk.publishAsync(topics(OTHER).evt, big, { qos: 1 });
      await waitFor(async () => (await refusedFor('oversized')) === before + 1, 3_000);
    } finally {
      await kiosk.endAsync();
    }
  });

  it('gets the outcome once when the agent is cut off mid-unit and comes back', async () => {
    const orderId = await paidOrder('condoms-3-pack', 2);
    const call = dispense(orderId);
    await waitFor(() => motorRuns(orderId) >= 1);
    agent!.client.stream.destroy();
    const res = await call;
    expect(res.json().data).toMatchObject({ status: 'dispensed', quantityDispensed: 2 });
    expect(motorRuns(orderId)).toBe(2);
    expect(await ledgerViolations(t.ctx.db)).toEqual([]);
  });

  it('finishes an order across a broker restart: every unit once', async () => {
    const orderId = await paidOrder('condoms-3-pack', 3);
    const call = dispense(orderId);
    await waitFor(() => motorRuns(orderId) >= 1);
    await broker.kill();
    await sleep(400);
    await broker.restart();
    const res = await call;
    expect(res.json().data).toMatchObject({ status: 'dispensed', quantityDispensed: 3 });
    expect(motorRuns(orderId)).toBe(3);
    expect(await ledgerViolations(t.ctx.db)).toEqual([]);
    await waitFor(isOnline);
  });

  it('sends no unit while its own broker connection is down past the give-up: refunded, still for sale', async () => {
    const link = deviceLink();
    await waitFor(isOnline);
    const orderId = await paidOrder('condoms-3-pack', 1);
    await broker.kill();
    await waitFor(() => !link.client.connected);
    // The broker stays away past DEVICE_LINK_GIVE_UP_MS: the instance never had a connection to send on.
    const res = await dispense(orderId);
    await broker.restart();
    expect(res.statusCode).toBe(500);
    const failed = await order(orderId);
    expect(failed).toMatchObject({ status: 'dispense_failed', quantityDispensed: 0 });
    const refunded = (await listRefunds(t.ctx.db, orderId)).reduce((sum, r) => sum + r.amount, 0);
    expect(refunded).toBe(failed.total);
    // The machine never saw the unit: its slot is not taken out of service.
    expect(await faultedSlots('condoms-3-pack')).toEqual([]);
    // Nothing was kept to be sent once the broker is back: the unit is never dispensed later.
    await waitFor(() => link.client.connected && agent!.client.connected, 30_000);
    await waitFor(isOnline);
    await sleep(500);
    expect(motorRuns(orderId)).toBe(0);
    // The kiosk sells that product on.
    const next = await dispense(await paidOrder('condoms-3-pack', 1));
    expect(next.json().data).toMatchObject({ status: 'dispensed', quantityDispensed: 1 });
    expect(await ledgerViolations(t.ctx.db)).toEqual([]);
  }, 60_000);

  it('reports the kiosk not reachable from this instance while its own broker connection is down', async () => {
    const link = deviceLink();
    if (!agent) runAgent();
    await waitFor(isOnline);
    await broker.kill();
    await waitFor(() => !link.client.connected);
    // The agent's last status said online; this instance cannot send it anything now.
    const ready = await t.app.inject({ url: `/devices/${DEMO}/readyz` });
    await broker.restart();
    expect([ready.statusCode, ready.json().data.isOnline]).toEqual([503, false]);
    // Online again once the agent's status is heard on the new connection.
    await waitFor(isOnline, 30_000);
    expect(link.client.connected).toBe(true);
  }, 60_000);

  it('waits for the kiosk’s agent back on a restarted broker before sending it a unit', async () => {
    await waitFor(isOnline);
    const orderId = await paidOrder('condoms-3-pack', 1);
    await restartBrokerWithoutAgent();
    const call = dispense(orderId);
    await sleep(1_500); // past DEVICE_LINK_TIMEOUT_MS: a command sent now would have been dropped
    runAgent();
    const res = await call;
    expect(res.json().data).toMatchObject({ status: 'dispensed', quantityDispensed: 1 });
    expect(motorRuns(orderId)).toBe(1);
    expect(await ledgerViolations(t.ctx.db)).toEqual([]);
  }, 60_000);

  it('leaves the stock for sale when the agent is not back on a restarted broker by the give-up', async () => {
    await waitFor(isOnline);
    const orderId = await paidOrder('condoms-3-pack', 1);
    await restartBrokerWithoutAgent();
    // The broker dropped what was sent before the agent subscribed again: nothing reached the machine.
    const res = await dispense(orderId);
    expect(res.statusCode).toBe(500);
    const failed = await order(orderId);
    expect(failed).toMatchObject({ status: 'dispense_failed', quantityDispensed: 0 });
    const refunded = (await listRefunds(t.ctx.db, orderId)).reduce((sum, r) => sum + r.amount, 0);
    expect(refunded).toBe(failed.total);
    expect(await faultedSlots('condoms-3-pack')).toEqual([]);
    runAgent();
    await waitFor(isOnline);
    await sleep(500);
    expect(motorRuns(orderId)).toBe(0);
    const next = await dispense(await paidOrder('condoms-3-pack', 1));
    expect(next.json().data).toMatchObject({ status: 'dispensed', quantityDispensed: 1 });
    expect(await ledgerViolations(t.ctx.db)).toEqual([]);
  }, 60_000);

  it('resumes a stopped instance’s dispense from the agent’s journal after its lease expired', async () => {
    const orderId = await paidOrder('condoms-3-pack', 2);
    // The stopped instance had sent unit 1; the agent dropped it; nothing was recorded on the server.
    await moveOrderTo(t.ctx.db, orderId, 'dispensing');
    await t.ctx.db.execute(sql`
      insert into dispense_leases (order_id, owner, expires_at) values (${orderId}, 'stopped', now())`);
    await t.ctx.db.execute(sql`
      insert into dispense_events (order_id, device_id, sku_id, slot, unit_index, outcome)
      values (${orderId}, ${DEMO}, 'condoms-3-pack', 'A4', 1, 'started')`);
    expect(await agent!.runner.run(`${orderId}:1`, 'A4')).toBe('dropped');
    const res = await dispense(orderId);
    expect(res.json().data).toMatchObject({ status: 'dispensed', quantityDispensed: 2 });
    expect(motorRuns(orderId)).toBe(2);
    expect(await ledgerViolations(t.ctx.db)).toEqual([]);
  });

  it('never guesses: with the agent gone, the unit stays unconfirmed, the slot flagged, the rest refunded', async () => {
    await agent!.close();
    agent = null;
    await waitFor(async () => !(await isOnline()));
    const ready = await t.app.inject({ url: `/devices/${DEMO}/readyz` });
    expect(ready.statusCode).toBe(503);
    expect(ready.json().data).toMatchObject({ isReady: false, isOnline: false });
    expect((await t.app.inject({ url: '/devices/no-such-kiosk/readyz' })).statusCode).toBe(404);
    const orderId = await paidOrder('condoms-3-pack', 2);
    const res = await dispense(orderId);
    expect(res.statusCode).toBe(500);
    expect(await order(orderId)).toMatchObject({ status: 'dispense_failed', quantityDispensed: 0 });
    const outcomes = rowsOf<{ outcome: string }>(
      await t.ctx.db.execute(sql`select outcome from dispense_events where order_id = ${orderId}`),
    ).map((r) => r.outcome);
    expect(outcomes).toEqual(['started']);
    expect((await listRefunds(t.ctx.db, orderId)).map((r) => r.amount)).toEqual([200]);
    expect(await ledgerViolations(t.ctx.db)).toEqual([]);
  });

  it('reports a kiosk not online while its agent leaves this instance’s command unanswered', async () => {
    // Whoever holds the kiosk's session says online (retained); it answers queries only when told to.
    const silent = await mqtt.connectAsync(broker.url, {
      ...kioskMqtt,
      clientId: `agent-${DEMO}`,
      reconnectPeriod: 0,
    });
    let isAnswering = true;
    silent.on('message', (_topic, payload) => {
      const command = JSON.parse(String(payload)) as { type: string; unitId: string };
      if (!isAnswering || command.type !== 'query') return;
      const answer = { type: 'unit', unitId: command.unitId, record: 'not_received', isLive: true };
      silent.publish(topics(DEMO).evt, JSON.stringify(answer), { qos: 1 });
    });
    try {
      const online = { isOnline: true, faultedSlots: [], at: new Date().toISOString(), version: null };
      await silent.subscribeAsync(topics(DEMO).cmd, { qos: 1 });
      await silent.publishAsync(topics(DEMO).status, JSON.stringify(online), { qos: 1, retain: true });
      await waitFor(isOnline); // the last test's unanswered unit is asked about again, and answered
      isAnswering = false;
      // The last test's unanswered unit took its slot out of service: staff put it back, as after a check.
      await t.ctx.db.execute(
        sql`update device_slots set is_faulted = false, fault_reason = null, faulted_at = null
            where device_id = ${DEMO} and sku_id = 'condoms-3-pack'`,
      );
      const res = await dispense(await paidOrder('condoms-3-pack', 1));
      expect(res.statusCode).toBe(500);
      const ready = await t.app.inject({ url: `/devices/${DEMO}/readyz` });
      expect([ready.statusCode, ready.json().data.isOnline]).toEqual([503, false]);
      isAnswering = true; // asked again about that unit (once the status is read), it answers
      await waitFor(isOnline, 5_000);
    } finally {
      await silent.endAsync();
    }
  });
});
