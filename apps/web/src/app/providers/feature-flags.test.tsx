import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { useFeatureFlag } from '../../shared/api/feature-flags-api';
import { createTestQueryClient, jsonReply } from '../../test/render-app';
import { App } from '../app';
import { AppProviders } from './app-providers';
import { FeatureFlagsRefresh } from './feature-flags-refresh';

const FLAGS = '/feature-flags/v1';

/** Replies to the flags call with `flags()`, to anything else with a 404. */
const stubFlags = (flags: () => Response) => {
  const fetchMock = vi.fn(async (input: string | URL | Request) =>
    String(input) === FLAGS ? flags() : jsonReply(404, { data: { message: 'Not found', code: 'not_found' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return () => fetchMock.mock.calls.filter(([input]) => String(input) === FLAGS).length;
};

const active = (isActive: boolean) =>
  jsonReply(200, { data: [{ flagName: 'featureOneV1', isActive, rules: {} }] });

function Probe() {
  return <p data-testid="flag">{useFeatureFlag('featureOneV1') ? 'on' : 'off'}</p>;
}

const renderProbe = () =>
  render(
    <AppProviders queryClient={createTestQueryClient()}>
      <FeatureFlagsRefresh />
      <Probe />
    </AppProviders>,
  );

describe('feature flags in the running app (docs/product.md §7)', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('the app fetches them once at start, and not again on window focus', async () => {
    sessionStorage.setItem('deviceId', 'demo-kiosk-0001');
    const flagCalls = stubFlags(() => active(false));
    const view = render(<App />);
    await waitFor(() => expect(flagCalls()).toBe(1));
    act(() => {
      window.dispatchEvent(new Event('focus'));
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(flagCalls()).toBe(1);
    view.unmount();
  });

  it('a flag switched on at the server reaches the screens, refreshed every 300000 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let isOn = false;
    const flagCalls = stubFlags(() => active(isOn));
    renderProbe();
    await waitFor(() => expect(screen.getByTestId('flag').textContent).toBe('off'));
    expect(flagCalls()).toBe(1);
    isOn = true;
    await act(() => vi.advanceTimersByTimeAsync(299_000));
    expect(flagCalls()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await waitFor(() => expect(screen.getByTestId('flag').textContent).toBe('on'));
    expect(flagCalls()).toBe(2);
  });

  it('uses the defaults (inactive) when the call fails', async () => {
    const flagCalls = stubFlags(() => jsonReply(500, { data: { message: 'down', code: 'internal' } }));
    renderProbe();
    await waitFor(() => expect(flagCalls()).toBe(1));
    expect(screen.getByTestId('flag').textContent).toBe('off');
  });
});
