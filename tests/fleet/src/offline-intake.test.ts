import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAgent, type Agent } from '@kiosk/agent';
import { DispenserSimulator } from '@kiosk/device-link/simulator';
import type { OfflineDispense } from '@kiosk/device-link';
import { canStartBroker, startSecureBroker, type SecureTestBroker } from '@kiosk/device-link/testing';
import type { IClientOptions } from 'mqtt';
import { rowsOf } from '@kiosk/server/src/db/client';
import { DB_KINDS, DEMO, client, staffAuth, useTestApp } from '@kiosk/server/src/test/harness';
import { sandboxWebhook } from '@kiosk/server/src/test/payments-helpers';
import { ledgerViolations } from '@kiosk/server/src/test/ledger';
import { listRefunds } from '@kiosk/server/src/modules/payments/refunds.service';
import { takeInOfflineDispenses } from '@kiosk/server/src/modules/dispensing/offline-intake.service';

const KIT = 'naloxone-emergency-kit';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const today = new Date().toISOString().slice(0, 10);
const dayAfter = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe.skipIf(!canStartBroker).each(DB_KINDS)('offline emergency kits and late outcomes on %s', (kind) => {
  let broker: SecureTestBroker;
  let kioskMqtt: IClientOptions;
  let apiEnv: Record<string, string>;
  let agent: Agent | null = null;
  const folder = mkdtempSync(join(tmpdir(), 'offline-intake-'));
  const runAgent = (unitMs: number, journal: string) => {
    agent = startAgent({
      deviceId: DEMO,
      brokerUrl: broker.url,
      journalPath: join(folder, journal),
      dispenser: new DispenserSimulator({ unitMs }),
      mqtt: kioskMqtt,
    });
    return agent;
  };
  beforeAll(async () => {
    broker = await startSecureBroker();
    kioskMqtt = await broker.kioskOptions(DEMO);
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
      DEVICE_LINK_TIMEOUT_MS: '400',
      DEVICE_LINK_GIVE_UP_MS: '1200',
      DISPENSE_LEASE_MS: '2000',
    },
  }));
  const api = client(t);
  const stock = async (skuId: string) =>
    rowsOf<{ on_hand: number; held: number; is_slot_faulted: boolean }>(
      await t.ctx.db.execute(
        sql`select on_hand, held, is_slot_faulted from device_stock where device_id = ${DEMO} and sku_id = ${skuId}`,
      ),
    ).map((r) => ({ onHand: Number(r.on_hand), held: Number(r.held), isFaulted: r.is_slot_faulted }))[0]!;
  /** What a sku's slots hold, faulted ones too (stock counts only the working ones). */
  const slotUnits = async (skuId: string) =>
    rowsOf<{ slot_id: string; count: number; is_faulted: boolean }>(
      await t.ctx.db.execute(
        sql`select slot_id, count, is_faulted from device_slots where device_id = ${DEMO} and sku_id = ${skuId} order by slot_id`,
      ),
    ).map((r) => ({ slotId: r.slot_id, count: Number(r.count), isFaulted: r.is_faulted }));
  const unitsInSlots = async (skuId: string) =>
    (await slotUnits(skuId)).reduce((sum, slot) => sum + slot.count, 0);
  const kitRow = async () => {
    const res = await t.app.inject({
      url: `${api.base}/reports/dispensing?from=${dayAfter(-1)}&to=${dayAfter(1)}`,
      headers: staffAuth,
    });
    expect(res.statusCode).toBe(200);
    const rows = (
      res.json().data.rows as { skuId: string; emergencyKits: number; unitsDispensed: number }[]
    ).filter((r) => r.skuId === KIT);
    return {
      emergencyKits: rows.reduce((n, r) => n + r.emergencyKits, 0),
      unitsDispensed: rows.reduce((n, r) => n + r.unitsDispensed, 0),
    };
  };
  const waitFor = async (check: () => Promise<boolean> | boolean, ms = 10_000) => {
    for (const end = Date.now() + ms; !(await check());) {
      if (Date.now() > end) throw new Error('timed out');
      await sleep(25);
    }
  };
  const kit = (outcome: OfflineDispense['outcome'] = 'dropped'): OfflineDispense => ({
    unitId: `${randomUUID()}:1`,
    slot: 'B1',
    skuId: KIT,
    outcome,
    at: new Date().toISOString(),
  });

  it('records an offline kit once however often it is offered: an emergency order, stock one lower, one kit reported', async () => {
    const before = await stock(KIT);
    const report = await kitRow();
    // Given five minutes ago (offline kits of one kiosk are at least a minute apart: the agent's cool-down).
    const offered = { ...kit(), at: new Date(Date.now() - 5 * 60_000).toISOString() };
    expect(await takeInOfflineDispenses(t.ctx, DEMO, [offered])).toEqual([offered.unitId]);
    expect(await takeInOfflineDispenses(t.ctx, DEMO, [offered, offered])).toEqual([
      offered.unitId,
      offered.unitId,
    ]);
    const orderId = offered.unitId.split(':')[0]!;
    expect((await api.getOrder(orderId)).json().data).toMatchObject({
      status: 'dispensed',
      quantityDispensed: 1,
      total: 0,
    });
    expect(await stock(KIT)).toMatchObject({ onHand: before.onHand - 1, held: before.held });
    expect(await kitRow()).toEqual({
      emergencyKits: report.emergencyKits + 1,
      unitsDispensed: report.unitsDispensed + 1,
    });
    expect(await ledgerViolations(t.ctx.db)).toEqual([]);
  });

  it('refuses what is not an offline emergency kit of this kiosk: nothing written, nothing acknowledged', async () => {
    const before = await stock('condoms-3-pack');
    const orders = async () =>
      Number(rowsOf<{ n: number }>(await t.ctx.db.execute(sql`select count(*)::int as n from orders`))[0]!.n);
    const count = await orders();
    const refused = [
      { ...kit(), skuId: 'condoms-3-pack', slot: 'A4' },
      { ...kit(), unitId: 'not-an-order:1' },
      { ...kit(), unitId: `${randomUUID()}:2` },
    ];
    expect(await takeInOfflineDispenses(t.ctx, DEMO, refused)).toEqual([]);
    expect(await takeInOfflineDispenses(t.ctx, 'no-such-kiosk', [kit()])).toEqual([]);
    expect(await orders()).toBe(count);
    expect(await stock('condoms-3-pack')).toEqual(before);
  });

  it('a kit that did not drop takes its slot out of service and no unit out of it', async () => {
    const before = await slotUnits(KIT);
    const jammed = kit('jammed');
    expect(await takeInOfflineDispenses(t.ctx, DEMO, [jammed])).toEqual([jammed.unitId]);
    // The kit's slot (the sku's fullest when the kiosk has none by the name the agent gave) is out of
    // service with its units still in it: none sells until staff clear it.
    const after = await slotUnits(KIT);
    expect(after.map((s) => s.count)).toEqual(before.map((s) => s.count));
    expect(after.filter((s) => s.isFaulted).length).toBe(before.filter((s) => s.isFaulted).length + 1);
    expect((await stock(KIT)).isFaulted).toBe(true);
    await t.ctx.db.execute(
      sql`update device_slots set is_faulted = false, fault_reason = null, faulted_at = null where device_id = ${DEMO} and sku_id = ${KIT}`,
    );
  });

  it('takes the agent’s journalled kit in over MQTT and acknowledges it: the journal marks it taken in', async () => {
    const live = runAgent(50, 'journal.jsonl');
    await waitFor(() => live.client.connected);
    const before = await stock(KIT);
    const report = await kitRow();
    const unitId = `${randomUUID()}:1`;
    expect(await live.runner.run(unitId, 'B1', { skuId: KIT })).toBe('dropped');
    live.offerOfflineDispenses();
    await waitFor(() => live.journal.get(unitId)?.isReported === true);
    // Offered again (a replay after a reconnection): recorded once.
    const again: OfflineDispense = { unitId, slot: 'B1', skuId: KIT, outcome: 'dropped', at: today };
    expect(await takeInOfflineDispenses(t.ctx, DEMO, [again])).toEqual([unitId]);
    expect(live.journal.unreportedOffline()).toEqual([]);
    expect(await stock(KIT)).toMatchObject({ onHand: before.onHand - 1 });
    expect((await kitRow()).emergencyKits).toBe(report.emergencyKits + 1);
    expect(await ledgerViolations(t.ctx.db)).toEqual([]);
    await live.close();
    agent = null;
  });

  it('records an outcome that came after the server gave up: the unit counts, stock reconciled, no second refund', async () => {
    // The motor takes longer than the server waits: the server gives up, then the agent answers.
    const slow = runAgent(2_500, 'slow.jsonl');
    await waitFor(() => slow.client.connected);
    const before = await stock('condoms-3-pack');
    const unitsBefore = await unitsInSlots('condoms-3-pack');
    const orderId = (await api.createOrder([{ skuId: 'condoms-3-pack', quantity: 2 }])).json().data
      .id as string;
    const transaction = (
      await t.app.inject({ method: 'POST', url: `${api.base}/orders/${orderId}/transactions` })
    ).json().data;
    const session = await t.app.inject({
      url: `${api.base}/orders/${orderId}/transactions/${transaction.id}/session?manualRedirect=true`,
    });
    await sandboxWebhook(t, session.json().data.url, { type: 'paid' });
    const res = await t.app.inject({
      method: 'POST',
      url: `${api.base}/orders/${orderId}/dispense?locale=en`,
    });
    expect(res.statusCode).toBe(500);
    expect((await api.getOrder(orderId)).json().data).toMatchObject({
      status: 'dispense_failed',
      quantityDispensed: 0,
    });
    const refunds = (await listRefunds(t.ctx.db, orderId)).map((r) => r.amount);
    expect(refunds).toEqual([200]);
    // The unit's end is unknown: its slot is out of service (stock counts it no more), no unit taken out.
    expect(await stock('condoms-3-pack')).toMatchObject({ held: before.held, isFaulted: true });
    expect(await unitsInSlots('condoms-3-pack')).toBe(unitsBefore);

    // The agent's answer to the command (live) finds no waiter: it is left alone, as every instance leaves
    // another's. Unacknowledged, it is offered again from the journal (not live): that offer is recorded.
    const unit = `${orderId}:1`;
    await waitFor(() => slow.journal.get(unit)?.state === 'done');
    await sleep(300);
    expect((await api.getOrder(orderId)).json().data.quantityDispensed).toBe(0);
    slow.offerOutcomes();
    await waitFor(async () => (await api.getOrder(orderId)).json().data.quantityDispensed === 1);
    await waitFor(() => slow.journal.get(unit)?.isReported === true);
    expect((await api.getOrder(orderId)).json().data.status).toBe('dispense_failed');
    expect(await unitsInSlots('condoms-3-pack')).toBe(unitsBefore - 1);
    expect(await stock('condoms-3-pack')).toMatchObject({ held: before.held });
    expect((await listRefunds(t.ctx.db, orderId)).map((r) => r.amount)).toEqual(refunds);
    const outcomes = rowsOf<{ outcome: string }>(
      await t.ctx.db.execute(
        sql`select outcome from dispense_events where order_id = ${orderId} order by id`,
      ),
    ).map((r) => r.outcome);
    expect(outcomes).toEqual(['started', 'dropped']);
    // The same outcome again (a replayed message) changes nothing.
    slow.client.publish(
      `kiosk/${DEMO}/evt`,
      JSON.stringify({ type: 'unit', unitId: unit, record: 'dropped' }),
      { qos: 1 },
    );
    await sleep(300);
    expect((await api.getOrder(orderId)).json().data.quantityDispensed).toBe(1);
    expect(await unitsInSlots('condoms-3-pack')).toBe(unitsBefore - 1);
    expect(await ledgerViolations(t.ctx.db)).toEqual([]);
  });
});
