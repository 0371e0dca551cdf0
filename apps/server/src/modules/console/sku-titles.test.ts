import { describe, expect, it } from 'vitest';
import { skuTitles } from './sku-titles';

const sku = (skuId: string, title: string, product: string) => ({
  skuId,
  productId: product.toLowerCase(),
  titles: { en: title, es: `${title} (es)` },
  productTitles: { en: product, es: `${product} (es)` },
});

describe('console sku titles', () => {
  it('names every sku "product — option", in the asked language', () => {
    const skus = [
      sku('naloxone-kit', 'Emergency kit', 'Naloxone'),
      sku('naloxone-2-pack', '2-pack', 'Naloxone Nasal Spray 2-Pack'),
      sku('pregnancy-test', 'Single test', 'Pregnancy test'),
      sku('covid-test', 'Single test', 'COVID-19 test'),
    ];
    expect(Object.fromEntries(skuTitles(skus, 'en'))).toEqual({
      'naloxone-kit': 'Naloxone — Emergency kit',
      'naloxone-2-pack': 'Naloxone Nasal Spray 2-Pack — 2-pack',
      'pregnancy-test': 'Pregnancy test — Single test',
      'covid-test': 'COVID-19 test — Single test',
    });
    expect(skuTitles(skus, 'es').get('covid-test')).toBe('COVID-19 test (es) — Single test (es)');
  });
});
