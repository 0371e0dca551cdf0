import { API, CAPABILITY_PARAM, fillPath } from '@kiosk/contract/values';
import { DEVICE_ID_KEY } from '../lib/device-id';

/**
 * Every address of the app (docs/product.md §2), in one module: the react-router patterns, and the builders that fill
 * and encode them. Screens and links take their paths from here and never write one themselves.
 */
export const ROUTES = {
  // Kiosk
  home: '/',
  help: '/help',
  idleScreen: '/idle-screen',
  products: '/products',
  product: '/products/:id',
  workflowManager: '/orders/:orderId/workflow-manager',
  payment: '/orders/:id/payment',
  orderStatus: '/orders/:id/status',
  orderForm: '/orders/:id/form',
  staffAuth: '/stock-management/auth',
  reserveAuthorization: '/reserve-authorization',
  // Inside the stock-management context (shared app state, docs/decisions.md)
  dispense: '/orders/:id/dispense',
  stockManagement: '/stock-management',
  adjustStock: '/adjust-stock',
  testDispenseStatus: '/test-dispense-status',
  hardwareCheck: '/hardware-check',
  kioskPairing: '/kiosk-pairing',
  // Mobile
  checkEligibility: '/mobile/:deviceId/orders/:orderId/discounts/check-eligibility',
  phoneVerificationNumber: '/mobile/:deviceId/orders/:orderId/discounts/mfa-phone',
  phoneVerificationCode: '/mobile/:deviceId/orders/:orderId/discounts/mfa-code',
  offerAvailability: '/mobile/:deviceId/orders/:orderId/discounts/offer-availability',
  mobileOrderStatus: '/mobile/:deviceId/orders/:orderId/discounts/status',
  paymentStatus: '/mobile/payment/status',
  // Reserve
  reserveProducts: '/devices/:deviceId/reserve-products',
  reserveProduct: '/devices/:deviceId/reserve-products/:productId',
  reserveConfirmation: '/devices/:deviceId/orders/:orderId/reserve-confirmation',
  reserveForm: '/devices/:deviceId/reserve-products/:productId/orders/:orderId/reserve-form',
  reservePayment: '/devices/:deviceId/orders/:orderId/reserve-payment',
  placeOrder: '/devices/:deviceId/reserve-products/:productId/orders/:orderId/place-order',
  // Operator console, the contract's CONSOLE_PAGES (written out here so the kiosk's first screen
  // does not load the console's values; paths.test.ts keeps the two equal)
  consoleSignIn: '/operator/sign-in',
  consoleFleet: '/operator',
  consoleKiosk: '/operator/kiosks/:deviceId',
  consoleCharts: '/operator/charts',
  consoleAlerts: '/operator/alerts',
  consoleOutbox: '/operator/alert-outbox',
  consoleThresholds: '/operator/thresholds',
  consoleNewKiosk: '/operator/new-kiosk',
  consoleKioskSettings: '/operator/kiosk-setup/:deviceId',
  consoleAudit: '/operator/audit',
  consoleReleases: '/operator/releases',
  consoleRollouts: '/operator/rollouts',
  consoleRollout: '/operator/rollouts/:rolloutId',
  consoleCatalog: '/operator/catalog',
  consoleNewProduct: '/operator/catalog/new-product',
  consoleProduct: '/operator/catalog/products/:productId',
  consoleTranslations: '/operator/catalog/translations',
  consoleAssortment: '/operator/kiosks/:deviceId/assortment',
  consolePeople: '/operator/people',
  consoleAccount: '/operator/account',
  consoleTwoFactor: '/operator/two-factor',
} as const;

export type TRouteName = keyof typeof ROUTES;

const seg = encodeURIComponent;

/** docs/product.md §2: 'Start Over' goes to / with the deviceId query parameter. */
export const startOverPath = (deviceId: string | null): string =>
  deviceId ? `/?${new URLSearchParams({ [DEVICE_ID_KEY]: deviceId }).toString()}` : '/';

/** The staff sign-in of a kiosk's device. */
export const staffSignInPath = (deviceId: string | null): string =>
  deviceId
    ? `${ROUTES.staffAuth}?${new URLSearchParams({ [DEVICE_ID_KEY]: deviceId }).toString()}`
    : ROUTES.staffAuth;

/** Flow routing keys (docs/product.md §3): which path the workflow manager takes once the steps are done. */
export const FLOW_KEYS = ['checkout', 'reserve', 'reserve-auth'] as const;
export type TFlowKey = (typeof FLOW_KEYS)[number];
export const DEFAULT_FLOW: TFlowKey = 'checkout';

/** Query parameters the workflow manager reads besides `workflow`. */
export const FLOW_PARAM = 'flow';
export const PRODUCT_PARAM = 'productId';

export const isFlowKey = (value: unknown): value is TFlowKey =>
  typeof value === 'string' && (FLOW_KEYS as readonly string[]).includes(value);

/** The kiosk's order flow. */
export const orderPaths = {
  product: (productId: string) => `/products/${seg(productId)}`,
  dispense: (orderId: string) => `/orders/${seg(orderId)}/dispense`,
  form: (orderId: string) => `/orders/${seg(orderId)}/form`,
  payment: (orderId: string) => `/orders/${seg(orderId)}/payment`,
  status: (orderId: string) => `/orders/${seg(orderId)}/status`,
  /**
   * The workflow manager of an order. The checkout flow is the default and needs no parameter; the
   * reserve flow names its product (for routing and for cancel) and its device.
   */
  workflowManager: (
    orderId: string,
    options: { flow?: TFlowKey; productId?: string; deviceId?: string } = {},
  ) => {
    const params = new URLSearchParams();
    if (options.flow && options.flow !== DEFAULT_FLOW) params.set(FLOW_PARAM, options.flow);
    if (options.productId) params.set(PRODUCT_PARAM, options.productId);
    if (options.deviceId) params.set(DEVICE_ID_KEY, options.deviceId);
    const query = params.toString();
    return `/orders/${seg(orderId)}/workflow-manager${query ? `?${query}` : ''}`;
  },
};

/** The phone's offer pages: /mobile/{deviceId}/orders/{orderId}/discounts/{step}. */
export const OFFER_STEPS = [
  'check-eligibility',
  'mfa-phone',
  'mfa-code',
  'offer-availability',
  'status',
] as const;
export type TOfferStep = (typeof OFFER_STEPS)[number];

export const offerPath = (deviceId: string, orderId: string, step: TOfferStep): string =>
  `/mobile/${seg(deviceId)}/orders/${seg(orderId)}/discounts/${step}`;

/**
 * The address the kiosk's QR code opens on the phone: the server keeps the order capability in the
 * phone's cookie and opens the eligibility check.
 */
export const offerUrl = (origin: string, deviceId: string, orderId: string, capability: string): string =>
  `${origin}${fillPath(API.phoneLink, { deviceId, orderId })}?${new URLSearchParams({ [CAPABILITY_PARAM]: capability }).toString()}`;

/** The phone's reserve pages. */
export const reservePaths = {
  products: (deviceId: string) => `/devices/${seg(deviceId)}/reserve-products`,
  product: (deviceId: string, productId: string) =>
    `/devices/${seg(deviceId)}/reserve-products/${seg(productId)}`,
  form: (deviceId: string, productId: string, orderId: string) =>
    `/devices/${seg(deviceId)}/reserve-products/${seg(productId)}/orders/${seg(orderId)}/reserve-form`,
  payment: (deviceId: string, orderId: string) =>
    `/devices/${seg(deviceId)}/orders/${seg(orderId)}/reserve-payment`,
  placeOrder: (deviceId: string, productId: string, orderId: string) =>
    `/devices/${seg(deviceId)}/reserve-products/${seg(productId)}/orders/${seg(orderId)}/place-order`,
  confirmation: (deviceId: string, orderId: string) =>
    `/devices/${seg(deviceId)}/orders/${seg(orderId)}/reserve-confirmation`,
};

/** The address the kiosk's 'Reserve on your phone' QR code opens. */
export const reserveProductsUrl = (origin: string, deviceId: string): string =>
  `${origin}${reservePaths.products(deviceId)}`;

/** The operator console's pages (the patterns are ROUTES.console*). */
export const consolePaths = {
  kiosk: (deviceId: string) => `/operator/kiosks/${seg(deviceId)}`,
  /** A kiosk's settings: edit, staff passkey, pairing code, retire. */
  kioskSettings: (deviceId: string) => `/operator/kiosk-setup/${seg(deviceId)}`,
  /** The audit log of one kiosk. */
  audit: (deviceId: string) => `${ROUTES.consoleAudit}?${new URLSearchParams({ deviceId }).toString()}`,
  /** One product of the catalogue, in its editor. */
  product: (productId: string) => `/operator/catalog/products/${seg(productId)}`,
  /** The skus a kiosk offers, in order, with its own prices. */
  assortment: (deviceId: string) => `/operator/kiosks/${seg(deviceId)}/assortment`,
  /** One roll-out with each kiosk's state. */
  rollout: (rolloutId: string) => `/operator/rollouts/${seg(rolloutId)}`,
  /** The charts of one kiosk (deviceId) or of the whole fleet. */
  charts: (deviceId?: string) =>
    deviceId
      ? `${ROUTES.consoleCharts}?${new URLSearchParams({ deviceId }).toString()}`
      : ROUTES.consoleCharts,
};
