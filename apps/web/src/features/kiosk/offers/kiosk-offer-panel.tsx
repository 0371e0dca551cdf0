import '../kiosk-texts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { TDiscountStatus } from '@kiosk/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { QrCode } from '../order-flow/qr-code';
import { OfferList } from '../../../shared/offers/offer-list';
import { useKioskSession } from '../session/kiosk-session-context';
import { PhoneProgress } from './phone-progress';

type Props = {
  status: TDiscountStatus;
  /** Where the phone checks eligibility (the QR code's address). */
  phoneUrl: string;
  isBusy: boolean;
  onRedeem: () => void;
  onPayInstead: () => void;
};

/**
 * The kiosk's part of an offer (docs/product.md §2 'Offer and eligibility check'): each item's offer state
 * (available, not available, check eligibility), a QR code that opens the check on the phone, how far
 * the phone is with it, and Redeem once the phone is verified and eligible.
 */
export function KioskOfferPanel({ status, phoneUrl, isBusy, onRedeem, onPayInstead }: Props) {
  const { t } = useTranslation();
  const isEligible = status.status === 'eligible';
  // Each step the phone takes (opened, code sent, verified) says the visitor is busy with it, not gone.
  const { onPhoneProgress } = useKioskSession();
  useEffect(() => {
    if (status.phoneStep !== 'none') onPhoneProgress();
  }, [status.phoneStep, onPhoneProgress]);
  return (
    <Box
      component="section"
      aria-labelledby="kiosk-offers-title"
      sx={{ display: 'flex', flexDirection: 'column', gap: 12 }}
    >
      <Typography id="kiosk-offers-title" variant="p1" component="h2">
        {t('kioskOffers.title')}
      </Typography>
      <OfferList offers={status.offers} currency={status.currency} size="kiosk" />
      {isEligible ? (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
          <Typography variant="p2" role="status">
            {t('kioskOffers.eligible')}
          </Typography>
          <Button
            variant="contained"
            onClick={onRedeem}
            disabled={isBusy}
            sx={{ minHeight: 88, fontSize: 28 }}
          >
            {t('kioskOffers.redeem')}
          </Button>
        </Box>
      ) : (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 16 }}>
          <QrCode value={phoneUrl} label={t('kioskOffers.qrLabel')} size={280} />
          <Box sx={{ flex: '1 1 320px', display: 'flex', flexDirection: 'column', gap: 6 }}>
            <PhoneProgress step={status.phoneStep} />
            <Typography variant="p4" color="text.secondary">
              {t('kioskOffers.followPhone')}
            </Typography>
          </Box>
        </Box>
      )}
      <Button
        variant="outlined"
        onClick={onPayInstead}
        disabled={isBusy}
        sx={{ alignSelf: 'flex-start', minHeight: 56 }}
      >
        {t('kioskOffers.payInstead')}
      </Button>
    </Box>
  );
}
