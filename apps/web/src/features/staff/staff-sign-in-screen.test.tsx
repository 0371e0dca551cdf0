import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonReply, renderApp } from '../../test/render-app';
import { endStaffSession, getStaffSession } from '../../shared/staff-session/staff-session-store';
import { DEVICE, PASSKEY, stubApi } from '../../test/staff-test-server';

const SESSION = `POST /devices/${DEVICE}/staff/session`;
const invalid = () =>
  jsonReply(401, { data: { message: 'Invalid credentials', description: 'wrong', code: 'unauthorized' } });

describe('staff sign-in', { timeout: 20_000 }, () => {
  beforeEach(() => sessionStorage.setItem('deviceId', DEVICE));
  afterEach(() => {
    endStaffSession();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("says 'Invalid credentials' for a wrong passkey and clears the field", async () => {
    stubApi({ [SESSION]: invalid });
    renderApp('/stock-management/auth');
    const field = await screen.findByLabelText(/Passkey/);
    await userEvent.type(field, 'wrong-one{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid credentials');
    expect((field as HTMLInputElement).value).toBe('');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(getStaffSession()).toBeNull();
  });

  it('signs in with the right passkey, keeps it in memory only, and goes back where it was sent from', async () => {
    const { calls } = stubApi({ [SESSION]: () => jsonReply(200, { data: { ok: true } }) });
    const { router } = renderApp('/stock-management/auth?returnTo=%2Fadjust-stock');
    await userEvent.type(await screen.findByLabelText(/Passkey/), PASSKEY);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/adjust-stock'));
    expect(calls[0]).toMatchObject({ method: 'POST', bearer: PASSKEY });
    expect(getStaffSession()).toMatchObject({ deviceId: DEVICE, passkey: PASSKEY, isTestMode: false });
    expect(JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage })).not.toContain(
      PASSKEY,
    );
  });

  it('refuses an outside return path', async () => {
    stubApi({ [SESSION]: () => jsonReply(200, { data: { ok: true } }) });
    const { router } = renderApp('/stock-management/auth?returnTo=%2F%2Fevil.example');
    await userEvent.type(await screen.findByLabelText(/Passkey/), `${PASSKEY}{Enter}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows the wait of a throttled sign-in, counting down, with the form disabled until it is over', async () => {
    stubApi({
      [SESSION]: () =>
        new Response(
          JSON.stringify({ data: { message: 'Too many attempts', description: '', code: 'rate_limited' } }),
          {
            status: 429,
            headers: { 'Content-Type': 'application/json', 'Retry-After': '3' },
          },
        ),
    });
    renderApp('/stock-management/auth');
    const field = await screen.findByLabelText(/Passkey/);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.change(field, { target: { value: 'any-passkey' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Too many wrong passkeys. Sign-in is paused.',
    );
    expect(screen.getByRole('timer').textContent).toBe('Try again in 0:03.');
    expect((field as HTMLInputElement).disabled).toBe(true);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(screen.getByRole('timer').textContent).toBe('Try again in 0:02.');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2500);
    });
    expect(screen.queryByRole('timer')).toBeNull();
    expect((field as HTMLInputElement).disabled).toBe(false);
  });

  it('sends a staff page without a session to sign-in and back', async () => {
    stubApi({});
    const { router } = renderApp('/test-dispense-status');
    await waitFor(() => expect(router.state.location.pathname).toBe('/stock-management/auth'));
    expect(router.state.location.search).toBe('?returnTo=%2Ftest-dispense-status');
  });
});
