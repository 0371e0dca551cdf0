import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TTransaction } from '@kiosk/contract';
import { deviceConfig } from '../../../test/device-config-fixture';
import {
  DEVICE,
  ORDER_ID,
  TRANSACTION_ID,
  data,
  errorReply,
  orderOf,
  stubApi,
  transactionOf,
} from '../../../test/api-stub';
import { createAppQueryClient, renderApp } from '../../../test/render-app';

// Real values are checked in payment-constants.test.ts; here the screen runs fast.
vi.mock('./payment-constants', () => ({ PAYMENT_POLL_MS: 40, PAYMENT_SUCCESS_DELAY_MS: 150 }));

const BASE = `/devices/${DEVICE}/orders/${ORDER_ID}`;
const SECOND_ID = '33333333-3333-4333-8333-333333333333';
const PAYMENT = `/orders/${ORDER_ID}/payment`;
const slow = { timeout: 5000 };

/** Replies in turn, then keeps giving the last. */
const sequence = <T,>(...items: T[]) => {
  let index = 0;
  return () => items[Math.min(index++, items.length - 1)] as T;
};

const stub = (transactions: () => TTransaction, extra: Parameters<typeof stubApi>[0] = {}) =>
  stubApi({
    'GET /devices/demo-kiosk-0001/config': () => data(deviceConfig()),
    [`GET ${BASE}`]: () => data(orderOf()),
    [`POST ${BASE}/transactions`]: () => data(transactionOf(), 201),
    [`GET ${BASE}/transactions/*`]: () => data(transactions()),
    ...extra,
  });

/** Screens load lazily and jsdom is slow on a busy machine: room beyond the 5 s default. */
describe('payment (/orders/{id}/payment)', { timeout: 20_000 }, () => {
  beforeEach(() => sessionStorage.setItem('deviceId', DEVICE));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the payment URL as a QR code with the amount, and waits for the phone', async () => {
    const api = stub(() => transactionOf());
    renderApp(PAYMENT);
    expect(await screen.findByRole('heading', { level: 2, name: 'Scan to pay' }, slow)).toBeTruthy();
    const qr = await screen.findByRole('img', { name: 'QR code to pay on your phone' });
    expect(qr.closest('[data-testid="qr-code"]')?.getAttribute('data-value')).toBe(
      transactionOf().paymentUrl,
    );
    expect(screen.getByTestId('payment-amount').textContent).toBe('Amount to pay: $8.99');
    expect(screen.getByText('Waiting for your phone…')).toBeTruthy();
    expect(api.callsTo('POST', '/transactions')).toHaveLength(1);
    expect(api.callsTo('POST', '/transactions')[0]?.query.get('locale')).toBe('en');
    // It keeps asking about the transaction while the visitor pays.
    await vi.waitFor(() =>
      expect(api.callsTo('GET', `/transactions/${TRANSACTION_ID}`).length).toBeGreaterThan(1),
    );
  });

  it("says 'Payment successful', then goes on to dispense", async () => {
    stub(sequence(transactionOf(), transactionOf({ status: 'paid' })));
    const { router } = renderApp(PAYMENT);
    expect(await screen.findByRole('heading', { level: 2, name: 'Payment successful' }, slow)).toBeTruthy();
    expect(router.state.location.pathname).toBe(PAYMENT);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(`/orders/${ORDER_ID}/dispense`));
  });

  it('counts a paid order (the webhook landed) as paid', async () => {
    stub(() => transactionOf(), { [`GET ${BASE}`]: () => data(orderOf({ status: 'paid' })) });
    renderApp(PAYMENT);
    expect(await screen.findByRole('heading', { level: 2, name: 'Payment successful' }, slow)).toBeTruthy();
  });

  it.each([
    ['card_declined', 'Your card was declined.'],
    ['insufficient_funds', 'Your card has insufficient funds.'],
    ['expired_card', 'The payment did not go through.'],
  ])('says why a payment failed (%s) and tries again with a new code', async (reason, text) => {
    let posts = 0;
    const api = stub(() => transactionOf({ status: 'failed', failureReason: reason }), {
      [`POST ${BASE}/transactions`]: () =>
        data(
          posts++ === 0 ? transactionOf() : transactionOf({ id: SECOND_ID, paymentUrl: 'http://x/second' }),
          201,
        ),
      [`GET ${BASE}/transactions/${SECOND_ID}`]: () =>
        data(transactionOf({ id: SECOND_ID, paymentUrl: 'http://x/second' })),
    });
    renderApp(PAYMENT);
    const alert = await screen.findByRole('alert', {}, slow);
    expect(within(alert).getByText('Payment declined')).toBeTruthy();
    expect(within(alert).getByText(text)).toBeTruthy();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    const qr = await screen.findByRole('img', { name: 'QR code to pay on your phone' });
    expect(qr.closest('[data-testid="qr-code"]')?.getAttribute('data-value')).toBe('http://x/second');
    expect(api.callsTo('POST', '/transactions')).toHaveLength(2);
  });

  it('offers to try again when the payment session expired', async () => {
    stub(() => transactionOf({ status: 'expired' }));
    renderApp(PAYMENT);
    expect(await screen.findByText('The payment session has expired.', {}, slow)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('shows why a checkout could not be opened', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stub(() => transactionOf(), {
      [`POST ${BASE}/transactions`]: () =>
        errorReply(
          502,
          'Payment problem',
          'The payment service could not complete this request.',
          'payment_failed',
        ),
    });
    renderApp(PAYMENT);
    const alert = await screen.findByRole('alert', {}, slow);
    expect(alert.textContent).toContain('The payment could not be started.');
    expect(alert.textContent).toContain('The payment service could not complete this request.');
  });

  it('shows the error page with Start Over for an order that does not exist', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const notFound = () => errorReply(404, 'Not found', 'This order was not found.', 'not_found');
    stub(() => transactionOf(), {
      [`GET ${BASE}`]: notFound,
      [`POST ${BASE}/transactions`]: notFound,
      [`POST ${BASE}/discounts/available-offers`]: notFound,
    });
    renderApp(PAYMENT, createAppQueryClient());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong.' }, slow),
    ).toBeTruthy();
    expect(screen.getByText('This order was not found.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start Over' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Scan to pay' })).toBeNull();
  });

  it('cancels the order on request', async () => {
    const api = stub(() => transactionOf(), {
      [`POST ${BASE}/cancel`]: () => data(orderOf({ status: 'cancelled' })),
    });
    const { router } = renderApp(PAYMENT);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel order' }, slow));
    expect(router.state.location.pathname).toBe('/products');
    await vi.waitFor(() => expect(api.callsTo('POST', '/cancel')).toHaveLength(1));
  });
});
