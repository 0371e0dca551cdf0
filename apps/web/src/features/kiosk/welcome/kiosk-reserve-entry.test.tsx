import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEVICE, data, stubApi } from '../../../test/api-stub';
import { deviceConfig } from '../../../test/device-config-fixture';
import { renderApp } from '../../../test/render-app';

describe('welcome: reserve on the phone, pick up here', { timeout: 20_000 }, () => {
  beforeEach(() => {
    sessionStorage.setItem('deviceId', DEVICE);
    stubApi({ [`GET /devices/${DEVICE}/config`]: () => data(deviceConfig()) });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("'Reserve on your phone' shows a QR code to this device's reserve pages, and does not start a session", async () => {
    const { router } = renderApp('/');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Reserve on your phone' }, { timeout: 5000 }),
    );
    const dialog = await screen.findByRole('dialog');
    const qr = await within(dialog).findByRole('img', {
      name: 'QR code that opens the reservation pages on your phone',
    });
    expect(qr.closest('[data-testid="qr-code"]')?.getAttribute('data-value')).toBe(
      `${window.location.origin}/devices/${DEVICE}/reserve-products`,
    );
    // The title bar's close button and the large one at the bottom both close it.
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/');
  });

  it("'Pick up a reservation' goes to the code entry", async () => {
    const { router } = renderApp('/');
    await userEvent.click(
      await screen.findByRole('link', { name: 'Pick up a reservation' }, { timeout: 5000 }),
    );
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/reserve-authorization'));
  });
});
