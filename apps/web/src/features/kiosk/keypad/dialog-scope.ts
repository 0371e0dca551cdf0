import type { FocusableElement } from 'tabbable';
import { controlsIn, type TDisplayCheck } from './focus-order';

/**
 * A modal dialog that is closing stays in the document for its exit transition, marked
 * `aria-modal="false"` (see `modal-view.tsx`), with the screen still marked hidden behind it.
 */
const CLOSING_DIALOG = '[role="dialog"][aria-modal="false"]';

/** The open modal dialog on top (the last one in the document), or null. */
export const topDialog = (root: ParentNode = document): HTMLElement | null => {
  const dialogs = root.querySelectorAll<HTMLElement>('[role="dialog"][aria-modal="true"]');
  return dialogs.item(dialogs.length - 1);
};

/** Where keypad focus moves: the dialog on top, or else the whole screen (header, content, footer). */
export const focusScope = (root: Document = document): HTMLElement => topDialog(root) ?? root.body;

/**
 * The controls keypad focus moves among, in order: the open dialog on top's, or else the screen's.
 * While a dialog closes, the screen's count although they are still marked hidden; the dialog's do not.
 */
export const scopeControls = (
  { displayCheck }: { displayCheck?: TDisplayCheck } = {},
  root: Document = document,
): FocusableElement[] => {
  const scope = focusScope(root);
  if (scope !== root.body) return controlsIn(scope, { displayCheck });
  const closing = [...root.querySelectorAll(CLOSING_DIALOG)];
  return controlsIn(scope, { displayCheck, isHiddenIncluded: closing.length > 0 }).filter(
    (control) => !closing.some((dialog) => dialog.contains(control)),
  );
};
