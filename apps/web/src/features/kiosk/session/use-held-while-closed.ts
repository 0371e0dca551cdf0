import { useState } from 'react';

/**
 * The value while `isOpen`; once closed, the last value shown while open, so a modal's text does
 * not change during its fade-out (e.g. a countdown jumping back to 90 as the session resets).
 */
export const useHeldWhileClosed = <T>(value: T, isOpen: boolean): T => {
  const [held, setHeld] = useState(value);
  if (isOpen && held !== value) setHeld(value);
  return isOpen ? value : held;
};
