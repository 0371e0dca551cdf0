import { focusable, type FocusableElement } from 'tabbable';

/** How tabbable decides what is visible: 'full' in a browser; jsdom (no layout) needs 'none'. */
export type TDisplayCheck = 'full' | 'none';

/**
 * The controls of a scope in reading order (document order, which the layout mirrors for
 * right-to-left languages): every visible, enabled element a visitor can focus, each radio of a
 * group included (the keypad walks them one by one, where Tab stops only at the chosen one).
 * What a dialog hides behind it is left out, unless `isHiddenIncluded` (a dialog that is closing).
 */
export const controlsIn = (
  scope: HTMLElement,
  {
    displayCheck = 'full',
    isHiddenIncluded = false,
  }: { displayCheck?: TDisplayCheck; isHiddenIncluded?: boolean } = {},
): FocusableElement[] =>
  focusable(scope, { displayCheck })
    .filter(
      (element) =>
        element.tabIndex >= 0 &&
        (isHiddenIncluded || element.closest('[aria-hidden="true"], [inert]') === null),
    )
    // Document order, whatever order the selector engine returned them in (jsdom groups them by selector).
    .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));

/**
 * The control `step` places after (1) or before (-1) `current` in `controls`, wrapping at either
 * end, so focus is never stuck at an edge. When `current` is not itself a control (the main
 * content after a navigation, a dialog's frame), the first control after it, or the last before it.
 */
export const controlAfter = (
  controls: readonly FocusableElement[],
  current: Element | null,
  step: 1 | -1,
): FocusableElement | undefined => {
  if (controls.length === 0) return undefined;
  const index = current ? controls.indexOf(current as FocusableElement) : -1;
  if (index >= 0) return controls[(index + step + controls.length) % controls.length];
  if (!current || current === current.ownerDocument.body) return step === 1 ? controls[0] : controls.at(-1);
  const isAfter = (control: Element) =>
    (current.compareDocumentPosition(control) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0 &&
    !current.contains(control);
  if (step === 1)
    return controls.find((control) => isAfter(control) || current.contains(control)) ?? controls[0];
  return (
    [...controls].reverse().find((control) => !isAfter(control) && !current.contains(control)) ??
    controls.at(-1)
  );
};
