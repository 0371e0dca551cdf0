/**
 * The staff session (docs/product.md §1, §6; docs/decisions.md): the device's passkey, held in memory only — never in
 * localStorage or sessionStorage — and the test-dispense switch, which lives and ends with it.
 * The session ends on sign-out, or after STAFF_IDLE_MS without a tap or a key press anywhere in the app.
 */

/** A staff session left alone this long ends (the spec names no time; a kiosk is a public place). */
export const STAFF_IDLE_MS = 5 * 60_000;
const CHECK_EVERY_MS = 1_000;
const ACTIVITY_EVENTS = ['pointerdown', 'keydown'] as const;

export type TStaffSession = {
  deviceId: string;
  passkey: string;
  /** docs/product.md §4 test dispense mode: the kiosk's order calls go to the /test/ endpoints. */
  isTestMode: boolean;
};

let session: TStaffSession | null = null;
let isSignedOut = false;
let expiresAt = 0;
let checker: ReturnType<typeof setInterval> | null = null;
const listeners = new Set<() => void>();

const emit = () => listeners.forEach((listener) => listener());

/** Any tap or key press keeps the session alive. */
export const touchStaffSession = (now: number = Date.now()): void => {
  if (session) expiresAt = now + STAFF_IDLE_MS;
};
const onActivity = () => touchStaffSession();

const watch = () => {
  if (checker) return;
  for (const name of ACTIVITY_EVENTS)
    window.addEventListener(name, onActivity, { capture: true, passive: true });
  checker = setInterval(() => {
    if (session && Date.now() >= expiresAt) endStaffSession();
  }, CHECK_EVERY_MS);
};

const unwatch = () => {
  for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, { capture: true });
  if (checker) clearInterval(checker);
  checker = null;
};

export const getStaffSession = (): TStaffSession | null => session;

/** The last session ended by sign-out (not by timeout): sign-in then needs no way back. */
export const wasSignedOut = (): boolean => isSignedOut;

export const subscribeStaffSession = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Starts a session with a passkey the server accepted; test mode starts off. */
export const startStaffSession = (deviceId: string, passkey: string): void => {
  session = { deviceId, passkey, isTestMode: false };
  isSignedOut = false;
  touchStaffSession();
  watch();
  emit();
};

/** Sign-out, timeout, or the kiosk's own reset: forgets the passkey and turns test mode off. */
export const endStaffSession = (options: { isSignOut?: boolean } = {}): void => {
  unwatch();
  if (!session) return;
  session = null;
  isSignedOut = options.isSignOut ?? false;
  emit();
};

/** The test-dispense switch; only inside a staff session. */
export const setTestMode = (isTestMode: boolean): void => {
  if (!session || session.isTestMode === isTestMode) return;
  session = { ...session, isTestMode };
  emit();
};
