import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  ZCatalogProductList,
  ZCatalogProductView,
  ZCatalogSkuView,
  ZCatalogTranslations,
  ZProduct,
  envelope,
  type TCatalogProductCreate,
  type TCatalogProductView,
} from '@kiosk/contract';
import { z } from 'zod';
import { rowsOf } from '../../db/client';
import { DB_KINDS, DEMO, client, useTestApp } from '../../test/harness';
import { expectError } from '../../test/expect-error';
import { snapshot } from '../../test/db-state';
import { operatorAuth, OPERATOR_NAME } from '../../test/console-session-helpers';
import { auditRows } from '../../test/audit-helpers';

const NEW_PRODUCT: TCatalogProductCreate = {
  id: 'vitamin-d',
  titles: { en: 'Vitamin D', es: 'Vitamina D' },
  descriptions: { en: 'One tablet a day.' },
  images: ['/images/vitamin-d.webp'],
  sortOrder: 300,
  skus: [
    {
      id: 'vitamin-d-30',
      titles: { en: '30 tablets' },
      price: 499,
      dispenseQuantity: 1,
      minAge: 18,
      requiresAccessCode: false,
      isEmergencyDispense: false,
      isReservable: true,
      formUrls: ['https://example.org/leaflet.pdf'],
      images: [],
      sortOrder: 0,
    },
    {
      id: 'vitamin-d-sample',
      titles: { en: 'Sample' },
      price: 0,
      dispenseQuantity: 2,
      minAge: null,
      requiresAccessCode: false,
      isEmergencyDispense: false,
      isReservable: false,
      formUrls: [],
      images: [],
      sortOrder: 1,
    },
  ],
};

const KIOSK_LIST = `/devices/${DEMO}/products?locale=en`;
const ZKioskList = envelope(z.array(ZProduct));

/** The product's own fields as an edit sends them. */
const editOf = (p: TCatalogProductView) => ({
  titles: p.titles,
  descriptions: p.descriptions,
  images: p.images,
  sortOrder: p.sortOrder,
});

describe.each(DB_KINDS)('the catalogue in the console on %s', (kind) => {
  const t = useTestApp(kind);
  const call = async (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    role: 'admin' | 'viewer' = 'admin',
  ) => t.rawApp.inject({ method, url, headers: await operatorAuth(t, role), payload });
  const auditCount = async () =>
    rowsOf<{ n: number }>(await t.ctx.db.execute(sql`select count(*)::int as n from audit_log`))[0]!.n;
  const nothingWritten = async () => [await snapshot(t.ctx.db), await auditCount()];
  const kioskTitle = async (productId: string) =>
    ZKioskList.parse((await t.app.inject({ url: KIOSK_LIST })).json()).data.find((p) => p.id === productId)
      ?.title;

  it('lists every product with its skus and every field to a viewer; one product; 404 for none', async () => {
    const list = await call('GET', '/console/catalog/products', undefined, 'viewer');
    expect(list.statusCode, list.body).toBe(200);
    const { products, currency } = envelope(ZCatalogProductList).parse(list.json()).data;
    expect(currency).toBe('USD'); // the programme's currency, PROGRAMME_CURRENCY's default
    const kit = products.flatMap((p) => p.skus).find((s) => s.isEmergencyDispense)!;
    expect(kit.isFree).toBe(true);
    expect(products.find((p) => p.id === 'pregnancy-test')!.titles.en).toBeTruthy();

    const one = await call('GET', '/console/catalog/products/pregnancy-test', undefined, 'viewer');
    expect(envelope(ZCatalogProductView).parse(one.json()).data.skus.length).toBeGreaterThan(0);
    expectError(await call('GET', '/console/catalog/products/no-such-thing', undefined, 'viewer'), 404);
  });

  it('creates a product with its skus, each recorded with who and the values after', async () => {
    const res = await call('POST', '/console/catalog/products', NEW_PRODUCT);
    expect(res.statusCode, res.body).toBe(201);
    const view = envelope(ZCatalogProductView).parse(res.json()).data;
    expect(view).toMatchObject({ id: 'vitamin-d', titles: NEW_PRODUCT.titles, retiredAt: null });
    expect(view.skus.map((s) => [s.id, s.price, s.isFree])).toEqual([
      ['vitamin-d-30', 499, false],
      ['vitamin-d-sample', 0, true],
    ]);
    const rows = (await auditRows(t.ctx.db)).filter((r) => r.subject_id.startsWith('vitamin-d'));
    expect(rows.map((r) => [r.author, r.action, r.subject_kind, r.subject_id])).toEqual([
      [OPERATOR_NAME, 'product.created', 'product', 'vitamin-d'],
      [OPERATOR_NAME, 'sku.created', 'sku', 'vitamin-d-30'],
      [OPERATOR_NAME, 'sku.created', 'sku', 'vitamin-d-sample'],
    ]);
    expect(rows[1]!.after).toMatchObject({ price: 499, minAge: 18, productId: 'vitamin-d' });
  });

  it('refuses a taken product or sku id with 409, the field named, and writes nothing (no audit row)', async () => {
    const before = await nothingWritten();
    const sameProduct = await call('POST', '/console/catalog/products', {
      ...NEW_PRODUCT,
      id: 'pregnancy-test',
    });
    expect(expectError(sameProduct, 409, 'conflict').field).toBe('id');
    // The product is new but its second sku's id is another product's: the product is not kept either.
    const takenSku = await call('POST', '/console/catalog/products', {
      ...NEW_PRODUCT,
      id: 'vitamin-e',
      skus: [
        { ...NEW_PRODUCT.skus[0]!, id: 'vitamin-e-30' },
        { ...NEW_PRODUCT.skus[1]!, id: 'pregnancy-test' },
      ],
    });
    expect(expectError(takenSku, 409, 'conflict').field).toBe('skus.1.id');
    const addTaken = await call('POST', '/console/catalog/products/pregnancy-test/skus', {
      ...NEW_PRODUCT.skus[0]!,
      id: 'condoms-3-pack',
    });
    expect(expectError(addTaken, 409, 'conflict').field).toBe('id');
    expect(await nothingWritten()).toEqual(before);
  });

  it.each([
    ['a price below zero', { skus: [{ ...NEW_PRODUCT.skus[0]!, price: -1 }] }, 'skus.0.price'],
    [
      'a javascript: form link',
      { skus: [{ ...NEW_PRODUCT.skus[0]!, formUrls: ['javascript:alert(1)'] }] },
      'skus.0.formUrls.0',
    ],
    ['a javascript: picture', { images: ['javascript:alert(1)'] }, 'images.0'],
    ['an unknown language key in titles', { titles: { en: 'Vitamin C', xx: 'Vitamin C' } }, 'titles.xx'],
    ['no English title', { titles: { es: 'Vitamina C' } }, 'titles.en'],
    ['one sku id twice', { skus: [NEW_PRODUCT.skus[0]!, NEW_PRODUCT.skus[0]!] }, 'skus.1.id'],
  ])('refuses %s with 400, the field named, nothing written', async (_name, change, field) => {
    const before = await nothingWritten();
    const res = await call('POST', '/console/catalog/products', {
      ...NEW_PRODUCT,
      id: 'vitamin-c',
      ...change,
    });
    expect(expectError(res, 400, 'validation').field).toBe(field);
    expect(await nothingWritten()).toEqual(before);
  });

  it('lets a viewer read but not write (403, nothing written)', async () => {
    const before = await nothingWritten();
    expectError(await call('POST', '/console/catalog/products', NEW_PRODUCT, 'viewer'), 403);
    expectError(
      await call('POST', '/console/catalog/skus/pregnancy-test/retirement', undefined, 'viewer'),
      403,
    );
    expect(await nothingWritten()).toEqual(before);
  });

  it("shows an edited title on a kiosk's product list at once, the change recorded before and after", async () => {
    expect(await kioskTitle('pregnancy-test')).not.toBe('Pregnancy test, 2 strips'); // the list is cached now
    const product = envelope(ZCatalogProductView).parse(
      (await call('GET', '/console/catalog/products/pregnancy-test')).json(),
    ).data;
    const edited = await call('PUT', '/console/catalog/products/pregnancy-test', {
      ...editOf(product),
      titles: { ...product.titles, en: 'Pregnancy test, 2 strips' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await kioskTitle('pregnancy-test')).toBe('Pregnancy test, 2 strips');
    const row = (await auditRows(t.ctx.db)).at(-1)!;
    expect(row).toMatchObject({ action: 'product.edited', subject_id: 'pregnancy-test' });
    expect((row.before!.titles as Record<string, string>).en).toBe(product.titles.en);
    expect((row.after!.titles as Record<string, string>).en).toBe('Pregnancy test, 2 strips');
  });

  it('edits a sku (every field) and the kiosk sees its new price', async () => {
    const product = envelope(ZCatalogProductView).parse(
      (await call('GET', '/console/catalog/products/pregnancy-test')).json(),
    ).data;
    const { id: _id, productId: _p, isFree: _f, retiredAt: _r, ...sku } = product.skus[0]!;
    const res = await call('PUT', `/console/catalog/skus/${product.skus[0]!.id}`, { ...sku, price: 1234 });
    expect(res.statusCode, res.body).toBe(200);
    expect(envelope(ZCatalogSkuView).parse(res.json()).data.price).toBe(1234);
    const kiosk = ZKioskList.parse((await t.app.inject({ url: KIOSK_LIST })).json()).data;
    expect(kiosk.flatMap((p) => p.skus).find((s) => s.id === product.skus[0]!.id)!.price).toBe(1234);
    expectError(await call('PUT', '/console/catalog/skus/no-such-sku', sku), 404);
  });

  it('retires a sku: gone from the kiosk and not orderable; brought back, it is there again', async () => {
    const retired = await call('POST', '/console/catalog/skus/condoms-3-pack/retirement');
    expect(retired.statusCode, retired.body).toBe(200);
    expect(envelope(ZCatalogSkuView).parse(retired.json()).data.retiredAt).not.toBeNull();
    const skuIds = async () =>
      ZKioskList.parse((await t.app.inject({ url: KIOSK_LIST })).json()).data.flatMap((p) =>
        p.skus.map((s) => s.id),
      );
    expect(await skuIds()).not.toContain('condoms-3-pack');
    const order = await client(t).createOrder([{ skuId: 'condoms-3-pack', quantity: 1 }]);
    expect(order.statusCode).toBeGreaterThanOrEqual(400);
    expect(order.statusCode).toBeLessThan(500);
    expectError(await call('POST', '/console/catalog/skus/condoms-3-pack/retirement'), 409);

    expect((await call('DELETE', '/console/catalog/skus/condoms-3-pack/retirement')).statusCode).toBe(200);
    expect(await skuIds()).toContain('condoms-3-pack');
    const actions = (await auditRows(t.ctx.db)).filter((r) => r.subject_id === 'condoms-3-pack');
    expect(actions.map((r) => [r.author, r.action])).toEqual([
      ['cli:demo-seed', 'sku.created'], // the demo seed makes its catalogue as the console does
      [OPERATOR_NAME, 'sku.retired'],
      [OPERATOR_NAME, 'sku.restored'],
    ]);
  });

  it('retires a product: none of its skus is on any kiosk', async () => {
    expect((await call('POST', '/console/catalog/products/pregnancy-test/retirement')).statusCode).toBe(200);
    expect(await kioskTitle('pregnancy-test')).toBeUndefined();
    const list = envelope(ZCatalogProductList).parse((await call('GET', '/console/catalog/products')).json());
    expect(list.data.products.find((p) => p.id === 'pregnancy-test')!.retiredAt).not.toBeNull();
  });

  it('says per language which texts are missing, what kiosks show instead, and how many kiosks offer it', async () => {
    await call('POST', '/console/catalog/products', {
      ...NEW_PRODUCT,
      id: 'zinc',
      skus: [{ ...NEW_PRODUCT.skus[0]!, id: 'zinc-30', titles: { en: '30 tablets', es: '30 tabletas' } }],
    });
    const res = await call('GET', '/console/catalog/translations', undefined, 'viewer');
    expect(res.statusCode, res.body).toBe(200);
    const { languages } = envelope(ZCatalogTranslations).parse(res.json()).data;
    expect(languages).toHaveLength(24);
    const of = (code: string) => languages.find((l) => l.language === code)!;
    const zinc = (code: string) =>
      of(code)
        .missing.filter((m) => m.productId === 'zinc')
        .map((m) => [m.kind, m.skuId, m.fallback]);
    expect(zinc('es')).toEqual([['product_description', null, 'One tablet a day.']]);
    expect(zinc('ko')).toEqual([
      ['product_title', null, 'Vitamin D'],
      ['product_description', null, 'One tablet a day.'],
      ['sku_title', 'zinc-30', '30 tablets'],
    ]);
    expect(zinc('en')).toEqual([]);
    const kiosks = rowsOf<{ n: number }>(
      await t.ctx.db.execute(
        sql`select count(*)::int as n from devices where retired_at is null and languages ? 'en'`,
      ),
    )[0]!.n;
    expect(of('en').kioskCount).toBe(kiosks);
  });
});
