import { DispenserSimulator, parseSimulatorFaults } from './dispenser';
import { startAgent } from './agent';
import { readFileSync } from 'node:fs';

/**
 * `npm start -w @kiosk/agent`: one agent per kiosk PC. Configuration by environment (docs/device-agent.md):
 * AGENT_DEVICE_ID, MQTT_URL, AGENT_JOURNAL, MQTT_USERNAME/MQTT_PASSWORD, MQTT_CA_FILE, DISPENSE_UNIT_MS,
 * SIMULATOR_FAULTS.
 */
const env = process.env;
const deviceId = env.AGENT_DEVICE_ID;
if (!deviceId || !/^[A-Za-z0-9-]{1,64}$/.test(deviceId)) {
  console.error('AGENT_DEVICE_ID must be the kiosk device id (letters, digits, hyphens).');
  process.exit(1);
}
const log = (message: string, fields: Record<string, unknown> = {}) =>
  console.log(JSON.stringify({ time: new Date().toISOString(), deviceId, msg: message, ...fields }));

const dispenser = new DispenserSimulator({
  unitMs: Number(env.DISPENSE_UNIT_MS ?? 1500),
  faults: parseSimulatorFaults(env.SIMULATOR_FAULTS),
});
const agent = startAgent({
  deviceId,
  brokerUrl: env.MQTT_URL ?? 'mqtt://127.0.0.1:1883',
  journalPath: env.AGENT_JOURNAL ?? `./agent-data/${deviceId}.journal.jsonl`,
  dispenser,
  mqtt: {
    ...(env.MQTT_USERNAME ? { username: env.MQTT_USERNAME, password: env.MQTT_PASSWORD } : {}),
    ...(env.MQTT_CA_FILE ? { ca: readFileSync(env.MQTT_CA_FILE) } : {}),
  },
  log,
});
log('agent started', { journal: agent.journal.path });

const stop = () => {
  void agent.close().finally(() => process.exit(0));
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
