/**
 * The operator session of the console (issue #20): the bearer the server gave at sign-in, held in memory
 * only, like the staff passkey (features/staff/staff-session-store.ts): never in localStorage,
 * sessionStorage, a query key, a log or an analytics event. It ends on sign-out, when the server's
 * `expiresAt` passes, when a console call answers 401, or after OPERATOR_IDLE_MS without a tap or a key.
 */

/** A console left alone this long signs out (an office screen; longer than the kiosk's staff pages). */
export const OPERATOR_IDLE_MS = 30 * 60_000;
const CHECK_EVERY_MS = 5_000;
const ACTIVITY_EVENTS = ['pointerdown', 'keydown'] as const;

export type TOperatorSession = {
  name: string;
  /** The bearer of every console call. */
  token: string;
  /** When the server ends the session (ms since the epoch). */
  expiresAt: number;
};

/** Why the last session ended: the sign-in page says so (a sign-out needs no message). */
export type TSessionEnd = 'signOut' | 'expired' | 'idle';

let session: TOperatorSession | null = null;
let lastEnd: TSessionEnd | null = null;
let idleUntil = 0;
let checker: ReturnType<typeof setInterval> | null = null;
const listeners = new Set<() => void>();

const emit = () => listeners.forEach((listener) => listener());

export const touchOperatorSession = (now: number = Date.now()): void => {
  if (session) idleUntil = now + OPERATOR_IDLE_MS;
};
const onActivity = () => touchOperatorSession();

const unwatch = () => {
  for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, { capture: true });
  if (checker) clearInterval(checker);
  checker = null;
};

/** Ends the session: forgets the bearer and tells the pages (their gate goes to sign-in). */
export const endOperatorSession = (reason: TSessionEnd = 'signOut'): void => {
  unwatch();
  if (!session) return;
  session = null;
  lastEnd = reason;
  emit();
};

const watch = () => {
  if (checker) return;
  for (const name of ACTIVITY_EVENTS)
    window.addEventListener(name, onActivity, { capture: true, passive: true });
  checker = setInterval(() => {
    const now = Date.now();
    if (session && now >= session.expiresAt) endOperatorSession('expired');
    else if (session && now >= idleUntil) endOperatorSession('idle');
  }, CHECK_EVERY_MS);
};

export const getOperatorSession = (): TOperatorSession | null => session;

export const lastSessionEnd = (): TSessionEnd | null => lastEnd;

export const subscribeOperatorSession = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Starts a session with what the server answered to the sign-in. */
export const startOperatorSession = (signedIn: { name: string; token: string; expiresAt: string }): void => {
  session = { name: signedIn.name, token: signedIn.token, expiresAt: Date.parse(signedIn.expiresAt) };
  lastEnd = null;
  touchOperatorSession();
  watch();
  emit();
};
