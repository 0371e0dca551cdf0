import { eq } from 'drizzle-orm';
import type { Db } from './client';
import { devices, offers } from './schema';
import { DEMO_DEVICE_ID } from './seed-catalog';

/** The demo device's offer programme: the naloxone 2-pack free for a verified phone, once per 30 days. */
export const DEMO_OFFER = {
  id: 'demo-naloxone-2-pack-free',
  deviceId: DEMO_DEVICE_ID,
  skuId: 'naloxone-2-pack',
  titles: { en: 'Free naloxone 2-pack' },
  discountAmount: null,
  maxPerPhone: 1,
  periodDays: 30,
  programId: 'naloxone-2-pack-free-30-days',
  maxUnits: null,
  isActive: true,
} as const;

/** Adds the demo offer once the demo device exists; running it again changes nothing. */
export async function seedDemoOffers(db: Db): Promise<void> {
  const device = await db.select({ id: devices.id }).from(devices).where(eq(devices.id, DEMO_DEVICE_ID));
  if (!device.length) return;
  await db
    .insert(offers)
    .values({ ...DEMO_OFFER, titles: { ...DEMO_OFFER.titles } })
    .onConflictDoNothing();
}
