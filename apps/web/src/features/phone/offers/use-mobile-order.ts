import { useParams } from 'react-router';
import type { TLanguageCode } from '@kiosk/contract';
import { usePhoneLocale } from '../../../shared/phone-ui/use-phone-locale';

/** A phone offer page's device and order (both from the address) and the API locale. */
export const useMobileOrder = (): { deviceId: string; orderId: string; locale: TLanguageCode } => {
  const { deviceId = '', orderId = '' } = useParams();
  return { deviceId, orderId, locale: usePhoneLocale() };
};
