import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildPgliteTemplate } from '../../build.mjs';
import { openPglite, rowsOf } from './client';
import { appliedMigrationCount, expectedMigrationCount, migrationsFolder } from './migrations';
import { TEMPLATE_FILE } from './pglite-template';

describe('a new data folder from the build template', () => {
  const work = mkdtempSync(join(tmpdir(), 'kiosk-template-'));
  const template = join(work, TEMPLATE_FILE);
  beforeAll(() => buildPgliteTemplate(template), 120_000);
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('holds every migration, so the first start applies none, and keeps what is written', async () => {
    const dir = join(work, 'fresh');
    const first = await openPglite(dir, { template });
    expect(existsSync(join(dir, 'PG_VERSION'))).toBe(true);
    const expected = expectedMigrationCount(migrationsFolder());
    expect(await appliedMigrationCount(first.db)).toBe(expected);
    await first.migrate(migrationsFolder());
    expect(await appliedMigrationCount(first.db)).toBe(expected);
    await first.db.execute(sql`insert into products (id, titles, descriptions) values ('kept', '{}', '{}')`);
    await first.close();

    const again = await openPglite(dir, { template });
    const rows = rowsOf<{ id: string }>(await again.db.execute(sql`select id from products`));
    expect(rows.map((row) => row.id)).toEqual(['kept']);
    await again.close();
  });

  it('is not unpacked over a folder that already holds a database', async () => {
    const dir = join(work, 'existing');
    const first = await openPglite(dir);
    await first.db.execute(sql`create table mine (n int)`);
    await first.close();

    const again = await openPglite(dir, { template });
    const tables = rowsOf<{ n: number }>(
      await again.db.execute(
        sql`select count(*)::int as n from information_schema.tables where table_name in ('mine', 'products')`,
      ),
    );
    expect(tables[0]?.n).toBe(1);
    await again.close();
  });

  it('gives an in-memory database every migration too, each a copy of its own', async () => {
    const first = await openPglite(undefined, { template });
    const second = await openPglite(undefined, { template });
    expect(await appliedMigrationCount(first.db)).toBe(expectedMigrationCount(migrationsFolder()));
    await first.db.execute(sql`insert into products (id, titles, descriptions) values ('mine', '{}', '{}')`);
    const rows = rowsOf<{ n: number }>(await second.db.execute(sql`select count(*)::int as n from products`));
    expect(rows[0]?.n).toBe(0);
    await Promise.all([first.close(), second.close()]);
  });
});
