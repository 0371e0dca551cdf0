import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client';
import { moveOrderTo } from '../../test/db-state';
import { DB_KINDS, client, staffAuth, useTestApp } from '../../test/harness';
import { payInSandbox } from '../../test/payments-helpers';
import { ledgerViolations } from '../../test/ledger';
import { listRefunds } from '../payments/refunds.service';
import { reconcileInterruptedDispenses } from './dispensing.service';

const UNIT_MS = 150;
const LEASE_MS = 600;
const SKU = 'condoms-3-pack';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.each(DB_KINDS)('dispense leases on %s', (kind) => {
  const t = useTestApp(kind, {
    env: { DISPENSE_UNIT_MS: String(UNIT_MS), DISPENSE_LEASE_MS: String(LEASE_MS) },
  });
  const api = client(t);
  /** Another API instance on the same database: same code, its own instance id. */
  const otherInstance = () => ({ ...t.ctx, instanceId: 'other-instance' });

  const dispense = (orderId: string) =>
    t.app.inject({ method: 'POST', url: `${api.base}/orders/${orderId}/dispense?locale=en` });
  const paidOrder = async (quantity: number) => {
    const orderId = (await api.createOrder([{ skuId: SKU, quantity }])).json().data.id as string;
    await payInSandbox(t, api.base, orderId);
    return orderId;
  };
  const order = async (orderId: string) => (await api.getOrder(orderId)).json().data;
  const events = async (orderId: string) =>
    rowsOf<{ unit_index: number; outcome: string }>(
      await t.ctx.db.execute(
        sql`select unit_index, outcome from dispense_events where order_id = ${orderId} order by id`,
      ),
    ).map((e) => `${e.unit_index}:${e.outcome}`);
  /**
   * What an instance killed in the middle of unit `unitIndex` leaves: the order dispensing, the units
   * before it dropped and recorded, unit `unitIndex` started, and its lease (expiring in leaseMs).
   */
  const stoppedMidUnit = async (quantity: number, unitIndex: number, leaseMs: number) => {
    const orderId = await paidOrder(quantity);
    await moveOrderTo(t.ctx.db, orderId, 'dispensing');
    await t.ctx.db.execute(sql`
      insert into dispense_leases (order_id, owner, expires_at)
      values (${orderId}, 'stopped-instance', now() + ${leaseMs} * interval '1 millisecond')`);
    for (let i = 1; i <= unitIndex; i++) {
      await t.ctx.db.execute(sql`
        insert into dispense_events (order_id, device_id, sku_id, slot, unit_index, outcome)
        values (${orderId}, ${api.base.split('/')[2]}, ${SKU}, 'A4', ${i}, 'started')`);
      if (i === unitIndex) break;
      await t.ctx.db.execute(sql`
        insert into dispense_events (order_id, device_id, sku_id, slot, unit_index, outcome)
        values (${orderId}, ${api.base.split('/')[2]}, ${SKU}, 'A4', ${i}, 'dropped')`);
      await t.ctx.db.execute(
        sql`update order_items set quantity_dispensed = quantity_dispensed + 1 where order_id = ${orderId}`,
      );
      await t.ctx.db.execute(sql`
        update device_stock set on_hand = on_hand - 1, held = held - 1
        where device_id = ${api.base.split('/')[2]} and sku_id = ${SKU}`);
    }
    return orderId;
  };

  it('leaves a live dispense of another instance untouched when an instance starts', async () => {
    const orderId = await paidOrder(3);
    const call = dispense(orderId);
    for (let i = 0; i < 100 && (await order(orderId)).quantityDispensed < 1; i++) await sleep(20);
    expect(await reconcileInterruptedDispenses(otherInstance())).toEqual([]);
    const res = await call;
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'dispensed', quantityDispensed: 3 });
    expect(await listRefunds(t.ctx.db, orderId)).toEqual([]);
    expect(await ledgerViolations(t.ctx.db)).toEqual([]);
  });

  it('takes over a stopped instance’s dispense only once its lease expired, and ends it cleanly', async () => {
    const orderId = await stoppedMidUnit(3, 2, LEASE_MS);
    expect(await reconcileInterruptedDispenses(otherInstance())).toEqual([]);
    expect((await order(orderId)).status).toBe('dispensing');
    // A repeated call while the lease is alive changes nothing either.
    expect((await dispense(orderId)).json().data).toMatchObject({
      status: 'dispensing',
      quantityDispensed: 1,
    });
    await sleep(LEASE_MS + 50);
    expect(await reconcileInterruptedDispenses(otherInstance())).toEqual([orderId]);
    // The simulator of another process cannot tell what unit 2 did: not counted, slot flagged, refunded.
    expect(await order(orderId)).toMatchObject({ status: 'dispense_failed', quantityDispensed: 1 });
    expect((await listRefunds(t.ctx.db, orderId)).map((r) => r.amount)).toEqual([200]);
    expect(await reconcileInterruptedDispenses(otherInstance())).toEqual([]);
    expect(await ledgerViolations(t.ctx.db)).toEqual([]);
    // Its slot is out of service until staff look; put back for the next dispenses.
    const clear = await t.app.inject({
      method: 'POST',
      url: `${api.base}/products/stock/slots/A4/clear-fault`,
      headers: staffAuth,
    });
    expect(clear.json().data).toMatchObject({ slotId: 'A4', wasFaulted: true });
  });

  it('resumes from the dispenser’s journal on a repeated call after the lease expired: no unit twice', async () => {
    const orderId = await stoppedMidUnit(3, 2, 0);
    // Unit 2 reached the dispenser before its instance stopped: it dropped, unrecorded by the server.
    const unit2 = { deviceId: api.base.split('/')[2]!, slot: 'A4', orderId, unitIndex: 2 };
    expect(await t.ctx.dispenser.dispenseUnit(unit2)).toBe('dropped');
    const res = await dispense(orderId);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'dispensed', quantityDispensed: 3 });
    expect(await events(orderId)).toEqual([
      '1:started',
      '1:dropped',
      '2:started',
      '2:dropped',
      '3:started',
      '3:dropped',
    ]);
    expect(await listRefunds(t.ctx.db, orderId)).toEqual([]);
    expect(await ledgerViolations(t.ctx.db)).toEqual([]);
  });

  it('stops writing when another instance took its lease over (a stalled owner)', async () => {
    const orderId = await paidOrder(3);
    const call = dispense(orderId);
    for (let i = 0; i < 100 && (await order(orderId)).quantityDispensed < 1; i++) await sleep(20);
    await t.ctx.db.execute(sql`update dispense_leases set owner = 'taker' where order_id = ${orderId}`);
    const res = await call;
    expect(res.json().data.status).toBe('dispensing');
    const dropped = (await events(orderId)).filter((e) => e.endsWith(':dropped')).length;
    expect(dropped).toBeLessThanOrEqual(2);
    expect((await order(orderId)).quantityDispensed).toBe(dropped);
  });
});
