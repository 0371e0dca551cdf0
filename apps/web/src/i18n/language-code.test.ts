import { describe, expect, it } from 'vitest';
import { languageCodeOf, toLanguageCode } from './language-code';

describe('browser language to product language code', () => {
  it.each([
    ['en-US', 'en'],
    ['en', 'en'],
    ['es-MX', 'es'],
    ['ar-EG', 'ar'],
    ['zh-CN', 'zh'],
    ['zh-Hans', 'zh'],
    ['zh-TW', 'hk'],
    ['zh-HK', 'hk'],
    ['zh-Hant-TW', 'hk'],
    ['ko-KR', 'ko'],
    ['kar', 'kar'],
    ['fil-PH', 'tl'],
    ['de-DE', 'de-DE'],
  ])('%s → %s', (tag, code) => {
    expect(toLanguageCode(tag)).toBe(code);
  });

  it('falls back to English for a language the product does not have', () => {
    expect(languageCodeOf('de-DE')).toBe('en');
    expect(languageCodeOf(undefined)).toBe('en');
    expect(languageCodeOf('ja')).toBe('ja');
  });
});
