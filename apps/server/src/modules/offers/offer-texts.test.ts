import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { LANGUAGE_CODES } from '@kiosk/contract';
import { offers as offersTable } from '../../db/schema';
import { seedDemo } from '../../db/seed';
import { DEMO_OFFER } from '../../db/seed-offers';
import { DB_KINDS, TEST_PASSKEY, client, useTestApp } from '../../test/harness';
import { plentyOfStock } from '../../test/offers-test-client';

describe.each(DB_KINDS)('offer texts in every language on %s', (kind) => {
  const t = useTestApp(kind);
  const api = client(t);
  beforeAll(() => plentyOfStock(t));

  const offerTitle = async (orderId: string, locale: string): Promise<string> => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${api.base}/orders/${orderId}/discounts/available-offers?locale=${locale}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.offers[0].title;
  };

  it('names the demo offer in the language asked for, in each of the 24 languages', async () => {
    const orderId = (await api.createOrder([{ skuId: DEMO_OFFER.skuId, quantity: 1 }])).json().data.id;
    const english = await offerTitle(orderId, 'en');
    expect(english).toBe('Free naloxone 2-pack');
    expect(await offerTitle(orderId, 'es')).toBe('Naloxona, paquete de 2 gratis');
    const titles = new Map<string, string>();
    for (const locale of LANGUAGE_CODES) titles.set(locale, await offerTitle(orderId, locale));
    const untranslated = LANGUAGE_CODES.filter((l) => l !== 'en' && titles.get(l) === english);
    expect(untranslated).toEqual([]);
  });

  it('adds the translations to a database seeded when the offer had only its English title', async () => {
    await t.ctx.db
      .update(offersTable)
      .set({ titles: { en: DEMO_OFFER.titles.en } })
      .where(eq(offersTable.id, DEMO_OFFER.id));
    await seedDemo(t.ctx.db, TEST_PASSKEY);
    const [row] = await t.ctx.db.select().from(offersTable).where(eq(offersTable.id, DEMO_OFFER.id));
    expect(Object.keys(row!.titles).sort()).toEqual([...LANGUAGE_CODES].sort());
    expect(row!.titles.ko).toBe('무료 날록손 2개 묶음');
  });
});
