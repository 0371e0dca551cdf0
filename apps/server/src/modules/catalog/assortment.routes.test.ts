import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ZKioskAssortment, envelope, type TAssortmentLine, type TProduct } from '@kiosk/contract';
import { rowsOf } from '../../db/client';
import { DB_KINDS, DEMO, client, staffAuth, useTestApp } from '../../test/harness';
import { expectError } from '../../test/expect-error';
import { snapshot, stockOf } from '../../test/db-state';
import { operatorAuth } from '../../test/console-session-helpers';
import { auditRows } from '../../test/audit-helpers';

/** A second kiosk of the demo, with the same catalogue at the catalogue's prices. */
const OTHER = 'a11y-kiosk-0001';

describe.each(DB_KINDS)('a kiosk’s assortment and prices on %s', (kind) => {
  const t = useTestApp(kind);
  const auths = new Map<string, Record<string, string>>();
  const asRole = async (role: 'viewer' | 'admin') => {
    if (!auths.has(role)) auths.set(role, await operatorAuth(t, role));
    return auths.get(role)!;
  };
  const url = (deviceId: string) => `/console/kiosks/${deviceId}/assortment`;
  const getAssortment = async (deviceId = DEMO) => {
    const res = await t.rawApp.inject({ url: url(deviceId), headers: await asRole('viewer') });
    expect(res.statusCode, res.body).toBe(200);
    return envelope(ZKioskAssortment).parse(res.json()).data;
  };
  const put = async (deviceId: string, skus: unknown, role: 'viewer' | 'admin' = 'admin') =>
    t.rawApp.inject({ method: 'PUT', url: url(deviceId), headers: await asRole(role), payload: { skus } });
  const products = async (deviceId = DEMO): Promise<TProduct[]> =>
    (await t.app.inject({ url: `/devices/${deviceId}/products?locale=en` })).json().data;
  const skuIdsOf = (list: TProduct[]) => list.flatMap((p) => p.skus.map((s) => s.id));
  const priceOf = (list: TProduct[], skuId: string) =>
    list.flatMap((p) => p.skus).find((s) => s.id === skuId)?.price;
  const linesOf = async (deviceId = DEMO): Promise<TAssortmentLine[]> =>
    (await getAssortment(deviceId)).offered.map((o) => ({ skuId: o.skuId, price: o.kioskPrice }));

  it('starts every kiosk with what it stocks, in the catalogue order, at the catalogue prices', async () => {
    const assortment = await getAssortment();
    expect(assortment.deviceId).toBe(DEMO);
    expect(assortment.notOffered).toEqual([]);
    expect(assortment.offered.every((o) => o.kioskPrice === null && o.price === o.catalogPrice)).toBe(true);
    expect(assortment.offered.map((o) => o.skuId)).toEqual(skuIdsOf(await products()));
    expect(assortment.offered.find((o) => o.skuId === 'naloxone-2-pack')).toMatchObject({
      catalogPrice: 2250,
      price: 2250,
      onHand: 30,
    });
  });

  it('charges a visitor the kiosk price at one kiosk and the catalogue price at another; free stays free', async () => {
    expect(priceOf(await products(), 'naloxone-2-pack')).toBe(2250); // the list is cached now
    const lines = (await linesOf()).map((line) =>
      line.skuId === 'naloxone-2-pack'
        ? { ...line, price: 1800 }
        : line.skuId === 'naloxone-emergency-kit'
          ? { ...line, price: 500 }
          : line,
    );
    const saved = await put(DEMO, lines);
    expect(saved.statusCode, saved.body).toBe(200);
    const view = envelope(ZKioskAssortment).parse(saved.json()).data;
    expect(view.offered.find((o) => o.skuId === 'naloxone-2-pack')).toMatchObject({
      catalogPrice: 2250,
      kioskPrice: 1800,
      price: 1800,
    });

    // The kiosk's list changes at once; the other kiosk's does not.
    expect(priceOf(await products(), 'naloxone-2-pack')).toBe(1800);
    expect(priceOf(await products(OTHER), 'naloxone-2-pack')).toBe(2250);
    const product = (
      await t.app.inject({ url: `/devices/${DEMO}/products/naloxone-2-pack?locale=en` })
    ).json().data as TProduct;
    expect(product.priceRange).toEqual({ min: 1800, max: 1800 });

    const here = await client(t, DEMO).createOrder([{ skuId: 'naloxone-2-pack', quantity: 2 }]);
    expect(here.statusCode, here.body).toBe(201);
    expect(here.json().data).toMatchObject({ total: 3600 });
    expect(here.json().data.skus[0]).toMatchObject({ unitPrice: 1800 });
    const there = await client(t, OTHER).createOrder([{ skuId: 'naloxone-2-pack', quantity: 2 }]);
    expect(there.statusCode, there.body).toBe(201);
    expect(there.json().data).toMatchObject({ total: 4500 });

    // An emergency kit is free whatever price the kiosk gives it.
    expect(priceOf(await products(), 'naloxone-emergency-kit')).toBe(0);
    const kit = await client(t, DEMO).createOrder([{ skuId: 'naloxone-emergency-kit', quantity: 1 }]);
    expect(kit.statusCode, kit.body).toBe(201);
    expect(kit.json().data.total).toBe(0);
    for (const id of [here, there, kit].map((r) => r.json().data.id as string)) {
      const deviceId = id === there.json().data.id ? OTHER : DEMO;
      expect((await client(t, deviceId).cancel(id)).statusCode).toBe(200);
    }
  });

  it('shows the kiosk its skus in its order; one taken out is hidden and not sold, its stock kept', async () => {
    const before = await linesOf();
    const reordered = [...before].reverse().filter((l) => l.skuId !== 'naloxone-2-pack');
    const stockBefore = await stockOf(t.ctx.db, DEMO, 'naloxone-2-pack');
    expect((await put(DEMO, reordered)).statusCode).toBe(200);

    expect(skuIdsOf(await products())).toEqual(reordered.map((l) => l.skuId));
    expect(skuIdsOf(await products(OTHER))).toContain('naloxone-2-pack');
    const refused = await client(t, DEMO).createOrder([{ skuId: 'naloxone-2-pack', quantity: 1 }]);
    expect(expectError(refused, 400, 'validation').field).toBe('skus.0.skuId');
    expect(
      (await t.app.inject({ url: `/devices/${DEMO}/products/naloxone-2-pack?locale=en` })).statusCode,
    ).toBe(404);
    expect(await stockOf(t.ctx.db, DEMO, 'naloxone-2-pack')).toEqual(stockBefore);
    const assortment = await getAssortment();
    expect(assortment.notOffered.map((n) => n.skuId)).toEqual(['naloxone-2-pack']);

    // Offered again: back with its stock, at the catalogue price.
    expect((await put(DEMO, before)).statusCode).toBe(200);
    expect(skuIdsOf(await products())).toEqual(before.map((l) => l.skuId));
    expect((await getAssortment()).offered.find((o) => o.skuId === 'naloxone-2-pack')?.onHand).toBe(
      stockBefore.onHand,
    );
  });

  it('puts a staff-saved sku in its kiosk’s assortment; offering it elsewhere makes a stock row of 0', async () => {
    const saved = await t.app.inject({
      method: 'POST',
      url: `/devices/${OTHER}/products?locale=en`,
      headers: staffAuth,
      payload: {
        id: 'wound-care-kit',
        titles: { en: 'Wound Care Kit' },
        skus: [{ id: 'wound-care-kit', titles: { en: 'Kit' }, price: 300 }],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(skuIdsOf(await products(OTHER)).at(-1)).toBe('wound-care-kit');
    const staffEntry = (await auditRows(t.ctx.db)).at(-1)!;
    expect(staffEntry).toMatchObject({
      author: `staff:${OTHER}`,
      action: 'kiosk.assortment.changed',
      device_id: OTHER,
    });
    expect((await getAssortment()).notOffered.map((n) => n.skuId)).toContain('wound-care-kit');
    const noStock = rowsOf(
      await t.ctx.db.execute(
        sql`select 1 from device_stock where device_id = ${DEMO} and sku_id = 'wound-care-kit'`,
      ),
    );
    expect(noStock).toEqual([]);

    const lines = [{ skuId: 'wound-care-kit', price: 250 }, ...(await linesOf())];
    expect((await put(DEMO, lines)).statusCode).toBe(200);
    expect(await stockOf(t.ctx.db, DEMO, 'wound-care-kit')).toEqual({ onHand: 0, held: 0, available: 0 });
    const [first] = await products();
    expect(first).toMatchObject({
      id: 'wound-care-kit',
      isOutOfStock: true,
      priceRange: { min: 250, max: 250 },
    });
  });

  it('records each change with who made it and the lines before and after; no change, no entry', async () => {
    const before = await linesOf();
    const after = before.slice(1);
    const count = (await auditRows(t.ctx.db)).length;
    expect((await put(DEMO, after)).statusCode).toBe(200);
    const entries = await auditRows(t.ctx.db);
    expect(entries).toHaveLength(count + 1);
    expect(entries.at(-1)).toEqual({
      author: 'test-operator',
      action: 'kiosk.assortment.changed',
      subject_kind: 'kiosk',
      subject_id: DEMO,
      device_id: DEMO,
      before: { skus: before },
      after: { skus: after },
    });
    expect((await put(DEMO, after)).statusCode).toBe(200);
    expect(await auditRows(t.ctx.db)).toHaveLength(count + 1);
    expect((await put(DEMO, before)).statusCode).toBe(200);
  });

  it('refuses bad input with 4xx naming the field, and writes nothing', async () => {
    const lines = await linesOf();
    const audits = (await auditRows(t.ctx.db)).length;
    const state = await snapshot(t.ctx.db);
    const field = async (skus: unknown) => expectError(await put(DEMO, skus), 400, 'validation').field;
    expect(await field([...lines, { skuId: 'no-such-sku', price: null }])).toBe(`skus.${lines.length}.skuId`);
    expect(await field([...lines, { ...lines[0]! }])).toBe(`skus.${lines.length}.skuId`);
    expect(await field([{ ...lines[0]!, price: -1 }])).toBe('skus.0.price');
    expect(await field([{ ...lines[0]!, price: 1.5 }])).toBe('skus.0.price');
    expect(await field([{ skuId: lines[0]!.skuId }])).toBe('skus.0.price');
    expect(await field('all')).toBe('skus');
    expectError(await put('no-such-kiosk', lines), 404);
    expectError(await put(DEMO, lines, 'viewer'), 403);
    expectError(await t.rawApp.inject({ url: url('no-such-kiosk'), headers: await asRole('viewer') }), 404);
    expectError(await t.rawApp.inject({ url: url(DEMO) }), 401);
    expect(await snapshot(t.ctx.db)).toBe(state);
    expect(await auditRows(t.ctx.db)).toHaveLength(audits);
  });

  it('refuses to change a retired kiosk’s assortment with 409; nothing written', async () => {
    const retired = 'a11y-kiosk-0005';
    const retiring = await t.rawApp.inject({
      method: 'POST',
      url: `/console/kiosk-setup/${retired}/retirement`,
      headers: await asRole('admin'),
    });
    expect(retiring.statusCode, retiring.body).toBe(200);
    const lines = await linesOf(retired);
    const audits = (await auditRows(t.ctx.db)).length;
    const state = await snapshot(t.ctx.db);
    expectError(await put(retired, lines.slice(1)), 409, 'conflict');
    expect(await snapshot(t.ctx.db)).toBe(state);
    expect(await auditRows(t.ctx.db)).toHaveLength(audits);
  });
});
