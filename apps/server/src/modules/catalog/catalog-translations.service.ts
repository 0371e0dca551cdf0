import { LANGUAGE_CODES, type TCatalogTranslations, type TMissingText } from '@kiosk/contract';
import type { Db } from '../../db/client';
import { languagesOfLiveKiosks } from '../devices/devices.service';
import { listAllProducts, listAllSkus } from './catalog-admin.repository';

type Texts = Record<string, string>;

/** What a kiosk shows where a language has no text: English, else the first text there is (as the list does). */
const fallbackOf = (texts: Texts): string => texts.en ?? Object.values(texts)[0] ?? '';

/** One text of the catalogue that has a text in some language, so every other language may lack it. */
interface Translatable {
  kind: TMissingText['kind'];
  productId: string;
  skuId: string | null;
  texts: Texts;
}

const hasText = (texts: Texts) => Object.values(texts).some((t) => t !== '');

/** The texts of the products and skus in the catalogue (retired ones left out). */
async function translatables(db: Db): Promise<Translatable[]> {
  const [productRows, skuRows] = await Promise.all([listAllProducts(db), listAllSkus(db)]);
  const live = productRows.filter((p) => p.retiredAt === null);
  const liveIds = new Set(live.map((p) => p.id));
  const all: Translatable[] = live.flatMap((p) => [
    { kind: 'product_title' as const, productId: p.id, skuId: null, texts: p.titles },
    { kind: 'product_description' as const, productId: p.id, skuId: null, texts: p.descriptions },
  ]);
  for (const s of skuRows)
    if (s.retiredAt === null && liveIds.has(s.productId))
      all.push({ kind: 'sku_title', productId: s.productId, skuId: s.id, texts: s.titles });
  return all.filter((t) => hasText(t.texts));
}

/**
 * For each of the 24 languages, the catalogue texts it lacks and what kiosks show instead, and how many
 * kiosks in service offer it.
 */
export async function catalogTranslations(db: Db): Promise<TCatalogTranslations> {
  const [texts, kioskLanguages] = await Promise.all([translatables(db), languagesOfLiveKiosks(db)]);
  return {
    languages: LANGUAGE_CODES.map((language) => ({
      language,
      kioskCount: kioskLanguages.filter((offered) => offered.includes(language)).length,
      missing: texts
        .filter((t) => !t.texts[language])
        .map((t) => ({
          kind: t.kind,
          productId: t.productId,
          skuId: t.skuId,
          fallback: fallbackOf(t.texts),
        })),
    })),
  };
}
