import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite, rowsOf, type Database } from './client';
import { migrationsFolder } from './migrations';

const folder = mkdtempSync(join(tmpdir(), 'kiosk-assortment-migration-'));
const ASSORTMENT = readdirSync(migrationsFolder()).find((name) => name.endsWith('_kiosk_assortment'))!;

/**
 * Kiosks of the release before assortments, migrated to this build: each offers exactly the skus it has a
 * stock row for, in the order its list showed them (product, then sku), at the catalogue's price.
 */
describe('the kiosk assortment migration', () => {
  let database: Database | undefined;
  afterAll(async () => {
    await database?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('offers every stocked sku of every kiosk in today’s order at the catalogue price; stock untouched', async () => {
    const older = join(folder, 'drizzle');
    cpSync(migrationsFolder(), older, { recursive: true });
    for (const name of readdirSync(older).filter((n) => n >= ASSORTMENT))
      rmSync(join(older, name), { recursive: true });
    database = await openPglite(undefined);
    await database.migrate(older);
    const db = database.db;
    await db.execute(sql`insert into devices (id, name, languages, support_phone) values
      ('kiosk-a', 'A', '["en"]', '+1 555 0100'), ('kiosk-b', 'B', '["en"]', '+1 555 0101'),
      ('kiosk-empty', 'Empty', '["en"]', '+1 555 0102')`);
    await db.execute(sql`insert into products (id, titles, sort_order) values
      ('gum', '{"en":"Gum"}', 20), ('kit', '{"en":"Kit"}', 10), ('strips', '{"en":"Strips"}', 10)`);
    await db.execute(sql`insert into skus (id, product_id, titles, price, sort_order) values
      ('gum-4mg', 'gum', '{"en":"4 mg"}', 700, 2), ('gum-2mg', 'gum', '{"en":"2 mg"}', 600, 1),
      ('kit-1', 'kit', '{"en":"Kit"}', 0, 1), ('strips-5', 'strips', '{"en":"5"}', null, 1)`);
    await db.execute(sql`insert into device_stock (device_id, sku_id, on_hand, held) values
      ('kiosk-a', 'gum-4mg', 0, 0), ('kiosk-a', 'gum-2mg', 0, 0), ('kiosk-a', 'strips-5', 0, 0),
      ('kiosk-a', 'kit-1', 0, 0), ('kiosk-b', 'gum-2mg', 0, 0)`);
    const stockBefore = rowsOf(await db.execute(sql`select * from device_stock order by device_id, sku_id`));

    await database.migrate(migrationsFolder());

    const rows = rowsOf<Record<string, unknown>>(
      await db.execute(sql`select device_id, sku_id, position, price from kiosk_assortment
        order by device_id, position`),
    );
    expect(rows).toEqual([
      { device_id: 'kiosk-a', sku_id: 'kit-1', position: 0, price: null },
      { device_id: 'kiosk-a', sku_id: 'strips-5', position: 1, price: null },
      { device_id: 'kiosk-a', sku_id: 'gum-2mg', position: 2, price: null },
      { device_id: 'kiosk-a', sku_id: 'gum-4mg', position: 3, price: null },
      { device_id: 'kiosk-b', sku_id: 'gum-2mg', position: 0, price: null },
    ]);
    expect(rowsOf(await db.execute(sql`select * from device_stock order by device_id, sku_id`))).toEqual(
      stockBefore,
    );
    await expect(
      db.execute(sql`update kiosk_assortment set price = -1 where device_id = 'kiosk-b'`),
    ).rejects.toThrow();
  }, 120_000); // every migration twice over, on a shared machine
});
