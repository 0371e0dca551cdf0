import { isSupportedCountry, type CountryCode } from 'libphonenumber-js';
import { z } from 'zod';
import {
  CURRENCIES,
  DEFAULT_LANGUAGE,
  LANGUAGE_CODES,
  PAYMENT_PROVIDERS,
  type TPaymentProvider,
} from '@kiosk/contract';
import { ConfigError, invalidConfiguration, parseSettings } from '@kiosk/contract/settings';
import { parseSimulatorFaults, type SimulatedFault } from '@kiosk/device-link/simulator';
import {
  brokerAdminSettings,
  type BrokerAdminSettings,
} from '../modules/kiosk-setup/broker-accounts.service';
import { configFromEnv } from './config-sections';

/** Default longest run of one PostgreSQL statement, lock waits included; a stuck query then fails fast. */
export const DEFAULT_STATEMENT_TIMEOUT_MS = 10_000;

const ZBoolText = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(0)
    .max(600_000)
    .refine((ms) => ms === 0 || ms >= 100, 'must be 0 (no limit) or at least 100')
    .default(DEFAULT_STATEMENT_TIMEOUT_MS),
  PUBLIC_URL: z.url().optional(),
  /** Unset: `warn` in the demo (no request logs under the printed credentials), `info` otherwise. */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  SECRET_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  DEMO_STAFF_PASSKEY: z.string().min(12, 'must be at least 12 characters').optional(),
  DEMO_OPERATOR_PASSWORD: z.string().min(12, 'must be at least 12 characters').max(256).optional(),
  DEMO_ACCESS_CODE: z
    .string()
    .regex(/^[A-Za-z0-9-]{4,32}$/, 'must be 4-32 letters, digits or hyphens')
    .optional(),
  SEED_DEMO: ZBoolText.optional(),
  MIGRATE_ON_START: ZBoolText.default(true),
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).optional(),
  OPERATOR_PORT: z.coerce.number().int().min(0).max(65_535).default(9464),
  ALLOW_DEMO_IN_PRODUCTION: ZBoolText.default(false),
  WEB_DIST_DIR: z.string().optional(),
  ORDER_HOLD_TTL_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(15),
  RESERVATION_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(72),
  ALERT_WEBHOOK_URL: z.url().optional(),
  /** The receiver's own secret: the key of each POST's signature (Kiosk-Signature). */
  ALERT_WEBHOOK_SECRET: z
    .string()
    .min(32, 'must be at least 32 characters, e.g. from `openssl rand -hex 32`')
    .max(256)
    .optional(),
  ALERT_SWEEP_INTERVAL_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
  ALERT_RETRY_BASE_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
  ALERT_EMAIL_TO: z
    .string()
    .optional()
    .transform((text, ctx) => {
      const addresses = (text ?? '')
        .split(',')
        .map((a) => a.trim())
        .filter(Boolean);
      if (addresses.every((a) => z.email().safeParse(a).success)) return addresses;
      ctx.addIssue({ code: 'custom', message: 'must be e-mail addresses, separated by commas' });
      return z.NEVER;
    }),
  ALERT_EMAIL_FROM: z.email().optional(),
  ALERT_LANGUAGE: z
    .string()
    .default(DEFAULT_LANGUAGE)
    .refine((code) => (LANGUAGE_CODES as readonly string[]).includes(code), {
      message: `must be one of the server's languages: ${LANGUAGE_CODES.join(', ')}`,
    }),
  /** The programme's currency: the catalogue's prices are amounts in it (ISO 4217, USD by default). */
  PROGRAMME_CURRENCY: z
    .string()
    .default('USD')
    .refine((code) => CURRENCIES.includes(code), {
      message: 'must be an ISO 4217 currency code, e.g. USD',
    }),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL, e.g. smtps://user:password@smtp.example.org')
    .optional(),
  SWEEP_INTERVAL_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
  DISPENSE_UNIT_MS: z.coerce.number().int().min(0).max(60_000).default(1500),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  DISPENSER: z.enum(['simulator', 'device-link']).default('simulator'),
  MQTT_URL: z
    .string()
    .regex(/^mqtts?:\/\//, 'must be an mqtt:// or mqtts:// URL')
    .default('mqtt://127.0.0.1:1883'),
  MQTT_USERNAME: z.string().optional(),
  MQTT_PASSWORD: z.string().optional(),
  /** The CA that signed the broker's certificate (mqtts://), when it is not a public one. */
  MQTT_CA_FILE: z.string().optional(),
  /**
   * The broker's admin listener and the admin's client certificate and key: with them the console creates,
   * rotates and revokes kiosks' broker accounts (docs/operations.md, Set up a programme). Unset: it does not.
   */
  MQTT_ADMIN_URL: z
    .string()
    .regex(/^mqtts:\/\//, 'must be an mqtts:// URL')
    .optional(),
  MQTT_ADMIN_CERT: z.string().min(1).optional(),
  MQTT_ADMIN_KEY: z.string().min(1).optional(),
  /** Where uploaded kiosk-PC releases are kept: a folder every API instance shares (default DATA_DIR/releases). */
  RELEASES_DIR: z.string().min(1).optional(),
  /** The programme's release public key (`npm run release:keygen`): uploads are checked against it. */
  RELEASE_PUBLIC_KEY_FILE: z.string().min(1).optional(),
  RELEASE_MAX_MB: z.coerce.number().int().min(1).max(2_000).default(200),
  ROLLOUT_TICK_MS: z.coerce.number().int().min(100).max(3_600_000).default(15_000),
  DEVICE_LINK_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  DEVICE_LINK_GIVE_UP_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
  DISPENSE_LEASE_MS: z.coerce.number().int().min(500).max(600_000).default(15_000),
  KIOSK_AGENT_ORIGIN: z
    .string()
    .regex(
      /^http:\/\/(127\.0\.0\.1|localhost):\d{1,5}$/,
      'must be the device agent on the kiosk PC, e.g. http://127.0.0.1:8719',
    )
    .optional(),
  SIMULATOR_FAULTS: z
    .string()
    .optional()
    .transform((text, ctx) => {
      try {
        return parseSimulatorFaults(text);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
  ANALYTICS_FORWARD_URL: z.url({ protocol: /^https?$/ }).optional(),
  TRUST_PROXY: z
    .string()
    .trim()
    .optional()
    .transform((text, ctx): false | number | string[] => {
      if (!text || text === 'false' || text === '0') return false;
      if (/^\d{1,2}$/.test(text)) return Number(text);
      const entries = text.split(',').map((entry) => entry.trim());
      const isAddressOrCidr = (entry: string) =>
        /^(\d{1,3}\.){3}\d{1,3}(\/\d{1,2})?$/.test(entry) || /^[0-9a-f:]+(\/\d{1,3})?$/i.test(entry);
      if (entries.every(isAddressOrCidr)) return entries;
      ctx.addIssue({
        code: 'custom',
        message: 'must be a hop count (1, 2, …) or a comma-separated list of addresses/CIDRs',
      });
      return z.NEVER;
    }),
  HOLDS_PER_CLIENT: z.coerce.number().int().min(1).max(1000).default(10),
  HOLDS_PER_DEVICE: z.coerce.number().int().min(1).max(100_000).default(30),
  RESERVABLE_STOCK_SHARE: z.coerce.number().min(0).max(1).default(0.5),
  RESERVATIONS_PER_PHONE: z.coerce.number().int().min(1).max(100).default(2),
  HASH_CHECKS_AT_ONCE: z.coerce.number().int().min(1).max(64).default(1),
  HASH_CHECKS_QUEUED: z.coerce.number().int().min(0).max(1000).default(4),
  HASH_CHECKS_RESERVED: z.coerce.number().int().min(0).max(100).default(2),
  PAYMENT_PROVIDER: z
    .string()
    .default('sandbox')
    .transform((text, ctx) => {
      const names = text.split(',').map((name) => name.trim());
      const isKnown = (name: string): name is TPaymentProvider =>
        (PAYMENT_PROVIDERS as readonly string[]).includes(name);
      if (names.every(isKnown) && new Set(names).size === names.length) return names;
      ctx.addIssue({
        code: 'custom',
        message: `must be one provider or several, comma-separated, each once: ${PAYMENT_PROVIDERS.join(', ')} (the first opens new checkouts)`,
      });
      return z.NEVER;
    }),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_API_BASE: z.url().optional(),
  SMS_PROVIDER: z.enum(['outbox', 'twilio']).default('outbox'),
  TWILIO_ACCOUNT_SID: z.string().optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  TWILIO_FROM: z.string().optional(),
  TWILIO_API_BASE: z.url().optional(),
  SMS_CODES_PER_ADDRESS: z.coerce.number().int().min(1).max(10_000).default(10),
  SMS_CODES_PER_KIOSK: z.coerce.number().int().min(1).max(100_000).default(60),
  SMS_CODES_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(500),
  SMS_COUNTRIES: z
    .string()
    .default('US')
    .transform((text, ctx): CountryCode[] => {
      const codes = text.split(',').map((code) => code.trim().toUpperCase());
      const unknown = codes.filter((code) => !isSupportedCountry(code));
      if (unknown.length === 0) return codes as CountryCode[];
      ctx.addIssue({
        code: 'custom',
        message: `not a country code (ISO 3166, e.g. US,CA): ${unknown.join(', ')}`,
      });
      return z.NEVER;
    }),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL only: the server cancels a statement running longer (0: no limit); migrations are exempt. */
  databaseStatementTimeoutMs: number;
  publicUrl: string;
  logLevel: string;
  secretKey: string | undefined;
  demoStaffPasskey: string | undefined;
  demoAccessCode: string | undefined;
  /** Password of the seeded console operator `demo-operator`; generated and printed once without it. */
  demoOperatorPassword: string | undefined;
  seedDemo: boolean;
  /**
   * Apply this build's missing migrations at start (the embedded server, a single instance). Off in a fleet:
   * `npm run db:migrate` applies them, and an instance on a database behind its build refuses to start.
   */
  migrateOnStart: boolean;
  /**
   * On SIGTERM, how long `/readyz` answers 503 while requests are still served, so the proxy takes the
   * instance out before it stops listening (a fleet's rolling restart); 0 stops at once.
   */
  shutdownDrainMs: number;
  webDistDir: string | undefined;
  orderHoldTtlMs: number;
  reservationTtlMs: number;
  sweepIntervalMs: number;
  /**
   * Console alerts: where messages go (a webhook, or e-mail through SMTP; the outbox without either), how
   * often they are evaluated, and the first retry's delay (doubling after each failed attempt).
   */
  alertWebhookUrl: string | undefined;
  /** The key of the webhook's signatures, shared with its receiver alone (set whenever the URL is). */
  alertWebhookSecret: string | undefined;
  alertEmail: { to: string[]; from: string; smtpUrl: string } | null;
  alertSweepIntervalMs: number;
  alertRetryBaseMs: number;
  /** The language alert messages are written in (operators have no language of their own). */
  alertLanguage: string;
  /**
   * The programme's currency (ISO 4217): the catalogue's prices are amounts in it, and the console shows
   * them so; a kiosk offers them in its own currency, which a programme sets to this one.
   */
  programmeCurrency: string;
  dispenseUnitMs: number;
  /** Shared per-client rate limits across API instances (analytics); in memory without it. */
  redisUrl: string | undefined;
  /** simulator: in-process (embedded default); device-link: each kiosk's device agent over MQTT. */
  dispenser: 'simulator' | 'device-link';
  deviceLink: {
    brokerUrl: string;
    username?: string;
    password?: string;
    caFile?: string;
    timeoutMs: number;
    giveUpMs: number;
  };
  /** The broker's admin (MQTT_ADMIN_*): the console provisions kiosks' broker accounts; null: it does not. */
  brokerAdmin: BrokerAdminSettings | null;
  /**
   * Kiosk-PC releases (docs/operations.md, Update kiosk PCs): the shared folder their tarballs are kept
   * in, the programme's public key file uploads are checked against (none: uploads are refused), the
   * largest upload, and how often each instance looks at running roll-outs (events move them sooner).
   */
  releases: { dir: string; publicKeyFile: string | undefined; maxBytes: number; rolloutTickMs: number };
  /** How long a dispense lease lasts without a heartbeat before another instance may take the order over. */
  dispenseLeaseMs: number;
  /**
   * The device agent's loopback origin on every kiosk PC (its emergency endpoint, docs/device-agent.md):
   * told to the kiosk in its device config and allowed in the CSP's connect-src. Null: no fallback.
   */
  kioskAgentOrigin: string | null;
  simulatorFaults: SimulatedFault[];
  /**
   * Orders placed from outside a paired kiosk: waiting ones (open or reserved) per client and per device;
   * and the share of a sku's units on hand that reservation orders may hold.
   */
  holdLimits: { perClient: number; perDevice: number; reservableShare: number; perPhone: number };
  /**
   * Argon2 checks of guesses: how many run at once, how many may wait, how many places are kept for
   * operators' known browsers; more are refused (503).
   */
  hashChecks: { atOnce: number; queued: number; reserved: number };
  /**
   * Whose X-Forwarded-For to believe: false (default, the peer's address is the client's), a number of
   * proxy hops in front of the server, or the addresses/CIDRs of the proxies.
   */
  trustProxy: false | number | string[];
  /** Production: the loopback-only listener of /metrics and /docs. */
  operatorPort: number;
  analyticsForwardUrl: string | undefined;
  /** The configured payment providers, each once; the first opens new checkouts. */
  paymentProviders: readonly TPaymentProvider[];
  stripe: { secretKey?: string; webhookSecret?: string; apiBase?: string };
  smsProvider: 'outbox' | 'twilio';
  /**
   * One-time codes texted per hour (docs/security.md, Limits): per client address, per kiosk and in the
   * whole programme, and the countries whose numbers may get one.
   */
  smsCaps: { perAddress: number; perKiosk: number; perHour: number; countries: CountryCode[] };
  twilio: { accountSid?: string; authToken?: string; from?: string; apiBase?: string };
};

export { ConfigError };

/** The environment as its schema reads it: checked, with its defaults. */
export type Env = z.infer<typeof ZEnv>;

/** Reads and checks the environment once at start; every problem is named in one message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const e = parseSettings(ZEnv, env);
  const problems = [...incompleteSettings(e), ...demoInProduction(e)];
  if (problems.length) throw invalidConfiguration(problems.map((p) => p.trimStart()));
  return configFromEnv(e);
}

/** Settings that need others beside them, or exclude one another. */
function incompleteSettings(e: Env): string[] {
  const problems: string[] = [];
  if (e.PAYMENT_PROVIDER.includes('stripe') && (!e.STRIPE_SECRET_KEY || !e.STRIPE_WEBHOOK_SECRET)) {
    problems.push('  PAYMENT_PROVIDER with stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
  }
  if (e.SMS_PROVIDER === 'twilio' && (!e.TWILIO_ACCOUNT_SID || !e.TWILIO_AUTH_TOKEN || !e.TWILIO_FROM)) {
    problems.push('  SMS_PROVIDER=twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM');
  }
  if (e.ALERT_EMAIL_TO.length && (!e.SMTP_URL || !e.ALERT_EMAIL_FROM)) {
    problems.push('  ALERT_EMAIL_TO needs SMTP_URL and ALERT_EMAIL_FROM');
  }
  if (e.ALERT_WEBHOOK_URL && !e.ALERT_WEBHOOK_SECRET) {
    problems.push(
      '  ALERT_WEBHOOK_URL needs ALERT_WEBHOOK_SECRET (the key its receiver checks each POST with)',
    );
  }
  if (e.ALERT_EMAIL_TO.length && e.ALERT_WEBHOOK_URL) {
    problems.push('  ALERT_EMAIL_TO and ALERT_WEBHOOK_URL: choose one alert channel');
  }
  try {
    brokerAdminSettings(e, process.cwd());
  } catch (error) {
    problems.push(`  ${(error as Error).message}`);
  }
  if (e.DATABASE_URL && !e.SECRET_KEY) {
    problems.push('  SECRET_KEY is required with DATABASE_URL (every instance must share it)');
  }
  if (e.NODE_ENV === 'production' && e.DISPENSER === 'device-link' && !e.KIOSK_AGENT_ORIGIN) {
    problems.push(
      '  KIOSK_AGENT_ORIGIN is required with DISPENSER=device-link in production: without it no kiosk ' +
        'gives the emergency kit when the API is out of reach. Set it to the device agent on the kiosk PCs, ' +
        'http://127.0.0.1:8719',
    );
  }
  return problems;
}

/** The demo's stand-ins left on in production without ALLOW_DEMO_IN_PRODUCTION. */
function demoInProduction(e: Env): string[] {
  const isDemoAllowed = e.NODE_ENV !== 'production' || e.ALLOW_DEMO_IN_PRODUCTION;
  if (isDemoAllowed) return [];
  const problems: string[] = [];
  const demo = ' is for the demo; in production set a real one, or ALLOW_DEMO_IN_PRODUCTION=true';
  if (e.PAYMENT_PROVIDER.includes('sandbox')) {
    problems.push(`  PAYMENT_PROVIDER=${e.PAYMENT_PROVIDER.join(',')}: the sandbox${demo}`);
  }
  if (e.SMS_PROVIDER === 'outbox') problems.push(`  SMS_PROVIDER=outbox${demo}`);
  if (!e.SECRET_KEY) problems.push(`  SECRET_KEY (a key generated into the data folder)${demo}`);
  if (e.SEED_DEMO ?? !e.DATABASE_URL) problems.push(`  SEED_DEMO (demo devices with known passkeys)${demo}`);
  if (e.DEMO_STAFF_PASSKEY || e.DEMO_ACCESS_CODE) {
    problems.push(`  DEMO_STAFF_PASSKEY and DEMO_ACCESS_CODE${demo}`);
  }
  return problems;
}
