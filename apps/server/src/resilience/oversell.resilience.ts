import { describe, expect, it } from 'vitest';
import { DB_KINDS, DEMO, useTestApp } from '../test/harness';
import { stockOf } from '../test/db-state';
import { expectError } from '../test/expect-error';
import { ledgerViolations } from '../test/ledger';
import { purchase, type Line } from '../test/purchase';

const CONCURRENCY = 200;

describe.each(DB_KINDS)('never oversell under %s concurrency', (kind) => {
  const t = useTestApp(kind);
  const api = purchase(t);

  const order = (skus: Line[]) =>
    t.app.inject({ method: 'POST', url: `${api.base}/orders?locale=en`, payload: { skus } });

  it(`${CONCURRENCY} visitors at once for the last 7 units: exactly 7 orders, the rest 409 Out of stock`, async () => {
    await api.setStock([{ skuId: 'pregnancy-test', stock: 7 }]);
    const before = await stockOf(t.ctx.db, DEMO, 'pregnancy-test');
    const responses = await Promise.all(
      Array.from({ length: CONCURRENCY }, () => order([{ skuId: 'pregnancy-test', quantity: 1 }])),
    );
    const created = responses.filter((r) => r.statusCode === 201);
    expect(created).toHaveLength(before.available);
    for (const refused of responses.filter((r) => r.statusCode !== 201)) {
      expect(expectError(refused, 409, 'out_of_stock').message).toBe('Out of stock');
    }
    expect(await stockOf(t.ctx.db, DEMO, 'pregnancy-test')).toEqual({
      onHand: before.onHand,
      held: before.onHand,
      available: 0,
    });
    expect(await ledgerViolations(t.ctx.db)).toEqual([]);
  });

  it('mixed multi-packs and two-line orders: holds never exceed stock, all or nothing per order', async () => {
    await api.setStock([
      { skuId: 'condoms-3-pack', stock: 10 },
      { skuId: 'condoms-large-3-pack', stock: 4 },
    ]);
    const plans: Line[][] = Array.from({ length: CONCURRENCY }, (_, i) =>
      i % 3 === 0
        ? [
            { skuId: 'condoms-3-pack', quantity: 1 + (i % 2) },
            { skuId: 'condoms-large-3-pack', quantity: 1 },
          ]
        : [{ skuId: 'condoms-3-pack', quantity: 1 + (i % 3) }],
    );
    const responses = await Promise.all(plans.map(order));
    const heldBy = (skuId: string) =>
      plans
        .filter((_, i) => responses[i]!.statusCode === 201)
        .flat()
        .filter((l) => l.skuId === skuId)
        .reduce((sum, l) => sum + l.quantity, 0);
    for (const res of responses) {
      if (res.statusCode !== 201) expectError(res, 409, 'out_of_stock');
    }
    const regular = await stockOf(t.ctx.db, DEMO, 'condoms-3-pack');
    const large = await stockOf(t.ctx.db, DEMO, 'condoms-large-3-pack');
    expect(regular.held).toBe(heldBy('condoms-3-pack'));
    expect(large.held).toBe(heldBy('condoms-large-3-pack'));
    expect(regular.held).toBeLessThanOrEqual(10);
    expect(large.held).toBeLessThanOrEqual(4);
    // Availability only fell during the burst, so every refused order asked for more than is left now.
    plans.forEach((plan, i) => {
      if (responses[i]!.statusCode === 201) return;
      const isCoverable = plan.every(
        (l) => l.quantity <= (l.skuId === 'condoms-3-pack' ? regular.available : large.available),
      );
      expect(isCoverable).toBe(false);
    });
    expect(await ledgerViolations(t.ctx.db)).toEqual([]);
  });

  it('cancellations racing new orders release exactly what they held', async () => {
    await api.setStock([{ skuId: 'pregnancy-test', stock: 12 }]);
    const first = await Promise.all(
      Array.from({ length: 5 }, () => order([{ skuId: 'pregnancy-test', quantity: 1 }])),
    );
    const toCancel = first.filter((r) => r.statusCode === 201).map((r) => r.json().data.id as string);
    const burst = await Promise.all([
      ...toCancel.map((id) => api.cancel(id)),
      ...Array.from({ length: CONCURRENCY }, () => order([{ skuId: 'pregnancy-test', quantity: 1 }])),
    ]);
    for (const res of burst.slice(0, toCancel.length)) expect(res.statusCode).toBe(200);
    const stock = await stockOf(t.ctx.db, DEMO, 'pregnancy-test');
    expect(stock.held).toBeLessThanOrEqual(stock.onHand);
    expect(await ledgerViolations(t.ctx.db)).toEqual([]);
  });
});
