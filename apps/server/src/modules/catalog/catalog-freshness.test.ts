import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TProduct } from '@kiosk/contract';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { expectError } from '../../test/expect-error';
import {
  DB_KINDS,
  DEMO,
  client,
  createTestApp,
  secondInstance,
  staffAuth,
  type SecondInstance,
  type TestApp,
} from '../../test/harness';

const LIST = `/devices/${DEMO}/products?locale=en`;
/** Paid skus a kiosk may order (one each), the free emergency kit (dispensed without payment), and a staff-edited one. */
const SKUS = ['condoms-3-pack', 'pregnancy-test', 'naloxone-2-pack'];
const KIT = 'naloxone-emergency-kit';

/** What the database says is available now, read past any cache. */
async function truth(db: Db): Promise<Record<string, number>> {
  const rows = rowsOf<{ sku_id: string; available: number }>(
    await db.execute(
      sql`select sku_id, on_hand - held as available from device_stock where device_id = ${DEMO}`,
    ),
  );
  return Object.fromEntries(rows.map((r) => [r.sku_id, r.available]));
}

const stockIn = (products: TProduct[]) =>
  Object.fromEntries(products.flatMap((p) => p.skus.map((s) => [s.id, s.stock])));

/** A small deterministic generator, so a failing sequence can be replayed. */
function sequence(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state % n;
  };
}

/**
 * Interleaves the changes the list depends on with reads, asserting after each change that the list
 * (`read`, possibly from another instance) shows exactly what the database holds.
 */
async function interleave(
  writer: TestApp,
  read: () => Promise<TProduct[]>,
  /** Called before each write; the function it returns is awaited after the write, before the read. */
  beforeWrite: () => () => Promise<void>,
) {
  const api = client(writer);
  const next = sequence(20_261_123);
  const open: string[] = [];
  const kinds: string[] = [];
  let title = 0;
  for (let step = 0; step < 40; step++) {
    const drawn = ['hold', 'release', 'dispense', 'stock', 'title'][next(5)]!;
    // Nothing to release yet: hold instead, so every step changes something.
    const kind = drawn === 'release' && !open.length ? 'hold' : drawn;
    kinds.push(kind);
    let afterWrite = beforeWrite();
    if (kind === 'hold') {
      const res = await api.createOrder([{ skuId: SKUS[next(2)]!, quantity: 1 }]);
      expect(res.statusCode).toBe(201);
      open.push(res.json().data.id);
    } else if (kind === 'release') {
      expect((await api.cancel(open.pop()!)).statusCode).toBe(200);
    } else if (kind === 'dispense') {
      const order = await api.createOrder([{ skuId: KIT, quantity: 1 }]);
      await afterWrite();
      expect(stockIn(await read())).toEqual(await truth(writer.ctx.db));
      afterWrite = beforeWrite();
      const res = await writer.app.inject({
        method: 'POST',
        url: `${api.base}/orders/${order.json().data.id}/dispense?locale=en`,
      });
      expect(res.json().data.status).toBe('dispensed');
    } else if (kind === 'stock') {
      const skuId = SKUS[next(3)]!;
      const held = (await truth(writer.ctx.db))[skuId]!;
      expect((await api.putStock([{ skuId, stock: 200 + next(50) + held }])).statusCode).toBe(200);
    } else if (kind === 'title') {
      title++;
      const res = await writer.app.inject({
        method: 'POST',
        url: `${api.base}/products?locale=en`,
        headers: staffAuth,
        payload: {
          id: 'pregnancy-test',
          titles: { en: `Pregnancy test ${title}`, es: `Prueba de embarazo ${title}` },
          skus: [{ id: 'pregnancy-test', titles: { en: 'Single test' }, price: 899, slot: 'B1' }],
        },
      });
      expect(res.statusCode).toBe(200);
    }
    await afterWrite();
    const products = await read();
    expect(stockIn(products), `after step ${step} (${kind})`).toEqual(await truth(writer.ctx.db));
    if (title) expect(products.find((p) => p.id === 'pregnancy-test')!.title).toBe(`Pregnancy test ${title}`);
  }
  // The sequence covered every kind of change.
  expect(new Set(kinds)).toEqual(new Set(['hold', 'release', 'dispense', 'stock', 'title']));
}

describe.each(DB_KINDS)('product list cache on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    // A stock level no interleaving can exhaust.
    await client(t).putStock([...SKUS, KIT].map((skuId) => ({ skuId, stock: 500 })));
  });
  afterAll(() => t.close());
  const list = async (headers: Record<string, string> = {}) => t.app.inject({ url: LIST, headers });

  it('never answers a list older than the last hold, release, dispense, stock or catalogue edit', async () => {
    await interleave(
      t,
      async () => (await list()).json().data,
      () => async () => undefined,
    );
  });

  it('answers a repeated fetch with 304 by its ETag, and 200 with a new ETag once stock changed', async () => {
    const first = await list();
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await list({ 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await list({ 'if-none-match': `"other", W/${etag}` })).statusCode).toBe(304);
    await client(t).createOrder([{ skuId: 'condoms-3-pack', quantity: 1 }]);
    const changed = await list({ 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json().data).toEqual(
      first.json().data.map((p: TProduct) => changed.json().data.find((c: TProduct) => c.id === p.id)),
    );
  });

  it('keeps one body per locale and filter, with English where a text is missing', async () => {
    const es = (await t.app.inject({ url: `/devices/${DEMO}/products?locale=es` })).json().data as TProduct[];
    const en = (await list()).json().data as TProduct[];
    expect(es.find((p) => p.id === 'condoms')!.title).toBe('Condones');
    expect(en.find((p) => p.id === 'condoms')!.title).toBe('Condoms');
    // The staff edits above gave the pregnancy test an English and a Spanish title only.
    const mh = (await t.app.inject({ url: `/devices/${DEMO}/products?locale=mh` })).json().data as TProduct[];
    expect(mh.find((p) => p.id === 'pregnancy-test')!.title).toMatch(/^Pregnancy test \d+$/);
    const reservable = await t.app.inject({ url: `${LIST}&isReservable=true` });
    expect((reservable.json().data as TProduct[]).map((p) => p.id)).toEqual([
      'fentanyl-test-strips',
      'prenatal-vitamins',
    ]);
  });

  it('answers 404 for an unknown device and keeps nothing for it', async () => {
    for (let i = 0; i < 2; i++) {
      expectError(await t.app.inject({ url: '/devices/no-such-kiosk/products?locale=en' }), 404, 'not_found');
    }
  });
});

describe.runIf(DB_KINDS.includes('postgres'))('product list cache across two instances on PostgreSQL', () => {
  let writer: TestApp;
  let second: SecondInstance;
  let notices = 0;
  beforeAll(async () => {
    writer = await createTestApp('postgres');
    await client(writer).putStock([...SKUS, KIT].map((skuId) => ({ skuId, stock: 500 })));
    second = await secondInstance(writer, () => notices++);
  });
  afterAll(async () => {
    await second?.close();
    await writer?.close();
  });

  it('shows every change made through one instance on the next read from the other', async () => {
    // Warm the second instance's cache, so a missed notice would show as a stale list.
    await second.app.inject({ url: LIST });
    const noticeAfter = () => {
      const seen = notices;
      return async () => {
        for (let i = 0; i < 500 && notices === seen; i++) await new Promise((r) => setTimeout(r, 10));
        expect(notices, 'the other instance was told of the write').toBeGreaterThan(seen);
      };
    };
    await interleave(writer, async () => (await second.app.inject({ url: LIST })).json().data, noticeAfter);
  });
});
