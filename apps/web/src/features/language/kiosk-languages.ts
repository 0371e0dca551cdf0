import {
  DEFAULT_KIOSK_LANGUAGES,
  DEFAULT_LANGUAGE,
  languageOf,
  type TDeviceConfig,
  type TLanguage,
} from '@kiosk/contract';
import { isLanguageCode } from '../../i18n/language-code';

/** The kiosk's served list (spec §1), used until the device config has arrived. */
const FALLBACK_LANGUAGES: TLanguage[] = DEFAULT_KIOSK_LANGUAGES.map((code) =>
  languageOf(code, DEFAULT_KIOSK_LANGUAGES),
);

/**
 * The languages the kiosk offers: the device's active ones (GET /config), in the order served,
 * limited to the product's text languages; English is always offered (the default).
 */
export const kioskLanguagesOf = (config: TDeviceConfig | undefined): TLanguage[] => {
  if (!config) return FALLBACK_LANGUAGES;
  const active = config.languages.filter((language) => language.isActive && isLanguageCode(language.id));
  if (active.some((language) => language.id === DEFAULT_LANGUAGE)) return active;
  return [languageOf(DEFAULT_LANGUAGE, [DEFAULT_LANGUAGE]), ...active];
};
