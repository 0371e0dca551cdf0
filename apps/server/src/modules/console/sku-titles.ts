import { pickText } from '../../i18n/translate';
import type { SkuInfoRow } from './fleet.repository';

/**
 * The console's name of each sku in `locale`: its own title, or "product — variant" where that title alone
 * is ambiguous (another sku of the catalogue has it: "Kit" of three products).
 */
export function skuTitles(skus: SkuInfoRow[], locale: string): Map<string, string> {
  const own = new Map(skus.map((sku) => [sku.skuId, pickText(sku.titles, locale)]));
  const uses = new Map<string, number>();
  for (const title of own.values()) uses.set(title, (uses.get(title) ?? 0) + 1);
  return new Map(
    skus.map((sku) => {
      const title = own.get(sku.skuId)!;
      return [sku.skuId, uses.get(title)! > 1 ? `${pickText(sku.productTitles, locale)} — ${title}` : title];
    }),
  );
}
