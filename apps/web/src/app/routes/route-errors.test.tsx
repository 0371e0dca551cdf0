import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../test/render-app';

const broken = vi.hoisted(() => ({ isRootBroken: false }));

vi.mock('../../features/kiosk/help/help-screen', () => ({
  HelpScreen: (): never => {
    throw new Error('The help screen broke.');
  },
}));

// DeviceIdSync renders in the root route, above every layout.
vi.mock('../../features/kiosk/session/device-id-sync', () => ({
  DeviceIdSync: () => {
    if (broken.isRootBroken) throw new Error('The root broke.');
    return null;
  },
}));

describe('route errors (docs/product.md §2 error page)', () => {
  // React logs caught render errors; keep the output clean.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);

  it("a screen's error shows the error page inside the screen's layout", async () => {
    const { container } = renderApp('/help');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { level: 1, name: 'Something went wrong.' })).toBeTruthy();
    expect(within(alert).getByText('The help screen broke.')).toBeTruthy();
    expect(within(screen.getByRole('main')).getByRole('alert')).toBe(alert);
    expect(container.querySelector('[data-layout]')?.getAttribute('data-layout')).toBe('kiosk');
    // The layout still names the screen and has the kiosk's header buttons.
    expect(screen.getByRole('heading', { level: 1, name: 'Help' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Kiosk actions' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Help – HealthPoint'));
  });

  it('the next navigation shows its screen again', async () => {
    const { router } = renderApp('/help');
    await screen.findByRole('alert');
    await router.navigate('/products');
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose a product' })).toBeTruthy();
    expect(screen.queryByText('The help screen broke.')).toBeNull();
  });

  it('an error above the layouts shows the error page in the bare kiosk frame', async () => {
    broken.isRootBroken = true;
    try {
      const { container } = renderApp('/products');
      const alert = await screen.findByRole('alert');
      expect(within(alert).getByText('The root broke.')).toBeTruthy();
      expect(container.querySelector('[data-layout]')?.getAttribute('data-layout')).toBe('kiosk');
      expect(screen.queryByRole('heading', { level: 1, name: 'Choose a product' })).toBeNull();
      expect(screen.queryByRole('group', { name: 'Kiosk actions' })).toBeNull();
    } finally {
      broken.isRootBroken = false;
    }
  });
});
