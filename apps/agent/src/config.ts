import { accessSync, constants } from 'node:fs';
import { dirname } from 'node:path';
import { z } from 'zod';
import { invalidConfiguration, parseSettings } from '@kiosk/contract/settings';

const ms = (max: number) => z.coerce.number().int().min(0).max(max);

/** `sku:slot,…`: the emergency skus of this kiosk and their slots. */
const ZKits = z
  .string()
  .default('naloxone-emergency-kit:A1')
  .transform((text, ctx) => {
    const pairs = text.split(',').map((pair) => pair.trim().split(':'));
    if (pairs.every((pair) => pair.length === 2 && pair[0] && pair[1]))
      return new Map(pairs as [string, string][]);
    ctx.addIssue({ code: 'custom', message: 'must be sku:slot pairs separated by commas' });
    return z.NEVER;
  });

/** Comma-separated page origins (https://kiosk.example.org), or none. */
const ZOrigins = z
  .string()
  .optional()
  .transform((text, ctx) => {
    const origins = (text ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean);
    const isOrigin = (o: string) => URL.canParse(o) && new URL(o).origin === o;
    if (origins.every(isOrigin)) return origins;
    ctx.addIssue({ code: 'custom', message: 'must be origins (scheme://host[:port]) separated by commas' });
    return z.NEVER;
  });

/** The API's origin: https, or http on this machine's loopback only (tests, a local API). */
const ZApiOrigin = z
  .string()
  .optional()
  .refine(
    (text) => {
      if (text === undefined) return true;
      if (!URL.canParse(text)) return false;
      const url = new URL(text);
      const isLoopback = ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
      return url.origin === text.replace(/\/$/, '') && (url.protocol === 'https:' || isLoopback);
    },
    { message: 'must be the API origin, https://host[:port] (http only for 127.0.0.1 or localhost)' },
  );

const ZAgentEnv = z.object({
  AGENT_DEVICE_ID: z
    .string({ error: 'must be set to the kiosk device id' })
    .regex(/^[A-Za-z0-9-]{1,64}$/, 'must be the kiosk device id (letters, digits, hyphens)'),
  MQTT_URL: z
    .string()
    .regex(/^mqtts?:\/\/[^/]+/, 'must be an mqtt:// or mqtts:// URL')
    .default('mqtt://127.0.0.1:1883'),
  MQTT_USERNAME: z.string().min(1).optional(),
  MQTT_PASSWORD: z.string().min(1).optional(),
  MQTT_CA_FILE: z.string().min(1).optional(),
  AGENT_JOURNAL: z.string().min(1).optional(),
  AGENT_DRIVER: z.string().min(1).optional(),
  AGENT_OFFER_EVERY_MS: ms(3_600_000).min(100).default(30_000),
  AGENT_KIOSK_ORIGIN: ZOrigins,
  AGENT_EMERGENCY_PORT: z.coerce.number().int().min(1).max(65_535).default(8719),
  AGENT_EMERGENCY_KITS: ZKits,
  AGENT_EMERGENCY_COOL_DOWN_MS: ms(86_400_000).default(120_000),
  AGENT_API_URL: ZApiOrigin,
  KIOSK_PC_DIR: z.string().min(1).default('/opt/kiosk-pc'),
  AGENT_RELEASE_KEY: z.string().min(1).default('/etc/kiosk/release.pub'),
  AGENT_STATE_DIR: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type AgentConfig = z.infer<typeof ZAgentEnv> & { journalPath: string; stateDir: string };

/**
 * The agent's settings (docs/device-agent.md), checked once at start: a bad one stops it with a message
 * naming it, as the server's do. The driver reads its own settings from the environment.
 */
export function loadAgentConfig(env: Record<string, string | undefined>): AgentConfig {
  const e = parseSettings(ZAgentEnv, env);
  if (Boolean(e.MQTT_USERNAME) !== Boolean(e.MQTT_PASSWORD))
    throw invalidConfiguration(['MQTT_USERNAME and MQTT_PASSWORD go together']);
  if (e.MQTT_CA_FILE) {
    try {
      accessSync(e.MQTT_CA_FILE, constants.R_OK);
    } catch (error) {
      const code = (error as { code?: string }).code ?? 'unreadable';
      throw invalidConfiguration([
        `MQTT_CA_FILE: cannot read ${e.MQTT_CA_FILE} (${code}). Set it to the broker's CA certificate (PEM).`,
      ]);
    }
  }
  const journalPath = e.AGENT_JOURNAL ?? `./agent-data/${e.AGENT_DEVICE_ID}.journal.jsonl`;
  // The trial marker and downloads: the journal's folder (/var/lib/kiosk-agent) unless set.
  return { ...e, journalPath, stateDir: e.AGENT_STATE_DIR ?? dirname(journalPath) };
}
