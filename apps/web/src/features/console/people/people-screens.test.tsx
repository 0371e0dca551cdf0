import { afterEach, describe, expect, it, vi } from 'vitest';
import { OPERATOR_ACCOUNTS, OPERATOR_CHANGED, OPERATOR_ONE_TIME_PASSWORD } from '@kiosk/contract/fixtures';
import type { TOperatorRole } from '@kiosk/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { data, errorReply, stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';
import { getOperatorSession, resetOperatorSession, startOperatorSession } from '../operator-session-store';

const slow = { timeout: 10_000 };
/** The new password's field (not 'New password again'); MUI marks a required label with ' *'. */
const NEW_PASSWORD = /^New password( \*)?$/;
const [NEW_VIEWER, LEAD] = OPERATOR_ACCOUNTS.value.operators;

const signIn = (role: TOperatorRole, mustChangePassword = false) =>
  startOperatorSession({
    operator: { name: 'programme-lead', role, mustChangePassword },
    expiresAt: '2099-01-01T00:00:00.000Z',
  });

const stubPeople = (overrides: Parameters<typeof stubApi>[0] = {}) =>
  stubApi({
    'GET /console/session': () =>
      data({
        operator: { name: 'programme-lead', role: 'admin', mustChangePassword: false },
        expiresAt: '2099-01-01T00:00:00.000Z',
      }),
    'GET /console/operators': () => data(OPERATOR_ACCOUNTS.value),
    'POST /analytics/events': () => data({ accepted: 0 }),
    ...overrides,
  });

const bodyOf = (init: RequestInit | undefined): unknown => JSON.parse(String(init?.body));

afterEach(() => {
  resetOperatorSession();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('people page', { timeout: 60_000 }, () => {
  it('is not offered to an operator, and asks the server nothing', async () => {
    const api = stubPeople();
    signIn('operator');
    renderApp('/operator/people');
    expect((await screen.findByText(/cannot use this page/, {}, slow)).textContent).toBe(
      'Your role (Operator) cannot use this page. Ask an admin.',
    );
    const nav = screen.getByRole('navigation', { name: 'Console pages' });
    expect(within(nav).queryByRole('link', { name: 'People' })).toBeNull();
    expect(api.callsTo('GET', '/console/operators')).toHaveLength(0);
  });

  it('adds a person and shows the one-time password once, then changes a role', async () => {
    const api = stubPeople({
      'POST /console/operators': () => data(OPERATOR_ONE_TIME_PASSWORD.value, 201),
      'PATCH /console/operators/*': () => data(OPERATOR_CHANGED.value),
    });
    signIn('admin');
    renderApp('/operator/people');
    const table = await screen.findByRole('table', { name: 'People' }, slow);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    fireEvent.change(screen.getByLabelText(/Account name/), { target: { value: ' night-shift ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('mXq4-Tz7p-Kd2w-Rb9s', {}, slow)).toBeTruthy();
    expect(bodyOf(api.callsTo('POST', '/console/operators')[0]?.init)).toEqual({
      name: 'night-shift',
      role: 'viewer',
    });

    const row = table.querySelector<HTMLElement>(`tr[data-operator="${NEW_VIEWER!.name}"]`)!;
    fireEvent.change(within(row).getByLabelText('Role of night-shift'), { target: { value: 'operator' } });
    fireEvent.click(within(row).getByRole('button', { name: 'Change role' }));
    expect((await screen.findByText(/is now/, {}, slow)).textContent).toBe('night-shift is now: Operator.');
    const patch = api.callsTo('PATCH', `/console/operators/${NEW_VIEWER!.id}`);
    expect(bodyOf(patch[0]?.init)).toEqual({ role: 'operator' });
    // The one-time password is gone with the next action.
    expect(screen.queryByText('mXq4-Tz7p-Kd2w-Rb9s')).toBeNull();
  });

  it('asks before removing, and says so when the last admin would go', async () => {
    const api = stubPeople({
      'DELETE /console/operators/*': () =>
        errorReply(409, 'Conflict', 'The change would leave no enabled admin', 'conflict'),
    });
    signIn('admin');
    renderApp('/operator/people');
    const table = await screen.findByRole('table', { name: 'People' }, slow);
    const row = table.querySelector<HTMLElement>(`tr[data-operator="${LEAD!.name}"]`)!;
    fireEvent.click(within(row).getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove programme-lead?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('DELETE', '/console/operators')).toHaveLength(0);

    fireEvent.click(within(row).getByRole('button', { name: 'Remove' }));
    const again = await screen.findByRole('dialog', { name: 'Remove programme-lead?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Remove' }));
    expect((await screen.findByRole('alert', {}, slow)).textContent).toBe(
      'This would leave no admin who can sign in. Make another person an admin first.',
    );
    expect(api.callsTo('DELETE', `/console/operators/${LEAD!.id}`)).toHaveLength(1);
  });

  it('shows whose two-step sign-in is on, and clears it for an admin once asked', async () => {
    const api = stubPeople({ 'DELETE /console/operators/*/two-factor': () => data({ enabled: false }) });
    signIn('admin');
    renderApp('/operator/people');
    const table = await screen.findByRole('table', { name: 'People' }, slow);
    expect(within(table).getByRole('columnheader', { name: 'Two-step sign-in' })).toBeTruthy();
    const lead = table.querySelector<HTMLElement>(`tr[data-operator="${LEAD!.name}"]`)!;
    const viewer = table.querySelector<HTMLElement>(`tr[data-operator="${NEW_VIEWER!.name}"]`)!;
    expect(within(lead).getByTestId('person-two-factor').textContent).toBe('On');
    expect(within(viewer).getByTestId('person-two-factor').textContent).toBe('Off');
    expect(within(viewer).queryByRole('button', { name: 'Clear two-step sign-in' })).toBeNull();

    fireEvent.click(within(lead).getByRole('button', { name: 'Clear two-step sign-in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Clear two-step sign-in for programme-lead?' });
    expect(within(dialog).getByText(/A password reset does not clear it/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('DELETE', `/console/operators/${LEAD!.id}/two-factor`)).toHaveLength(0);

    fireEvent.click(within(lead).getByRole('button', { name: 'Clear two-step sign-in' }));
    const again = await screen.findByRole('dialog', { name: 'Clear two-step sign-in for programme-lead?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Clear two-step sign-in' }));
    expect(await screen.findByText(/Two-step sign-in is cleared for programme-lead/, {}, slow)).toBeTruthy();
    expect(api.callsTo('DELETE', `/console/operators/${LEAD!.id}/two-factor`)).toHaveLength(1);
  });
});

describe('own account page', { timeout: 60_000 }, () => {
  it('keeps a one-time password on the account page until a password of their own is set', async () => {
    const api = stubPeople({
      'PUT /console/session/password': () => data({ ...LEAD, mustChangePassword: false }),
    });
    signIn('admin', true);
    renderApp('/operator');
    expect(await screen.findByText(/signed in with a one-time password/, {}, slow)).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Console pages' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Your account']);

    fireEvent.change(screen.getByLabelText(/Current password/), { target: { value: 'one-time-pass' } });
    fireEvent.change(screen.getByLabelText(NEW_PASSWORD), { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The new password needs at least 12 characters.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(NEW_PASSWORD), {
      target: { value: 'a long phrase of my own' },
    });
    fireEvent.change(screen.getByLabelText(/New password again/), { target: { value: 'a long phrase' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The two new passwords are not the same.')).toBeTruthy();
    expect(api.callsTo('PUT', '/console/session/password')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText(/New password again/), {
      target: { value: 'a long phrase of my own' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your password is changed.', {}, slow)).toBeTruthy();
    expect(bodyOf(api.callsTo('PUT', '/console/session/password')[0]?.init)).toEqual({
      currentPassword: 'one-time-pass',
      newPassword: 'a long phrase of my own',
    });
    expect(getOperatorSession()?.mustChangePassword).toBe(false);
    expect(within(nav).getByRole('link', { name: 'People' })).toBeTruthy();
  });

  it('names a wrong current password at its field', async () => {
    stubPeople({
      'PUT /console/session/password': () =>
        new Response(
          JSON.stringify({
            data: {
              message: 'Invalid request',
              description: 'x',
              code: 'validation',
              field: 'currentPassword',
            },
          }),
          { status: 400, headers: { 'content-type': 'application/json' } },
        ),
    });
    signIn('viewer');
    renderApp('/operator/account');
    fireEvent.change(await screen.findByLabelText(/Current password/, {}, slow), {
      target: { value: 'not-mine' },
    });
    fireEvent.change(screen.getByLabelText(NEW_PASSWORD), {
      target: { value: 'a long phrase of my own' },
    });
    fireEvent.change(screen.getByLabelText(/New password again/), {
      target: { value: 'a long phrase of my own' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The current password is not right.', {}, slow)).toBeTruthy();
  });
});
