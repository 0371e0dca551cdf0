export interface TLanguage {
  id: string;
  nameNative: string;
  nameEn: string;
  langIso6391: string;
  langIetf: string;
  ltr: boolean;
  isDefault: boolean;
  isActive: boolean;
}

/** The 24 text languages of docs/product.md §1, keyed by the codes the texts use. */
export const LANGUAGE_CODES = [
  'ar',
  'en',
  'es',
  'fa',
  'hi',
  'hk',
  'ht',
  'hy',
  'ja',
  'kar',
  'km',
  'ko',
  'mh',
  'my',
  'ne',
  'ps',
  'pt',
  'ru',
  'so',
  'tl',
  'th',
  'uk',
  'vi',
  'zh',
] as const;
export type TLanguageCode = (typeof LANGUAGE_CODES)[number];

export const DEFAULT_LANGUAGE: TLanguageCode = 'en';
/** The kiosk's served list of docs/product.md §1: the default active languages of a device. */
export const DEFAULT_KIOSK_LANGUAGES: TLanguageCode[] = ['en', 'ar', 'zh', 'ko', 'es'];
export const RTL_LANGUAGES: readonly TLanguageCode[] = ['ar', 'fa', 'ps'];

type Names = { nameNative: string; nameEn: string; langIso6391: string; langIetf: string };
export const LANGUAGE_NAMES: Record<TLanguageCode, Names> = {
  ar: { nameNative: 'العربية', nameEn: 'Arabic', langIso6391: 'ar', langIetf: 'ar' },
  en: { nameNative: 'English', nameEn: 'English', langIso6391: 'en', langIetf: 'en-US' },
  es: { nameNative: 'Español', nameEn: 'Spanish', langIso6391: 'es', langIetf: 'es-US' },
  fa: { nameNative: 'فارسی', nameEn: 'Farsi', langIso6391: 'fa', langIetf: 'fa-IR' },
  hi: { nameNative: 'हिन्दी', nameEn: 'Hindi', langIso6391: 'hi', langIetf: 'hi-IN' },
  hk: { nameNative: '繁體中文', nameEn: 'Traditional Chinese', langIso6391: 'zh', langIetf: 'zh-Hant' },
  ht: { nameNative: 'Kreyòl ayisyen', nameEn: 'Haitian Creole', langIso6391: 'ht', langIetf: 'ht' },
  hy: { nameNative: 'Հայերեն', nameEn: 'Armenian', langIso6391: 'hy', langIetf: 'hy-AM' },
  ja: { nameNative: '日本語', nameEn: 'Japanese', langIso6391: 'ja', langIetf: 'ja-JP' },
  kar: { nameNative: 'ကညီကျိာ်', nameEn: 'Karen', langIso6391: 'kar', langIetf: 'kar' },
  km: { nameNative: 'ខ្មែរ', nameEn: 'Khmer', langIso6391: 'km', langIetf: 'km-KH' },
  ko: { nameNative: '한국어', nameEn: 'Korean', langIso6391: 'ko', langIetf: 'ko-KR' },
  mh: { nameNative: 'Kajin M̧ajeļ', nameEn: 'Marshallese', langIso6391: 'mh', langIetf: 'mh' },
  my: { nameNative: 'မြန်မာ', nameEn: 'Burmese', langIso6391: 'my', langIetf: 'my-MM' },
  ne: { nameNative: 'नेपाली', nameEn: 'Nepali', langIso6391: 'ne', langIetf: 'ne-NP' },
  ps: { nameNative: 'پښتو', nameEn: 'Pashto', langIso6391: 'ps', langIetf: 'ps-AF' },
  pt: { nameNative: 'Português', nameEn: 'Portuguese', langIso6391: 'pt', langIetf: 'pt-BR' },
  ru: { nameNative: 'Русский', nameEn: 'Russian', langIso6391: 'ru', langIetf: 'ru-RU' },
  so: { nameNative: 'Soomaali', nameEn: 'Somali', langIso6391: 'so', langIetf: 'so-SO' },
  tl: { nameNative: 'Tagalog', nameEn: 'Tagalog', langIso6391: 'tl', langIetf: 'tl-PH' },
  th: { nameNative: 'ไทย', nameEn: 'Thai', langIso6391: 'th', langIetf: 'th-TH' },
  uk: { nameNative: 'Українська', nameEn: 'Ukrainian', langIso6391: 'uk', langIetf: 'uk-UA' },
  vi: { nameNative: 'Tiếng Việt', nameEn: 'Vietnamese', langIso6391: 'vi', langIetf: 'vi-VN' },
  zh: { nameNative: '简体中文', nameEn: 'Simplified Chinese', langIso6391: 'zh', langIetf: 'zh-CN' },
};

/**
 * The CLDR locale whose plural rules and number, currency and date formats apply to each text language
 * (what `Intl` and the plural forms of the texts use; `langIetf` stays the language of the text itself).
 * hk is Hong Kong Chinese in traditional script; Karen, Marshallese and Haitian Creole have no CLDR data
 * of their own: Karen takes Burmese's rule (no plural forms, the same script) with Latin digits, Marshallese
 * English as written in the Marshall Islands, Haitian Creole US English (its one and other texts agree).
 */
export const CLDR_LOCALES: Record<TLanguageCode, string> = {
  ar: 'ar',
  en: 'en-US',
  es: 'es-US',
  fa: 'fa-IR',
  hi: 'hi-IN',
  hk: 'zh-Hant-HK',
  ht: 'en-US',
  hy: 'hy-AM',
  ja: 'ja-JP',
  kar: 'my-u-nu-latn',
  km: 'km-KH',
  ko: 'ko-KR',
  mh: 'en-MH',
  my: 'my-MM',
  ne: 'ne-NP',
  ps: 'ps-AF',
  pt: 'pt-BR',
  ru: 'ru-RU',
  so: 'so-SO',
  tl: 'fil-PH',
  th: 'th-TH',
  uk: 'uk-UA',
  vi: 'vi-VN',
  zh: 'zh-CN',
};

/** The CLDR locale of a text language code (itself when it is not one). */
export const cldrLocaleOf = (code: string): string =>
  code in CLDR_LOCALES ? CLDR_LOCALES[code as TLanguageCode] : code;

export const isRtl = (code: string): boolean => (RTL_LANGUAGES as readonly string[]).includes(code);

export const languageOf = (code: TLanguageCode, active: readonly string[]): TLanguage => ({
  id: code,
  ...LANGUAGE_NAMES[code],
  ltr: !isRtl(code),
  isDefault: code === DEFAULT_LANGUAGE,
  isActive: active.includes(code),
});
