import { eq, sql } from 'drizzle-orm';
import type { Db } from './client';
import { devices, offers } from './schema';
import { DEMO_DEVICE_ID } from './seed-catalog';
import { textsOf } from './seed-texts';

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

/**
 * Adds the demo offer once the demo device exists, its title in all 24 languages. An offer seeded before it
 * had them gets the missing languages; a title already there is kept. Running it again changes nothing.
 */
export async function seedDemoOffers(db: Db): Promise<void> {
  const device = await db.select({ id: devices.id }).from(devices).where(eq(devices.id, DEMO_DEVICE_ID));
  if (!device.length) return;
  const titles = textsOf(DEMO_OFFER.titles.en, (t) => t.offers[DEMO_OFFER.id]);
  await db
    .insert(offers)
    .values({ ...DEMO_OFFER, titles })
    .onConflictDoUpdate({
      target: offers.id,
      set: { titles: sql`excluded.titles || ${offers.titles}` },
      where: sql`excluded.titles || ${offers.titles} <> ${offers.titles}`,
    });
}
