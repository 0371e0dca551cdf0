import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// device_stock has one writer, this module's repository: the other modules hold, release, consume and
// flag units through stock-units.service.ts. This reads the SQL of every repository to keep it so.
const src = fileURLToPath(new URL('../..', import.meta.url));
const STOCK_MODULE = 'modules/stock/';

const WRITES = [
  // drizzle: db.insert(deviceStock), .update(deviceStock), .delete(deviceStock)
  /\.\s*(insert|update|delete)\s*\(\s*deviceStock\b/g,
  // raw SQL: insert into / update / delete from device_stock (quoted or schema-qualified too)
  /\b(insert\s+into|update|delete\s+from)\s+(?:"?public"?\.)?"?device_stock\b/gi,
];

/** Each write of device_stock in a source file, as written. */
function deviceStockWrites(source: string): string[] {
  return WRITES.flatMap((pattern) => [...source.matchAll(pattern)].map((m) => m[0].replace(/\s+/g, ' ')));
}

const repositories = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return repositories(path);
    return entry.name.endsWith('.repository.ts') ? [relative(src, path)] : [];
  });

describe('device_stock has one writer (modules/stock)', () => {
  it('finds no write of device_stock in a repository outside modules/stock', () => {
    const files = repositories(src);
    expect(files.length).toBeGreaterThan(10);
    const writers = files
      .filter((file) => !file.startsWith(STOCK_MODULE))
      .map((file) => ({ file, writes: deviceStockWrites(readFileSync(join(src, file), 'utf8')) }))
      .filter(({ writes }) => writes.length > 0);
    expect(writers).toEqual([]);
  });

  it('sees the stock repository write it (the check is not blind)', () => {
    const source = readFileSync(join(src, STOCK_MODULE, 'stock.repository.ts'), 'utf8');
    expect(deviceStockWrites(source)).toEqual(
      expect.arrayContaining(['.update(deviceStock', '.insert(deviceStock', 'update device_stock']),
    );
  });

  it('catches every form of write, and lets reads and locks be', () => {
    const fixture = `
      await db.insert(deviceStock).values(row);
      await db
        .update( deviceStock )
        .set({ held: 0 });
      await tx.delete(deviceStock).where(x);
      sql\`update device_stock set held = 0\`;
      sql\`UPDATE "device_stock" SET on_hand = 1\`;
      sql\`insert into public.device_stock (device_id) values (1)\`;
      sql\`delete
        from device_stock where device_id = 1\`;
    `;
    expect(deviceStockWrites(fixture)).toEqual([
      '.insert(deviceStock',
      '.update( deviceStock',
      '.delete(deviceStock',
      'update device_stock',
      'UPDATE "device_stock',
      'insert into public.device_stock',
      'delete from device_stock',
    ]);
    const reads = `
      db.select().from(deviceStock).innerJoin(skus, eq(skus.id, deviceStock.skuId)).for('update');
      sql\`select on_hand from device_stock where device_id = 1 for update\`;
      db.update(orderItems).set({ n: 1 }).where(exists(db.select().from(deviceStock)));
      sql\`left join device_stock s on s.device_id = a.device_id\`;
    `;
    expect(deviceStockWrites(reads)).toEqual([]);
  });
});
