import { scopeControls, topDialog } from './dialog-scope';

/** Marks the emergency naloxone button, which the emergency key reaches from every screen. */
export const EMERGENCY_MARK = 'data-keypad-emergency';
/** Marks a screen's or dialog's way back (Back, Cancel, Close), which the back key presses. */
export const BACK_MARK = 'data-keypad-back';

/**
 * The emergency key: focuses the emergency naloxone button; while another dialog covers it, opens
 * the emergency flow at once (its question then has focus). Inside the emergency flow it does nothing.
 */
export const reachEmergency = (): void => {
  const button = document.querySelector<HTMLElement>(`[${EMERGENCY_MARK}]`);
  if (!button) return;
  const dialog = topDialog();
  if (!dialog) button.focus();
  else if (!dialog.closest('[data-modal^="emergency"]')) button.click();
};

/** The back key: presses the way back of the dialog on top or of the screen; false when there is none. */
export const goBack = (): boolean => {
  const back = scopeControls().find(
    (control): control is HTMLElement => control instanceof HTMLElement && control.hasAttribute(BACK_MARK),
  );
  if (!back) return false;
  back.click();
  return true;
};
