import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEVICE, data, stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';

const PAIRING = `GET /devices/${DEVICE}/kiosk-credential`;

describe('a kiosk browser that is not paired', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the unpaired-kiosk screen instead of the kiosk screens, with the way for staff to pair it', async () => {
    stubApi({ [PAIRING]: () => data({ isPaired: false }) });
    const { router } = renderApp(`/products?deviceId=${DEVICE}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This kiosk is not set up yet' }),
    ).toBeTruthy();
    // No kiosk buttons whose calls the server would refuse.
    expect(screen.queryByRole('button', { name: 'Emergency naloxone' })).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Staff sign-in' }));
    expect(router.state.location.pathname).toBe('/stock-management/auth');
    expect(new URLSearchParams(router.state.location.search).get('returnTo')).toBe(
      `/kiosk-pairing?deviceId=${DEVICE}`,
    );
  });

  it('a paired one (or one whose answer has not come) shows the kiosk screens', async () => {
    stubApi({ [PAIRING]: () => data({ isPaired: true }) });
    renderApp(`/?deviceId=${DEVICE}`);
    expect(await screen.findByRole('button', { name: 'Tap to begin' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'This kiosk is not set up yet' })).toBeNull();
  });
});
