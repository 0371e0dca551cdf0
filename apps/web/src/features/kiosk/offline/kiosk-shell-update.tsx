import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { useKioskSession } from '../session/kiosk-session-context';
import { isSessionPath } from '../session/session-paths';
import type { TKioskShellEvents } from './register-kiosk-shell';

export type TRegisterShell = (events: TKioskShellEvents) => () => Promise<void>;

/** The production build's registration, fetched apart from the first screen (workbox-window). */
const registerBuiltShell: TRegisterShell | null = import.meta.env.PROD
  ? (events) => {
      const pending = import('./register-kiosk-shell').then((m) => m.registerKioskShell(events));
      return () => pending.then((takeOver) => takeOver());
    }
  : null;

/** The page's one registration (the kiosk layout mounts again on every change of layout). */
type TShell = { takeOver: () => Promise<void>; hasNewBuild: boolean; listeners: Set<() => void> };
let shell: TShell | null = null;

/** Forgets the registration (tests only: a page registers once). */
export const forgetKioskShell = (): void => {
  shell = null;
};

/**
 * Registers the kiosk's offline shell, once per page, from the kiosk's layout only (the staff's, the
 * console's and the phone's pages never register it). A new build waits until the kiosk is idle (the welcome
 * or idle screen, nothing holding the session such as the emergency steps: no visit in progress), then takes
 * over (the page reloads); never in the middle of a visit.
 */
export function KioskShellUpdate({ register = registerBuiltShell }: { register?: TRegisterShell | null }) {
  const queryClient = useQueryClient();
  const { isHeld } = useKioskSession();
  const isIdle = !isSessionPath(useLocation().pathname) && !isHeld;
  const [hasNewBuild, setHasNewBuild] = useState(() => shell?.hasNewBuild ?? false);

  useEffect(() => {
    if (!register || !('serviceWorker' in navigator)) return;
    if (!shell) {
      const created: TShell = { takeOver: () => Promise.resolve(), hasNewBuild: false, listeners: new Set() };
      shell = created;
      created.takeOver = register({
        onNewBuild: () => {
          created.hasNewBuild = true;
          for (const listener of created.listeners) listener();
        },
        onControlled: () => void queryClient.invalidateQueries({ queryKey: ['device-config'] }),
      });
    }
    const current = shell;
    const listener = () => setHasNewBuild(true);
    current.listeners.add(listener);
    if (current.hasNewBuild) listener();
    return () => void current.listeners.delete(listener);
  }, [register, queryClient]);

  useEffect(() => {
    if (hasNewBuild && isIdle) void shell?.takeOver();
  }, [hasNewBuild, isIdle]);

  return null;
}
