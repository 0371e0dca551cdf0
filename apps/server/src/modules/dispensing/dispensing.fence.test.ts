import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client';
import { moveOrderTo } from '../../test/db-state';
import { DB_KINDS, client, staffAuth, useTestApp } from '../../test/harness';
import { startUnitUnderLease } from './dispensing.repository';
import { recordUnitOutcomeUnderLease, type Unit } from './dispensing.service';
import { takeExpiredLease } from './dispense-lease.repository';
import { recordLateOutcome } from './late-outcome.service';

const SKU = 'condoms-3-pack';
const LEASE_MS = 60_000;

/** The unit writes of a dispense, each one statement fenced by the order's lease. */
describe.each(DB_KINDS)('unit writes under the lease on %s', (kind) => {
  const t = useTestApp(kind);
  const api = client(t);
  const deviceId = api.base.split('/')[2]!;
  const fence = { owner: 'this-instance', leaseMs: LEASE_MS, createdAt: new Date() };
  const recordUnit = (unit: Unit, outcome: string) =>
    recordUnitOutcomeUnderLease(t.ctx.db, unit, outcome, fence);

  /** An order of one unit taken into dispensing by `owner`, and its first unit. */
  const dispensingUnit = async (owner = fence.owner) => {
    const orderId = (await api.createOrder([{ skuId: SKU, quantity: 1 }])).json().data.id as string;
    await moveOrderTo(t.ctx.db, orderId, 'dispensing');
    await takeExpiredLease(t.ctx.db, orderId, owner, LEASE_MS, true);
    const [item] = rowsOf<{ id: number }>(
      await t.ctx.db.execute(sql`select id from order_items where order_id = ${orderId}`),
    );
    return { orderId, deviceId, skuId: SKU, slot: 'A4', unitIndex: 1, isTest: false, itemId: item!.id };
  };
  const state = async (orderId: string) => {
    const [row] = rowsOf<Record<string, unknown>>(
      await t.ctx.db.execute(sql`
        select
          (select string_agg(unit_index || ':' || outcome, ',' order by id)
           from dispense_events where order_id = ${orderId}) as events,
          (select quantity_dispensed from order_items where order_id = ${orderId}) as dispensed,
          s.on_hand, s.held, s.is_slot_faulted as faulted,
          (select owner from dispense_leases where order_id = ${orderId}) as owner
        from device_stock s where s.device_id = ${deviceId} and s.sku_id = ${SKU}`),
    );
    return row!;
  };

  it('records a drop under its own lease: the event, the item counted, the unit out of stock and hold', async () => {
    const unit = await dispensingUnit();
    const before = await state(unit.orderId);
    expect(await recordUnit(unit, 'dropped')).toBe(true);
    expect(await state(unit.orderId)).toEqual({
      ...before,
      events: '1:dropped',
      dispensed: 1,
      on_hand: Number(before.on_hand) - 1,
      held: Number(before.held) - 1,
    });
  });

  it('records a unit that did not drop as its slot out of service, its units out, the item untouched', async () => {
    const unit = await dispensingUnit();
    const before = await state(unit.orderId);
    expect(await recordUnit(unit, 'fault')).toBe(true);
    // The sku's one slot is out of service: none of its units counts until staff clear it.
    expect(await state(unit.orderId)).toEqual({ ...before, events: '1:fault', faulted: true, on_hand: 0 });
    const clear = await t.app.inject({
      method: 'POST',
      url: `${api.base}/products/stock/slots/A4/clear-fault`,
      headers: staffAuth,
    });
    expect(clear.json().data).toEqual({ slotId: 'A4', skuId: SKU, isFaulted: false, wasFaulted: true });
    expect(await state(unit.orderId)).toMatchObject({ faulted: false, on_hand: before.on_hand });
  });

  it('writes nothing under another instance’s lease', async () => {
    const unit = await dispensingUnit('taker');
    const before = await state(unit.orderId);
    expect(await recordUnit(unit, 'dropped')).toBe(false);
    expect(await startUnitUnderLease(t.ctx.db, unit, { ...fence, isRetry: false })).toBe(false);
    expect(await state(unit.orderId)).toEqual(before);
  });

  it('starts a unit with its started event, and a retried unit without a second one', async () => {
    const unit = await dispensingUnit();
    expect(await startUnitUnderLease(t.ctx.db, unit, { ...fence, isRetry: false })).toBe(true);
    expect(await startUnitUnderLease(t.ctx.db, unit, { ...fence, isRetry: true })).toBe(true);
    expect((await state(unit.orderId)).events).toBe('1:started');
  });

  // PGlite has one connection, so no other transaction can hold the order's lock while a unit write waits.
  describe.skipIf(kind === 'pglite')(
    'while a dispense start holds the order and takes the lease over',
    () => {
      /**
       * What another call's start does: locks the order, then writes the lease (here: takes it over). The
       * unit write runs meanwhile; it must wait for the order's lock without holding the lease (no deadlock),
       * then see the new owner and write nothing.
       */
      const raceTakeover = async (
        write: (unit: Awaited<ReturnType<typeof dispensingUnit>>) => Promise<boolean>,
      ) => {
        const unit = await dispensingUnit();
        const before = await state(unit.orderId);
        let written: Promise<boolean> | undefined;
        await t.ctx.db.transaction(async (tx) => {
          await tx.execute(sql`select id from orders where id = ${unit.orderId} for update`);
          written = write(unit);
          const isWaiting = async () =>
            rowsOf<{ n: number }>(
              await tx.execute(sql`
              select count(*)::int as n from pg_stat_activity
              where datname = current_database() and wait_event_type = 'Lock'`),
            )[0]!.n === 1;
          while (!(await isWaiting())) await new Promise((r) => setTimeout(r, 10));
          await tx.execute(sql`update dispense_leases set owner = 'taker' where order_id = ${unit.orderId}`);
        });
        expect(await written).toBe(false);
        expect(await state(unit.orderId)).toEqual({ ...before, owner: 'taker' });
      };

      it('a unit’s outcome writes nothing', () => raceTakeover((unit) => recordUnit(unit, 'dropped')));

      it('a unit’s start writes nothing', () =>
        raceTakeover((unit) => startUnitUnderLease(t.ctx.db, unit, { ...fence, isRetry: false })));
    },
  );

  describe.skipIf(kind === 'pglite')('an outcome heard by an instance that does not run the order', () => {
    it('is left to the owner while it writes the unit, without waiting for the order’s lock', async () => {
      const unit = await dispensingUnit('the-owner');
      const before = await state(unit.orderId);
      const unitId = `${unit.orderId}:${unit.unitIndex}`;
      let answer: unknown = 'still waiting';
      await t.ctx.db.transaction(async (tx) => {
        // The owner recording the same unit holds the order's row meanwhile.
        await tx.execute(sql`select id from orders where id = ${unit.orderId} for update`);
        const late = recordLateOutcome(t.ctx, deviceId, unitId, 'dropped').then((a) => (answer = a));
        await Promise.race([late, new Promise((r) => setTimeout(r, 2_000))]);
      });
      expect(answer).toBe('pending');
      expect(await state(unit.orderId)).toEqual(before);
    });
  });
});
