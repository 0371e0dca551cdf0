import { DEFAULT_LANGUAGE } from '@kiosk/contract/values';
import type { TLanguageCode } from '@kiosk/contract';
import { isLanguageCode, toLanguageCode } from './language-code';

/** Session storage key of the chosen language (the idle timeout resets it to English). */
export const LANGUAGE_STORAGE_KEY = 'language';

const storedLanguage = (storage: Pick<Storage, 'getItem'>): string | null => {
  try {
    return storage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null; // storage can be blocked; the browser's languages still count
  }
};

/** Whether a language was chosen earlier in this browser session (a reload keeps the visitor's choice). */
export const hasChosenLanguage = (storage: Pick<Storage, 'getItem'> = window.sessionStorage): boolean =>
  isLanguageCode(toLanguageCode(storedLanguage(storage) ?? ''));

/**
 * The language to start in: the one chosen earlier in this browser session, else the first of the
 * browser's languages the product has (en-US → en, zh-TW → hk), else English.
 */
export const detectLanguage = (
  storage: Pick<Storage, 'getItem'> = window.sessionStorage,
  browserLanguages: readonly string[] = window.navigator.languages,
): TLanguageCode => {
  for (const tag of [storedLanguage(storage), ...browserLanguages]) {
    const code = tag ? toLanguageCode(tag) : null;
    if (isLanguageCode(code)) return code;
  }
  return DEFAULT_LANGUAGE;
};

/** Keeps the chosen language for the rest of the browser session. */
export const rememberLanguage = (
  language: string,
  storage: Pick<Storage, 'setItem'> = window.sessionStorage,
): void => {
  try {
    storage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // storage can be blocked: the choice then lasts until the page reloads
  }
};
