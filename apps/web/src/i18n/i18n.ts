import i18n, { type BackendModule, type ResourceKey } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from '@kiosk/contract';
import en from './locales/en.json';
import { applyDocumentLanguage } from './document-language';
import { isLanguageCode, toLanguageCode } from './language-code';
import { track } from '../lib/analytics/analytics';

/** Every locale file other than English is its own chunk, fetched when the language is chosen. */
const localeLoaders = import.meta.glob<ResourceKey>(['./locales/*.json', '!./locales/en.json'], {
  import: 'default',
});

const codeOfPath = (path: string): string => path.replace(/^.*\/([^/]+)\.json$/, '$1');

const lazyLoaders = new Map(Object.entries(localeLoaders).map(([path, load]) => [codeOfPath(path), load]));

/** The languages with a locale file; English first. */
export const AVAILABLE_LANGUAGES: string[] = [
  DEFAULT_LANGUAGE,
  ...[...lazyLoaders.keys()].filter((code) => isLanguageCode(code) && code !== DEFAULT_LANGUAGE).sort(),
];

/** Session storage key of the chosen language (the idle timeout resets it to English). */
export const LANGUAGE_STORAGE_KEY = 'language';

const lazyLocaleBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init: () => undefined,
  read: (language, _namespace, callback) => {
    const load = lazyLoaders.get(language);
    if (!load) {
      callback(null, language === DEFAULT_LANGUAGE ? en : {});
      return;
    }
    load().then(
      (data) => callback(null, data),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

void i18n
  .use(lazyLocaleBackend)
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources: { en: { translation: en } },
    partialBundledLanguages: true,
    // Every text language of spec §1 can be chosen; a missing text falls back to English.
    supportedLngs: [...LANGUAGE_CODES],
    fallbackLng: DEFAULT_LANGUAGE,
    load: 'currentOnly',
    initAsync: false,
    interpolation: { escapeValue: false },
    detection: {
      order: ['sessionStorage', 'navigator'],
      lookupSessionStorage: LANGUAGE_STORAGE_KEY,
      caches: ['sessionStorage'],
      convertDetectedLanguage: toLanguageCode,
    },
    react: { useSuspense: false },
  });

applyDocumentLanguage(i18n.resolvedLanguage ?? DEFAULT_LANGUAGE);
i18n.on('languageChanged', (language) => {
  applyDocumentLanguage(language);
  track('language_changed', { value: language });
});

export default i18n;
