import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { dirname } from 'node:path';
import type { IClientOptions } from 'mqtt';
import { startSecureBroker } from '@kiosk/device-link/testing';

export interface FleetBroker {
  url: string;
  /** The MQTT options of one kiosk's agent: TLS trusting the broker's CA, the kiosk's own account. */
  agentOptions(deviceId: string): IClientOptions;
  /**
   * An API instance's MQTT settings (URL, its own account bound to its client id, the CA), as environment
   * variables: instances 0 and 1, and 2 for a command run beside them.
   */
  serverEnv(instance: number): Record<string, string>;
  /** The broker's TLS port (its clients' connections are counted on it). */
  port: number;
  /** The broker's process id now (it changes with a restart), for its memory in /proc; null when not found. */
  pid: number | null;
  /** Kills the broker hard (its clients lose their connections and sessions) and starts it again. */
  kill(): Promise<void>;
  restart(): Promise<void>;
  /**
   * Stops the broker (SIGSTOP) and lets it go on (SIGCONT): unreachable while stopped, its connections
   * still open (the kernel accepts new ones it never answers), as a broker behind a dead link.
   */
  pause(): void;
  resume(): void;
  stop(): Promise<void>;
}

/** The Mosquitto process started in `dir` (the test broker does not give its pid), found in /proc. */
function mosquittoPid(dir: string): number | null {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const command = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0')[0] ?? '';
      if (command.endsWith('mosquitto') && readlinkSync(`/proc/${entry}/cwd`) === dir) return Number(entry);
    } catch {
      // The process ended while the list was read, or is not ours to read.
    }
  }
  return null;
}

/**
 * The fleet's broker as deployed (TLS, no anonymous client, dynamic security) with an account for each
 * kiosk and one for the API: the one place the load bench and the fleet suite's load test start the
 * broker and provision kiosks. Accounts are made one after another over one admin connection.
 */
export async function startFleetBroker(deviceIds: string[]): Promise<FleetBroker> {
  const broker = await startSecureBroker();
  try {
    const options = new Map<string, IClientOptions>();
    await broker.withAccounts(async (accounts) => {
      for (const deviceId of deviceIds)
        options.set(deviceId, broker.clientOptions(await accounts.createKiosk(deviceId)));
    });
    const serverEnvs = [
      await broker.apiEnv('api-1'),
      await broker.apiEnv('api-2'),
      await broker.apiEnv('api-3'),
    ];
    const dir = dirname(dirname(broker.caFile));
    const signal = (name: NodeJS.Signals) => {
      const pid = mosquittoPid(dir);
      if (pid === null) throw new Error('the broker is not running');
      process.kill(pid, name);
    };
    return {
      url: broker.url,
      agentOptions: (deviceId) => options.get(deviceId) ?? {},
      serverEnv: (instance) => serverEnvs[instance] ?? {},
      port: broker.port,
      get pid() {
        return mosquittoPid(dir);
      },
      pause: () => signal('SIGSTOP'),
      resume: () => signal('SIGCONT'),
      kill: () => broker.kill(),
      restart: () => broker.restart(),
      stop: () => broker.stop(),
    };
  } catch (error) {
    await broker.stop();
    throw error;
  }
}
