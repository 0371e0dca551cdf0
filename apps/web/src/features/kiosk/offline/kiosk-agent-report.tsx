import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { reportKioskState } from '../../../shared/api/agent-api';
import { useDeviceConfig } from '../device-config-api';
import { useDeviceId } from '../../../shared/lib/use-device-id';
import { useKioskSession } from '../session/kiosk-session-context';
import { isSessionPath } from '../session/session-paths';

/** How often the page reports while nothing changes; the agent reads a report older than 15 s as stale. */
export const KIOSK_REPORT_EVERY_MS = 5_000;

const reloadPage = () => window.location.reload();

/** The agent release this page heard (kept across the kiosk layout's remounts; null after a load). */
let heard: string | null = null;

/** Forgets the release heard (tests only: a page load starts with none). */
export const forgetHeardRelease = (): void => {
  heard = null;
};

/**
 * Tells the device agent on this kiosk PC, every 5 s and at once on each change of screen, whether a visit is on
 * screen (a session screen, or something holding the session: a dispense, the emergency steps) and which
 * agent release it heard (docs/device-agent.md, self-update). The agent switches releases only when the
 * page is idle; when the agent answers with another release than the one heard, the page reloads at its
 * next idle moment, and the reloaded page's report of the new release is part of that release's trial.
 */
export function KioskAgentReport({ reload = reloadPage }: { reload?: () => void }) {
  const deviceId = useDeviceId();
  const agentOrigin = useDeviceConfig(deviceId).data?.agentOrigin ?? null;
  const { isHeld } = useKioskSession();
  const { pathname } = useLocation();
  const isBusy = isSessionPath(pathname) || isHeld;
  const hasNewRelease = useRef(false);

  useEffect(() => {
    if (!agentOrigin) return;
    let isCurrent = true;
    const report = async () => {
      const version = await reportKioskState(agentOrigin, { version: heard, busy: isBusy });
      if (!isCurrent || version === null) return;
      if (heard !== null && version !== heard) hasNewRelease.current = true;
      else heard = version;
      if (hasNewRelease.current && !isBusy) {
        heard = null;
        reload();
      }
    };
    void report();
    const timer = setInterval(() => void report(), KIOSK_REPORT_EVERY_MS);
    return () => {
      isCurrent = false;
      clearInterval(timer);
    };
    // Again at once on every change of screen, not only of busy: the page's state as it changes.
  }, [agentOrigin, isBusy, pathname, reload]);

  return null;
}
