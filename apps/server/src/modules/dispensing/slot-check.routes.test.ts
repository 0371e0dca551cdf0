import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { canInjectFaults } from '@kiosk/device-link/simulator';
import { rowsOf } from '../../db/client';
import { DB_KINDS, DEMO, client, staffAuth, useTestApp } from '../../test/harness';
import { expectError } from '../../test/expect-error';
import { stockOf } from '../../test/db-state';
import { addSlot } from '../stock/stock-units.service';

const SKU = 'pregnancy-test';

/** The staff hardware check: one unit test-dispensed from exactly the slot staff chose. */
describe.each(DB_KINDS)('hardware check of one slot on %s', (kind) => {
  const t = useTestApp(kind, { env: { DISPENSE_UNIT_MS: '20' } });
  const api = client(t);

  const check = (slotId: string, headers: Record<string, string> = staffAuth) =>
    t.app.inject({
      method: 'POST',
      url: `${api.base}/test/slots/${slotId}/dispense?locale=en`,
      headers,
    });
  const slots = async () =>
    Object.fromEntries(
      rowsOf<{ slot_id: string; count: number; is_faulted: boolean }>(
        await t.ctx.db.execute(sql`select slot_id, count, is_faulted from device_slots
          where device_id = ${DEMO} and sku_id = ${SKU} order by slot_id`),
      ).map((r) => [r.slot_id, { count: Number(r.count), isFaulted: r.is_faulted }]),
    );
  const written = async () =>
    rowsOf<{ orders: number; events: number }>(
      await t.ctx.db.execute(sql`select
        (select count(*)::int from orders where device_id = ${DEMO}) as orders,
        (select count(*)::int from dispense_events where device_id = ${DEMO}) as events`),
    )[0];
  const eventsOf = async (orderId: string) =>
    rowsOf<{ slot: string; outcome: string; is_test: boolean }>(
      await t.ctx.db.execute(sql`select slot, outcome, is_test from dispense_events
        where order_id = ${orderId} order by id`),
    );

  it('gives one unit from exactly the chosen slot, not the fullest, as a test order', async () => {
    const set = await t.app.inject({
      method: 'PUT',
      url: `${api.base}/products/stock/slots`,
      headers: staffAuth,
      payload: { slots: [{ slotId: 'B1', count: 2, capacity: 5 }] },
    });
    expect(set.statusCode).toBe(200);
    await addSlot(t.ctx.db, { deviceId: DEMO, slotId: 'D2', skuId: SKU, capacity: 5, count: 4 });
    expect(await stockOf(t.ctx.db, DEMO, SKU)).toEqual({ onHand: 6, held: 0, available: 6 });

    const res = await check('B1');
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ slotId: 'B1', skuId: SKU, outcome: 'dropped' });
    expect(data.slot).toMatchObject({ slotId: 'B1', count: 1, capacity: 5, isFaulted: false });
    expect(await eventsOf(data.orderId)).toEqual([
      { slot: 'B1', outcome: 'started', is_test: true },
      { slot: 'B1', outcome: 'dropped', is_test: true },
    ]);
    const order = (
      await t.app.inject({ url: `${api.base}/test/orders/${data.orderId}`, headers: staffAuth })
    ).json().data;
    expect(order).toMatchObject({ status: 'dispensed', total: 0, metadata: { isTest: true } });
    // The unit left the machine: one fewer on hand, nothing left held.
    expect(await slots()).toEqual({ B1: { count: 1, isFaulted: false }, D2: { count: 4, isFaulted: false } });
    expect(await stockOf(t.ctx.db, DEMO, SKU)).toEqual({ onHand: 5, held: 0, available: 5 });
  });

  it('says jammed and takes only that slot out of service', async () => {
    const { dispenser } = t.ctx;
    if (!canInjectFaults(dispenser)) throw new Error('the simulator takes faults');
    dispenser.injectFault(DEMO, { slot: 'D2', kind: 'jam' });
    const res = await check('D2');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      slotId: 'D2',
      outcome: 'jammed',
      slot: { count: 4, isFaulted: true, faultReason: 'jammed' },
    });
    expect(await slots()).toEqual({ B1: { count: 1, isFaulted: false }, D2: { count: 4, isFaulted: true } });
    expect(await stockOf(t.ctx.db, DEMO, SKU)).toEqual({ onHand: 1, held: 0, available: 1 });
  });

  it('refuses a faulted slot’s check with 409 until staff put it back, writing nothing', async () => {
    const before = await written();
    const res = await check('D2');
    expectError(res, 409, 'conflict');
    expect(res.json().data.description).toMatch(/out of service/);
    expect(await written()).toEqual(before);
    expect(await stockOf(t.ctx.db, DEMO, SKU)).toEqual({ onHand: 1, held: 0, available: 1 });
  });

  it('refuses a slot the kiosk lacks, a malformed slot id and an empty slot, writing nothing', async () => {
    const set = await t.app.inject({
      method: 'PUT',
      url: `${api.base}/products/stock/slots`,
      headers: staffAuth,
      payload: { slots: [{ slotId: 'B1', count: 0 }] },
    });
    expect(set.statusCode).toBe(200);
    const before = await written();
    expect(expectError(await check('Z9'), 400, 'validation').field).toBe('slotId');
    expect(expectError(await check('no%20such'), 400, 'validation').field).toBe('slotId');
    expect(expectError(await check('B1'), 409, 'conflict').description).toMatch(/empty/);
    expect(await written()).toEqual(before);
  });

  it('takes only the staff passkey', async () => {
    const before = await written();
    expectError(await check('B1', {}), 401);
    expectError(await check('B1', { authorization: 'Bearer wrong-passkey-0000' }), 401);
    expect(await written()).toEqual(before);
  });
});
