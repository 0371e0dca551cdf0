import {
  DEFAULT_KIOSK_LANGUAGES,
  DEFAULT_LANGUAGE,
  LANGUAGE_CODES,
  languageOf,
} from '@kiosk/contract/values';
import type { TDeviceConfig, TLanguage } from '@kiosk/contract';
import { isLanguageCode } from '../../../i18n/language-code';

/** What the server serves for a device with the default languages; used until the config arrives. */
const FALLBACK_LANGUAGES: TLanguage[] = LANGUAGE_CODES.map((code) =>
  languageOf(code, DEFAULT_KIOSK_LANGUAGES),
);

/**
 * The languages the kiosk offers: the device's active ones (GET /config) limited to the product's
 * text languages, English (the default) first and always offered, the rest in the order served.
 */
export const kioskLanguagesOf = (config: TDeviceConfig | undefined): TLanguage[] => {
  const active = (config?.languages ?? FALLBACK_LANGUAGES).filter(
    (language) => language.isActive && isLanguageCode(language.id),
  );
  const english =
    active.find((language) => language.id === DEFAULT_LANGUAGE) ??
    languageOf(DEFAULT_LANGUAGE, [DEFAULT_LANGUAGE]);
  return [english, ...active.filter((language) => language.id !== DEFAULT_LANGUAGE)];
};
