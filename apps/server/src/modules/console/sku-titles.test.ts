import { describe, expect, it } from 'vitest';
import { skuTitles } from './sku-titles';

const sku = (skuId: string, title: string, product: string) => ({
  skuId,
  productId: product.toLowerCase(),
  titles: { en: title, es: `${title} (es)` },
  productTitles: { en: product, es: `${product} (es)` },
});

describe('console sku titles', () => {
  it('names a sku "product — variant" only where its title alone is shared by another sku', () => {
    const skus = [
      sku('naloxone-kit', 'Emergency kit', 'Naloxone'),
      sku('pregnancy-test', 'Single test', 'Pregnancy test'),
      sku('covid-test', 'Single test', 'COVID-19 test'),
    ];
    expect(Object.fromEntries(skuTitles(skus, 'en'))).toEqual({
      'naloxone-kit': 'Emergency kit',
      'pregnancy-test': 'Pregnancy test — Single test',
      'covid-test': 'COVID-19 test — Single test',
    });
    expect(skuTitles(skus, 'es').get('covid-test')).toBe('COVID-19 test (es) — Single test (es)');
  });
});
