import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { configRoute, stubApi } from '../../../test/device-config-fixture';
import { renderApp } from '../../../test/render-app';

const openLanguageModal = async () => {
  fireEvent.click(await screen.findByRole('button', { name: 'English, change language' }, { timeout: 5000 }));
  const dialog = await screen.findByRole('dialog', { name: 'Change language' }, { timeout: 5000 });
  return within(dialog).getByTestId('modal-title-icon');
};

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("holding a kiosk dialog's title icon for 5000 ms (docs/product.md §2)", { timeout: 30_000 }, () => {
  beforeEach(() => sessionStorage.setItem('deviceId', 'demo-kiosk-0001'));
  afterEach(() => vi.unstubAllGlobals());

  it("opens the staff sign-in for the kiosk's device", async () => {
    stubApi([configRoute()]);
    const { router } = renderApp('/help');
    fireEvent.pointerDown(await openLanguageModal());
    await wait(4500);
    expect(router.state.location.pathname).toBe('/help');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/stock-management/auth'), {
      timeout: 3000,
    });
    expect(router.state.location.search).toBe('?deviceId=demo-kiosk-0001');
  });

  it('does nothing when released early', async () => {
    stubApi([configRoute()]);
    const { router } = renderApp('/help');
    const icon = await openLanguageModal();
    fireEvent.pointerDown(icon);
    await wait(4000);
    fireEvent.pointerUp(icon);
    await wait(2000);
    expect(router.state.location.pathname).toBe('/help');
    expect(screen.getByRole('dialog', { name: 'Change language' })).toBeTruthy();
  });
});
