import { isRtl } from '@kiosk/contract/values';
import { langTagOf } from '../shared/lib/money';
import { hanFontsFor, loadFontsFor } from './fonts';

export type TDirection = 'ltr' | 'rtl';

export const directionOf = (language: string): TDirection => (isRtl(language) ? 'rtl' : 'ltr');

/** Sets `lang` and `dir` on <html> from the interface language (WCAG 3.1.1), and loads its fonts. */
export const applyDocumentLanguage = (
  language: string,
  root: HTMLElement = document.documentElement,
): void => {
  root.lang = langTagOf(language);
  root.dir = directionOf(language);
  root.style.setProperty('--app-han-fonts', hanFontsFor(language));
  void loadFontsFor([language]);
};
