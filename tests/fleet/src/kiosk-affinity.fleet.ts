import { Agent, setGlobalDispatcher } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, killHard, type ServerProcess } from '@kiosk/server/src/test/server-process';
import { createDatabase } from '@kiosk/server/src/test/pg-database';
import { startBundledServer } from '@kiosk/server/src/test/server-bundle';
import { startHaproxy, type LoadBalancer } from './support/haproxy';
import { seedLoadKiosks, type LoadKiosk } from './support/load-kiosks';
import { homeOf, instanceIndex, servedBy } from './support/served-by';

const SECRET = 'affinity-suite-secret-0123456789abcdef01234567';
const KIOSKS = 24;
const SKU = 'condoms-3-pack';

const hasTools = process.env.TEST_DATABASE_URL !== undefined;

/**
 * The shipped haproxy.cfg's balancing, from the outside: two API instances on one PostgreSQL database
 * behind the real HAProxy, kiosks as the fleet's (paired, with stock). Which instance answered a call is
 * read from HAProxy's own request log.
 */
describe.skipIf(!hasTools)('the proxy sends each kiosk to one instance, by its device id', () => {
  let database: { url: string; drop(): Promise<void> };
  let lb: LoadBalancer;
  let kiosks: LoadKiosk[];
  const ports: number[] = [];
  const instances: (ServerProcess | null)[] = [null, null];
  /** Each kiosk's order, made through the proxy. */
  const orders = new Map<string, string>();
  const start = async (i: number) => {
    const env = {
      DATABASE_URL: database.url,
      SECRET_KEY: SECRET,
      SEED_DEMO: 'true',
      TRUST_PROXY: '127.0.0.1',
    };
    instances[i] = await startBundledServer(env, ports[i]!);
  };
  const call = (kiosk: LoadKiosk, path: string, init: RequestInit = {}) =>
    fetch(`${lb.url}/devices/${kiosk.deviceId}/${path}`, {
      ...init,
      headers: { ...(init.headers as Record<string, string>), cookie: kiosk.cookie },
    });
  const newOrder = async (kiosk: LoadKiosk) => {
    const res = await call(kiosk, 'orders?locale=en', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ skus: [{ skuId: SKU, quantity: 1 }] }),
    });
    expect(res.status).toBe(201);
    return String(((await res.json()) as { data: { id: string } }).data.id);
  };
  const orderSeen = async (kiosk: LoadKiosk, orderId: string) => {
    const res = await call(kiosk, `orders/${orderId}?locale=en`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: { id: string } }).data.id).toBe(orderId);
  };
  const servers = (kiosk: LoadKiosk) => servedBy(lb, `/devices/${kiosk.deviceId}/`);
  const homes = () => new Map(kiosks.map((k) => [k.deviceId, instanceIndex(servers(k).at(-1)!)]));

  beforeAll(async () => {
    database = await createDatabase(process.env.TEST_DATABASE_URL!);
    ports.push(await freePort(), await freePort());
    await start(0); // migrates and seeds first
    await start(1);
    kiosks = await seedLoadKiosks(database.url, SECRET, KIOSKS);
    lb = await startHaproxy([ports[0]!, ports[1]!]);
    setGlobalDispatcher(new Agent({ connect: { ca: lb.ca } }));
  }, 180_000);

  afterAll(async () => {
    await lb?.stop();
    for (const instance of instances) if (instance) await killHard(instance);
    await database?.drop();
  }, 60_000);

  it('the shipped config passes `haproxy -c`', () => {
    const { status, output } = lb.check();
    expect(output).toMatch(/Configuration file is valid/);
    expect(status).toBe(0);
  });

  it('a kiosk’s calls, its phone’s included, all reach one instance; the kiosks spread over both', async () => {
    for (const kiosk of kiosks) {
      expect((await call(kiosk, 'products?locale=en')).status).toBe(200);
      const orderId = await newOrder(kiosk);
      orders.set(kiosk.deviceId, orderId);
      await orderSeen(kiosk, orderId);
      // The phone's page for the kiosk's order: no kiosk cookie, the same device id in its path.
      await fetch(`${lb.url}/devices/${kiosk.deviceId}/orders/${orderId}/phone?locale=en`);
    }
    await new Promise((r) => setTimeout(r, 200)); // the last lines of HAProxy's log
    for (const kiosk of kiosks) {
      expect(servers(kiosk)).toHaveLength(4);
      expect(new Set(servers(kiosk)).size, kiosk.deviceId).toBe(1);
    }
    const perInstance = [0, 1].map((i) => [...homes().values()].filter((home) => home === i).length);
    // 24 kiosks on a hash ring of two equal instances: each gets a fair share, not all or nearly none.
    expect(Math.min(...perInstance)).toBeGreaterThanOrEqual(KIOSKS / 4);
    // A call with no device id in its path is balanced round-robin, as before.
    for (let i = 0; i < 6; i++) expect((await fetch(`${lb.url}/healthz`)).ok).toBe(true);
    await new Promise((r) => setTimeout(r, 200));
    expect(new Set(servedBy(lb, '/healthz'))).toEqual(new Set(['api1', 'api2']));
  });

  it('an instance stopped: its kiosks are served by the other at once, nothing lost; back when it returns', async () => {
    const before = homes();
    const moved = kiosks.filter((k) => before.get(k.deviceId) === 0);
    const stayed = kiosks.filter((k) => before.get(k.deviceId) === 1);
    await killHard(instances[0]!);
    instances[0] = null;
    // Straight away, before the health checks mark it down: every call answered (retried on the other).
    const madeDuringOutage = new Map<string, string>();
    for (const kiosk of moved) {
      await orderSeen(kiosk, orders.get(kiosk.deviceId)!);
      madeDuringOutage.set(kiosk.deviceId, await newOrder(kiosk));
    }
    for (const kiosk of stayed) await orderSeen(kiosk, orders.get(kiosk.deviceId)!);
    await new Promise((r) => setTimeout(r, 200));
    for (const kiosk of moved) expect(servers(kiosk).slice(-2)).toEqual(['api2', 'api2']);
    await start(0);
    // Its kiosks come back to it once its health check passes (consistent hashing: the same ones).
    const first = moved[0]!;
    for (const end = Date.now() + 20_000; (await homeOf(lb, first.deviceId)) !== 0;) {
      if (Date.now() > end) throw new Error('the restarted instance never took its kiosks back');
      await new Promise((r) => setTimeout(r, 200));
    }
    for (const kiosk of moved) {
      await orderSeen(kiosk, madeDuringOutage.get(kiosk.deviceId)!);
      await orderSeen(kiosk, orders.get(kiosk.deviceId)!);
    }
    await new Promise((r) => setTimeout(r, 200));
    for (const kiosk of moved) expect(servers(kiosk).slice(-2)).toEqual(['api1', 'api1']);
    for (const kiosk of stayed) expect(new Set(servers(kiosk))).toEqual(new Set(['api2']));
  });
});
