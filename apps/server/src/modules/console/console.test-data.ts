import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { deviceStock, kioskPresence } from '../../db/schema';
import { insertHistory, type PastOrder } from '../../db/seed-history';

/** Noon in Los Angeles (the test kiosks' time zone) on 2026-11-20: the console tests' clock. */
export const NOW = new Date('2026-11-20T20:00:00Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const kit = (at: Date): PastOrder => ({
  skuId: 'naloxone-emergency-kit',
  at,
  units: 1,
  unitPrice: 0,
  isEmergency: true,
  slot: 'A1',
});

/**
 * A known history of demo-kiosk-0001: 2 emergency kits a day for the last 14 days (28; 2 of them today),
 * 6 more 20 days ago (last month, outside the window), 4 test-strip packs 3 days ago, and one paid 2-pack
 * unit that jammed 2 days ago and was refunded. 10 kits and 50 strips on hand.
 */
export async function writeKnownHistory(db: Db): Promise<void> {
  const past: PastOrder[] = [];
  for (let day = 0; day < 14; day++) {
    past.push(
      kit(new Date(NOW.getTime() - day * DAY - 1 * HOUR)),
      kit(new Date(NOW.getTime() - day * DAY - 2 * HOUR)),
    );
  }
  for (let i = 0; i < 6; i++) past.push(kit(new Date(NOW.getTime() - 20 * DAY - i * HOUR)));
  past.push({
    skuId: 'fentanyl-test-strips-5',
    at: new Date(NOW.getTime() - 3 * DAY),
    units: 4,
    unitPrice: 0,
    isEmergency: false,
    slot: 'A3',
  });
  past.push({
    skuId: 'naloxone-2-pack',
    at: new Date(NOW.getTime() - 2 * DAY),
    units: 0,
    failed: 1,
    unitPrice: 2250,
    isEmergency: false,
    slot: 'A2',
  });
  await insertHistory(db, 'demo-kiosk-0001', 'USD', past, []);
  await setOnHand(db, 'demo-kiosk-0001', 'naloxone-emergency-kit', 10);
  await setOnHand(db, 'demo-kiosk-0001', 'fentanyl-test-strips-5', 50);
}

export async function setOnHand(db: Db, deviceId: string, skuId: string, onHand: number): Promise<void> {
  await db
    .update(deviceStock)
    .set({ onHand })
    .where(and(eq(deviceStock.deviceId, deviceId), eq(deviceStock.skuId, skuId)));
}

export async function setSlotFaulted(db: Db, deviceId: string, skuId: string): Promise<void> {
  await db
    .update(deviceStock)
    .set({ isSlotFaulted: true })
    .where(and(eq(deviceStock.deviceId, deviceId), eq(deviceStock.skuId, skuId)));
}

export async function setLastSeen(db: Db, deviceId: string, at: Date): Promise<void> {
  await db
    .insert(kioskPresence)
    .values({ deviceId, lastSeenAt: at })
    .onConflictDoUpdate({ target: kioskPresence.deviceId, set: { lastSeenAt: at } });
}
