import { timingOf } from './idle-timer-constants';

/**
 * - stopped: not on a session screen (welcome, idle screen) or held (emergency); nothing counts.
 * - running: counting down; activity resets it (unless the time is extended).
 * - warning: the idle modal ('Are you still there?') counts down the last seconds.
 * - exiting: the exit-session modal counts down.
 * - expired: the session is over; the owner cancels orders, resets the language and leaves.
 */
export type TIdlePhase = 'stopped' | 'running' | 'warning' | 'exiting' | 'expired';

export type TIdleState = {
  phase: TIdlePhase;
  /** Seconds left until the session ends. */
  remainingSeconds: number;
  /** Accessibility mode: 300 s with a 60 s warning instead of 90 s and 30 s. */
  isExtended: boolean;
};

export type TIdleAction =
  | { type: 'start' }
  | { type: 'stop' }
  | { type: 'tick' }
  | { type: 'activity' }
  | { type: 'stayHere' }
  | { type: 'phoneProgress' }
  | { type: 'openExit' }
  | { type: 'cancelExit' }
  | { type: 'endSession' }
  | { type: 'setExtended'; isExtended: boolean };

export const createIdleState = (isExtended = false): TIdleState => ({
  phase: 'stopped',
  remainingSeconds: timingOf(isExtended).totalSeconds,
  isExtended,
});

const fresh = (state: TIdleState, phase: TIdlePhase): TIdleState => ({
  ...state,
  phase,
  remainingSeconds: timingOf(state.isExtended).totalSeconds,
});

const tick = (state: TIdleState): TIdleState => {
  const { warningSeconds } = timingOf(state.isExtended);
  const remainingSeconds = Math.max(0, state.remainingSeconds - 1);
  if (state.phase === 'running') {
    // The warning shows when `warningSeconds` are left; the session never ends without it.
    return { ...state, remainingSeconds, phase: remainingSeconds <= warningSeconds ? 'warning' : 'running' };
  }
  if (state.phase === 'warning' || state.phase === 'exiting') {
    return { ...state, remainingSeconds, phase: remainingSeconds === 0 ? 'expired' : state.phase };
  }
  return state;
};

/** The docs/product.md §4 idle timer as a pure state machine. */
export const idleTimerReducer = (state: TIdleState, action: TIdleAction): TIdleState => {
  switch (action.type) {
    case 'start':
      return state.phase === 'stopped' ? fresh(state, 'running') : state;
    case 'stop':
      return state.phase === 'stopped' && state.remainingSeconds === timingOf(state.isExtended).totalSeconds
        ? state
        : fresh(state, 'stopped');
    case 'tick':
      return tick(state);
    case 'activity': {
      // Mouse, scroll, touch and keys reset the timer, unless the warning, the exit modal or
      // the extended time is active.
      if (state.phase !== 'running' || state.isExtended) return state;
      const { totalSeconds } = timingOf(state.isExtended);
      return state.remainingSeconds === totalSeconds ? state : { ...state, remainingSeconds: totalSeconds };
    }
    case 'stayHere':
      return state.phase === 'warning' ? fresh(state, 'running') : state;
    case 'phoneProgress':
      // The visitor's phone moved on a step (an offer's check): the visitor is there, busy on the phone. The
      // time starts afresh, the warning closes; not the exit modal, which the visitor opened at the kiosk.
      return state.phase === 'running' || state.phase === 'warning' ? fresh(state, 'running') : state;
    case 'openExit':
      // The exit modal counts down the warning time; confirming or reaching 0 ends the session.
      return state.phase === 'running' || state.phase === 'warning'
        ? { ...state, phase: 'exiting', remainingSeconds: timingOf(state.isExtended).warningSeconds }
        : state;
    case 'cancelExit':
      return state.phase === 'exiting' ? fresh(state, 'running') : state;
    case 'endSession':
      return state.phase === 'stopped' || state.phase === 'expired'
        ? state
        : { ...state, phase: 'expired', remainingSeconds: 0 };
    case 'setExtended':
      if (state.phase === 'expired') return state;
      // Accepting restarts the session at 300 s (60 s warning); declining returns to 90 s and 30 s.
      return fresh(
        { ...state, isExtended: action.isExtended },
        state.phase === 'stopped' ? 'stopped' : 'running',
      );
  }
};
