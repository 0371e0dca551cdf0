import { useParams } from 'react-router';
import type { TLanguageCode } from '@kiosk/contract';
import { usePhoneLocale } from '../../../shared/phone-ui/use-phone-locale';

/** The reserve pages' ids from the address, and the API locale. */
export const useReserveParams = (): {
  deviceId: string;
  productId: string | undefined;
  orderId: string | undefined;
  locale: TLanguageCode;
} => {
  const { deviceId = '', productId, orderId } = useParams();
  return { deviceId, productId, orderId, locale: usePhoneLocale() };
};
