import { LANGUAGE_CODES, type TLanguageCode } from '@kiosk/contract/values';
import { ApiError, HttpReplyError } from '../../../shared/api/api-error';
import { currencyFractionDigits } from '../../../shared/lib/money';

/**
 * The catalogue's prices are minor units of the programme's currency, which the catalogue list names
 * (`currency`, the server's PROGRAMME_CURRENCY): its pages show and read them in it. A kiosk's own prices
 * are in the kiosk's currency, from its assortment.
 */

/** A currency as the catalogue pages name it: its name in the operator's CLDR locale and its code. */
export const currencyLabel = (currency: string, locale: string): string => {
  try {
    const name = new Intl.DisplayNames([locale], { type: 'currency', fallback: 'none' }).of(currency);
    return name ? `${name} (${currency})` : currency;
  } catch {
    return currency; // a language or code the runtime's Intl does not know: the code says it
  }
};

/** Texts by language as the API gives them. */
export type TTexts = Partial<Record<string, string>>;

/** A text in `language`, else the English one (what a kiosk shows), else the first there is. */
export const textIn = (texts: TTexts, language: string): string =>
  texts[language] || texts.en || Object.values(texts).find(Boolean) || '';

/** The languages that have a text in any of `texts`, English first and always there, in the list's order. */
export const languagesOf = (...texts: TTexts[]): TLanguageCode[] =>
  LANGUAGE_CODES.filter((code) => code === 'en' || texts.some((entry) => Boolean(entry[code])));

/** Minor units as a typed amount in major units ("4.5" → 450 in USD); null when it is not an amount. */
export const minorOf = (text: string, currency: string): number | null => {
  const trimmed = text.trim().replace(',', '.');
  const digits = currencyFractionDigits(currency);
  const pattern = digits > 0 ? new RegExp(`^\\d{1,7}(\\.\\d{1,${digits}})?$`) : /^\d{1,9}$/;
  if (!pattern.test(trimmed)) return null;
  return Math.round(Number(trimmed) * 10 ** digits);
};

/** Minor units as the amount typed in major units (450 → "4.50" in USD). */
export const majorOf = (minor: number, currency: string): string => {
  const digits = currencyFractionDigits(currency);
  return (minor / 10 ** digits).toFixed(digits);
};

/** The field a refusal names (the error shape's `field`), when the server named one. */
export const fieldOfError = (error: unknown): string | null => {
  const reply = error instanceof ApiError ? error.originalError : error;
  if (!(reply instanceof HttpReplyError)) return null;
  const body = reply.body as { data?: { field?: unknown } } | null;
  return typeof body?.data?.field === 'string' ? body.data.field : null;
};

/** Whether the server's field (`skus.0.formUrls.1`) is the form's field (`skus.0.formUrls`) or inside it. */
export const isFieldOf = (apiField: string | null, formField: string): boolean =>
  apiField !== null && (apiField === formField || apiField.startsWith(`${formField}.`));
