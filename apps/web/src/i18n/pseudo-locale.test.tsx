import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { matchPath } from 'react-router';
import type { TOrder, TProduct, TStockItem } from '@kiosk/contract';
import { ALERT_DEFAULTS } from '@kiosk/contract/values';
import i18n from './i18n';
import en from './locales/en.json';
import { dispenseStore } from '../shared/api/dispense-api';
import { RootErrorPage } from '../app/pages/root-error-page';
import { RouteErrorBoundary } from '../app/pages/route-error-boundary';
import { ROUTES } from '../shared/routes/paths';
import { endStaffSession, startStaffSession } from '../shared/staff-session/staff-session-store';
import { endOperatorSession, startOperatorSession } from '../features/console/operator-session-store';
import {
  AT as CONSOLE_AT,
  CONSOLE_DEVICE,
  alertOf,
  alertsOf,
  chartOf,
  fleetOf,
  fleetRows,
  kioskDetail,
  outboxOf,
  signedIn,
} from '../test/console-fixtures';
import { OPERATOR_ACCOUNTS, TWO_FACTOR_STATE } from '@kiosk/contract/fixtures';
import { assortmentOf, catalogOf, catalogProducts, translationsOf } from '../test/catalog-fixtures';
import { offerStatusOf, offerOf } from '../test/offer-fixtures';
import {
  DEVICE,
  ORDER_ID,
  TRANSACTION_ID,
  data,
  errorReply,
  orderOf,
  orderSku,
  stubApi,
  transactionOf,
  workflowOf,
} from '../test/api-stub';
import { deviceConfig } from '../test/device-config-fixture';
import { product, sku } from '../test/product-fixtures';
import { jsonReply, renderApp, renderWithRouter } from '../test/render-app';
import {
  BASE_EXCLUSIONS,
  apiText,
  pseudoLocaleOf,
  untranslatedTexts,
  type TExclusion,
} from '../test/pseudo-locale';

/**
 * No hard-coded visible text. The app runs on a pseudo locale (every text of en.json
 * wrapped in ⟦…⟧) with API data wrapped in ⟪…⟫; on every screen, modal and state below, any text
 * node, read-out attribute or document title with letters outside both is a hard-coded string.
 */

/** `i18n.t` with any key: the pseudo text a screen shows, to find elements by it. */
const t = (key: string, options?: Record<string, unknown>): string =>
  (i18n.t as unknown as (key: string, options?: Record<string, unknown>) => string)(key, options);

const slow = { timeout: 10_000 };
const BASE = `/devices/${DEVICE}`;
const ORDER = `${BASE}/orders/${ORDER_ID}`;
const OFFERS_API = `${ORDER}/discounts`;
const MOBILE = `/mobile/${DEVICE}/orders/${ORDER_ID}/discounts`;

// ---- Fixture data: every text the API serves is wrapped by apiText. ----

/** Timestamps the staff pages and the reservation show as dates. */
const AUDIT_AT = '2026-11-22T17:00:00.000Z';
const FAULT_AT = '2026-11-23T09:30:00.000Z';
const EXPIRES_AT = '2026-11-30T18:00:00.000Z';

const CONFIG = deviceConfig({ name: apiText('Demo kiosk'), isAccessibilityExtensionAllowed: true });

const NALOXONE = product({
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
const CONDOMS = product({
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
const TEST_KIT = product({
  id: 'test-kit',
  title: apiText('Pregnancy test'),
  isOutOfStock: true,
  skus: [sku({ id: 'test-kit-1', productId: 'test-kit', title: apiText('Single test'), stock: 0 })],
});
const VITAMINS = product({
  id: 'vitamins',
  title: apiText('Prenatal vitamins'),
  isPriceUnavailable: true,
  priceRange: null,
  skus: [sku({ id: 'vitamins-30', productId: 'vitamins', title: apiText('30 tablets'), price: null })],
});
const PRODUCTS: TProduct[] = [NALOXONE, CONDOMS, TEST_KIT, VITAMINS];

const ITEM = orderSku({ title: apiText('Single test') });
const FORM_ITEM = orderSku({
  title: apiText('PrEP'),
  metadata: { ...ITEM.metadata, formUrls: ['https://forms.example/a'] },
});
// The kiosk is handed the order capability that its offer QR code carries to the phone.
const OPEN_ORDER = { ...orderOf({ skus: [ITEM] }), capability: '1700000000.cap' };

const AGE = workflowOf('age-authorization', apiText('Verify your age'), apiText('Enter your date of birth.'));
const CODE = workflowOf('code-authorization', apiText('Access code required'), apiText('Enter your code.'));

const OFFER = offerOf({ title: apiText('Free naloxone 2-pack'), skuTitle: apiText('2-pack') });
/** An order's offer step with the API's texts marked. */
const statusOf = (overrides: Partial<ReturnType<typeof offerStatusOf>> = {}) =>
  offerStatusOf({ offers: [OFFER], ...overrides });

const serverError = (status = 500) =>
  errorReply(status, apiText('The server said no.'), apiText('It explains why.'), 'conflict');

const stockItem = (
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
const STOCK: TStockItem[] = [
  stockItem('condoms-3', 'condoms', '3-pack'),
  stockItem('naloxone-2-pack', 'naloxone', '2-pack', { slot: null, isSlotFaulted: true }),
];

/** The API of the demo device; a test overrides what its screen needs. */
const stubWorld = (overrides: Parameters<typeof stubApi>[0] = {}) =>
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

const dateTime = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });
const FIXTURE_DATES = [AUDIT_AT, FAULT_AT, EXPIRES_AT, CONSOLE_AT].map((at) => dateTime.format(new Date(at)));

/** The exceptions of this test, each with its reason (see BASE_EXCLUSIONS for the product's own). */
const EXCLUSIONS: TExclusion[] = [
  ...BASE_EXCLUSIONS,
  {
    reason: 'dates are formatted by Intl for the interface language (the pseudo locale runs as English)',
    covers: (text) => !/\p{L}/u.test(FIXTURE_DATES.reduce((rest, date) => rest.split(date).join(''), text)),
  },
];

/** Fails, naming the screen and each text, when anything shown is not from the locale or the API. */
const expectAllTranslated = (screenName: string) =>
  expect(untranslatedTexts(EXCLUSIONS), `hard-coded text on ${screenName}`).toEqual([]);

/** A pattern matching `text` anywhere (a required field's label ends in ' *'). */
const containing = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

/** A text without its ⟦…⟧, to find it inside a longer translated text. */
const inner = (text: string) => text.slice(1, -1);

/** Presses the dialog's last button of that name (its close icon may share it) and waits until it is gone. */
const closeDialog = async (name: string) => {
  click(within(screen.getByRole('dialog')).getAllByRole('button', { name }).at(-1)!);
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), slow);
};
/** A request that got no reply: the message is the browser's own (docs/product.md §8 keeps it), marked as such. */
const noReply = (): never => {
  throw new TypeError(apiText('Failed to fetch'));
};

/** Every address a test showed (also those it navigated to), for the coverage check at the end. */
const visited = new Set<string>();
/** Renders the whole app at `path` and records the addresses it shows. */
const visit = (path: string) => {
  const result = renderApp(path);
  visited.add(path);
  result.router.subscribe((state) => visited.add(state.location.pathname));
  return result;
};

const loaded = () => waitFor(() => expect(screen.queryByText(t('loading.label'))).toBeNull(), slow);
const click = (element: HTMLElement) => fireEvent.click(element);
const button = (name: string) => screen.getByRole('button', { name });
const dialog = (name: string) => screen.findByRole('dialog', { name }, slow);

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

describe('pseudo locale: the check itself', () => {
  it('wraps every text of en.json and keeps placeholders and plural keys', () => {
    const leaves = (texts: object, prefix = ''): [string, string][] =>
      Object.entries(texts).flatMap(([key, value]: [string, unknown]) =>
        typeof value === 'string'
          ? [[`${prefix}${key}`, value]]
          : leaves(value as object, `${prefix}${key}.`),
      );
    const pseudo = leaves(pseudoLocaleOf(en));
    expect(pseudo.map(([key]) => key)).toEqual(leaves(en).map(([key]) => key));
    expect(pseudo.filter(([, text]) => !/^⟦[^]*⟧$/.test(text))).toEqual([]);
    expect(t('session.idleCountdown', { count: 1 })).toBe('⟦Your session will end in 1 second.⟧');
    expect(t('session.idleCountdown', { count: 5 })).toBe('⟦Your session will end in 5 seconds.⟧');
    expect(t('app.pageTitle', { title: t('screens.help') })).toBe('⟦⟦Help⟧ – HealthPoint⟧');
  });

  it('finds a hard-coded text, attribute and title, and passes wrapped and API texts', () => {
    const { unmount } = render(
      <div>
        <p>{t('welcome.title')}</p>
        <p>{t('reserve.itemLine', { quantity: 2, title: apiText('Condoms') })}</p>
        <p>$8.99 · 12</p>
        <p>{FIXTURE_DATES[0]}</p>
        <button lang="ko">한국어</button>
        <div role="group">
          <button>Q</button>
        </div>
        <button aria-label="Close dialog">{t('modal.close')}</button>
        <p>Hard-coded</p>
        <p>Q</p>
      </div>,
    );
    document.title = 'Kiosk';
    expect(untranslatedTexts(EXCLUSIONS)).toEqual([
      'text "Hard-coded" in <p>',
      'text "Q" in <p>',
      'aria-label "Close dialog" in <button>',
      'document title "Kiosk" in <html>',
    ]);
    unmount();
  });
});

describe('pseudo locale: kiosk screens', { timeout: 60_000 }, () => {
  it('welcome, with the reserve dialog, the language modal and the accessibility modal', async () => {
    stubWorld();
    visit('/');
    await screen.findByRole('heading', { level: 1, name: t('welcome.title') }, slow);
    await screen.findByRole('button', { name: t('session.accessibilityButton') }, slow);
    expectAllTranslated('welcome');

    click(button(t('kioskReserve.reserveOnPhone')));
    await dialog(t('kioskReserve.dialogTitle'));
    expectAllTranslated('welcome: reserve-on-your-phone dialog');
    await closeDialog(t('kioskReserve.close'));

    click(button(t('language.buttonLabel', { language: 'English' })));
    await dialog(t('language.title'));
    expectAllTranslated('change-language modal');
    await closeDialog(t('language.cancel'));

    click(button(t('session.accessibilityButton')));
    await dialog(t('session.accessibilityTitle'));
    expectAllTranslated('accessibility modal');
  });

  it('help, with and without a support phone', async () => {
    stubWorld();
    const { unmount } = visit('/help');
    await screen.findByTestId('support-phone', {}, slow);
    expectAllTranslated('help');
    unmount();

    stubWorld({ [`GET ${BASE}/config`]: () => data({ ...CONFIG, supportPhone: null }) });
    visit('/help');
    await screen.findByText(t('help.noPhone'), {}, slow);
    expectAllTranslated('help without a phone');
  });

  it('idle screen', async () => {
    stubWorld();
    visit('/idle-screen');
    await screen.findByRole('button', { name: t('idleScreen.start') }, slow);
    expectAllTranslated('idle screen');
  });

  it('product grid: free, emergency, multi-pack, out of stock, no price; then the exit-session modal', async () => {
    stubWorld();
    visit('/products');
    await screen.findByRole('list', { name: t('products.title') }, slow);
    expectAllTranslated('product grid');

    click(button(t('session.endSession')));
    await dialog(t('session.exitTitle'));
    expectAllTranslated('exit-session modal');
  });

  it('product grid: loading, empty, failed, and no device id', async () => {
    let reply = () => new Promise<Response>(() => undefined);
    stubWorld({ [`GET ${BASE}/products`]: () => reply() });
    const first = visit('/products');
    await screen.findByText(t('products.loading'), {}, slow);
    expectAllTranslated('product grid loading');
    first.unmount();

    reply = async () => data([]);
    const second = visit('/products');
    await screen.findByText(t('products.empty'), {}, slow);
    expectAllTranslated('product grid empty');
    second.unmount();

    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    reply = async () => serverError();
    const third = visit('/products');
    await screen.findByText(t('products.empty'), {}, slow);
    expectAllTranslated('product grid failed');
    third.unmount();

    reply = async () => noReply();
    const fourth = visit('/products');
    await screen.findByText(t('products.empty'), {}, slow);
    expectAllTranslated('product grid without a reply');
    fourth.unmount();

    sessionStorage.clear();
    visit('/products');
    await screen.findByText(t('products.noDevice'), {}, slow);
    expectAllTranslated('product grid without a device id');
  });

  it('idle warning modal after 60 s without activity', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    stubWorld();
    visit('/products');
    await screen.findByRole('list', { name: t('products.title') }, slow);
    await act(async () => {
      vi.advanceTimersByTime(60_000);
    });
    await dialog(t('session.idleTitle'));
    expectAllTranslated('idle warning modal');
  });

  it('emergency naloxone: ask, consent, steps while dispensing, dispensed', async () => {
    let release: (response: Response) => void = () => undefined;
    stubWorld({
      [`POST ${ORDER}/dispense`]: () => new Promise<Response>((resolve) => (release = resolve)),
    });
    visit('/products');
    await screen.findByRole('list', { name: t('products.title') }, slow);
    click(button(t('emergency.button')));
    const ask = await dialog(t('emergency.askTitle'));
    expectAllTranslated('emergency: ask');
    click(within(ask).getByRole('button', { name: t('emergency.yes') }));
    const consent = await dialog(t('emergency.consentTitle'));
    expectAllTranslated('emergency: consent');
    click(within(consent).getByRole('button', { name: t('emergency.consentConfirm') }));
    await screen.findByText(t('emergency.dispensing'), {}, slow);
    expectAllTranslated('emergency: steps while dispensing');
    release(data(orderOf({ status: 'dispensed', quantityDispensed: 1 })));
    await screen.findByText(t('emergency.dispensed'), {}, slow);
    expectAllTranslated('emergency: dispensed');
  });

  it('emergency naloxone: the kit could not be given out', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubWorld({ [`POST ${ORDER}/dispense`]: () => serverError() });
    visit('/');
    await screen.findByRole('heading', { level: 1, name: t('welcome.title') }, slow);
    click(button(t('emergency.button')));
    click(within(await dialog(t('emergency.askTitle'))).getByRole('button', { name: t('emergency.yes') }));
    click(
      within(await dialog(t('emergency.consentTitle'))).getByRole('button', {
        name: t('emergency.consentConfirm'),
      }),
    );
    await screen.findByTestId('emergency-dispense-failure', {}, slow);
    expectAllTranslated('emergency: failure');
  });

  it('product detail: options, multi-pack count, out of stock, no price, and a failed start', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubWorld({ [`POST ${BASE}/orders`]: () => serverError(409) });
    visit('/products/condoms');
    await screen.findByRole('heading', { level: 2, name: CONDOMS.title }, slow);
    expectAllTranslated('product detail (multi-pack, options)');
    click(button(t('productDetail.startOrder')));
    await screen.findByText(t('productDetail.orderError'), {}, slow);
    expectAllTranslated('product detail: order failed');

    click(screen.getByRole('radio', { name: containing('12-pack') }));
    expectAllTranslated('product detail: out-of-stock option');
    click(screen.getByRole('radio', { name: containing('24-pack') }));
    expectAllTranslated('product detail: option without a price');
  });

  it('product detail: not found', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubWorld();
    visit('/products/nothing-here');
    await screen.findByText(t('productDetail.loadError'), {}, slow);
    expectAllTranslated('product detail not found');
  });

  it('workflow: age step with its keypad, a bad date and the server refusing', async () => {
    stubWorld({
      [`GET ${ORDER}/workflows`]: () => data([AGE]),
      [`POST ${ORDER}/age-authorization`]: () => serverError(403),
    });
    visit(`/orders/${ORDER_ID}/workflow-manager?productId=condoms`);
    await screen.findByRole('heading', { level: 2, name: AGE.sections[0]!.title }, slow);
    expectAllTranslated('age step');
    const keypad = within(screen.getByRole('group', { name: t('ageStep.keypad') }));
    for (const digit of '20001340') click(keypad.getByRole('button', { name: digit }));
    await screen.findByText(t('ageStep.invalidDateFormat'));
    expectAllTranslated('age step: invalid date');
    click(keypad.getByRole('button', { name: t('keypad.clear') }));
    for (const digit of '20000115') click(keypad.getByRole('button', { name: digit }));
    click(button(t('workflow.submit')));
    await screen.findByRole('alert');
    expectAllTranslated('age step: refused');
  });

  it('workflow: access code step with its keyboard, empty and wrong codes; loading and failed steps', async () => {
    stubWorld({
      [`GET ${ORDER}/workflows`]: () => data([CODE]),
      [`POST ${ORDER}/code-authorization`]: () =>
        errorReply(401, apiText('Authorization failed.'), '', 'unauthorized'),
    });
    const { unmount } = visit(`/orders/${ORDER_ID}/workflow-manager`);
    await screen.findByRole('heading', { level: 2, name: t('accessCode.title') }, slow);
    expectAllTranslated('access code step');
    click(button(t('workflow.submit')));
    await screen.findByText(t('accessCode.codeRequired'));
    expectAllTranslated('access code step: code required');
    const keys = within(screen.getByRole('group', { name: t('accessCode.keypad') }));
    for (const key of 'AB12') click(keys.getByRole('button', { name: key }));
    click(button(t('workflow.submit')));
    await screen.findByText(t('accessCode.wrongCode'), {}, slow);
    expectAllTranslated('access code step: wrong code');
    unmount();

    let reply = () => new Promise<Response>(() => undefined);
    stubWorld({ [`GET ${ORDER}/workflows`]: () => reply() });
    const second = visit(`/orders/${ORDER_ID}/workflow-manager`);
    await screen.findByText(t('workflow.loading'), {}, slow);
    expectAllTranslated('workflow manager loading');
    second.unmount();

    reply = async () => serverError();
    visit(`/orders/${ORDER_ID}/workflow-manager`);
    await screen.findByRole('heading', { level: 1, name: t('errorPage.title') }, slow);
    expectAllTranslated('workflow manager failed');
  });

  it('payment: the offer step (check on the phone, its progress, eligible, not eligible modal)', async () => {
    let status = statusOf();
    stubWorld({
      [`POST ${OFFERS_API}/available-offers`]: () => data(status),
      [`GET ${OFFERS_API}/status`]: () => data(status),
      [`POST ${OFFERS_API}/redeem`]: () => serverError(),
      [`POST ${OFFERS_API}/complete`]: () => new Promise<Response>(() => undefined),
    });
    const { unmount } = visit(`/orders/${ORDER_ID}/payment`);
    await screen.findByRole('heading', { level: 2, name: t('kioskOffers.title') }, slow);
    expectAllTranslated('payment: offer step');
    unmount();

    status = { ...status, phoneStep: 'opened' };
    const opened = visit(`/orders/${ORDER_ID}/payment`);
    await screen.findByText(t('kioskOffers.phoneOpened'), {}, slow);
    expectAllTranslated('payment: offer step, the phone opened the check');
    opened.unmount();

    status = { ...status, status: 'code_sent', phoneStep: 'code_sent' };
    const codeSent = visit(`/orders/${ORDER_ID}/payment`);
    await screen.findByText(t('kioskOffers.phoneCodeSent'), {}, slow);
    expectAllTranslated('payment: offer step, a code texted to the phone');
    codeSent.unmount();

    status = {
      ...status,
      status: 'eligible',
      phoneStep: 'verified',
      offers: [{ ...status.offers[0]!, state: 'available' }],
    };
    const second = visit(`/orders/${ORDER_ID}/payment`);
    await screen.findByText(t('kioskOffers.eligible'), {}, slow);
    expectAllTranslated('payment: offer step, eligible');
    click(button(t('kioskOffers.redeem')));
    await screen.findByText(t('kioskOffers.actionError'), {}, slow);
    expectAllTranslated('payment: offer step, redeem failed');
    second.unmount();

    status = { ...status, status: 'redeemed', isPaymentRequired: false, total: 0 };
    const third = visit(`/orders/${ORDER_ID}/payment`);
    await screen.findByText(t('kioskOffers.moving'), {}, slow);
    expectAllTranslated('payment: offer redeemed, moving on');
    third.unmount();

    status = {
      ...status,
      status: 'not_eligible',
      offers: [{ ...status.offers[0]!, state: 'not_available', reason: 'limit_reached' }],
    };
    visit(`/orders/${ORDER_ID}/payment`);
    await dialog(t('kioskOffers.notEligibleTitle'));
    expectAllTranslated('payment: not-eligible modal');
  });

  it('payment: preparing, scan to pay, declined, expired, failed to open, paid', async () => {
    const noOffers = statusOf({ hasOffers: false, offers: [] });
    let transaction = () => new Promise<Response>(() => undefined);
    let polled = transactionOf();
    stubWorld({
      [`POST ${OFFERS_API}/available-offers`]: () => data(noOffers),
      [`POST ${ORDER}/transactions`]: () => transaction(),
      [`GET ${ORDER}/transactions/${TRANSACTION_ID}`]: () => data(polled),
    });
    const states: [string, () => Promise<Response>, ReturnType<typeof transactionOf>, string][] = [
      [
        'waiting for the phone',
        async () => data(transactionOf(), 201),
        transactionOf(),
        t('payment.waiting'),
      ],
      [
        'declined',
        async () => data(transactionOf(), 201),
        transactionOf({ status: 'failed', failureReason: 'card_declined' }),
        t('payment.declined'),
      ],
      [
        'expired',
        async () => data(transactionOf(), 201),
        transactionOf({ status: 'expired' }),
        t('payment.expired'),
      ],
      ['failed to open', async () => serverError(), transactionOf(), t('payment.openError')],
      [
        'paid',
        async () => data(transactionOf(), 201),
        transactionOf({ status: 'paid' }),
        t('payment.successful'),
      ],
    ];
    const first = visit(`/orders/${ORDER_ID}/payment`);
    await screen.findByText(t('payment.preparing'), {}, slow);
    expectAllTranslated('payment: preparing');
    first.unmount();
    for (const [state, open, next, text] of states) {
      transaction = open;
      polled = next;
      const { unmount } = visit(`/orders/${ORDER_ID}/payment`);
      await screen.findByText(text, {}, slow);
      expectAllTranslated(`payment: ${state}`);
      unmount();
    }
  });

  it('order status, order form, and their failures', async () => {
    stubWorld({
      [`GET ${ORDER}`]: () => data(orderOf({ status: 'paid', skus: [ITEM, FORM_ITEM] })),
    });
    const status = visit(`/orders/${ORDER_ID}/status`);
    await screen.findByTestId('order-status', {}, slow);
    expectAllTranslated('order status');
    status.unmount();

    const form = visit(`/orders/${ORDER_ID}/form`);
    await screen.findByRole('heading', { level: 2, name: t('orderForm.title') }, slow);
    expectAllTranslated('order form');
    form.unmount();

    stubWorld({ [`GET ${ORDER}`]: () => serverError() });
    visit(`/orders/${ORDER_ID}/status`);
    await screen.findByRole('heading', { level: 1, name: t('errorPage.title') }, slow);
    expectAllTranslated('order status failed');
  });

  it('pick up a reservation: keypad, code required, incomplete, refused', async () => {
    stubWorld({ [`POST ${BASE}/orders/reservation-authorization`]: () => serverError(401) });
    visit('/reserve-authorization');
    await screen.findByRole('heading', { level: 2, name: t('reserveAuthorization.title') }, slow);
    expectAllTranslated('pick up a reservation');
    click(button(t('reserveAuthorization.submit')));
    await screen.findByText(t('reserveAuthorization.codeRequired'));
    expectAllTranslated('pick up a reservation: code required');
    const keypad = within(screen.getByRole('group', { name: t('reserveAuthorization.keypad') }));
    for (const digit of '123') click(keypad.getByRole('button', { name: digit }));
    click(button(t('reserveAuthorization.submit')));
    await screen.findByText(t('reserveAuthorization.incomplete'));
    expectAllTranslated('pick up a reservation: incomplete');
    for (const digit of '456') click(keypad.getByRole('button', { name: digit }));
    click(button(t('reserveAuthorization.submit')));
    await screen.findByText(apiText('It explains why.'), {}, slow);
    expectAllTranslated('pick up a reservation: refused');
  });

  it('dispense: item X of Y, complete, failure with the support phone', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let release: (response: Response) => void = () => undefined;
    const dispensing = orderOf({ status: 'dispensing', quantityTotal: 3, skus: [ITEM] });
    stubWorld({
      [`GET ${ORDER}`]: () => data(dispensing),
      [`POST ${ORDER}/dispense`]: () => new Promise<Response>((resolve) => (release = resolve)),
    });
    const first = visit(`/orders/${ORDER_ID}/dispense`);
    await screen.findByText(t('dispense.progress', { current: 1, total: 3 }), {}, slow);
    expectAllTranslated('dispense: in progress');
    release(data({ ...dispensing, status: 'dispensed', quantityDispensed: 3 }));
    await screen.findByText(t('dispense.completeTitle'), {}, slow);
    expectAllTranslated('dispense: complete');
    first.unmount();
    dispenseStore.reset();

    stubWorld({ [`GET ${ORDER}`]: () => data(dispensing), [`POST ${ORDER}/dispense`]: () => serverError() });
    visit(`/orders/${ORDER_ID}/dispense`);
    await screen.findByTestId('support-phone', {}, slow);
    expectAllTranslated('dispense: failure');
  });

  it('not found and the error page', async () => {
    stubWorld();
    const notFound = visit('/nowhere');
    await screen.findByRole('heading', { level: 1, name: t('notFound.title') }, slow);
    expectAllTranslated('not found');
    notFound.unmount();

    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const thrown of [new Error(apiText('The render failed.')), new Error('')]) {
      function Broken(): never {
        throw thrown;
      }
      const { unmount } = renderWithRouter(
        <RouteErrorBoundary fallback={<RootErrorPage />}>
          <Broken />
        </RouteErrorBoundary>,
      );
      await screen.findByRole('heading', { level: 1, name: t('errorPage.title') }, slow);
      expectAllTranslated(`error page (${thrown.message || 'no message'})`);
      unmount();
    }
  });
});

describe('pseudo locale: staff pages', { timeout: 60_000 }, () => {
  /** The report's days, formatted by Intl: in full in the table and the tooltip, short on the chart's axis. */
  const REPORT_DAY = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' });
  const REPORT_SHORT_DAY = new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric', timeZone: 'UTC' });
  const STOCK_PATH = `${BASE}/products/stock`;
  const staffWorld = (overrides: Parameters<typeof stubApi>[0] = {}) =>
    stubWorld({
      [`POST ${BASE}/staff/session`]: () => data({ ok: true }),
      [`GET ${STOCK_PATH}`]: () => data(STOCK),
      [`GET ${STOCK_PATH}/audit`]: () =>
        data([
          {
            skuId: 'condoms-3',
            actor: 'staff',
            before: 12,
            after: 10,
            reason: 'staff count',
            createdAt: AUDIT_AT,
          },
          {
            skuId: apiText('gone-sku'),
            actor: 'staff',
            before: 1,
            after: 0,
            reason: apiText('recalled'),
            createdAt: AUDIT_AT,
          },
        ]),
      [`GET ${BASE}/staff/slot-faults`]: () =>
        data({
          dispenser: { isOnline: false },
          faults: [
            {
              skuId: 'naloxone-2-pack',
              productId: 'naloxone',
              title: apiText('2-pack'),
              slot: null,
              lastOutcome: 'jammed',
              lastFailedAt: FAULT_AT,
            },
            {
              skuId: 'condoms-3',
              productId: 'condoms',
              title: apiText('3-pack'),
              slot: apiText('A1'),
              lastOutcome: null,
              lastFailedAt: null,
            },
          ],
        }),
      ...overrides,
    });

  it('sign-in: intro, invalid passkey, throttled, other failure, no device id', async () => {
    let reply = () => errorReply(401, apiText('Invalid credentials'), '', 'unauthorized');
    staffWorld({ [`POST ${BASE}/staff/session`]: () => reply() });
    const { unmount } = visit('/stock-management/auth');
    const field = await screen.findByLabelText(containing(t('staff.signIn.passkey')), {}, slow);
    expectAllTranslated('staff sign-in');
    const submit = async (state: string, shown: string) => {
      await userEvent.type(field, 'wrong');
      click(button(t('staff.signIn.submit')));
      await screen.findByText(shown, { exact: false }, slow);
      expectAllTranslated(`staff sign-in: ${state}`);
    };
    await submit('invalid passkey', t('staff.signIn.invalid'));
    reply = () => serverError(500);
    await submit('other failure', t('staff.signIn.failed'));
    reply = () => errorReply(429, apiText('Too many'), '', 'throttled');
    await submit('throttled', t('staff.signIn.throttled'));
    unmount();

    sessionStorage.clear();
    visit('/stock-management/auth');
    await screen.findByText(t('staff.noDevice'), {}, slow);
    expectAllTranslated('staff sign-in without a device id');
  });

  it('stock management: table, audit, report; edit, review, passkey dialog, failures', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let save = () => errorReply(401, apiText('Invalid credentials'), '', 'unauthorized');
    let report = (): Response => serverError();
    staffWorld({
      [`PUT ${STOCK_PATH}`]: () => save(),
      [`GET ${BASE}/reports/dispensing`]: () => report(),
    });
    startStaffSession(DEVICE, 'passkey');
    visit('/stock-management');
    await screen.findByRole('table', { name: t('stock.audit.title') }, slow);
    await screen.findByRole('cell', { name: STOCK[0]!.slot! });
    expectAllTranslated('stock management');

    click(button(t('report.download')));
    await screen.findByText(t('report.failed'), { exact: false }, slow);
    expectAllTranslated('stock management: report failed');
    report = noReply;
    click(button(t('report.download')));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Failed to fetch'), slow);
    expectAllTranslated('stock management: report without a reply');

    // The report on screen: a chart and a table per day and item, its days formatted by Intl.
    const reportRow = (date: string, productId: string, units: number) => ({
      date,
      deviceId: DEVICE,
      productId,
      skuId: `${productId}-sku`,
      itemName: apiText(`${productId} — sku`),
      unitsDispensed: units,
      paidUnits: units,
      freeUnits: 0,
      emergencyKits: 0,
      failedDispenses: 1,
      jams: 1,
      emptySlots: 0,
      motorFaults: 0,
      interrupted: 0,
      refundedOrders: 1,
      refundedAmount: 250,
      currency: 'USD',
      stockOuts: 0,
    });
    const reportDays = ['2026-11-21', '2026-11-22', '2026-11-23'].flatMap((iso) =>
      [REPORT_DAY, REPORT_SHORT_DAY].map((format) => format.format(new Date(`${iso}T00:00:00Z`))),
    );
    const reportExclusions: TExclusion[] = [
      ...EXCLUSIONS,
      {
        reason: 'calendar days of the report are formatted by Intl (the pseudo locale runs as English)',
        covers: (text) => !/\p{L}/u.test(reportDays.reduce((rest, date) => rest.split(date).join(''), text)),
      },
    ];
    report = () =>
      data({
        deviceId: DEVICE,
        timeZone: 'America/Los_Angeles',
        from: '2026-11-21',
        to: '2026-11-23',
        columns: Object.keys(reportRow('2026-11-21', 'condoms', 1)),
        rows: [reportRow('2026-11-22', 'condoms', 3), reportRow('2026-11-23', 'naloxone', 1)],
      });
    click(button(t('report.show')));
    await screen.findByRole('img', { name: t('report.chartLabel') }, slow);
    await screen.findAllByRole('rowheader', {}, slow);
    expect(untranslatedTexts(reportExclusions), 'hard-coded text on the report').toEqual([]);
    report = () =>
      data({
        deviceId: DEVICE,
        timeZone: 'UTC',
        from: '2026-11-21',
        to: '2026-11-21',
        columns: [],
        rows: [],
      });
    fireEvent.change(screen.getByLabelText(containing(t('report.from'))), {
      target: { value: '2026-11-21' },
    });
    click(button(t('report.show')));
    const day = REPORT_DAY.format(new Date('2026-11-21T00:00:00Z'));
    await screen.findByText(t('report.empty', { from: day, to: day }), {}, slow);
    expect(untranslatedTexts(reportExclusions), 'hard-coded text on an empty report').toEqual([]);

    click(button(t('stock.edit')));
    const [first] = screen.getAllByRole('textbox');
    await userEvent.type(first!, 'x');
    expectAllTranslated('stock management: editing, invalid count');
    await userEvent.clear(first!);
    await userEvent.type(first!, '20');
    click(button(t('stock.review')));
    await screen.findByRole('list', { name: t('stock.reviewTitle') });
    expectAllTranslated('stock management: review');

    click(button(t('stock.saveChanges')));
    const passkey = await dialog(t('stock.passkeyTitle'));
    expectAllTranslated('stock management: passkey dialog');
    await userEvent.type(
      within(passkey).getByLabelText(containing(t('staff.signIn.passkey'))),
      'wrong{Enter}',
    );
    await within(passkey).findByRole('alert');
    expectAllTranslated('stock management: passkey dialog, invalid');

    save = noReply;
    await userEvent.type(
      within(passkey).getByLabelText(containing(t('staff.signIn.passkey'))),
      'typed{Enter}',
    );
    await screen.findByText(t('stock.notSaved'), { exact: false }, slow);
    expectAllTranslated('stock management: save failed without a reply');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), slow);

    click(button(t('stock.saveChanges')));
    const again = await dialog(t('stock.passkeyTitle'));
    save = () => data({ skus: [] });
    await userEvent.type(within(again).getByLabelText(containing(t('staff.signIn.passkey'))), 'typed{Enter}');
    await screen.findByText(t('stock.saved'), {}, slow);
    expectAllTranslated('stock management: saved');
  });

  it('adjust stock: rows, invalid and below-held input, saved, failed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let save = () => data({ skus: [] });
    staffWorld({ [`PUT ${STOCK_PATH}`]: () => save() });
    startStaffSession(DEVICE, 'passkey');
    visit('/adjust-stock');
    const fields = await screen.findAllByRole('textbox', {}, slow);
    expectAllTranslated('adjust stock');
    await userEvent.type(fields[0]!, 'x');
    await userEvent.type(fields[1]!, '-9');
    expectAllTranslated('adjust stock: invalid and below held');
    await userEvent.clear(fields[0]!);
    await userEvent.type(fields[0]!, '5');
    click(screen.getAllByRole('button', { name: containing(inner(t('adjust.apply'))) })[0]!);
    await screen.findByRole('status', {}, slow);
    expectAllTranslated('adjust stock: saved');
    save = () => serverError();
    await userEvent.type(fields[0]!, '5');
    click(screen.getAllByRole('button', { name: containing(inner(t('adjust.apply'))) })[0]!);
    await screen.findByText(t('stock.notSaved'), { exact: false }, slow);
    expectAllTranslated('adjust stock: failed');
    save = noReply;
    await userEvent.clear(fields[0]!);
    await userEvent.type(fields[0]!, '6');
    click(screen.getAllByRole('button', { name: containing(inner(t('adjust.apply'))) })[0]!);
    await waitFor(
      () => expect(screen.getByRole('alert').textContent).not.toContain(apiText('It explains why.')),
      slow,
    );
    expectAllTranslated('adjust stock: failed without a reply');
  });

  it('kiosk pairing: pair this browser, a new code, the paired browsers', async () => {
    staffWorld({ [`GET ${BASE}/kiosk-credentials`]: () => data([]) });
    startStaffSession(DEVICE, 'passkey');
    visit('/kiosk-pairing');
    await screen.findByText(t('kioskPairing.intro'), {}, slow);
    expectAllTranslated('kiosk pairing');
  });

  it('test dispense status: test mode, a test dispense, slot faults', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const testOrder = orderOf({ quantityTotal: 1, skus: [ITEM] });
    let dispense = () => data({ ...testOrder, status: 'dispensed', quantityDispensed: 1 });
    staffWorld({
      [`POST ${BASE}/test/orders`]: () => data(testOrder, 201),
      [`GET ${BASE}/test/orders/${ORDER_ID}`]: () => data(testOrder),
      [`POST ${BASE}/test/orders/${ORDER_ID}/dispense`]: () => dispense(),
      [`POST ${STOCK_PATH}/*/clear-fault`]: () => serverError(),
    });
    startStaffSession(DEVICE, 'passkey');
    visit('/test-dispense-status');
    await screen.findByRole('list', { name: t('faults.title') }, slow);
    await screen.findAllByRole('option', { name: containing('3-pack') }, slow);
    expectAllTranslated('test dispense status');

    click(screen.getByRole('switch'));
    await screen.findByText(t('testDispense.modeOnShort'));
    expectAllTranslated('test dispense status: test mode on');

    fireEvent.change(screen.getByLabelText(t('testDispense.product')), { target: { value: 'condoms-3' } });
    click(button(t('testDispense.start')));
    await screen.findByText(t('testDispense.done', { dispensed: 1, total: 1 }), {}, slow);
    expectAllTranslated('test dispense status: done');
    dispense = () => serverError();
    click(button(t('testDispense.start')));
    await screen.findByText(t('testDispense.partial', { dispensed: 0, total: 1 }), { exact: false }, slow);
    expectAllTranslated('test dispense status: failed');

    click(screen.getAllByRole('button', { name: containing(inner(t('faults.clear'))) })[0]!);
    await screen.findByText(t('faults.notCleared'), { exact: false }, slow);
    expectAllTranslated('test dispense status: fault not cleared');
  });

  it('hardware check: the slots, a unit given, a jam, a check that failed, a slot not put back', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const slot = STOCK[0]!.slots[0]!;
    let answer = () =>
      data({ slotId: slot.slotId, skuId: 'condoms-3', orderId: ORDER_ID, outcome: 'dropped', slot });
    staffWorld({
      [`POST ${BASE}/test/slots/*/dispense`]: () => answer(),
      [`POST ${STOCK_PATH}/slots/*/clear-fault`]: () => serverError(),
    });
    startStaffSession(DEVICE, 'passkey');
    visit('/hardware-check');
    await screen.findByRole('table', { name: t('hardwareCheck.title') }, slow);
    expectAllTranslated('hardware check');
    const give = () => click(screen.getAllByText(t('hardwareCheck.give'))[0]!.closest('button')!);

    give();
    await screen.findByText(t('hardwareCheck.outcome.dropped', { slot: slot.slotId, units: 10 }), {}, slow);
    expectAllTranslated('hardware check: given');
    answer = () =>
      data({ slotId: slot.slotId, skuId: 'condoms-3', orderId: ORDER_ID, outcome: 'jammed', slot });
    give();
    await screen.findByText(t('hardwareCheck.outcome.jammed', { slot: slot.slotId, units: 10 }), {}, slow);
    expectAllTranslated('hardware check: jammed');
    answer = () => serverError();
    give();
    await screen.findByText(t('hardwareCheck.failed'), { exact: false }, slow);
    expectAllTranslated('hardware check: failed');

    click(screen.getAllByText(t('slots.putBack'))[0]!.closest('button')!);
    await screen.findByText(t('slots.notSaved'), { exact: false }, slow);
    expectAllTranslated('hardware check: not put back');
  });
});

describe('pseudo locale: phone pages', { timeout: 60_000 }, () => {
  const offer = OFFER;
  const offerWorld = (status: ReturnType<typeof offerStatusOf>, overrides = {}) =>
    stubWorld({
      [`POST ${OFFERS_API}/available-offers`]: () => data(status),
      [`GET ${OFFERS_API}/status`]: () => data(status),
      ...overrides,
    });

  it('check eligibility: offers, no offer, decided', async () => {
    offerWorld(
      statusOf({
        offers: [
          offer,
          offerOf({
            skuId: 'first-aid-kit',
            skuTitle: apiText('Kit'),
            offerId: null,
            title: null,
            kind: null,
            state: 'not_available',
            reason: 'no_offer',
          }),
        ],
      }),
    );
    const first = visit(`${MOBILE}/check-eligibility`);
    await screen.findByRole('list', { name: t('offers.listLabel') }, slow);
    expectAllTranslated('check eligibility');
    first.unmount();

    offerWorld(statusOf({ hasOffers: false, offers: [] }));
    const second = visit(`${MOBILE}/check-eligibility`);
    await screen.findByRole('heading', { name: t('offers.noOffers') }, slow);
    expectAllTranslated('check eligibility: no offer');
    second.unmount();

    offerWorld(
      statusOf({
        status: 'eligible',
        offers: [{ ...offer, kind: 'discount', discountTotal: 300, state: 'available' }],
      }),
    );
    visit(`${MOBILE}/check-eligibility`);
    await screen.findByRole('link', { name: t('offers.seeResult') }, slow);
    expectAllTranslated('check eligibility: decided');
  });

  it('phone number: the form and the server refusing it', async () => {
    offerWorld(statusOf(), {
      [`POST ${OFFERS_API}/mfa-phone`]: () =>
        errorReply(400, apiText('Invalid phone number.'), '', 'validation'),
    });
    visit(`${MOBILE}/mfa-phone`);
    const field = await screen.findByLabelText(containing(t('offers.phoneLabel')), {}, slow);
    expectAllTranslated('phone number');
    click(button(t('offers.sendCode')));
    await screen.findByText(t('offers.phoneInvalid'));
    expectAllTranslated('phone number: empty');
    // A valid number (read on the phone) that the server refuses: not of the programme's country.
    await userEvent.type(field, '+44 7911 123456');
    click(button(t('offers.sendCode')));
    await screen.findByText(apiText('Invalid phone number.'), {}, slow);
    expectAllTranslated('phone number: refused');
  });

  it('verification code: without a number, the code form, the resend wait, locked', async () => {
    const inThirty = new Date(Date.now() + 30_000).toISOString();
    const sent = statusOf({
      status: 'code_sent',
      verification: {
        state: 'code_sent',
        codeExpiresAt: inThirty,
        resendAvailableAt: inThirty,
        attemptsLeft: 4,
      },
    });
    offerWorld(sent, {
      [`POST ${OFFERS_API}/mfa-code`]: () =>
        errorReply(401, apiText('Wrong code.'), apiText('4 tries left.'), 'unauthorized'),
    });
    const first = visit(`${MOBILE}/mfa-code`);
    await screen.findByRole('heading', { name: t('offers.noPhone') }, slow);
    expectAllTranslated('verification code without a number');
    first.unmount();

    const { router, unmount } = visit(`${MOBILE}/mfa-phone`);
    await screen.findByLabelText(containing(t('offers.phoneLabel')), {}, slow);
    await act(() => router.navigate(`${MOBILE}/mfa-code`, { state: { phoneNumber: '+14155550123' } }));
    await screen.findByTestId('resend-wait', {}, slow);
    expectAllTranslated('verification code with the resend wait');
    click(button(t('offers.verify')));
    await screen.findByText(t('offers.codeRequired'));
    expectAllTranslated('verification code: incomplete');
    await userEvent.type(screen.getByLabelText(containing(t('offers.codeLabel'))), '123456');
    click(button(t('offers.verify')));
    await screen.findByText(apiText('Wrong code.'), {}, slow);
    expectAllTranslated('verification code: wrong');
    unmount();

    offerWorld({ ...sent, verification: { ...sent.verification, state: 'locked' } });
    const locked = visit(`${MOBILE}/mfa-phone`);
    await screen.findByLabelText(containing(t('offers.phoneLabel')), {}, slow);
    await act(() => locked.router.navigate(`${MOBILE}/mfa-code`, { state: { phoneNumber: '+14155550123' } }));
    await screen.findByText(t('offers.locked'), {}, slow);
    expectAllTranslated('verification code: locked');
  });

  it('offer availability: eligible, not eligible, not verified yet', async () => {
    const cases: [string, ReturnType<typeof offerStatusOf>, string][] = [
      [
        'eligible',
        statusOf({ status: 'eligible', offers: [{ ...offer, isOptedIn: true, state: 'available' }] }),
        t('offers.eligible'),
      ],
      [
        'not eligible',
        statusOf({
          status: 'not_eligible',
          offers: [{ ...offer, state: 'not_available', reason: 'sold_out' }],
        }),
        t('offers.notEligible'),
      ],
      ['not verified yet', statusOf({ status: 'opted_in' }), t('offers.waiting')],
    ];
    for (const [state, status, heading] of cases) {
      offerWorld(status);
      const { unmount } = visit(`${MOBILE}/offer-availability`);
      await screen.findByRole('heading', { name: heading }, slow);
      expectAllTranslated(`offer availability: ${state}`);
      unmount();
    }
  });

  it('offer status: redeemed (to pay, free), declined, ended, dispensed', async () => {
    const redeemed = { ...offer, isRedeemed: true, state: 'available' as const };
    const cases: [string, ReturnType<typeof offerStatusOf>, string][] = [
      [
        'redeemed, to pay',
        statusOf({ status: 'redeemed', offers: [redeemed], total: 300 }),
        t('offers.redeemed'),
      ],
      [
        'redeemed, free',
        statusOf({ status: 'redeemed', offers: [redeemed], isPaymentRequired: false, total: 0 }),
        t('offers.redeemed'),
      ],
      ['declined', statusOf({ status: 'declined', offers: [offer] }), t('offers.declined')],
      ['ended', statusOf({ orderStatus: 'cancelled', offers: [offer] }), t('offers.orderEnded')],
      ['dispensed', statusOf({ orderStatus: 'dispensed', offers: [offer] }), t('offers.dispensed')],
    ];
    for (const [state, status, heading] of cases) {
      offerWorld(status);
      const { unmount } = visit(`${MOBILE}/status`);
      await screen.findByRole('heading', { name: heading }, slow);
      expectAllTranslated(`offer status: ${state}`);
      unmount();
    }
  });

  it('payment status: missing details, paid, declined, expired, pending, failed to load', async () => {
    const path = `/mobile/payment/status?orderId=${ORDER_ID}&deviceId=${DEVICE}&transactionId=${TRANSACTION_ID}`;
    const missing = visit('/mobile/payment/status');
    await screen.findByRole('heading', { name: t('mobilePayment.missing') }, slow);
    expectAllTranslated('payment status: missing details');
    missing.unmount();

    const reservation = orderOf({
      status: 'paid',
      metadata: { ...OPEN_ORDER.metadata, isReservable: true, isPaid: true },
    });
    const cases: [string, () => Response | Promise<Response>, TOrder, string][] = [
      [
        'paid',
        () => data(transactionOf({ status: 'paid' })),
        orderOf({ status: 'paid' }),
        t('mobilePayment.successful'),
      ],
      [
        'paid reservation',
        () => data(transactionOf({ status: 'paid' })),
        reservation,
        t('mobilePayment.successful'),
      ],
      [
        'declined',
        () => data(transactionOf({ status: 'failed', failureReason: 'insufficient_funds' })),
        OPEN_ORDER,
        t('mobilePayment.declined'),
      ],
      [
        'declined reservation',
        () => data(transactionOf({ status: 'failed', failureReason: 'other' })),
        { ...reservation, status: 'open', metadata: { ...reservation.metadata, isPaid: false } },
        t('mobilePayment.declined'),
      ],
      ['expired', () => data(transactionOf({ status: 'expired' })), OPEN_ORDER, t('mobilePayment.expired')],
      ['pending', () => data(transactionOf()), OPEN_ORDER, t('mobilePayment.pending')],
      ['failed to load', () => serverError(), OPEN_ORDER, t('mobilePayment.loadError')],
    ];
    for (const [state, transaction, order, text] of cases) {
      stubWorld({
        [`GET ${ORDER}/transactions/${TRANSACTION_ID}`]: transaction,
        [`GET ${ORDER}`]: () => data(order),
      });
      const { unmount } = visit(path);
      await screen.findByText(text, {}, slow);
      expectAllTranslated(`payment status: ${state}`);
      unmount();
    }
  });

  it('reserve: the list, a product with options and count, failures', async () => {
    stubWorld();
    const list = visit(`${BASE}/reserve-products`);
    await screen.findByRole('list', { name: t('reserve.listLabel') }, slow);
    expectAllTranslated('reserve: list');
    list.unmount();

    stubWorld({ [`POST ${BASE}/orders`]: () => serverError(409) });
    const detail = visit(`${BASE}/reserve-products/condoms`);
    await screen.findByRole('heading', { name: CONDOMS.title }, slow);
    expectAllTranslated('reserve: product with a count');
    click(button(t('reserve.reserveButton')));
    await screen.findByText(t('reserve.startError'), {}, slow);
    expectAllTranslated('reserve: product, failed to start');
    detail.unmount();

    const multi = product({
      ...CONDOMS,
      skus: [
        CONDOMS.skus[0]!,
        { ...CONDOMS.skus[0]!, id: 'condoms-6', title: apiText('6-pack'), dispenseQuantity: 1 },
      ],
    });
    stubWorld({ [`GET ${BASE}/products/condoms`]: () => data(multi) });
    const options = visit(`${BASE}/reserve-products/condoms`);
    await screen.findByRole('radiogroup', { name: t('reserve.option') }, slow);
    expectAllTranslated('reserve: product with options');
    options.unmount();

    stubWorld({ [`GET ${BASE}/products/test-kit`]: () => data(TEST_KIT) });
    const none = visit(`${BASE}/reserve-products/test-kit`);
    await screen.findByText(t('reserve.outOfStock'), {}, slow);
    expectAllTranslated('reserve: product out of stock');
    none.unmount();

    stubWorld({ [`GET ${BASE}/products`]: () => serverError() });
    const failed = visit(`${BASE}/reserve-products`);
    await screen.findByText(t('reserve.loadError'), {}, slow);
    expectAllTranslated('reserve: list failed');
    failed.unmount();

    stubWorld({ [`GET ${BASE}/products`]: () => data([]) });
    visit(`${BASE}/reserve-products`);
    await screen.findByText(t('reserve.empty'), {}, slow);
    expectAllTranslated('reserve: nothing to reserve');
  });

  it('reserve: form, payment (to pay, paid, failed), place order, confirmation (with and without the code)', async () => {
    const reserved = orderOf({
      total: 599,
      skus: [FORM_ITEM],
      metadata: { ...OPEN_ORDER.metadata, isReservable: true },
    });
    let order = reserved;
    stubWorld({
      [`GET ${ORDER}`]: () => data(order),
      [`POST ${ORDER}/transactions`]: () => serverError(),
      [`POST ${ORDER}/reserve`]: () => serverError(409),
    });
    const form = visit(`${BASE}/reserve-products/condoms/orders/${ORDER_ID}/reserve-form`);
    await screen.findByRole('heading', { name: t('reserve.formTitle') }, slow);
    expectAllTranslated('reserve: form');
    form.unmount();

    const pay = visit(`${BASE}/orders/${ORDER_ID}/reserve-payment`);
    await screen.findByRole('heading', { name: t('reserve.paymentTitle') }, slow);
    expectAllTranslated('reserve: payment');
    click(screen.getByRole('button', { name: containing(inner(t('reserve.pay', { amount: '' }))) }));
    await screen.findByText(t('reserve.paymentError'), {}, slow);
    expectAllTranslated('reserve: payment failed');
    pay.unmount();

    order = { ...reserved, status: 'paid', metadata: { ...reserved.metadata, isPaid: true } };
    const paid = visit(`${BASE}/orders/${ORDER_ID}/reserve-payment`);
    await screen.findByRole('heading', { name: t('reserve.paid') }, slow);
    expectAllTranslated('reserve: paid');
    paid.unmount();

    const place = visit(`${BASE}/reserve-products/condoms/orders/${ORDER_ID}/place-order`);
    await screen.findByRole('button', { name: t('reserve.placeOrder') }, slow);
    expectAllTranslated('reserve: place order');
    click(button(t('reserve.placeOrder')));
    await screen.findByText(t('reserve.placeError'), {}, slow);
    expectAllTranslated('reserve: place order failed');
    place.unmount();

    const confirmation = `${BASE}/orders/${ORDER_ID}/reserve-confirmation`;
    const gone = visit(confirmation);
    await screen.findByRole('heading', { name: t('reserve.codeUnavailable') }, slow);
    expectAllTranslated('reserve: confirmation without the code');
    gone.unmount();

    const shown = visit(`${BASE}/reserve-products`);
    await loaded();
    await act(() =>
      shown.router.navigate(confirmation, { state: { code: '123456', expiresAt: EXPIRES_AT } }),
    );
    await screen.findByTestId('pickup-code', {}, slow);
    await screen.findByRole('heading', { name: t('reserve.summaryTitle') }, slow);
    expectAllTranslated('reserve: confirmation with the code');
    shown.unmount();

    stubWorld({ [`GET ${ORDER}`]: () => serverError(404) });
    visit(confirmation);
    await screen.findByText(t('reserve.orderNotFound'), {}, slow);
    expectAllTranslated('reserve: order not found');
  });
});

/** The IANA zones a kiosk's time zone is chosen from (the browser's own list). */
const TIME_ZONE_NAMES = new Set(Intl.supportedValuesOf('timeZone'));

describe('pseudo locale: operator console', { timeout: 60_000 }, () => {
  /** Calendar days of the charts and sparklines, formatted by Intl (as the dates above). */
  const day = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' });
  /** The same days without their year, as a chart's axis names them. */
  const shortDay = new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric', timeZone: 'UTC' });
  const CONSOLE_DAYS = ['2026-10-01', '2026-10-04', '2026-11-16', '2026-11-23', '2026-11-24'].flatMap((iso) =>
    [day, shortDay].map((format) => format.format(new Date(`${iso}T00:00:00Z`))),
  );
  const consoleExclusions: TExclusion[] = [
    ...EXCLUSIONS,
    {
      reason:
        'calendar days of charts and sparklines are formatted by Intl (the pseudo locale runs as English)',
      covers: (text) => !/\p{L}/u.test(CONSOLE_DAYS.reduce((rest, date) => rest.split(date).join(''), text)),
    },
    {
      reason:
        "device ids come from the API unwrapped (the contract's id pattern has no room for the markers)",
      covers: (text) => fleetRows().some((row) => row.deviceId === text.trim()),
    },
    {
      reason: "catalogue product and sku ids come from the API unwrapped (the contract's slug pattern)",
      covers: (text) =>
        catalogProducts().some(
          (product) => product.id === text.trim() || product.skus.some((sku) => sku.id === text.trim()),
        ),
    },
    {
      reason: 'time zone names are IANA identifiers, never translated',
      covers: (text) =>
        TIME_ZONE_NAMES.has(text.trim()) || !/\p{L}/u.test(text.replace('America/Los_Angeles', '')),
    },
  ];
  const expectConsoleTranslated = (screenName: string) =>
    expect(untranslatedTexts(consoleExclusions), `hard-coded text on ${screenName}`).toEqual([]);
  const consoleWorld = (overrides: Parameters<typeof stubApi>[0] = {}) =>
    stubWorld({
      'POST /console/session': () => data(signedIn(apiText), 201),
      'DELETE /console/session': () => data({ ok: true }),
      'GET /console/kiosks': () => data(fleetOf(fleetRows(apiText))),
      [`GET /console/kiosks/${CONSOLE_DEVICE}`]: () => data(kioskDetail(apiText)),
      'GET /console/charts/*': (call) =>
        data(chartOf(call.path.split('/').at(-1) as 'units-per-day', apiText)),
      'GET /console/alerts': () =>
        data(
          alertsOf([
            alertOf({}, apiText),
            alertOf({ id: 'a2', kind: 'offline', skuId: null, value: 40, threshold: 15 }, apiText),
            alertOf({ id: 'a3', kind: 'slot_fault', value: null, threshold: null }, apiText),
            alertOf(
              {
                id: 'a4',
                kind: 'dispense_failures',
                skuId: null,
                value: 3,
                threshold: 3,
                isCleared: true,
                clearedAt: CONSOLE_AT,
              },
              apiText,
            ),
          ]),
        ),
      'GET /console/alert-outbox': () => data(outboxOf(apiText)),
      ...overrides,
    });
  const operatorSignIn = () =>
    startOperatorSession({
      operator: { name: apiText('demo-operator'), role: 'admin', mustChangePassword: false },
      expiresAt: '2099-01-01T00:00:00.000Z',
    });

  it('sign-in: intro, wrong password, throttled, other failure, session ended', async () => {
    let reply = () => errorReply(401, apiText('Unauthorized'), '', 'unauthorized');
    consoleWorld({ 'POST /console/session': () => reply() });
    const { unmount } = visit('/operator/sign-in');
    const name = await screen.findByLabelText(containing(t('console.signIn.name')), {}, slow);
    expectConsoleTranslated('operator sign-in');
    const submit = async (state: string, shown: string) => {
      await userEvent.clear(name);
      await userEvent.type(name, 'demo-operator');
      await userEvent.type(screen.getByLabelText(containing(t('console.signIn.password'))), 'wrong');
      click(button(t('console.signIn.submit')));
      await screen.findByText(shown, { exact: false }, slow);
      expectConsoleTranslated(`operator sign-in: ${state}`);
    };
    await submit('wrong password', inner(t('console.signIn.invalid')));
    reply = () => serverError(500);
    await submit('other failure', inner(t('console.signIn.failed')));
    reply = () => {
      const response = errorReply(429, apiText('Too many'), apiText('Wait'), 'throttled');
      response.headers.set('Retry-After', '90');
      return response;
    };
    await submit('throttled', inner(t('console.signIn.throttled')));
    unmount();

    consoleWorld({
      'GET /console/kiosks': () => errorReply(401, apiText('Unauthorized'), '', 'unauthorized'),
    });
    operatorSignIn();
    visit('/operator');
    await screen.findByText(t('console.signIn.ended'), {}, slow);
    expectConsoleTranslated('operator sign-in: session ended');
  });

  it('fleet overview: rows, filters, pager; then empty and failed', async () => {
    consoleWorld({
      'GET /console/kiosks': () => data(fleetOf(fleetRows(apiText), { total: 60 })),
    });
    operatorSignIn();
    const first = visit('/operator');
    await screen.findByRole('table', { name: t('console.fleet.caption') }, slow);
    expectConsoleTranslated('fleet overview');
    first.unmount();

    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    consoleWorld({ 'GET /console/kiosks': () => data(fleetOf([])) });
    const second = visit('/operator');
    await screen.findByText(t('console.fleet.empty'), {}, slow);
    expectConsoleTranslated('fleet overview: no kiosk');
    second.unmount();

    consoleWorld({ 'GET /console/kiosks': () => serverError() });
    visit('/operator');
    await screen.findByText(inner(t('console.loadError')), { exact: false }, slow);
    expectConsoleTranslated('fleet overview: failed');
  });

  it('kiosk detail', async () => {
    consoleWorld();
    operatorSignIn();
    visit(`/operator/kiosks/${CONSOLE_DEVICE}`);
    const stock = await screen.findByRole('table', { name: t('console.kiosk.stock') }, slow);
    expectConsoleTranslated('kiosk detail');
    // The threshold dialog of a sku with the kiosk's own threshold, and a number it refuses.
    click(within(stock).getAllByRole('button')[1]!);
    const dialog = await screen.findByRole('dialog', {}, slow);
    fireEvent.change(within(dialog).getByRole('spinbutton'), { target: { value: '' } });
    click(within(dialog).getByRole('button', { name: t('stock.save') }));
    await within(dialog).findByRole('alert', {}, slow);
    expectConsoleTranslated('kiosk detail: threshold dialog');
  });

  it('charts: chart and table views, export, and a wrong range', async () => {
    consoleWorld();
    operatorSignIn();
    const { unmount } = visit(`/operator/charts?from=2026-11-16&to=2026-11-24&deviceId=${CONSOLE_DEVICE}`);
    const units = await screen.findByRole('region', { name: t('console.charts.title.unitsPerDay') }, slow);
    await within(units).findByRole('img', {}, slow);
    expectConsoleTranslated('charts');
    for (const region of screen.getAllByRole('region').filter((element) => element.tagName === 'SECTION'))
      click(within(region).getByRole('button', { name: t('console.charts.showTable') }));
    await screen.findAllByRole('table', {}, slow);
    expectConsoleTranslated('charts: table views');
    unmount();

    visit('/operator/charts?from=2026-11-24&to=2026-11-01');
    await screen.findByText(t('console.charts.rangeOrder'), {}, slow);
    expectConsoleTranslated('charts: wrong range');
  });

  it('alerts, and the alert outbox with messages, empty, and without one', async () => {
    consoleWorld();
    operatorSignIn();
    const first = visit('/operator/alerts');
    await screen.findByRole('table', { name: t('console.alerts.caption') }, slow);
    expectConsoleTranslated('alerts');
    first.unmount();

    const second = visit('/operator/alert-outbox');
    await screen.findByRole('table', { name: t('console.outbox.caption') }, slow);
    expectConsoleTranslated('alert outbox');
    second.unmount();

    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    consoleWorld({ 'GET /console/alert-outbox': () => serverError(404) });
    visit('/operator/alert-outbox');
    await screen.findByText(t('console.outbox.notAvailable'), {}, slow);
    expectConsoleTranslated('alert outbox: none in this deployment');
  });

  it('thresholds of every kiosk, and their dialog', async () => {
    consoleWorld({
      'GET /console/thresholds': () =>
        data({
          skus: [{ skuId: 'naloxone-2-pack', title: apiText('Naloxone 2-pack'), defaultUnits: 5 }],
          defaults: { ...ALERT_DEFAULTS },
          lowStock: [{ deviceId: CONSOLE_DEVICE, skuId: 'naloxone-2-pack', units: 9 }],
        }),
    });
    operatorSignIn();
    visit('/operator/thresholds');
    const table = await screen.findByRole('table', { name: t('console.thresholds.caption') }, slow);
    expectConsoleTranslated('thresholds');
    click(within(table).getByRole('button'));
    await screen.findByRole('dialog', {}, slow);
    expectConsoleTranslated('thresholds: every-kiosk dialog');
  });

  const kioskSetup = {
    deviceId: CONSOLE_DEVICE,
    name: apiText('Library kiosk'),
    address: apiText('1 Main St'),
    timeZone: 'America/Los_Angeles',
    currency: 'USD',
    languages: ['en', 'es'],
    defaultLanguage: 'en',
    supportPhone: '+1 800 555 0100',
    isAccessibilityExtensionAllowed: false,
    hasStaffPasskey: true,
    isBrokerManaged: true,
    createdAt: CONSOLE_AT,
    retiredAt: null,
  };

  it('new kiosk: the form, a refusal, and what is shown once', async () => {
    let create = () =>
      errorReply(400, apiText('Invalid request'), apiText('currency is wrong'), 'validation');
    consoleWorld({ 'POST /console/kiosk-setup': () => create() });
    operatorSignIn();
    visit('/operator/new-kiosk');
    await screen.findByRole('heading', { name: t('console.kioskSetup.newHeading') }, slow);
    expectConsoleTranslated('new kiosk: form');
    click(button(t('console.kioskSetup.create')));
    await screen.findByRole('alert', {}, slow);
    expectConsoleTranslated('new kiosk: refused');
    create = () =>
      data(
        {
          kiosk: kioskSetup,
          pairing: { code: apiText('CODE'), expiresAt: CONSOLE_AT, kioskUrl: apiText('https://kiosk/?pair') },
          agentEnvFile: apiText('MQTT_PASSWORD=secret'),
        },
        201,
      );
    click(button(t('console.kioskSetup.create')));
    await screen.findByText(t('console.kioskSetup.pairingCode'), {}, slow);
    expect(button(t('console.kioskSetup.download', { file: 'agent.env' }))).toBeTruthy();
    expectConsoleTranslated('new kiosk: created, with the agent file');
  });

  it('kiosk settings: the form, a new passkey, and the retire dialog; a retired one', async () => {
    let setup = () => data(kioskSetup);
    consoleWorld({
      [`GET /console/kiosk-setup/${CONSOLE_DEVICE}`]: () => setup(),
      [`POST /console/kiosk-setup/${CONSOLE_DEVICE}/staff-passkey`]: () =>
        data({ deviceId: CONSOLE_DEVICE, passkey: apiText('secret') }, 201),
      [`POST /console/kiosk-setup/${CONSOLE_DEVICE}/broker-account`]: () =>
        data({ deviceId: CONSOLE_DEVICE, agentEnvFile: apiText('MQTT_PASSWORD=secret') }, 201),
    });
    operatorSignIn();
    visit(`/operator/kiosk-setup/${CONSOLE_DEVICE}`);
    await screen.findByRole('heading', { name: t('console.kioskSetup.settingsHeading') }, slow);
    expectConsoleTranslated('kiosk settings');
    click(button(t('console.kioskSetup.rotatePasskey')));
    await screen.findByText(t('console.kioskSetup.staffPasskey'), {}, slow);
    expectConsoleTranslated('kiosk settings: new passkey');
    click(button(t('console.kioskSetup.newBrokerAccount')));
    await screen.findByText(t('console.kioskSetup.brokerIssued'), {}, slow);
    expectConsoleTranslated('kiosk settings: new broker account');
    click(button(t('console.kioskSetup.retire')));
    await screen.findByRole('dialog', {}, slow);
    expectConsoleTranslated('kiosk settings: retire dialog');
    await closeDialog(t('stock.cancel'));
    setup = () => data({ ...kioskSetup, retiredAt: CONSOLE_AT });
    visit(`/operator/kiosk-setup/${CONSOLE_DEVICE}?again`);
    const retired = inner(t('console.kioskSetup.retiredOn', { date: '\u0000' })).split('\u0000')[0]!;
    await screen.findByText(containing(retired), {}, slow);
    expectConsoleTranslated('kiosk settings: retired');
  });

  it('audit log: filters, entries and paging, and none', async () => {
    const entry = (id: string, before: Record<string, unknown> | null) => ({
      id,
      at: CONSOLE_AT,
      authorKind: 'operator',
      author: apiText('demo-operator'),
      action: apiText('kiosk.edited'),
      subjectKind: 'kiosk',
      subjectId: apiText('demo kiosk'),
      deviceId: CONSOLE_DEVICE,
      before,
      after: { [apiText('name')]: apiText('New name') },
    });
    let log = () =>
      data({
        entries: [entry('1', { [apiText('name')]: apiText('Old') }), entry('2', null)],
        total: 30,
        page: 1,
        pageSize: 25,
      });
    consoleWorld({ 'GET /console/audit': () => log() });
    operatorSignIn();
    visit('/operator/audit');
    await screen.findByRole('table', { name: t('console.audit.caption') }, slow);
    expectConsoleTranslated('audit log');
    log = () => data({ entries: [], total: 0, page: 1, pageSize: 25 });
    visit('/operator/audit?kind=threshold');
    await screen.findByText(t('console.audit.none'), {}, slow);
    expectConsoleTranslated('audit log: none');
  });

  const release = {
    version: apiText('1.5.0'),
    tarballName: apiText('kiosk-pc-1.5.0.tar.gz'),
    sha256: 'a'.repeat(64),
    bytes: 41_943_040,
    minimumVersion: apiText('1.3.0'),
    uploadedBy: apiText('programme-lead'),
    uploadedAt: CONSOLE_AT,
  };
  const rolloutKiosk = (deviceId: string, state: string, reason: string | null) => ({
    deviceId,
    name: apiText(deviceId),
    stage: deviceId === CONSOLE_DEVICE ? 0 : 1,
    state,
    reason,
    sentAt: CONSOLE_AT,
    updatedAt: CONSOLE_AT,
    agentVersion: deviceId === CONSOLE_DEVICE ? apiText('kiosk-pc-1.5.0') : null,
    webVersion: null,
  });
  const rollout = {
    id: '5d0c7a0e-1f2b-4c3d-8e9f-0a1b2c3d4e5f',
    version: apiText('1.5.0'),
    status: 'halted',
    stages: [50, 100],
    currentStage: 0,
    trialSeconds: 600,
    haltThreshold: 0.1,
    haltReason: apiText('1 of 2 kiosks rolled back'),
    createdBy: apiText('programme-lead'),
    createdAt: CONSOLE_AT,
    counts: {
      pending: 0,
      downloading: 0,
      installed: 0,
      on_trial: 0,
      committed: 0,
      rolled_back: 1,
      failed: 1,
    },
    kiosks: [
      rolloutKiosk(CONSOLE_DEVICE, 'rolled_back', apiText('health check failed')),
      rolloutKiosk(fleetRows()[1]!.deviceId, 'failed', null),
    ],
  };
  const releasesWorld = () =>
    consoleWorld({
      'GET /console/releases': () => data([release]),
      'POST /console/releases': () =>
        errorReply(400, apiText('Invalid request'), apiText('bad signature'), 'validation'),
      'GET /console/api-instances': () =>
        data([
          { id: apiText('api-1'), version: apiText('1.5.0'), startedAt: CONSOLE_AT, lastSeenAt: CONSOLE_AT },
        ]),
      'GET /console/rollouts': () => data([rollout]),
      'GET /console/rollouts/*': () => data(rollout),
    });

  it('releases: the list, the API instances, a missing file and a refused upload', async () => {
    releasesWorld();
    operatorSignIn();
    visit('/operator/releases');
    await screen.findByRole('table', { name: t('releases.caption') }, slow);
    await screen.findByRole('table', { name: t('releases.instances.caption') }, slow);
    expectConsoleTranslated('releases');
    click(button(t('releases.upload.submit')));
    await screen.findByRole('alert', {}, slow);
    expectConsoleTranslated('releases: a file missing');
    await userEvent.upload(
      screen.getByLabelText(containing(t('releases.upload.tarball'))),
      new File(['x'], 'a.tar.gz'),
    );
    await userEvent.upload(
      screen.getByLabelText(containing(t('releases.upload.manifest'))),
      new File(['{}'], 'm.json'),
    );
    click(button(t('releases.upload.submit')));
    await screen.findByText(containing(apiText('bad signature')), {}, slow);
    expectConsoleTranslated('releases: refused');
  });

  it('roll-outs: the start form and a wrong stage list; a halted roll-out with its kiosks', async () => {
    releasesWorld();
    operatorSignIn();
    const list = visit('/operator/rollouts');
    await screen.findByRole('table', { name: t('releases.rollouts.caption') }, slow);
    expectConsoleTranslated('roll-outs');
    fireEvent.change(screen.getByLabelText(containing(t('releases.rollouts.start.stages'))), {
      target: { value: '50' },
    });
    click(button(t('releases.rollouts.start.submit')));
    await screen.findByRole('alert', {}, slow);
    expectConsoleTranslated('roll-outs: wrong stages');
    list.unmount();

    visit(`/operator/rollouts/${rollout.id}`);
    await screen.findByRole('table', { name: t('releases.rollouts.kiosksCaption') }, slow);
    expectConsoleTranslated('roll-out: halted');
  });

  const catalogWorld = (overrides: Parameters<typeof stubApi>[0] = {}) =>
    consoleWorld({
      'GET /console/catalog/products': () => data(catalogOf(apiText)),
      'GET /console/catalog/products/naloxone': () => data(catalogProducts(apiText)[0]),
      'GET /console/catalog/translations': () => data(translationsOf(apiText)),
      [`GET /console/kiosks/${CONSOLE_DEVICE}/assortment`]: () => data(assortmentOf(apiText)),
      'POST /console/catalog/images': () =>
        errorReply(415, apiText('Unsupported picture'), apiText('PNG, JPEG or WebP only'), 'validation'),
      'PUT /console/catalog/products/naloxone': () =>
        jsonReply(400, {
          data: {
            message: apiText('Invalid request'),
            description: apiText('bad title'),
            code: 'validation',
            field: 'titles.en',
          },
        }),
      ...overrides,
    });

  it('catalogue, and its translations page', async () => {
    catalogWorld();
    operatorSignIn();
    const list = visit('/operator/catalog');
    await screen.findByRole('table', { name: t('catalog.caption') }, slow);
    expectConsoleTranslated('catalogue');
    list.unmount();

    visit('/operator/catalog/translations');
    await screen.findByRole('table', { name: t('catalog.translations.caption') }, slow);
    expectConsoleTranslated('catalogue translations');
  });

  it('product editor: new, stored with a refused picture and a refused save', async () => {
    catalogWorld();
    operatorSignIn();
    const fresh = visit('/operator/catalog/new-product');
    await screen.findByLabelText(containing(t('catalog.editor.id')), {}, slow);
    expectConsoleTranslated('new product');
    click(button(t('catalog.editor.addLanguage')));
    click(button(t('catalog.editor.addSku')));
    expectConsoleTranslated('new product: a second language');
    fresh.unmount();

    visit('/operator/catalog/products/naloxone');
    const file = await screen.findByLabelText(containing(t('catalog.editor.imageFile')), {}, slow);
    await userEvent.upload(file, new File(['GIF89a'], 'a.gif', { type: 'image/gif' }), {
      applyAccept: false,
    });
    await screen.findByRole('alert', {}, slow);
    expectConsoleTranslated('product: picture refused');
    click(button(t('stock.save')));
    await screen.findAllByText(containing(apiText('bad title')), {}, slow);
    expectConsoleTranslated('product: save refused');
  });

  it("a kiosk's assortment", async () => {
    catalogWorld();
    operatorSignIn();
    visit(`/operator/kiosks/${CONSOLE_DEVICE}/assortment`);
    await screen.findByRole('heading', { name: t('catalog.assortment.offered') }, slow);
    expectConsoleTranslated('assortment');
    fireEvent.change(screen.getAllByRole('textbox')[0]!, { target: { value: 'x' } });
    click(button(t('stock.save')));
    await screen.findByRole('alert', {}, slow);
    expectConsoleTranslated('assortment: a price it cannot read');
  });

  it('people, and your own account', async () => {
    consoleWorld({
      'GET /console/operators': () =>
        data({
          operators: OPERATOR_ACCOUNTS.value.operators.map((o) => ({ ...o, name: apiText(o.name) })),
        }),
    });
    operatorSignIn();
    const people = visit('/operator/people');
    await screen.findByRole('columnheader', { name: t('people.column.name') }, slow);
    const addedAt: TExclusion = {
      reason:
        'the day and time an account was added are formatted by Intl (the pseudo locale runs as English)',
      covers: (text) => /^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M$/.test(text.trim()),
    };
    expect(untranslatedTexts([...consoleExclusions, addedAt]), 'hard-coded text on people').toEqual([]);
    people.unmount();

    visit('/operator/account');
    await screen.findByLabelText(containing(t('people.account.current')), {}, slow);
    expectConsoleTranslated('your account');
  });

  it('two-step sign-in, on and off', async () => {
    consoleWorld({ 'GET /console/session/two-factor': () => data(TWO_FACTOR_STATE.value) });
    operatorSignIn();
    const on = visit('/operator/two-factor');
    await screen.findByText(containing(t('twoFactor.on', { left: 9 })), {}, slow);
    expectConsoleTranslated('two-step sign-in: on');
    on.unmount();

    consoleWorld({
      'GET /console/session/two-factor': () => data({ enabled: false, recoveryCodesLeft: 0 }),
    });
    visit('/operator/two-factor');
    await screen.findByText(containing(t('twoFactor.off')), {}, slow);
    expectConsoleTranslated('two-step sign-in: off');
  });
});

describe('pseudo locale: coverage', () => {
  it('checked every route of the route table (run the whole file: it counts what the tests above showed)', () => {
    const paths = [...visited].map((path) => path.split('?')[0]!);
    const missing = Object.entries(ROUTES)
      .filter(([, pattern]) => !paths.some((path) => matchPath(pattern, path)))
      .map(([name]) => name);
    expect(missing).toEqual([]);
  });
});
