import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ANALYTICS_EVENTS_PATH } from '@kiosk/contract/values';
import { createAppQueryClient, jsonReply, renderApp } from '../../../test/render-app';
import { product, sku } from '../../../test/product-fixtures';

const CATALOGUE = [
  product({ id: 'naloxone-nasal-spray', title: 'Naloxone nasal spray', isFree: true, isEmergency: true }),
  product({
    id: 'naloxone-2-pack',
    title: 'Naloxone 2-pack',
    isMultiPack: true,
    skus: [sku({ dispenseQuantity: 2 })],
    priceRange: { min: 2500, max: 2500 },
  }),
  product({ id: 'sold-out', title: 'Sold out thing', isOutOfStock: true }),
  product({ id: 'mystery', title: 'Mystery item', isPriceUnavailable: true, priceRange: null }),
];

/** The product list answers with the catalogue; the kiosk's other calls (pairing state, config) find nothing. */
const catalogueOnly = (input: RequestInfo | URL, catalogue: unknown): Response =>
  String(input).includes('/products')
    ? jsonReply(200, { data: catalogue })
    : jsonReply(404, { error: { code: 'NOT_FOUND', message: 'Not found.' } });

describe('products screen', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("lists the session device's products in the interface language", async () => {
    sessionStorage.setItem('deviceId', 'demo-kiosk-0001');
    const fetchMock = vi.fn(async (input: RequestInfo | URL) => catalogueOnly(input, CATALOGUE));
    vi.stubGlobal('fetch', fetchMock);
    renderApp('/products');

    const grid = await screen.findByRole('list', { name: 'Choose a product' });
    const cards = within(grid).getAllByRole('listitem');
    expect(cards).toHaveLength(4);
    expect(within(cards[0] as HTMLElement).getByText('Free')).toBeTruthy();
    expect(within(cards[1] as HTMLElement).getByText('$25.00')).toBeTruthy();
    expect(
      within(cards[1] as HTMLElement).getByText('Multi-pack of 2: dispensed one package at a time'),
    ).toBeTruthy();
    expect(within(cards[2] as HTMLElement).getByText('Out of stock')).toBeTruthy();
    expect(within(cards[3] as HTMLElement).getByText('Price is unavailable')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith('/devices/demo-kiosk-0001/products?locale=en', expect.anything());
  });

  it("tells screen readers 'Option N of M' on each card and names each picture; the multi-pack notice has its count", async () => {
    sessionStorage.setItem('deviceId', 'demo-kiosk-0001');
    const pictured = CATALOGUE.map((entry) => ({ ...entry, images: [`/images/${entry.id}.svg`] }));
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => catalogueOnly(input, pictured));
    renderApp('/products');
    const grid = await screen.findByRole('list', { name: 'Choose a product' });
    const cards = within(grid).getAllByRole('listitem');
    cards.forEach((card, index) => expect(within(card).getByText(`Option ${index + 1} of 4`)).toBeTruthy());
    expect(
      within(cards[0] as HTMLElement).getByRole('img', { name: 'Picture of Naloxone nasal spray' }),
    ).toBeTruthy();
    expect(
      within(cards[1] as HTMLElement).getByText('Multi-pack of 2: dispensed one package at a time'),
    ).toBeTruthy();
    expect(screen.getByRole('img', { name: 'HealthPoint logo' })).toBeTruthy();
  });

  it('shows a loading state, then the grid', async () => {
    sessionStorage.setItem('deviceId', 'demo-kiosk-0001');
    const waiting: (() => void)[] = [];
    vi.stubGlobal(
      'fetch',
      (input: RequestInfo | URL) =>
        new Promise<Response>((resolve) => waiting.push(() => resolve(catalogueOnly(input, CATALOGUE)))),
    );
    renderApp('/products');
    expect(await screen.findByText('Loading products…')).toBeTruthy();
    waiting.forEach((answer) => answer());
    expect(await screen.findByRole('list', { name: 'Choose a product' })).toBeTruthy();
  });

  it('swallows a failed product list (docs/product.md §8): one request, the empty list, no error text (404, 500, off-contract)', async () => {
    sessionStorage.setItem('deviceId', 'demo-kiosk-0001');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const reply of [
      () =>
        jsonReply(404, {
          data: { message: 'Device not found', description: 'No device nope-device.', code: 'not_found' },
        }),
      () => jsonReply(500, { data: { message: 'The products could not be loaded.', code: 'internal' } }),
      () => jsonReply(200, { data: 'not-a-list' }),
    ]) {
      const fetchMock = vi.fn(async (input: RequestInfo | URL) =>
        String(input).includes('/products') ? reply() : jsonReply(404, { data: { message: 'Not found' } }),
      );
      vi.stubGlobal('fetch', fetchMock);
      const view = renderApp('/products', createAppQueryClient());
      expect(
        await screen.findByText('No products are available on this kiosk right now.', {}, { timeout: 3000 }),
      ).toBeTruthy();
      await new Promise((resolve) => setTimeout(resolve, 1200));
      const productCalls = fetchMock.mock.calls.filter(([input]) => String(input).includes('/products'));
      expect(productCalls).toHaveLength(1);
      expect(screen.queryByRole('alert')).toBeNull();
      expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
      expect(document.body.textContent).not.toMatch(
        /Device not found|could not be loaded|"expected"|invalid_type/,
      );
      view.unmount();
    }
  }, 20_000);

  it('says when the kiosk has no device id, and calls nothing', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderApp('/products');
    expect(await screen.findByText(/This kiosk has no device id/)).toBeTruthy();
    // The app's one analytics queue outlives a test: a batch of earlier tests' screen views may leave now.
    const calls = fetchMock.mock.calls.filter(([path]) => path !== ANALYTICS_EVENTS_PATH);
    expect(calls).toEqual([]);
  });

  it('says when the device has no products', async () => {
    sessionStorage.setItem('deviceId', 'demo-kiosk-0001');
    vi.stubGlobal('fetch', async () => jsonReply(200, { data: [] }));
    renderApp('/products');
    expect(await screen.findByText('No products are available on this kiosk right now.')).toBeTruthy();
  });

  it('goes to the product detail when a card is tapped', async () => {
    sessionStorage.setItem('deviceId', 'demo-kiosk-0001');
    vi.stubGlobal('fetch', async () => jsonReply(200, { data: CATALOGUE }));
    const { router } = renderApp('/products');
    await userEvent.click(await screen.findByRole('link', { name: /Naloxone 2-pack/ }));
    expect(router.state.location.pathname).toBe('/products/naloxone-2-pack');
  });
});
