import type { TOperatorRole, TOperatorSignedIn } from '@kiosk/contract';
import { fetchOperatorSession, signOutOperator } from './console-api';

/**
 * The operator session as the console's pages know it: who is signed in and until when. The session itself
 * is the server's HttpOnly cookie on `/console`: no page script holds it, and a reload, a new
 * tab or a deep link finds it again with `GET /console/session` (restoreOperatorSession). It ends on
 * sign-out (everywhere: every session of the operator), when the server's `expiresAt` passes, when a
 * console call answers 401, or after OPERATOR_IDLE_MS without a tap or a key in any of the console's tabs.
 */

/** A console left alone this long signs out (an office screen; longer than the kiosk's staff pages). */
export const OPERATOR_IDLE_MS = 30 * 60_000;
const CHECK_EVERY_MS = 5_000;
const ACTIVITY_EVENTS = ['pointerdown', 'keydown'] as const;
/** The last tap or key in any console tab (a time, not a credential): one tab's work keeps the others. */
const ACTIVITY_KEY = 'console-last-activity';

export type TOperatorSession = {
  name: string;
  /** What the console offers: pages and actions the role cannot use are not shown (the server refuses them). */
  role: TOperatorRole;
  /**
   * A one-time password (a new account, or a reset): the server refuses every call but the operator's own
   * until they set a password of their own, so the console shows only the account page.
   */
  mustChangePassword: boolean;
  /** When the server ends the session (ms since the epoch). */
  expiresAt: number;
};

/** Whether the page knows yet if a session cookie is there: unknown until asked, then known. */
export type TSessionState = 'unknown' | 'restoring' | 'known';

/** Why the last session ended: the sign-in page says so (a sign-out needs no message). */
export type TSessionEnd = 'signOut' | 'expired' | 'idle';

let session: TOperatorSession | null = null;
let state: TSessionState = 'unknown';
let lastEnd: TSessionEnd | null = null;
let idleUntil = 0;
let checker: ReturnType<typeof setInterval> | null = null;
const listeners = new Set<() => void>();

const emit = () => listeners.forEach((listener) => listener());

const storedActivity = (): number => {
  try {
    return Number(localStorage.getItem(ACTIVITY_KEY)) || 0;
  } catch {
    return 0;
  }
};

export const touchOperatorSession = (now: number = Date.now()): void => {
  if (!session) return;
  idleUntil = now + OPERATOR_IDLE_MS;
  try {
    localStorage.setItem(ACTIVITY_KEY, String(now));
  } catch {
    // Storage refused (private mode): this tab's own activity still counts.
  }
};
const onActivity = () => touchOperatorSession();

const unwatch = () => {
  for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, { capture: true });
  if (checker) clearInterval(checker);
  checker = null;
};

/**
 * Ends the session in this page and tells the pages (their gate goes to sign-in). Left idle, it signs out
 * on the server too, so that a reload does not bring it back.
 */
export const endOperatorSession = (reason: TSessionEnd = 'signOut'): void => {
  unwatch();
  state = 'known';
  if (!session) return;
  session = null;
  lastEnd = reason;
  if (reason === 'idle') void signOutOperator().catch(() => undefined);
  emit();
};

const watch = () => {
  if (checker) return;
  for (const name of ACTIVITY_EVENTS)
    window.addEventListener(name, onActivity, { capture: true, passive: true });
  checker = setInterval(() => {
    const now = Date.now();
    if (session && now >= session.expiresAt) endOperatorSession('expired');
    else if (session && now >= Math.max(idleUntil, storedActivity() + OPERATOR_IDLE_MS))
      endOperatorSession('idle');
  }, CHECK_EVERY_MS);
};

export const getOperatorSession = (): TOperatorSession | null => session;
export const getOperatorSessionState = (): TSessionState => state;

export const lastSessionEnd = (): TSessionEnd | null => lastEnd;

export const subscribeOperatorSession = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Starts a session with what the server answered (the sign-in, or who is signed in). */
export const startOperatorSession = (signedIn: TOperatorSignedIn): void => {
  const { name, role, mustChangePassword } = signedIn.operator;
  session = { name, role, mustChangePassword, expiresAt: Date.parse(signedIn.expiresAt) };
  state = 'known';
  lastEnd = null;
  touchOperatorSession();
  watch();
  emit();
};

/** The operator set a password of their own: the whole console is theirs again. */
export const ownPasswordSet = (): void => {
  if (!session?.mustChangePassword) return;
  session = { ...session, mustChangePassword: false };
  emit();
};

/** Asks the server once whether this browser's cookie is a live session (a reload, a tab, a deep link). */
export const restoreOperatorSession = (): void => {
  if (state !== 'unknown') return;
  state = 'restoring';
  emit();
  fetchOperatorSession().then(
    (found) => startOperatorSession(found),
    () => {
      state = 'known';
      emit();
    },
  );
};

/** As a freshly loaded page: nothing known yet (tests, between pages). */
export const resetOperatorSession = (): void => {
  unwatch();
  session = null;
  state = 'unknown';
  lastEnd = null;
};
