import { usePhoneOrder } from './reserve-api';
import { useReserveParams } from './use-reserve-params';

/** The reserve page's order, with its ids. */
export const useReserveOrder = (refetchInterval: number | false = false) => {
  const params = useReserveParams();
  const order = usePhoneOrder(params.deviceId, params.orderId, params.locale, refetchInterval);
  return { ...params, order };
};
