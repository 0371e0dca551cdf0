import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../test/render-app';

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
