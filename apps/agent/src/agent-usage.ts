/** What `--help` of the device agent prints (`npm start -w @kiosk/agent -- --help`, or the kiosk PC's node). */
export const AGENT_USAGE = `The kiosk's device agent: drives the dispenser, journals every unit, talks to the API over MQTT, and
serves the emergency kit on a loopback endpoint when the kiosk cannot reach the API.

Usage: npm start -w @kiosk/agent [-- --version]
       node agent/kiosk-agent.mjs [--version]     (on a kiosk PC, as its systemd unit runs it)

  --version    prints the agent's version and exits
  --help, -h   this text (nothing is connected to, started or written)

Settings, from the environment only (no .env is read; on a kiosk PC systemd loads /etc/kiosk/agent.env):
  AGENT_DEVICE_ID (required), MQTT_URL (default mqtt://127.0.0.1:1883), MQTT_USERNAME, MQTT_PASSWORD,
  MQTT_CA_FILE, AGENT_JOURNAL (default ./agent-data/<id>.journal.jsonl), AGENT_DRIVER (default the
  simulator), AGENT_OFFER_EVERY_MS, AGENT_KIOSK_ORIGIN, AGENT_EMERGENCY_PORT (default 8719),
  AGENT_EMERGENCY_KITS, AGENT_EMERGENCY_COOL_DOWN_MS, LOG_LEVEL, SERIAL_LOCK_DIR (default /run/lock: where
  the driver's serial port is claimed); a driver reads its own.
More: docs/device-agent.md and deploy/kiosk-pc/README.md.`;
