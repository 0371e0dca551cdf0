import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Each table has one writer: one module (modules/<m>) or one other folder of the server (sms/, lib/…)
// inserts, updates and deletes its rows; the others ask it through a verb of its public file. This reads
// every source file for writes, in drizzle and in SQL, the way modules/stock/stock-writer.test.ts does for
// device_stock. Left out: tests and their data, and db/ (the schema, migrations and seeds fill a fresh
// database before any module runs).
const src = fileURLToPath(new URL('.', import.meta.url));

/**
 * Today's extra writers, the ratchet: "table <- module" where the module writes a table another one owns.
 * The list may only shrink: move the write behind a verb of the owner (one taking the other side's values
 * when it must stay one statement), then delete the line; the test fails while a listed write is gone.
 */
const EXTRA_WRITERS: string[] = [];

/** The schema files: each module's (modules/<m>/<m>.schema.ts), and lib/'s and sms/'s. */
const SCHEMA_FILES = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((f) =>
  f.endsWith('.schema.ts'),
);

/** The schema's tables: drizzle's name for each SQL name. */
const TABLES = new Map(
  SCHEMA_FILES.flatMap((file) =>
    [...readFileSync(join(src, file), 'utf8').matchAll(/export const (\w+) = pgTable\(\s*'(\w+)'/g)].map(
      ([, variable, table]) => [table!, variable!] as const,
    ),
  ),
);

/** The tables a source text writes (insert, update, delete), in drizzle or in SQL; comments are no writes. */
function tablesWritten(text: string): string[] {
  const source = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
  const written = new Set<string>();
  for (const [table, variable] of TABLES) {
    const drizzle = new RegExp(`\\.\\s*(insert|update|delete)\\s*\\(\\s*(?:schema\\.)?${variable}\\b`);
    const sql = new RegExp(
      `\\b(insert\\s+into|update|delete\\s+from)\\s+(?:"?public"?\\.)?"?${table}\\b`,
      'i',
    );
    if (drizzle.test(source) || sql.test(source)) written.add(table);
  }
  return [...written];
}

const isProductionSource = (file: string) =>
  file.endsWith('.ts') &&
  !/\.test(-helpers|-data)?\.ts$/.test(file) &&
  !file.endsWith('.d.ts') &&
  !/^(db|test)\//.test(file);

/** The writing folder of a file: its module, or its top folder. */
const writerOf = (file: string) => {
  const [top, name] = file.split('/');
  return top === 'modules' ? name! : file.includes('/') ? top! : file;
};

/** Each table's writers, sorted. */
function writersByTable(): Map<string, string[]> {
  const writers = new Map<string, Set<string>>();
  const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter(isProductionSource);
  for (const file of files) {
    for (const table of tablesWritten(readFileSync(join(src, file), 'utf8'))) {
      writers.set(table, (writers.get(table) ?? new Set()).add(writerOf(file)));
    }
  }
  return new Map([...writers].map(([table, set]) => [table, [...set].sort()]));
}

describe('each table has one writer', () => {
  const writers = writersByTable();

  it('finds one writer for every table, but the listed extra ones', () => {
    expect(TABLES.size).toBeGreaterThan(30);
    const extra = [...writers].flatMap(([table, modules]) =>
      modules.filter((m) => !EXTRA_WRITERS.includes(`${table} <- ${m}`)).length > 1
        ? [`${table}: ${modules.join(', ')}`]
        : [],
    );
    expect(extra).toEqual([]);
  });

  it('lists only extra writes that still exist (the list only shrinks)', () => {
    const gone = EXTRA_WRITERS.filter((entry) => {
      const [table, module] = entry.split(' <- ') as [string, string];
      return !writers.get(table)?.includes(module);
    });
    expect(gone).toEqual([]);
    expect(new Set(EXTRA_WRITERS).size).toBe(EXTRA_WRITERS.length);
  });

  it('sees the known writers (the check is not blind)', () => {
    expect(writers.get('device_stock')).toEqual(['stock']);
    expect(writers.get('orders')).toContain('orders');
    expect(writers.get('sms_outbox')).toEqual(['sms']);
  });

  it('catches every form of write, and lets reads, locks and words be', () => {
    const writes = `
      await tx.update( orderItems ).set({ n: 1 });
      sql\`insert into "public"."refunds" (id) values (1)\`;
      sql\`DELETE
        FROM dispense_leases where id = 1\`;
    `;
    expect(tablesWritten(writes).sort()).toEqual(['dispense_leases', 'order_items', 'refunds']);
    const reads = `
      db.select().from(orders).for('update');
      sql\`select * from order_items for update\`;
      // update orders when the kiosk comes back
      db.insert(analyticsEventsLog);
    `;
    expect(tablesWritten(reads)).toEqual([]);
  });
});
