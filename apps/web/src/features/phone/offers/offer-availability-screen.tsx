import '../../../i18n/phone-texts';
import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { redeemOffers, useOfferAction, useOfferStatus } from '../../../shared/api/offers-api';
import { PhoneBusy } from '../../../shared/phone-ui/phone-busy';
import { PhoneError } from '../ui/phone-error';
import { PhoneNotice } from '../ui/phone-notice';
import { OfferList } from '../../../shared/offers/offer-list';
import { offerPath } from '../../../shared/routes/paths';
import { useMobileOrder } from './use-mobile-order';

/**
 * docs/product.md §2 offer-availability: after the phone is verified, whether the offer is available. Eligible:
 * 'Redeem offer'. Not eligible: payment is required, and the kiosk asks whether to continue.
 */
export function OfferAvailabilityScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { deviceId, orderId, locale } = useMobileOrder();
  const status = useOfferStatus(deviceId, orderId, locale);
  const redeem = useOfferAction(deviceId, orderId, locale, redeemOffers);
  const step = status.data?.status;
  const isFinished = step === 'redeemed' || step === 'completed' || step === 'declined';

  useEffect(() => {
    if (isFinished) void navigate(offerPath(deviceId, orderId, 'status'), { replace: true });
  }, [isFinished, navigate, deviceId, orderId]);

  if (status.isPending || isFinished) return <PhoneBusy label={t('loading.label')} />;
  if (status.isError)
    return (
      <PhoneError
        title={t('offers.loadError')}
        error={status.error}
        retryLabel={t('offers.tryAgain')}
        onRetry={() => void status.refetch()}
      />
    );
  const { offers, currency } = status.data;

  if (step === 'eligible')
    return (
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 10 }}>
        <PhoneNotice tone="success" title={t('offers.eligible')} details={[t('offers.eligibleDetail')]} />
        <OfferList offers={offers.filter((o) => o.isOptedIn)} currency={currency} />
        {redeem.error ? <PhoneError error={redeem.error} /> : null}
        <Button
          variant="contained"
          size="large"
          disabled={redeem.isPending}
          onClick={() => redeem.mutate(undefined)}
        >
          {redeem.isPending ? t('offers.redeeming') : t('offers.redeem')}
        </Button>
      </Box>
    );

  if (step === 'not_eligible')
    return (
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 10 }}>
        <PhoneNotice tone="info" title={t('offers.notEligible')} details={[t('offers.notEligibleDetail')]} />
        <OfferList offers={offers} currency={currency} />
      </Box>
    );

  // Not verified yet: back to the start of the check.
  return (
    <PhoneNotice tone="info" title={t('offers.waiting')}>
      <Button
        component={RouterLink}
        to={offerPath(deviceId, orderId, 'check-eligibility')}
        variant="contained"
        size="large"
      >
        {t('offers.checkEligibility')}
      </Button>
    </PhoneNotice>
  );
}
