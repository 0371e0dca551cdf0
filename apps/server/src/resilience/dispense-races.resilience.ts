import { beforeAll, describe, expect, it } from 'vitest';
import { canInjectFaults } from '@kiosk/device-link/simulator';
import { DB_KINDS, DEMO, useTestApp } from '../test/harness';
import { stockOf } from '../test/db-state';
import { countRows, ledgerViolations } from '../test/ledger';
import { purchase } from '../test/purchase';

const UNIT_MS = 25;
const CALLS = 30;

describe.each(DB_KINDS)('repeated and concurrent dispense calls on %s', (kind) => {
  const t = useTestApp(kind, { env: { DISPENSE_UNIT_MS: String(UNIT_MS) } });
  const api = purchase(t);
  beforeAll(() =>
    api.setStock([
      { skuId: 'condoms-3-pack', stock: 500 },
      { skuId: 'condoms-large-3-pack', stock: 500 },
      { skuId: 'naloxone-emergency-kit', stock: 500 },
    ]),
  );

  const dropped = (orderId: string) =>
    countRows(t.ctx.db, 'dispense_events', `order_id = '${orderId}' and outcome = 'dropped'`);

  it(`${CALLS} calls at once on a paid 3-pack, then repeats: one dispense, every call answers with the order`, async () => {
    const before = await stockOf(t.ctx.db, DEMO, 'condoms-3-pack');
    const { orderId } = await api.paidOrder([{ skuId: 'condoms-3-pack', quantity: 3 }]);
    const responses = await Promise.all(Array.from({ length: CALLS }, () => api.dispense(orderId)));
    for (const res of responses) {
      expect(res.statusCode, res.body).toBe(200);
      expect(['dispensing', 'dispensed']).toContain(res.json().data.status);
    }
    expect(responses.filter((r) => r.json().data.status === 'dispensed').length).toBeGreaterThanOrEqual(1);
    for (let i = 0; i < 5; i++) {
      expect((await api.dispense(orderId)).json().data).toMatchObject({
        status: 'dispensed',
        quantityDispensed: 3,
      });
    }
    expect(await dropped(orderId)).toBe(3);
    expect((await stockOf(t.ctx.db, DEMO, 'condoms-3-pack')).onHand).toBe(before.onHand - 3);
    expect(await ledgerViolations(t.ctx.db)).toEqual([]);
  });

  it('a free emergency kit tapped many times at once drops one kit', async () => {
    const orderId = await api.createOrder([{ skuId: 'naloxone-emergency-kit', quantity: 1 }]);
    const responses = await Promise.all(Array.from({ length: CALLS }, () => api.dispense(orderId)));
    for (const res of responses) expect(res.statusCode, res.body).toBe(200);
    expect(await dropped(orderId)).toBe(1);
    expect(await ledgerViolations(t.ctx.db)).toEqual([]);
  });

  it('cancel racing dispense: either cancelled before any unit, or dispensed in full and not cancelled', async () => {
    for (let i = 0; i < 6; i++) {
      const { orderId } = await api.paidOrder([{ skuId: 'condoms-3-pack', quantity: 2 }]);
      const calls = [api.dispense(orderId), api.cancel(orderId), api.dispense(orderId)];
      const [first, cancel] = await Promise.all(i % 2 ? calls : calls.reverse());
      expect(first!.statusCode).toBeLessThan(500);
      expect(cancel!.statusCode).toBeLessThan(500);
      const order = await api.getOrder(orderId);
      if (order.status === 'cancelled') expect(await dropped(orderId)).toBe(0);
      else expect(order).toMatchObject({ status: 'dispensed', quantityDispensed: 2 });
    }
    expect(await ledgerViolations(t.ctx.db)).toEqual([]);
  });

  it('a jam during a burst of calls: one failure, one refund of the undropped units, no retry dispenses again', async () => {
    const { dispenser } = t.ctx;
    if (!canInjectFaults(dispenser)) throw new Error('the simulator takes faults');
    const { orderId, transactionId } = await api.paidOrder([{ skuId: 'condoms-large-3-pack', quantity: 3 }]);
    dispenser.injectFault(DEMO, { slot: 'A5', kind: 'jam', after: 1 });
    try {
      const responses = await Promise.all(Array.from({ length: 10 }, () => api.dispense(orderId)));
      expect(responses.filter((r) => r.statusCode === 500)).not.toHaveLength(0);
      for (const res of responses) expect([200, 500]).toContain(res.statusCode);
      const again = await Promise.all(Array.from({ length: 5 }, () => api.dispense(orderId)));
      for (const res of again) expect(res.json().data.code).toBe('dispense_failed');
      expect(await dropped(orderId)).toBe(1);
      expect(await api.getTransaction(orderId, transactionId)).toMatchObject({
        status: 'partially_refunded',
        refundedAmount: 250,
      });
      expect(await countRows(t.ctx.db, 'refunds', `order_id = '${orderId}'`)).toBe(1);
    } finally {
      dispenser.clearFaults(DEMO);
    }
    expect(await ledgerViolations(t.ctx.db)).toEqual([]);
  });

  it('many paid orders of one sku dispensed at once: stock falls by exactly what dropped', async () => {
    const before = await stockOf(t.ctx.db, DEMO, 'condoms-3-pack');
    const orders = await Promise.all(
      Array.from({ length: 12 }, () => api.paidOrder([{ skuId: 'condoms-3-pack', quantity: 2 }])),
    );
    await Promise.all(orders.flatMap(({ orderId }) => [api.dispense(orderId), api.dispense(orderId)]));
    expect(await stockOf(t.ctx.db, DEMO, 'condoms-3-pack')).toEqual({
      onHand: before.onHand - 24,
      held: before.held,
      available: before.available - 24,
    });
    expect(await ledgerViolations(t.ctx.db)).toEqual([]);
  });
});
