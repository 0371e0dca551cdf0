import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client';
import { DB_KINDS, DEMO, client, staffAuth, useTestApp } from '../../test/harness';
import { stockOf } from '../../test/db-state';
import { payInSandbox } from '../../test/payments-helpers';
import { setUpSlots } from '../../test/slot-setup';

const SKU = 'pregnancy-test';

/** A sku in several slots: units come from working slots only, the fullest first, each slot's own count. */
describe.each(DB_KINDS)('dispensing from slots on %s', (kind) => {
  const t = useTestApp(kind, { env: { DISPENSE_UNIT_MS: '20' } });
  const api = client(t);

  const dispense = (orderId: string) =>
    t.app.inject({ method: 'POST', url: `${api.base}/orders/${orderId}/dispense?locale=en` });
  const paidOrder = async (quantity: number) => {
    const created = await api.createOrder([{ skuId: SKU, quantity }]);
    if (created.statusCode !== 201) return null;
    const orderId = created.json().data.id as string;
    await payInSandbox(t, api.base, orderId);
    return orderId;
  };
  const slots = async () =>
    Object.fromEntries(
      rowsOf<{ slot_id: string; count: number }>(
        await t.ctx.db.execute(
          sql`select slot_id, count from device_slots where device_id = ${DEMO} and sku_id = ${SKU}`,
        ),
      ).map((r) => [r.slot_id, Number(r.count)]),
    );
  const droppedFrom = async () =>
    rowsOf<{ slot: string }>(
      await t.ctx.db.execute(sql`select slot from dispense_events
        where device_id = ${DEMO} and sku_id = ${SKU} and outcome = 'dropped' order by id`),
    ).map((r) => r.slot);
  const catalogStock = async () =>
    (await t.app.inject({ url: `${api.base}/products/${SKU}?locale=en` }))
      .json()
      .data.skus.find((s: { id: string }) => s.id === SKU).stock as number;

  /** The seed's one slot B1 set to 2; D2 with 3 and D3 with 4 added, D3 out of service (jammed). */
  const threeSlots = () =>
    setUpSlots(t, api.base, SKU, 2, [
      { slotId: 'D2', capacity: 5, count: 3 },
      {
        slotId: 'D3',
        capacity: 5,
        count: 4,
        isFaulted: true,
        faultReason: 'jammed',
        faultedAt: t.ctx.now(),
      },
    ]);

  it('sells the two working slots empty, the fullest first, never the faulted one, then shows none', async () => {
    await threeSlots();
    expect(await stockOf(t.ctx.db, DEMO, SKU)).toEqual({ onHand: 5, held: 0, available: 5 });
    expect(await catalogStock()).toBe(5);
    for (let n = 0; n < 5; n++) {
      const orderId = await paidOrder(1);
      expect(orderId).not.toBeNull();
      expect((await dispense(orderId!)).json().data.status).toBe('dispensed');
    }
    // Fullest first, ties by slot id: B1 2 / D2 3 → D2, B1, D2, B1, D2.
    expect(await droppedFrom()).toEqual(['D2', 'B1', 'D2', 'B1', 'D2']);
    expect(await slots()).toEqual({ B1: 0, D2: 0, D3: 4 });
    expect(await stockOf(t.ctx.db, DEMO, SKU)).toEqual({ onHand: 0, held: 0, available: 0 });
    expect(await catalogStock()).toBe(0);
    expect((await api.createOrder([{ skuId: SKU, quantity: 1 }])).statusCode).toBe(409);
    const listed = (await api.stock()).json().data.find((s: { skuId: string }) => s.skuId === SKU);
    expect(listed).toMatchObject({ onHand: 0, isSlotFaulted: true });
    expect(listed.slots).toMatchObject([
      { slotId: 'B1', count: 0, capacity: 5, isFaulted: false },
      { slotId: 'D2', count: 0, capacity: 5, isFaulted: false },
      { slotId: 'D3', count: 4, capacity: 5, isFaulted: true, faultReason: 'jammed' },
    ]);
  });

  it('never oversells nor sends two units to one slot’s last unit when orders race over several slots', async () => {
    const set = await t.app.inject({
      method: 'PUT',
      url: `${api.base}/products/stock/slots`,
      headers: staffAuth,
      payload: {
        slots: [
          { slotId: 'B1', count: 2 },
          { slotId: 'D2', count: 3 },
        ],
      },
    });
    expect(set.statusCode).toBe(200);
    const before = (await droppedFrom()).length;
    const orders = await Promise.all(Array.from({ length: 8 }, () => paidOrder(1)));
    const placed = orders.filter((id): id is string => id !== null);
    expect(placed).toHaveLength(5);
    const results = await Promise.all(placed.map((id) => dispense(id)));
    expect(results.map((r) => r.json().data.status)).toEqual(Array(5).fill('dispensed'));
    const dropped = (await droppedFrom()).slice(before);
    expect(dropped.filter((s) => s === 'B1')).toHaveLength(2);
    expect(dropped.filter((s) => s === 'D2')).toHaveLength(3);
    expect(await slots()).toEqual({ B1: 0, D2: 0, D3: 4 });
    expect(await stockOf(t.ctx.db, DEMO, SKU)).toEqual({ onHand: 0, held: 0, available: 0 });
  });

  it('puts a slot back in service: its units count again, audited', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${api.base}/products/stock/slots/D3/clear-fault`,
      headers: staffAuth,
    });
    expect(res.json().data).toEqual({ slotId: 'D3', skuId: SKU, isFaulted: false, wasFaulted: true });
    expect(await stockOf(t.ctx.db, DEMO, SKU)).toEqual({ onHand: 4, held: 0, available: 4 });
    const audit = (await t.app.inject({ url: `${api.base}/products/stock/audit`, headers: staffAuth })).json()
      .data[0];
    expect(audit).toMatchObject({ skuId: SKU, before: 0, after: 4, reason: 'slot fault cleared' });
  });

  it('refuses a count above the slot’s capacity or a slot the kiosk lacks, naming the field', async () => {
    const put = (slots: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: `${api.base}/products/stock/slots`,
        headers: staffAuth,
        payload: { slots },
      });
    const above = await put([{ slotId: 'D3', count: 6 }]);
    expect(above.statusCode).toBe(400);
    expect(above.json().data.field).toBe('slots.0.count');
    const missing = await put([{ slotId: 'Z9', count: 1 }]);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().data.field).toBe('slots.0.slotId');
    expect(await slots()).toEqual({ B1: 0, D2: 0, D3: 4 });
  });
});
