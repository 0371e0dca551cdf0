// Compares every locale with English: missing keys, extra keys, empty texts, placeholders that differ.
// `node scripts/i18n-check.mjs` prints the state of the web and server catalogues; the locale tests use
// the same function, so what this prints is what fails them.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Flattens nested JSON texts into dotted keys. */
export function flatten(value, prefix = '', out = {}) {
  if (typeof value === 'string') out[prefix] = value;
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, out);
  }
  return out;
}

/** `{{name}}` (i18next) and `{name}` (server) placeholders, sorted. */
export const placeholdersOf = (text) =>
  (text.match(/\{\{\s*[\w.]+\s*\}\}|\{\w+\}/g) ?? []).map((p) => p.replace(/\s/g, '')).sort();

const PLURAL = /_(zero|one|two|few|many|other)$/;
/**
 * The CLDR locale whose plural rules each language code follows: the contract's CLDR_LOCALES (a test keeps
 * the two equal), here because this script runs on plain Node without the TypeScript sources.
 */
export const CLDR_LOCALES = {
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

/** Plural forms i18next looks up for a language: the categories of its CLDR locale's plural rule. */
export const pluralFormsOf = (locale) =>
  new Intl.PluralRules(CLDR_LOCALES[locale] ?? locale).resolvedOptions().pluralCategories;

/**
 * English's plural keys (`x_one`, `x_other`) stand for the forms the locale's own plural rules need:
 * `x_other` and every category Intl names for that language (Arabic six, Japanese one).
 */
export function compareCatalogue(english, other, locale = 'en') {
  const en = flatten(english);
  const them = flatten(other);
  const problems = [];
  const expected = {};
  for (const [key, text] of Object.entries(en)) {
    if (!PLURAL.test(key)) expected[key] = text;
    else
      for (const form of pluralFormsOf(locale))
        expected[key.replace(PLURAL, `_${form}`)] = en[key.replace(PLURAL, '_other')] ?? text;
  }
  for (const [key, text] of Object.entries(expected)) {
    if (!(key in them)) problems.push(`missing ${key}`);
    else if (!them[key].trim()) problems.push(`empty ${key}`);
    else if (placeholdersOf(text).join() !== placeholdersOf(them[key]).join()) {
      // A plural form may leave the count out ("one second"): `{{count}}` on the web, `{count}` on the server.
      const isPluralCount =
        PLURAL.test(key) && ['{{count}}', '{count}'].includes(placeholdersOf(text).join());
      if (!isPluralCount) {
        problems.push(
          `placeholders differ in ${key}: ${placeholdersOf(them[key]).join() || 'none'} instead of ${placeholdersOf(text).join()}`,
        );
      }
    }
  }
  for (const key of Object.keys(them)) if (!(key in expected)) problems.push(`extra ${key}`);
  return problems;
}

export function checkFolder(folder, english = JSON.parse(readFileSync(join(folder, 'en.json'), 'utf8'))) {
  const result = {};
  for (const file of readdirSync(folder)
    .filter((f) => f.endsWith('.json') && f !== 'en.json')
    .sort()) {
    const locale = file.replace(/\.json$/, '');
    result[locale] = compareCatalogue(english, JSON.parse(readFileSync(join(folder, file), 'utf8')), locale);
  }
  return result;
}

// Under vite (the web tests) a file outside the app root has an /@fs/ URL.
const root = new URL('..', import.meta.url).pathname.replace(/^\/@fs\//, '/');
export const CATALOGUE_FOLDERS = {
  web: join(root, 'apps/web/src/i18n/locales'),
  server: join(root, 'apps/server/src/i18n/locales'),
};

/** The server's English texts live in TypeScript (their keys type the code): run this with tsx. */
const englishOf = async (name, folder) =>
  name === 'server'
    ? (await import(join(root, 'apps/server/src/i18n/messages.en.ts'))).EN_MESSAGES
    : JSON.parse(readFileSync(join(folder, 'en.json'), 'utf8'));

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop())) {
  for (const [name, folder] of Object.entries(CATALOGUE_FOLDERS)) {
    if (!existsSync(folder)) continue;
    for (const [locale, problems] of Object.entries(checkFolder(folder, await englishOf(name, folder)))) {
      console.log(`${name}/${locale}: ${problems.length ? `${problems.length} problems` : 'complete'}`);
      for (const p of problems.slice(0, Number(process.env.SHOW ?? 20))) console.log(`  ${p}`);
    }
  }
}
