import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/schema-columns';
import { skus } from '../catalog/catalog.schema';
import { devices } from '../devices/devices.schema';

/**
 * People who run the programme: they see every kiosk of the deployment; their role says what they may
 * change (admin, operator, viewer). The first is created from the command line, the rest by an admin.
 */
export const operators = pgTable(
  'operators',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull().unique(),
    /** argon2id */
    passwordHash: text('password_hash').notNull(),
    /** Accounts from before roles were admins: the migration keeps what they could do. */
    role: text('role').notNull().default('admin'),
    /** A disabled account cannot sign in; its sessions ended when it was disabled. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /** A one-time password is set: the session may only set the operator's own password (or sign out). */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [check('operators_role', sql`${t.role} IN ('admin', 'operator', 'viewer')`)],
);

/** A signed-in operator: the bearer is 256 random bits, kept only as its keyed hash. */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('operator_sessions_expires_idx').on(t.expiresAt)],
);

/**
 * An operator's second factor (TOTP): the key sealed under the app's secret (lib/secrets.ts `seal`), never
 * shown again after enrolment. `enabledAt` is null until a current code confirmed the key; `lastTimeStep`
 * is the 30-second step of the last code taken, so that a code is never taken twice.
 */
export const operatorTotp = pgTable('operator_totp', {
  operatorId: uuid('operator_id')
    .primaryKey()
    .references(() => operators.id, { onDelete: 'cascade' }),
  sealedSecret: text('sealed_secret').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  lastTimeStep: integer('last_time_step'),
  createdAt: createdAt(),
});

/**
 * An operator's recovery codes, each good once: `lookup` (the code's first four characters) finds the row,
 * the rest is checked against an argon2id hash.
 */
export const operatorRecoveryCodes = pgTable(
  'operator_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    lookup: text('lookup').notNull(),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('operator_recovery_codes_lookup_idx').on(t.operatorId, t.lookup)],
);

/**
 * A sign-in waiting for its second factor: the right password was given; the step's token (a cookie that
 * gives nothing but the code step) is kept as its keyed hash, for five minutes.
 */
export const operatorSignInSteps = pgTable(
  'operator_sign_in_steps',
  {
    tokenHash: text('token_hash').primaryKey(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('operator_sign_in_steps_expires_idx').on(t.expiresAt)],
);

/**
 * Whether a kiosk is online: its device agent's retained status (and since when it holds), and the last
 * call of its browser (written at most once a minute per kiosk and instance).
 */
export const kioskPresence = pgTable('kiosk_presence', {
  deviceId: text('device_id')
    .primaryKey()
    .references(() => devices.id),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
  isAgentOnline: boolean('is_agent_online'),
  agentChangedAt: timestamp('agent_changed_at', { withTimezone: true }),
  /** The agent's version from its retained status (the kiosk-pc release it runs). */
  agentVersion: text('agent_version'),
  /** The kiosk page's build version, from the header its calls carry (X-Kiosk-Web-Version). */
  webVersion: text('web_version'),
  /**
   * The kiosk's latest gap in calls (offline kits are accepted from within it, offline-kit-bounds.ts): its
   * last call before the gap, and its first call after it.
   */
  gapFrom: timestamp('gap_from', { withTimezone: true }),
  gapTo: timestamp('gap_to', { withTimezone: true }),
});

/** Low-stock thresholds: a sku on every kiosk (device_id null), or on one kiosk (wins). */
export const alertThresholds = pgTable(
  'alert_thresholds',
  {
    id: serial('id').primaryKey(),
    deviceId: text('device_id').references(() => devices.id),
    skuId: text('sku_id')
      .notNull()
      .references(() => skus.id),
    units: integer('units').notNull(),
  },
  (t) => [
    uniqueIndex('alert_thresholds_fleet_idx')
      .on(t.skuId)
      .where(sql`${t.deviceId} is null`),
    uniqueIndex('alert_thresholds_device_idx')
      .on(t.deviceId, t.skuId)
      .where(sql`${t.deviceId} is not null`),
    check('alert_thresholds_units', sql`${t.units} >= 0`),
  ],
);

/** Alerts: one open row per condition (kind, kiosk, sku) until it clears; a later start is a new row. */
export const consoleAlerts = pgTable(
  'console_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    deviceId: text('device_id')
      .notNull()
      .references(() => devices.id),
    /** '' for the kinds that name no sku (so that the open-alert key is unique). */
    skuId: text('sku_id').notNull().default(''),
    since: timestamp('since', { withTimezone: true }).notNull(),
    clearedAt: timestamp('cleared_at', { withTimezone: true }),
    value: integer('value'),
    threshold: integer('threshold'),
  },
  (t) => [
    uniqueIndex('console_alerts_open_idx')
      .on(t.kind, t.deviceId, t.skuId)
      .where(sql`${t.clearedAt} is null`),
    index('console_alerts_since_idx').on(t.since),
  ],
);

/**
 * Alert messages, one per alert event: the outbox every delivery goes through. A message is `pending`
 * until its channel takes it (`sent`), retried with backoff at `next_attempt_at`; `failed` after the last
 * attempt, shown in the console. Rows from before delivery was tracked read as sent.
 */
export const alertMessages = pgTable(
  'alert_messages',
  {
    id: serial('id').primaryKey(),
    alertId: uuid('alert_id')
      .notNull()
      .references(() => consoleAlerts.id),
    event: text('event').notNull(),
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
    status: text('status').notNull().default('sent'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('alert_messages_once_idx').on(t.alertId, t.event),
    index('alert_messages_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);
