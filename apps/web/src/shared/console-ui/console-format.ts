import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { languageCodeOf } from '../../i18n/language-code';
import { intlLocaleOf } from '../lib/money';

/** Numbers, dates and times in the interface language's CLDR locale (docs/architecture.md: formatted at the edge). */
export const useConsoleFormat = () => {
  const { i18n } = useTranslation();
  const language = languageCodeOf(i18n.resolvedLanguage);
  const locale = intlLocaleOf(language);
  return useMemo(() => {
    const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    // A calendar day of the API (YYYY-MM-DD) is shown as that day, whatever the browser's time zone.
    // The API's days are the kiosk's calendar days (its time zone), so they are formatted as UTC days.
    const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    const shortDay = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' });
    const integer = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    const oneDecimal = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
    return {
      /** The interface language's code, for the API's texts (sku titles). */
      language,
      dateTime: (iso: string) => dateTime.format(new Date(iso)),
      day: (isoDay: string) => day.format(new Date(`${isoDay}T00:00:00Z`)),
      /** A day without its year, where space is short (a chart's axis). */
      shortDay: (isoDay: string) => shortDay.format(new Date(`${isoDay}T00:00:00Z`)),
      integer: (value: number) => integer.format(value),
      decimal: (value: number) => oneDecimal.format(value),
    };
  }, [language, locale]);
};

export type TConsoleFormat = ReturnType<typeof useConsoleFormat>;
