import { z } from 'zod';
import { LANGUAGE_CODES, type TLanguageCode } from './values/languages';

/** A text language code of docs/product.md §1. */
export const ZLocale = z.enum(LANGUAGE_CODES);

/** A BCP 47-shaped language tag (`xx`, `es-MX`, `zh_Hant`); anything else is malformed input. */
const LANGUAGE_TAG = /^[A-Za-z]{2,8}(?:[-_][A-Za-z0-9]{1,8}){0,4}$/;

/** The text language of a tag: the code itself, else its primary language, else English. */
export const resolveLocale = (tag: string | undefined): TLanguageCode => {
  const lower = tag?.toLowerCase();
  const primary = lower?.split(/[-_]/)[0];
  return (
    LANGUAGE_CODES.find((code) => code === lower) ?? LANGUAGE_CODES.find((code) => code === primary) ?? 'en'
  );
};

/**
 * The `locale` query parameter: a language tag resolved to a text language, so an unknown language falls back
 * to English (docs/product.md §1); a value that is not a language tag at all is refused.
 */
export const ZQueryLocale = z.string().max(35).regex(LANGUAGE_TAG).optional().transform(resolveLocale);

export const ZLanguage = z.object({
  id: z.string(),
  nameNative: z.string(),
  nameEn: z.string(),
  langIso6391: z.string(),
  langIetf: z.string(),
  ltr: z.boolean(),
  isDefault: z.boolean(),
  isActive: z.boolean(),
});
