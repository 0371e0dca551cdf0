/**
 * docs/product.md §4/§7 test dispense mode: a switch in app state (set by staff) that sends order calls to the
 * /test/ endpoints with the staff bearer. Hooks of the order flow take it as an option; null is the
 * visitor's (normal) mode.
 */
export type TTestMode = { bearer: string } | null;

/** `/devices/{id}/orders/...` → `/devices/{id}/test/orders/...` in test mode. */
export const withTestPath = (path: string, testMode: TTestMode): string =>
  testMode ? path.replace(/^(\/devices\/[^/]+)\/orders/, '$1/test/orders') : path;
