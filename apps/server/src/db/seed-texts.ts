import { loadPerLocale } from '../i18n/translated-locales';

export interface SeedTexts {
  products: Record<string, { title: string; description: string }>;
  skus: Record<string, string>;
}

/** Product and sku names of the demo catalogue in the 23 languages besides English. */
export const SEED_TEXTS: Record<string, SeedTexts> = await loadPerLocale(
  (code) => import(`./seed-texts/${code}.json`) as Promise<{ default: SeedTexts }>,
);
