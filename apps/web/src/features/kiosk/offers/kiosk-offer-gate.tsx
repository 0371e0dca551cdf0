import '../kiosk-texts';
import { useEffect, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  cancelOfferOrder,
  completeOffers,
  optOut,
  redeemOffers,
  useOfferAction,
  useOfferStatus,
} from '../../../shared/api/offers-api';
import { useDeviceId } from '../../../shared/lib/use-device-id';
import { PhoneBusy } from '../../../shared/phone-ui/phone-busy';
import { usePhoneLocale } from '../../../shared/phone-ui/use-phone-locale';
import { useOrder } from '../../../shared/api/orders-api';
import { ROUTES, offerUrl, orderPaths } from '../../../shared/routes/paths';
import { KIOSK_OFFER_POLL_MS } from './kiosk-offer-constants';
import { KioskOfferPanel } from './kiosk-offer-panel';
import { NotEligibleModal } from './not-eligible-modal';

/**
 * The offer step in front of the kiosk's payment: while the order has an offer the visitor may take,
 * the kiosk shows it and follows the phone (polling every second); a redeemed free order goes on to
 * dispense, anything else to `children` (the payment). Offers never block paying: a failed call, no
 * offer, or 'No thanks' (an opt-out of the offers) shows the payment.
 */
export function KioskOfferGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const orderId = params.id ?? params.orderId;
  const deviceId = useDeviceId();
  const locale = usePhoneLocale();
  const [isDone, setIsDone] = useState(false);
  const status = useOfferStatus(deviceId, orderId, locale, isDone ? false : KIOSK_OFFER_POLL_MS);
  const capability = useOrder(deviceId, orderId, locale).data?.capability;
  const complete = useOfferAction(deviceId, orderId, locale, completeOffers);
  const redeem = useOfferAction(deviceId, orderId, locale, redeemOffers);
  const decline = useOfferAction(deviceId, orderId, locale, optOut);
  const step = status.data?.status;
  const hasOffers = status.data?.hasOffers ?? false;

  const { mutate: finish, isPending: isFinishing, isSuccess: isFinished } = complete;
  // Redeemed (here or on the phone), or declined on the phone: close the step, once (a poll answered
  // before the close must not start it again). A failure to close it must not keep the visitor from paying.
  useEffect(() => {
    if (isDone || (step !== 'redeemed' && step !== 'declined') || isFinishing || isFinished) return;
    finish(undefined, { onError: () => setIsDone(true) });
  }, [isDone, step, isFinishing, isFinished, finish]);

  // Once the payment shows, it stays: no more polling, no switching back.
  const isPaymentRequired = status.data?.isPaymentRequired ?? true;
  const isPaymentNext =
    (status.isError && !status.data) ||
    (step === 'completed' && isPaymentRequired) ||
    (step === 'none' && !hasOffers);
  if (isPaymentNext && !isDone) setIsDone(true);

  // Closed with nothing left to pay (a free offer): dispense.
  const isFree = !isDone && step === 'completed' && !isPaymentRequired;
  useEffect(() => {
    if (isFree && orderId) void navigate(orderPaths.dispense(orderId), { replace: true });
  }, [isFree, orderId, navigate]);

  if (isDone || isPaymentNext || !deviceId || !orderId) return <>{children}</>;
  if (status.isPending || !capability) return <PhoneBusy label={t('loading.label')} />;
  const data = status.data!;
  if (isFree || data.status === 'redeemed' || data.status === 'declined')
    return <PhoneBusy label={data.isPaymentRequired ? t('loading.label') : t('kioskOffers.moving')} />;

  const onPay = () => finish(undefined, { onSettled: () => setIsDone(true) });
  // 'No thanks': opt out of every offer of the order (declined, which closes the step as above); a
  // failed opt-out still goes on to pay.
  const offerSkus = [...new Set(data.offers.filter((offer) => offer.offerId).map((offer) => offer.skuId))];
  const onNoThanks = () => (offerSkus.length ? decline.mutate(offerSkus, { onError: onPay }) : onPay());
  const onCancelOrder = () => {
    cancelOfferOrder({ deviceId, orderId, locale }).catch((error: unknown) =>
      console.error('Failed to cancel the order', error),
    );
    void navigate(ROUTES.products);
  };
  return (
    <>
      <KioskOfferPanel
        status={data}
        phoneUrl={offerUrl(window.location.origin, deviceId, orderId, capability)}
        isBusy={isFinishing || redeem.isPending || decline.isPending}
        onRedeem={() => redeem.mutate(undefined)}
        onPayInstead={onNoThanks}
      />
      {redeem.error || complete.error ? <Alert severity="error">{t('kioskOffers.actionError')}</Alert> : null}
      <NotEligibleModal
        isOpen={data.status === 'not_eligible'}
        isBusy={isFinishing}
        onContinue={onPay}
        onCancelOrder={onCancelOrder}
      />
    </>
  );
}
