import { createInstance } from 'i18next';
import { DEFAULT_LANGUAGE, cldrLocaleOf } from '@kiosk/contract';
import { EN_MESSAGES, type CatalogueKey, type MessageKey } from './messages.en';

export type Catalogue = Partial<Record<CatalogueKey, string>>;

type TPluralResolver = { getRule: (code: string, options?: object) => Intl.PluralRules | undefined };

/**
 * The server's texts go through i18next as the web app's do: plural forms (`key_one`, `key_other`, … by
 * each language's CLDR rule, picked with `count`) and placeholders, which on the server are written
 * `{name}`. A key a locale lacks falls back to English.
 */
const i18n = createInstance();
void i18n.init({
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  resources: { [DEFAULT_LANGUAGE]: { translation: EN_MESSAGES } },
  initAsync: false,
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
});
// Plural forms follow each code's CLDR locale (hk → zh-Hant-HK, kar → Burmese rules), as on the web.
const resolver = i18n.services.pluralResolver as TPluralResolver;
const getRule = resolver.getRule.bind(resolver);
resolver.getRule = (code, options) => getRule(cldrLocaleOf(code), options);

/** Registers a locale's texts; keys it lacks fall back to English. */
export function registerMessages(locale: string, messages: Catalogue): void {
  i18n.addResourceBundle(locale, 'translation', messages, true, true);
}

export type MessageParams = Record<string, string | number>;

/** A text in `locale`; `count` among the params picks the plural form of a text that has them. */
export function translate(locale: string, key: MessageKey, params: MessageParams = {}): string {
  return i18n.t(key, { ...params, lng: locale });
}

/** Picks a locale's text from a stored `{ locale: text }` map, English when missing. */
export const pickText = (texts: Record<string, string>, locale: string): string =>
  texts[locale] ?? texts.en ?? Object.values(texts)[0] ?? '';
