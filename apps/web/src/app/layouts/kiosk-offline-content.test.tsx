import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { renderApp } from '../../test/render-app';

/** The API down: the probe (/healthz) and every other call get no reply. */
const stubNoReply = () =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }),
  );

/** A page the kiosk's offline shell (its service worker) serves. */
const stubShellControlled = () =>
  vi.stubGlobal(
    'navigator',
    Object.assign(Object.create(navigator) as Navigator, { serviceWorker: { controller: {} } }),
  );

describe('the kiosk with the API unreachable', () => {
  beforeEach(stubShellControlled);
  afterEach(() => vi.unstubAllGlobals());

  it('the welcome screen says the kiosk is offline; the emergency button stays', async () => {
    stubNoReply();
    renderApp('/?deviceId=demo-kiosk-0001');
    expect(await screen.findByRole('heading', { level: 1, name: 'This kiosk is offline' })).toBeTruthy();
    expect(screen.getByText(/Emergency naloxone still works/)).toBeTruthy();
    expect(screen.getByText(/Products, orders and reservations are unavailable/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Tap to begin' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Emergency naloxone' })).toBeTruthy();
  });

  it('a gateway error (a load balancer with no API behind it) is offline too', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 503 })),
    );
    renderApp('/idle-screen?deviceId=demo-kiosk-0001');
    expect(await screen.findByRole('heading', { level: 1, name: 'This kiosk is offline' })).toBeTruthy();
  });

  it('during a visit the screen stays, under a notice that the kiosk is offline', async () => {
    stubNoReply();
    renderApp('/help?deviceId=demo-kiosk-0001');
    const notice = await screen.findByText(
      'This kiosk is offline. Emergency naloxone still works; everything else is unavailable until it is back online.',
    );
    expect(notice.getAttribute('role')).toBe('status');
    expect(await screen.findByRole('heading', { level: 1, name: 'Help' })).toBeTruthy();
  });

  it('with the API answering, the welcome screen as usual (and no notice)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 404, headers: { 'Content-Type': 'application/json' } })),
    );
    renderApp('/?deviceId=demo-kiosk-0001');
    expect(await screen.findByRole('button', { name: 'Tap to begin' })).toBeTruthy();
    await waitFor(() => expect(vi.mocked(fetch).mock.calls.some(([url]) => url === '/healthz')).toBe(true));
    expect(screen.queryByRole('heading', { name: 'This kiosk is offline' })).toBeNull();
  });

  it('an idle kiosk whose API goes away is offline once its own check (every 5 minutes) gets no reply', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let isUp = true;
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => {
          if (!isUp) throw new TypeError('Failed to fetch');
          return new Response('{}', { status: 404, headers: { 'Content-Type': 'application/json' } });
        }),
      );
      renderApp('/?deviceId=demo-kiosk-0001');
      expect(await screen.findByRole('button', { name: 'Tap to begin' })).toBeTruthy();
      isUp = false;
      // While its calls were answered the probe asked nothing; the first call without a reply sets it going.
      for (let s = 0; s < 6 * 60; s += 10) await act(() => vi.advanceTimersByTimeAsync(10_000));
      expect(screen.getByRole('heading', { level: 1, name: 'This kiosk is offline' })).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('a page the offline shell does not serve (development, the first visit)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('never asks the API whether it answers, and shows its screens as usual', async () => {
    stubNoReply();
    renderApp('/?deviceId=demo-kiosk-0001');
    expect(await screen.findByRole('button', { name: 'Tap to begin' })).toBeTruthy();
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    expect(vi.mocked(fetch).mock.calls.some(([url]) => url === '/healthz')).toBe(false);
    expect(screen.queryByRole('heading', { name: 'This kiosk is offline' })).toBeNull();
  });
});
