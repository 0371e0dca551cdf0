import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEVICE, ORDER_ID, data, orderOf, orderSku, stubApi, transactionOf } from '../../../test/api-stub';
import { product, sku } from '../../../test/product-fixtures';
import { renderApp } from '../../../test/render-app';

const STRIPS = product({
  id: 'fentanyl-test-strips',
  title: 'Fentanyl Test Strips',
  isFree: true,
  priceRange: { min: 0, max: 0 },
  skus: [
    sku({
      id: 'fentanyl-test-strips-5',
      productId: 'fentanyl-test-strips',
      price: 0,
      isFree: true,
      maxQuantity: 1,
    }),
  ],
});
const VITAMINS = product({
  id: 'prenatal-vitamins',
  title: 'Prenatal Vitamins',
  priceRange: { min: 999, max: 999 },
  skus: [sku({ id: 'prenatal-vitamins-30', productId: 'prenatal-vitamins', price: 999, maxQuantity: 1 })],
});
const freeOrder = orderOf({
  total: 0,
  skus: [
    orderSku({
      skuId: 'fentanyl-test-strips-5',
      productId: 'fentanyl-test-strips',
      title: 'Pack of 5',
      itemName: 'Fentanyl Test Strips — Pack of 5',
      unitPrice: 0,
    }),
  ],
  metadata: { ...orderOf().metadata, isReservable: true },
});
const paidOrder = orderOf({
  total: 999,
  skus: [
    orderSku({
      skuId: 'prenatal-vitamins-30',
      productId: 'prenatal-vitamins',
      title: '30 tablets',
      itemName: 'Prenatal Vitamins — 30 tablets',
      unitPrice: 999,
    }),
  ],
  metadata: { ...orderOf().metadata, isReservable: true },
});
const D = `/devices/${DEVICE}`;
const slow = { timeout: 5000 };
/** As the server makes a reservation order from the phone: it holds nothing until the phone's code. */
const awaiting = (order: typeof freeOrder) => ({
  ...order,
  metadata: { ...order.metadata, isAwaitingPhone: true },
});

/** The phone's confirmation step: the number, then the texted code; both calls carry the number in E.164. */
async function confirmWithPhone(api: ReturnType<typeof stubApi>) {
  expect(
    await screen.findByRole('heading', { level: 2, name: 'Confirm with your phone' }, slow),
  ).toBeTruthy();
  expect(screen.queryByRole('button', { name: /Place order|Pay/ })).toBeNull();
  await userEvent.type(screen.getByLabelText(/Mobile phone number/), '(415) 555-0123');
  await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
  expect(
    await screen.findByText('We sent a 6-digit code to the number ending in 0123.', {}, slow),
  ).toBeTruthy();
  await userEvent.type(screen.getByLabelText(/6-digit code/), '123456');
  await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
  const sent = api.callsTo('POST', `/orders/${ORDER_ID}/reserve/mfa-phone`)[0]!;
  expect(JSON.parse(String(sent.init?.body))).toEqual({ phoneNumber: '+14155550123' });
  await vi.waitFor(() => expect(api.callsTo('POST', '/reserve/mfa-code')).toHaveLength(1));
  const checked = api.callsTo('POST', '/reserve/mfa-code')[0]!;
  expect(JSON.parse(String(checked.init?.body))).toEqual({
    phoneNumber: '+14155550123',
    mfaCode: '123456',
  });
}

describe('reserve on the phone', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists what can be reserved (isReservable=true) with prices', async () => {
    const api = stubApi({ [`GET ${D}/products`]: () => data([STRIPS, VITAMINS]) });
    renderApp(`${D}/reserve-products`);
    const list = await screen.findByRole('list', { name: 'Items you can reserve' }, slow);
    expect(within(list).getByRole('link', { name: /Fentanyl Test Strips.*Free/ })).toBeTruthy();
    expect(within(list).getByRole('link', { name: /Prenatal Vitamins.*\$9\.99/ })).toBeTruthy();
    expect(api.calls[0]?.query.get('isReservable')).toBe('true');
  });

  it('a free item with no form: reserve → the phone confirms → place order → the 6-digit code, shown once', async () => {
    const api = stubApi({
      [`GET ${D}/products/fentanyl-test-strips`]: () => data(STRIPS),
      [`POST ${D}/orders`]: () => data(awaiting(freeOrder), 201),
      [`GET ${D}/orders/${ORDER_ID}`]: () => data(awaiting(freeOrder)),
      [`POST ${D}/orders/${ORDER_ID}/reserve/mfa-phone`]: () => data(awaiting(freeOrder)),
      [`POST ${D}/orders/${ORDER_ID}/reserve/mfa-code`]: () => data(freeOrder),
      [`POST ${D}/orders/${ORDER_ID}/reserve`]: () =>
        data({ orderId: ORDER_ID, code: '482913', expiresAt: '2026-11-25T18:00:00.000Z' }, 201),
    });
    const { router } = renderApp(`${D}/reserve-products/fentanyl-test-strips`);
    await userEvent.click(await screen.findByRole('button', { name: 'Reserve' }, slow));
    await vi.waitFor(() =>
      expect(router.state.location.pathname).toBe(
        `${D}/reserve-products/fentanyl-test-strips/orders/${ORDER_ID}/place-order`,
      ),
    );
    const create = api.callsTo('POST', `${D}/orders`)[0]!;
    expect(create.query.get('isReservable')).toBe('true');
    expect(JSON.parse(String(create.init?.body))).toEqual({
      skus: [{ skuId: 'fentanyl-test-strips-5', quantity: 1 }],
    });
    await confirmWithPhone(api);
    await userEvent.click(await screen.findByRole('button', { name: 'Place order' }, slow));
    await vi.waitFor(() =>
      expect(router.state.location.pathname).toBe(`${D}/orders/${ORDER_ID}/reserve-confirmation`),
    );
    expect((await screen.findByTestId('pickup-code', {}, slow)).textContent).toBe('482913');
    expect(screen.getByLabelText('Pick-up code 4 8 2 9 1 3')).toBeTruthy();
    expect(screen.getByText("Go to the kiosk and tap 'Pick up a reservation'.")).toBeTruthy();
    expect(router.state.location.search).toBe('');
  });

  it('a priced item goes to reserve-payment, which opens the checkout', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, origin: window.location.origin });
    const api = stubApi({
      [`GET ${D}/products/prenatal-vitamins`]: () => data(VITAMINS),
      [`POST ${D}/orders`]: () => data(awaiting(paidOrder), 201),
      [`GET ${D}/orders/${ORDER_ID}`]: () => data(awaiting(paidOrder)),
      [`POST ${D}/orders/${ORDER_ID}/reserve/mfa-phone`]: () => data(awaiting(paidOrder)),
      [`POST ${D}/orders/${ORDER_ID}/reserve/mfa-code`]: () => data(paidOrder),
      [`POST ${D}/orders/${ORDER_ID}/transactions`]: () => data(transactionOf({ amount: 999 }), 201),
    });
    const { router } = renderApp(`${D}/reserve-products/prenatal-vitamins`);
    await userEvent.click(await screen.findByRole('button', { name: 'Reserve' }, slow));
    await vi.waitFor(() =>
      expect(router.state.location.pathname).toBe(`${D}/orders/${ORDER_ID}/reserve-payment`),
    );
    await confirmWithPhone(api);
    // The summary names the item "Product — option", never the option alone.
    const summary = await screen.findByRole('region', { name: 'Your reservation' }, slow);
    expect(within(summary).getByRole('listitem').textContent).toMatch(/Prenatal Vitamins — 30 tablets/);
    await userEvent.click(await screen.findByRole('button', { name: 'Pay $9.99' }, slow));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(transactionOf().paymentUrl));
    expect(api.callsTo('POST', '/transactions')).toHaveLength(1);
  });

  it('after a reload (or from the payment) the confirmation reads the code again from the server', async () => {
    const api = stubApi({
      [`GET ${D}/orders/${ORDER_ID}`]: () => data({ ...freeOrder, status: 'reserved' }),
      [`GET ${D}/orders/${ORDER_ID}/reservation`]: () =>
        data({ orderId: ORDER_ID, code: '305117', expiresAt: '2026-11-25T18:00:00.000Z' }),
    });
    renderApp(`${D}/orders/${ORDER_ID}/reserve-confirmation`);
    expect((await screen.findByTestId('pickup-code', {}, slow)).textContent).toBe('305117');
    expect(
      screen.getByText(
        'Write this code down or take a screenshot. You can open this page again until you pick up.',
      ),
    ).toBeTruthy();
    expect(api.callsTo('GET', '/reservation')).toHaveLength(1);
  });

  it('says when there is no code to show any more (picked up or ended)', async () => {
    stubApi({
      [`GET ${D}/orders/${ORDER_ID}`]: () => data({ ...freeOrder, status: 'ready' }),
      [`GET ${D}/orders/${ORDER_ID}/reservation`]: () =>
        data({ message: 'Conflict', description: 'The order is not ready: ready', code: 'conflict' }, 409),
    });
    renderApp(`${D}/orders/${ORDER_ID}/reserve-confirmation`);
    expect(
      await screen.findByRole(
        'heading',
        { name: 'There is no pick-up code to show: this reservation was picked up or has ended.' },
        slow,
      ),
    ).toBeTruthy();
    expect(screen.queryByTestId('pickup-code')).toBeNull();
  });
});
