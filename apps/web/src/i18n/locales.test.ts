import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '@kiosk/contract';
import { CLDR_LOCALES } from '@kiosk/contract/values';
import {
  CATALOGUE_FOLDERS,
  CLDR_LOCALES as CHECKED_CLDR_LOCALES,
  checkFolder,
  pluralFormsOf,
} from '../../../../scripts/i18n-check.mjs';

const results = checkFolder(CATALOGUE_FOLDERS.web);

describe('web texts in all 24 languages', () => {
  it('has a locale file for each language of docs/product.md §1', () => {
    expect(['en', ...Object.keys(results)].sort()).toEqual([...LANGUAGE_CODES].sort());
  });

  it('checks plural forms by the same CLDR locales the app uses', () => {
    expect(CHECKED_CLDR_LOCALES).toEqual(CLDR_LOCALES);
  });

  it('requires exactly the forms of each rule: Hong Kong Chinese and Karen only "other"', () => {
    expect(pluralFormsOf('hk')).toEqual(['other']);
    expect(pluralFormsOf('kar')).toEqual(['other']);
    expect([...pluralFormsOf('ar')].sort()).toEqual(['few', 'many', 'one', 'other', 'two', 'zero']);
    expect(pluralFormsOf('mh')).toEqual(['one', 'other']);
  });

  it.each(Object.keys(results))(
    '%s has every key of English, none empty, the same placeholders',
    (locale) => {
      expect(results[locale]).toEqual([]);
    },
  );
});
