import { ORDER_STATUSES } from '@kiosk/contract';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  bytea,
  check,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
type Texts = Record<string, string>;

export const devices = pgTable('devices', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  timeZone: text('time_zone').notNull().default('America/Los_Angeles'),
  currency: text('currency').notNull().default('USD'),
  languages: jsonb('languages').$type<string[]>().notNull(),
  supportPhone: text('support_phone').notNull(),
  isAccessibilityExtensionAllowed: boolean('is_accessibility_extension_allowed').notNull().default(false),
  staffCredentialHash: text('staff_credential_hash'),
  isLegacyDevicePassword: boolean('is_legacy_device_password').notNull().default(false),
  createdAt: createdAt(),
  /** Where the kiosk stands (an address, or a note such as "Library, ground floor"); '' when none. */
  address: text('address').notNull().default(''),
  /** The language the kiosk starts in, one of `languages`; null: English (kiosks from before it was set). */
  defaultLanguage: text('default_language'),
  /** When the kiosk was retired: its browsers are unpaired and its calls refused; its history stays. */
  retiredAt: timestamp('retired_at', { withTimezone: true }),
});

export const products = pgTable('products', {
  id: text('id').primaryKey(),
  titles: jsonb('titles').$type<Texts>().notNull(),
  descriptions: jsonb('descriptions').$type<Texts>().notNull().default({}),
  images: jsonb('images').$type<string[]>().notNull().default([]),
  sortOrder: integer('sort_order').notNull().default(100),
  /** When the console retired it: hidden from every kiosk, its orders and reports kept. */
  retiredAt: timestamp('retired_at', { withTimezone: true }),
});

export const skus = pgTable('skus', {
  id: text('id').primaryKey(),
  productId: text('product_id')
    .notNull()
    .references(() => products.id),
  titles: jsonb('titles').$type<Texts>().notNull(),
  /** Price of one single package in minor units of the device currency; null = unavailable. */
  price: integer('price'),
  dispenseQuantity: integer('dispense_quantity').notNull().default(1),
  minAge: integer('min_age'),
  requiresAccessCode: boolean('requires_access_code').notNull().default(false),
  isEmergencyDispense: boolean('is_emergency_dispense').notNull().default(false),
  isReservable: boolean('is_reservable').notNull().default(false),
  formUrls: jsonb('form_urls').$type<string[]>().notNull().default([]),
  images: jsonb('images').$type<string[]>().notNull().default([]),
  sortOrder: integer('sort_order').notNull().default(100),
  /** When the console retired it: hidden from every kiosk, its orders and reports kept. */
  retiredAt: timestamp('retired_at', { withTimezone: true }),
});

/**
 * The catalogue's pictures, kept in the database so that every API instance serves them. The bytes were
 * checked to be the stated type on upload; the same bytes are kept once (`sha256`).
 */
export const catalogImages = pgTable(
  'catalog_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('catalog_images_sha256_idx').on(t.sha256)],
);

/** What one device holds of one sku: available = on hand − held, never negative. */
export const deviceStock = pgTable(
  'device_stock',
  {
    deviceId: text('device_id')
      .notNull()
      .references(() => devices.id),
    skuId: text('sku_id')
      .notNull()
      .references(() => skus.id),
    onHand: integer('on_hand').notNull().default(0),
    held: integer('held').notNull().default(0),
    slot: text('slot'),
    isSlotFaulted: boolean('is_slot_faulted').notNull().default(false),
    version: integer('version').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.deviceId, t.skuId] }),
    // Held may pass on hand for a moment: a slot that fails takes its units out while orders hold them
    // (the holds of waiting orders are then released; see stock.service.ts).
    check('device_stock_counts', sql`${t.onHand} >= 0 AND ${t.held} >= 0`),
  ],
);

/**
 * A kiosk's assortment: the skus of the one catalogue it offers, in its own order (`position`, from 0),
 * each at its own price or, when `price` is null, at the catalogue's. Written by the catalog module only;
 * an sku taken out loses its row here, never its stock row or history.
 */
export const kioskAssortment = pgTable(
  'kiosk_assortment',
  {
    deviceId: text('device_id')
      .notNull()
      .references(() => devices.id),
    skuId: text('sku_id')
      .notNull()
      .references(() => skus.id),
    position: integer('position').notNull(),
    /** The kiosk's price of one single package in minor units; null = the catalogue's price. */
    price: integer('price'),
  },
  (t) => [
    primaryKey({ columns: [t.deviceId, t.skuId] }),
    check('kiosk_assortment_price', sql`${t.price} >= 0`),
  ],
);

/**
 * The spirals or lockers of a kiosk, each holding one sku: its id on the board (`A1`, `1-03`), how many
 * it takes and holds, and whether it is out of service (why and since when). A kiosk's stock of a sku,
 * `device_stock.on_hand`, is the sum of its working slots' counts: the triggers of migration `slots` keep
 * it so whichever table a statement writes (docs/decisions.md).
 */
export const deviceSlots = pgTable(
  'device_slots',
  {
    deviceId: text('device_id')
      .notNull()
      .references(() => devices.id),
    slotId: text('slot_id').notNull(),
    skuId: text('sku_id').notNull(),
    capacity: integer('capacity').notNull(),
    count: integer('count').notNull().default(0),
    isFaulted: boolean('is_faulted').notNull().default(false),
    /** Why it is out of service: a unit's outcome ('jammed', 'fault'…), 'agent' (the board said so), 'unknown'. */
    faultReason: text('fault_reason'),
    faultedAt: timestamp('faulted_at', { withTimezone: true }),
    version: integer('version').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.deviceId, t.slotId] }),
    index('device_slots_device_sku_idx').on(t.deviceId, t.skuId),
    foreignKey({
      name: 'device_slots_stock_fkey',
      columns: [t.deviceId, t.skuId],
      foreignColumns: [deviceStock.deviceId, deviceStock.skuId],
    }),
    check('device_slots_counts', sql`${t.count} >= 0 AND ${t.capacity} >= ${t.count}`),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey(),
    deviceId: text('device_id')
      .notNull()
      .references(() => devices.id),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    total: integer('total').notNull(),
    currency: text('currency').notNull(),
    locale: text('locale').notNull().default('en'),
    isReservable: boolean('is_reservable').notNull().default(false),
    isEmergency: boolean('is_emergency').notNull().default(false),
    isTest: boolean('is_test').notNull().default(false),
    isTimeout: boolean('is_timeout').notNull().default(false),
    /**
     * Why an order ended other than by the visitor: 'stock_count' (staff counted fewer units than it held),
     * 'emergency' (its hold of the emergency kit gave way to an emergency order).
     */
    endReason: text('end_reason'),
    /** Who placed it, for the hold limits: `kiosk:<credential id>`, `ip:<address>`, or `staff`. */
    clientKey: text('client_key'),
    /**
     * A reservation order from outside, its phone not confirmed yet: it holds no units, and counts only
     * against its own address's limit, until the phone's one-time code confirms it (reservations module).
     */
    awaitingPhone: boolean('awaiting_phone').notNull().default(false),
    /** Keyed hash of the phone that confirmed it (the per-phone quota); never the number. */
    phoneHash: text('phone_hash'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_device_status_idx').on(t.deviceId, t.status),
    check(
      'orders_status_known',
      sql`${t.status} in (${sql.raw(ORDER_STATUSES.map((s) => `'${s}'`).join(', '))})`,
    ),
    index('orders_device_client_idx').on(t.deviceId, t.clientKey),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    skuId: text('sku_id')
      .notNull()
      .references(() => skus.id),
    quantity: integer('quantity').notNull(),
    quantityDispensed: integer('quantity_dispensed').notNull().default(0),
    unitPrice: integer('unit_price').notNull(),
  },
  (t) => [index('order_items_order_idx').on(t.orderId)],
);

export const orderWorkflows = pgTable(
  'order_workflows',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    subType: text('sub_type').notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.subType] })],
);

export const paymentTransactions = pgTable(
  'payment_transactions',
  {
    id: uuid('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref').notNull(),
    status: text('status').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    paymentUrl: text('payment_url').notNull(),
    refundedAmount: integer('refunded_amount').notNull().default(0),
    failureReason: text('failure_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payment_transactions_order_idx').on(t.orderId),
    uniqueIndex('payment_transactions_provider_ref_idx').on(t.provider, t.providerRef),
  ],
);

/** Webhook events already applied, so a replay changes nothing. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

export const refunds = pgTable('refunds', {
  id: uuid('id').primaryKey(),
  transactionId: uuid('transaction_id')
    .notNull()
    .references(() => paymentTransactions.id),
  orderId: uuid('order_id')
    .notNull()
    .references(() => orders.id),
  amount: integer('amount').notNull(),
  reason: text('reason').notNull(),
  status: text('status').notNull(),
  providerRef: text('provider_ref'),
  createdAt: createdAt(),
});

export const dispenseEvents = pgTable(
  'dispense_events',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    deviceId: text('device_id').notNull(),
    skuId: text('sku_id').notNull(),
    slot: text('slot'),
    unitIndex: integer('unit_index').notNull(),
    outcome: text('outcome').notNull(),
    isTest: boolean('is_test').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('dispense_events_order_idx').on(t.orderId),
    index('dispense_events_created_idx').on(t.createdAt),
    index('dispense_events_device_created_idx').on(t.deviceId, t.createdAt),
  ],
);

/**
 * Units per kiosk-calendar day, sku, outcome and emergency or not, for the console's fleet-wide charts:
 * kept by the trigger `dispense_events_day_count` (migration `console_day_counts`) on every event but
 * 'started' and test ones, so a chart of the whole fleet reads a few thousand rows, not every event.
 * `shard` (a hash of the kiosk, 0–15) spreads one day's row of a sku over 16, so units dropping at once
 * in different kiosks seldom wait for the same row lock.
 */
export const dispenseDayCounts = pgTable(
  'dispense_day_counts',
  {
    day: date('day').notNull(),
    skuId: text('sku_id').notNull(),
    outcome: text('outcome').notNull(),
    isEmergency: boolean('is_emergency').notNull(),
    shard: smallint('shard').notNull(),
    units: integer('units').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.skuId, t.outcome, t.isEmergency, t.shard] })],
);

/**
 * Who runs a dispense now (one row per order while it is dispensing): the owning instance renews the
 * expiry while it works; only an expired lease may be taken over (start-up, the sweep, a repeated call).
 */
export const dispenseLeases = pgTable('dispense_leases', {
  orderId: uuid('order_id')
    .primaryKey()
    .references(() => orders.id),
  owner: text('owner').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
});

export const accessCodes = pgTable('access_codes', {
  id: serial('id').primaryKey(),
  /** Null: valid on every device of the programme. */
  deviceId: text('device_id').references(() => devices.id),
  label: text('label').notNull(),
  codeHash: text('code_hash').notNull(),
  maxUses: integer('max_uses'),
  usedCount: integer('used_count').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const reservations = pgTable(
  'reservations',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id),
    deviceId: text('device_id').notNull(),
    /** Keyed hash of the 6-digit code, for look-up at the kiosk. */
    codeHash: text('code_hash').notNull(),
    /**
     * The code sealed for the phone that placed the reservation to read again (lib/secrets seal) until it is
     * picked up; null once used. Never the plain code.
     */
    sealedCode: text('sealed_code'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('reservations_device_code_idx').on(t.deviceId, t.codeHash)],
);

export const offers = pgTable('offers', {
  id: text('id').primaryKey(),
  deviceId: text('device_id')
    .notNull()
    .references(() => devices.id),
  skuId: text('sku_id')
    .notNull()
    .references(() => skus.id),
  titles: jsonb('titles').$type<Texts>().notNull(),
  /** Discount in minor units per single package; null = free. */
  discountAmount: integer('discount_amount'),
  maxPerPhone: integer('max_per_phone').notNull().default(1),
  periodDays: integer('period_days').notNull().default(30),
  isActive: boolean('is_active').notNull().default(true),
  /** Offers sharing a programme share each phone's limit (across devices); null: the offer is its own. */
  programId: text('program_id'),
  /** Units the programme funds on this device over all time; null: no cap. */
  maxUnits: integer('max_units'),
});

export const offerRedemptions = pgTable(
  'offer_redemptions',
  {
    id: serial('id').primaryKey(),
    offerId: text('offer_id')
      .notNull()
      .references(() => offers.id),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    phoneHash: text('phone_hash').notNull(),
    status: text('status').notNull(),
    /** Single packages the redemption covered, and what it took off the order (minor units). */
    quantity: integer('quantity').notNull().default(1),
    discountTotal: integer('discount_total').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('offer_redemptions_phone_idx').on(t.phoneHash, t.createdAt),
    index('offer_redemptions_order_idx').on(t.orderId),
  ],
);

/** An order's offer step (modules/discounts/discount-lifecycle.ts): opted-in skus, the verified phone. */
export const orderDiscounts = pgTable('order_discounts', {
  orderId: uuid('order_id')
    .primaryKey()
    .references(() => orders.id),
  status: text('status').notNull(),
  skuIds: jsonb('sku_ids').$type<string[]>().notNull().default([]),
  /** Keyed hash of the verified phone number; the number itself is never stored. */
  phoneHash: text('phone_hash'),
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
  /** When a phone first opened the kiosk's offer QR code for this order: the kiosk shows it is busy. */
  phoneOpenedAt: timestamp('phone_opened_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    phoneHash: text('phone_hash').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('otp_challenges_phone_idx').on(t.phoneHash, t.createdAt)],
);

export const featureFlags = pgTable('feature_flags', {
  flagName: text('flag_name').primaryKey(),
  isActive: boolean('is_active').notNull().default(false),
  rules: jsonb('rules').$type<Record<string, unknown>>().notNull().default({}),
});

export const stockAudit = pgTable(
  'stock_audit',
  {
    id: serial('id').primaryKey(),
    deviceId: text('device_id').notNull(),
    skuId: text('sku_id').notNull(),
    actor: text('actor').notNull(),
    before: integer('before').notNull(),
    after: integer('after').notNull(),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('stock_audit_device_idx').on(t.deviceId, t.createdAt)],
);

export const analyticsEvents = pgTable('analytics_events', {
  id: serial('id').primaryKey(),
  deviceId: text('device_id'),
  name: text('name').notNull(),
  properties: jsonb('properties').$type<Record<string, unknown>>().notNull().default({}),
  occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Guess counters shared by every API instance: key → attempts in the window, lockout. */
export const throttles = pgTable('throttles', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  /** Locks in a row: each doubles the next one (backoff), reset once a window passes without a lock. */
  strikes: integer('strikes').notNull().default(0),
});

/** One-time-code messages of the dev SMS sender (never in production). */
export const smsOutbox = pgTable('sms_outbox', {
  id: serial('id').primaryKey(),
  toMasked: text('to_masked').notNull(),
  body: text('body').notNull(),
  createdAt: createdAt(),
});

// ── Operator console (docs/architecture.md, the console) ──────────────────────────────────────────

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

/**
 * Offline kits a kiosk's agent reported that the server refused (out of the window since the kiosk was
 * last seen, faster than a kit can come out, or more than the stock): each unit id once, for the console.
 */
export const offlineKitRefusals = pgTable(
  'offline_kit_refusals',
  {
    unitId: text('unit_id').primaryKey(),
    deviceId: text('device_id')
      .notNull()
      .references(() => devices.id),
    reason: text('reason').notNull(),
    /** When the agent says the kit came out. */
    kitAt: timestamp('kit_at', { withTimezone: true }).notNull(),
    refusedAt: timestamp('refused_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('offline_kit_refusals_device_idx').on(t.deviceId, t.refusedAt)],
);

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

/** One-time codes that pair a kiosk browser with its device: argon2 hash only, single use, short-lived. */
export const kioskPairingCodes = pgTable('kiosk_pairing_codes', {
  id: uuid('id').primaryKey().defaultRandom(),
  codeHash: text('code_hash').notNull(),
  deviceId: text('device_id')
    .notNull()
    .references(() => devices.id),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** A paired kiosk browser's device credential: only its keyed hash is kept; revoked ones stay for the record. */
export const kioskCredentials = pgTable(
  'kiosk_credentials',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    deviceId: text('device_id')
      .notNull()
      .references(() => devices.id),
    tokenHash: text('token_hash').notNull(),
    pairedBy: text('paired_by').notNull(),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('kiosk_credentials_token_hash').on(t.tokenHash),
    index('kiosk_credentials_device').on(t.deviceId),
  ],
);

// ── Kiosk-PC releases and their roll-outs (docs/operations.md, Update kiosk PCs) ──────────────────

/**
 * A signed kiosk-PC release an operator uploaded: its signed manifest as uploaded (served as is), and
 * its tarball in the releases folder every instance shares (RELEASES_DIR/{version}/{tarballName}).
 */
export const kioskReleases = pgTable('kiosk_releases', {
  version: text('version').primaryKey(),
  tarballName: text('tarball_name').notNull(),
  sha256: text('sha256').notNull(),
  bytes: integer('bytes').notNull(),
  minimumVersion: text('minimum_version').notNull(),
  manifest: text('manifest').notNull(),
  uploadedBy: text('uploaded_by').notNull(),
  uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A staged roll-out of one release: canaries (stage 0), then percentage stages; `current_stage` is the
 * last stage whose kiosks were sent the update. Halts itself when the share of kiosks rolled back or
 * failed among those sent passes `halt_threshold`.
 */
export const rollouts = pgTable(
  'rollouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    version: text('version')
      .notNull()
      .references(() => kioskReleases.version),
    status: text('status').notNull().default('running'),
    stages: jsonb('stages').$type<number[]>().notNull(),
    currentStage: integer('current_stage').notNull().default(0),
    trialSeconds: integer('trial_seconds').notNull(),
    haltThreshold: doublePrecision('halt_threshold').notNull(),
    haltReason: text('halt_reason'),
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('rollouts_status_idx').on(t.status)],
);

/**
 * Each kiosk of a roll-out: its stage, the state its agent last reported (pending until then) and why,
 * and its download token, kept only as a keyed hash (derived again from the nonce to resend it).
 */
export const rolloutKiosks = pgTable(
  'rollout_kiosks',
  {
    rolloutId: uuid('rollout_id')
      .notNull()
      .references(() => rollouts.id),
    deviceId: text('device_id')
      .notNull()
      .references(() => devices.id),
    stage: integer('stage').notNull(),
    state: text('state').notNull().default('pending'),
    reason: text('reason'),
    tokenNonce: text('token_nonce').notNull(),
    tokenHash: text('token_hash').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.rolloutId, t.deviceId] }),
    uniqueIndex('rollout_kiosks_token_idx').on(t.tokenHash),
  ],
);

/** Each API instance records itself at start and every minute: the console lists them with their versions. */
export const apiInstances = pgTable('api_instances', {
  id: text('id').primaryKey(),
  version: text('version').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
});

// ── Audit log (docs/security.md, the audit log) ─────────────────────────────────────────────────

/**
 * Every change made from the console or a command line, written in the transaction of the change. Append
 * only: a trigger refuses UPDATE and DELETE (migration 20261206161847_kiosk_setup_audit), and no route
 * writes it but through a change. Secrets are recorded as "set" or "rotated", never their values.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** `operator` (the console) or `cli` (a command line). */
    authorKind: text('author_kind').notNull(),
    /** The operator's id; null for a command line. */
    authorId: text('author_id'),
    /** The operator's name, or `cli:<user>`. */
    author: text('author').notNull(),
    action: text('action').notNull(),
    subjectKind: text('subject_kind').notNull(),
    subjectId: text('subject_id').notNull(),
    /** The kiosk the change is about, when there is one (for the filter). */
    deviceId: text('device_id'),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_device_idx').on(t.deviceId, t.at),
    index('audit_log_subject_idx').on(t.subjectKind, t.at),
  ],
);
