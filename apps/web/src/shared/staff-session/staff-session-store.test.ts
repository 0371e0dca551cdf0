import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import {
  STAFF_IDLE_MS,
  endStaffSession,
  getStaffSession,
  setTestMode,
  startStaffSession,
} from './staff-session-store';
import { useTestMode } from './use-test-mode';
import { useStaffSession } from '../../features/staff/use-staff-session';

describe('staff session', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    endStaffSession();
    vi.useRealTimers();
  });

  it('keeps the passkey in memory only, never in web storage', () => {
    startStaffSession('demo-kiosk-0001', 'secret-passkey');
    expect(getStaffSession()).toEqual({
      deviceId: 'demo-kiosk-0001',
      passkey: 'secret-passkey',
      isTestMode: false,
    });
    for (const storage of [localStorage, sessionStorage]) {
      for (let i = 0; i < storage.length; i++) {
        expect(storage.getItem(storage.key(i)!)).not.toContain('secret-passkey');
      }
    }
  });

  it('gives the kiosk the test mode with the bearer only while switched on in a session', () => {
    const { result } = renderHook(() => useTestMode());
    expect(result.current).toBeNull();
    act(() => startStaffSession('demo-kiosk-0001', 'secret-passkey'));
    expect(result.current).toBeNull();
    act(() => setTestMode(true));
    expect(result.current).toEqual({ bearer: 'secret-passkey' });
    act(() => endStaffSession());
    expect(result.current).toBeNull();
    // No session: the switch does nothing.
    act(() => setTestMode(true));
    expect(result.current).toBeNull();
  });

  it('ends (and test mode with it) after the idle time; a tap or key press keeps it alive', () => {
    const { result } = renderHook(() => useStaffSession('demo-kiosk-0001'));
    act(() => {
      startStaffSession('demo-kiosk-0001', 'secret-passkey');
      setTestMode(true);
    });
    act(() => vi.advanceTimersByTime(STAFF_IDLE_MS - 10_000));
    act(() => {
      window.dispatchEvent(new Event('pointerdown'));
      vi.advanceTimersByTime(STAFF_IDLE_MS - 10_000);
    });
    expect(result.current?.isTestMode).toBe(true);
    act(() => vi.advanceTimersByTime(12_000));
    expect(result.current).toBeNull();
    expect(getStaffSession()).toBeNull();
  });

  it('belongs to one device id', () => {
    startStaffSession('demo-kiosk-0001', 'secret-passkey');
    const { result } = renderHook(() => useStaffSession('a11y-kiosk-0001'));
    expect(result.current).toBeNull();
  });
});
