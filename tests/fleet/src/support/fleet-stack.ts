import { Agent, setGlobalDispatcher } from 'undici';
import { createDatabase } from '@kiosk/server/src/test/pg-database';
import { startBundledServer } from '@kiosk/server/src/test/server-bundle';
import { freePort, killHard, type ServerProcess } from '@kiosk/server/src/test/server-process';
import { startFleetBroker, type FleetBroker } from './fleet-broker';
import { startHaproxy, type LoadBalancer } from './haproxy';
import { startLoadAgents, type LoadAgents } from './load-agents';
import { seedLoadKiosks, type LoadKiosk } from './load-kiosks';

export interface FleetStackOptions {
  kiosks: number;
  unitMs: number;
  /** The PostgreSQL the run's database is made on (and dropped from). */
  adminUrl: string;
  secret: string;
  /** More of the instances' environment (DEVICE_LINK_GIVE_UP_MS, say). */
  env?: Record<string, string>;
  log?: (message: string) => void;
}

export interface FleetStack {
  databaseUrl: string;
  broker: FleetBroker;
  proxy: LoadBalancer;
  agents: LoadAgents;
  kiosks: LoadKiosk[];
  /** The instances' process ids now (an instance started again has a new one). */
  apiPids(): number[];
  /** Kills instance `index` with SIGKILL and starts it again on its port; resolves once it answers. */
  killAndStartInstance(index: number): Promise<void>;
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The fleet of the fault runs (and of the broker-restart fleet test): two API instances (the bundled
 * server, DISPENSER=device-link) behind the shipped HAProxy on one database, the deployed broker with an
 * account per kiosk, one real agent per kiosk in this process, every agent connected and the first and
 * last kiosk ready through the proxy. Everything it starts `stop` stops (also when starting fails).
 */
export async function startFleetStack(options: FleetStackOptions): Promise<FleetStack> {
  const say = options.log ?? (() => undefined);
  const database = await createDatabase(options.adminUrl);
  const deviceIds = Array.from(
    { length: options.kiosks },
    (_, i) => `load-kiosk-${String(i + 1).padStart(5, '0')}`,
  );
  const instances: ServerProcess[] = [];
  let broker: FleetBroker | null = null;
  let proxy: LoadBalancer | null = null;
  let agents: LoadAgents | null = null;
  const stop = async () => {
    await agents?.close();
    await proxy?.stop();
    for (const instance of instances) await killHard(instance);
    await broker?.stop();
    await database.drop();
  };
  try {
    broker = await startFleetBroker(deviceIds);
    const ports: [number, number] = [await freePort(), await freePort()];
    const envOf = (i: number) => ({
      DATABASE_URL: database.url,
      SECRET_KEY: options.secret,
      SEED_DEMO: 'true',
      DISPENSER: 'device-link',
      ...options.env,
      ...broker!.serverEnv(i),
    });
    say('starting two API instances…');
    for (const i of [0, 1]) instances.push(await startBundledServer(envOf(i), ports[i]!)); // the first migrates
    const kiosks = await seedLoadKiosks(database.url, options.secret, options.kiosks);
    proxy = await startHaproxy(ports);
    // The proxy speaks TLS with a certificate of the run's own CA: every fetch of this process trusts it.
    setGlobalDispatcher(new Agent({ connect: { ca: proxy.ca } }));
    say(`starting ${options.kiosks} agents…`);
    agents = startLoadAgents(broker, deviceIds, options.unitMs);
    await connectedAndReady(agents, proxy, kiosks);
    return {
      databaseUrl: database.url,
      broker,
      proxy,
      agents,
      kiosks,
      apiPids: () => instances.map((i) => i.child.pid!),
      async killAndStartInstance(index) {
        await killHard(instances[index]!);
        instances[index] = await startBundledServer(envOf(index), ports[index]!);
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Every agent connected to the broker, and the first and last kiosk ready through the proxy. */
async function connectedAndReady(agents: LoadAgents, proxy: LoadBalancer, kiosks: LoadKiosk[]) {
  const agentList = [...agents.agents.values()];
  for (const end = Date.now() + 120_000; agentList.some((a) => !a.client.connected); await sleep(200))
    if (Date.now() > end) throw new Error('the agents did not all connect within two minutes');
  for (const k of [kiosks[0]!, kiosks.at(-1)!])
    for (const end = Date.now() + 30_000; ; await sleep(200)) {
      if ((await fetch(`${proxy.url}/devices/${k.deviceId}/readyz`)).ok) break;
      if (Date.now() > end) throw new Error(`${k.deviceId} not ready`);
    }
}
