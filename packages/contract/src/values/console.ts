/**
 * The operator console's zod-free values: paths, list options, chart and alert names, limits.
 * The schemas are in `../console-*.ts`. An operator signs in with an account of the deployment and sees
 * every kiosk; a kiosk's staff passkey opens none of these calls.
 */
/** Where the console's calls live: the operator session cookie is sent to this path only. */
export const CONSOLE_API_PREFIX = '/console';

// In a module of its own: the web app's HTTP client (in the kiosk's first screen) sends it on every write,
// and this module's other values would come with it.
export { CONSOLE_WRITE_HEADER } from './console-write-header';

export const CONSOLE_API = {
  /**
   * POST `{ name, password }` → the session in an HttpOnly cookie; GET → who is signed in; DELETE → signs
   * out everywhere (every session of the operator).
   */
  session: '/console/session',
  /** GET ?sort&dir&filter&q&page&pageSize: the fleet overview, one row per kiosk. */
  kiosks: '/console/kiosks',
  /** GET: one kiosk: stock with 30 daily points, slot faults and their history, audit, recent counts. */
  kiosk: '/console/kiosks/:deviceId',
  /** GET ?from&to[&deviceId][&format=csv]: one chart's series (fleet, or one kiosk with deviceId). */
  chart: '/console/charts/:chart',
  /** GET ?state&kind&deviceId&page&pageSize: alerts, open ones first. */
  alerts: '/console/alerts',
  /** GET: the alert thresholds (defaults and per kiosk and sku); PUT one low-stock threshold. */
  thresholds: '/console/thresholds',
  /** GET: the alert messages the demo notifier kept instead of sending them (like the SMS outbox). */
  alertOutbox: '/console/alert-outbox',
  /** POST: creates a kiosk (shows its pairing code, and its agent's broker account, once). */
  kioskSetup: '/console/kiosk-setup',
  /** GET: a kiosk's settings as set up; PUT: edits them. */
  kioskSettings: '/console/kiosk-setup/:deviceId',
  /** POST: retires the kiosk: its browsers unpaired, its broker account revoked, its calls refused. */
  kioskRetirement: '/console/kiosk-setup/:deviceId/retirement',
  /** POST: a new staff passkey for the kiosk, shown once. */
  kioskStaffPasskey: '/console/kiosk-setup/:deviceId/staff-passkey',
  /** POST: a new password for the kiosk's broker account: the agent's environment file, shown once. */
  kioskBrokerAccount: '/console/kiosk-setup/:deviceId/broker-account',
  /** POST: a new one-time pairing code for the kiosk. */
  kioskPairingCode: '/console/kiosk-setup/:deviceId/pairing-code',
  /** GET: the skus the kiosk offers, in order, with its prices, and the rest (viewer); PUT: sets them (admin). */
  kioskAssortment: '/console/kiosks/:deviceId/assortment',
  /** GET ?kind&deviceId&author&from&to&page&pageSize[&format=csv]: the audit log, newest first. */
  audit: '/console/audit',
  /** PUT `{ currentPassword, newPassword }`: the signed-in operator sets their own password. */
  sessionPassword: '/console/session/password',
  /** POST `{ code }`: the second step of a sign-in with a second factor → the session cookie. */
  sessionCode: '/console/session/code',
  /** GET: the own second factor's state; POST: starts enrolment (a new key); DELETE: turns it off. */
  twoFactor: '/console/session/two-factor',
  /** POST `{ code }`: confirms the new key with a current code → on, with ten recovery codes. */
  twoFactorConfirm: '/console/session/two-factor/confirm',
  /** GET: every operator account (admin); POST: adds one with a one-time password, shown once. */
  operators: '/console/operators',
  /** PATCH `{ role?, disabled? }`: changes an account; DELETE: removes it (admin). */
  operator: '/console/operators/:operatorId',
  /** POST: a new one-time password; the operator sets their own at the next sign-in (admin). */
  operatorPasswordReset: '/console/operators/:operatorId/password-reset',
  /** GET: every catalogue product with its skus, all languages (viewer); POST: a new product (admin). */
  catalogProducts: '/console/catalog/products',
  /** GET: one product with its skus (viewer); PUT: edits the product's own fields (admin). */
  catalogProduct: '/console/catalog/products/:productId',
  /** POST: retires the product (hidden from every kiosk, history kept); DELETE: brings it back (admin). */
  catalogProductRetirement: '/console/catalog/products/:productId/retirement',
  /** POST: adds a sku to the product (admin). */
  catalogProductSkus: '/console/catalog/products/:productId/skus',
  /** PUT: edits a sku, every field (admin). */
  catalogSku: '/console/catalog/skus/:skuId',
  /** POST: retires the sku (hidden from every kiosk, history kept); DELETE: brings it back (admin). */
  catalogSkuRetirement: '/console/catalog/skus/:skuId/retirement',
  /** POST the raw bytes of a PNG, JPEG or WebP picture (at most 2 MB): stored, its path answered (admin). */
  catalogImages: '/console/catalog/images',
  /** GET: per language, the catalogue texts it lacks and how many kiosks offer it (viewer). */
  catalogTranslations: '/console/catalog/translations',
  /** DELETE: clears an operator's second factor (admin), for one who lost their authenticator. */
  operatorTwoFactor: '/console/operators/:operatorId/two-factor',
} as const;

/**
 * What an operator may do: admin everything (people, kiosk set-up); operator the fleet, thresholds,
 * alerts, reports and roll-outs; viewer reads only. Ordered from the least to the most.
 */
export const OPERATOR_ROLES = ['viewer', 'operator', 'admin'] as const;
/** The role `npm run operator:create` gives when `--role` is left out. */
export const DEFAULT_OPERATOR_ROLE = 'operator' as const;

/** The web app's console screens: under /operator, so that a reload never meets an API path of /console. */
export const CONSOLE_PAGES = {
  signIn: '/operator/sign-in',
  fleet: '/operator',
  kiosk: '/operator/kiosks/:deviceId',
  charts: '/operator/charts',
  alerts: '/operator/alerts',
  outbox: '/operator/alert-outbox',
  thresholds: '/operator/thresholds',
  newKiosk: '/operator/new-kiosk',
  kioskSettings: '/operator/kiosk-setup/:deviceId',
  audit: '/operator/audit',
  releases: '/operator/releases',
  rollouts: '/operator/rollouts',
  rollout: '/operator/rollouts/:rolloutId',
  catalog: '/operator/catalog',
  newProduct: '/operator/catalog/new-product',
  product: '/operator/catalog/products/:productId',
  translations: '/operator/catalog/translations',
  assortment: '/operator/kiosks/:deviceId/assortment',
  people: '/operator/people',
  account: '/operator/account',
  twoFactor: '/operator/two-factor',
} as const;

/** Overview sort keys; the default is `name`. Rows without an estimate sort last by `daysLeft`. */
export const FLEET_SORT_KEYS = [
  'name',
  'status',
  'slotFaults',
  'daysLeft',
  'naloxoneUnits',
  'unitsToday',
  'unitsThisMonth',
] as const;
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;

/**
 * Overview filters (comma-separated, a kiosk must match each one):
 * low_stock: a sku at or under its low-stock threshold; offline: not online now; faults: a slot faulted;
 * alerts: an open alert.
 */
export const FLEET_FILTERS = ['low_stock', 'offline', 'faults', 'alerts'] as const;

export const CONSOLE_PAGE_SIZE = { default: 25, max: 100 } as const;

/** How the console knows whether a kiosk is online: its device agent's retained MQTT status, or its last call. */
export const CONNECTION_SOURCES = ['agent', 'last_call'] as const;
export const CONNECTION_STATES = ['online', 'offline', 'never_seen'] as const;

/** Days left = units on hand ÷ (units dispensed in the last `DAYS_LEFT_WINDOW_DAYS` days ÷ that many days). */
export const DAYS_LEFT_WINDOW_DAYS = 14;
/** Points of a kiosk's stock sparkline: one per day, the last one today. */
export const SPARKLINE_DAYS = 30;

/**
 * The charts: units dispensed per day per product (stacked), emergency kits per week, failed dispenses
 * and refunded orders per week. Weeks start on Monday; days are each kiosk's own calendar days.
 */
export const CHART_IDS = ['units-per-day', 'emergency-kits-per-week', 'failures-per-week'] as const;
export const CHART_BUCKETS = ['day', 'week'] as const;
/** The longest date range a chart takes, in days; the default is the last 30 days. */
export const CHART_MAX_DAYS = 366;

export const ALERT_KINDS = ['low_stock', 'offline', 'slot_fault', 'dispense_failures'] as const;
export const ALERT_STATES = ['open', 'cleared', 'all'] as const;
export const ALERT_CHANNELS = ['email', 'webhook', 'outbox'] as const;
/** An alert message's delivery: waiting for (another) attempt, taken by its channel, or given up. */
export const ALERT_DELIVERY_STATES = ['pending', 'sent', 'failed'] as const;
/** A message is sent when an alert is raised and once more when it clears; never twice for one alert. */
export const ALERT_EVENTS = ['raised', 'cleared'] as const;

/**
 * Where a kiosk's low-stock threshold of a sku comes from: its own (`kiosk`), the sku's every-kiosk one
 * (`fleet`), the default (`default`, naloxone only), or none (`none`: other skus without one are never low).
 */
export const THRESHOLD_SOURCES = ['kiosk', 'fleet', 'default', 'none'] as const;

/** Defaults where no threshold is set for a kiosk and sku. */
export const ALERT_DEFAULTS = {
  lowStockUnits: 5,
  offlineMinutes: 15,
  /** Failed units (jams, empty slots, motor faults) within the window that raise the alert. */
  dispenseFailures: 3,
  dispenseFailuresWindowHours: 24,
} as const;

/** Lengths of a kiosk's name and address (or location note). */
export const KIOSK_NAME_MAX = 80;
export const KIOSK_ADDRESS_MAX = 300;

/**
 * Who made a change the audit log records: an operator in the console, someone at a command line, or a
 * kiosk's staff (with its passkey).
 */
export const AUDIT_AUTHOR_KINDS = ['operator', 'cli', 'staff'] as const;
/** What a change in the audit log is about. */
export const AUDIT_SUBJECT_KINDS = [
  'kiosk',
  'staff_passkey',
  'pairing_code',
  'broker_account',
  'operator',
  'threshold',
  'product',
  'sku',
  'catalog_image',
] as const;

/** GET (no credential): a catalogue picture, immutable, cached for a year. */
export const CATALOG_IMAGE_PATH = '/catalog-images/:imageId';
/** The picture types the catalogue stores (checked on the bytes, not only the Content-Type). */
export const CATALOG_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
/** The largest catalogue picture, in bytes (2 MB). */
export const CATALOG_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
/** The catalogue texts the translation view counts. */
export const CATALOG_TEXT_KINDS = ['product_title', 'product_description', 'sku_title'] as const;
