import { loadPerLocale } from '../i18n/translated-locales';

export interface SeedTexts {
  products: Record<string, { title: string; description: string }>;
  skus: Record<string, string>;
  /** Offer titles by offer id. */
  offers: Record<string, string>;
}

/** Product, sku and offer names of the demo catalogue in the 23 languages besides English. */
export const SEED_TEXTS: Record<string, SeedTexts> = await loadPerLocale(
  (code) => import(`./seed-texts/${code}.json`) as Promise<{ default: SeedTexts }>,
);

/** A seed text in English and every language that has it. */
export const textsOf = (
  english: string,
  pick: (texts: SeedTexts) => string | undefined,
): Record<string, string> => ({
  en: english,
  ...Object.fromEntries(
    Object.entries(SEED_TEXTS)
      .map(([locale, texts]) => [locale, pick(texts)] as const)
      .filter((entry): entry is readonly [string, string] => Boolean(entry[1])),
  ),
});
