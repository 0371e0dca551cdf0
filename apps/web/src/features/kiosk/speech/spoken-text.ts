import type { TFunction } from 'i18next';
import { spokenEntryOf } from './spoken-entry';

/** Elements that are controls of their own: read when focused, left out of a screen's or dialog's text. */
const CONTROL = 'button, a[href], input, select, textarea, [role="button"], [role="link"]';
const SKIPPED_TAGS = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'SVG', 'NOSCRIPT', 'IFRAME']);
/** A piece ending like a sentence is followed by a space, others by a comma (a pause when spoken). */
const SENTENCE_END = /[.!?:;。！？：؟।။]$/u;

const isHidden = (element: Element): boolean =>
  element.getAttribute('aria-hidden') === 'true' ||
  element.hasAttribute('hidden') ||
  (typeof element.checkVisibility === 'function' && !element.checkVisibility());

type TOptions = {
  /** Leave controls out (a dialog's or live region's text; its buttons are read when focused). */
  isSkippingControls?: boolean;
  t: TFunction;
};

/** Joins sentences: each piece ends like one (a full stop added where it does not). */
export const joinSentences = (pieces: readonly string[]): string =>
  pieces
    .map((piece) => piece.trim())
    .filter(Boolean)
    .map((piece) => (SENTENCE_END.test(piece) ? piece : `${piece}.`))
    .join(' ');

/** Joins spoken pieces with pauses. */
export const joinSpoken = (pieces: readonly string[]): string =>
  pieces
    .map((piece) => piece.trim())
    .filter(Boolean)
    .reduce(
      (text, piece) => (text === '' ? piece : `${text}${SENTENCE_END.test(text) ? ' ' : ', '}${piece}`),
      '',
    );

/**
 * The text of an element as it is spoken: what a visitor sees, in reading order, without hidden
 * parts; an element's `data-speech` replaces its text (money spoken with the currency's name),
 * `aria-label` names it (and is all a named control or image says), and the items of a numbered
 * list say their number.
 */
export const spokenPiecesOf = (root: Element, { isSkippingControls = false, t }: TOptions): string[] => {
  const pieces: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) {
      const text = node.textContent?.replace(/\s+/g, ' ').trim();
      if (text) pieces.push(text);
      return;
    }
    if (!(node instanceof Element) || SKIPPED_TAGS.has(node.tagName.toUpperCase()) || isHidden(node)) return;
    if (node !== root && isSkippingControls && node.matches(CONTROL)) return;
    const spoken = node.getAttribute('data-speech');
    if (spoken) {
      pieces.push(spoken);
      return;
    }
    const label = node !== root ? node.getAttribute('aria-label') : null;
    if (label) {
      pieces.push(label);
      // A control or an image is its name; a list or a group named so goes on with its content.
      if (node.matches(`${CONTROL}, img, [role="img"]`)) return;
    }
    if (node.tagName === 'LI' && node.parentElement?.tagName === 'OL') {
      const number = Array.prototype.indexOf.call(node.parentElement.children, node) + 1;
      pieces.push(t('speech.listItem', { number }));
    }
    node.childNodes.forEach(walk);
  };
  walk(root);
  return pieces;
};

export const spokenTextOf = (root: Element, options: TOptions): string =>
  joinSpoken(spokenPiecesOf(root, options));

const textOfIds = (element: Element, attribute: string, t: TFunction): string =>
  (element.getAttribute(attribute) ?? '')
    .split(/\s+/)
    .map((id) => element.ownerDocument.getElementById(id))
    .filter((labelling): labelling is HTMLElement => labelling !== null)
    .map((labelling) => spokenTextOf(labelling, { t }))
    .join(' ');

/** A control's name: aria-label, aria-labelledby, its label elements, or its own text. */
const nameOf = (control: HTMLElement, t: TFunction): string => {
  const label = control.getAttribute('aria-label');
  if (label) return label;
  const labelledBy = textOfIds(control, 'aria-labelledby', t);
  if (labelledBy) return labelledBy;
  const labels = 'labels' in control ? (control as HTMLInputElement).labels : null;
  if (labels && labels.length > 0)
    return joinSpoken([...labels].map((element) => spokenTextOf(element, { t })));
  return spokenTextOf(control, { t });
};

const isTextField = (control: HTMLElement): control is HTMLInputElement | HTMLTextAreaElement =>
  control instanceof HTMLTextAreaElement ||
  (control instanceof HTMLInputElement && !['radio', 'checkbox', 'button', 'submit'].includes(control.type));

/**
 * What the focused control says: name, state, description, kind and place, e.g. "Naloxone Nasal
 * Spray, Free, button, 3 of 11". Links are buttons to a visitor (both are pressed on a kiosk).
 */
export const describeControl = (
  control: HTMLElement,
  position: { index: number; count: number },
  t: TFunction,
): string => {
  const pieces = [nameOf(control, t)];
  let role: string;
  if (control instanceof HTMLInputElement && control.type === 'radio') {
    pieces.push(control.checked ? t('speech.state.selected') : t('speech.state.notSelected'));
    role = t('speech.role.option');
  } else if (control instanceof HTMLInputElement && control.type === 'checkbox') {
    pieces.push(control.checked ? t('speech.state.on') : t('speech.state.off'));
    role = t('speech.role.checkbox');
  } else if (isTextField(control)) {
    pieces.push(spokenEntryOf(control.value, control.type === 'password', t));
    role = t('speech.role.textbox');
  } else {
    const pressed = control.getAttribute('aria-pressed');
    if (pressed === 'true') pieces.push(t('speech.state.on'));
    if (pressed === 'false') pieces.push(t('speech.state.off'));
    role = t('speech.role.button');
  }
  if (control.getAttribute('aria-disabled') === 'true') pieces.push(t('speech.state.unavailable'));
  pieces.push(textOfIds(control, 'aria-describedby', t));
  pieces.push(role, t('speech.position', { index: position.index, count: position.count }));
  return joinSpoken(pieces);
};
