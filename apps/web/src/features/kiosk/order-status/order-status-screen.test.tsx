import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { deviceConfig } from '../../../test/device-config-fixture';
import { DEVICE, ORDER_ID, data, orderOf, orderSku, stubApi } from '../../../test/api-stub';
import { createAppQueryClient, renderApp } from '../../../test/render-app';
import { ORDER_STATUS_POLL_MS } from './order-status-screen';

/** Screens load lazily and jsdom is slow on a busy machine: room beyond the 5 s default. */
describe('order status (/orders/{id}/status)', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the status, the quantity dispensed of the total, the total and the items', async () => {
    sessionStorage.setItem('deviceId', DEVICE);
    stubApi({
      'GET /devices/demo-kiosk-0001/config': () => data(deviceConfig()),
      [`GET /devices/${DEVICE}/orders/${ORDER_ID}`]: () =>
        data(
          orderOf({
            status: 'dispensing',
            total: 300,
            quantityDispensed: 1,
            quantityTotal: 3,
            skus: [orderSku({ title: 'Regular, 3-pack', quantity: 3 })],
          }),
        ),
    });
    renderApp(`/orders/${ORDER_ID}/status`);
    expect((await screen.findByTestId('order-status', {}, { timeout: 5000 })).textContent).toBe(
      'Status: Dispensing',
    );
    expect(screen.getByText('Dispensed: 1 of 3')).toBeTruthy();
    expect(screen.getByText('Total: $3.00')).toBeTruthy();
    expect(screen.getByRole('listitem').textContent).toBe('Regular, 3-pack × 3');
  });

  it('shows the error page within seconds, without parser text, for a reply off the contract', async () => {
    sessionStorage.setItem('deviceId', DEVICE);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = stubApi({
      'GET /devices/demo-kiosk-0001/config': () => data(deviceConfig()),
      [`GET /devices/${DEVICE}/orders/${ORDER_ID}`]: () => data('not-an-order'),
    });
    renderApp(`/orders/${ORDER_ID}/status`, createAppQueryClient());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong.' }, { timeout: 3000 }),
    ).toBeTruthy();
    expect(screen.getByText('An unexpected error occurred.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start Over' }).getAttribute('href')).toBe(
      `/?deviceId=${DEVICE}`,
    );
    expect(document.body.textContent).not.toMatch(/invalid_type|"expected"|\[\{/);
    expect(api.callsTo('GET', `/orders/${ORDER_ID}`)).toHaveLength(1);
  });

  it('refreshes every 3 seconds', () => {
    expect(ORDER_STATUS_POLL_MS).toBe(3000);
  });
});
