/**
 * The web app's page addresses (react-router patterns, `:name` a segment). The server answers a GET of one
 * of them with the app's HTML whatever the client accepts, but JSON: a proxy or an uptime check that
 * fetches `/` sees the site. The web app's route table (`apps/web/src/shared/routes/paths.ts`) writes them
 * out again; its test keeps the two equal.
 */
export const WEB_PAGES = [
  '/',
  '/help',
  '/idle-screen',
  '/products',
  '/products/:id',
  '/orders/:orderId/workflow-manager',
  '/orders/:id/payment',
  '/orders/:id/status',
  '/orders/:id/form',
  '/stock-management/auth',
  '/reserve-authorization',
  '/orders/:id/dispense',
  '/stock-management',
  '/adjust-stock',
  '/test-dispense-status',
  '/hardware-check',
  '/kiosk-pairing',
  '/mobile/:deviceId/orders/:orderId/discounts/check-eligibility',
  '/mobile/:deviceId/orders/:orderId/discounts/mfa-phone',
  '/mobile/:deviceId/orders/:orderId/discounts/mfa-code',
  '/mobile/:deviceId/orders/:orderId/discounts/offer-availability',
  '/mobile/:deviceId/orders/:orderId/discounts/status',
  '/mobile/payment/status',
  '/devices/:deviceId/reserve-products',
  '/devices/:deviceId/reserve-products/:productId',
  '/devices/:deviceId/orders/:orderId/reserve-confirmation',
  '/devices/:deviceId/reserve-products/:productId/orders/:orderId/reserve-form',
  '/devices/:deviceId/orders/:orderId/reserve-payment',
  '/devices/:deviceId/reserve-products/:productId/orders/:orderId/place-order',
  '/operator/sign-in',
  '/operator',
  '/operator/kiosks/:deviceId',
  '/operator/charts',
  '/operator/alerts',
  '/operator/alert-outbox',
  '/operator/thresholds',
  '/operator/new-kiosk',
  '/operator/kiosk-setup/:deviceId',
  '/operator/audit',
  '/operator/releases',
  '/operator/rollouts',
  '/operator/rollouts/:rolloutId',
  '/operator/catalog',
  '/operator/catalog/new-product',
  '/operator/catalog/products/:productId',
  '/operator/catalog/translations',
  '/operator/kiosks/:deviceId/assortment',
  '/operator/people',
  '/operator/account',
  '/operator/two-factor',
] as const;

const patternOf = (page: string): RegExp =>
  new RegExp(
    `^${page
      .split('/')
      .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/')}/?$`,
  );

const PAGE_PATTERNS = WEB_PAGES.map(patternOf);

/** Whether a path (without its query) is one of the web app's pages. */
export const isWebPage = (path: string): boolean => PAGE_PATTERNS.some((pattern) => pattern.test(path));
