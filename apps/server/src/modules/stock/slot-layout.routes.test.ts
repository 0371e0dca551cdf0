import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client';
import { DB_KINDS, DEMO, client, staffAuth, useTestApp } from '../../test/harness';
import { expectError } from '../../test/expect-error';
import { stockOf } from '../../test/db-state';

const SKU = 'pregnancy-test';
const GUM = 'nicotine-gum-2mg';

/** Staff load a slot map without SQL: a slot added, the sku an empty slot holds. */
describe.each(DB_KINDS)('slot layout on %s', (kind) => {
  const t = useTestApp(kind, { env: { DISPENSE_UNIT_MS: '20' } });
  const api = client(t);

  const add = (payload: Record<string, unknown>, headers: Record<string, string> = staffAuth) =>
    t.app.inject({ method: 'POST', url: `${api.base}/products/stock/slots`, headers, payload });
  const setSku = (slotId: string, skuId: string) =>
    t.app.inject({
      method: 'PUT',
      url: `${api.base}/products/stock/slots/${slotId}/sku`,
      headers: staffAuth,
      payload: { skuId },
    });
  const slots = async () =>
    rowsOf<{ slot_id: string; sku_id: string; count: number; capacity: number }>(
      await t.ctx.db.execute(sql`select slot_id, sku_id, count, capacity from device_slots
        where device_id = ${DEMO} order by slot_id`),
    ).map((r) => `${r.slot_id}:${r.sku_id}:${Number(r.count)}/${Number(r.capacity)}`);

  it('adds a slot whose units count at once, audited, and the hardware check gives from it', async () => {
    const before = await stockOf(t.ctx.db, DEMO, SKU);
    const res = await add({ slotId: 'D2', skuId: SKU, capacity: 5, count: 3 });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toEqual({ slotId: 'D2', skuId: SKU, count: 3, capacity: 5, isFaulted: false });
    expect(await stockOf(t.ctx.db, DEMO, SKU)).toEqual({
      onHand: before.onHand + 3,
      held: 0,
      available: before.onHand + 3,
    });
    const audit = (await t.app.inject({ url: `${api.base}/products/stock/audit`, headers: staffAuth })).json()
      .data[0];
    expect(audit).toMatchObject({ skuId: SKU, before: 0, after: 3, reason: 'slot count' });
    const check = await t.app.inject({
      method: 'POST',
      url: `${api.base}/test/slots/D2/dispense?locale=en`,
      headers: staffAuth,
    });
    expect(check.json().data).toMatchObject({ slotId: 'D2', outcome: 'dropped', slot: { count: 2 } });
  });

  it('refuses a slot id it has, a sku it does not stock, more than the capacity, writing nothing', async () => {
    const before = await slots();
    expect(expectError(await add({ slotId: 'B1', skuId: SKU, capacity: 5 }), 400).field).toBe('slotId');
    expect(expectError(await add({ slotId: 'D9', skuId: 'no-such-sku', capacity: 5 }), 400).field).toBe(
      'skuId',
    );
    expect(expectError(await add({ slotId: 'D9', skuId: SKU, capacity: 2, count: 3 }), 400).field).toBe(
      'count',
    );
    expectError(await add({ slotId: 'no such', skuId: SKU, capacity: 5 }), 400);
    expectError(await add({ slotId: 'D9', skuId: SKU, capacity: 5 }, {}), 401);
    expect(await slots()).toEqual(before);
  });

  it('sets the sku of an empty slot; a slot with units keeps its sku until counted to 0', async () => {
    const held = expectError(await setSku('D2', GUM), 400);
    expect(held.field).toBe('skuId');
    expect(held.description).toMatch(/count it to 0 first/);
    expectError(await setSku('Z9', GUM), 400);
    expect(await slots()).toContain(`D2:${SKU}:2/5`);

    const emptied = await t.app.inject({
      method: 'PUT',
      url: `${api.base}/products/stock/slots`,
      headers: staffAuth,
      payload: { slots: [{ slotId: 'D2', count: 0 }] },
    });
    expect(emptied.statusCode).toBe(200);
    const gumBefore = await stockOf(t.ctx.db, DEMO, GUM);
    const res = await setSku('D2', GUM);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ slotId: 'D2', skuId: GUM, count: 0, capacity: 5, isFaulted: false });
    const loaded = await t.app.inject({
      method: 'PUT',
      url: `${api.base}/products/stock/slots`,
      headers: staffAuth,
      payload: { slots: [{ slotId: 'D2', count: 4 }] },
    });
    expect(loaded.statusCode).toBe(200);
    expect((await stockOf(t.ctx.db, DEMO, GUM)).onHand).toBe(gumBefore.onHand + 4);
  });
});
