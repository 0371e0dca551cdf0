import '../../../i18n/phone-texts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { TDiscountStatus } from '@kiosk/contract';
import { useOfferStatus } from '../../../shared/api/offers-api';
import { useOrderEvents } from '../../../shared/api/order-events';
import { reserveQueries, usePhoneOrder } from '../reserve/reserve-api';
import { formatMoney } from '../../../shared/lib/money';
import { PhoneBusy } from '../../../shared/phone-ui/phone-busy';
import { PhoneError } from '../ui/phone-error';
import { PhoneNotice } from '../ui/phone-notice';
import { OfferList } from '../../../shared/offers/offer-list';
import { useMobileOrder } from './use-mobile-order';
import { useDispensedCount } from '../ui/use-dispensed-count';

/** The phone follows the order: often enough to see the kiosk move on, rarely enough to spare the battery. */
export const PHONE_STATUS_POLL_MS = 3000;

const ENDED = ['cancelled', 'expired', 'dispense_failed'];

type TNotice = { tone: 'success' | 'info' | 'error'; title: string; details: string[] };

/** The offer step is over (taken, refused or not open to this phone): the kiosk may dispense next. */
export const isOfferStepOver = (data: TDiscountStatus | undefined): boolean =>
  Boolean(
    data &&
    (data.offers.some((o) => o.isRedeemed) ||
      ['not_eligible', 'declined', 'completed'].includes(data.status) ||
      ['dispensing', 'dispensed'].includes(data.orderStatus)),
  );

/** What the status page says for the order's offer step; `dispensedCount` is 'Dispensed: N of M', if any. */
export const statusNoticeOf = (
  t: TFunction,
  data: TDiscountStatus,
  language: string,
  dispensedCount: string | null = null,
): TNotice => {
  const count = dispensedCount ? [dispensedCount] : [];
  if (data.orderStatus === 'dispensed')
    return { tone: 'success', title: t('offers.dispensed'), details: count };
  if (ENDED.includes(data.orderStatus))
    return { tone: 'info', title: t('offers.orderEnded'), details: [t('offers.orderEndedDetail')] };
  const isRedeemed = data.offers.some((o) => o.isRedeemed);
  if (isRedeemed)
    return {
      tone: 'success',
      title: t('offers.redeemed'),
      details: [
        data.isPaymentRequired
          ? t('offers.redeemedPay', { amount: formatMoney(data.total, data.currency, language) })
          : t('offers.redeemedFree'),
        ...count,
      ],
    };
  if (data.status === 'not_eligible')
    return {
      tone: 'info',
      title: t('offers.notEligible'),
      details: [t('offers.notEligibleDetail'), ...count],
    };
  if (data.status === 'declined' || data.status === 'completed')
    return { tone: 'info', title: t('offers.declined'), details: [t('offers.declinedDetail'), ...count] };
  return { tone: 'info', title: t('offers.waiting'), details: [] };
};

/**
 * docs/product.md §2 status (phone): where the order's offer stands, and to go back to the kiosk; once
 * the offer step is over, the order's progress as the kiosk dispenses it ('Dispensed: N of M'), by the
 * order's event stream (by polling while that stream is not open).
 */
export function OfferStatusScreen() {
  const { t, i18n } = useTranslation();
  const { deviceId, orderId, locale } = useMobileOrder();
  const status = useOfferStatus(deviceId, orderId, locale, PHONE_STATUS_POLL_MS);
  const isFollowing = isOfferStepOver(status.data);
  const isLive = useOrderEvents(
    { deviceId, orderId, locale },
    reserveQueries.order(deviceId, orderId, locale).queryKey,
    isFollowing,
  );
  const order = usePhoneOrder(
    isFollowing ? deviceId : null,
    orderId,
    locale,
    isLive ? false : PHONE_STATUS_POLL_MS,
  );
  const dispensedCount = useDispensedCount(order.data);
  if (status.isPending) return <PhoneBusy label={t('loading.label')} />;
  if (status.isError && !status.data)
    return (
      <PhoneError
        title={t('offers.loadError')}
        error={status.error}
        retryLabel={t('offers.tryAgain')}
        onRetry={() => void status.refetch()}
      />
    );
  const notice = statusNoticeOf(t, status.data, i18n.resolvedLanguage ?? 'en', dispensedCount);
  return (
    <>
      <PhoneNotice tone={notice.tone} title={notice.title} details={notice.details} />
      <OfferList offers={status.data.offers} currency={status.data.currency} />
    </>
  );
}
