import '../../../i18n/phone-texts';
import { useTranslation } from 'react-i18next';
import type { TOrder } from '@kiosk/contract';
import { useUnitSteps } from '../../../shared/api/unit-steps';

const COUNTED_STATUSES: readonly TOrder['status'][] = ['dispensing', 'dispensed'];

/**
 * 'Dispensed: N of M' while the kiosk dispenses the order and after, as the kiosk counts them: each unit
 * in turn, however fast they drop. Null before the kiosk starts (and for an order that never did).
 */
export function useDispensedCount(order: TOrder | undefined): string | null {
  const { t } = useTranslation();
  const total = order?.quantityTotal ?? 0;
  const { shown } = useUnitSteps(Math.min(order?.quantityDispensed ?? 0, total));
  if (!order || !COUNTED_STATUSES.includes(order.status)) return null;
  return t('mobilePayment.dispensing', { dispensed: shown, total });
}
