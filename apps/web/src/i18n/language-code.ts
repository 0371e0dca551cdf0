import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from '@kiosk/contract/values';
import type { TLanguageCode } from '@kiosk/contract';

const CODES: readonly string[] = LANGUAGE_CODES;

export const isLanguageCode = (value: unknown): value is TLanguageCode =>
  typeof value === 'string' && CODES.includes(value);

const TRADITIONAL_CHINESE = /^zh[-_](tw|hk|mo|hant)\b/i;

/**
 * Maps a browser language tag (e.g. en-US, zh-TW, fa-IR) to one of the product's language codes
 * (docs/product.md §1), or returns the tag unchanged when the product has no such language.
 */
export const toLanguageCode = (tag: string): string => {
  const lower = tag.trim().toLowerCase();
  if (isLanguageCode(lower)) return lower;
  if (TRADITIONAL_CHINESE.test(lower)) return 'hk';
  const primary = lower.split(/[-_]/)[0] ?? '';
  if (primary === 'fil') return 'tl';
  return isLanguageCode(primary) ? primary : tag;
};

/** The product language code for a resolved i18next language; English when it is not one. */
export const languageCodeOf = (language: string | undefined): TLanguageCode => {
  const code = language ? toLanguageCode(language) : DEFAULT_LANGUAGE;
  return isLanguageCode(code) ? code : DEFAULT_LANGUAGE;
};
