import { LANGUAGE_NAMES, cldrLocaleOf } from '@kiosk/contract/values';
import type { TLanguageCode } from '@kiosk/contract';

/** The CLDR locale `Intl` formats with for one of the product's language codes (hk → zh-Hant-HK). */
export const intlLocaleOf = (language: string): string => cldrLocaleOf(language);

/** The BCP 47 tag of the text itself, for `lang` attributes (hk → zh-Hant, kar → kar). */
export const langTagOf = (language: string): string =>
  language in LANGUAGE_NAMES ? LANGUAGE_NAMES[language as TLanguageCode].langIetf : language;

/** symbol for the screen ("$4.00"); name for speech ("4.00 US dollars"), so a voice says the currency. */
type TCurrencyDisplay = 'symbol' | 'name';

/**
 * One `Intl.NumberFormat` per locale, currency and display, made once: making one costs about as much
 * as a product card's render, and a grid formats every price (profiled in docs/performance.md).
 */
const formatters = new Map<string, Intl.NumberFormat>();
const formatter = (
  currency: string,
  language: string,
  display: TCurrencyDisplay = 'symbol',
): Intl.NumberFormat => {
  const key = `${language} ${currency} ${display}`;
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.NumberFormat(intlLocaleOf(language), {
      style: 'currency',
      currency,
      currencyDisplay: display,
    });
    formatters.set(key, made);
  }
  return made;
};

/**
 * Makes the page's first currency format, which sets the browser's number formatting up whatever its
 * locale (about 50 ms on a kiosk PC): paid here ahead of time instead of by the first screen with prices.
 */
export const prepareMoneyFormats = (): void => {
  formatter('USD', 'en');
};

/** Digits after the decimal point of a currency's minor unit (USD 2, JPY 0, KRW 0). */
export const currencyFractionDigits = (currency: string): number =>
  formatter(currency, 'en').resolvedOptions().maximumFractionDigits ?? 2;

const toMajor = (minor: number, currency: string): number => minor / 10 ** currencyFractionDigits(currency);

/**
 * docs/architecture.md, house rule 6 and §4: money is integer minor units plus an ISO 4217 currency (the device's);
 * the language only changes the formatting.
 */
export const formatMoney = (
  minor: number,
  currency: string,
  language: string,
  display: TCurrencyDisplay = 'symbol',
): string => formatter(currency, language, display).format(toMajor(minor, currency));

/** One price when both ends are equal, otherwise the locale's range form (e.g. "$1.00 – $5.00"). */
export const formatMoneyRange = (
  range: { min: number; max: number },
  currency: string,
  language: string,
  display: TCurrencyDisplay = 'symbol',
): string => {
  if (range.min === range.max) return formatMoney(range.min, currency, language, display);
  return formatter(currency, language, display).formatRange(
    toMajor(range.min, currency),
    toMajor(range.max, currency),
  );
};
