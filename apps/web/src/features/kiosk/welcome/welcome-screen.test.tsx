import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configRoute, deviceConfig, stubApi } from '../../../test/device-config-fixture';
import { renderApp } from '../../../test/render-app';

describe('welcome screen', () => {
  it('goes to the product grid on "Tap to begin"', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => undefined)),
    );
    const { router } = renderApp('/?deviceId=demo-kiosk-0001');
    await userEvent.click(await screen.findByRole('button', { name: 'Tap to begin' }));
    expect(router.state.location.pathname).toBe('/products');
    // Focus moves to the new screen's main content.
    expect(document.activeElement).toBe(screen.getByRole('main'));
    vi.unstubAllGlobals();
  });

  it('begins on a tap anywhere on the screen', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => undefined)),
    );
    const { router } = renderApp('/');
    await userEvent.click(await screen.findByRole('heading', { level: 1, name: 'Welcome' }));
    expect(router.state.location.pathname).toBe('/products');
    vi.unstubAllGlobals();
  });
});

describe('welcome screen accessibility button', () => {
  const stubConfig = (isAccessibilityExtensionAllowed: boolean) =>
    stubApi([configRoute(deviceConfig({ isAccessibilityExtensionAllowed }))]);

  it('is offered on an allow-listed device and asks whether to add time', async () => {
    stubConfig(true);
    const { router } = renderApp('/?deviceId=a11y-kiosk-0001');
    await userEvent.click(await screen.findByRole('button', { name: 'More time' }));
    expect(screen.getByRole('dialog', { name: 'Would you like more time?' })).toBeTruthy();
    // Opening it does not begin the session.
    expect(router.state.location.pathname).toBe('/');
    vi.unstubAllGlobals();
  });

  it('is not offered on another device', async () => {
    stubConfig(false);
    renderApp('/?deviceId=demo-kiosk-0001');
    await screen.findByRole('button', { name: 'Tap to begin' });
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    expect(screen.queryByRole('button', { name: 'More time' })).toBeNull();
    vi.unstubAllGlobals();
  });
});
