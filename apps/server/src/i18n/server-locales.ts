import { loadPerLocale } from './translated-locales';
import { registerMessages, type Catalogue } from './translate';

/** Every server text in the 23 languages besides English; a key a locale lacks falls back to English. */
export const SERVER_LOCALES: Record<string, Catalogue> = await loadPerLocale(
  (code) => import(`./locales/${code}.json`) as Promise<{ default: Catalogue }>,
);

for (const [locale, messages] of Object.entries(SERVER_LOCALES)) registerMessages(locale, messages);
