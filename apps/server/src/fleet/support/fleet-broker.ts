import { readdirSync, readFileSync } from 'node:fs';
import type { IClientOptions } from 'mqtt';
import { startBroker, type TestBroker } from '@kiosk/agent/testing';

export interface FleetBroker {
  url: string;
  /** The MQTT options of one kiosk's agent (its own account once the broker has accounts). */
  agentOptions(deviceId: string): IClientOptions;
  /** The API instances' MQTT settings, as environment variables. */
  serverEnv: Record<string, string>;
  /** The broker's process id, for its memory in /proc; null when it was not found. */
  pid: number | null;
  stop(): Promise<void>;
}

/** The process listening as `mosquitto -p <port>`, found in /proc (the test broker does not give its pid). */
function mosquittoPid(port: number): number | null {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const args = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
      if (args[0]?.endsWith('mosquitto') && args.includes(String(port))) return Number(entry);
    } catch {
      // The process ended while the list was read.
    }
  }
  return null;
}

/**
 * The fleet's broker with an account for each kiosk: the one place the load bench and the fleet suite's
 * scale test start it and provision kiosks. Today an anonymous loopback Mosquitto (`startBroker`), every
 * agent its own MQTT session (client id `agent-<device>`); once the broker runs TLS with dynamic-security
 * accounts, this function starts that one and provisions `deviceIds` here, and nothing else changes.
 */
export async function startFleetBroker(deviceIds: string[]): Promise<FleetBroker> {
  void deviceIds; // anonymous today: no account to provision
  const broker: TestBroker = await startBroker();
  return {
    url: broker.url,
    agentOptions: () => ({}),
    serverEnv: { MQTT_URL: broker.url },
    pid: mosquittoPid(broker.port),
    stop: () => broker.stop(),
  };
}
