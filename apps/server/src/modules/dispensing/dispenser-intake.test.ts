import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { OfflineDispense } from '@kiosk/device-link';
import { rowsOf } from '../../db/client';
import { DB_KINDS, DEMO, useTestApp } from '../../test/harness';
import { stockOf } from '../../test/db-state';
import { addSlot } from '../stock/stock-units.service';
import { takeInFaultedSlots } from './dispenser-intake';
import { takeInOfflineDispenses } from './offline-intake.service';

const KIT = 'naloxone-emergency-kit';

/** What the agents report unasked reaches the slot it names, and only that one. */
describe.each(DB_KINDS)('slots in what the agents report on %s', (kind) => {
  const t = useTestApp(kind);
  const slots = async (skuId: string) =>
    Object.fromEntries(
      rowsOf<{ slot_id: string; count: number; is_faulted: boolean; fault_reason: string | null }>(
        await t.ctx.db.execute(sql`select slot_id, count, is_faulted, fault_reason from device_slots
          where device_id = ${DEMO} and sku_id = ${skuId}`),
      ).map((r) => [r.slot_id, { count: Number(r.count), isFaulted: r.is_faulted, reason: r.fault_reason }]),
    );
  const kit = (slot: string, minutesAgo: number, outcome: OfflineDispense['outcome'] = 'dropped') => ({
    unitId: `${randomUUID()}:1`,
    slot,
    skuId: KIT,
    outcome,
    at: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
  });

  it('takes an offline kit out of the slot it names, else out of the sku’s fullest slot', async () => {
    await addSlot(t.ctx.db, { deviceId: DEMO, slotId: 'E1', skuId: KIT, capacity: 5, count: 2 });
    const before = await slots(KIT);
    const { A1 } = before;
    expect(A1!.count).toBeGreaterThan(2);
    const named = kit('E1', 12);
    expect(await takeInOfflineDispenses(t.ctx, DEMO, [named])).toEqual([named.unitId]);
    expect(await slots(KIT)).toMatchObject({ A1: { count: A1!.count }, E1: { count: 1 } });
    // The agent's map named a slot the kiosk does not have: the fullest gives the unit.
    const unknown = kit('Z9', 8);
    expect(await takeInOfflineDispenses(t.ctx, DEMO, [unknown])).toEqual([unknown.unitId]);
    expect(await slots(KIT)).toMatchObject({ A1: { count: A1!.count - 1 }, E1: { count: 1 } });
    expect(await stockOf(t.ctx.db, DEMO, KIT)).toMatchObject({ onHand: A1!.count - 1 + 1, held: 0 });
  });

  it('takes only the slot of an offline kit that did not drop out of service', async () => {
    const before = await slots(KIT);
    const jammed = kit('E1', 4, 'jammed');
    expect(await takeInOfflineDispenses(t.ctx, DEMO, [jammed])).toEqual([jammed.unitId]);
    expect(await slots(KIT)).toEqual({
      A1: before.A1,
      E1: { count: 1, isFaulted: true, reason: 'jammed' },
    });
    expect((await stockOf(t.ctx.db, DEMO, KIT)).onHand).toBe(before.A1!.count);
  });

  it('takes the slots an agent’s status says are faulted out of service, each on its own', async () => {
    const condoms = await stockOf(t.ctx.db, DEMO, 'condoms-3-pack');
    await takeInFaultedSlots(t.ctx, DEMO, ['A4', 'no-such-slot']);
    expect(await slots('condoms-3-pack')).toEqual({
      A4: { count: condoms.onHand, isFaulted: true, reason: 'agent' },
    });
    expect((await stockOf(t.ctx.db, DEMO, 'condoms-3-pack')).onHand).toBe(0);
    expect((await slots(KIT)).A1!.isFaulted).toBe(false);
    // Heard again (a retained status): the slot stays as it was, reason and time included.
    await takeInFaultedSlots(t.ctx, DEMO, ['A4']);
    expect((await slots('condoms-3-pack')).A4).toEqual({
      count: condoms.onHand,
      isFaulted: true,
      reason: 'agent',
    });
  });
});
