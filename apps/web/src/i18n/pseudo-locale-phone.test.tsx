import { describe, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TOrder } from '@kiosk/contract';
import { offerStatusOf, offerOf } from '../test/offer-fixtures';
import { DEVICE, ORDER_ID, TRANSACTION_ID, data, errorReply, orderOf, transactionOf } from '../test/api-stub';
import { product } from '../test/product-fixtures';
import { apiText } from '../test/pseudo-locale';
import {
  BASE,
  button,
  click,
  CONDOMS,
  containing,
  expectAllTranslated,
  expectEveryRouteVisited,
  EXPIRES_AT,
  FORM_ITEM,
  inner,
  loaded,
  MOBILE,
  OFFER,
  OFFERS_API,
  OPEN_ORDER,
  ORDER,
  serverError,
  slow,
  statusOf,
  stubWorld,
  t,
  TEST_KIT,
  setUpPseudoLocale,
  visit,
} from '../test/pseudo-locale-screens';

/**
 * No hard-coded visible text. The app runs on a pseudo locale (every text of en.json
 * wrapped in ⟦…⟧) with API data wrapped in ⟪…⟫; on every screen, modal and state below, any text
 * node, read-out attribute or document title with letters outside both is a hard-coded string.
 */

setUpPseudoLocale();

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

describe('pseudo locale: coverage', () => {
  it('checked every phone route of the route table (run the whole file: it counts what its tests showed)', () => {
    expectEveryRouteVisited('phone');
  });
});
