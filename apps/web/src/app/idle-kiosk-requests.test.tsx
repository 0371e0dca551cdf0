import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { DEVICE, data, stubApi } from '../test/api-stub';
import { deviceConfig } from '../test/device-config-fixture';
import { App } from './app';

const HOUR_MS = 3_600_000;

/** An idle kiosk costs the API at most 30 requests an hour. */
const MAX_IDLE_REQUESTS_PER_HOUR = 30;

describe('an idle kiosk (the welcome screen, nobody at it)', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  it(`asks the API at most ${MAX_IDLE_REQUESTS_PER_HOUR} times an hour: its pairing and the feature flags`, async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // A kiosk as it runs: a page its offline shell (the service worker) serves, which probes the API.
    vi.stubGlobal(
      'navigator',
      Object.assign(Object.create(navigator) as Navigator, { serviceWorker: { controller: {} } }),
    );
    sessionStorage.setItem('deviceId', DEVICE);
    const api = stubApi({
      [`GET /devices/${DEVICE}/kiosk-credential`]: () => data({ isPaired: true }),
      [`GET /devices/${DEVICE}/config`]: () => data(deviceConfig()),
      'GET /feature-flags/v1': () => data([]),
      'POST /analytics/events': () => data({ accepted: 0 }),
      'GET /healthz': () => data({ status: 'ok' }),
    });
    const view = render(<App />);
    expect(await screen.findByRole('button', { name: 'Tap to begin' })).toBeTruthy();
    // The first hour after start: what it fetched at start counts too.
    for (let minute = 0; minute < 60; minute += 1) await act(() => vi.advanceTimersByTimeAsync(HOUR_MS / 60));
    const perPath: Record<string, number> = {};
    for (const call of api.calls) {
      const key = `${call.method} ${call.path}`;
      perPath[key] = (perPath[key] ?? 0) + 1;
    }
    // At start: the device's config, and the start's analytics; then only the two rechecks.
    expect(perPath).toEqual({
      [`GET /devices/${DEVICE}/config`]: 1,
      'POST /analytics/events': expect.any(Number),
      [`GET /devices/${DEVICE}/kiosk-credential`]: expect.any(Number),
      'GET /feature-flags/v1': 13,
      // Once at start; then the kiosk's own calls say the API answers.
      'GET /healthz': expect.any(Number),
    });
    expect(api.calls.length, JSON.stringify(perPath)).toBeLessThanOrEqual(MAX_IDLE_REQUESTS_PER_HOUR);
    // Still asked often enough for the console's online state (offline after 15 minutes without a call).
    expect(api.callsTo('GET', '/kiosk-credential').length).toBeGreaterThanOrEqual(4);
    view.unmount();
  });
});
