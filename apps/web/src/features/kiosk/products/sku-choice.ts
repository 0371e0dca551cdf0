import type { TSku } from '@kiosk/contract';
import { formatMoney } from '../../../shared/lib/money';

export type TSkuAvailability = 'available' | 'outOfStock' | 'priceUnavailable';

/** 'Out of stock' when none is left; 'Price is unavailable' when a paid sku has no price. */
export const skuAvailabilityOf = (sku: Pick<TSku, 'stock' | 'isFree' | 'price'>): TSkuAvailability => {
  if (sku.stock <= 0) return 'outOfStock';
  if (!sku.isFree && sku.price === null) return 'priceUnavailable';
  return 'available';
};

/** A multi-pack holds more than one single package, dispensed one at a time. */
export const isMultiPackSku = (sku: Pick<TSku, 'dispenseQuantity'>): boolean => sku.dispenseQuantity > 1;

/** The most single packages the visitor may choose: the pack's count, never more than in stock. */
export const maxCountOf = (sku: Pick<TSku, 'maxQuantity' | 'dispenseQuantity' | 'stock'>): number =>
  Math.max(1, Math.min(sku.maxQuantity, sku.dispenseQuantity, sku.stock));

/** Keeps a chosen count within 1..max. */
export const clampCount = (count: number, max: number): number =>
  Math.min(Math.max(1, Math.round(count)), max);

export type TSkuPrice = { kind: 'free' } | { kind: 'unavailable' } | { kind: 'amount'; text: string };

/** The price of `count` single packages of the sku in the device currency, for the language. */
export const skuPriceOf = (
  sku: Pick<TSku, 'isFree' | 'price' | 'currency'>,
  count: number,
  language: string,
  display?: 'symbol' | 'name',
): TSkuPrice => {
  if (sku.isFree || sku.price === 0) return { kind: 'free' };
  if (sku.price === null) return { kind: 'unavailable' };
  return { kind: 'amount', text: formatMoney(sku.price * count, sku.currency, language, display) };
};
