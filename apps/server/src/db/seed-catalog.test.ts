import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '@kiosk/contract';
import { auditRows } from '../test/audit-helpers';
import { DB_KINDS, useTestApp } from '../test/harness';
import { products, skus } from './schema';
import { seedCatalog } from './seed';
import { textsOf } from './seed-texts';

/**
 * The demo catalogue as the first start writes it, every column: what a kiosk, the console and the
 * end-to-end tests find in a fresh database. Written out here, not derived from SEED_PRODUCTS, so that a
 * change of how the seed writes it shows.
 */
const PRODUCTS: [id: string, title: string, description: string, image: string][] = [
  [
    'naloxone-nasal-spray',
    'Naloxone Nasal Spray (Emergency Kit)',
    'Free emergency kit to reverse an opioid overdose. Two 4 mg nasal spray doses.',
    '/images/naloxone-kit.svg',
  ],
  [
    'naloxone-2-pack',
    'Naloxone Nasal Spray 2-Pack',
    'Two single packages of 4 mg naloxone nasal spray, dispensed one after another.',
    '/images/naloxone-2-pack.svg',
  ],
  [
    'fentanyl-test-strips',
    'Fentanyl Test Strips',
    'Free pack of 5 test strips. Reserve on your phone and pick up at the kiosk.',
    '/images/test-strips.svg',
  ],
  ['condoms', 'Condoms', 'Latex condoms, sold as single packages.', '/images/condoms.svg'],
  ['pregnancy-test', 'Pregnancy Test', 'One early-result pregnancy test.', '/images/pregnancy-test.svg'],
  ['nicotine-gum', 'Nicotine Gum', 'Stop-smoking aid. You must be 18 or older.', '/images/nicotine-gum.svg'],
  [
    'syringe-services-kit',
    'Syringe Services Kit',
    'Free sterile supplies for programme participants. An access code is required.',
    '/images/syringe-kit.svg',
  ],
  [
    'hygiene-kit',
    'Hygiene Kit',
    'Free hygiene kit. Please answer a short survey first.',
    '/images/hygiene-kit.svg',
  ],
  [
    'prenatal-vitamins',
    'Prenatal Vitamins',
    '30-day supply. Reserve on your phone and pick up at the kiosk.',
    '/images/vitamins.svg',
  ],
  ['first-aid-kit', 'First Aid Kit', 'Bandages, antiseptic wipes and gauze.', '/images/first-aid.svg'],
  ['covid-19-test', 'COVID-19 Rapid Test', 'One rapid antigen test.', '/images/covid-test.svg'],
];

type SkuRow = typeof skus.$inferSelect;
const SKU_DEFAULTS = {
  dispenseQuantity: 1,
  minAge: null,
  requiresAccessCode: false,
  isEmergencyDispense: false,
  isReservable: false,
  formUrls: [],
  retiredAt: null,
};
const SKUS: [productId: string, id: string, title: string, price: number | null, rest?: Partial<SkuRow>][] = [
  ['naloxone-nasal-spray', 'naloxone-emergency-kit', 'Emergency kit', 0, { isEmergencyDispense: true }],
  ['naloxone-2-pack', 'naloxone-2-pack', '2-pack', 2250, { dispenseQuantity: 2 }],
  ['fentanyl-test-strips', 'fentanyl-test-strips-5', 'Pack of 5', 0, { isReservable: true }],
  ['condoms', 'condoms-3-pack', 'Regular, 3-pack', 100, { dispenseQuantity: 3 }],
  ['condoms', 'condoms-large-3-pack', 'Large, 3-pack', 125, { dispenseQuantity: 3, sortOrder: 1 }],
  ['pregnancy-test', 'pregnancy-test', 'Single test', 899],
  ['nicotine-gum', 'nicotine-gum-2mg', '2 mg, 20 pieces', 1299, { minAge: 18 }],
  ['nicotine-gum', 'nicotine-gum-4mg', '4 mg, 20 pieces', 1499, { minAge: 18, sortOrder: 1 }],
  ['syringe-services-kit', 'syringe-services-kit', 'Kit', 0, { requiresAccessCode: true }],
  ['hygiene-kit', 'hygiene-kit', 'Kit', 0, { formUrls: ['https://forms.example.org/kiosk-survey'] }],
  ['prenatal-vitamins', 'prenatal-vitamins-30', '30 tablets', 999, { isReservable: true }],
  ['first-aid-kit', 'first-aid-kit', 'Kit', null],
  ['covid-19-test', 'covid-19-test', 'Single test', 600],
];

const expectedProducts = () =>
  PRODUCTS.map(([id, title, description, image], index) => ({
    id,
    titles: textsOf(title, (t) => t.products[id]?.title),
    descriptions: textsOf(description, (t) => t.products[id]?.description),
    images: [image],
    sortOrder: index * 10,
    retiredAt: null,
  }));

const expectedSkus = () =>
  SKUS.map(([productId, id, title, price, rest]) => ({
    id,
    productId,
    titles: textsOf(title, (t) => t.skus[id]),
    price,
    ...SKU_DEFAULTS,
    images: [PRODUCTS.find((p) => p[0] === productId)![3]],
    sortOrder: 0,
    ...rest,
  }));

describe.each(DB_KINDS)('the demo catalogue seed on %s', (kind) => {
  const t = useTestApp(kind);
  const productRows = () =>
    t.ctx.db.select().from(products).orderBy(asc(products.sortOrder), asc(products.id));
  /** The packs in grid order: by their product's place, then their own. */
  const skuRows = async () => {
    const place = (row: SkuRow) => PRODUCTS.findIndex((p) => p[0] === row.productId) * 100 + row.sortOrder;
    return (await t.ctx.db.select().from(skus)).sort((a, b) => place(a) - place(b));
  };

  it('writes each product and pack with its ids, texts, prices and order, as it always has', async () => {
    expect(await productRows()).toEqual(expectedProducts());
    expect(await skuRows()).toEqual(expectedSkus());
    // Every text in all 24 languages: the translations came along.
    const [naloxone] = await productRows();
    expect(Object.keys(naloxone!.titles).sort()).toEqual([...LANGUAGE_CODES].sort());
    expect(naloxone!.titles.es).toBe('Naloxona en aerosol nasal (kit de emergencia)');
  });

  it('records each product and pack as made by the seed, as the console records the ones it makes', async () => {
    const created = (await auditRows(t.ctx.db)).filter((r) => r.action.endsWith('.created'));
    const madeBySeed = (kind: string) =>
      created.filter((r) => r.subject_kind === kind && r.author === 'cli:demo-seed').map((r) => r.subject_id);
    expect(madeBySeed('product')).toEqual(PRODUCTS.map((p) => p[0]));
    expect(madeBySeed('sku')).toEqual(SKUS.map((s) => s[1]));
  });

  it('changes nothing when run again, an operator’s edit included', async () => {
    await t.ctx.db
      .update(products)
      .set({ titles: { en: 'Condoms (edited)' } })
      .where(eq(products.id, 'condoms'));
    const recorded = (await auditRows(t.ctx.db)).length;
    await seedCatalog(t.ctx.db);
    expect(await auditRows(t.ctx.db)).toHaveLength(recorded);
    const rows = await productRows();
    expect(rows.find((p) => p.id === 'condoms')!.titles).toEqual({ en: 'Condoms (edited)' });
    expect(rows.filter((p) => p.id !== 'condoms')).toEqual(
      expectedProducts().filter((p) => p.id !== 'condoms'),
    );
    expect(await skuRows()).toEqual(expectedSkus());
  });
});
