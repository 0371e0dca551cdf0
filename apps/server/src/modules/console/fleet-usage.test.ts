import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ZFleetOverview, envelope } from '@kiosk/contract';
import type { Db } from '../../db/client';
import { dispenseEvents, orders } from '../../db/schema';
import { DB_KINDS, useTestApp } from '../../test/harness';
import { operatorAuth } from '../../test/console-session-helpers';
import { NOW, setOnHand } from './console.test-data';
import { sql } from 'drizzle-orm';
import { forgetFleetRows, forgetFleetUsage } from './fleet-overview.service';
import { FULL_COUNT_EVERY_MS } from './usage-counts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const KIOSK = 'demo-kiosk-0001';
const KIT = 'naloxone-emergency-kit';

/** One ended order of `units` unit events of one outcome, a test order's events marked as test. */
async function addEvents(
  db: Db,
  at: Date,
  units: number,
  { outcome = 'dropped', isTest = false }: { outcome?: string; isTest?: boolean } = {},
): Promise<void> {
  const orderId = randomUUID();
  await db.insert(orders).values({
    id: orderId,
    deviceId: KIOSK,
    status: outcome === 'dropped' ? 'dispensed' : 'dispense_failed',
    total: 0,
    currency: 'USD',
    isEmergency: true,
    isTest,
    createdAt: at,
    updatedAt: at,
  });
  await db.insert(dispenseEvents).values(
    Array.from({ length: units }, (_, unit) => ({
      orderId,
      deviceId: KIOSK,
      skuId: KIT,
      slot: 'A1',
      unitIndex: unit,
      outcome,
      isTest,
      createdAt: new Date(at.getTime() + unit * 1_000),
    })),
  );
}

describe.each(DB_KINDS)('the overview usage on %s', (kind) => {
  const t = useTestApp(kind, { now: () => NOW });

  it('counts real dropped units only: 14-day rate, today and month on the kiosk calendar', async () => {
    // NOW is noon in Los Angeles (the kiosk's zone) on 2026-11-20.
    const db = t.ctx.db;
    await addEvents(db, new Date(NOW.getTime() - 1 * HOUR), 2); // today
    await addEvents(db, new Date(NOW.getTime() - 13 * HOUR), 3); // 23:00 the day before, there (UTC: today)
    await addEvents(db, new Date(NOW.getTime() - 5 * DAY), 4);
    await addEvents(db, new Date(NOW.getTime() - 12 * DAY), 5);
    // Left out everywhere: test dispenses, and units that did not drop (a jam, a fault).
    await addEvents(db, new Date(NOW.getTime() - 2 * HOUR), 6, { isTest: true });
    await addEvents(db, new Date(NOW.getTime() - 3 * DAY), 7, { isTest: true });
    await addEvents(db, new Date(NOW.getTime() - 3 * HOUR), 1, { outcome: 'jammed' });
    await addEvents(db, new Date(NOW.getTime() - 4 * DAY), 2, { outcome: 'fault' });
    // This month but outside the 14 days; then the evening of 31 October there (1 November in UTC).
    await addEvents(db, new Date(NOW.getTime() - 17 * DAY), 8);
    await addEvents(db, new Date('2026-11-01T03:00:00Z'), 9);
    await setOnHand(db, KIOSK, KIT, 7);
    forgetFleetUsage(t.ctx);

    const res = await t.app.inject({ method: 'GET', url: '/console/kiosks', headers: await operatorAuth(t) });
    const row = envelope(ZFleetOverview)
      .parse(res.json())
      .data.rows.find((r) => r.deviceId === KIOSK)!;
    // 2 + 3 + 4 + 5 = 14 kits in 14 days: 1 a day, 7 on hand = 7 days.
    expect(row.lowestStock).toEqual({
      skuId: KIT,
      title: 'Naloxone Nasal Spray (Emergency Kit) — Emergency kit',
      onHand: 7,
      dailyRate: 1,
      daysLeft: 7,
    });
    expect(row.unitsToday).toBe(2);
    expect(row.unitsThisMonth).toBe(14 + 8);
  });
});

describe.each(DB_KINDS)('the overview usage between full counts on %s', (kind) => {
  let now = NOW;
  const t = useTestApp(kind, { now: () => now });
  const kit = async () => {
    forgetFleetRows(t.ctx); // the rows kept for 15 s; the usage counts stay
    const res = await t.app.inject({ method: 'GET', url: '/console/kiosks', headers: await operatorAuth(t) });
    const row = envelope(ZFleetOverview)
      .parse(res.json())
      .data.rows.find((r) => r.deviceId === KIOSK)!;
    return { today: row.unitsToday, month: row.unitsThisMonth };
  };

  it('adds the new events to the last count, and counts everything again once it is a minute old', async () => {
    const db = t.ctx.db;
    await addEvents(db, new Date(NOW.getTime() - 2 * HOUR), 2);
    forgetFleetUsage(t.ctx);
    expect(await kit()).toEqual({ today: 2, month: 2 });

    // New events: the dropped ones are added, a test dispense and a jam are not.
    await addEvents(db, new Date(NOW.getTime() - HOUR), 3);
    await addEvents(db, new Date(NOW.getTime() - HOUR), 4, { isTest: true });
    await addEvents(db, new Date(NOW.getTime() - HOUR), 1, { outcome: 'jammed' });
    expect(await kit()).toEqual({ today: 5, month: 5 });

    // Only events newer than the last count are read in between: two older ones taken out of the
    // history (no code path does; events are append-only) still count until the next full count.
    await db.execute(
      sql`delete from dispense_events where created_at < ${new Date(NOW.getTime() - 90 * 60_000)}`,
    );
    await addEvents(db, new Date(NOW.getTime() - 30 * 60_000), 1);
    expect(await kit()).toEqual({ today: 6, month: 6 });
    now = new Date(NOW.getTime() + FULL_COUNT_EVERY_MS);
    expect(await kit()).toEqual({ today: 4, month: 4 });
  });
});
