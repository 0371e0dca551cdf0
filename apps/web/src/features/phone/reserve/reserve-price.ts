import type { TProduct, TSku } from '@kiosk/contract';
import { formatMoney, formatMoneyRange } from '../../../shared/lib/money';
import type { TPriceLabel } from '../../../shared/lib/price-label';

/** A product's price on the reserve list: free, unavailable, one price or a range. */
export const productPriceOf = (product: TProduct, language: string): TPriceLabel => {
  if (product.isFree) return { kind: 'free' };
  if (!product.priceRange) return { kind: 'unavailable' };
  return { kind: 'amount', text: formatMoneyRange(product.priceRange, product.currency, language) };
};

/** The total of `count` single packages of a sku. */
export const skuTotalOf = (sku: TSku, count: number, language: string): TPriceLabel => {
  if (sku.price === null) return { kind: 'unavailable' };
  if (sku.price === 0) return { kind: 'free' };
  return { kind: 'amount', text: formatMoney(sku.price * count, sku.currency, language) };
};
