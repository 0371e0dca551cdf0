import { useKeypadNavigation } from './use-keypad-navigation';

/**
 * Puts the kiosk keypad to work on the kiosk screens (see useKeypadNavigation). Loaded beside the
 * first screen, not in it (the default export is what the layout loads lazily).
 */
export default function KioskKeypad() {
  useKeypadNavigation();
  return null;
}
