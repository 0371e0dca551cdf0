import { readFileSync } from 'node:fs';
import { pino } from 'pino';
import { commandLineOrExit } from '../../../scripts/command-line.mjs';
import { claimDriverPort, DriverLoadError, loadDriver } from './dispenser/driver';
import { PortBusyError } from './dispenser/port-claim';
import { startAgent } from './agent';
import { AGENT_USAGE } from './agent-usage';
import { loadAgentConfig } from './config';
import { startEmergencyEndpoint } from './emergency/emergency-endpoint';
import { selfUpdate } from './update/self-update';
import { AGENT_VERSION } from './version';

/**
 * `npm start -w @kiosk/agent`: one agent per kiosk PC, configured by environment (docs/device-agent.md,
 * checked at start by config.ts). It logs JSON lines with levels (pino, LOG_LEVEL) to stdout. It serves
 * its loopback emergency endpoint whether or not a broker answers: a kiosk PC booted without a network
 * still gives out the kit.
 */
const args = commandLineOrExit(process.argv.slice(2), {
  options: { version: { type: 'boolean', default: false } },
  helpHint: '--help',
  usage: AGENT_USAGE,
});
if (args.version) {
  console.log(AGENT_VERSION);
  process.exit(0);
}
let config;
try {
  config = loadAgentConfig(process.env);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
const log = pino({ level: config.LOG_LEVEL, base: { deviceId: config.AGENT_DEVICE_ID } });
const deviceId = config.AGENT_DEVICE_ID;

/** A driver that cannot be loaded or built (systemd starts the agent again): why, in one line. */
const driverFailed = (error: unknown): never => {
  if (error instanceof PortBusyError)
    console.error(`${error.message} (kiosk:hw bring-up?): the agent starts again once it is free`);
  else
    console.error(
      error instanceof DriverLoadError ? error.message : `The driver could not start: ${String(error)}`,
    );
  process.exit(1);
};
// The driver's serial port is the agent's while it runs, between units too (docs/hardware.md).
const portClaim = await claimDriverPort(config.AGENT_DRIVER, process.env).catch(driverFailed);
if (portClaim?.warning) log.warn({ reason: portClaim.warning }, 'serial port not claimed');
const dispenser = await loadDriver(config.AGENT_DRIVER, {
  deviceId,
  env: process.env,
  log: (message, fields) => log.info(fields ?? {}, message),
  onMotorTurn: (slot) => log.debug({ slot }, 'motor turned'),
}).catch(driverFailed);
const kioskOrigins = config.AGENT_KIOSK_ORIGIN;
// The agent's hooks reach its self-update, made next: they are called once the agent runs.
const agent = startAgent({
  deviceId,
  brokerUrl: config.MQTT_URL,
  journalPath: config.journalPath,
  dispenser,
  version: AGENT_VERSION,
  mqtt: {
    ...(config.MQTT_USERNAME ? { username: config.MQTT_USERNAME, password: config.MQTT_PASSWORD } : {}),
    ...(config.MQTT_CA_FILE ? { ca: readFileSync(config.MQTT_CA_FILE) } : {}),
  },
  offerEveryMs: config.AGENT_OFFER_EVERY_MS,
  log,
  onUpdate: (command) => updates.onUpdate(command),
  onConnected: () => updates.onConnected(),
});
const updates = selfUpdate({
  apiUrl: config.AGENT_API_URL,
  kioskPcDir: config.KIOSK_PC_DIR,
  stateDir: config.stateDir,
  releaseKeyFile: config.AGENT_RELEASE_KEY,
  builtVersion: AGENT_VERSION,
  deviceId,
  dispenser,
  hasPage: kioskOrigins.length > 0,
  log,
  publish: (event) => agent.publishEvent(event),
  isDispensing: () => agent.runner.isBusy(),
  restart: () => restartForUpdate(),
});
updates.begin();
log.info(
  {
    version: AGENT_VERSION,
    release: updates.running,
    journal: agent.journal.path,
    driver: config.AGENT_DRIVER ?? 'simulator',
  },
  'agent started',
);

const endpoint = kioskOrigins.length
  ? await startEmergencyEndpoint(agent, {
      port: config.AGENT_EMERGENCY_PORT,
      kioskOrigins,
      kits: config.AGENT_EMERGENCY_KITS,
      coolDownMs: config.AGENT_EMERGENCY_COOL_DOWN_MS,
      onKioskState: (report) => updates.onPageReport(report),
    })
  : null;
if (endpoint) log.info({ origin: endpoint.origin, kioskOrigins }, 'emergency endpoint listening');
else log.warn('no emergency endpoint: AGENT_KIOSK_ORIGIN is not set');

// SIGUSR2: drop the broker connection now and connect again (after a network change; the fleet suite's
// agent cut-off). Commands in between wait in the broker's persistent session.
process.on('SIGUSR2', () => {
  log.info('dropping the broker connection (SIGUSR2); reconnecting');
  agent.client.stream.destroy();
});

const stop = () => {
  void (endpoint?.close() ?? Promise.resolve())
    .then(() => agent.close())
    .finally(() => {
      portClaim?.release();
      process.exit(0);
    });
};

/**
 * Stops for systemd to start the agent again through its launcher, from the release `current` now points
 * at: after a unit that is turning has finished (a command arriving meanwhile waits in the broker's session).
 */
async function restartForUpdate(): Promise<void> {
  while (agent.runner.isBusy()) await new Promise((resolve) => setTimeout(resolve, 200));
  log.info('restarting into the release current points at');
  stop();
}
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
