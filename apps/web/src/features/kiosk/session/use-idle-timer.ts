import { useCallback, useEffect, useReducer, useRef } from 'react';
import { IDLE_TICK_MS } from './idle-timer-constants';
import {
  createIdleState,
  idleTimerReducer,
  type TIdleAction,
  type TIdlePhase,
  type TIdleState,
} from './idle-timer-reducer';

/** What counts as the visitor being there (docs/product.md §4: mouse move, scroll; and touch and keys). */
export const ACTIVITY_EVENTS = [
  'mousemove',
  'pointerdown',
  'touchstart',
  'keydown',
  'wheel',
  'scroll',
] as const;

const COUNTING_PHASES: readonly TIdlePhase[] = ['running', 'warning', 'exiting'];

type TOptions = {
  /** Whether the session is on (a session screen, nothing holding the timer). */
  isActive: boolean;
  /** Called once when the session runs out or is ended (timeout, End session, exit confirmed). */
  onExpire: () => void;
};

export type TIdleTimer = TIdleState & {
  onStayHere: () => void;
  onPhoneProgress: () => void;
  onEndSession: () => void;
  onOpenExit: () => void;
  onCancelExit: () => void;
  onSetExtended: (isExtended: boolean) => void;
};

/**
 * Runs the idle state machine: a 1 s tick while it counts (restarted on every reset, so a reset
 * always gives full seconds), activity listeners while activity can reset it, and `onExpire`
 * when it runs out. After expiry the timer stops and leaves accessibility mode, so the next
 * visitor starts with the standard 90 s.
 */
export const useIdleTimer = ({ isActive, onExpire }: TOptions): TIdleTimer => {
  const [state, dispatch] = useReducer(idleTimerReducer, undefined, () => createIdleState());
  const onExpireRef = useRef(onExpire);
  useEffect(() => {
    onExpireRef.current = onExpire;
  }, [onExpire]);

  const interval = useRef<ReturnType<typeof setInterval> | null>(null);
  const stopTicking = useCallback(() => {
    if (interval.current !== null) clearInterval(interval.current);
    interval.current = null;
  }, []);
  const startTicking = useCallback(() => {
    stopTicking();
    interval.current = setInterval(() => dispatch({ type: 'tick' }), IDLE_TICK_MS);
  }, [stopTicking]);

  /** Dispatches an action that sets the time afresh, and restarts the second that is counting. */
  const reset = useCallback(
    (action: TIdleAction) => {
      dispatch(action);
      if (interval.current !== null) startTicking();
    },
    [startTicking],
  );

  useEffect(() => {
    dispatch({ type: isActive ? 'start' : 'stop' });
  }, [isActive]);

  const isCounting = COUNTING_PHASES.includes(state.phase);
  useEffect(() => {
    if (!isCounting) return undefined;
    startTicking();
    return stopTicking;
  }, [isCounting, startTicking, stopTicking]);

  const canActivityReset = state.phase === 'running' && !state.isExtended;
  useEffect(() => {
    if (!canActivityReset) return undefined;
    const onActivity = () => reset({ type: 'activity' });
    const options: AddEventListenerOptions = { capture: true, passive: true };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, options);
    return () => {
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, options);
    };
  }, [canActivityReset, reset]);

  useEffect(() => {
    if (state.phase !== 'expired') return;
    dispatch({ type: 'stop' });
    dispatch({ type: 'setExtended', isExtended: false });
    onExpireRef.current();
  }, [state.phase]);

  return {
    ...state,
    onStayHere: useCallback(() => reset({ type: 'stayHere' }), [reset]),
    onPhoneProgress: useCallback(() => reset({ type: 'phoneProgress' }), [reset]),
    onEndSession: useCallback(() => dispatch({ type: 'endSession' }), []),
    onOpenExit: useCallback(() => reset({ type: 'openExit' }), [reset]),
    onCancelExit: useCallback(() => reset({ type: 'cancelExit' }), [reset]),
    onSetExtended: useCallback((isExtended: boolean) => reset({ type: 'setExtended', isExtended }), [reset]),
  };
};
