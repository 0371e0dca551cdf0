import '../../../i18n/phone-texts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { optIn, optOut, useOfferAction, useOfferStatus } from '../../../shared/api/offers-api';
import { PhoneBusy } from '../../../shared/phone-ui/phone-busy';
import { PhoneError } from '../ui/phone-error';
import { PhoneNotice } from '../ui/phone-notice';
import { OfferList } from '../../../shared/offers/offer-list';
import { offerPath } from '../../../shared/routes/paths';
import { useMobileOrder } from './use-mobile-order';

const DECIDED = ['eligible', 'not_eligible', 'redeemed', 'declined', 'completed'];

/**
 * docs/product.md §2 check-eligibility (the kiosk's QR code opens it): the order's offers and their states;
 * 'Check eligibility' chooses the offers still open and goes on to the phone number.
 */
export function CheckEligibilityScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { deviceId, orderId, locale } = useMobileOrder();
  const status = useOfferStatus(deviceId, orderId, locale);
  const choose = useOfferAction(deviceId, orderId, locale, optIn);
  const decline = useOfferAction(deviceId, orderId, locale, optOut);

  if (status.isPending) return <PhoneBusy label={t('loading.label')} />;
  if (status.isError)
    return (
      <PhoneError
        title={t('offers.loadError')}
        error={status.error}
        retryLabel={t('offers.tryAgain')}
        onRetry={() => void status.refetch()}
      />
    );
  const { offers, hasOffers, currency } = status.data;
  const open = offers.filter((o) => !o.isRedeemed && o.state !== 'not_available').map((o) => o.skuId);
  const isDecided = DECIDED.includes(status.data.status);

  if (!hasOffers && !isDecided)
    return (
      <>
        <PhoneNotice tone="info" title={t('offers.noOffers')} details={[t('offers.noOffersDetail')]} />
        <OfferList offers={offers} currency={currency} />
      </>
    );

  const onCheck = () =>
    choose.mutate(open, {
      onSuccess: () => void navigate(offerPath(deviceId, orderId, 'mfa-phone')),
    });
  const onDecline = () =>
    decline.mutate(open, {
      onSuccess: () => void navigate(offerPath(deviceId, orderId, 'status')),
    });
  const isBusy = choose.isPending || decline.isPending;
  const failure = choose.error ?? decline.error;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 10 }}>
      <Typography variant="p4">{t('offers.intro')}</Typography>
      <OfferList offers={offers} currency={currency} />
      {failure ? <PhoneError title={t('offers.loadError')} error={failure} /> : null}
      {isDecided ? (
        <Button
          component={RouterLink}
          to={offerPath(
            deviceId,
            orderId,
            status.data.status === 'declined' ? 'status' : 'offer-availability',
          )}
          variant="contained"
          size="large"
        >
          {t('offers.seeResult')}
        </Button>
      ) : (
        <>
          <Button variant="contained" size="large" onClick={onCheck} disabled={isBusy || !open.length}>
            {t('offers.checkEligibility')}
          </Button>
          <Button variant="outlined" size="large" onClick={onDecline} disabled={isBusy}>
            {t('offers.noThanks')}
          </Button>
        </>
      )}
    </Box>
  );
}
