import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { configRoute, deviceConfig } from '../../../test/device-config-fixture';
import { jsonReply } from '../../../test/render-app';
import { forgetHeardRelease } from './kiosk-agent-report';

const AGENT = 'http://127.0.0.1:8719';
const page = vi.hoisted(() => ({ reloads: 0 }));
vi.mock('./kiosk-agent-report', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./kiosk-agent-report')>();
  const reload = () => void page.reloads++;
  return { ...actual, KioskAgentReport: () => actual.KioskAgentReport({ reload }) };
});

const { renderApp } = await import('../../../test/render-app');

describe('the kiosk page reports its state to the device agent (self-update)', { timeout: 20_000 }, () => {
  let reports: { version: string | null; busy: boolean }[];
  let agentRelease: string;
  beforeEach(() => {
    forgetHeardRelease();
    page.reloads = 0;
    reports = [];
    agentRelease = 'v2.0.0';
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = String(input);
        if (url.endsWith('/config')) return configRoute(deviceConfig({ agentOrigin: AGENT })).reply();
        if (url === `${AGENT}/kiosk-state`) {
          reports.push(JSON.parse(String(init?.body)) as { version: string | null; busy: boolean });
          return jsonReply(200, { data: { version: agentRelease } });
        }
        return new Promise<Response>(() => undefined);
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('says idle on the welcome screen, busy at once when a visit begins, and the release it heard', async () => {
    const { router } = renderApp('/?deviceId=demo-kiosk-0001');
    await waitFor(() => expect(reports).toContainEqual({ version: null, busy: false }));
    await router.navigate('/products');
    await waitFor(() => expect(reports).toContainEqual({ version: 'v2.0.0', busy: true }));
    expect(page.reloads).toBe(0);
  });

  it('a new agent release during a visit: reloads only once back on the welcome screen', async () => {
    const { router } = renderApp('/products?deviceId=demo-kiosk-0001');
    await waitFor(() => expect(reports).toContainEqual({ version: null, busy: true }));
    agentRelease = 'v3.0.0'; // the agent switched and restarted
    await router.navigate('/help');
    await waitFor(() => expect(reports).toContainEqual({ version: 'v2.0.0', busy: true }));
    expect(page.reloads).toBe(0);
    await router.navigate('/');
    await waitFor(() => expect(page.reloads).toBe(1));
    expect(reports.at(-1)).toEqual({ version: 'v2.0.0', busy: false });
  });
});
