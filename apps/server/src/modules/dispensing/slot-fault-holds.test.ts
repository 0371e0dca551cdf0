import { describe, expect, it } from 'vitest';
import { canInjectFaults } from '@kiosk/device-link/simulator';
import { DB_KINDS, DEMO, client, staffAuth, useTestApp } from '../../test/harness';
import { stockOf } from '../../test/db-state';
import { payInSandbox } from '../../test/payments-helpers';
import { setUpSlots } from '../../test/slot-setup';
import { takeInFaultedSlots } from './dispenser-intake';

const SKU = 'pregnancy-test';

/**
 * A slot going out of service takes its units out of what the kiosk has; orders may then hold more than
 * is left. The machine cannot give those units: the newest unpaid holders end, told why ('stock_count';
 * a paid one is refunded), so nobody pays for or waits on a unit that will not come, and nothing oversells.
 */
describe.each(DB_KINDS)('holds when a slot goes out of service on %s', (kind) => {
  const t = useTestApp(kind, { env: { DISPENSE_UNIT_MS: '20' } });
  const api = client(t);

  const dispense = (orderId: string) =>
    t.app.inject({ method: 'POST', url: `${api.base}/orders/${orderId}/dispense?locale=en` });
  const order = async (quantity: number, isPaid: boolean) => {
    const created = await api.createOrder([{ skuId: SKU, quantity }]);
    expect(created.statusCode, created.body).toBe(201);
    const orderId = created.json().data.id as string;
    if (isPaid) await payInSandbox(t, api.base, orderId);
    return orderId;
  };
  const viewOf = async (orderId: string) => (await api.getOrder(orderId)).json().data;

  it('a jam leaves fewer units than orders hold: the newest unpaid holder ends, the rest still sell', async () => {
    await setUpSlots(t, api.base, SKU, 2, [{ slotId: 'D2', capacity: 5, count: 1 }]);
    const paid = await order(1, true);
    const unpaid = await order(1, false);
    const jammed = await order(1, true);
    expect(await stockOf(t.ctx.db, DEMO, SKU)).toEqual({ onHand: 3, held: 3, available: 0 });

    const { dispenser } = t.ctx;
    if (!canInjectFaults(dispenser)) throw new Error('the simulator takes faults');
    dispenser.injectFault(DEMO, { slot: 'B1', kind: 'jam' });
    expect((await dispense(jammed)).statusCode).toBe(500);

    // B1 is out (its 2 units no longer count): 1 unit left, in D2, for 2 holders.
    expect(await viewOf(unpaid)).toMatchObject({
      status: 'cancelled',
      metadata: { endReason: 'stock_count' },
    });
    expect(await viewOf(paid)).toMatchObject({ status: 'paid' });
    expect(await stockOf(t.ctx.db, DEMO, SKU)).toEqual({ onHand: 1, held: 1, available: 0 });
    expect((await dispense(paid)).json().data.status).toBe('dispensed');
    expect(await stockOf(t.ctx.db, DEMO, SKU)).toEqual({ onHand: 0, held: 0, available: 0 });
  });

  it('a slot the agent reports faulted ends the holds its units carried', async () => {
    const back = await t.app.inject({
      method: 'POST',
      url: `${api.base}/products/stock/slots/B1/clear-fault`,
      headers: staffAuth,
    });
    expect(back.statusCode).toBe(200);
    expect(await stockOf(t.ctx.db, DEMO, SKU)).toEqual({ onHand: 2, held: 0, available: 2 });
    const waiting = [await order(1, false), await order(1, false)];
    await takeInFaultedSlots(t.ctx, DEMO, ['B1']);
    for (const orderId of waiting)
      expect(await viewOf(orderId)).toMatchObject({
        status: 'cancelled',
        metadata: { endReason: 'stock_count' },
      });
    expect(await stockOf(t.ctx.db, DEMO, SKU)).toEqual({ onHand: 0, held: 0, available: 0 });
    expect((await api.createOrder([{ skuId: SKU, quantity: 1 }])).statusCode).toBe(409);
  });
});
