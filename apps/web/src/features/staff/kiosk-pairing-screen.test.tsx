import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonReply, renderApp } from '../../test/render-app';
import { endStaffSession, startStaffSession } from '../../shared/staff-session/staff-session-store';
import { DEVICE, PASSKEY, stubApi } from '../../test/staff-test-server';

const BASE = `/devices/${DEVICE}`;
const ACTIVE = 'aaaaaaaa-1111-4111-8111-111111111111';
const OLD = 'bbbbbbbb-2222-4222-8222-222222222222';
const credential = (id: string, revokedAt: string | null) => ({
  id,
  pairedBy: 'code',
  createdAt: '2026-11-20T10:00:00.000Z',
  revokedAt,
});
const CODE = {
  code: 'abcd234567',
  expiresAt: '2026-11-25T17:00:00.000Z',
  kioskUrl: `http://kiosk.example/?deviceId=${DEVICE}&pair=abcd234567`,
};

describe('kiosk pairing (staff)', { timeout: 20_000 }, () => {
  beforeEach(() => sessionStorage.setItem('deviceId', DEVICE));
  afterEach(() => {
    endStaffSession();
    vi.unstubAllGlobals();
  });

  it('pairs this browser, makes a one-time code, and rotates or revokes a paired browser, with the passkey', async () => {
    let rows = [credential(ACTIVE, null), credential(OLD, '2026-11-21T10:00:00.000Z')];
    const api = stubApi({
      [`GET ${BASE}/kiosk-credentials`]: () => jsonReply(200, { data: rows }),
      [`GET ${BASE}/kiosk-credential`]: () => jsonReply(200, { data: { isPaired: false } }),
      [`POST ${BASE}/kiosk-credential`]: () =>
        jsonReply(201, { data: { deviceId: DEVICE, credentialId: ACTIVE } }),
      [`POST ${BASE}/kiosk-pairings`]: () => jsonReply(201, { data: CODE }),
      [`POST ${BASE}/kiosk-credentials/${ACTIVE}/revoke`]: () => {
        rows = rows.map((r) => (r.id === ACTIVE ? { ...r, revokedAt: '2026-11-25T10:00:00.000Z' } : r));
        return jsonReply(200, { data: rows });
      },
      [`POST ${BASE}/kiosk-credentials/${ACTIVE}/rotate`]: () => jsonReply(201, { data: CODE }),
    });
    startStaffSession(DEVICE, PASSKEY);
    renderApp('/kiosk-pairing');

    const table = await screen.findByRole('table', { name: 'Paired kiosk browsers' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText('Revoked')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Pair this browser' }));
    expect(await screen.findByText('This browser is now paired as the kiosk.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the kiosk' }).getAttribute('href')).toBe(
      `/?deviceId=${DEVICE}`,
    );

    await userEvent.click(screen.getByRole('button', { name: 'New pairing code' }));
    expect((await screen.findByTestId('pairing-url')).textContent).toBe(CODE.kioskUrl);

    await userEvent.click(screen.getByRole('button', { name: /^Rotate aaaaaaaa/ }));
    await userEvent.click(await screen.findByRole('button', { name: /^Revoke aaaaaaaa/ }));
    await waitFor(() => expect(screen.getAllByText('Revoked')).toHaveLength(2));
    for (const call of api.calls.filter((c) => c.method === 'POST'))
      expect(call.bearer, call.url).toBe(PASSKEY);
    expect(api.calls.map((c) => `${c.method} ${c.url.split('?')[0]}`)).toEqual(
      expect.arrayContaining([
        `POST ${BASE}/kiosk-credential`,
        `POST ${BASE}/kiosk-pairings`,
        `POST ${BASE}/kiosk-credentials/${ACTIVE}/rotate`,
        `POST ${BASE}/kiosk-credentials/${ACTIVE}/revoke`,
      ]),
    );
  });

  it('is in the staff navigation', async () => {
    stubApi({ [`GET ${BASE}/kiosk-credentials`]: () => jsonReply(200, { data: [] }) });
    startStaffSession(DEVICE, PASSKEY);
    renderApp('/test-dispense-status');
    await userEvent.click(await screen.findByRole('link', { name: 'Kiosk pairing' }));
    expect(await screen.findByText('No browser is paired yet.')).toBeTruthy();
  });
});
