import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, openPostgres, type Database } from '../db/client';
import { DB_KINDS, type DbKind } from '../test/harness';
import { freePort, killHard, type ServerProcess } from '../test/server-process';
import { ledgerViolations } from '../test/ledger';
import { createDatabase } from '../test/pg-database';
import { processApi } from '../test/process-api';
import { startBundledServer } from '../test/server-bundle';

const SECRET = 'sigkill-resilience-secret-0123456789abcdef0123';
const PASSKEY = 'sigkill-passkey-1';
const DEVICE = 'demo-kiosk-0001';
const UNIT_MS = 300;
/** On PostgreSQL another instance may own a dispense: a restart takes it over only once its lease expired. */
const LEASE_MS = 1_500;

/** Where the server keeps its data, and how the test reads it once the server is dead. */
async function storage(kind: DbKind) {
  if (kind === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), 'kiosk-sigkill-'));
    return {
      env: { DATA_DIR: dir } as Record<string, string>,
      open: (): Promise<Database> => openPglite(join(dir, 'pglite')),
      remove: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const database = await createDatabase(process.env.TEST_DATABASE_URL!);
  return {
    env: {
      DATABASE_URL: database.url,
      SEED_DEMO: 'true',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'kiosk-sigkill-')),
    },
    open: () => openPostgres(database.url, { max: 2 }),
    remove: () => database.drop(),
  };
}

interface Plan {
  skuId: string;
  quantity: number;
  unitPrice: number;
  /** Kill once this many units have dropped (0: as soon as the call is under way). */
  killAfter: number;
  isFree?: boolean;
}
const PLANS: Plan[] = [
  { skuId: 'condoms-3-pack', quantity: 3, unitPrice: 100, killAfter: 1 },
  { skuId: 'condoms-large-3-pack', quantity: 3, unitPrice: 125, killAfter: 2 },
  { skuId: 'naloxone-emergency-kit', quantity: 1, unitPrice: 0, killAfter: 0, isFree: true },
];

describe.each(DB_KINDS)('the server killed with SIGKILL in the middle of dispenses on %s', (kind) => {
  let store: Awaited<ReturnType<typeof storage>>;
  let server: ServerProcess | null = null;
  let port: number;
  beforeAll(async () => {
    store = await storage(kind);
    port = await freePort();
  });
  afterAll(async () => {
    if (server) await killHard(server);
    await store.remove();
  });

  const env = () => ({
    ...store.env,
    SECRET_KEY: SECRET,
    DISPENSE_UNIT_MS: String(UNIT_MS),
    DISPENSE_LEASE_MS: String(LEASE_MS),
    DEMO_STAFF_PASSKEY: PASSKEY,
  });
  const start = async () => {
    server = await startBundledServer(env(), port);
    return processApi(server.baseUrl, DEVICE, SECRET, PASSKEY);
  };

  it('after each restart: no unit twice, every unit paid for or refunded, the order ends in a state the kiosk shows', async () => {
    let api = await start();
    const spare = await api.paidOrder('pregnancy-test', 1);
    for (const plan of PLANS) {
      const purchase = plan.isFree
        ? { orderId: await api.createOrder(plan.skuId, plan.quantity), transactionId: null }
        : await api.paidOrder(plan.skuId, plan.quantity);
      const call = api.dispense(purchase.orderId).catch(() => null);
      for (const deadline = Date.now() + 20_000; Date.now() < deadline;) {
        const now = await api.order(purchase.orderId);
        if (now.status === 'dispensing' && Number(now.quantityDispensed) >= plan.killAfter) break;
        await new Promise((r) => setTimeout(r, 20));
      }
      await killHard(server!);
      await call;

      api = await start();
      // Embedded: taken over at start. PostgreSQL: by the lease sweep, once the lease expired.
      let after = await api.order(purchase.orderId);
      for (
        const deadline = Date.now() + LEASE_MS * 3;
        after.status === 'dispensing' && Date.now() < deadline;
      ) {
        await new Promise((r) => setTimeout(r, 100));
        after = await api.order(purchase.orderId);
      }
      const dropped = Number(after.quantityDispensed);
      expect(dropped).toBeGreaterThanOrEqual(plan.killAfter);
      expect(after.status).toBe(dropped === plan.quantity ? 'dispensed' : 'dispense_failed');
      const again = await api.dispense(purchase.orderId);
      expect(again.status).toBe(dropped === plan.quantity ? 200 : 500);
      expect(Number((await api.order(purchase.orderId)).quantityDispensed)).toBe(dropped);
      if (purchase.transactionId) {
        const tx = await api.transaction(purchase.orderId, purchase.transactionId);
        expect(tx.refundedAmount).toBe((plan.quantity - dropped) * plan.unitPrice);
      }
    }
    // An order that was paid but not dispensing when the process died is still good to dispense.
    expect((await api.order(spare.orderId)).status).toBe('paid');
    expect((await api.dispense(spare.orderId)).data).toMatchObject({
      status: 'dispensed',
      quantityDispensed: 1,
    });
    await killHard(server!);
    server = null;

    const database = await store.open();
    try {
      expect(await ledgerViolations(database.db)).toEqual([]);
    } finally {
      await database.close();
    }
  }, 150_000);
});
