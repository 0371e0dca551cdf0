import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { TKioskShellEvents } from './register-kiosk-shell';
import { forgetKioskShell } from './kiosk-shell-update';

/** The kiosk layout with a stand-in for the production build's registration. */
const shell = vi.hoisted(() => ({
  events: null as TKioskShellEvents | null,
  takeOver: null as unknown as ReturnType<typeof import('vitest').vi.fn>,
}));
vi.mock('./kiosk-shell-update', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./kiosk-shell-update')>();
  const register = (events: TKioskShellEvents) => {
    shell.events = events;
    return shell.takeOver as unknown as () => Promise<void>;
  };
  return { ...actual, KioskShellUpdate: () => actual.KioskShellUpdate({ register }) };
});

const { renderApp } = await import('../../../test/render-app');

describe('a new build of the offline shell takes over at the next idle screen, never mid-visit', () => {
  beforeEach(() => {
    forgetKioskShell();
    shell.events = null;
    shell.takeOver = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { serviceWorker: {} }));
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => undefined)),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('registers once, from the kiosk screens', async () => {
    const { router } = renderApp('/?deviceId=demo-kiosk-0001');
    await waitFor(() => expect(shell.events).not.toBeNull());
    const first = shell.events;
    await router.navigate('/products');
    await router.navigate('/stock-management/auth');
    await router.navigate('/');
    expect(shell.events).toBe(first);
  });

  it('waits through the visit, then takes over on the welcome screen', async () => {
    const { router } = renderApp('/products?deviceId=demo-kiosk-0001');
    await waitFor(() => expect(shell.events).not.toBeNull());
    shell.events!.onNewBuild();
    await router.navigate('/help');
    expect(shell.takeOver).not.toHaveBeenCalled();
    await router.navigate('/');
    await waitFor(() => expect(shell.takeOver).toHaveBeenCalledTimes(1));
  });

  it('not while the emergency steps are open on the welcome screen', async () => {
    renderApp('/?deviceId=demo-kiosk-0001');
    await waitFor(() => expect(shell.events).not.toBeNull());
    fireEvent.click(await screen.findByRole('button', { name: 'Emergency naloxone' }));
    await screen.findByRole('dialog');
    shell.events!.onNewBuild();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(shell.takeOver).not.toHaveBeenCalled();
  });
});
