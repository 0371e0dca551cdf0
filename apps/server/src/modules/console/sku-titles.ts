import { itemName } from '@kiosk/contract';
import { pickText } from '../../i18n/translate';
import type { Db } from '../../db/client';
import { listSkuInfo, type SkuInfoRow } from './fleet.repository';

/** The console's name of each sku in `locale`: the item's one name, "product — option" (`itemName`). */
export function skuTitles(skus: SkuInfoRow[], locale: string): Map<string, string> {
  return new Map(
    skus.map((sku) => [
      sku.skuId,
      itemName(pickText(sku.productTitles, locale), pickText(sku.titles, locale)),
    ]),
  );
}

/** Every catalogue sku's item name in `locale`, read from the database. */
export const listItemNames = async (db: Db, locale: string): Promise<Map<string, string>> =>
  skuTitles(await listSkuInfo(db), locale);
