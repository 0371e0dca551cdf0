import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import mqtt from 'mqtt';
import { Agent, fetch as fetchVia, setGlobalDispatcher } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journalUnits } from './support/unit-audit';
import { agentClientId, topics } from '@kiosk/device-link';
import { startSecureBroker, type SecureTestBroker } from '@kiosk/device-link/testing';
import { openPostgres, rowsOf, type Database } from '@kiosk/server/src/db/client';
import { freePort, killHard, type ServerProcess } from '@kiosk/server/src/test/server-process';
import { ledgerViolations } from '@kiosk/server/src/test/ledger';
import { createDatabase } from '@kiosk/server/src/test/pg-database';
import { processApi } from '@kiosk/server/src/test/process-api';
import { startBundledServer } from '@kiosk/server/src/test/server-bundle';
import { WRITES_CHANNEL } from '@kiosk/server/src/db/write-notices';
import { PROXY_PUBLIC_HOST, startHaproxy, type LoadBalancer } from './support/haproxy';
import { startFleetAgent, type FleetAgent } from './support/fleet-agent';
import { seedLoadKiosks, type LoadKiosk } from './support/load-kiosks';
import { homeOf, isInService } from './support/served-by';
import { writeFigures, type Scenario } from './support/figures';

const SECRET = 'fleet-suite-secret-0123456789abcdef0123456789';
const PASSKEY = 'fleet-passkey-1';
const DEVICE = 'demo-kiosk-0001';
/** Another kiosk's PC: its own broker account, used to forge. */
const OTHER = 'demo-kiosk-0002';
/** The kiosks the last units race on: the proxy sends two to each instance (by their device ids). */
const RACE_KIOSKS = 4;
/** How long every API instance stays away while the agent finishes a unit (issue: 30 s). */
const ALL_AWAY_MS = 30_000;
const AGENT_MAIN = fileURLToPath(new URL('../../../apps/agent/src/main.ts', import.meta.url));
type Account = { username: string; password: string };
const UNIT_MS = 300;
const LEASE_MS = 2_000;
const LINK_TIMEOUT_MS = 1_500;
/** Long enough for an instance to restart on a busy machine while a unit is held. */
const GIVE_UP_MS = 30_000;
/** Orders a phone (anyone outside the kiosk) may keep waiting at a kiosk. */
const HOLDS_PER_CLIENT = 3;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const until = async (check: () => Promise<boolean> | boolean, ms = 20_000, what = 'condition') => {
  for (const end = Date.now() + ms; !(await check());) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
};

const hasTools = process.env.TEST_DATABASE_URL !== undefined;

describe.skipIf(!hasTools)(
  'the fleet: two API instances behind HAProxy, one PostgreSQL, Mosquitto, an agent',
  () => {
    let database: { url: string; drop(): Promise<void> };
    let db: Database;
    let broker: SecureTestBroker;
    /** Each API instance's own broker account (bound to its client id). */
    let apiAccounts: Account[];
    let kioskAccount: Account;
    let otherAccount: Account;
    let raceKiosks: (LoadKiosk & { account: Account })[];
    let lb: LoadBalancer;
    let agent: FleetAgent;
    const ports: number[] = [];
    const instances: (ServerProcess | null)[] = [null, null];
    const journalPath = join(mkdtempSync(join(tmpdir(), 'fleet-agent-')), 'journal.jsonl');
    const scenarios: Scenario[] = [];
    const env = (i: number) => ({
      DATABASE_URL: database.url,
      SECRET_KEY: SECRET,
      SEED_DEMO: 'true',
      DEMO_STAFF_PASSKEY: PASSKEY,
      DISPENSER: 'device-link',
      MQTT_URL: broker.url,
      MQTT_USERNAME: apiAccounts[i]!.username,
      MQTT_PASSWORD: apiAccounts[i]!.password,
      MQTT_CA_FILE: broker.caFile,
      DEVICE_LINK_TIMEOUT_MS: String(LINK_TIMEOUT_MS),
      DEVICE_LINK_GIVE_UP_MS: String(GIVE_UP_MS),
      DISPENSE_LEASE_MS: String(LEASE_MS),
      // HAProxy connects from 127.0.0.1 and names the phone in X-Forwarded-For; only it is believed.
      TRUST_PROXY: '127.0.0.1',
      HOLDS_PER_CLIENT: String(HOLDS_PER_CLIENT),
    });
    const start = async (i: number) => {
      instances[i] = await startBundledServer(env(i), ports[i]!);
      // Once the proxy runs: until its health checks send it calls again (its kiosks come back to it).
      if (lb) await until(() => isInService(lb, i), 20_000, `the proxy to take instance ${i + 1} back`);
      return instances[i]!;
    };
    const direct = (i: number) => processApi(instances[i]!.baseUrl, DEVICE, SECRET, PASSKEY);
    // One kiosk, paired once (its credential cookie kept), as the real one is; not a pairing per call.
    let kiosk: ReturnType<typeof processApi> | null = null;
    const api = () => (kiosk ??= processApi(lb.url, DEVICE, SECRET, PASSKEY));

    /** Motor runs and drops per unit id of an order, from the agent's journal. */
    const journal = (orderId: string, path = journalPath) => journalUnits(path, orderId);
    const orderStatus = async (orderId: string) =>
      rowsOf<{ status: string }>(
        await db.db.execute(sql`select status from orders where id = ${orderId}`),
      )[0]!.status;
    /**
     * Compares the server's records with the agents' journals (the kiosk's, unless `journalOf` names
     * another kiosk's) for the orders a scenario touched; an order still dispensing is stuck.
     */
    const audit = async (
      name: string,
      faults: number,
      orderIds: string[],
      startedAt: number,
      { forgedAccepted = 0, journalOf = (_orderId: string) => journalPath } = {},
    ) => {
      let unitsDropped = 0;
      let unitsLost = 0;
      let doubleDrops = 0;
      let stuck = 0;
      for (const orderId of orderIds) {
        const recorded = rowsOf<{ unit_index: number; n: number }>(
          await db.db.execute(sql`select unit_index, count(*)::int as n from dispense_events
          where order_id = ${orderId} and outcome = 'dropped' group by unit_index`),
        );
        const server = new Set(recorded.map((r) => `${orderId}:${r.unit_index}`));
        const agentSide = journal(orderId, journalOf(orderId));
        unitsDropped += agentSide.dropped.size;
        doubleDrops += recorded.filter((r) => r.n > 1).length;
        doubleDrops += [...agentSide.started.values()].filter((n) => n > 1).length;
        for (const unitId of agentSide.dropped) if (!server.has(unitId)) unitsLost++;
        for (const unitId of server) if (!agentSide.dropped.has(unitId)) unitsLost++;
        if ((await orderStatus(orderId)) === 'dispensing') stuck++;
      }
      scenarios.push({
        name,
        faults,
        orders: orderIds.length,
        unitsDropped,
        unitsLost,
        doubleDrops,
        stuck,
        forgedAccepted,
        seconds: (Date.now() - startedAt) / 1000,
      });
      expect({ unitsLost, doubleDrops, stuck, forgedAccepted }).toEqual({
        unitsLost: 0,
        doubleDrops: 0,
        stuck: 0,
        forgedAccepted: 0,
      });
    };
    /** The kiosk's agent (its dispenser can be held), with the kiosk's own account. */
    const runAgent = () =>
      startFleetAgent({
        deviceId: DEVICE,
        brokerUrl: broker.url,
        journalPath,
        unitMs: UNIT_MS,
        account: kioskAccount,
        caFile: broker.caFile,
        offerEveryMs: 1_000,
      });
    /** The agent as a kiosk PC runs it (`npm start -w @kiosk/agent`), to be killed with SIGKILL. */
    const spawnAgent = (unitMs: number): ChildProcess =>
      spawn(process.execPath, ['--import', 'tsx', AGENT_MAIN], {
        env: {
          ...process.env,
          AGENT_DEVICE_ID: DEVICE,
          MQTT_URL: broker.url,
          MQTT_USERNAME: kioskAccount.username,
          MQTT_PASSWORD: kioskAccount.password,
          MQTT_CA_FILE: broker.caFile,
          AGENT_JOURNAL: journalPath,
          DISPENSE_UNIT_MS: String(unitMs),
        },
        stdio: 'ignore',
      });
    const isKioskReady = async () => (await fetch(`${lb.url}/devices/${DEVICE}/readyz`)).ok;
    /**
     * The agent online as every running instance hears it (through the proxy only the kiosk's own instance
     * answers): after a broker restart each instance connects again on its own back-off.
     */
    const isReadyOnEvery = async () => {
      for (const instance of instances) {
        if (instance && !(await fetch(`${instance.baseUrl}/devices/${DEVICE}/readyz`)).ok) return false;
      }
      return true;
    };
    /** kiosk_device_link_refused_total{reason="other_kiosk_unit"} over the running instances. */
    const refusedUnits = async () => {
      let sum = 0;
      for (const instance of instances) {
        if (!instance) continue;
        const text = await (await fetch(`${instance.baseUrl}/metrics`)).text();
        sum += Number(
          /kiosk_device_link_refused_total\{reason="other_kiosk_unit"\} (\d+)/.exec(text)?.[1] ?? 0,
        );
      }
      return sum;
    };
    const settled = async (orderId: string, ms = 30_000) => {
      let order = await api().order(orderId);
      await until(
        async () => {
          order = await api().order(orderId);
          return order.status !== 'dispensing';
        },
        ms,
        `order ${orderId} to leave dispensing`,
      );
      return order;
    };

    beforeAll(async () => {
      database = await createDatabase(process.env.TEST_DATABASE_URL!);
      db = await openPostgres(database.url, { max: 2 });
      broker = await startSecureBroker();
      ({ apiAccounts, kioskAccount, otherAccount } = await broker.withAccounts(async (accounts) => ({
        apiAccounts: [await accounts.createApi('api-1'), await accounts.createApi('api-2')],
        kioskAccount: await accounts.createKiosk(DEVICE),
        otherAccount: await accounts.createKiosk(OTHER),
      })));
      ports.push(await freePort(), await freePort());
      await start(0); // migrates and seeds first
      await start(1);
      const seeded = await seedLoadKiosks(database.url, SECRET, RACE_KIOSKS);
      raceKiosks = await broker.withAccounts(async (accounts) => {
        const withAccounts = [];
        for (const k of seeded) withAccounts.push({ ...k, account: await accounts.createKiosk(k.deviceId) });
        return withAccounts;
      });
      lb = await startHaproxy([ports[0]!, ports[1]!]);
      // Every fetch of the suite (and of processApi) trusts the local CA that signed the proxy's certificate.
      setGlobalDispatcher(new Agent({ connect: { ca: lb.ca } }));
      agent = runAgent();
      await until(async () => (await fetch(`${lb.url}/devices/${DEVICE}/readyz`)).ok, 20_000, 'agent online');
    }, 180_000);

    afterAll(async () => {
      if (scenarios.length)
        writeFigures(
          scenarios,
          `Two API instances (bundled server, DISPENSER=device-link) behind HAProxy on one PostgreSQL database, ` +
            `a Mosquitto of the suite's own (deploy/fleet/mosquitto.conf: TLS, dynamic-security accounts per kiosk) and ${agent.description}; ` +
            `lease ${LEASE_MS} ms, device-link timeout ${LINK_TIMEOUT_MS} ms, give-up ${GIVE_UP_MS} ms.`,
        );
      await agent?.close();
      await lb?.stop();
      for (const instance of instances) if (instance) await killHard(instance);
      await broker?.stop();
      await db?.close();
      await database?.drop();
    }, 60_000);

    it('kill -9 of the kiosk’s instance mid-dispense: the other takes the kiosk and the dispense over within the lease, no unit twice, rest refunded', async () => {
      const startedAt = Date.now();
      // The instance the proxy sends the kiosk to: its dispense runs there.
      const home = await homeOf(lb, DEVICE);
      const { orderId, transactionId } = await api().paidOrder('condoms-3-pack', 3);
      const call = api()
        .dispense(orderId)
        .catch(() => null);
      await until(async () => Number((await api().order(orderId)).quantityDispensed) >= 1, 20_000, 'unit 1');
      const killedAt = Date.now();
      await killHard(instances[home]!);
      await call;
      const after = await settled(orderId, LEASE_MS + GIVE_UP_MS + 10_000);
      const takeoverMs = Date.now() - killedAt;
      expect(takeoverMs).toBeLessThan(LEASE_MS + GIVE_UP_MS + 5_000);
      const dropped = Number(after.quantityDispensed);
      expect(after.status).toBe(dropped === 3 ? 'dispensed' : 'dispense_failed');
      await until(
        async () => (await api().transaction(orderId, transactionId)).refundedAmount === (3 - dropped) * 100,
        10_000,
        'refund of the rest',
      );
      await start(home);
      await audit('kill -9 of the owning instance mid-dispense', 1, [orderId], startedAt);
    }, 120_000);

    it('an instance restarting during another’s live dispense leaves it untouched', async () => {
      const startedAt = Date.now();
      const home = await homeOf(lb, DEVICE);
      const other = 1 - home;
      const { orderId } = await api().paidOrder('condoms-3-pack', 3);
      await killHard(instances[other]!);
      agent.hold(); // unit 1 waits in the machine until the other instance is back
      const call = api().dispense(orderId); // through the proxy: on the kiosk's instance
      await until(
        async () => (await direct(home).order(orderId)).status === 'dispensing',
        10_000,
        'dispensing',
      );
      await start(other); // its start-up reconciliation runs before it listens
      const whenUp = await direct(other).order(orderId);
      agent.release();
      expect(whenUp.status).toBe('dispensing');
      const res = await call;
      expect(res.data).toMatchObject({ status: 'dispensed', quantityDispensed: 3 });
      await audit('an instance restarting during a live dispense', 1, [orderId], startedAt);
    }, 120_000);

    it('broker restart mid-order: the order finishes, every unit once', async () => {
      const startedAt = Date.now();
      const { orderId } = await api().paidOrder('condoms-3-pack', 3);
      const call = api().dispense(orderId);
      await until(() => journal(orderId).started.size >= 1, 10_000, 'unit 1 started');
      await broker.kill();
      await sleep(1_000);
      await broker.restart();
      const res = await call;
      expect(res.data).toMatchObject({ status: 'dispensed', quantityDispensed: 3 });
      await audit('broker restart mid-order', 1, [orderId], startedAt);
      await until(isReadyOnEvery, 60_000, 'agent online on every instance');
    }, 120_000);

    it('agent disconnected mid-unit and back: the outcome is delivered once', async () => {
      const startedAt = Date.now();
      const { orderId } = await api().paidOrder('condoms-3-pack', 2);
      agent.setExtraMs(500);
      const call = api().dispense(orderId);
      await until(() => journal(orderId).started.size >= 1, 10_000, 'unit 1 started');
      agent.dropConnection();
      const res = await call;
      agent.setExtraMs(0);
      expect(res.data).toMatchObject({ status: 'dispensed', quantityDispensed: 2 });
      await audit('agent disconnected mid-unit and back', 1, [orderId], startedAt);
    }, 120_000);

    it('a forged outcome for this kiosk’s live unit from another kiosk’s account changes nothing', async () => {
      const startedAt = Date.now();
      const other = await mqtt.connectAsync(broker.url, {
        ...broker.clientOptions(otherAccount),
        clientId: agentClientId(OTHER),
        protocolVersion: 5,
        reconnectPeriod: 0,
      });
      try {
        // The broker keeps the other kiosk out of this kiosk's topics altogether.
        await expect(other.subscribeAsync(topics(DEVICE).cmd, { qos: 1 })).rejects.toThrow();
        await expect(other.subscribeAsync('kiosk/#', { qos: 1 })).rejects.toThrow();
        await expect(
          other.publishAsync(topics(DEVICE).evt, JSON.stringify({ type: 'unit' }), { qos: 1 }),
        ).rejects.toThrow(/Not authorized/);
        // On its own topic it may speak, but only for itself: an outcome for this kiosk's unit is refused.
        const { orderId, transactionId } = await api().paidOrder('condoms-3-pack', 2);
        const refusedBefore = await refusedUnits();
        agent.hold();
        const call = api().dispense(orderId);
        await until(() => journal(orderId).started.size >= 1, 10_000, 'unit 1 started');
        for (const record of ['jammed', 'dropped']) {
          const forged = { type: 'unit', unitId: `${orderId}:1`, record };
          await other.publishAsync(topics(OTHER).evt, JSON.stringify(forged), { qos: 1 });
        }
        await until(async () => (await refusedUnits()) >= refusedBefore + 2, 10_000, 'forgeries refused');
        const during = await api().order(orderId);
        agent.release();
        const res = await call;
        expect(during).toMatchObject({ status: 'dispensing', quantityDispensed: 0 });
        expect(res.data).toMatchObject({ status: 'dispensed', quantityDispensed: 2 });
        expect((await api().transaction(orderId, transactionId)).refundedAmount).toBe(0);
        const slots = rowsOf<{ n: number }>(
          await db.db.execute(sql`select count(*)::int as n from dispense_events
          where order_id = ${orderId} and outcome <> 'started' and outcome <> 'dropped'`),
        );
        await audit('a forged outcome from another kiosk’s account', 2, [orderId], startedAt, {
          forgedAccepted: slots[0]!.n,
        });
      } finally {
        agent.release();
        await other.endAsync();
      }
    }, 120_000);

    it('a kiosk’s own account reports 2,000 offline kits at past dates: a bounded few recorded, stock kept', async () => {
      const KIT = 'naloxone-emergency-kit';
      const STOCK = 30;
      const kitStock = async () =>
        Number(
          rowsOf<{ on_hand: number }>(
            await db.db.execute(sql`select on_hand from device_stock
            where device_id = ${DEVICE} and sku_id = ${KIT}`),
          )[0]!.on_hand,
        );
      const offlineOrders = async (ids: string[]) =>
        rowsOf<{ n: number }>(
          await db.db.execute(
            sql`select count(*)::int as n from orders where id in (${sql.join(
              ids.map((id) => sql`${id}::uuid`),
              sql`, `,
            )})`,
          ),
        )[0]!.n;
      const refusedKits = async (instance: ServerProcess) => {
        const text = await (await fetch(`${instance.baseUrl}/metrics`)).text();
        return [...text.matchAll(/kiosk_offline_kits_refused_total\{reason="\w+"\} (\d+)/g)].reduce(
          (n, m) => n + Number(m[1]),
          0,
        );
      };
      expect((await api().restock([{ skuId: KIT, stock: STOCK }])).status).toBeLessThan(300);
      await api().products(); // the kiosk is seen online now
      await until(isReadyOnEvery, 60_000, 'both instances connected to the broker');
      // The stolen PC speaks as the kiosk's agent (its account, its client id) while the agent is away.
      await agent.close();
      const forger = await mqtt.connectAsync(broker.url, {
        ...broker.clientOptions(kioskAccount),
        clientId: `agent-${DEVICE}`,
        clean: false,
        reconnectPeriod: 0,
      });
      const kit = (minutesAgo: number) => ({
        unitId: `${randomUUID()}:1`,
        slot: 'B1',
        skuId: KIT,
        outcome: 'dropped',
        at: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
      });
      const offer = (kits: ReturnType<typeof kit>[]) =>
        forger.publishAsync(
          topics(DEVICE).evt,
          JSON.stringify({ type: 'offline_dispenses', dispenses: kits }),
          {
            qos: 1,
          },
        );
      try {
        // A real kit first: given five minutes ago while the API was unreachable, offered twice.
        const real = kit(5);
        await offer([real]);
        await offer([real]);
        await until(async () => (await offlineOrders([real.unitId.slice(0, 36)])) === 1, 10_000, 'real kit');
        expect(await kitStock()).toBe(STOCK - 1);
        // 2,000 forgeries: most at dates over the last 30 days, 100 within the last quarter of an hour.
        const forged = Array.from({ length: 2_000 }, (_, i) => kit(i < 100 ? 1 + (i % 14) : 30 + i * 21));
        for (let i = 0; i < forged.length; i += 10) await offer(forged.slice(i, i + 10));
        const ids = forged.map((k) => k.unitId.slice(0, 36));
        let progress = '';
        await until(
          async () => {
            const recorded = await offlineOrders(ids);
            const refused = await Promise.all(instances.map((i) => refusedKits(i!)));
            progress = `recorded ${recorded}, refused ${refused.join(' and ')}`;
            return refused.every((n) => n + recorded >= forged.length);
          },
          150_000,
          'every forged kit handled by both instances',
        ).catch((error: Error) => {
          // What each instance logged (warnings: its broker connection, kits it could not record).
          const logs = instances.map((i, n) => `api${n + 1}: ${i!.output().slice(-2_000)}`);
          throw new Error(`${error.message}: ${progress}\n${logs.join('\n')}`);
        });
        const recorded = await offlineOrders(ids);
        // One kit a minute at most (the agent's cool-down is two) within the window: last seen less 15 minutes.
        expect(recorded).toBeLessThanOrEqual(16);
        expect(await kitStock()).toBeGreaterThanOrEqual(STOCK - 1 - 16);
        expect(await offlineOrders([real.unitId.slice(0, 36)])).toBe(1);
        expect(await ledgerViolations(db.db)).toEqual([]);
      } finally {
        await forger.endAsync();
        agent = runAgent();
        await until(isKioskReady, 20_000, 'agent online again');
      }
    }, 240_000);

    it('an anonymous client and a revoked kiosk’s account cannot connect', async () => {
      const connect = (account?: Account) =>
        mqtt.connectAsync(broker.url, {
          ...broker.clientOptions(account),
          clientId: agentClientId('stolen-kiosk-pc'),
          reconnectPeriod: 0,
        });
      await expect(connect()).rejects.toThrow(/Not authorized/);
      await expect(
        mqtt.connectAsync(broker.url.replace('mqtts:', 'mqtt:'), {
          reconnectPeriod: 0,
          connectTimeout: 2_000,
        }),
      ).rejects.toThrow();
      const stolen = await broker.withAccounts((accounts) => accounts.createKiosk('stolen-kiosk-pc'));
      const thief = await connect(stolen);
      const closed = new Promise<void>((resolve) => thief.once('close', () => resolve()));
      await broker.withAccounts((accounts) => accounts.revokeKiosk('stolen-kiosk-pc'));
      await closed;
      await expect(connect(stolen)).rejects.toThrow(/Not authorized/);
    });

    it('every API instance away while the agent finishes a unit, one back 30 s later: recorded once', async () => {
      const startedAt = Date.now();
      const stockOf = async () =>
        rowsOf<{ on_hand: number; held: number }>(
          await db.db.execute(sql`select on_hand, held from device_stock
          where device_id = ${DEVICE} and sku_id = 'condoms-3-pack'`),
        )[0]!;
      const before = await stockOf();
      const { orderId, transactionId } = await api().paidOrder('condoms-3-pack', 2);
      agent.hold();
      const call = direct(0)
        .dispense(orderId)
        .catch(() => null);
      await until(() => journal(orderId).started.size >= 1, 10_000, 'unit 1 started');
      await killHard(instances[0]!);
      await killHard(instances[1]!);
      instances[0] = instances[1] = null;
      await call;
      agent.release(); // unit 1 drops while no API instance listens
      await until(() => journal(orderId).dropped.size === 1, 10_000, 'unit 1 dropped');
      await sleep(ALL_AWAY_MS);
      await start(0);
      await until(async () => (await fetch(`${lb.url}/healthz`)).ok, 20_000, 'the balancer to see it');
      const after = await settled(orderId, LEASE_MS + GIVE_UP_MS + 10_000);
      await start(1);
      // Unit 1 counts; unit 2 was never started, so only it is refunded.
      expect(after).toMatchObject({ status: 'dispense_failed', quantityDispensed: 1 });
      await until(
        async () => (await api().transaction(orderId, transactionId)).refundedAmount === 100,
        10_000,
        'refund of unit 2 only',
      );
      expect(await stockOf()).toEqual({ on_hand: before.on_hand - 1, held: before.held });
      await audit(
        `every API instance away ${ALL_AWAY_MS / 1000} s while a unit drops`,
        2,
        [orderId],
        startedAt,
      );
      await until(isKioskReady, 20_000, 'agent online');
    }, 180_000);

    it('agent SIGKILL mid-unit and restart: its journal answers, nothing lost, doubled or stuck', async () => {
      const startedAt = Date.now();
      await agent.close();
      let child = spawnAgent(1_500);
      try {
        await until(isKioskReady, 30_000, 'the spawned agent online');
        const { orderId } = await api().paidOrder('condoms-3-pack', 2);
        const call = api()
          .dispense(orderId)
          .catch(() => null);
        await until(
          () => journal(orderId).started.size >= 1 && journal(orderId).dropped.size === 0,
          20_000,
          'unit 1 mid-motor',
        );
        child.kill('SIGKILL');
        child = spawnAgent(300);
        await call;
        const after = await settled(orderId, GIVE_UP_MS + 10_000);
        // The unit whose motor was cut is 'unknown' to the journal: never guessed, never run again.
        expect(['dispensed', 'dispense_failed']).toContain(after.status);
        expect([...journal(orderId).started.values()].every((n) => n === 1)).toBe(true);
        await audit('agent SIGKILL mid-unit and restart', 1, [orderId], startedAt);
      } finally {
        child.kill('SIGKILL');
        agent = runAgent();
      }
      await until(isKioskReady, 20_000, 'agent online');
    }, 120_000);

    it('200 concurrent orders from four kiosks, on both instances, for their last units: exactly the stock', async () => {
      const startedAt = Date.now();
      const SKU = 'naloxone-emergency-kit';
      /** Each kiosk's last units: 12 in all, as many as the 200 orders once raced for on one kiosk. */
      const STOCK = 3;
      const PER_KIOSK = 200 / RACE_KIOSKS;
      // The proxy sends two kiosks to each instance: both take orders at once, on one database.
      const homes = await Promise.all(raceKiosks.map((k) => homeOf(lb, k.deviceId)));
      expect(homes.toSorted()).toEqual([0, 0, 1, 1]);
      const dir = mkdtempSync(join(tmpdir(), 'fleet-race-'));
      const journals = new Map(raceKiosks.map((k) => [k.deviceId, join(dir, `${k.deviceId}.jsonl`)]));
      const agents = raceKiosks.map((k) =>
        startFleetAgent({
          deviceId: k.deviceId,
          brokerUrl: broker.url,
          journalPath: journals.get(k.deviceId)!,
          unitMs: UNIT_MS,
          account: k.account,
          caFile: broker.caFile,
          offerEveryMs: 1_000,
        }),
      );
      try {
        for (const k of raceKiosks) {
          const isReady = async () => (await fetch(`${lb.url}/devices/${k.deviceId}/readyz`)).ok;
          await until(isReady, 20_000, `${k.deviceId}'s agent online`);
        }
        const ids = raceKiosks.map((k) => k.deviceId);
        await db.db.execute(sql`update device_stock set on_hand = ${STOCK}, held = 0
          where sku_id = ${SKU} and device_id in (${sql.join(ids, sql`, `)})`);
        await db.db.execute(sql`select pg_notify(${WRITES_CHANNEL}, 'race stock')`);
        await sleep(500); // the instances hear of the write
        // Each kiosk tries again after a 503 (an instance out of connections wrote nothing), as the app does.
        // One order in five goes straight to the kiosk's other instance, as a kiosk's calls do for a moment
        // while the proxy moves it: its last units are raced for on both instances too.
        const order = async (kiosk: LoadKiosk, base: string) => {
          for (let attempt = 1; ; attempt++) {
            const r = await fetch(`${base}/devices/${kiosk.deviceId}/orders?locale=en`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', cookie: kiosk.cookie },
              body: JSON.stringify({ skus: [{ skuId: SKU, quantity: 1 }] }),
            });
            if (r.status === 503 && attempt < 20) {
              await sleep(100 * attempt);
              continue;
            }
            const id = r.ok ? String(((await r.json()) as { data: { id: string } }).data.id) : null;
            return { kiosk, status: r.status, id };
          }
        };
        const tries = await Promise.all(
          raceKiosks.flatMap((kiosk, i) =>
            Array.from({ length: PER_KIOSK }, (_, n) =>
              order(kiosk, n % 5 === 4 ? instances[1 - homes[i]!]!.baseUrl : lb.url),
            ),
          ),
        );
        expect(tries.filter((t) => t.status !== 201 && t.status !== 409)).toEqual([]);
        const created = tries.filter((t) => t.status === 201);
        for (const kiosk of raceKiosks) expect(created.filter((t) => t.kiosk === kiosk)).toHaveLength(STOCK);
        // Right after the burst an instance may still be marked down by health checks the burst overran:
        // the load balancer's own 5xx page. A kiosk tries the dispense again (it is idempotent; the ledger
        // audit below proves no unit left twice).
        const dispense = async ({ kiosk, id }: (typeof created)[number]) => {
          for (let attempt = 1; ; attempt++) {
            const r = await fetch(`${lb.url}/devices/${kiosk.deviceId}/orders/${id}/dispense?locale=en`, {
              method: 'POST',
              headers: { cookie: kiosk.cookie },
            });
            const isFromBalancer = r.status >= 500 && !r.headers.get('content-type')?.includes('json');
            if (isFromBalancer && attempt < 20) {
              await sleep(100 * attempt);
              continue;
            }
            return ((await r.json()) as { data: { status: string } }).data;
          }
        };
        const results = await Promise.all(created.map(dispense));
        expect(results.every((r) => r.status === 'dispensed')).toBe(true);
        const stock = rowsOf<{ device_id: string; on_hand: number; held: number }>(
          await db.db.execute(sql`select device_id, on_hand, held from device_stock
          where sku_id = ${SKU} and device_id in (${sql.join(ids, sql`, `)}) order by device_id`),
        );
        expect(stock).toEqual(ids.toSorted().map((device_id) => ({ device_id, on_hand: 0, held: 0 })));
        const kioskOf = new Map(created.map((t) => [t.id!, t.kiosk.deviceId]));
        await audit(
          `200 concurrent orders from ${RACE_KIOSKS} kiosks over both instances for their last ${STOCK} units each (${created.length} created, ${200 - created.length} refused)`,
          0,
          created.map((t) => t.id!),
          startedAt,
          { journalOf: (orderId) => journals.get(kioskOf.get(orderId)!)! },
        );
        expect(await ledgerViolations(db.db)).toEqual([]);
      } finally {
        for (const a of agents) await a.close();
      }
    }, 180_000);

    describe('the edge: TLS at the proxy, the phone’s own address behind it', () => {
      it('plain HTTP is sent to HTTPS at the public host name; HTTPS answers with HSTS', async () => {
        const plain = await fetch(`${lb.plainUrl}/healthz`, { redirect: 'manual' });
        expect(plain.status).toBe(301);
        expect(plain.headers.get('location')).toBe(`https://${PROXY_PUBLIC_HOST}/healthz`);
        const secure = await fetch(`${lb.url}/healthz`);
        expect(secure.status).toBe(200);
        expect(secure.headers.get('strict-transport-security')).toMatch(/^max-age=\d{7,}/);
      });

      it('two phones at different addresses each get their own hold limits; a forged header changes nothing', async () => {
        const SKU = 'fentanyl-test-strips-5';
        expect((await api().restock([{ skuId: SKU, stock: 40 }])).status).toBe(200);
        // Each phone's connections leave from its own loopback address, as two phones' would (undici takes
        // it as the dispatcher's localAddress; inside `connect` it is not used).
        const phone = (localAddress: string) => new Agent({ localAddress, connect: { ca: lb.ca } });
        const [phoneA, phoneB] = [phone('127.0.0.2'), phone('127.0.0.3')];
        const reserve = async (dispatcher: Agent, headers: Record<string, string> = {}) => {
          const r = await fetchVia(`${lb.url}/devices/${DEVICE}/orders?locale=en&isReservable=true`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...headers },
            body: JSON.stringify({ skus: [{ skuId: SKU, quantity: 1 }] }),
            dispatcher,
          });
          const body = (await r.json()) as { data: { code?: string } };
          return { status: r.status, code: body.data.code };
        };
        try {
          for (let i = 0; i < HOLDS_PER_CLIENT; i++) expect((await reserve(phoneA)).status).toBe(201);
          expect(await reserve(phoneA)).toEqual({ status: 429, code: 'rate_limited' });
          // The proxy drops a client's X-Forwarded-For: phone A cannot pass for another phone.
          expect(await reserve(phoneA, { 'x-forwarded-for': '198.51.100.7' })).toEqual({
            status: 429,
            code: 'rate_limited',
          });
          expect((await reserve(phoneB)).status).toBe(201);
        } finally {
          await Promise.all([phoneA.close(), phoneB.close()]);
        }
      });
    });
  },
);
