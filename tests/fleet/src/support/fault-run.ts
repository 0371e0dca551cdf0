import { loadavg } from 'node:os';
import pg from 'pg';
import { startFleetStack, type FleetStack } from './fleet-stack';
import { auditUnits, percentiles, type Percentiles } from './load-run';
import type { Visit, VisitLog } from './load-visits';
import {
  driveVisits,
  sampleFleet,
  watchAgentConnections,
  watchOnline,
  type FleetSample,
} from './fault-watch';
import { rssMb } from './proc-stats';
import { startThrowawayPostgres, type ThrowawayPostgres } from '@kiosk/server/src/test/throwaway-postgres';

export const FAULTS = ['broker-restart', 'postgres-restart', 'instance-kill', 'broker-pause'] as const;
export type Fault = (typeof FAULTS)[number];

export interface FaultOptions {
  fault: Fault;
  kiosks: number;
  visitsPerSecond: number;
  unitMs: number;
  /** Visits before the fault begins. */
  faultAfterMs: number;
  /** How long the broker is away: killed then started (broker-restart), or stopped (broker-pause). */
  awayMs: number;
  /** Visits go on this long after the fault ended: the window of the recovery's CPU and p99. */
  recoveryMs: number;
  /**
   * The PostgreSQL the run's database is made on. Unset (and always for postgres-restart): a throwaway
   * cluster of the run's own, which it restarts; the machine's shared PostgreSQL is never restarted.
   */
  adminUrl?: string;
  /** The instances' DEVICE_LINK_GIVE_UP_MS (the server's default when unset). */
  giveUpMs?: number;
  log?: (message: string) => void;
}

export interface FaultFigures {
  fault: Fault;
  kiosks: number;
  visitsPerSecond: number;
  loadAverage: number[];
  startSeconds: number;
  /** From the fault's start to its end (the broker or PostgreSQL answering, the instance started again). */
  faultSeconds: number;
  visits: number;
  /** Ticks of the visits' schedule with every kiosk still serving a visit. */
  visitsSkipped: number;
  dispensed: number;
  unitsDropped: number;
  unitsLost: number;
  unitsDoubled: number;
  /** The visits' orders still dispensing once every give-up, lease and sweep has had its time. */
  stuck: number;
  /** Failed calls by when they were sent: before the fault (and failed before it), in flight at it, during, after. */
  failedCalls: { before: number; inFlight: number; during: number; after: number };
  failures: string[];
  /** Orders of the failed visits after the fault, their dispense asked again where paid: status → count. */
  failedOrders: Record<string, number>;
  /** Failed visits that had made no order yet (nothing to recover). */
  failedWithoutOrder: number;
  /** Agents whose MQTT connection closed during the fault, and ms after the fault's end until they connected. */
  agentsDropped: number;
  reconnectMs: { p95: number | null; all: number | null };
  /** Ms after the fault's end until 95 % and 100 % of agents were online again (connected and ready). */
  onlineMs: { count: number; p95: number | null; all: number | null };
  recovery: {
    seconds: number;
    /** The API instances' CPU over the window, in CPU seconds a second (1 = one core). */
    apiCpuPerSecond: number;
    calls: Percentiles;
    dispense: Percentiles;
  };
  peaks: {
    brokerBefore: number;
    brokerPeak: number;
    postgresBefore: number;
    postgresPeak: number;
  };
  brokerRssMb: number | null;
}

const SECRET = 'fleet-fault-secret-0123456789abcdef0123456789';
/** The instances' default dispense lease and orphan sweep (config.ts), plus a margin. */
const LEASE_AND_SWEEP_MS = 15_000 + 30_000 + 15_000;
const DEFAULT_GIVE_UP_MS = 60_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Runs the fault; resolves at its end (the part that was away answers again). */
async function inject(fault: Fault, stack: FleetStack, postgres: ThrowawayPostgres | null, awayMs: number) {
  if (fault === 'broker-restart') {
    await stack.broker.kill();
    await sleep(awayMs);
    await stack.broker.restart();
  } else if (fault === 'broker-pause') {
    stack.broker.pause();
    await sleep(awayMs);
    stack.broker.resume();
  } else if (fault === 'postgres-restart') await postgres!.restart();
  else await stack.killAndStartInstance(1);
}

/**
 * One fault while the fleet works (bench/results/fleet-faults.md): the fleet of `startFleetStack`, visits
 * at `visitsPerSecond`, the fault `faultAfterMs` into them, visits for `recoveryMs` after it ended; then
 * every agent online again, no order left dispensing, each unit recorded once, and each failed visit's
 * order taken up again. Everything it starts it stops.
 */
export async function runFleetFault(options: FaultOptions): Promise<FaultFigures> {
  const startedAt = Date.now();
  const useOwn = !options.adminUrl || options.fault === 'postgres-restart';
  const postgres = useOwn ? await startThrowawayPostgres() : null;
  const adminUrl = postgres?.adminUrl ?? options.adminUrl!;
  let stack: FleetStack | null = null;
  try {
    stack = await startFleetStack({
      kiosks: options.kiosks,
      unitMs: options.unitMs,
      adminUrl,
      secret: SECRET,
      env: options.giveUpMs ? { DEVICE_LINK_GIVE_UP_MS: String(options.giveUpMs) } : {},
      log: options.log,
    });
    return await faultOnStack(options, stack, postgres, Math.round((Date.now() - startedAt) / 1000));
  } finally {
    await stack?.stop();
    postgres?.stop();
  }
}

async function faultOnStack(
  options: FaultOptions,
  stack: FleetStack,
  postgres: ThrowawayPostgres | null,
  startSeconds: number,
): Promise<FaultFigures> {
  const say = options.log ?? (() => undefined);
  const postgresPort = Number(new URL(postgres?.adminUrl ?? options.adminUrl!).port || 5432);
  const sampler = sampleFleet(stack.apiPids, stack.broker.port, postgresPort);
  const visits = driveVisits(stack.proxy.url, SECRET, stack.kiosks, options.visitsPerSecond);
  await sleep(options.faultAfterMs);
  say(`${options.fault}…`);
  const connections = watchAgentConnections(stack.agents);
  const faultStart = performance.now();
  await inject(options.fault, stack, postgres, options.awayMs);
  const faultEnd = performance.now();
  say(`the fault over after ${Math.round(faultEnd - faultStart)} ms; waiting for every agent…`);
  const [onlineMs] = await Promise.all([
    watchOnline(stack.proxy.url, [...stack.agents.agents.keys()], connections.isBack, faultEnd, 120_000),
    sleep(options.recoveryMs),
  ]);
  const { visits: visitList, skipped } = await visits.stop();
  const samples = sampler.stop();
  connections.stop();
  say('waiting for every order to settle…');
  const stuck = await settle(
    stack.databaseUrl,
    visitList,
    (options.giveUpMs ?? DEFAULT_GIVE_UP_MS) + LEASE_AND_SWEEP_MS,
  );
  const taken = await takeUpFailedOrders(stack, visitList);
  const audit = await auditUnits(stack.databaseUrl, visitList, stack.agents);
  const reconnect = [...connections.dropped.keys()]
    .map((id) => (connections.connected.get(id) ?? Infinity) - faultEnd)
    .sort((a, b) => a - b);
  return {
    fault: options.fault,
    kiosks: options.kiosks,
    visitsPerSecond: options.visitsPerSecond,
    loadAverage: loadavg(),
    startSeconds,
    faultSeconds: round((faultEnd - faultStart) / 1000),
    visits: visitList.length,
    visitsSkipped: skipped,
    dispensed: visitList.filter((v) => v.status === 'dispensed').length,
    unitsDropped: audit.dropped,
    unitsLost: audit.lost,
    unitsDoubled: audit.doubled,
    stuck,
    failedCalls: classifyFailures(visits.log, faultStart, faultEnd),
    failures: [...new Set(visitList.flatMap((v) => (v.failure ? [v.failure.slice(0, 160)] : [])))].slice(
      0,
      5,
    ),
    failedOrders: taken.statuses,
    failedWithoutOrder: taken.withoutOrder,
    agentsDropped: connections.dropped.size,
    reconnectMs: { p95: share(reconnect, 0.95), all: share(reconnect, 1) },
    onlineMs: {
      count: onlineMs.length,
      p95: onlineMs.length === options.kiosks ? share(onlineMs, 0.95) : null,
      all: onlineMs.length === options.kiosks ? share(onlineMs, 1) : null,
    },
    recovery: recoveryFigures(samples, visits.log, faultEnd, faultEnd + options.recoveryMs),
    peaks: peaksOf(samples, faultStart),
    brokerRssMb: rssMb(stack.broker.pid),
  };
}

const round = (n: number) => Math.round(n * 10) / 10;

/** The time by which `fraction` of them had happened (null when some never did). */
function share(sortedMs: number[], fraction: number): number | null {
  if (sortedMs.length === 0) return 0;
  const at = sortedMs[Math.ceil(sortedMs.length * fraction) - 1]!;
  return Number.isFinite(at) ? Math.max(0, Math.round(at)) : null;
}

function classifyFailures(log: VisitLog, faultStart: number, faultEnd: number) {
  const counts = { before: 0, inFlight: 0, during: 0, after: 0 };
  for (const f of log.failedCalls) {
    if (f.at < faultStart) counts.before++;
    else if (f.startedAt < faultStart) counts.inFlight++;
    else if (f.startedAt <= faultEnd) counts.during++;
    else counts.after++;
  }
  return counts;
}

function recoveryFigures(samples: FleetSample[], log: VisitLog, from: number, to: number) {
  const first = samples.find((s) => s.at >= from) ?? samples.at(-1)!;
  const last = samples.findLast((s) => s.at <= to) ?? samples.at(-1)!;
  const seconds = Math.max(0.001, (last.at - first.at) / 1000);
  const inWindow = log.timings.filter((t) => t.startedAt >= from && t.startedAt <= to);
  return {
    seconds: round(seconds),
    apiCpuPerSecond: Math.round(((last.apiCpu - first.apiCpu) / seconds) * 100) / 100,
    calls: percentiles(inWindow.filter((t) => t.call !== 'dispense').map((t) => t.ms)),
    dispense: percentiles(inWindow.filter((t) => t.call === 'dispense').map((t) => t.ms)),
  };
}

function peaksOf(samples: FleetSample[], faultStart: number) {
  const before = samples.filter((s) => s.at < faultStart).at(-1) ?? samples[0]!;
  const after = samples.filter((s) => s.at >= faultStart);
  return {
    brokerBefore: before.brokerConnections,
    brokerPeak: Math.max(...after.map((s) => s.brokerConnections)),
    postgresBefore: before.postgresConnections,
    postgresPeak: Math.max(...after.map((s) => s.postgresConnections)),
  };
}

async function orderStatuses(databaseUrl: string, ids: string[]): Promise<Map<string, string>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string; status: string }>(
      `select id, status from orders where id = any($1::uuid[])`,
      [ids],
    );
    return new Map(rows.map((r) => [r.id, r.status]));
  } finally {
    await client.end();
  }
}

/** Waits (up to `ms`) for no order of the visits dispensing; the number still dispensing then. */
async function settle(databaseUrl: string, visits: Visit[], ms: number): Promise<number> {
  const ids = visits.flatMap((v) => (v.orderId ? [v.orderId] : []));
  const dispensing = async () =>
    [...(await orderStatuses(databaseUrl, ids)).values()].filter((s) => s === 'dispensing').length;
  for (const end = Date.now() + ms; Date.now() < end; await sleep(1_000))
    if ((await dispensing()) === 0) return 0;
  return dispensing();
}

/**
 * Each failed visit's order taken up as the kiosk would: a paid order's dispense asked again. The
 * statuses of the failed visits' orders afterwards, and how many failed before making one.
 */
async function takeUpFailedOrders(stack: FleetStack, visits: Visit[]) {
  const failed = visits.filter((v) => v.failure || v.status !== 'dispensed');
  const ids = failed.flatMap((v) => (v.orderId ? [v.orderId] : []));
  const before = await orderStatuses(stack.databaseUrl, ids);
  for (const v of failed) {
    if (!v.orderId || before.get(v.orderId) !== 'paid') continue;
    const cookie = stack.kiosks.find((k) => k.deviceId === v.deviceId)!.cookie;
    const res = await fetch(
      `${stack.proxy.url}/devices/${v.deviceId}/orders/${v.orderId}/dispense?locale=en`,
      { method: 'POST', headers: { cookie } },
    ).catch(() => null);
    await res?.arrayBuffer();
  }
  const after = await orderStatuses(stack.databaseUrl, ids);
  const statuses: Record<string, number> = {};
  for (const status of after.values()) statuses[status] = (statuses[status] ?? 0) + 1;
  return { statuses, withoutOrder: failed.length - ids.length };
}
