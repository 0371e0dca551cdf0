import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deviceConfig } from '../../../test/device-config-fixture';
import { DEVICE, ORDER_ID, data, orderOf, orderSku, stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';

const FORMS = ['https://forms.example.org/one', 'https://forms.example.org/two'];

const stub = (total: number) =>
  stubApi({
    'GET /devices/demo-kiosk-0001/config': () => data(deviceConfig()),
    [`GET /devices/${DEVICE}/orders/${ORDER_ID}`]: () =>
      data(orderOf({ total, skus: [orderSku({}, { formUrls: FORMS })] })),
  });

const frame = () => document.querySelector('iframe');

/** Screens load lazily and jsdom is slow on a busy machine: room beyond the 5 s default. */
describe('form step (/orders/{id}/form)', { timeout: 20_000 }, () => {
  beforeEach(() => sessionStorage.setItem('deviceId', DEVICE));
  afterEach(() => vi.unstubAllGlobals());

  it('shows each form url in turn, embedded and as a QR code, then goes to dispense', async () => {
    stub(0);
    const { router } = renderApp(`/orders/${ORDER_ID}/form`);
    expect(await screen.findByText('Form 1 of 2', {}, { timeout: 5000 })).toBeTruthy();
    expect(frame()?.getAttribute('src')).toBe(FORMS[0]);
    expect(frame()?.getAttribute('title')).toBe('Form 1 of 2');
    // The form runs its scripts and posts itself, but cannot navigate the kiosk, open windows or dialogs.
    expect(frame()?.getAttribute('sandbox')).toBe('allow-forms allow-scripts allow-same-origin');
    const qr = screen.getByRole('img', { name: 'QR code that opens the form on your phone' });
    expect(qr.closest('[data-testid="qr-code"]')?.getAttribute('data-value')).toBe(FORMS[0]);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Form 2 of 2')).toBeTruthy();
    expect(frame()?.getAttribute('src')).toBe(FORMS[1]);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(router.state.location.pathname).toBe(`/orders/${ORDER_ID}/dispense`);
  });

  it('gives a form on this server no same-origin rights (it could lift its own sandbox)', async () => {
    stubApi({
      'GET /devices/demo-kiosk-0001/config': () => data(deviceConfig()),
      [`GET /devices/${DEVICE}/orders/${ORDER_ID}`]: () =>
        data(orderOf({ total: 0, skus: [orderSku({}, { formUrls: ['/forms/kit.html'] })] })),
    });
    renderApp(`/orders/${ORDER_ID}/form`);
    await screen.findByText('Form 1 of 1', {}, { timeout: 5000 });
    expect(frame()?.getAttribute('sandbox')).toBe('allow-forms allow-scripts');
  });

  it('goes to payment after the forms when there is something to pay', async () => {
    stub(899);
    const { router } = renderApp(`/orders/${ORDER_ID}/form`);
    await screen.findByText('Form 1 of 2', {}, { timeout: 5000 });
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(router.state.location.pathname).toBe(`/orders/${ORDER_ID}/payment`);
  });
});
