import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_INSTANCE, KIOSK_RELEASE, ROLLOUT } from '@kiosk/contract/fixtures';
import { RELEASE_MANIFEST_HEADER } from '@kiosk/contract/values';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { data, errorReply, stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';
import { resetOperatorSession, startOperatorSession } from '../operator-session-store';

const slow = { timeout: 10_000 };
const rollout = ROLLOUT.value;
const halted = {
  ...rollout,
  status: 'halted' as const,
  haltReason: '1 of 2 kiosks rolled back or failed (threshold 0.1)',
  kiosks: [
    rollout.kiosks[0]!,
    { ...rollout.kiosks[1]!, state: 'rolled_back' as const, reason: 'health check failed' },
  ],
};

const stubReleases = (overrides: Parameters<typeof stubApi>[0] = {}) =>
  stubApi({
    'GET /console/session': () => data({ operator: { name: 'op' }, expiresAt: '2099-01-01T00:00:00.000Z' }),
    'GET /console/releases': () => data([KIOSK_RELEASE.value]),
    'GET /console/api-instances': () => data([API_INSTANCE.value]),
    'GET /console/rollouts': () => data([rollout]),
    'GET /console/rollouts/*': () => data(rollout),
    'POST /analytics/events': () => data({ accepted: 0 }),
    ...overrides,
  });

const headersOf = (init: RequestInit | undefined) => (init?.headers as Record<string, string>) ?? {};

afterEach(() => {
  resetOperatorSession();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('releases page', { timeout: 60_000 }, () => {
  it('lists the releases and the API instances with their versions', async () => {
    stubReleases();
    startOperatorSession({
      operator: { name: 'op', role: 'operator', mustChangePassword: false },
      expiresAt: '2099-01-01T00:00:00.000Z',
    });
    renderApp('/operator/releases');
    const releases = await screen.findByRole('table', { name: 'Uploaded releases' }, slow);
    const row = within(releases).getByRole('row', { name: /1\.5\.0/ });
    expect(row.textContent).toContain('40 MB');
    expect(row.textContent).toContain('by programme-lead');
    expect(row.textContent).toContain('Verified with the programme key');
    const instances = screen.getByRole('table', { name: 'API instances' });
    expect(within(instances).getByRole('row', { name: /api-8081/ }).textContent).toContain('1.5.0');
  });

  it('uploads the tarball as the body with the manifest in its header, and shows a refusal', async () => {
    const api = stubReleases({
      'POST /console/releases': () =>
        errorReply(400, 'Invalid request', 'The field "manifest" is not valid: bad signature', 'validation'),
    });
    startOperatorSession({
      operator: { name: 'op', role: 'operator', mustChangePassword: false },
      expiresAt: '2099-01-01T00:00:00.000Z',
    });
    renderApp('/operator/releases');
    fireEvent.click(await screen.findByRole('button', { name: 'Upload' }, slow));
    expect((await screen.findByRole('alert')).textContent).toBe('Choose the release file and its manifest.');
    const tarball = new File([new Uint8Array([1, 2, 3])], 'kiosk-pc-1.6.0.tar.gz');
    await userEvent.upload(screen.getByLabelText(/Release file/), tarball);
    await userEvent.upload(
      screen.getByLabelText(/Signed manifest/),
      new File(['{"name":"kiosk-pc"}'], 'kiosk-pc-1.6.0.tar.gz.manifest.json'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    const alert = await screen.findByText(/bad signature/, {}, slow);
    expect(alert.textContent).toBe(
      'Refused. Invalid request The field "manifest" is not valid: bad signature',
    );
    const [upload] = api.callsTo('POST', '/console/releases');
    expect(upload!.init?.body).toBe(tarball);
    expect(headersOf(upload!.init)['Content-Type']).toBe('application/octet-stream');
    expect(atob(headersOf(upload!.init)[RELEASE_MANIFEST_HEADER]!)).toBe('{"name":"kiosk-pc"}');
  });
});

describe('roll-out page', { timeout: 60_000 }, () => {
  it("shows why it halted and each kiosk's state with its reason, and resumes it", async () => {
    const api = stubReleases({
      'GET /console/rollouts/*': () => data(halted),
      'POST /console/rollouts/*/action': () => data({ ...halted, status: 'running', haltReason: null }),
    });
    startOperatorSession({
      operator: { name: 'op', role: 'operator', mustChangePassword: false },
      expiresAt: '2099-01-01T00:00:00.000Z',
    });
    renderApp(`/operator/rollouts/${rollout.id}`);
    const status = await screen.findByTestId('rollout-status', {}, slow);
    expect(status.textContent).toBe(`HaltedWhy: ${halted.haltReason}`);
    const kiosks = screen.getByRole('table', { name: 'Kiosks' });
    const back = within(kiosks).getByRole('row', { name: /Harbor Clinic/ });
    expect(back.textContent).toContain('Rolled backhealth check failed');
    expect(back.textContent).toContain('Device agent kiosk-pc-1.5.0Kiosk page 1.4.0');
    expect(screen.queryByRole('button', { name: 'Halt' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Resume' }));
    await vi.waitFor(() => expect(api.callsTo('POST', '/action')).toHaveLength(1));
    expect(JSON.parse(String(api.callsTo('POST', '/action')[0]!.init?.body))).toEqual({ action: 'resume' });
  });

  it('offers the next stage by hand only while a stage is left', async () => {
    const atCanaries = {
      ...rollout,
      kiosks: [...rollout.kiosks, { ...rollout.kiosks[1]!, deviceId: 'k-3', name: 'Park', stage: 1 }],
    };
    stubReleases({ 'GET /console/rollouts/*': () => data(atCanaries) });
    startOperatorSession({
      operator: { name: 'op', role: 'operator', mustChangePassword: false },
      expiresAt: '2099-01-01T00:00:00.000Z',
    });
    renderApp(`/operator/rollouts/${rollout.id}`);
    await screen.findByRole('button', { name: 'Start the next stage now' }, slow);
    expect(screen.getByTestId('rollout-stage').textContent).toBe('Canaries');
    expect(screen.getByRole('button', { name: 'Pause' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Halt' })).toBeTruthy();
  });
});
