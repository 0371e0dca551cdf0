import { createContext, useContext, useEffect } from 'react';
import type { TIdlePhase } from './idle-timer-reducer';

export type TKioskSession = {
  phase: TIdlePhase;
  /** Accessibility mode: 300 s with a 60 s warning. */
  isExtended: boolean;
  /** Whether this device may use accessibility mode (GET /config isAccessibilityExtensionAllowed). */
  isAccessibilityAllowed: boolean;
  /** Opens the exit-session modal. */
  onOpenExit: () => void;
  /** Opens the accessibility modal (only where allowed). */
  onOpenAccessibility: () => void;
  /** The visitor's phone moved on a step: the session's time starts afresh (the visitor is there). */
  onPhoneProgress: () => void;
  /** Holds the timer while something must not be interrupted; returns the release. */
  hold: () => () => void;
  /** Whether something holds the timer now (the emergency steps, a dispense). */
  isHeld: boolean;
};

const noop = () => undefined;

/** Outside a kiosk session (mobile and staff layouts, tests) nothing happens. */
export const KioskSessionContext = createContext<TKioskSession>({
  phase: 'stopped',
  isExtended: false,
  isAccessibilityAllowed: false,
  onOpenExit: noop,
  onOpenAccessibility: noop,
  onPhoneProgress: noop,
  hold: () => noop,
  isHeld: false,
});

export const useKioskSession = (): TKioskSession => useContext(KioskSessionContext);

/**
 * Holds the idle timer while `isHeld` (e.g. while an item dispenses or the emergency steps show),
 * so the session cannot time out in the middle; released, it starts again at its full length.
 */
export const useIdleTimerHold = (isHeld: boolean): void => {
  const { hold } = useKioskSession();
  useEffect(() => (isHeld ? hold() : undefined), [hold, isHeld]);
};
