/** API paths shared by the server's routes and the web client. */
export const API = {
  device: '/devices/:deviceId',
  config: '/devices/:deviceId/config',
  products: '/devices/:deviceId/products',
  product: '/devices/:deviceId/products/:productId',
  stock: '/devices/:deviceId/products/stock',
  orders: '/devices/:deviceId/orders',
  order: '/devices/:deviceId/orders/:orderId',
  /** GET: the order as server-sent events while it moves (the kiosk's dispense screen, the phone's status). */
  orderEvents: '/devices/:deviceId/orders/:orderId/events',
  /** GET ?capability=: the phone's way in from the kiosk's offer QR code (keeps the capability, opens the page). */
  phoneLink: '/devices/:deviceId/orders/:orderId/phone',
  featureFlags: '/feature-flags/v1',
} as const;

/** Fills `:name` segments of a path, encoding each value. */
export const fillPath = (path: string, params: Record<string, string>): string =>
  path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(value);
  });

/** Staff-area API paths, beside the ones of docs/product.md §7 in `API`. */
export const STAFF_API = {
  /** POST: checks the staff bearer; 200 `{ ok: true }`, 401, or 429 with Retry-After. */
  session: '/devices/:deviceId/staff/session',
  /** GET: the slots flagged by failed dispenses, and whether the dispenser answers. */
  slotFaults: '/devices/:deviceId/staff/slot-faults',
  /** POST: clears a slot's fault after service (audited). */
  clearSlotFault: '/devices/:deviceId/products/stock/:skuId/clear-fault',
  /** PUT: sets slots' counts and capacities (audited; 409 on a stale version). */
  slotCounts: '/devices/:deviceId/products/stock/slots',
  /** POST: adds a slot holding a sku the kiosk stocks (audited when it holds units). */
  addSlot: '/devices/:deviceId/products/stock/slots',
  /** PUT: sets which sku an empty slot holds. */
  slotSku: '/devices/:deviceId/products/stock/slots/:slotId/sku',
  /** POST: puts one slot back in service after a check (audited). */
  clearOneSlotFault: '/devices/:deviceId/products/stock/slots/:slotId/clear-fault',
  /** GET: the latest stock changes. */
  stockAudit: '/devices/:deviceId/products/stock/audit',
  /** GET ?from&to[&format=csv]: units dispensed per product per day (staff). */
  dispensingReport: '/devices/:deviceId/reports/dispensing',
  testOrders: '/devices/:deviceId/test/orders',
  testOrder: '/devices/:deviceId/test/orders/:orderId',
  testDispense: '/devices/:deviceId/test/orders/:orderId/dispense',
  /** POST: the hardware check: one unit test-dispensed from exactly this slot, and what the sensor said. */
  slotCheck: '/devices/:deviceId/test/slots/:slotId/dispense',
} as const;

/** Kiosk pairing: a kiosk browser becomes a known device (its credential lives in an HttpOnly cookie). */
export const KIOSK_API = {
  /**
   * POST { code } (or the staff bearer): pairs this browser; sets the device credential cookie.
   * GET: whether this browser is a paired kiosk of the device.
   */
  pair: '/devices/:deviceId/kiosk-credential',
  /** POST (staff): a one-time pairing code and the kiosk address that uses it. */
  pairingCodes: '/devices/:deviceId/kiosk-pairings',
  /** GET (staff): the device's paired kiosk browsers. */
  credentials: '/devices/:deviceId/kiosk-credentials',
  /** POST (staff): revoke one. */
  revoke: '/devices/:deviceId/kiosk-credentials/:credentialId/revoke',
  /** POST (staff): revoke one and get a pairing code for its replacement. */
  rotate: '/devices/:deviceId/kiosk-credentials/:credentialId/rotate',
} as const;

/** The query parameter of a phone link that carries the order capability. */
export const CAPABILITY_PARAM = 'capability';

/** The kiosk address's query parameter that carries a one-time pairing code. */
export const PAIRING_CODE_PARAM = 'pair';
