import { ZErrorBody } from '@kiosk/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../db/client';
import { freePort, killHard, type ServerProcess } from '../test/server-process';
import { ledgerViolations } from '../test/ledger';
import { createDatabase } from '../test/pg-database';
import { processApi } from '../test/process-api';
import { startBundledServer } from '../test/server-bundle';
import {
  canStartThrowawayPostgres,
  startThrowawayPostgres,
  type ThrowawayPostgres,
} from '../test/throwaway-postgres';

const SECRET = 'outage-resilience-secret-0123456789abcdef01234';
const PASSKEY = 'outage-passkey-1';
const DEVICE = 'demo-kiosk-0001';
const WORKERS = 8;
/** A request may wait for a connection (5 s) and then fail: anything longer is a hang. */
const HANG_MS = 8_000;

interface Sample {
  phase: 'before' | 'down' | 'after';
  status: number;
  ms: number;
  isErrorShape: boolean;
  retryAfter: string | null;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// Stops a PostgreSQL server of its own for a few seconds (a throwaway cluster: the machine's shared one,
// which other suites may be using meanwhile, is never stopped). Skipped without PostgreSQL's binaries.
describe.skipIf(!canStartThrowawayPostgres)('PostgreSQL stopped and started under load', () => {
  let server: ServerProcess | null = null;
  let cluster: ThrowawayPostgres | null = null;
  afterAll(async () => {
    if (server) await killHard(server);
    cluster?.stop();
  });

  it('fails cleanly with 503 in the error shape while it is down, and recovers without a restart', async () => {
    cluster = await startThrowawayPostgres();
    const database = await createDatabase(cluster.adminUrl);
    server = await startBundledServer(
      { DATABASE_URL: database.url, SECRET_KEY: SECRET, SEED_DEMO: 'true', DEMO_STAFF_PASSKEY: PASSKEY },
      await freePort(),
    );
    const base = `${server.baseUrl}/devices/${DEVICE}`;
    const pid = server.child.pid;
    await fetch(`${base}/products/stock`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${PASSKEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({ skus: [{ skuId: 'pregnancy-test', stock: 100_000 }] }),
    });
    // Orders are placed and read as the paired kiosk does (its device credential cookie).
    const cookie = await processApi(server.baseUrl, DEVICE, SECRET, PASSKEY).kioskCookie();
    const orderIds: string[] = [];
    const requests = [
      () => fetch(`${base}/products?locale=en`),
      () =>
        fetch(`${base}/orders?locale=en`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie },
          body: JSON.stringify({ skus: [{ skuId: 'pregnancy-test', quantity: 1 }] }),
        }),
      () =>
        orderIds.length
          ? fetch(`${base}/orders/${orderIds.at(-1)}?locale=en`, { headers: { cookie } })
          : fetch(`${base}/config`),
    ];

    let phase: Sample['phase'] = 'before';
    let isRunning = true;
    const samples: Sample[] = [];
    const worker = async (w: number) => {
      for (let i = w; isRunning; i++) {
        const started = Date.now();
        const at = phase;
        const res = await requests[i % requests.length]!().catch(() => null);
        const text = res ? await res.text() : '';
        const json: unknown = /^\s*\{/.test(text) ? JSON.parse(text) : null;
        if (res?.status === 201) orderIds.push((json as { data: { id: string } }).data.id);
        samples.push({
          phase: at === phase ? at : 'down',
          status: res?.status ?? 0,
          ms: Date.now() - started,
          isErrorShape: ZErrorBody.safeParse(json).success,
          retryAfter: res?.headers.get('retry-after') ?? null,
        });
      }
    };
    const load = Promise.all(Array.from({ length: WORKERS }, (_, w) => worker(w)));
    let readyWhileDown = 0;
    try {
      await sleep(2_000);
      phase = 'down';
      cluster.halt();
      await sleep(4_000);
      readyWhileDown = (await fetch(`${server.baseUrl}/readyz`)).status;
    } finally {
      await cluster.start();
    }
    let recoveredAfterMs = -1;
    const restarted = Date.now();
    while (Date.now() - restarted < 30_000) {
      if ((await fetch(`${base}/products?locale=en`)).status === 200) {
        recoveredAfterMs = Date.now() - restarted;
        break;
      }
      await sleep(250);
    }
    phase = 'after';
    await sleep(2_000);
    isRunning = false;
    await load;

    const of = (p: Sample['phase']) => samples.filter((s) => s.phase === p);
    console.info(
      'outage:',
      (['before', 'down', 'after'] as const)
        .map((p) => `${p} ${of(p).length} requests, slowest ${Math.max(0, ...of(p).map((s) => s.ms))} ms`)
        .join('; '),
      `; recovered ${recoveredAfterMs} ms after the restart`,
    );
    const statuses = (p: Sample['phase']) => JSON.stringify(of(p).map((s) => s.status));
    expect(of('before').length).toBeGreaterThan(10);
    expect(
      of('before').every((s) => s.status < 300),
      statuses('before'),
    ).toBe(true);
    const down = of('down');
    expect(down.filter((s) => s.status === 503).length).toBeGreaterThan(5);
    for (const s of down.filter((x) => x.status >= 400)) {
      expect(s, JSON.stringify(s)).toMatchObject({ status: 503, isErrorShape: true, retryAfter: '5' });
    }
    expect(Math.max(...samples.map((s) => s.ms))).toBeLessThan(HANG_MS);
    expect(
      samples.every((s) => s.status !== 0 && s.status !== 500),
      statuses('down'),
    ).toBe(true);
    expect(readyWhileDown).toBe(503);
    expect(recoveredAfterMs).toBeGreaterThanOrEqual(0);
    expect(of('after').length).toBeGreaterThan(10);
    expect(
      of('after').every((s) => s.status < 300),
      statuses('after'),
    ).toBe(true);
    expect(server.child.exitCode).toBeNull();
    expect(server.child.pid).toBe(pid);

    const check = await openPostgres(database.url, { max: 1 });
    try {
      expect(await ledgerViolations(check.db)).toEqual([]);
    } finally {
      await check.close();
    }
  }, 120_000);
});
