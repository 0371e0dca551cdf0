import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deviceConfig } from '../../../test/device-config-fixture';
import { DEVICE, ORDER_ID, data, errorReply, orderOf, stubApi } from '../../../test/api-stub';
import { product, sku } from '../../../test/product-fixtures';
import { createAppQueryClient, renderApp } from '../../../test/render-app';
import {
  endStaffSession,
  setTestMode,
  startStaffSession,
} from '../../../shared/staff-session/staff-session-store';

const CONDOMS = product({
  id: 'condoms',
  title: 'Condoms',
  description: 'Latex condoms, sold as single packages.',
  isMultiPack: true,
  skus: [
    sku({
      id: 'condoms-3-pack',
      title: 'Regular, 3-pack',
      price: 100,
      dispenseQuantity: 3,
      maxQuantity: 3,
      stock: 60,
    }),
    sku({
      id: 'condoms-large-3-pack',
      title: 'Large, 3-pack',
      price: 125,
      dispenseQuantity: 3,
      maxQuantity: 3,
      stock: 0,
    }),
  ],
});

const stubProduct = (body = CONDOMS, extra: Parameters<typeof stubApi>[0] = {}) =>
  stubApi({
    'GET /devices/demo-kiosk-0001/config': () => data(deviceConfig()),
    [`GET /devices/demo-kiosk-0001/products/${body.id}`]: () => data(body),
    ...extra,
  });

/** Screens load lazily and jsdom is slow on a busy machine: room beyond the 5 s default. */
describe('product detail (/products/{id})', { timeout: 20_000 }, () => {
  beforeEach(() => sessionStorage.setItem('deviceId', DEVICE));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("shows each option as 'Option N of M' with its price and 'Out of stock'", async () => {
    stubProduct();
    renderApp('/products/condoms');
    expect(await screen.findByRole('heading', { level: 2, name: 'Condoms' }, { timeout: 5000 })).toBeTruthy();
    const options = screen.getByRole('radiogroup', { name: 'Choose an option' });
    const [regular, large] = within(options).getAllByRole('radio');
    expect(regular?.closest('label')?.textContent).toBe('Option 1 of 2Regular, 3-pack$1.00');
    expect(large?.closest('label')?.textContent).toBe('Option 2 of 2Large, 3-pack$1.25Out of stock');
    expect((regular as HTMLInputElement).checked).toBe(true);
  });

  it('chooses 1 up to the pack count of single packages, priced in the device currency', async () => {
    stubProduct();
    renderApp('/products/condoms');
    expect(await screen.findByText('Multi-pack: dispensed one package at a time')).toBeTruthy();
    expect(screen.getByText('This pack holds 3 single packages.')).toBeTruthy();
    const chooser = screen.getByRole('group', { name: 'How many single packages?' });
    const fewer = within(chooser).getByRole('button', { name: 'One package fewer' });
    const more = within(chooser).getByRole('button', { name: 'One package more' });
    expect(screen.getByTestId('pack-count').textContent).toBe('1 package');
    expect(screen.getByTestId('order-total').textContent).toBe('Total: $1.00');
    expect(fewer.hasAttribute('disabled')).toBe(true);
    await userEvent.click(more);
    await userEvent.click(more);
    expect(screen.getByTestId('pack-count').textContent).toBe('3 packages');
    expect(screen.getByTestId('order-total').textContent).toBe('Total: $3.00');
    expect(more.hasAttribute('disabled')).toBe(true);
    await userEvent.click(fewer);
    expect(screen.getByTestId('pack-count').textContent).toBe('2 packages');
  });

  it("says 'Out of stock' and cannot start an order for a sku with no stock", async () => {
    stubProduct();
    renderApp('/products/condoms');
    await userEvent.click(await screen.findByRole('radio', { name: /Large, 3-pack/ }));
    expect(screen.getByRole('status').textContent).toBe('Out of stock');
    expect(screen.getByRole('button', { name: 'Start order' }).hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('group', { name: 'How many single packages?' })).toBeNull();
  });

  it("says 'Price is unavailable' and cannot start an order without a price", async () => {
    stubProduct(product({ id: 'first-aid-kit', title: 'First Aid Kit', skus: [sku({ price: null })] }));
    renderApp('/products/first-aid-kit');
    expect(await screen.findByText('Price is unavailable')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start order' }).hasAttribute('disabled')).toBe(true);
  });

  it("shows 'Free' for a free product", async () => {
    stubProduct(
      product({
        id: 'hygiene-kit',
        title: 'Hygiene Kit',
        isFree: true,
        skus: [sku({ price: 0, isFree: true })],
      }),
    );
    renderApp('/products/hygiene-kit');
    expect((await screen.findByTestId('order-total')).textContent).toBe('Total: Free');
  });

  it("names a single-sku product's sku right beside its price", async () => {
    stubProduct(
      product({
        id: 'pregnancy-test',
        title: 'Pregnancy test',
        skus: [sku({ id: 'pregnancy-test', title: 'Single test', price: 2250 })],
      }),
    );
    renderApp('/products/pregnancy-test');
    const total = await screen.findByTestId('order-total');
    expect(total.textContent).toBe('Total: $22.50');
    const title = screen.getByTestId('sku-title');
    expect(title.textContent).toBe('Single test');
    expect(title.nextElementSibling).toBe(total);
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });

  it('starts the order with the chosen sku and count, then runs its workflows', async () => {
    const api = stubProduct(CONDOMS, {
      'POST /devices/demo-kiosk-0001/orders': () => data(orderOf({ total: 300 }), 201),
    });
    const { router } = renderApp('/products/condoms');
    await userEvent.click(await screen.findByRole('button', { name: 'One package more' }));
    await userEvent.click(screen.getByRole('button', { name: 'One package more' }));
    await userEvent.click(screen.getByRole('button', { name: 'Start order' }));
    await vi.waitFor(() =>
      expect(router.state.location.pathname).toBe(`/orders/${ORDER_ID}/workflow-manager`),
    );
    expect(router.state.location.search).toBe('?productId=condoms');
    const [post] = api.callsTo('POST', '/orders');
    expect(post?.query.get('locale')).toBe('en');
    expect(JSON.parse(String(post?.init?.body))).toEqual({
      skus: [{ skuId: 'condoms-3-pack', quantity: 3 }],
    });
  });

  it("shows the server's reason when the order cannot start (409 'Out of stock')", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubProduct(CONDOMS, {
      'POST /devices/demo-kiosk-0001/orders': () =>
        errorReply(409, 'Out of stock', 'Regular, 3-pack does not have 1 available.', 'out_of_stock'),
    });
    renderApp('/products/condoms');
    await userEvent.click(await screen.findByRole('button', { name: 'Start order' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The order could not be started.');
    expect(alert.textContent).toContain('Out of stock');
    expect(alert.textContent).toContain('Regular, 3-pack does not have 1 available.');
  });

  it('makes a test order with the staff bearer in test dispense mode', async () => {
    startStaffSession(DEVICE, 'staff-passkey');
    setTestMode(true);
    try {
      const api = stubProduct(CONDOMS, {
        'POST /devices/demo-kiosk-0001/test/orders': () => data(orderOf({ total: 100 }), 201),
      });
      const { router } = renderApp('/products/condoms');
      await userEvent.click(await screen.findByRole('button', { name: 'Start order' }));
      await vi.waitFor(() =>
        expect(router.state.location.pathname).toBe(`/orders/${ORDER_ID}/workflow-manager`),
      );
      const [post] = api.callsTo('POST', '/test/orders');
      expect(post?.init?.headers).toMatchObject({ Authorization: 'Bearer staff-passkey' });
    } finally {
      endStaffSession();
    }
  });

  it('swallows a failed product call (docs/product.md §8): one request, no product, no error text or retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = stubProduct(CONDOMS, {
      [`GET /devices/demo-kiosk-0001/products/condoms`]: () =>
        errorReply(500, 'Database exploded', 'relation "skus" does not exist', 'internal'),
    });
    renderApp('/products/condoms', createAppQueryClient());
    expect(await screen.findByText('This product could not be loaded.', {}, { timeout: 3000 })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(api.callsTo('GET', '/products/condoms')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(document.body.textContent).not.toMatch(/Database exploded|relation/);
    expect(screen.getByRole('link', { name: 'Back to products' })).toBeTruthy();
  });

  it('leads back to the products', async () => {
    stubProduct();
    renderApp('/products/condoms');
    expect((await screen.findByRole('link', { name: 'Back to products' })).getAttribute('href')).toBe(
      '/products',
    );
  });
});
