import { useTranslation } from 'react-i18next';
import type { TLanguageCode } from '@kiosk/contract';
import { languageCodeOf } from '../../i18n/language-code';

/** The API locale of a phone page: the phone's interface language as one of the product's codes. */
export const usePhoneLocale = (): TLanguageCode => {
  const { i18n } = useTranslation();
  return languageCodeOf(i18n.resolvedLanguage);
};
