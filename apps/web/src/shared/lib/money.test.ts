import { describe, expect, it } from 'vitest';
import { currencyFractionDigits, formatMoney, formatMoneyRange, intlLocaleOf, langTagOf } from './money';

// Intl output uses narrow no-break spaces in some locales; compare with plain spaces.
const plain = (text: string): string => text.replace(/[\u00a0\u202f]/g, ' ');

describe('money formatting (docs/decisions.md)', () => {
  it('formats USD minor units with 2 decimals in English', () => {
    expect(formatMoney(1250, 'USD', 'en')).toBe('$12.50');
    expect(formatMoney(0, 'USD', 'en')).toBe('$0.00');
    expect(formatMoney(123456, 'USD', 'en')).toBe('$1,234.56');
  });

  it('formats JPY with 0 decimals in Japanese', () => {
    expect(currencyFractionDigits('JPY')).toBe(0);
    expect(formatMoney(1500, 'JPY', 'ja')).toBe('￥1,500');
  });

  it('formats KRW with 0 decimals in Korean', () => {
    expect(currencyFractionDigits('KRW')).toBe(0);
    expect(formatMoney(15000, 'KRW', 'ko')).toBe('₩15,000');
  });

  it('keeps the device currency when only the language changes', () => {
    expect(plain(formatMoney(1250, 'USD', 'ru'))).toBe('12,50 $');
    expect(plain(formatMoney(1250, 'USD', 'pt'))).toBe('US$ 12,50');
    expect(formatMoney(1250, 'USD', 'ja')).toBe('$12.50');
  });

  it('formats a range, or one price when both ends are equal', () => {
    expect(formatMoneyRange({ min: 500, max: 500 }, 'USD', 'en')).toBe('$5.00');
    expect(plain(formatMoneyRange({ min: 100, max: 1299 }, 'USD', 'en'))).toBe('$1.00 – $12.99');
  });

  it('formats with the CLDR locale of each language code (hk: Hong Kong Chinese; kar: Latin digits)', () => {
    expect(intlLocaleOf('en')).toBe('en-US');
    expect(intlLocaleOf('hk')).toBe('zh-Hant-HK');
    expect(intlLocaleOf('kar')).toBe('my-u-nu-latn');
    expect(intlLocaleOf('xx')).toBe('xx');
    expect(new Intl.NumberFormat(intlLocaleOf('hk')).resolvedOptions().locale).toMatch(/^zh/);
    expect(plain(formatMoney(1250, 'USD', 'kar'))).toMatch(/12\.50/);
  });

  it('keeps the text language itself for lang attributes', () => {
    expect(langTagOf('hk')).toBe('zh-Hant');
    expect(langTagOf('kar')).toBe('kar');
  });

  it('makes one number format per locale, currency and display, however many prices a grid shows', () => {
    const { NumberFormat } = Intl;
    let made = 0;
    Intl.NumberFormat = class extends NumberFormat {
      constructor(...args: ConstructorParameters<typeof NumberFormat>) {
        super(...args);
        made += 1;
      }
    } as typeof NumberFormat;
    try {
      const prices = Array.from({ length: 13 }, (_, index) => formatMoney(100 * index, 'CAD', 'fr'));
      formatMoneyRange({ min: 100, max: 500 }, 'CAD', 'fr');
      expect(plain(prices[1] ?? '')).toMatch(/^1,00 \$/);
      expect(formatMoney(100, 'CAD', 'fr', 'name')).toContain('dollar');
      // CAD in French, CAD in French by name, and the minor unit read once from CAD in English.
      expect(made).toBe(3);
    } finally {
      Intl.NumberFormat = NumberFormat;
    }
  });
});
