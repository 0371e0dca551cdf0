import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openPglite, rowsOf, type Database, type Db } from '../../db/client';
import { migrationsFolder } from '../../db/migrations';
import { DEMO, client, createTestApp, staffAuth, type TestApp } from '../../test/harness';
import { payInSandbox } from '../../test/payments-helpers';
import { expectError } from '../../test/expect-error';
import { runRestore } from '../../cli/restore-command';
import { lockDataDir } from '../../db/data-dir-lock';
import { backupBearer } from './backup.routes';

const DISPENSED = 'condoms-3-pack';
const RESTOCKED = 'pregnancy-test';

const rows = async <T>(db: Db, query: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(query));
const one = async <T>(db: Db, query: ReturnType<typeof sql>) => (await rows<T>(db, query))[0]!;

const sink = () => {
  let text = '';
  const stream = { write: (chunk: string) => ((text += chunk), true) } as unknown as NodeJS.WritableStream;
  return { stream, text: () => text };
};

describe('backup of the embedded database while it serves', () => {
  const root = mkdtempSync(join(tmpdir(), 'kiosk-backup-'));
  let t: TestApp;
  beforeAll(async () => {
    mkdirSync(join(root, 'live'));
    const database = await openPglite(join(root, 'live', 'pglite'));
    await database.migrate(migrationsFolder());
    t = await createTestApp('pglite', { database });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(root, { recursive: true, force: true });
  });

  const api = () => client(t);
  const owner = () => ({ authorization: `Bearer ${backupBearer(t.ctx.secret)}` });
  const payAndDispense = async (): Promise<string> => {
    const orderId = (await api().createOrder([{ skuId: DISPENSED, quantity: 1 }])).json().data.id as string;
    await payInSandbox(t, api().base, orderId);
    const dispensed = await t.app.inject({
      method: 'POST',
      url: `${api().base}/orders/${orderId}/dispense?locale=en`,
    });
    expect(dispensed.json().data.status).toBe('dispensed');
    return orderId;
  };
  const restock = async (stock: number) => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/devices/${DEMO}/products/stock`,
      headers: staffAuth,
      payload: { skus: [{ skuId: RESTOCKED, stock }] },
    });
    expect(res.statusCode).toBe(200);
  };

  it('copies every paid order, stock count and audit row, consistently, under load; restores into a fresh folder', async () => {
    const { on_hand: initial } = await one<{ on_hand: number }>(
      t.ctx.db,
      sql`select on_hand from device_stock where device_id = ${DEMO} and sku_id = ${DISPENSED}`,
    );
    const done: string[] = [];
    let isLoading = true;
    let restocks = 0;
    const buyers = Array.from({ length: 3 }, async () => {
      while (isLoading) done.push(await payAndDispense());
    });
    const stocker = (async () => {
      while (isLoading) await restock(20 + (++restocks % 50));
    })();
    while (done.length < 6) await new Promise((r) => setTimeout(r, 10));
    const doneBefore = [...done];
    const auditBefore = (
      await rows<{ id: number }>(t.ctx.db, sql`select id from stock_audit order by id`)
    ).map((r) => r.id);
    const started = Date.now();
    const backup = await t.rawApp.inject({ method: 'POST', url: '/operations/backup', headers: owner() });
    const backupMs = Date.now() - started;
    const doneDuring = done.length - doneBefore.length;
    isLoading = false;
    await Promise.all([...buyers, stocker]);
    expect(backup.statusCode).toBe(200);
    expect(backup.headers['content-type']).toBe('application/gzip');
    expect(doneDuring).toBeGreaterThanOrEqual(0);

    const file = join(root, 'kiosk.tar.gz');
    writeFileSync(file, backup.rawPayload);
    writeFileSync(`${file}.secret.key`, 'the-generated-key');
    const out = sink();
    const err = sink();
    const io = { stdout: out.stream, stderr: err.stream, env: {}, cwd: root };
    expect(await runRestore({ ...io, argv: ['--from', file, '--data-dir', 'restored'] })).toBe(0);

    const copy: Database = await openPglite(join(root, 'restored', 'pglite'));
    try {
      const paid = await rows<{ id: string; status: string }>(
        copy.db,
        sql`select id, status from orders where status = 'dispensed'`,
      );
      const paidIds = new Set(paid.map((o) => o.id));
      // Every order paid and dispensed before the backup was asked for is there, done.
      expect(doneBefore.filter((id) => !paidIds.has(id))).toEqual([]);
      // Nothing half-written: each order in the copy has as many dropped units as it counts dispensed, and
      // the stock count is the starting count less the units dropped in the copy.
      const units = await rows<{ order_id: string; dropped: number; counted: number }>(
        copy.db,
        sql`select o.id as order_id,
              (select count(*)::int from dispense_events e where e.order_id = o.id and e.outcome = 'dropped') as dropped,
              (select coalesce(sum(i.quantity_dispensed), 0)::int from order_items i where i.order_id = o.id) as counted
            from orders o`,
      );
      for (const unit of units) expect(unit.dropped, unit.order_id).toBe(unit.counted);
      const { on_hand: copied, dropped } = await one<{ on_hand: number; dropped: number }>(
        copy.db,
        sql`select s.on_hand,
              (select count(*)::int from dispense_events e
                where e.device_id = s.device_id and e.sku_id = s.sku_id and e.outcome = 'dropped') as dropped
            from device_stock s where s.device_id = ${DEMO} and s.sku_id = ${DISPENSED}`,
      );
      expect(copied).toBe(initial - dropped);
      expect(dropped).toBeGreaterThanOrEqual(doneBefore.length);
      // Every audit row from before is there, and the restocked count is the last audit row's `after`.
      const audit = await rows<{ id: number; after: number }>(
        copy.db,
        sql`select id, after from stock_audit where sku_id = ${RESTOCKED} order by id`,
      );
      const auditIds = new Set(audit.map((a) => a.id));
      expect(auditBefore.filter((id) => !auditIds.has(id))).toEqual([]);
      const { on_hand: restocked } = await one<{ on_hand: number }>(
        copy.db,
        sql`select on_hand from device_stock where device_id = ${DEMO} and sku_id = ${RESTOCKED}`,
      );
      expect(restocked).toBe(audit.at(-1)!.after);
      console.info(
        `backup: ${backup.rawPayload.byteLength} bytes in ${backupMs} ms; ${doneBefore.length} orders before, ` +
          `${doneDuring} during; ${paid.length} in the copy; ${audit.length} audit rows`,
      );
    } finally {
      await copy.close();
    }
    expect(out.text()).toContain('is now');
  });

  it('answers the copy only to this machine: another address gets 404', async () => {
    const res = await t.rawApp.inject({
      method: 'POST',
      url: '/operations/backup',
      remoteAddress: '10.0.0.5',
      headers: owner(),
    });
    expectError(res, 404, 'not_found');
  });

  it('refuses a request that came through a proxy (404), and one without the owner bearer (401)', async () => {
    for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip', 'via']) {
      const res = await t.rawApp.inject({
        method: 'POST',
        url: '/operations/backup',
        headers: { ...owner(), [header]: '127.0.0.1' },
      });
      expectError(res, 404, 'not_found');
    }
    for (const authorization of [null, 'Bearer wrong', `Bearer ${backupBearer('another key')}`]) {
      const headers = authorization ? { authorization } : {};
      const res = await t.rawApp.inject({ method: 'POST', url: '/operations/backup', headers });
      expectError(res, 401, 'unauthorized');
    }
  });

  it('refuses to restore into a folder that holds a database, or one a server runs on', async () => {
    const file = join(root, 'kiosk.tar.gz');
    const err = sink();
    const io = { stdout: sink().stream, stderr: err.stream, env: {}, cwd: root };
    expect(await runRestore({ ...io, argv: ['--from', file, '--data-dir', 'restored'] })).toBe(1);
    expect(err.text()).toContain('already holds a database');
    const release = lockDataDir(join(root, 'busy'));
    writeFileSync(join(root, 'busy', 'server.lock'), String(process.ppid));
    try {
      expect(await runRestore({ ...io, argv: ['--from', file, '--data-dir', 'busy', '--force'] })).toBe(1);
      expect(err.text()).toContain('in use by another server process');
    } finally {
      release();
    }
  });
});
