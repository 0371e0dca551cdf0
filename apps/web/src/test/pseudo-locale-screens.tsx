import { afterAll, afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { matchPath } from 'react-router';
import type { TProduct, TStockItem } from '@kiosk/contract';
import i18n from '../i18n/i18n';
import en from '../i18n/locales/en.json';
import { dispenseStore } from '../features/kiosk/dispense/dispense-api';
import { ROUTES } from '../shared/routes/paths';
import { endStaffSession } from '../shared/staff-session/staff-session-store';
import { endOperatorSession } from '../features/console/operator-session-store';
import { AT as CONSOLE_AT } from './console-fixtures';
import { offerStatusOf, offerOf } from './offer-fixtures';
import { DEVICE, ORDER_ID, data, errorReply, orderOf, orderSku, stubApi, workflowOf } from './api-stub';
import { deviceConfig } from './device-config-fixture';
import { product, sku } from './product-fixtures';
import { renderApp } from './render-app';
import {
  BASE_EXCLUSIONS,
  apiText,
  pseudoLocaleOf,
  untranslatedTexts,
  type TExclusion,
} from './pseudo-locale';

/**
 * The shared part of the pseudo-locale tests (i18n/pseudo-locale*.test.tsx), one file per part of the
 * app. No hard-coded visible text. The app runs on a pseudo locale (every text of en.json
 * wrapped in ⟦…⟧) with API data wrapped in ⟪…⟫; on every screen, modal and state below, any text
 * node, read-out attribute or document title with letters outside both is a hard-coded string.
 */

/** `i18n.t` with any key: the pseudo text a screen shows, to find elements by it. */
export const t = (key: string, options?: Record<string, unknown>): string =>
  (i18n.t as unknown as (key: string, options?: Record<string, unknown>) => string)(key, options);

export const slow = { timeout: 10_000 };
export const BASE = `/devices/${DEVICE}`;
export const ORDER = `${BASE}/orders/${ORDER_ID}`;
export const OFFERS_API = `${ORDER}/discounts`;
export const MOBILE = `/mobile/${DEVICE}/orders/${ORDER_ID}/discounts`;

// ---- Fixture data: every text the API serves is wrapped by apiText. ----

/** Timestamps the staff pages and the reservation show as dates. */
export const AUDIT_AT = '2026-11-22T17:00:00.000Z';
export const FAULT_AT = '2026-11-23T09:30:00.000Z';
export const EXPIRES_AT = '2026-11-30T18:00:00.000Z';

export const CONFIG = deviceConfig({ name: apiText('Demo kiosk'), isAccessibilityExtensionAllowed: true });

export const NALOXONE = product({
  id: 'naloxone',
  title: apiText('Naloxone nasal spray'),
  description: apiText('Two doses of 4 mg.'),
  isFree: true,
  isEmergency: true,
  priceRange: { min: 0, max: 0 },
  skus: [
    sku({ id: 'naloxone-2-pack', productId: 'naloxone', title: apiText('2-pack'), price: 0, isFree: true }),
  ],
});
export const CONDOMS = product({
  id: 'condoms',
  title: apiText('Condoms'),
  description: apiText('Latex-free.'),
  isMultiPack: true,
  priceRange: { min: 199, max: 599 },
  skus: [
    sku({
      id: 'condoms-3',
      productId: 'condoms',
      title: apiText('3-pack'),
      price: 199,
      dispenseQuantity: 3,
      maxQuantity: 3,
      stock: 10,
    }),
    sku({ id: 'condoms-12', productId: 'condoms', title: apiText('12-pack'), price: 599, stock: 0 }),
    sku({ id: 'condoms-24', productId: 'condoms', title: apiText('24-pack'), price: null }),
  ],
});
export const TEST_KIT = product({
  id: 'test-kit',
  title: apiText('Pregnancy test'),
  isOutOfStock: true,
  skus: [sku({ id: 'test-kit-1', productId: 'test-kit', title: apiText('Single test'), stock: 0 })],
});
export const VITAMINS = product({
  id: 'vitamins',
  title: apiText('Prenatal vitamins'),
  isPriceUnavailable: true,
  priceRange: null,
  skus: [sku({ id: 'vitamins-30', productId: 'vitamins', title: apiText('30 tablets'), price: null })],
});
export const PRODUCTS: TProduct[] = [NALOXONE, CONDOMS, TEST_KIT, VITAMINS];

export const ITEM = orderSku({ title: apiText('Single test') });
export const FORM_ITEM = orderSku({
  title: apiText('PrEP'),
  metadata: { ...ITEM.metadata, formUrls: ['https://forms.example/a'] },
});
// The kiosk is handed the order capability that its offer QR code carries to the phone.
export const OPEN_ORDER = { ...orderOf({ skus: [ITEM] }), capability: '1700000000.cap' };

export const AGE = workflowOf(
  'age-authorization',
  apiText('Verify your age'),
  apiText('Enter your date of birth.'),
);
export const CODE = workflowOf(
  'code-authorization',
  apiText('Access code required'),
  apiText('Enter your code.'),
);

export const OFFER = offerOf({ title: apiText('Free naloxone 2-pack'), skuTitle: apiText('2-pack') });
/** An order's offer step with the API's texts marked. */
export const statusOf = (overrides: Partial<ReturnType<typeof offerStatusOf>> = {}) =>
  offerStatusOf({ offers: [OFFER], ...overrides });

export const serverError = (status = 500) =>
  errorReply(status, apiText('The server said no.'), apiText('It explains why.'), 'conflict');

export const stockItem = (
  skuId: string,
  productId: string,
  title: string,
  extra: Partial<TStockItem> = {},
): TStockItem => ({
  skuId,
  productId,
  title: apiText(title),
  stock: 10,
  onHand: 10,
  held: 2,
  slot: apiText('A1'),
  isSlotFaulted: false,
  version: 1,
  slots: [
    {
      slotId: apiText(`${skuId}-1`),
      count: 10,
      capacity: 20,
      isFaulted: extra.isSlotFaulted ?? false,
      faultReason: extra.isSlotFaulted ? 'jammed' : null,
      faultedAt: null,
      version: 0,
    },
  ],
  ...extra,
});
export const STOCK: TStockItem[] = [
  stockItem('condoms-3', 'condoms', '3-pack'),
  stockItem('naloxone-2-pack', 'naloxone', '2-pack', { slot: null, isSlotFaulted: true }),
];

/** The API of the demo device; a test overrides what its screen needs. */
export const stubWorld = (overrides: Parameters<typeof stubApi>[0] = {}) =>
  stubApi({
    [`GET ${BASE}/config`]: () => data(CONFIG),
    [`GET ${BASE}/products`]: () => data(PRODUCTS),
    [`GET ${BASE}/products/*`]: (call) => {
      const found = PRODUCTS.find((entry) => call.path.endsWith(`/${entry.id}`));
      return found ? data(found) : serverError(404);
    },
    [`POST ${BASE}/orders`]: () => data(OPEN_ORDER, 201),
    [`POST ${BASE}/orders/cancel`]: () => data({ cancelled: [], skipped: [] }),
    [`GET ${ORDER}`]: () => data(OPEN_ORDER),
    [`POST ${ORDER}/cancel`]: () => data(orderOf({ status: 'cancelled' })),
    'POST /analytics/events': () => data({ accepted: 0 }),
    ...overrides,
  });

// ---- The check ----

export const dateTime = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });
export const FIXTURE_DATES = [AUDIT_AT, FAULT_AT, EXPIRES_AT, CONSOLE_AT].map((at) =>
  dateTime.format(new Date(at)),
);

/** The exceptions of this test, each with its reason (see BASE_EXCLUSIONS for the product's own). */
export const EXCLUSIONS: TExclusion[] = [
  ...BASE_EXCLUSIONS,
  {
    reason: 'dates are formatted by Intl for the interface language (the pseudo locale runs as English)',
    covers: (text) => !/\p{L}/u.test(FIXTURE_DATES.reduce((rest, date) => rest.split(date).join(''), text)),
  },
];

/** Fails, naming the screen and each text, when anything shown is not from the locale or the API. */
export const expectAllTranslated = (screenName: string) =>
  expect(untranslatedTexts(EXCLUSIONS), `hard-coded text on ${screenName}`).toEqual([]);

/** A pattern matching `text` anywhere (a required field's label ends in ' *'). */
export const containing = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

/** A text without its ⟦…⟧, to find it inside a longer translated text. */
export const inner = (text: string) => text.slice(1, -1);

/** Presses the dialog's last button of that name (its close icon may share it) and waits until it is gone. */
export const closeDialog = async (name: string) => {
  click(within(screen.getByRole('dialog')).getAllByRole('button', { name }).at(-1)!);
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), slow);
};
/** A request that got no reply: the message is the browser's own (docs/product.md §8 keeps it), marked as such. */
export const noReply = (): never => {
  throw new TypeError(apiText('Failed to fetch'));
};

/** Every address a test showed (also those it navigated to), for the coverage check at the end. */
export const visited = new Set<string>();
/** Renders the whole app at `path` and records the addresses it shows. */
export const visit = (path: string) => {
  const result = renderApp(path);
  visited.add(path);
  result.router.subscribe((state) => visited.add(state.location.pathname));
  return result;
};

export const loaded = () => waitFor(() => expect(screen.queryByText(t('loading.label'))).toBeNull(), slow);
export const click = (element: HTMLElement) => fireEvent.click(element);
export const button = (name: string) => screen.getByRole('button', { name });
export const dialog = (name: string) => screen.findByRole('dialog', { name }, slow);

/** The pseudo locale in place of English for the file, and each test's state reset after it. */
export function setUpPseudoLocale(): void {
  beforeAll(async () => {
    await i18n.changeLanguage('en');
    i18n.removeResourceBundle('en', 'translation');
    i18n.addResourceBundle('en', 'translation', pseudoLocaleOf(en));
  });
  afterAll(() => {
    i18n.removeResourceBundle('en', 'translation');
    i18n.addResourceBundle('en', 'translation', en);
  });
  beforeEach(() => sessionStorage.setItem('deviceId', DEVICE));
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    dispenseStore.reset();
    endStaffSession();
    endOperatorSession();
  });
}

/** Which part of the app a route belongs to: each part's file checks that it showed all of its routes. */
export type TPseudoPart = 'kiosk' | 'staff' | 'phone' | 'console';
const STAFF_ROUTES: string[] = [
  ROUTES.staffAuth,
  ROUTES.stockManagement,
  ROUTES.adjustStock,
  ROUTES.testDispenseStatus,
  ROUTES.hardwareCheck,
  ROUTES.kioskPairing,
];
export const partOf = (pattern: string): TPseudoPart =>
  pattern.startsWith('/operator')
    ? 'console'
    : pattern.startsWith('/mobile') || pattern.startsWith('/devices/')
      ? 'phone'
      : STAFF_ROUTES.includes(pattern)
        ? 'staff'
        : 'kiosk';

/** Fails naming each route of the route table that belongs to `part` and that no test of the file showed. */
export const expectEveryRouteVisited = (part: TPseudoPart) => {
  const paths = [...visited].map((path) => path.split('?')[0]!);
  const missing = Object.entries(ROUTES)
    .filter(([, pattern]) => partOf(pattern) === part)
    .filter(([, pattern]) => !paths.some((path) => matchPath(pattern, path)))
    .map(([name]) => name);
  expect(missing).toEqual([]);
};
