import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startAgent, type Agent } from '@kiosk/agent';
import { unitIdOf, type Dispenser, type UnitInput } from '@kiosk/device-link';
import { DispenserSimulator } from '@kiosk/device-link/simulator';
import type { FleetBroker } from './fleet-broker';

/** What the agents saw of one unit: when its command came, when its outcome was known, motor runs. */
export interface UnitSeen {
  commandAt: number;
  outcomeAt: number;
  runs: number;
  outcome: string;
}

/** The simulator, noting when each unit's command reached the agent and when its outcome was known. */
class WatchedDispenser implements Dispenser {
  readonly units = new Map<string, UnitSeen>();
  constructor(private readonly inner: DispenserSimulator) {}
  async dispenseUnit(unit: UnitInput) {
    const id = unitIdOf(unit);
    const seen = this.units.get(id) ?? { commandAt: performance.now(), outcomeAt: 0, runs: 0, outcome: '' };
    seen.runs++;
    this.units.set(id, seen);
    const outcome = await this.inner.dispenseUnit(unit);
    seen.outcomeAt = performance.now();
    seen.outcome = outcome;
    return outcome;
  }
  unitOutcome = (unit: UnitInput) => this.inner.unitOutcome(unit);
  status = (deviceId: string) => this.inner.status(deviceId);
}

export interface LoadAgents {
  units: Map<string, UnitSeen>;
  agents: Map<string, Agent>;
  /** MQTT packets each agent sent and received since it started (PUBLISH and control packets apart). */
  packets(deviceId: string): { publishes: number; control: number };
  close(): Promise<void>;
}

/**
 * One real device agent per kiosk, all in this process (each its own MQTT session and journal), on one
 * simulated dispenser of `unitMs` per unit. The simulator's motor rule holds per device as in a kiosk.
 */
export function startLoadAgents(broker: FleetBroker, deviceIds: string[], unitMs: number): LoadAgents {
  const dir = mkdtempSync(join(tmpdir(), 'fleet-load-agents-'));
  const dispenser = new WatchedDispenser(new DispenserSimulator({ unitMs }));
  const agents = new Map<string, Agent>();
  const counts = new Map<string, { publishes: number; control: number }>();
  for (const deviceId of deviceIds) {
    const agent = startAgent({
      deviceId,
      brokerUrl: broker.url,
      journalPath: join(dir, `${deviceId}.jsonl`),
      dispenser,
      mqtt: broker.agentOptions(deviceId),
    });
    const count = { publishes: 0, control: 0 };
    const onPacket = (packet: { cmd: string }) => {
      if (packet.cmd === 'publish') count.publishes++;
      else count.control++;
    };
    agent.client.on('packetsend', onPacket);
    agent.client.on('packetreceive', onPacket);
    counts.set(deviceId, count);
    agents.set(deviceId, agent);
  }
  return {
    units: dispenser.units,
    agents,
    packets: (deviceId) => ({ ...(counts.get(deviceId) ?? { publishes: 0, control: 0 }) }),
    async close() {
      await Promise.all([...agents.values()].map((a) => a.close().catch(() => undefined)));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
