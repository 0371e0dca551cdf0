import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '@kiosk/contract';
import { CATALOGUE_FOLDERS, checkFolder } from '../../../../scripts/i18n-check.mjs';

const results = checkFolder(CATALOGUE_FOLDERS.web);

describe('web texts in all 24 languages', () => {
  it('has a locale file for each language of spec §1', () => {
    expect(['en', ...Object.keys(results)].sort()).toEqual([...LANGUAGE_CODES].sort());
  });

  it.each(Object.keys(results))(
    '%s has every key of English, none empty, the same placeholders',
    (locale) => {
      expect(results[locale]).toEqual([]);
    },
  );
});
