import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from '@kiosk/contract';

/** The 23 languages the server has texts for besides English (whose texts live in code), a–z. */
export const TRANSLATED_LOCALES: readonly string[] = LANGUAGE_CODES.filter(
  (code) => code !== DEFAULT_LANGUAGE,
).sort();

/**
 * One JSON file of texts per translated locale, as `{ [code]: texts }`. The caller writes the import with
 * its folder, `(code) => import(`./locales/${code}.json`)`: esbuild bundles every file of that pattern
 * into the built server, and a locale whose file is missing fails the start (and the tests).
 */
export async function loadPerLocale<T>(
  load: (code: string) => Promise<{ default: T }>,
): Promise<Record<string, T>> {
  const entries = await Promise.all(
    TRANSLATED_LOCALES.map(async (code) => [code, (await load(code)).default] as const),
  );
  return Object.fromEntries(entries);
}
