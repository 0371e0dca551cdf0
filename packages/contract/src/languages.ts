import { z } from 'zod';
import { LANGUAGE_CODES } from './values/languages';

/** A text language code of spec §1. */
export const ZLocale = z.enum(LANGUAGE_CODES);

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
