import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEVICE, ORDER_ID, data, orderOf, stubApi, transactionOf } from '../../../test/api-stub';
import { deviceConfig } from '../../../test/device-config-fixture';
import { renderApp } from '../../../test/render-app';
import { OFFERS_API, offerStatusOf, offerOf } from '../../../test/offer-fixtures';
import { KIOSK_OFFER_POLL_MS } from './kiosk-offer-constants';

vi.mock('./kiosk-offer-constants', () => ({ KIOSK_OFFER_POLL_MS: 50 }));

const BASE = `/devices/${DEVICE}/orders/${ORDER_ID}`;
const PAYMENT = `/orders/${ORDER_ID}/payment`;
const slow = { timeout: 5000 };

/** Replies in turn, then keeps giving the last. */
const sequence = <T,>(...items: T[]) => {
  let index = 0;
  return () => items[Math.min(index++, items.length - 1)] as T;
};

const stub = (statuses: () => ReturnType<typeof offerStatusOf>, extra: Parameters<typeof stubApi>[0] = {}) =>
  stubApi({
    [`GET /devices/${DEVICE}/config`]: () => data(deviceConfig()),
    [`POST ${OFFERS_API}/available-offers`]: () => data(statuses()),
    [`GET ${OFFERS_API}/status`]: () => data(statuses()),
    [`POST ${OFFERS_API}/complete`]: () => data({ ...statuses(), status: 'completed' }),
    [`GET ${BASE}`]: () => data({ ...orderOf({ total: 4500 }), capability: '1700000000.cap' }),
    [`POST ${BASE}/transactions`]: () => data(transactionOf({ amount: 4500 }), 201),
    [`GET ${BASE}/transactions/*`]: () => data(transactionOf({ amount: 4500 })),
    ...extra,
  });

describe('kiosk offer step before payment', { timeout: 20_000 }, () => {
  beforeEach(() => sessionStorage.setItem('deviceId', DEVICE));
  afterEach(() => vi.unstubAllGlobals());

  it('polls at most every second (so the kiosk follows the phone within 2 s)', () => {
    expect(KIOSK_OFFER_POLL_MS).toBe(50); // the mock; the real value is pinned in kiosk-offer-constants.test.ts
  });

  it('shows the offer states and a QR code to the phone check; no checkout is opened meanwhile', async () => {
    const api = stub(() => offerStatusOf());
    renderApp(PAYMENT);
    const list = await screen.findByRole('list', { name: 'Offers for your order' }, slow);
    expect(within(list).getByText('Check eligibility')).toBeTruthy();
    // Each line names its item as the API does, "Product — option", not the option alone.
    expect(within(list).getByText(/^2 × Naloxone Nasal Spray 2-Pack — 2-pack · /)).toBeTruthy();
    const qr = screen.getByRole('img', { name: 'QR code that opens the eligibility check on your phone' });
    expect(qr.closest('[data-testid="qr-code"]')?.getAttribute('data-value')).toBe(
      `${window.location.origin}/devices/${DEVICE}/orders/${ORDER_ID}/phone?capability=1700000000.cap`,
    );
    expect(api.callsTo('POST', '/transactions')).toHaveLength(0);
  });

  it('shows that the phone is working on it: opened the QR code, then a code texted', async () => {
    const steps = sequence(
      offerStatusOf(),
      offerStatusOf({ phoneStep: 'opened' }),
      offerStatusOf({ status: 'opted_in', phoneStep: 'opened' }),
      offerStatusOf({ status: 'code_sent', phoneStep: 'code_sent' }),
    );
    stub(steps);
    renderApp(PAYMENT);
    const progress = await screen.findByTestId('kiosk-phone-progress', {}, slow);
    expect(progress.getAttribute('role')).toBe('status');
    expect(progress.textContent).toBe('Scan this code with your phone to check your eligibility.');
    expect(
      await screen.findByText(
        'Your phone is checking your eligibility. Enter your mobile number there to get a code.',
        {},
        slow,
      ),
    ).toBeTruthy();
    expect(
      await screen.findByText(
        'A code was texted to your phone. Enter it there to finish the check.',
        {},
        slow,
      ),
    ).toBeTruthy();
    // The QR code stays, for a visitor who closed the page on the phone.
    expect(
      screen.getByRole('img', { name: 'QR code that opens the eligibility check on your phone' }),
    ).toBeTruthy();
  });

  it('moves on to dispense when the phone redeems a free offer', async () => {
    const redeemed = offerStatusOf({
      status: 'redeemed',
      total: 0,
      isPaymentRequired: false,
      offers: [offerOf({ isRedeemed: true })],
    });
    const api = stub(sequence(offerStatusOf({ status: 'code_sent' }), redeemed), {
      [`POST ${OFFERS_API}/complete`]: () => data({ ...redeemed, status: 'completed' }),
    });
    const { router } = renderApp(PAYMENT);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(`/orders/${ORDER_ID}/dispense`), slow);
    expect(api.callsTo('POST', '/complete')).toHaveLength(1);
    expect(api.callsTo('POST', '/transactions')).toHaveLength(0);
  });

  it("asks 'not eligible … continue?'; Continue completes the step and shows the payment", async () => {
    const api = stub(() =>
      offerStatusOf({
        status: 'not_eligible',
        hasOffers: false,
        offers: [offerOf({ state: 'not_available', reason: 'limit_reached' })],
      }),
    );
    renderApp(PAYMENT);
    const dialog = await screen.findByRole('dialog', {}, slow);
    expect(
      within(dialog).getByText(
        'You are not eligible for an offer and payment is required. Would you like to continue?',
      ),
    ).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Scan to pay' }, slow)).toBeTruthy();
    expect(api.callsTo('POST', '/complete')).toHaveLength(1);
  });

  it('cancel from the question cancels the order and goes back to the products', async () => {
    const api = stub(() => offerStatusOf({ status: 'not_eligible', hasOffers: false }), {
      [`POST ${BASE}/cancel`]: () => data(orderOf({ status: 'cancelled' })),
    });
    const { router } = renderApp(PAYMENT);
    const dialog = await screen.findByRole('dialog', {}, slow);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/products'));
    await vi.waitFor(() => expect(api.callsTo('POST', '/cancel')).toHaveLength(1));
  });

  it('an order without offers goes straight to the payment', async () => {
    stub(() =>
      offerStatusOf({
        hasOffers: false,
        offers: [offerOf({ offerId: null, state: 'not_available', reason: 'no_offer' })],
      }),
    );
    renderApp(PAYMENT);
    expect(await screen.findByRole('heading', { level: 2, name: 'Scan to pay' }, slow)).toBeTruthy();
  });

  it('eligible on the kiosk: Redeem puts the offer on the order', async () => {
    let isRedeemed = false;
    const eligible = offerStatusOf({
      status: 'eligible',
      offers: [offerOf({ state: 'available', isOptedIn: true })],
    });
    const redeemed = offerStatusOf({
      status: 'redeemed',
      total: 0,
      isPaymentRequired: false,
      offers: [offerOf({ isRedeemed: true })],
    });
    const api = stub(() => (isRedeemed ? redeemed : eligible), {
      [`POST ${OFFERS_API}/redeem`]: () => {
        isRedeemed = true;
        return data(redeemed);
      },
    });
    const { router } = renderApp(PAYMENT);
    await userEvent.click(await screen.findByRole('button', { name: 'Redeem' }, slow));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(`/orders/${ORDER_ID}/dispense`), slow);
    expect(api.callsTo('POST', '/redeem')).toHaveLength(1);
  });

  it("'No thanks, pay now' opts out of the order's offers (opt-out with the skus), then shows the payment", async () => {
    let isDeclined = false;
    const api = stub(() => offerStatusOf({ status: isDeclined ? 'declined' : 'none' }), {
      [`POST ${OFFERS_API}/opt-out`]: () => {
        isDeclined = true;
        return data(offerStatusOf({ status: 'declined' }));
      },
    });
    renderApp(PAYMENT);
    await userEvent.click(await screen.findByRole('button', { name: 'No thanks, pay now' }, slow));
    expect(await screen.findByRole('heading', { level: 2, name: 'Scan to pay' }, slow)).toBeTruthy();
    const optOuts = api.callsTo('POST', '/discounts/opt-out');
    expect(optOuts).toHaveLength(1);
    expect(JSON.parse(String(optOuts[0]!.init?.body))).toEqual({ skus: ['naloxone-2-pack'] });
    expect(api.callsTo('POST', '/complete')).toHaveLength(1);
  });
});
