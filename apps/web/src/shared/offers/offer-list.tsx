import '../../i18n/phone-texts';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { TOffer } from '@kiosk/contract';
import { useTranslation } from 'react-i18next';
import { offerReasonLabel, offerRuleLabel, offerStateLabel, offerValueLabel } from './offer-texts';

type Props = { offers: TOffer[]; currency: string; size?: 'phone' | 'kiosk' };

const CHIP_COLOR = {
  available: 'success',
  not_available: 'default',
  pending_eligibility: 'info',
} as const;

/** Each item of the order with its offer: the value, the rule, and its state in words and colour. */
export function OfferList({ offers, currency, size = 'phone' }: Props) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const isKiosk = size === 'kiosk';
  return (
    <Box
      component="ul"
      aria-label={t('offers.listLabel')}
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 6 }}
    >
      {offers.map((offer) => {
        const reason = offerReasonLabel(t, offer);
        const rule = offerRuleLabel(t, offer);
        return (
          <Box
            component="li"
            key={offer.skuId}
            data-offer-state={offer.isRedeemed ? 'redeemed' : offer.state}
            sx={{
              border: 1,
              borderColor: 'divider',
              borderRadius: 2,
              bgcolor: 'background.paper',
              p: isKiosk ? 12 : 8,
            }}
          >
            <Box
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                justifyContent: 'space-between',
                gap: 4,
              }}
            >
              <Typography variant={isKiosk ? 'p2' : 'p3'} component="h3">
                {offer.title ?? offer.skuTitle}
              </Typography>
              <Chip
                label={offerStateLabel(t, offer)}
                color={offer.isRedeemed ? 'success' : CHIP_COLOR[offer.state]}
                variant={offer.isRedeemed || offer.state === 'available' ? 'filled' : 'outlined'}
                sx={{ fontWeight: 700, fontSize: isKiosk ? 20 : 16, minHeight: isKiosk ? 44 : 32 }}
              />
            </Box>
            {offer.offerId ? (
              <Typography variant={isKiosk ? 'p3' : 'p4'} sx={{ mt: 2 }}>
                {offer.quantity} × {offer.skuTitle} · {offerValueLabel(t, offer, currency, language)}
              </Typography>
            ) : null}
            {rule ? (
              <Typography variant={isKiosk ? 'p4' : 'p5'} color="text.secondary">
                {rule}
              </Typography>
            ) : null}
            {reason ? (
              <Typography variant={isKiosk ? 'p4' : 'p5'} color="text.secondary">
                {reason}
              </Typography>
            ) : null}
          </Box>
        );
      })}
    </Box>
  );
}
