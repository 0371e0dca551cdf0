import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite, rowsOf, type Db } from '../db/client';
import { DEMO_DEVICE_ID } from '../db/seed-catalog';
import { processApi } from '../test/process-api';
import { startBundledServer } from '../test/server-bundle';
import { freePort, killHard } from '../test/server-process';
import { runBackup } from './backup-command';
import { runRestore } from './restore-command';

const PASSKEY = 'backup-passkey-1';
const DISPENSED = 'condoms-3-pack';
const RESTOCKED = 'pregnancy-test';
const START_STOCK = 500;
/** The restocks' counts start here: no seeded audit row has one so high. */
const COUNTS = 10_000;

const root = mkdtempSync(join(tmpdir(), 'kiosk-backup-process-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const output = () => {
  const stream = new PassThrough();
  let text = '';
  stream.on('data', (chunk) => (text += String(chunk)));
  return { stream, text: () => text };
};
const rows = async <T>(db: Db, query: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(query));

/**
 * `npm run db:backup` as a production kiosk server runs it: the built server (NODE_ENV=production, the
 * embedded database) selling while the command asks it for the copy through its loopback operator
 * listener, the one place the route answers there; then `npm run db:restore` into a fresh folder.
 */
describe('db:backup of a running production server, then db:restore', () => {
  it('copies while it sells, through the operator listener only; the copy has the paid orders, stock and audit', async () => {
    const dataDir = join(root, 'live');
    const [port, operatorPort] = [await freePort(), await freePort()];
    const env = {
      NODE_ENV: 'production',
      // The sandbox payments and the demo kiosk stand in for a programme's own, nothing else changes.
      ALLOW_DEMO_IN_PRODUCTION: 'true',
      SEED_DEMO: 'true',
      DEMO_STAFF_PASSKEY: PASSKEY,
      DATA_DIR: dataDir,
      PORT: String(port),
      OPERATOR_PORT: String(operatorPort),
    };
    const server = await startBundledServer(env, port);
    try {
      // No SECRET_KEY: the server generated one beside its data; the sandbox signs webhooks with it.
      const secret = readFileSync(join(dataDir, 'secret.key'), 'utf8').trim();
      const api = processApi(server.baseUrl, DEMO_DEVICE_ID, secret, PASSKEY);
      expect((await api.restock([{ skuId: DISPENSED, stock: START_STOCK }])).status).toBe(200);

      // The public port never gives the copy; the operator listener (127.0.0.1) is the way in.
      const outside = await fetch(`${server.baseUrl}/operations/backup`, { method: 'POST' });
      expect(outside.status).toBe(404);
      expect(((await outside.json()) as { data: { code: string } }).data.code).toBe('not_found');

      const ordered: string[] = [];
      const done: string[] = [];
      const restocked: number[] = [];
      let isSelling = true;
      const buyers = Array.from({ length: 2 }, async () => {
        while (isSelling) {
          const { orderId } = await api.paidOrder(DISPENSED, 1);
          ordered.push(orderId);
          const res = await api.dispense(orderId);
          expect(res.data.status).toBe('dispensed');
          done.push(orderId);
        }
      });
      const stocker = (async () => {
        for (let n = 1; isSelling; n++) {
          expect((await api.restock([{ skuId: RESTOCKED, stock: COUNTS + n }])).status).toBe(200);
          restocked.push(COUNTS + n);
        }
      })();
      while (done.length < 4) await new Promise((r) => setTimeout(r, 20));
      const doneBefore = [...done];
      const restockedBefore = restocked.length;

      const file = join(root, 'kiosk.tar.gz');
      const out = output();
      const err = output();
      const started = Date.now();
      const code = await runBackup({
        argv: ['--to', file],
        stdout: out.stream,
        stderr: err.stream,
        env,
        cwd: root,
      });
      const backupMs = Date.now() - started;
      const doneDuring = done.length - doneBefore.length;
      isSelling = false;
      await Promise.all([...buyers, stocker]);
      expect(code, err.text()).toBe(0);
      expect(out.text()).toContain(`Backed up the data folder ${dataDir} to ${file}`);
      expect(readFileSync(`${file}.secret.key`, 'utf8').trim()).toBe(secret);

      const restore = output();
      const restoreIo = { stdout: restore.stream, stderr: restore.stream, env: {}, cwd: root };
      expect(await runRestore({ ...restoreIo, argv: ['--from', file, '--data-dir', 'restored'] })).toBe(0);
      expect(readFileSync(join(root, 'restored', 'secret.key'), 'utf8').trim()).toBe(secret);

      expect(existsSync(join(root, 'restored', 'pglite'))).toBe(true);
      const copy = await openPglite(join(root, 'restored', 'pglite'));
      try {
        const orders = await rows<{ id: string; status: string; dropped: number; counted: number }>(
          copy.db,
          sql`select o.id, o.status,
                (select count(*)::int from dispense_events e where e.order_id = o.id and e.outcome = 'dropped') as dropped,
                (select coalesce(sum(i.quantity_dispensed), 0)::int from order_items i where i.order_id = o.id) as counted
              from orders o where o.id::text in ${ordered}`,
        );
        const byId = new Map(orders.map((o) => [o.id, o]));
        // Every order paid and dispensed before the backup was asked for is there, dispensed.
        expect(doneBefore.filter((id) => byId.get(id)?.status !== 'dispensed')).toEqual([]);
        // Nothing half-written: each order has as many dropped units as it counts dispensed, and the
        // stock count is the starting count less the units dropped in the copy.
        for (const o of orders) expect(o.dropped, o.id).toBe(o.counted);
        const dropped = orders.reduce((sum, o) => sum + o.dropped, 0);
        const [stock] = await rows<{ on_hand: number }>(
          copy.db,
          sql`select on_hand from device_stock where device_id = ${DEMO_DEVICE_ID} and sku_id = ${DISPENSED}`,
        );
        expect(stock!.on_hand).toBe(START_STOCK - dropped);
        // Every restock acknowledged before the backup has its audit row; the count is the last row's.
        const audit = await rows<{ after: number }>(
          copy.db,
          sql`select after from stock_audit where device_id = ${DEMO_DEVICE_ID} and sku_id = ${RESTOCKED}
              and after > ${COUNTS} order by id`,
        );
        expect(audit.length).toBeGreaterThanOrEqual(restockedBefore);
        expect(audit.map((a) => a.after)).toEqual(restocked.slice(0, audit.length));
        const [counted] = await rows<{ on_hand: number }>(
          copy.db,
          sql`select on_hand from device_stock where device_id = ${DEMO_DEVICE_ID} and sku_id = ${RESTOCKED}`,
        );
        expect(counted!.on_hand).toBe(audit.at(-1)!.after);
        console.info(
          `db:backup of the running production server: ${Math.ceil(readFileSync(file).byteLength / 1024)} kB ` +
            `in ${backupMs} ms; ${doneBefore.length} orders done before, ${doneDuring} during; ` +
            `${orders.length} of ${ordered.length} in the copy; ${audit.length} restock audit rows`,
        );
      } finally {
        await copy.close();
      }
    } finally {
      await killHard(server);
    }
  }, 180_000);
});
