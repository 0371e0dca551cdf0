import { afterEach, describe, expect, it, vi } from 'vitest';
import { data, stubApi } from '../../test/api-stub';
import {
  OPERATOR_IDLE_MS,
  getOperatorSession,
  lastSessionEnd,
  resetOperatorSession,
  startOperatorSession,
} from './operator-session-store';

const SESSION = {
  operator: { name: 'demo-operator', role: 'admin' as const, mustChangePassword: false },
  expiresAt: '2099-01-01T00:00:00.000Z',
};

afterEach(() => {
  resetOperatorSession();
  localStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('operator session store', () => {
  it('ends a session left idle in every tab, and signs it out on the server so a reload does not bring it back', async () => {
    vi.useFakeTimers();
    const api = stubApi({ 'DELETE /console/session': () => data({ ok: true }) });
    startOperatorSession(SESSION);
    await vi.advanceTimersByTimeAsync(OPERATOR_IDLE_MS + 10_000);
    expect(getOperatorSession()).toBeNull();
    expect(lastSessionEnd()).toBe('idle');
    expect(api.callsTo('DELETE', '/console/session')).toHaveLength(1);
  });

  it("keeps the session while another console tab is in use (that tab's last tap or key)", async () => {
    vi.useFakeTimers();
    const api = stubApi({ 'DELETE /console/session': () => data({ ok: true }) });
    startOperatorSession(SESSION);
    await vi.advanceTimersByTimeAsync(OPERATOR_IDLE_MS - 60_000);
    // Another tab's key press, as it writes it.
    localStorage.setItem('console-last-activity', String(Date.now()));
    await vi.advanceTimersByTimeAsync(OPERATOR_IDLE_MS - 60_000);
    expect(getOperatorSession()?.name).toBe('demo-operator');
    expect(api.callsTo('DELETE', '/console/session')).toHaveLength(0);
  });
});
