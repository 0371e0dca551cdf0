import { join } from 'node:path';
import { brokerAdminSettings } from '../modules/kiosk-setup/broker-accounts.service';
import type { Config, Env } from './config';

/**
 * An instance's drain on SIGTERM behind the fleet's proxy: longer than HAProxy takes to take it out
 * (deploy/fleet/haproxy.cfg: a check a second, each given a second, out after two failed ones: up to
 * about 3 s), with room for a busy machine.
 */
export const DEFAULT_FLEET_DRAIN_MS = 5_000;

/** The checked environment as the Config, one section at a time. */
export function configFromEnv(e: Env): Config {
  return {
    ...serverSection(e),
    ...databaseSection(e),
    ...demoSection(e),
    ...ordersSection(e),
    ...alertsSection(e),
    ...dispensingSection(e),
    ...deviceLinkSection(e),
    ...releasesSection(e),
    ...paymentsSection(e),
    ...smsSection(e),
    programmeCurrency: e.PROGRAMME_CURRENCY,
  };
}

/**
 * The process: where it listens, logs and stops, whom it believes, how many argon2 checks it runs, and
 * the services beside it (Redis, the analytics forward).
 */
function serverSection(
  e: Env,
): Pick<
  Config,
  | 'env'
  | 'port'
  | 'host'
  | 'dataDir'
  | 'publicUrl'
  | 'logLevel'
  | 'shutdownDrainMs'
  | 'webDistDir'
  | 'redisUrl'
  | 'trustProxy'
  | 'operatorPort'
  | 'analyticsForwardUrl'
  | 'hashChecks'
> {
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'development' ? 'warn' : 'info'),
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS ?? (e.DATABASE_URL ? DEFAULT_FLEET_DRAIN_MS : 0),
    webDistDir: e.WEB_DIST_DIR,
    redisUrl: e.REDIS_URL,
    trustProxy: e.TRUST_PROXY,
    operatorPort: e.OPERATOR_PORT,
    analyticsForwardUrl: e.ANALYTICS_FORWARD_URL,
    hashChecks: {
      atOnce: e.HASH_CHECKS_AT_ONCE,
      queued: e.HASH_CHECKS_QUEUED,
      reserved: e.HASH_CHECKS_RESERVED,
    },
  };
}

function databaseSection(
  e: Env,
): Pick<Config, 'databaseUrl' | 'databaseStatementTimeoutMs' | 'migrateOnStart' | 'secretKey'> {
  return {
    databaseUrl: e.DATABASE_URL,
    databaseStatementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
    migrateOnStart: e.MIGRATE_ON_START,
    secretKey: e.SECRET_KEY,
  };
}

function demoSection(
  e: Env,
): Pick<Config, 'demoStaffPasskey' | 'demoAccessCode' | 'demoOperatorPassword' | 'seedDemo'> {
  return {
    demoStaffPasskey: e.DEMO_STAFF_PASSKEY,
    demoAccessCode: e.DEMO_ACCESS_CODE,
    demoOperatorPassword: e.DEMO_OPERATOR_PASSWORD,
    seedDemo: e.SEED_DEMO ?? !e.DATABASE_URL,
  };
}

/** Holds and reservations: how long they last, how often they are swept, how many one client may place. */
function ordersSection(
  e: Env,
): Pick<Config, 'orderHoldTtlMs' | 'reservationTtlMs' | 'sweepIntervalMs' | 'holdLimits'> {
  return {
    orderHoldTtlMs: e.ORDER_HOLD_TTL_MINUTES * 60_000,
    reservationTtlMs: e.RESERVATION_TTL_HOURS * 3_600_000,
    sweepIntervalMs: e.SWEEP_INTERVAL_MS,
    holdLimits: {
      perClient: e.HOLDS_PER_CLIENT,
      perDevice: e.HOLDS_PER_DEVICE,
      reservableShare: e.RESERVABLE_STOCK_SHARE,
      perPhone: e.RESERVATIONS_PER_PHONE,
    },
  };
}

function alertsSection(
  e: Env,
): Pick<
  Config,
  | 'alertWebhookUrl'
  | 'alertWebhookSecret'
  | 'alertEmail'
  | 'alertSweepIntervalMs'
  | 'alertRetryBaseMs'
  | 'alertLanguage'
> {
  return {
    alertWebhookUrl: e.ALERT_WEBHOOK_URL,
    alertWebhookSecret: e.ALERT_WEBHOOK_SECRET,
    alertEmail:
      e.ALERT_EMAIL_TO.length && e.SMTP_URL && e.ALERT_EMAIL_FROM
        ? { to: e.ALERT_EMAIL_TO, from: e.ALERT_EMAIL_FROM, smtpUrl: e.SMTP_URL }
        : null,
    alertSweepIntervalMs: e.ALERT_SWEEP_INTERVAL_MS,
    alertRetryBaseMs: e.ALERT_RETRY_BASE_MS,
    alertLanguage: e.ALERT_LANGUAGE,
  };
}

function dispensingSection(
  e: Env,
): Pick<Config, 'dispenser' | 'dispenseUnitMs' | 'dispenseLeaseMs' | 'kioskAgentOrigin' | 'simulatorFaults'> {
  return {
    dispenser: e.DISPENSER,
    dispenseUnitMs: e.DISPENSE_UNIT_MS,
    dispenseLeaseMs: e.DISPENSE_LEASE_MS,
    kioskAgentOrigin: e.KIOSK_AGENT_ORIGIN ?? null,
    simulatorFaults: e.SIMULATOR_FAULTS,
  };
}

function deviceLinkSection(e: Env): Pick<Config, 'deviceLink' | 'brokerAdmin'> {
  return {
    brokerAdmin: brokerAdminSettings(e, process.cwd()),
    deviceLink: {
      brokerUrl: e.MQTT_URL,
      username: e.MQTT_USERNAME,
      password: e.MQTT_PASSWORD,
      caFile: e.MQTT_CA_FILE,
      timeoutMs: e.DEVICE_LINK_TIMEOUT_MS,
      giveUpMs: e.DEVICE_LINK_GIVE_UP_MS,
    },
  };
}

function releasesSection(e: Env): Pick<Config, 'releases'> {
  return {
    releases: {
      dir: e.RELEASES_DIR ?? join(e.DATA_DIR, 'releases'),
      publicKeyFile: e.RELEASE_PUBLIC_KEY_FILE,
      maxBytes: e.RELEASE_MAX_MB * 1024 * 1024,
      rolloutTickMs: e.ROLLOUT_TICK_MS,
    },
  };
}

function paymentsSection(e: Env): Pick<Config, 'paymentProviders' | 'stripe'> {
  return {
    paymentProviders: e.PAYMENT_PROVIDER,
    stripe: {
      secretKey: e.STRIPE_SECRET_KEY,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET,
      apiBase: e.STRIPE_API_BASE,
    },
  };
}

function smsSection(e: Env): Pick<Config, 'smsProvider' | 'twilio' | 'smsCaps'> {
  return {
    smsProvider: e.SMS_PROVIDER,
    smsCaps: {
      perAddress: e.SMS_CODES_PER_ADDRESS,
      perKiosk: e.SMS_CODES_PER_KIOSK,
      perHour: e.SMS_CODES_PER_HOUR,
      countries: e.SMS_COUNTRIES,
    },
    twilio: {
      accountSid: e.TWILIO_ACCOUNT_SID,
      authToken: e.TWILIO_AUTH_TOKEN,
      from: e.TWILIO_FROM,
      apiBase: e.TWILIO_API_BASE,
    },
  };
}
