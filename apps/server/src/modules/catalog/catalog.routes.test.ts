import { beforeAll, describe, expect, it } from 'vitest';
import { ZProduct, type TProduct } from '@kiosk/contract';
import { z } from 'zod';
import { DB_KINDS, staffAuth, useTestApp } from '../../test/harness';
import { expectError } from '../../test/expect-error';

const base = '/devices/demo-kiosk-0001/products';

describe.each(DB_KINDS)('catalogue on %s', (kind) => {
  const t = useTestApp(kind);
  let products: TProduct[];
  const byId = (id: string) => products.find((p) => p.id === id)!;
  beforeAll(async () => {
    const res = await t.app.inject({ url: `${base}?locale=en` });
    expect(res.statusCode).toBe(200);
    products = z.object({ data: z.array(ZProduct) }).parse(res.json()).data;
  });

  it('lists every product the demo device stocks, in display order', () => {
    expect(products.map((p) => p.id)).toEqual([
      'naloxone-nasal-spray',
      'naloxone-2-pack',
      'fentanyl-test-strips',
      'condoms',
      'pregnancy-test',
      'nicotine-gum',
      'syringe-services-kit',
      'hygiene-kit',
      'prenatal-vitamins',
      'first-aid-kit',
      'covid-19-test',
    ]);
  });

  it('gives a price range in the device currency across a product’s skus', () => {
    const condoms = byId('condoms');
    expect(condoms.currency).toBe('USD');
    expect(condoms.priceRange).toEqual({ min: 100, max: 125 });
    expect(condoms.skus).toHaveLength(2);
    expect(byId('pregnancy-test').priceRange).toEqual({ min: 899, max: 899 });
  });

  it('marks free, emergency, price-unavailable, out-of-stock and multi-pack products', () => {
    expect(byId('fentanyl-test-strips').isFree).toBe(true);
    expect(byId('pregnancy-test').isFree).toBe(false);
    const naloxone = byId('naloxone-nasal-spray');
    expect(naloxone.isEmergency && naloxone.isFree).toBe(true);
    expect(naloxone.skus[0]!.metadata.isEmergencyDispense).toBe(true);
    const firstAid = byId('first-aid-kit');
    expect(firstAid.isPriceUnavailable).toBe(true);
    expect(firstAid.priceRange).toBeNull();
    expect(firstAid.skus[0]!.price).toBeNull();
    expect(byId('covid-19-test').isOutOfStock).toBe(true);
    expect(byId('covid-19-test').skus[0]!.stock).toBe(0);
    const twoPack = byId('naloxone-2-pack');
    expect(twoPack.isMultiPack).toBe(true);
    expect(twoPack.skus[0]!.dispenseQuantity).toBe(2);
    expect(twoPack.skus[0]!.maxQuantity).toBe(2);
    expect(byId('pregnancy-test').isMultiPack).toBe(false);
  });

  it('carries the workflow metadata: minimum age, access code, form urls', () => {
    expect(byId('nicotine-gum').skus.every((s) => s.metadata.minAge === 18)).toBe(true);
    expect(byId('syringe-services-kit').skus[0]!.metadata.requiresAccessCode).toBe(true);
    expect(byId('hygiene-kit').skus[0]!.metadata.formUrls).toHaveLength(1);
  });

  it('filters to reservable skus with isReservable=true', async () => {
    const res = await t.app.inject({ url: `${base}?locale=en&isReservable=true` });
    const ids = (res.json().data as TProduct[]).map((p) => p.id);
    expect(ids).toEqual(['fentanyl-test-strips', 'prenatal-vitamins']);
  });

  it('returns one product, and 404 in the error shape for one the device does not stock', async () => {
    const res = await t.app.inject({ url: `${base}/condoms?locale=es` });
    expect(res.statusCode).toBe(200);
    expect(ZProduct.parse(res.json().data).id).toBe('condoms');
    expect(res.json().data.title).toBe('Condones');
    const missing = expectError(await t.app.inject({ url: `${base}/not-a-product` }), 404, 'not_found');
    expect(missing.description).toBe('This product is not available on this kiosk.');
  });

  it('falls back to English titles for a locale it has no texts for, and to the language of a region tag', async () => {
    const english = await t.app.inject({ url: `${base}/condoms?locale=en` });
    for (const locale of ['xx', 'de', 'fr-CA']) {
      const res = await t.app.inject({ url: `${base}?locale=${locale}` });
      expect(res.statusCode, locale).toBe(200);
      const list = z.object({ data: z.array(ZProduct) }).parse(res.json()).data;
      expect(list.find((p) => p.id === 'condoms')?.title, locale).toBe(english.json().data.title);
    }
    const spanish = await t.app.inject({ url: `${base}/condoms?locale=es-MX` });
    expect(spanish.json().data.title).toBe('Condones');
  });

  it('answers 404 for an unknown device and 400 naming the field for malformed input', async () => {
    const unknown = expectError(
      await t.app.inject({ url: '/devices/no-such-kiosk/products' }),
      404,
      'not_found',
    );
    expect(unknown.description).toBe('This kiosk is not registered.');
    expect(expectError(await t.app.inject({ url: '/devices/x!y/products' }), 400, 'validation').field).toBe(
      'deviceId',
    );
    expect(expectError(await t.app.inject({ url: `${base}/BAD_ID` }), 400, 'validation').field).toBe(
      'productId',
    );
    expect(expectError(await t.app.inject({ url: `${base}?locale=%3Cb%3E` }), 400).field).toBe('locale');
    expect(expectError(await t.app.inject({ url: `${base}?isReservable=yes` }), 400).field).toBe(
      'isReservable',
    );
    expect(expectError(await t.app.inject({ url: `${base}?colour=red` }), 400).field).toBe('colour');
  });

  it('refuses a form link with a NUL or a port past 65535 with 400 naming the field; nothing is saved', async () => {
    for (const link of [
      'https://forms.example.org/a\u0000b',
      '/forms/\u0000',
      'https://forms.example.org:99999/x',
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `${base}?locale=en`,
        headers: staffAuth,
        payload: {
          id: 'hygiene-kit',
          titles: { en: 'Hygiene Kit' },
          skus: [{ id: 'hygiene-kit', titles: { en: 'Kit' }, price: 0, formUrls: [link], slot: 'C1' }],
        },
      });
      expect(expectError(res, 400, 'validation').field, link).toMatch(/formUrls/);
    }
    const listed = await t.app.inject({ url: `${base}/hygiene-kit?locale=en` });
    expect(listed.json().data.skus[0].metadata.formUrls).toEqual(
      byId('hygiene-kit').skus[0]!.metadata.formUrls,
    );
  });
});
