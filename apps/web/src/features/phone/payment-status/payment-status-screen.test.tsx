import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import {
  DEVICE,
  ORDER_ID,
  TRANSACTION_ID,
  data,
  orderOf,
  orderSku,
  stubApi,
  transactionOf,
} from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';
import { PAYMENT_STATUS_POLL_MS } from './payment-status-screen';

const BASE = `/devices/${DEVICE}/orders/${ORDER_ID}`;
const url = (result: string, reason = '') =>
  `/mobile/payment/status?orderId=${ORDER_ID}&deviceId=${DEVICE}&transactionId=${TRANSACTION_ID}&result=${result}${
    reason ? `&reason=${reason}` : ''
  }`;
const slow = { timeout: 5000 };

describe('/mobile/payment/status', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("says 'Payment successful' from the server's answer and sends the visitor back to the kiosk", async () => {
    const api = stubApi({
      [`GET ${BASE}/transactions/${TRANSACTION_ID}`]: () => data(transactionOf({ status: 'paid' })),
      [`GET ${BASE}`]: () => data(orderOf({ status: 'paid' })),
    });
    renderApp(url('paid'));
    expect(await screen.findByRole('heading', { name: 'Payment successful' }, slow)).toBeTruthy();
    expect(screen.getByText('Go back to the kiosk to collect your items.')).toBeTruthy();
    expect(api.callsTo('GET', `/transactions/${TRANSACTION_ID}`).length).toBeGreaterThan(0);
  });

  it('follows the kiosk while it dispenses: units dispensed of the total, during and after', async () => {
    const paid = { ...orderOf().metadata, isPaid: true };
    const progress = [
      orderOf({ status: 'paid', quantityTotal: 2, metadata: paid }),
      orderOf({ status: 'dispensing', quantityTotal: 2, quantityDispensed: 1, metadata: paid }),
      orderOf({ status: 'dispensed', quantityTotal: 2, quantityDispensed: 2, metadata: paid }),
    ];
    let reads = 0;
    stubApi({
      [`GET ${BASE}/transactions/${TRANSACTION_ID}`]: () => data(transactionOf({ status: 'paid' })),
      [`GET ${BASE}`]: () => data(progress[Math.min(reads++, progress.length - 1)]),
    });
    renderApp(url('paid'));
    expect(await screen.findByRole('heading', { name: 'Payment successful' }, slow)).toBeTruthy();
    expect(await screen.findByText('Dispensed: 1 of 2', {}, slow)).toBeTruthy();
    expect(screen.getByText('Go back to the kiosk to collect your items.')).toBeTruthy();
    // After the dispense too, as the kiosk counts them.
    expect(await screen.findByText('Dispensed: 2 of 2', {}, slow)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Payment successful' })).toBeTruthy();
    // Dispensed: the page stops asking.
    const done = reads;
    await new Promise((resolve) => setTimeout(resolve, PAYMENT_STATUS_POLL_MS + 500));
    expect(reads).toBe(done);
  });

  it.each([
    ['card_declined', 'Your card was declined.'],
    ['insufficient_funds', 'Your card has insufficient funds.'],
  ])('shows the decline the server reports (%s), whatever the address says', async (reason, text) => {
    stubApi({
      [`GET ${BASE}/transactions/${TRANSACTION_ID}`]: () =>
        data(transactionOf({ status: 'failed', failureReason: reason })),
      [`GET ${BASE}`]: () => data(orderOf()),
    });
    renderApp(url('paid'));
    expect(await screen.findByRole('heading', { name: 'Payment declined' }, slow)).toBeTruthy();
    expect(screen.getByText(text)).toBeTruthy();
    expect(screen.getByText('Go back to the kiosk to try again.')).toBeTruthy();
  });

  it('waits while the payment is not confirmed yet, then shows it', async () => {
    let calls = 0;
    stubApi({
      [`GET ${BASE}/transactions/${TRANSACTION_ID}`]: () =>
        data(transactionOf({ status: calls++ < 1 ? 'open' : 'paid' })),
      [`GET ${BASE}`]: () => data(orderOf()),
    });
    renderApp(url('paid'));
    expect(await screen.findByText('Waiting for the payment to be confirmed…', {}, slow)).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Payment successful' }, slow)).toBeTruthy();
  });

  it.each([
    ['cancelled', false],
    ['expired', true],
  ] as const)(
    'says the order had ended and the money is being refunded when it was %s before the payment',
    async (status, isTimeout) => {
      stubApi({
        [`GET ${BASE}/transactions/${TRANSACTION_ID}`]: () =>
          data(transactionOf({ status: 'refunded', refundedAmount: 899 })),
        [`GET ${BASE}`]: () => data(orderOf({ status, metadata: { ...orderOf().metadata, isTimeout } })),
      });
      renderApp(url('paid'));
      expect(await screen.findByRole('heading', { name: 'This order has ended' }, slow)).toBeTruthy();
      expect(
        screen.getByText('Your money is being refunded to your card. You do not need to do anything.'),
      ).toBeTruthy();
      expect(screen.queryByText('Payment successful')).toBeNull();
      expect(screen.queryByText('Go back to the kiosk to collect your items.')).toBeNull();
    },
  );

  it('names the reason when staff counted fewer units than the order held', async () => {
    stubApi({
      [`GET ${BASE}/transactions/${TRANSACTION_ID}`]: () =>
        data(transactionOf({ status: 'refunded', refundedAmount: 899 })),
      [`GET ${BASE}`]: () =>
        data(orderOf({ status: 'cancelled', metadata: { ...orderOf().metadata, endReason: 'stock_count' } })),
    });
    renderApp(url('paid'));
    expect(await screen.findByRole('heading', { name: 'This order has ended' }, slow)).toBeTruthy();
    expect(screen.getByText('It was cancelled because the kiosk no longer has this item.')).toBeTruthy();
  });

  it('a paid reservation was placed by its payment: the page goes straight to its pick-up code', async () => {
    const reservation = orderOf({
      status: 'reserved',
      skus: [orderSku({ skuId: 'prenatal-vitamins-30', productId: 'prenatal-vitamins' })],
      metadata: { ...orderOf().metadata, isReservable: true, isPaid: true },
    });
    stubApi({
      [`GET ${BASE}/transactions/${TRANSACTION_ID}`]: () => data(transactionOf({ status: 'paid' })),
      [`GET ${BASE}`]: () => data(reservation),
      [`GET ${BASE}/reservation`]: () =>
        data({ orderId: ORDER_ID, code: '771204', expiresAt: '2026-11-25T18:00:00.000Z' }),
    });
    const { router } = renderApp(url('paid'));
    expect((await screen.findByTestId('pickup-code', {}, slow)).textContent).toBe('771204');
    expect(router.state.location.pathname).toBe(`${BASE}/reserve-confirmation`);
    expect(screen.getByText('Payment successful')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Continue' })).toBeNull();
  });

  it('says what is missing without the ids', async () => {
    stubApi({});
    renderApp('/mobile/payment/status?result=paid');
    expect(
      await screen.findByRole('heading', { name: 'This link is missing the payment details.' }, slow),
    ).toBeTruthy();
  });
});
