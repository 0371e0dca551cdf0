import { LANGUAGE_NAMES } from '@kiosk/contract/values';

/**
 * Test support for the pseudo-locale check: every text of the locale file is wrapped in
 * ⟦…⟧, every text the API stub serves in ⟪…⟫. Whatever a screen shows outside both came from
 * neither a locale file nor the server: a hard-coded string.
 */
export const PSEUDO_OPEN = '⟦';
export const PSEUDO_CLOSE = '⟧';
export const API_OPEN = '⟪';
export const API_CLOSE = '⟫';

type TTexts = { [key: string]: string | TTexts };

/** A text the server sends (product titles, error messages…), marked as such for the check. */
export const apiText = (text: string): string => `${API_OPEN}${text}${API_CLOSE}`;

/**
 * The pseudo locale of a locale file: the same keys (plural and nesting keys included), each text
 * wrapped in ⟦…⟧ with its {{placeholders}} and $t(nesting) untouched.
 */
export const pseudoLocaleOf = (texts: TTexts): TTexts =>
  Object.fromEntries(
    Object.entries(texts).map(([key, value]) => [
      key,
      typeof value === 'string' ? `${PSEUDO_OPEN}${value}${PSEUDO_CLOSE}` : pseudoLocaleOf(value),
    ]),
  );

/** One wrapped part with no other wrapped part inside it; removed innermost first. */
const INNERMOST_WRAPPED = /⟦[^⟦⟧⟪⟫]*⟧|⟪[^⟦⟧⟪⟫]*⟫/g;

/** The text without its wrapped parts (a translated text may hold API data and nested texts). */
export const outsideMarkers = (text: string): string => {
  let rest = text;
  for (let previous = ''; previous !== rest;) {
    previous = rest;
    rest = rest.replace(INNERMOST_WRAPPED, '');
  }
  return rest;
};

const LETTER = /\p{L}/u;

/**
 * The deliberate exceptions: texts with letters that are right to show untranslated. Each one says
 * why; keep the list short.
 */
export type TExclusion = {
  reason: string;
  /** Whether `text` (a text node's or attribute's text, outside the markers) is this exception. */
  covers: (text: string, element: Element) => boolean;
};

/** Native language names: docs/product.md §2, each language is offered by its own name (never translated). */
const NATIVE_LANGUAGE_NAMES = new Set(Object.values(LANGUAGE_NAMES).map((names) => names.nameNative));

export const BASE_EXCLUSIONS: TExclusion[] = [
  {
    reason:
      'language names are shown in their own language by design (docs/product.md §2 change-language modal, header button)',
    covers: (text) => NATIVE_LANGUAGE_NAMES.has(text.trim()),
  },
  {
    reason:
      'the access-code keyboard has a key per letter: each key types its character (codes are not words)',
    covers: (text, element) =>
      /^[A-Z]$/.test(text.trim()) &&
      element.tagName === 'BUTTON' &&
      element.closest('[role="group"]') !== null,
  },
];

/** Attributes that assistive technology reads out, or that show as text. */
export const READ_ATTRIBUTES = [
  'aria-label',
  'aria-description',
  'aria-placeholder',
  'aria-roledescription',
  'aria-valuetext',
  'title',
  'placeholder',
  'alt',
  'label',
] as const;

const IGNORED_PARENTS = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE']);

/** A short name of an element for the failure message: its tag, role and modal. */
const describe = (element: Element): string => {
  const role = element.getAttribute('role');
  const modal = element.closest('[data-modal]')?.getAttribute('data-modal');
  return `<${element.tagName.toLowerCase()}${role ? ` role=${role}` : ''}>${modal ? ` in modal ${modal}` : ''}`;
};

/**
 * Every visible text, read-out attribute and the document title of `document` that has letters
 * outside the markers and is not an exclusion; each as `text "…" in <tag>` for the failure message.
 */
export const untranslatedTexts = (
  exclusions: TExclusion[] = BASE_EXCLUSIONS,
  root: Document = document,
): string[] => {
  const found: string[] = [];
  const check = (text: string, element: Element, where: string) => {
    const rest = outsideMarkers(text);
    if (!LETTER.test(rest)) return;
    if (exclusions.some((exclusion) => exclusion.covers(rest, element))) return;
    found.push(`${where} "${text.trim()}" in ${describe(element)}`);
  };
  const walker = root.createTreeWalker(root.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || IGNORED_PARENTS.has(parent.tagName)) continue;
    check(node.textContent ?? '', parent, 'text');
  }
  for (const element of root.body.querySelectorAll('*')) {
    for (const attribute of READ_ATTRIBUTES) {
      const value = element.getAttribute(attribute);
      if (value) check(value, element, attribute);
    }
  }
  check(root.title, root.documentElement, 'document title');
  return found;
};
