import { describe, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { dispenseStore } from '../features/kiosk/dispense/dispense-api';
import { RootErrorPage } from '../app/pages/root-error-page';
import { RouteErrorBoundary } from '../app/pages/route-error-boundary';
import { ORDER_ID, TRANSACTION_ID, data, errorReply, orderOf, transactionOf } from '../test/api-stub';
import { renderWithRouter } from '../test/render-app';
import { apiText } from '../test/pseudo-locale';
import {
  AGE,
  BASE,
  button,
  click,
  closeDialog,
  CODE,
  CONDOMS,
  CONFIG,
  containing,
  dialog,
  expectAllTranslated,
  expectEveryRouteVisited,
  FORM_ITEM,
  ITEM,
  noReply,
  OFFERS_API,
  ORDER,
  serverError,
  slow,
  statusOf,
  stubWorld,
  t,
  setUpPseudoLocale,
  visit,
} from '../test/pseudo-locale-screens';

/**
 * No hard-coded visible text. The app runs on a pseudo locale (every text of en.json
 * wrapped in ⟦…⟧) with API data wrapped in ⟪…⟫; on every screen, modal and state below, any text
 * node, read-out attribute or document title with letters outside both is a hard-coded string.
 */

setUpPseudoLocale();

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

describe('pseudo locale: coverage', () => {
  it('checked every kiosk route of the route table (run the whole file: it counts what its tests showed)', () => {
    expectEveryRouteVisited('kiosk');
  });
});
