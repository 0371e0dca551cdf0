import { afterEach, describe, expect, it } from 'vitest';
import i18n, { AVAILABLE_LANGUAGES } from './i18n';
import { applyDocumentLanguage, directionOf } from './document-language';

describe('i18n setup', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('starts in English and falls back to English', () => {
    expect(i18n.resolvedLanguage).toBe('en');
    expect(i18n.options.fallbackLng).toEqual(['en']);
    expect(AVAILABLE_LANGUAGES[0]).toBe('en');
  });

  it('keeps the chosen language for the session', async () => {
    await i18n.changeLanguage('ko');
    expect(sessionStorage.getItem('language')).toBe('ko');
    await i18n.changeLanguage('en');
    expect(sessionStorage.getItem('language')).toBe('en');
  });

  it('sets lang and dir on <html> from the language', () => {
    applyDocumentLanguage('ar');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    applyDocumentLanguage('hk');
    expect(document.documentElement.lang).toBe('zh-Hant');
    expect(document.documentElement.dir).toBe('ltr');
    applyDocumentLanguage('en');
    expect(document.documentElement.lang).toBe('en-US');
  });

  it('follows language changes', async () => {
    await i18n.changeLanguage('en');
    expect(document.documentElement.lang).toBe('en-US');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it("picks plural forms by each code's CLDR locale: hk and kar never fall back to English forms", async () => {
    for (const [code, options, countdown] of [
      ['hk', '1 個選項', '您的使用時段將於 1 秒後結束。'],
      ['kar', 'တၢ်ဃုထ 1 မံၤ', 'နတၢ်စူၤကါ ကဝံၤဝဲ လၢ 1 စ့ကၠီၣ် အလီၢ်ခံ.'],
    ] as const) {
      await i18n.changeLanguage(code);
      expect(i18n.t('products.options', { count: 1 }), code).toBe(options);
      expect(i18n.t('session.idleCountdown', { count: 1 }), code).toBe(countdown);
    }
    await i18n.changeLanguage('ru');
    expect(i18n.t('products.options', { count: 2 })).not.toBe(i18n.t('products.options', { count: 5 }));
  });

  it('writes ar, fa and ps right to left', () => {
    expect(['ar', 'fa', 'ps', 'en', 'zh'].map(directionOf)).toEqual(['rtl', 'rtl', 'rtl', 'ltr', 'ltr']);
  });
});
