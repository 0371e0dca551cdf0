import { registerSW } from 'virtual:pwa-register';

/** How often a kiosk page, which stays open for days, asks the server for a new build of its shell. */
const UPDATE_CHECK_MS = 15 * 60 * 1000;

export type TKioskShellEvents = {
  /** A new build is installed and waits for the page's word to take over. */
  onNewBuild: () => void;
  /** The shell controls this page now (its first install): the device config is kept from here on. */
  onControlled: () => void;
};

/**
 * Registers the kiosk's offline shell (`/sw.js`, made by the build: apps/web/kiosk-shell.ts) and returns the
 * call that lets a waiting new build take over (the page then reloads).
 */
export function registerKioskShell({ onNewBuild, onControlled }: TKioskShellEvents): () => Promise<void> {
  navigator.serviceWorker.addEventListener('controllerchange', onControlled);
  return registerSW({
    immediate: true,
    onNeedRefresh: onNewBuild,
    onRegisteredSW: (_url, registration) => {
      if (registration) setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
    },
    onRegisterError: (error: unknown) =>
      console.error('The kiosk’s offline shell was not registered.', error),
  });
}
