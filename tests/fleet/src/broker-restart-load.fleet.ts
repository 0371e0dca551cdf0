import pg from 'pg';
import { Agent, setGlobalDispatcher } from 'undici';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, killHard, type ServerProcess } from '@kiosk/server/src/test/server-process';
import { createDatabase } from '@kiosk/server/src/test/pg-database';
import { startBundledServer } from '@kiosk/server/src/test/server-bundle';
import { startFleetBroker, type FleetBroker } from './support/fleet-broker';
import { startHaproxy, type LoadBalancer } from './support/haproxy';
import { startLoadAgents, type LoadAgents } from './support/load-agents';
import { seedLoadKiosks } from './support/load-kiosks';
import { auditUnits } from './support/load-run';
import { newVisitLog, visitor, type Visit } from './support/load-visits';

const hasTools = process.env.TEST_DATABASE_URL !== undefined;
const SECRET = 'broker-restart-load-secret-0123456789abcdef01';
const AGENTS = 200;
const VISITS_PER_SECOND = 2;
const VISIT_SECONDS = 30;
/** When in the visits the broker is killed, and how long it stays away. */
const KILL_AFTER_MS = 10_000;
const AWAY_MS = 2_000;
const GIVE_UP_MS = 20_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(what: string, check: () => boolean | Promise<boolean>, ms: number) {
  for (const end = Date.now() + ms; !(await check()); await sleep(100))
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
}

/** Orders of the visits still dispensing (stuck once every dispense has had its give-up time). */
async function ordersDispensing(databaseUrl: string, visits: Visit[]): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const ids = visits.flatMap((v) => (v.orderId ? [v.orderId] : []));
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from orders where id = any($1::uuid[]) and status = 'dispensing'`,
      [ids],
    );
    return rows[0]!.n;
  } finally {
    await client.end();
  }
}

/**
 * The broker restarted while a fleet works (docs/device-agent.md, "Reconnecting"): two API instances
 * behind the shipped HAProxy on PostgreSQL, 200 real agents, visits paying and dispensing at 2 a second.
 * Mosquitto is killed 10 s into the visits and started again 2 s later. Every unit the agents dropped is
 * recorded once, no order is left dispensing, and every agent is back within a minute of the broker.
 */
describe.skipIf(!hasTools)(`a broker restart under ${AGENTS} agents with visits running`, () => {
  let database: { url: string; drop(): Promise<void> } | null = null;
  let broker: FleetBroker | null = null;
  let lb: LoadBalancer | null = null;
  let agents: LoadAgents | null = null;
  const instances: ServerProcess[] = [];

  afterAll(async () => {
    await agents?.close();
    await lb?.stop();
    for (const instance of instances) await killHard(instance);
    await broker?.stop();
    await database?.drop();
  }, 60_000);

  it('loses, doubles and strands no unit; every agent back online within 60 s', async () => {
    database = await createDatabase(process.env.TEST_DATABASE_URL!);
    const deviceIds = Array.from(
      { length: AGENTS },
      (_, i) => `load-kiosk-${String(i + 1).padStart(5, '0')}`,
    );
    broker = await startFleetBroker(deviceIds);
    const ports: [number, number] = [await freePort(), await freePort()];
    for (const i of [0, 1]) {
      const env = {
        DATABASE_URL: database.url,
        SECRET_KEY: SECRET,
        SEED_DEMO: 'true',
        DISPENSER: 'device-link',
        DEVICE_LINK_GIVE_UP_MS: String(GIVE_UP_MS),
        ...broker.serverEnv(i),
      };
      instances.push(await startBundledServer(env, ports[i]!)); // the first migrates and seeds
    }
    const kiosks = await seedLoadKiosks(database.url, SECRET, AGENTS);
    lb = await startHaproxy(ports);
    setGlobalDispatcher(new Agent({ connect: { ca: lb.ca } }));
    agents = startLoadAgents(broker, deviceIds, 20);
    const agentList = [...agents.agents.values()];
    await until('every agent connected', () => agentList.every((a) => a.client.connected), 120_000);
    for (const k of [kiosks[0]!, kiosks.at(-1)!])
      await until(
        `${k.deviceId} ready`,
        async () => (await fetch(`${lb!.url}/devices/${k.deviceId}/readyz`)).ok,
        30_000,
      );

    const visit = visitor(lb.url, SECRET, newVisitLog());
    const connectedAt: number[] = [];
    const outage = (async () => {
      await sleep(KILL_AFTER_MS);
      await broker!.kill();
      await sleep(AWAY_MS);
      for (const a of agentList) a.client.once('connect', () => connectedAt.push(Date.now()));
      const backAt = Date.now();
      await broker!.restart();
      return backAt;
    })();
    const started = performance.now();
    const running: Promise<Visit>[] = [];
    for (let i = 0; i < VISITS_PER_SECOND * VISIT_SECONDS; i++) {
      const wait = started + (i * 1000) / VISITS_PER_SECOND - performance.now();
      if (wait > 0) await sleep(wait);
      running.push(visit(kiosks[i % kiosks.length]!));
    }
    const backAt = await outage;
    await until('every agent back', () => connectedAt.length === AGENTS, 90_000).catch(() => undefined);
    const backMs = connectedAt.map((at) => at - backAt).sort((a, b) => a - b);
    const visits = await Promise.all(running);
    await until(
      'no order dispensing',
      async () => (await ordersDispensing(database!.url, visits)) === 0,
      GIVE_UP_MS + 30_000,
    ).catch(() => undefined);
    const stuck = await ordersDispensing(database.url, visits);
    const audit = await auditUnits(database.url, visits, agents);
    const dispensed = visits.filter((v) => v.status === 'dispensed').length;
    console.log(
      `broker restart under ${AGENTS} agents: ${backMs.length} back, 95 % within ${backMs[Math.ceil(AGENTS * 0.95) - 1]} ms, ` +
        `all within ${backMs.at(-1)} ms; ${visits.length} visits, ${dispensed} dispensed, ` +
        `${audit.dropped} units dropped, ${audit.lost} lost, ${audit.doubled} doubled, ${stuck} stuck`,
    );
    expect({ lost: audit.lost, doubled: audit.doubled, stuck }).toEqual({ lost: 0, doubled: 0, stuck: 0 });
    expect(backMs).toHaveLength(AGENTS);
    expect(backMs.at(-1)!).toBeLessThan(60_000);
    // The visits before and after the outage end dispensed: the fleet works on once the broker is back.
    expect(dispensed).toBeGreaterThan(visits.length / 2);
  }, 300_000);
});
