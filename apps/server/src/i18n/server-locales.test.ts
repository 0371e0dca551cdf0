import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '@kiosk/contract';
import { CATALOGUE_FOLDERS, checkFolder } from '../../../../scripts/i18n-check.mjs';
import { EN_MESSAGES } from './messages.en';
import { SERVER_LOCALES } from './server-locales';
import { translate } from './translate';
import { SEED_TEXTS } from '../db/seed-texts';
import { SEED_PRODUCTS } from '../db/seed-catalog';
import { DEMO_OFFER } from '../db/seed-offers';

const results = checkFolder(CATALOGUE_FOLDERS.server, EN_MESSAGES);

describe('server texts in all 24 languages', () => {
  it('registers a catalogue for each language besides English', () => {
    expect(['en', ...Object.keys(SERVER_LOCALES)].sort()).toEqual([...LANGUAGE_CODES].sort());
    expect(Object.keys(results).sort()).toEqual(Object.keys(SERVER_LOCALES).sort());
  });

  it.each(Object.keys(results))('%s has every key, none empty, the same placeholders', (locale) => {
    expect(results[locale]).toEqual([]);
  });

  it('answers in the request language and fills placeholders', () => {
    expect(translate('es', 'error.age.under', { age: 18 })).toContain('18');
    expect(translate('es', 'error.age.under', { age: 18 })).not.toBe(
      translate('en', 'error.age.under', { age: 18 }),
    );
    expect(translate('xx', 'error.outOfStock')).toBe('Out of stock');
  });

  it('picks plural forms by each language’s CLDR rule, English for a text or locale without them', () => {
    const wait = (locale: string, count: number) =>
      translate(locale, 'error.rateLimited.description', { count });
    expect(wait('en', 1)).toBe('Please wait 1 second and try again.');
    expect(wait('en', 5)).toBe('Please wait 5 seconds and try again.');
    expect(wait('ru', 1)).toBe('Подождите 1 секунду и попробуйте снова.');
    expect(wait('ru', 3)).toBe('Подождите 3 секунды и попробуйте снова.');
    expect(wait('ru', 11)).toBe('Подождите 11 секунд и попробуйте снова.');
    expect(wait('ar', 2)).toBe('يُرجى الانتظار ثانيتين ثم المحاولة مرة أخرى.');
    expect(wait('ar', 7)).toBe('يُرجى الانتظار 7 ثوانٍ ثم المحاولة مرة أخرى.');
    // hk and kar are no tags Intl knows; they take Chinese and Burmese rules (one form), not English ones.
    expect(wait('hk', 1)).toBe('請等候 1 秒後再試。');
    expect(wait('kar', 1)).toContain('1');
    expect(wait('xx', 1)).toBe('Please wait 1 second and try again.');
    expect(translate('es', 'error.validation.description', { field: 'a<b', detail: '"x" & y' })).toContain(
      'a<b',
    );
  });

  it('names every seeded product, sku and offer in every language', () => {
    for (const [locale, texts] of Object.entries(SEED_TEXTS)) {
      for (const product of SEED_PRODUCTS) {
        expect(texts.products[product.id]?.title, `${locale} ${product.id}`).toBeTruthy();
        expect(texts.products[product.id]?.description, `${locale} ${product.id}`).toBeTruthy();
        for (const sku of product.skus) expect(texts.skus[sku.id], `${locale} ${sku.id}`).toBeTruthy();
      }
      expect(texts.offers[DEMO_OFFER.id], `${locale} ${DEMO_OFFER.id}`).toBeTruthy();
    }
  });
});
