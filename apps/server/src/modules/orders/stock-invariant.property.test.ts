import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client';
import { DB_KINDS, DEMO, client, staffAuth, testClock, useTestApp } from '../../test/harness';
import { expireLapsedOrders } from './orders.service';
import { canInjectFaults } from '@kiosk/device-link/simulator';

type Step =
  | { kind: 'create'; quantity: number; isReservable: boolean }
  | { kind: 'cancel'; pick: number }
  | { kind: 'authorize'; pick: number }
  | { kind: 'reserve'; pick: number }
  | { kind: 'pickUp'; pick: number }
  | { kind: 'expire'; minutes: number }
  | { kind: 'restock'; stock: number }
  | { kind: 'dispense'; pick: number; jamAfter: number | null }
  | { kind: 'cancelAll' };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('create' as const),
    quantity: fc.integer({ min: 1, max: 1 }),
    isReservable: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('authorize' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('reserve' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('pickUp' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('expire' as const), minutes: fc.integer({ min: 1, max: 5000 }) }),
  fc.record({ kind: fc.constant('restock' as const), stock: fc.integer({ min: 0, max: 6 }) }),
  fc.record({
    kind: fc.constant('dispense' as const),
    pick: fc.nat(),
    jamAfter: fc.option(fc.integer({ min: 0, max: 2 })),
  }),
  fc.record({ kind: fc.constant('cancelAll' as const) }),
);

describe.each(DB_KINDS)('stock invariant under random sequences on %s', (kind) => {
  const clock = testClock();
  const t = useTestApp(kind, { now: clock.now });

  it('keeps on hand = available + held, held = what live orders hold, nothing negative', async () => {
    const api = client(t);
    // The free reservable sku: every step (create, reserve, pick up) applies to it.
    const skuId = 'fentanyl-test-strips-5';
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 25 }), async (steps) => {
        await api.cancelAll();
        await expireLapsedOrders({ ...t.ctx, now: () => new Date(clock.now().getTime() + 10 ** 12) });
        await api.putStock([{ skuId, stock: 4 }]);
        const orders: string[] = [];
        const codes: string[] = [];
        for (const s of steps) {
          const id = orders.length ? orders[(s as { pick?: number }).pick! % orders.length] : undefined;
          if (s.kind === 'create') {
            const res = await api.createOrder(
              [{ skuId, quantity: s.quantity }],
              s.isReservable ? '&isReservable=true' : '',
            );
            expect([201, 409]).toContain(res.statusCode);
            if (res.statusCode === 201) orders.push(res.json().data.id);
          } else if (s.kind === 'cancel' && id) {
            expect([200, 409]).toContain((await api.cancel(id)).statusCode);
          } else if (s.kind === 'authorize' && id) {
            expect([409]).toContain((await api.age(id, '1990-01-01')).statusCode);
          } else if (s.kind === 'reserve' && id) {
            const res = await api.reserve(id);
            expect([201, 409]).toContain(res.statusCode);
            if (res.statusCode === 201) codes.push(res.json().data.code);
          } else if (s.kind === 'pickUp' && codes.length) {
            const res = await api.pickUp(codes[s.pick % codes.length]!);
            expect([200, 401, 429]).toContain(res.statusCode);
          } else if (s.kind === 'expire') {
            clock.advance(s.minutes * 60_000);
            await expireLapsedOrders(t.ctx);
          } else if (s.kind === 'dispense' && id) {
            const { dispenser } = t.ctx;
            if (!canInjectFaults(dispenser)) throw new Error('the simulator takes faults');
            dispenser.clearFaults(DEMO);
            if (s.jamAfter !== null)
              dispenser.injectFault(DEMO, { slot: 'A3', kind: 'jam', after: s.jamAfter });
            const res = await t.app.inject({
              method: 'POST',
              url: `/devices/${DEMO}/orders/${id}/dispense?locale=en`,
            });
            expect([200, 409, 500]).toContain(res.statusCode);
          } else if (s.kind === 'cancelAll') {
            expect((await api.cancelAll(true)).statusCode).toBe(200);
          } else if (s.kind === 'restock') {
            const res = await t.app.inject({
              method: 'PUT',
              url: `/devices/${DEMO}/products/stock`,
              headers: staffAuth,
              payload: { skus: [{ skuId, stock: s.stock }] },
            });
            expect([200, 409]).toContain(res.statusCode);
          }
          const [row] = rowsOf<{ on_hand: number; held: number; live: number }>(
            await t.ctx.db.execute(sql`
              select s.on_hand, s.held,
                coalesce((select sum(i.quantity - i.quantity_dispensed) from order_items i join orders o on o.id = i.order_id
                  where i.sku_id = ${skuId} and o.device_id = ${DEMO}
                  and o.status in ('open','paid','reserved','ready','dispensing')), 0)::int as live
              from device_stock s where s.device_id = ${DEMO} and s.sku_id = ${skuId}`),
          );
          expect(row!.on_hand).toBeGreaterThanOrEqual(0);
          expect(row!.held).toBeGreaterThanOrEqual(0);
          expect(row!.held).toBeLessThanOrEqual(row!.on_hand);
          expect(row!.held).toBe(row!.live);
        }
        await t.ctx.db.execute(sql`delete from throttles`);
      }),
      { numRuns: kind === 'pglite' ? 40 : 25 },
    );
  }, 120_000);
});
