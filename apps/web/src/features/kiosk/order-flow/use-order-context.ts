import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TLanguageCode } from '@kiosk/contract';
import { languageCodeOf } from '../../../i18n/language-code';
import { useDeviceId } from '../../../shared/lib/use-device-id';

/** The API locale: the interface language as one of the product's language codes. */
export const useLocale = (): TLanguageCode => {
  const { i18n } = useTranslation();
  return languageCodeOf(i18n.resolvedLanguage);
};

/** What every order screen needs: the device, the order of the address and the API locale. */
export const useOrderContext = (): {
  deviceId: string | null;
  orderId: string | undefined;
  locale: TLanguageCode;
} => {
  const params = useParams();
  return { deviceId: useDeviceId(), orderId: params.orderId ?? params.id, locale: useLocale() };
};
