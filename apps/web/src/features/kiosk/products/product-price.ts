import type { TProduct } from '@kiosk/contract';
import { formatMoneyRange } from '../../../shared/lib/money';
import type { TPriceLabel } from '../../../shared/lib/price-label';

/**
 * What a product card says about the price: 'Free', 'Price is unavailable', or the price (or price
 * range) in the product's currency, formatted for the interface language.
 */
export const priceLabelOf = (
  product: Pick<TProduct, 'isFree' | 'isPriceUnavailable' | 'priceRange' | 'currency'>,
  language: string,
  display?: 'symbol' | 'name',
): TPriceLabel => {
  if (product.isFree) return { kind: 'free' };
  if (product.isPriceUnavailable || product.priceRange === null) return { kind: 'unavailable' };
  return { kind: 'amount', text: formatMoneyRange(product.priceRange, product.currency, language, display) };
};
