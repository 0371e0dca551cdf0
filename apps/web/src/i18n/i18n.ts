import i18n, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, isRtl, LANGUAGE_CODES } from '@kiosk/contract/values';
// en.json without the texts of lazy areas (vite.config.ts, shellEnglishTexts): those load with their screens.
import en from 'virtual:shell-english-texts';
import { applyDocumentLanguage } from './document-language';
import { isLanguageCode } from './language-code';
import { detectLanguage, rememberLanguage } from './detect-language';
import { readPluralRulesWithCldrLocales } from './plural-locale';
import { loadRtlCache } from './rtl-styles';
import { track } from '../shared/lib/analytics/analytics';

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
    // A right-to-left language's styles load beside its texts (a failure leaves the texts usable).
    const rtlStyles = isRtl(language) ? loadRtlCache().catch(() => undefined) : undefined;
    Promise.all([load(), rtlStyles]).then(
      ([data]) => callback(null, data),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

void i18n
  .use(lazyLocaleBackend)
  .use(initReactI18next)
  .init({
    lng: detectLanguage(),
    resources: { en: { translation: en } },
    partialBundledLanguages: true,
    // Every text language of docs/product.md §1 can be chosen; a missing text falls back to English.
    supportedLngs: [...LANGUAGE_CODES],
    fallbackLng: DEFAULT_LANGUAGE,
    load: 'currentOnly',
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
readPluralRulesWithCldrLocales(i18n);

applyDocumentLanguage(i18n.resolvedLanguage ?? DEFAULT_LANGUAGE);
i18n.on('languageChanged', (language) => {
  rememberLanguage(language);
  applyDocumentLanguage(language);
  track('language_changed', { value: language });
});

export default i18n;
