import { describe, expect, it } from 'vitest';
import { priceLabelOf } from './product-price';

const base = {
  isFree: false,
  isPriceUnavailable: false,
  priceRange: { min: 250, max: 250 },
  currency: 'USD',
};

describe('price label', () => {
  it('prefers Free, then Price is unavailable, then the amount', () => {
    expect(priceLabelOf({ ...base, isFree: true }, 'en')).toEqual({ kind: 'free' });
    expect(priceLabelOf({ ...base, isPriceUnavailable: true }, 'en')).toEqual({ kind: 'unavailable' });
    expect(priceLabelOf({ ...base, priceRange: null }, 'en')).toEqual({ kind: 'unavailable' });
    expect(priceLabelOf(base, 'en')).toEqual({ kind: 'amount', text: '$2.50' });
  });

  it('formats in the device currency for the language', () => {
    expect(priceLabelOf({ ...base, currency: 'JPY', priceRange: { min: 300, max: 300 } }, 'ja')).toEqual({
      kind: 'amount',
      text: '￥300',
    });
  });
});
