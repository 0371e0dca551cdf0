import { readFileSync } from 'node:fs';
import { loadDriver } from './dispenser/driver';
import { startAgent } from './agent';
import { startEmergencyEndpoint } from './emergency/emergency-endpoint';
import { AGENT_VERSION } from './version';

/**
 * `npm start -w @kiosk/agent`: one agent per kiosk PC. Configuration by environment (docs/device-agent.md):
 * AGENT_DEVICE_ID, MQTT_URL, AGENT_JOURNAL, MQTT_USERNAME/MQTT_PASSWORD, MQTT_CA_FILE; the driver:
 * AGENT_DRIVER (the simulator, with DISPENSE_UNIT_MS and SIMULATOR_FAULTS, or a driver module); the loopback emergency endpoint: AGENT_KIOSK_ORIGIN, AGENT_EMERGENCY_PORT,
 * AGENT_EMERGENCY_KITS, AGENT_EMERGENCY_COOL_DOWN_MS.
 */
const env = process.env;
if (process.argv.includes('--version')) {
  console.log(AGENT_VERSION);
  process.exit(0);
}
const deviceId = env.AGENT_DEVICE_ID;
if (!deviceId || !/^[A-Za-z0-9-]{1,64}$/.test(deviceId)) {
  console.error('AGENT_DEVICE_ID must be the kiosk device id (letters, digits, hyphens).');
  process.exit(1);
}
const log = (message: string, fields: Record<string, unknown> = {}) =>
  console.log(JSON.stringify({ time: new Date().toISOString(), deviceId, msg: message, ...fields }));

const dispenser = await loadDriver(env.AGENT_DRIVER, { deviceId, env, log });
const agent = startAgent({
  deviceId,
  brokerUrl: env.MQTT_URL ?? 'mqtt://127.0.0.1:1883',
  journalPath: env.AGENT_JOURNAL ?? `./agent-data/${deviceId}.journal.jsonl`,
  dispenser,
  version: AGENT_VERSION,
  mqtt: {
    ...(env.MQTT_USERNAME ? { username: env.MQTT_USERNAME, password: env.MQTT_PASSWORD } : {}),
    ...(env.MQTT_CA_FILE ? { ca: readFileSync(env.MQTT_CA_FILE) } : {}),
  },
  ...(env.AGENT_OFFER_EVERY_MS ? { offerEveryMs: Number(env.AGENT_OFFER_EVERY_MS) } : {}),
  log,
});
log('agent started', {
  version: AGENT_VERSION,
  journal: agent.journal.path,
  driver: env.AGENT_DRIVER ?? 'simulator',
});

/** `naloxone-emergency-kit:A1,…`: the emergency skus of this kiosk and their slots. */
const kits = new Map(
  (env.AGENT_EMERGENCY_KITS ?? 'naloxone-emergency-kit:A1')
    .split(',')
    .map((pair) => pair.trim().split(':') as [string, string])
    .filter(([sku, slot]) => sku && slot),
);
const kioskOrigins = (env.AGENT_KIOSK_ORIGIN ?? '')
  .split(',')
  .map((o) => o.trim())
  .filter(Boolean);
const endpoint = kioskOrigins.length
  ? await startEmergencyEndpoint(agent, {
      port: Number(env.AGENT_EMERGENCY_PORT ?? 8719),
      kioskOrigins,
      kits,
      coolDownMs: Number(env.AGENT_EMERGENCY_COOL_DOWN_MS ?? 120_000),
    })
  : null;
if (endpoint) log('emergency endpoint listening', { origin: endpoint.origin, kioskOrigins });
else log('no emergency endpoint: AGENT_KIOSK_ORIGIN is not set');

// SIGUSR2: drop the broker connection now and connect again (after a network change; the fleet suite's
// agent cut-off). Commands in between wait in the broker's persistent session.
process.on('SIGUSR2', () => {
  log('dropping the broker connection (SIGUSR2); reconnecting');
  agent.client.stream.destroy();
});

const stop = () => {
  void (endpoint?.close() ?? Promise.resolve()).then(() => agent.close()).finally(() => process.exit(0));
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
