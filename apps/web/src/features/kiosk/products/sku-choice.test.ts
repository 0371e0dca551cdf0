import { describe, expect, it } from 'vitest';
import { sku } from '../../../test/product-fixtures';
import { clampCount, isMultiPackSku, maxCountOf, skuAvailabilityOf, skuPriceOf } from './sku-choice';

describe('sku choice', () => {
  it("is 'Out of stock' with no stock, 'Price is unavailable' without a price", () => {
    expect(skuAvailabilityOf(sku({ stock: 0 }))).toBe('outOfStock');
    expect(skuAvailabilityOf(sku({ stock: 0, price: null }))).toBe('outOfStock');
    expect(skuAvailabilityOf(sku({ price: null }))).toBe('priceUnavailable');
    expect(skuAvailabilityOf(sku({ price: 0, isFree: true }))).toBe('available');
    expect(skuAvailabilityOf(sku())).toBe('available');
  });

  it('lets the visitor choose 1 up to the pack count, no more than in stock', () => {
    expect(isMultiPackSku(sku({ dispenseQuantity: 3 }))).toBe(true);
    expect(isMultiPackSku(sku({ dispenseQuantity: 1 }))).toBe(false);
    expect(maxCountOf(sku({ dispenseQuantity: 3, maxQuantity: 3, stock: 60 }))).toBe(3);
    expect(maxCountOf(sku({ dispenseQuantity: 3, maxQuantity: 3, stock: 2 }))).toBe(2);
    expect(maxCountOf(sku({ dispenseQuantity: 1, maxQuantity: 1, stock: 9 }))).toBe(1);
    expect(maxCountOf(sku({ dispenseQuantity: 3, maxQuantity: 3, stock: 0 }))).toBe(1);
    expect([0, 1, 2, 3, 4].map((n) => clampCount(n, 3))).toEqual([1, 1, 2, 3, 3]);
  });

  it('prices the chosen count in the device currency for the language', () => {
    expect(skuPriceOf(sku({ price: 100 }), 3, 'en')).toEqual({ kind: 'amount', text: '$3.00' });
    expect(skuPriceOf(sku({ price: 899 }), 1, 'en')).toEqual({ kind: 'amount', text: '$8.99' });
    expect(skuPriceOf(sku({ price: 300, currency: 'JPY' }), 2, 'ja')).toEqual({
      kind: 'amount',
      text: '￥600',
    });
    expect(skuPriceOf(sku({ price: 0, isFree: true }), 1, 'en')).toEqual({ kind: 'free' });
    expect(skuPriceOf(sku({ price: null }), 1, 'en')).toEqual({ kind: 'unavailable' });
  });
});
