import { controlAfter } from './focus-order';
import { scopeControls } from './dialog-scope';

/** Header and footer heights the content scrolls under (a focused control is kept clear of them). */
const COVERED_TOP_PX = 64;
const COVERED_BOTTOM_PX = 66;

/** Moves focus to the next (1) or previous (-1) control of the screen or of the dialog on top. */
export const moveFocus = (step: 1 | -1): void => {
  const next = controlAfter(scopeControls(), document.activeElement, step);
  if (!next) return;
  next.focus({ preventScroll: true });
  const box = next.getBoundingClientRect();
  const isCovered = box.top < COVERED_TOP_PX || box.bottom > window.innerHeight - COVERED_BOTTOM_PX;
  if (isCovered && !next.closest('header')) next.scrollIntoView({ block: 'center' });
};
