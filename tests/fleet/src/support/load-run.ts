import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { WRITES_CHANNEL } from '@kiosk/server/src/db/write-notices';
import { createDatabase } from '@kiosk/server/src/test/pg-database';
import { startBundledServer } from '@kiosk/server/src/test/server-bundle';
import { freePort, killHard, type ServerProcess } from '@kiosk/server/src/test/server-process';
import { startFleetBroker } from './fleet-broker';
import { startHaproxy } from './haproxy';
import { operatorSessionHeaders } from './operator-session';
import { Agent, setGlobalDispatcher } from 'undici';
import { startLoadAgents, type LoadAgents } from './load-agents';
import { seedLoadKiosks, type LoadKiosk } from './load-kiosks';
import { newVisitLog, visitor, VISIT_CALLS, type Visit, type VisitCall, type VisitLog } from './load-visits';
import { startInspectorProfile } from './inspector-profile';
import {
  cpuBetween,
  cpuSeconds,
  databaseCpu,
  databaseTransactions,
  rssMb,
  tableActivity,
  tableActivityPerVisit,
  type TableActivity,
} from './proc-stats';

/** Visits before the measured windows, at the run's rate. */
const WARM_UP_SECONDS = 10;

export interface LoadOptions {
  kiosks: number;
  visitsPerSecond: number;
  /** Seconds of visits with both instances (and as long again with one, when `compareOneInstance`). */
  seconds: number;
  /** The simulated dispenser's time per unit. */
  unitMs: number;
  compareOneInstance: boolean;
  adminUrl: string;
  /** Operators each asking for the overview every 5 s and a chart every 30 s. */
  operators?: number;
  /** Where to write a CPU profile of each instance over each measured window (none when unset). */
  profileDir?: string;
  log?: (message: string) => void;
}

export interface Percentiles {
  count: number;
  p50: number;
  p99: number;
}
export interface WindowFigures {
  instances: number;
  visits: number;
  seconds: number;
  calls: Record<VisitCall, Percentiles>;
  dispenseToCommand: Percentiles;
  outcomeToOrder: Percentiles;
  failedCalls: number;
  failures: string[];
  /** CPU seconds per 1,000 visits: the API instances together, and the database's backends. */
  apiCpuPer1000: number;
  /** Each instance's CPU seconds over the window. */
  apiCpuByInstance: number[];
  /** The API's CPU per 1,000 visits less what the instances use at rest over as long (their fixed work). */
  apiCpuNetPer1000: number;
  databaseCpuPer1000: number;
  /** Database transactions per visit (a statement outside a transaction is one): the work asked of it. */
  transactionsPerVisit: number;
  /** Each table's scans and rows written per visit (pg_stat_user_tables): where the transactions go. */
  tablesPerVisit: TableActivity;
  /** PostgreSQL backends of the database that began and that ended during the window (connection churn). */
  backendsOpened: number;
  backendsClosed: number;
  /** The CPU profiles written, one per instance in the order of `apiCpuByInstance` (with `profileDir`). */
  profiles: string[];
  /** Samples (one a second) of backends waiting on a lock, summed, and the most at once. */
  lockWaitSamples: number;
  lockWaitMax: number;
  /** Write notices the instances sent each other on PostgreSQL's channel (cache invalidation). */
  writeNotices: number;
  listStatuses: Record<string, number>;
}
export interface LoadFigures {
  kiosks: number;
  visitsPerSecond: number;
  unitMs: number;
  loadAverage: number[];
  startSeconds: number;
  /** CPU seconds a second one instance used at rest (agents connected, no visits, no operators). */
  restCpuPerInstance: number;
  two: WindowFigures;
  one: WindowFigures | null;
  unitsDropped: number;
  unitsLost: number;
  unitsDoubled: number;
  brokerRssMb: number | null;
  /** An idle kiosk's agent (never visited): MQTT packets an hour over the measured windows. */
  idleAgent: { kiosks: number; minutes: number; publishesPerHour: number; controlPerHour: number };
  console: Percentiles & { failed: number };
}

const SECRET = 'fleet-load-secret-0123456789abcdef0123456789';
const OPERATOR_PASSWORD = 'fleet-load-operator-password';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function percentiles(values: number[]): Percentiles {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? 0;
  return { count: sorted.length, p50: Math.round(at(0.5) * 10) / 10, p99: Math.round(at(0.99) * 10) / 10 };
}

/** Each operator's session, signed in once before the windows (a sign-in's password hash is not a visit's cost). */
const signInOperators = (baseUrl: string, count: number) =>
  Promise.all(Array.from({ length: count }, () => operatorSessionHeaders(baseUrl, OPERATOR_PASSWORD)));

/** Operators polling the console through the proxy while the window runs (each with its session). */
function startOperators(baseUrl: string, sessions: Record<string, string>[]) {
  const ms: number[] = [];
  let failed = 0;
  let isRunning = true;
  const timed = async (url: string, headers: Record<string, string>) => {
    const started = performance.now();
    const res = await fetch(url, { headers }).catch(() => null);
    await res?.arrayBuffer();
    if (res?.ok) ms.push(performance.now() - started);
    else failed++;
  };
  const operator = async (index: number) => {
    const headers = sessions[index]!;
    await sleep(index * 1_000);
    for (let tick = 0; isRunning; tick++) {
      await timed(`${baseUrl}/console/kiosks?pageSize=25`, headers);
      if (tick % 6 === 0) await timed(`${baseUrl}/console/charts/units-per-day?locale=en`, headers);
      await sleep(5_000);
    }
  };
  const running = sessions.map((_, i) => operator(i).catch(() => failed++));
  return {
    async stop() {
      isRunning = false;
      await Promise.all(running);
      return { ...percentiles(ms), failed };
    },
  };
}

/** Backends of the database waiting on a lock, sampled once a second. */
async function watchLocks(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  let samples = 0;
  let max = 0;
  await client.connect();
  const timer = setInterval(() => {
    void client
      .query<{ n: number }>(
        `select count(*)::int as n from pg_stat_activity
         where datname = current_database() and wait_event_type = 'Lock'`,
      )
      .then(({ rows }) => {
        samples += rows[0]!.n;
        max = Math.max(max, rows[0]!.n);
      })
      .catch(() => undefined);
  }, 1_000);
  return {
    async stop() {
      clearInterval(timer);
      await client.end().catch(() => undefined);
      return { samples, max };
    },
  };
}

/** The write notices on the instances' channel, counted. */
async function countNotices(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let count = 0;
  client.on('notification', () => count++);
  await client.query(`listen ${WRITES_CHANNEL}`);
  return {
    async stop() {
      await client.end().catch(() => undefined);
      return count;
    },
  };
}

interface WindowSetup {
  baseUrl: string;
  databaseUrl: string;
  database: string;
  apiPids: number[];
  /** Each instance's inspector port (only when profiling). */
  inspectPorts: number[];
  restCpu: number;
}

/**
 * Visits at `visitsPerSecond` for `seconds` over the busy kiosks, started on a schedule (not waiting for
 * each other), then all awaited; figures from what the visits and the agents saw, CPU from /proc.
 */
async function measureWindow(
  options: LoadOptions,
  setup: WindowSetup,
  busy: LoadKiosk[],
  agents: LoadAgents,
  profileName?: string,
): Promise<WindowFigures & { visitList: Visit[] }> {
  const log: VisitLog = newVisitLog();
  const visit = visitor(setup.baseUrl, SECRET, log);
  const apiBefore = setup.apiPids.map(cpuSeconds);
  const locks = await watchLocks(setup.databaseUrl);
  const notices = await countNotices(setup.databaseUrl);
  // After the bench's own two connections opened, before they close: only the instances' backends come and go.
  const dbBefore = await databaseCpu(options.adminUrl, setup.database);
  const transactionsBefore = await databaseTransactions(options.adminUrl, setup.database);
  const tablesBefore = await tableActivity(setup.databaseUrl);
  const profileDir = profileName ? options.profileDir : undefined;
  const profilers = profileDir ? await Promise.all(setup.inspectPorts.map(startInspectorProfile)) : [];
  const total = Math.round(options.visitsPerSecond * options.seconds);
  const started = performance.now();
  const running: Promise<Visit>[] = [];
  for (let i = 0; i < total; i++) {
    const wait = started + (i * 1000) / options.visitsPerSecond - performance.now();
    if (wait > 0) await sleep(wait);
    running.push(visit(busy[Math.floor(Math.random() * busy.length)]!));
  }
  const visits = await Promise.all(running);
  const seconds = (performance.now() - started) / 1000;
  const apiCpuByInstance = setup.apiPids.map((pid, i) => cpuSeconds(pid) - apiBefore[i]!);
  const apiCpu = apiCpuByInstance.reduce((sum, cpu) => sum + cpu, 0);
  const profiles = await Promise.all(
    profilers.map(async (profiler, i) => {
      const file = join(profileDir!, `${profileName}-instance-${i + 1}.cpuprofile`);
      writeFileSync(file, JSON.stringify(await profiler.stop()));
      return file;
    }),
  );
  const dbAfter = await databaseCpu(options.adminUrl, setup.database);
  await sleep(1_000); // the backends' last counts reach pg_stat_database
  const transactions = (await databaseTransactions(options.adminUrl, setup.database)) - transactionsBefore;
  const tablesAfter = await tableActivity(setup.databaseUrl);
  const dbCpu = cpuBetween(dbBefore, dbAfter);
  const lockWaits = await locks.stop();
  const writeNotices = await notices.stop();
  // Per order: when its first unit's command reached the agent, and when its last outcome was known.
  const byOrder = new Map<string, { commandAt: number; outcomeAt: number }>();
  for (const [unitId, seen] of agents.units) {
    const orderId = unitId.slice(0, unitId.lastIndexOf(':'));
    const o = byOrder.get(orderId) ?? { commandAt: Infinity, outcomeAt: 0 };
    byOrder.set(orderId, {
      commandAt: Math.min(o.commandAt, seen.commandAt),
      outcomeAt: Math.max(o.outcomeAt, seen.outcomeAt),
    });
  }
  const toCommand: number[] = [];
  const toOrder: number[] = [];
  for (const v of visits) {
    const order = v.orderId ? byOrder.get(v.orderId) : undefined;
    if (!order || !v.dispenseAnsweredAt) continue;
    toCommand.push(order.commandAt - v.dispenseSentAt);
    toOrder.push(v.dispenseAnsweredAt - order.outcomeAt);
  }
  const failures = visits.filter((v) => v.failure || v.status !== 'dispensed');
  return {
    instances: setup.apiPids.length,
    visits: visits.length,
    seconds: Math.round(seconds * 10) / 10,
    calls: Object.fromEntries(VISIT_CALLS.map((c) => [c, percentiles(log.ms.get(c)!)])) as Record<
      VisitCall,
      Percentiles
    >,
    dispenseToCommand: percentiles(toCommand),
    outcomeToOrder: percentiles(toOrder),
    failedCalls: log.failedCalls.length,
    failures: [
      ...new Set(failures.map((v) => v.failure ?? `ended ${v.status}`).map((f) => f.slice(0, 160))),
    ].slice(0, 5),
    apiCpuPer1000: Math.round((apiCpu / visits.length) * 1000 * 10) / 10,
    apiCpuByInstance,
    apiCpuNetPer1000:
      Math.round(((apiCpu - setup.restCpu * seconds * setup.apiPids.length) / visits.length) * 1000 * 10) /
      10,
    databaseCpuPer1000: Math.round((dbCpu / visits.length) * 1000 * 10) / 10,
    transactionsPerVisit: Math.round((transactions / visits.length) * 10) / 10,
    tablesPerVisit: tableActivityPerVisit(tablesBefore, tablesAfter, visits.length),
    backendsOpened: [...dbAfter.keys()].filter((pid) => !dbBefore.has(pid)).length,
    backendsClosed: [...dbBefore.keys()].filter((pid) => !dbAfter.has(pid)).length,
    profiles,
    lockWaitSamples: lockWaits.samples,
    lockWaitMax: lockWaits.max,
    writeNotices,
    listStatuses: Object.fromEntries(log.listStatuses),
    visitList: visits,
  };
}

/** Units the agents dropped against the units the server recorded, per unit id, for the visits' orders. */
export async function auditUnits(databaseUrl: string, visits: Visit[], agents: LoadAgents) {
  const orderIds = visits.flatMap((v) => (v.orderId ? [v.orderId] : []));
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ order_id: string; unit_index: number; n: number }>(
      `select order_id, unit_index, count(*)::int as n from dispense_events
       where order_id = any($1::uuid[]) and outcome = 'dropped' group by order_id, unit_index`,
      [orderIds],
    );
    const server = new Map(rows.map((r) => [`${r.order_id}:${r.unit_index}`, r.n]));
    const ordered = new Set(orderIds);
    let dropped = 0;
    let lost = 0;
    let doubled = [...server.values()].filter((n) => n > 1).length;
    for (const [unitId, seen] of agents.units) {
      if (!ordered.has(unitId.split(':')[0]!)) continue;
      if (seen.runs > 1) doubled++;
      if (seen.outcome !== 'dropped') continue;
      dropped++;
      if (!server.has(unitId)) lost++;
    }
    for (const unitId of server.keys()) if (agents.units.get(unitId)?.outcome !== 'dropped') lost++;
    return { dropped, lost, doubled };
  } finally {
    await client.end();
  }
}

/**
 * The fleet under load: two API instances (the bundled server, DISPENSER=device-link) behind HAProxy on
 * one PostgreSQL database and one Mosquitto, `kiosks` real device agents in this process, visits walked
 * through the API and operators polling the console. Everything it starts it stops.
 */
export async function runFleetLoad(options: LoadOptions): Promise<LoadFigures> {
  const say = options.log ?? (() => undefined);
  const startedAt = Date.now();
  const database = await createDatabase(options.adminUrl);
  const databaseName = new URL(database.url).pathname.slice(1);
  const deviceIds = Array.from(
    { length: options.kiosks },
    (_, i) => `load-kiosk-${String(i + 1).padStart(5, '0')}`,
  );
  const instances: ServerProcess[] = [];
  let broker: Awaited<ReturnType<typeof startFleetBroker>> | null = null;
  let proxy: Awaited<ReturnType<typeof startHaproxy>> | null = null;
  let agents: LoadAgents | null = null;
  try {
    broker = await startFleetBroker(deviceIds);
    const env = {
      DATABASE_URL: database.url,
      SECRET_KEY: SECRET,
      SEED_DEMO: 'true',
      DEMO_OPERATOR_PASSWORD: OPERATOR_PASSWORD,
      DISPENSER: 'device-link',
    };
    const ports: [number, number] = [await freePort(), await freePort()];
    const inspectPorts = options.profileDir ? [await freePort(), await freePort()] : [];
    if (options.profileDir) mkdirSync(options.profileDir, { recursive: true });
    // With profiles, each instance opens its inspector on loopback (the bench's profiler connects to it).
    const envOf = (i: number) => ({
      ...env,
      ...broker!.serverEnv(i),
      ...(options.profileDir
        ? { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --inspect=127.0.0.1:${inspectPorts[i]}` }
        : {}),
    });
    say('starting two API instances…');
    instances.push(await startBundledServer(envOf(0), ports[0]!)); // migrates and seeds first
    instances.push(await startBundledServer(envOf(1), ports[1]!));
    const kiosks = await seedLoadKiosks(database.url, SECRET, options.kiosks);
    proxy = await startHaproxy(ports);
    // The proxy speaks TLS with a certificate of the run's own CA: every fetch of this process trusts it.
    setGlobalDispatcher(new Agent({ connect: { ca: proxy.ca } }));
    say(`starting ${options.kiosks} agents…`);
    agents = startLoadAgents(broker, deviceIds, options.unitMs);
    const agentList = [...agents.agents.values()];
    for (const end = Date.now() + 120_000; agentList.some((a) => !a.client.connected); await sleep(200))
      if (Date.now() > end) throw new Error('the agents did not all connect within two minutes');
    const idleCount = Math.max(5, Math.round(options.kiosks * 0.05));
    const idle = kiosks.slice(0, idleCount);
    const busy = kiosks.slice(idleCount);
    for (const k of [busy[0]!, busy[busy.length - 1]!])
      for (const end = Date.now() + 30_000; ; await sleep(200)) {
        if ((await fetch(`${proxy.url}/devices/${k.deviceId}/readyz`)).ok) break;
        if (Date.now() > end) throw new Error(`${k.deviceId} not ready`);
      }
    const startSeconds = Math.round((Date.now() - startedAt) / 1000);
    const apiPids = instances.map((i) => i.child.pid!);
    say('the instances at rest for 10 s…');
    const restBefore = apiPids.map(cpuSeconds);
    await sleep(10_000);
    const restCpu =
      apiPids.map(cpuSeconds).reduce((sum, after, i) => sum + after - restBefore[i]!, 0) /
      apiPids.length /
      10;
    const setup: WindowSetup = {
      baseUrl: proxy.url,
      databaseUrl: database.url,
      database: databaseName,
      apiPids,
      inspectPorts,
      restCpu,
    };
    say(`warming up, then ${options.seconds} s at ${options.visitsPerSecond} visits/s with two instances…`);
    // Long enough for both instances' code to be compiled (the one-instance window runs on a warm one).
    await measureWindow({ ...options, seconds: WARM_UP_SECONDS }, setup, busy, agents);
    const sessions = await signInOperators(proxy.url, options.operators ?? 2);
    // An idle kiosk's MQTT traffic is counted from here (its connection and subscription are behind it).
    const idleBefore = idle.map((k) => agents!.packets(k.deviceId));
    const idleFrom = performance.now();
    const operators = startOperators(proxy.url, sessions);
    const two = await measureWindow(options, setup, busy, agents, `${options.kiosks}-kiosks-two`);
    const consoleFigures = await operators.stop();
    let one: Awaited<ReturnType<typeof measureWindow>> | null = null;
    if (options.compareOneInstance) {
      say('one instance: the second stopped, the proxy sends everything to the first…');
      await killHard(instances[1]!);
      await sleep(1_500);
      // The same operators as in the two instances' window: the CPU compared is for the same work.
      const sameOperators = startOperators(proxy.url, sessions);
      one = await measureWindow(
        options,
        { ...setup, apiPids: [setup.apiPids[0]!], inspectPorts: setup.inspectPorts.slice(0, 1) },
        busy,
        agents,
        `${options.kiosks}-kiosks-one`,
      );
      await sameOperators.stop();
    }
    const packets = idle.map((k, i) => {
      const now = agents!.packets(k.deviceId);
      return {
        publishes: now.publishes - idleBefore[i]!.publishes,
        control: now.control - idleBefore[i]!.control,
      };
    });
    const idleHours = (performance.now() - idleFrom) / 3_600_000;
    const audit = await auditUnits(database.url, [...two.visitList, ...(one?.visitList ?? [])], agents);
    const strip = ({ visitList, ...rest }: Awaited<ReturnType<typeof measureWindow>>): WindowFigures => {
      void visitList;
      return rest;
    };
    return {
      kiosks: options.kiosks,
      visitsPerSecond: options.visitsPerSecond,
      unitMs: options.unitMs,
      loadAverage: loadavg(),
      startSeconds,
      restCpuPerInstance: Math.round(restCpu * 1000) / 1000,
      two: strip(two),
      one: one ? strip(one) : null,
      unitsDropped: audit.dropped,
      unitsLost: audit.lost,
      unitsDoubled: audit.doubled,
      brokerRssMb: rssMb(broker.pid),
      idleAgent: {
        kiosks: idle.length,
        minutes: Math.round(idleHours * 600) / 10,
        publishesPerHour: Math.round(packets.reduce((s, p) => s + p.publishes, 0) / idle.length / idleHours),
        controlPerHour: Math.round(packets.reduce((s, p) => s + p.control, 0) / idle.length / idleHours),
      },
      console: consoleFigures,
    };
  } finally {
    await agents?.close();
    await proxy?.stop();
    for (const instance of instances) await killHard(instance);
    await broker?.stop();
    await database.drop();
  }
}
