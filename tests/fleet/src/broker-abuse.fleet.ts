import { mkdtempSync } from 'node:fs';
import { connect as tcpConnect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mqtt, { type IClientOptions } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentClientId, topics } from '@kiosk/device-link';
import { startSecureBroker, type SecureTestBroker } from '@kiosk/device-link/testing';
import { freePort, killHard, type ServerProcess } from '@kiosk/server/src/test/server-process';
import { createDatabase } from '@kiosk/server/src/test/pg-database';
import { processApi } from '@kiosk/server/src/test/process-api';
import { startBundledServer } from '@kiosk/server/src/test/server-bundle';
import { startFleetAgent, type FleetAgent } from './support/fleet-agent';

/**
 * One stolen kiosk PC's broker account against the fleet: the shipped Mosquitto (its
 * deploy/fleet/mosquitto.conf and the file descriptors of its unit), two real API instances, kiosk A's
 * agent. Kiosk B's account is the thief's.
 */
const SECRET = 'fleet-suite-secret-0123456789abcdef0123456789';
const PASSKEY = 'fleet-passkey-1';
const A = 'demo-kiosk-0001';
const B = 'demo-kiosk-0002';
const IDLE_CONNECTIONS = 3_000;
type Account = { username: string; password: string };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const until = async (check: () => Promise<boolean> | boolean, ms: number, what: string) => {
  for (const end = Date.now() + ms; !(await check());) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
};

describe.skipIf(process.env.TEST_DATABASE_URL === undefined)(
  'the broker against one stolen kiosk account and idle connections',
  () => {
    let database: { url: string; drop(): Promise<void> };
    let broker: SecureTestBroker;
    let agent: FleetAgent;
    let kioskA: Account;
    let kioskB: Account;
    const apiEnvs: Record<string, string>[] = [];
    const ports: number[] = [];
    const instances: (ServerProcess | null)[] = [null, null];
    const start = async (i: number) => {
      instances[i] = await startBundledServer(
        {
          DATABASE_URL: database.url,
          SECRET_KEY: SECRET,
          SEED_DEMO: 'true',
          DEMO_STAFF_PASSKEY: PASSKEY,
          DISPENSER: 'device-link',
          DEVICE_LINK_TIMEOUT_MS: '1500',
          DEVICE_LINK_GIVE_UP_MS: '10000',
          ...apiEnvs[i],
        },
        ports[i]!,
      );
    };
    const journalPath = join(mkdtempSync(join(tmpdir(), 'broker-abuse-')), 'journal.jsonl');
    const runAgent = () =>
      startFleetAgent({
        deviceId: A,
        brokerUrl: broker.url,
        journalPath,
        unitMs: 100,
        account: kioskA,
        caFile: broker.caFile,
        offerEveryMs: 1_000,
      });
    const kiosk = (i: number) => processApi(instances[i]!.baseUrl, A, SECRET, PASSKEY);
    const thief = (clientId: string, extra: IClientOptions = {}) =>
      mqtt.connectAsync(broker.url, {
        ...broker.clientOptions(kioskB),
        clientId,
        reconnectPeriod: 0,
        connectTimeout: 5_000,
        ...extra,
      });
    const isReady = async (i: number) =>
      (await fetch(`${instances[i]!.baseUrl}/devices/${A}/readyz`).catch(() => null))?.ok === true;
    /** Every instance answers /healthz and a kiosk's call, each within 2 s. */
    const bothAnswer = async () => {
      for (const i of [0, 1]) {
        const health = await fetch(`${instances[i]!.baseUrl}/healthz`, {
          signal: AbortSignal.timeout(2_000),
        });
        expect(health.status).toBe(200);
        expect((await kiosk(i).products()).status).toBe(200);
      }
    };
    const refused = async (i: number, reason: string) => {
      const text = await (await fetch(`${instances[i]!.baseUrl}/metrics`)).text();
      const line = new RegExp(`kiosk_device_link_refused_total\\{reason="${reason}"\\} (\\d+)`).exec(text);
      return Number(line?.[1] ?? 0);
    };
    /** What is retained on kiosk B's topics, by size, as a fresh API connection hears it. */
    const retainedOfB = async () => {
      const listener = await mqtt.connectAsync(broker.url, { ...(await broker.apiOptions('api-probe')) });
      const heard: string[] = [];
      listener.on('message', (topic, payload) => heard.push(`${topic} ${payload.length}`));
      await listener.subscribeAsync([topics(B).status, topics(B).evt], { qos: 1 });
      await sleep(300);
      await listener.endAsync();
      return heard.sort();
    };

    beforeAll(async () => {
      database = await createDatabase(process.env.TEST_DATABASE_URL!);
      broker = await startSecureBroker();
      ({ kioskA, kioskB } = await broker.withAccounts(async (accounts) => ({
        kioskA: await accounts.createKiosk(A),
        kioskB: await accounts.createKiosk(B),
      })));
      apiEnvs.push(await broker.apiEnv('api-1'), await broker.apiEnv('api-2'));
      ports.push(await freePort(), await freePort());
      await start(0); // migrates and seeds first
      await start(1);
      agent = runAgent();
      await until(async () => (await isReady(0)) && (await isReady(1)), 20_000, 'agent A online');
    }, 180_000);

    afterAll(async () => {
      await agent?.close();
      for (const instance of instances) if (instance) await killHard(instance);
      await broker?.stop();
      await database?.drop();
    }, 60_000);

    it('refuses kiosk B’s account as agent-A: A keeps its session and gets its commands', async () => {
      for (let i = 0; i < 5; i++)
        await expect(thief(agentClientId(A), { clean: false })).rejects.toThrow(/Not authorized/);
      expect(await isReady(0)).toBe(true);
      const { orderId } = await kiosk(0).paidOrder('condoms-3-pack', 2);
      const res = await kiosk(0).dispense(orderId);
      expect(res.data).toMatchObject({ status: 'dispensed', quantityDispensed: 2 });
    });

    it('an oversized message stalls or crashes no instance; a retained one does not crash a restarted one', async () => {
      const big = Buffer.alloc(1024 * 1024, 'x');
      const sendAndBeCut = async (topic: string, payload: Buffer, retain: boolean) => {
        const b = await thief(agentClientId(B));
        const closed = new Promise<string>((resolve) => b.once('close', () => resolve('cut off')));
        b.publish(topic, payload, { qos: 1, retain });
        expect(await Promise.race([closed, sleep(5_000).then(() => 'kept')])).toBe('cut off');
        b.end(true);
      };
      await sendAndBeCut(topics(B).evt, big, false);
      await sendAndBeCut(topics(B).status, big, true);
      await bothAnswer();
      // Under the broker's 8 KB but over the API's 4 KB; and a retained event (the protocol retains none).
      const b = await thief(agentClientId(B));
      const before = [await refused(0, 'oversized'), await refused(1, 'oversized')];
      await b.publishAsync(topics(B).status, Buffer.alloc(6_000, 'x'), { qos: 1, retain: true });
      const event = JSON.stringify({ type: 'offline_dispenses', dispenses: [] });
      await b.publishAsync(topics(B).evt, event, { qos: 1, retain: true });
      await b.endAsync();
      await until(
        async () =>
          (await refused(0, 'oversized')) > before[0]! && (await refused(1, 'oversized')) > before[1]!,
        5_000,
        'both instances to refuse the 6 KB status',
      );
      expect(await retainedOfB()).toEqual([`${topics(B).evt} ${event.length}`, `${topics(B).status} 6000`]);
      await killHard(instances[1]!);
      await start(1);
      await until(() => isReady(1), 20_000, 'the restarted instance to see agent A');
      expect([await refused(1, 'oversized'), await refused(1, 'retained')]).toEqual([1, 1]);
      await bothAnswer();
      // Revoking the stolen account clears what it left; the instances take the clearing for no message.
      const malformed = await refused(0, 'malformed');
      await broker.withAccounts((accounts) => accounts.revokeKiosk(B));
      expect(await retainedOfB()).toEqual([]);
      expect(await refused(0, 'malformed')).toBe(malformed);
    });

    it(`with ${IDLE_CONNECTIONS} idle connections held open, agents still connect`, async () => {
      const port = Number(new URL(broker.url).port);
      const idle: Socket[] = [];
      try {
        await Promise.all(
          Array.from(
            { length: IDLE_CONNECTIONS },
            () =>
              new Promise<void>((resolve, reject) => {
                const socket = tcpConnect({ port, host: '127.0.0.1' }, () => resolve());
                socket.once('error', reject);
                idle.push(socket);
              }),
          ),
        );
        await sleep(1_000); // the broker has accepted them all
        expect(idle.filter((s) => !s.destroyed)).toHaveLength(IDLE_CONNECTIONS);
        // Agent A connects anew, and so does an API instance.
        await agent.close();
        await until(async () => !(await isReady(0)), 10_000, 'agent A seen away');
        agent = runAgent();
        await until(() => isReady(0), 20_000, 'agent A back');
        await killHard(instances[1]!);
        await start(1);
        await until(() => isReady(1), 20_000, 'the restarted instance to see agent A');
        const rotated = await broker.withAccounts((accounts) => accounts.rotateKiosk(B));
        const b = await mqtt.connectAsync(broker.url, {
          ...broker.clientOptions(rotated),
          clientId: agentClientId(B),
          reconnectPeriod: 0,
          connectTimeout: 10_000,
        });
        await b.endAsync();
      } finally {
        for (const socket of idle) socket.destroy();
      }
    });
  },
);
