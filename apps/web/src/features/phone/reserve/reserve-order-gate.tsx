import '../../../i18n/phone-texts';
import type { ReactNode } from 'react';
import type { TOrder } from '@kiosk/contract';
import { useTranslation } from 'react-i18next';
import { PhoneBusy } from '../../../shared/phone-ui/phone-busy';
import { PhoneError } from '../ui/phone-error';
import { ReservePhoneStep } from './reserve-phone-step';
import type { useReserveOrder } from './use-reserve-order';

type Props = {
  order: ReturnType<typeof useReserveOrder>['order'];
  children: (order: TOrder) => ReactNode;
};

/**
 * Loading and failure of a reserve page's order; the phone's confirmation by code while the order awaits
 * it (it holds nothing until then); the page itself once it is there and confirmed.
 */
export function ReserveOrderGate({ order, children }: Props) {
  const { t } = useTranslation();
  if (order.isPending) return <PhoneBusy label={t('loading.label')} />;
  if (order.isError && !order.data)
    return (
      <PhoneError
        title={t('reserve.orderNotFound')}
        error={order.error}
        retryLabel={t('reserve.tryAgain')}
        onRetry={() => void order.refetch()}
      />
    );
  if (order.data!.metadata.isAwaitingPhone) return <ReservePhoneStep />;
  return <>{children(order.data!)}</>;
}
