import type { LoadAgents } from './load-agents';
import type { LoadKiosk } from './load-kiosks';
import { newVisitLog, visitor, type Visit, type VisitLog } from './load-visits';
import { cpuSeconds } from './proc-stats';
import { establishedTo } from './connections';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface FleetSample {
  /** performance.now() */
  at: number;
  /** CPU seconds the API instances used so far, every process an instance ran as counted. */
  apiCpu: number;
  brokerConnections: number;
  postgresConnections: number;
}

/**
 * The API instances' CPU and the broker's and PostgreSQL's established connections, sampled every half
 * second from /proc (they answer nothing while stopped or restarting). A killed instance's last reading
 * stays counted; its new process adds its own.
 */
export function sampleFleet(apiPids: () => number[], brokerPort: number, postgresPort: number) {
  const cpuByPid = new Map<number, number>();
  const samples: FleetSample[] = [];
  const take = () => {
    for (const pid of apiPids()) cpuByPid.set(pid, Math.max(cpuByPid.get(pid) ?? 0, cpuSeconds(pid)));
    samples.push({
      at: performance.now(),
      apiCpu: [...cpuByPid.values()].reduce((sum, cpu) => sum + cpu, 0),
      brokerConnections: establishedTo(brokerPort),
      postgresConnections: establishedTo(postgresPort),
    });
  };
  take();
  const timer = setInterval(take, 500);
  return {
    samples,
    stop() {
      clearInterval(timer);
      take();
      return samples;
    },
  };
}

/** Each agent's MQTT connection: when it closed first after `watch` began, and when it connected last. */
export function watchAgentConnections(agents: LoadAgents) {
  const dropped = new Map<string, number>();
  const connected = new Map<string, number>();
  const off: (() => void)[] = [];
  for (const [deviceId, agent] of agents.agents) {
    const onClose = () => dropped.has(deviceId) || dropped.set(deviceId, performance.now());
    const onConnect = () => connected.set(deviceId, performance.now());
    agent.client.on('close', onClose);
    agent.client.on('connect', onConnect);
    off.push(() => agent.client.off('close', onClose).off('connect', onConnect));
  }
  return {
    dropped,
    connected,
    /** Connected now, and again since it dropped (if it did). */
    isBack: (deviceId: string) =>
      agents.agents.get(deviceId)!.client.connected &&
      (!dropped.has(deviceId) || (connected.get(deviceId) ?? 0) > dropped.get(deviceId)!),
    stop: () => off.forEach((f) => f()),
  };
}

/**
 * When each agent is online again after `from` (performance.now()): connected to the broker (again, if it
 * dropped) and its kiosk ready through the proxy (the API has its online status). Ms after `from` per
 * agent back within `timeoutMs`; readiness asked 16 kiosks at a time, each until it answers 200.
 */
export async function watchOnline(
  baseUrl: string,
  deviceIds: string[],
  isBack: (deviceId: string) => boolean,
  from: number,
  timeoutMs: number,
): Promise<number[]> {
  const pending = new Set(deviceIds);
  const backMs: number[] = [];
  const ready = async (deviceId: string) => {
    const res = await fetch(`${baseUrl}/devices/${deviceId}/readyz`).catch(() => null);
    await res?.arrayBuffer();
    if (!res?.ok) return;
    backMs.push(performance.now() - from);
    pending.delete(deviceId);
  };
  for (const end = performance.now() + timeoutMs; pending.size > 0 && performance.now() < end;) {
    const candidates = [...pending].filter(isBack);
    for (let i = 0; i < candidates.length; i += 16) await Promise.all(candidates.slice(i, i + 16).map(ready));
    await sleep(250);
  }
  return backMs.sort((a, b) => a - b);
}

/**
 * Visits at `visitsPerSecond` until stopped, each at the next kiosk (round the list) without a visit
 * of its own still running: a kiosk serves one customer at a time. A tick with every kiosk busy is skipped.
 */
export function driveVisits(baseUrl: string, secret: string, kiosks: LoadKiosk[], visitsPerSecond: number) {
  const log: VisitLog = newVisitLog();
  const visit = visitor(baseUrl, secret, log);
  const busy = new Set<string>();
  const running: Promise<Visit>[] = [];
  let skipped = 0;
  let isRunning = true;
  let next = 0;
  const loop = (async () => {
    const started = performance.now();
    for (let i = 0; isRunning; i++) {
      const wait = started + (i * 1000) / visitsPerSecond - performance.now();
      if (wait > 0) await sleep(wait);
      const free = kiosks.findIndex((_, j) => !busy.has(kiosks[(next + j) % kiosks.length]!.deviceId));
      if (free === -1) {
        skipped++;
        continue;
      }
      const kiosk = kiosks[(next + free) % kiosks.length]!;
      next = (next + free + 1) % kiosks.length;
      busy.add(kiosk.deviceId);
      running.push(visit(kiosk).finally(() => busy.delete(kiosk.deviceId)));
    }
  })();
  return {
    log,
    async stop() {
      isRunning = false;
      await loop;
      return { visits: await Promise.all(running), skipped };
    },
  };
}
