import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, rowsOf, type Database } from './client';
import { migrationsFolder } from './migrations';
import { seedDemo } from './seed';
import { DEMO_DEVICE_ID } from './seed-catalog';

const folder = mkdtempSync(join(tmpdir(), 'kiosk-slots-migration-'));
const SLOTS = readdirSync(migrationsFolder()).find((name) => name.endsWith('_slots'))!;

interface StockRow {
  device_id: string;
  sku_id: string;
  on_hand: number;
  held: number;
  slot: string | null;
  is_slot_faulted: boolean;
}
interface SlotRow {
  device_id: string;
  slot_id: string;
  sku_id: string;
  count: number;
  capacity: number;
  is_faulted: boolean;
}

const stockRows = async (database: Database) =>
  rowsOf<StockRow>(
    await database.db.execute(sql`select device_id, sku_id, on_hand, held, slot, is_slot_faulted
      from device_stock order by device_id, sku_id`),
  );
const slotRows = async (database: Database) =>
  rowsOf<SlotRow>(
    await database.db.execute(sql`select device_id, slot_id, sku_id, count, capacity, is_faulted
      from device_slots order by device_id, slot_id`),
  );
const slotsOf = async (database: Database, skuId: string) =>
  (await slotRows(database)).filter((s) => s.device_id === DEMO_DEVICE_ID && s.sku_id === skuId);

/**
 * Today's demo seed in a database of an older release: the seed is written for today's schema, so it fills a
 * database of this build and its rows are copied over in the older tables' own columns.
 */
async function seedOlder(older: Database): Promise<void> {
  const current = await openPglite(undefined);
  try {
    await current.migrate(migrationsFolder());
    await seedDemo(current.db, 'passkey-for-test');
    for (const table of ['devices', 'products', 'skus', 'device_stock']) {
      const rows = rowsOf(await current.db.execute(sql`select * from ${sql.identifier(table)}`));
      await older.db.execute(sql`insert into ${sql.identifier(table)}
        select * from json_populate_recordset(null::${sql.identifier(table)}, ${JSON.stringify(rows)}::json)`);
    }
  } finally {
    await current.close();
  }
}

/**
 * A database of the release before slots, with today's stock rows (one with no slot id, two skus in one
 * slot, one slot flagged, units held), migrated to this build.
 */
describe('the slots migration', () => {
  let database: Database;
  let before: StockRow[];
  beforeAll(async () => {
    const older = join(folder, 'drizzle');
    cpSync(migrationsFolder(), older, { recursive: true });
    for (const name of readdirSync(older).filter((n) => n >= SLOTS))
      rmSync(join(older, name), { recursive: true });
    database = await openPglite(undefined);
    await database.migrate(older);
    await seedOlder(database);
    await database.db.execute(sql`update device_stock set slot = null
      where device_id = ${DEMO_DEVICE_ID} and sku_id = 'first-aid-kit'`);
    await database.db.execute(sql`update device_stock set slot = 'A1'
      where device_id = ${DEMO_DEVICE_ID} and sku_id = 'nicotine-gum-4mg'`);
    await database.db.execute(sql`update device_stock set is_slot_faulted = true
      where device_id = ${DEMO_DEVICE_ID} and sku_id = 'nicotine-gum-2mg'`);
    await database.db.execute(sql`update device_stock set held = 3
      where device_id = ${DEMO_DEVICE_ID} and sku_id = 'pregnancy-test'`);
    before = await stockRows(database);
    await database.migrate(migrationsFolder());
  });
  afterAll(async () => {
    await database.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('carries every stock row into a slot: the same units per kiosk and sku, its slot id kept', async () => {
    const slots = await slotRows(database);
    expect(before.length).toBeGreaterThan(10);
    for (const row of before) {
      const own = slots.filter((s) => s.device_id === row.device_id && s.sku_id === row.sku_id);
      expect(own, `${row.device_id} ${row.sku_id}`).toHaveLength(1);
      expect(own[0]!.count).toBe(row.on_hand);
      expect(own[0]!.is_faulted).toBe(row.is_slot_faulted);
    }
    const demo = (skuId: string) =>
      slots.find((s) => s.device_id === DEMO_DEVICE_ID && s.sku_id === skuId)!.slot_id;
    expect(demo('pregnancy-test')).toBe('B1');
    expect(demo('first-aid-kit')).toBe('first-aid-kit');
    const inA1 = before.filter((r) => r.device_id === DEMO_DEVICE_ID && r.slot === 'A1').map((r) => r.sku_id);
    expect(inA1).toHaveLength(2);
    expect(demo(inA1[0]!)).toBe('A1');
    expect(demo(inA1[1]!)).toBe(`A1/${inA1[1]}`);
  });

  it('keeps on hand and held, but a flagged slot’s units no longer count', async () => {
    const after = await stockRows(database);
    expect(after.map((r) => ({ ...r, on_hand: r.is_slot_faulted ? r.on_hand : 'same' }))).toEqual(
      before.map((r) => ({ ...r, on_hand: r.is_slot_faulted ? 0 : 'same' })),
    );
    expect(after.filter((r) => !r.is_slot_faulted)).toEqual(before.filter((r) => !r.is_slot_faulted));
  });

  // The release before slots still runs during a rolling upgrade: its writes of device_stock reach the slots.
  it('takes a unit the release before slots consumed out of the sku’s fullest working slot', async () => {
    await database.db.execute(sql`insert into device_slots (device_id, slot_id, sku_id, capacity, count)
      values (${DEMO_DEVICE_ID}, 'D1', 'pregnancy-test', 40, 30)`);
    await database.db.execute(sql`update device_stock set on_hand = on_hand - 1, held = held - 1
      where device_id = ${DEMO_DEVICE_ID} and sku_id = 'pregnancy-test'`);
    expect((await slotsOf(database, 'pregnancy-test')).map((s) => [s.slot_id, s.count])).toEqual([
      ['B1', 25],
      ['D1', 29],
    ]);
    const [row] = (await stockRows(database)).filter(
      (r) => r.sku_id === 'pregnancy-test' && r.device_id === DEMO_DEVICE_ID,
    );
    expect(row).toMatchObject({ on_hand: 54, held: 2 });
  });

  it('spreads a count the release before slots set over the working slots, up to their capacity', async () => {
    await database.db.execute(sql`update device_stock set on_hand = 70
      where device_id = ${DEMO_DEVICE_ID} and sku_id = 'pregnancy-test'`);
    expect((await slotsOf(database, 'pregnancy-test')).map((s) => [s.slot_id, s.count])).toEqual([
      ['B1', 30],
      ['D1', 40],
    ]);
    await database.db.execute(sql`update device_stock set on_hand = 5
      where device_id = ${DEMO_DEVICE_ID} and sku_id = 'pregnancy-test'`);
    expect((await slotsOf(database, 'pregnancy-test')).map((s) => s.count).sort()).toEqual([0, 5]);
  });

  it('takes one slot out when the release before slots flags the sku, and clears them all', async () => {
    await database.db.execute(sql`update device_stock set is_slot_faulted = true
      where device_id = ${DEMO_DEVICE_ID} and sku_id = 'pregnancy-test'`);
    expect((await slotsOf(database, 'pregnancy-test')).map((s) => [s.slot_id, s.is_faulted])).toEqual([
      ['B1', true],
      ['D1', false],
    ]);
    await database.db.execute(sql`update device_stock set is_slot_faulted = false
      where device_id = ${DEMO_DEVICE_ID} and sku_id = 'pregnancy-test'`);
    expect((await slotsOf(database, 'pregnancy-test')).every((s) => !s.is_faulted)).toBe(true);
  });

  it('gives a sku newly stocked by either release its one slot', async () => {
    await database.db.execute(
      sql`delete from device_slots where device_id = ${DEMO_DEVICE_ID} and sku_id = 'covid-19-test'`,
    );
    await database.db.execute(
      sql`delete from device_stock where device_id = ${DEMO_DEVICE_ID} and sku_id = 'covid-19-test'`,
    );
    await database.db.execute(sql`insert into device_stock (device_id, sku_id, on_hand, slot)
      values (${DEMO_DEVICE_ID}, 'covid-19-test', 7, 'C4')`);
    expect(await slotsOf(database, 'covid-19-test')).toMatchObject([
      { slot_id: 'C4', count: 7, capacity: 7 },
    ]);
  });
});
